import ReactiveCoordinator

/// One run of the contract: the rules found broken so far.
@MainActor
struct ContractRun {
    let makeScreen: @MainActor (String) -> AnyObject
    private(set) var broken: [String] = []

    /// Records `rule` as broken unless `holds`.
    mutating func expect(_ holds: Bool, _ rule: String) {
        if !holds { broken.append(rule) }
    }

    /// Runs a step that should succeed; a thrown error breaks `rule`, naming the error.
    mutating func step(_ rule: String, _ body: () throws -> Void) {
        do { try body() } catch { broken.append("\(rule) (threw \(error))") }
    }

    /// Runs a step that should be refused with an error `matching`; anything else breaks `rule`.
    mutating func refusal(
        _ rule: String, matching: (NavigationError) -> Bool, _ body: () throws(NavigationError) -> Void
    ) {
        do {
            try body()
            broken.append("\(rule) (nothing was thrown)")
        } catch {
            if !matching(error) { broken.append("\(rule) (threw \(error))") }
        }
    }
}

/// A weak reference to a screen the contract watches for release.
struct Watched {
    weak var screen: AnyObject?
}
