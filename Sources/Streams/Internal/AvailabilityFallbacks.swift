internal import _ReactiveCoordinatorShims

/// Whether this process takes the paths the package keeps for systems older than the APIs it
/// prefers, even where those APIs exist.
///
/// The package supports iOS 17 / macOS 14 / tvOS 17 / watchOS 10 / visionOS 1. Where a newer API
/// is the better path (`Task.immediate`, iOS 26) the code asks `if #available` and falls back
/// below it. Linux takes the newer path, so without this switch the fallbacks would never run
/// here: setting `REACTIVE_COORDINATOR_FORCE_FALLBACKS=1` in the environment makes the process
/// take them, and CI runs the coordinator, property and demo checks that way too. Read once, at
/// first use.
package enum AvailabilityFallbacks {
    /// The environment variable that forces the fallbacks when set to `1`.
    package static let environmentVariable = "REACTIVE_COORDINATOR_FORCE_FALLBACKS"

    /// `true` when the fallbacks are forced for this process.
    package static let areForced: Bool = {
        guard let value = _rc_environment_value(environmentVariable) else { return false }
        return String(cString: value) == "1"
    }()
}
