import ReactiveCoordinator
import ReactiveCoordinatorTesting

/// One case: the real app and the model side by side, every action applied to both and then
/// checked, and the window cleared at the end.
@MainActor
final class RoutingScenario {
    let world = AppWorld()
    private(set) var model = NavigationModel.started()
    private var auditor = EventLogAuditor()
    private var logStart = 0
    /// How many actions had a target and ran (the others were skipped, by both sides).
    private(set) var performedCount = 0
    /// What this case reached, for the run's coverage line.
    private(set) var coverage = Coverage()

    /// Starts the app and checks the starting state.
    func begin() -> CaseFailure? {
        do {
            try world.start()
        } catch {
            return CaseFailure(step: nil, action: nil, problems: ["the tree did not start: \(error)"], stepLog: [])
        }
        let problems = InvariantChecker.afterAction(
            world: world, model: model, expected: Expectation(outcomes: [], deepLinkFailure: nil),
            performed: AppWorld.Performed(), auditor: &auditor)
        return failure(step: nil, action: nil, problems)
    }

    /// Applies one action to the model and the app, then checks every invariant.
    func step(_ action: Action, index: Int) async -> CaseFailure? {
        guard let expected = model.apply(action) else { return nil }
        performedCount += 1
        coverage.record(action, model: model)
        let performed = await world.perform(action)
        let problems = InvariantChecker.afterAction(
            world: world, model: model, expected: expected, performed: performed, auditor: &auditor)
        return failure(step: index, action: action, problems)
    }

    /// Checks the restoration invariant, clears the window and checks that nothing survived.
    func end() -> CaseFailure? {
        let restored = RestorationCheck.problems(afterSessionIn: world)
        if !restored.isEmpty { return failure(step: nil, action: nil, restored) }
        model.outcomes = []
        model.clearWindow()
        world.clearHierarchy()
        let expected = Expectation(outcomes: model.outcomes.sorted(), deepLinkFailure: nil)
        let problems = InvariantChecker.afterClearing(world: world, expected: expected, auditor: &auditor)
        return failure(step: nil, action: nil, problems)
    }

    private func failure(step: Int?, action: Action?, _ problems: [String]) -> CaseFailure? {
        let start = logStart
        logStart = world.recorder.events.count
        guard !problems.isEmpty else { return nil }
        return CaseFailure(
            step: step, action: action, problems: problems, stepLog: Array(world.recorder.lines[start...]))
    }

    /// Replays a fixed action list from a fresh app: the failure, or nil when every check held.
    static func replay(_ actions: [Action]) async -> CaseFailure? {
        let scenario = RoutingScenario()
        if let failure = scenario.begin() { return failure }
        for (index, action) in actions.enumerated() {
            if let failure = await scenario.step(action, index: index) { return failure }
        }
        return scenario.end()
    }
}
