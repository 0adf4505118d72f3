import Dispatch

/// Runs stream handlers on the main actor without breaking the synchronous order of events.
///
/// Screens send intents and coordinators send results from the main actor, so their handlers
/// normally run there already and must run *now* (so a route happens before `send` returns).
/// Only a release or a delivery that happens elsewhere takes the hop.
enum MainActorDelivery {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor's executor (the main dispatch queue).
    static var isOnMainActor: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }

    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isOnMainActor {
            MainActor.assumeIsolated { body() }
        } else {
            Task { @MainActor in body() }
        }
    }
}
