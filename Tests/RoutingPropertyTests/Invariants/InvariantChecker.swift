import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

/// The checks after every action, and after the hierarchy is cleared at the end of a case.
///
/// Each returns the problems it found as sentences, empty when everything holds.
@MainActor
enum InvariantChecker {
    /// After an action: the real tree, hierarchy, log and leak audit against the model.
    static func afterAction(
        world: AppWorld, model: NavigationModel, expected: Expectation, performed: AppWorld.Performed,
        auditor: inout EventLogAuditor
    ) -> [String] {
        var problems: [String] = []
        if let error = performed.error { problems.append("a container refused the action: \(error)") }

        let treeLines = TreeLine.lines(world.tree.snapshot())
        let expectedTree = model.treeLines
        if treeLines != expectedTree {
            problems.append(
                "the tree differs from the model's\n"
                    + Diff.text(expected: expectedTree.map(\.description), actual: treeLines.map(\.description)))
        }
        let hierarchy = HierarchyRendering.lines(world.window)
        if hierarchy != model.hierarchyLines {
            problems.append(
                "the hierarchy differs from the model's\n"
                    + Diff.text(expected: model.hierarchyLines, actual: hierarchy))
        }

        let audit = auditor.audit(world.recorder.events)
        problems += audit.problems
        if audit.outcomes != expected.outcomes {
            problems.append(
                "intents went elsewhere than the model says\n"
                    + Diff.text(expected: expected.outcomes, actual: audit.outcomes))
        }
        let missingEnds = expected.explicitEnds.filter { !audit.teardowns.contains($0) }
        if !missingEnds.isEmpty {
            problems.append("explicit ends missing from the log: \(missingEnds)")
        }
        if performed.deepLinkFailure != expected.deepLinkFailure {
            problems.append(
                "the deep link ended with \(performed.deepLinkFailure?.description ?? "success"), "
                    + "the model says \(expected.deepLinkFailure?.description ?? "success")")
        }
        if !auditor.intentsInFlight.isEmpty {
            problems.append("intents received but never routed, reported or dropped: \(auditor.intentsInFlight)")
        }

        problems += boundScreensAreShown(world)
        problems += nothingOutlivesItsPlace(world, model: model)
        return problems
    }

    /// Every running coordinator's bound screen, and every screen it routes, is on the hierarchy.
    static func boundScreensAreShown(_ world: AppWorld) -> [String] {
        var problems: [String] = []
        // One walk of the hierarchy rather than one `contains` per screen: the same answer, cheaper.
        let shown = Set(world.window.allScreens.map(ObjectIdentifier.init))
        for coordinator in world.liveCoordinators {
            guard let bound = coordinator.boundScreen else {
                problems.append("\(coordinator.path) is running without a bound screen")
                continue
            }
            if !shown.contains(ObjectIdentifier(bound)) {
                problems.append("\(coordinator.path) is running but its screen \(bound) is off the hierarchy")
            }
            for routed in coordinator.routedScreens where !shown.contains(ObjectIdentifier(routed)) {
                problems.append("\(coordinator.path) routes \(routed), which is off the hierarchy")
            }
        }
        return problems
    }

    /// The leak audit and the test's own weak references agree with the model on what is alive.
    static func nothingOutlivesItsPlace(_ world: AppWorld, model: NavigationModel) -> [String] {
        var problems: [String] = []
        let report = world.tree.leakReport()
        if !report.leaks.isEmpty {
            problems.append("the leak audit reports leaks\n\(report)")
        }
        let aliveCoordinators = report.alive.filter { $0.kind == .coordinator }.count
        if aliveCoordinators != model.coordinators.count {
            problems.append(
                "the leak audit sees \(aliveCoordinators) coordinators alive, the model \(model.coordinators.count)")
        }
        let aliveScreens = report.alive.count - aliveCoordinators
        if aliveScreens != model.routedScreenCount {
            problems.append(
                "the leak audit sees \(aliveScreens) routed screens alive, the model \(model.routedScreenCount)")
        }
        let referenced = world.registry.aliveCoordinators.count
        if referenced != model.coordinators.count {
            problems.append(
                "\(referenced) coordinators are still referenced, the model has \(model.coordinators.count)")
        }
        return problems
    }

    /// After the window was cleared: nothing is alive, by the audit, by weak references, by the log.
    static func afterClearing(
        world: AppWorld, expected: Expectation, auditor: inout EventLogAuditor
    ) -> [String] {
        var problems: [String] = []
        if world.tree.root != nil { problems.append("the tree still has its root") }
        if !world.tree.snapshot().nodes.isEmpty { problems.append("the snapshot still lists coordinators") }
        let report = world.tree.leakReport()
        if !report.alive.isEmpty { problems.append("the leak audit still sees objects alive\n\(report)") }
        let alive = world.registry.alive
        if !alive.isEmpty { problems.append("still referenced after clearing: \(alive)") }

        let audit = auditor.audit(world.recorder.events)
        problems += audit.problems
        if audit.outcomes != expected.outcomes {
            problems.append(
                "clearing the window did not drop what the model says\n"
                    + Diff.text(expected: expected.outcomes, actual: audit.outcomes))
        }
        if !auditor.liveCoordinators.isEmpty {
            problems.append("started but never torn down: \(auditor.liveCoordinators)")
        }
        let unresolved = auditor.intentsInFlight + auditor.intentsBuffered
        if !unresolved.isEmpty {
            problems.append("intents that never got an outcome (dropped silently): \(unresolved)")
        }
        return problems
    }
}
