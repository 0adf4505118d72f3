import ReactiveCoordinator

extension LeaveGuards {
    /// The refusal of `gesture` taking `leaving` away, if it takes a guarded screen with it: the
    /// innermost guarded screen that is `leaving` or that `leaving` holds, as a headless
    /// container's screens hold others.
    func refusal(of leaving: AnyObject, by gesture: LeaveGesture, in container: String) -> Refusal? {
        refusal(of: leaving, by: gesture, in: container, holds: Self.headlessHolds(leaving))
    }

    /// Whether a guarded screen is `leaving` or is held by it, as headless containers hold screens.
    func guardsAny(leavingWith leaving: AnyObject) -> Bool {
        guardsAny(leavingWith: leaving, holds: Self.headlessHolds(leaving))
    }

    private static func headlessHolds(_ leaving: AnyObject) -> (AnyObject) -> Bool {
        { headlessNode(leaving)?.holds($0) == true }
    }
}
