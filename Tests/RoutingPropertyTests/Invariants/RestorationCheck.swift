import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorFoundation

/// The restoration invariant after a random session: the record the tree writes, restored into a
/// fresh app, rebuilds the whole tree and the whole hierarchy.
///
/// Every coordinator of the app opts in (the root with its selected tab, each flow with its
/// pause, each compose flow with where its attachments lie), so the record describes the whole
/// tree. What is compared is the full ``TreeSnapshot`` (paths, names, states, bound and routed
/// screens, child counts) and the full ``HierarchySnapshot`` with the routes (every stack's
/// screens in order, every presented level, the tabs and which is selected, what is visible,
/// which coordinator binds or routes each screen). Both snapshots name screens by type, so the
/// restored screens, new objects, compare equal to the ones they replace.
///
/// One normalisation, on the hierarchy: screens nobody routes (the promotions a stack
/// replacement slips in) are left out. No coordinator owns them, so no coordinator's record can
/// describe them, and a relaunched app shows them again or not as it likes. When such a screen
/// was the visible one, the screen below it is visible in the restored app, so then the screens'
/// visibility is not compared either (the containers' still is).
@MainActor
enum RestorationCheck {
    /// The problems found; `written` must be running, or there is nothing to restore.
    static func problems(afterSessionIn written: AppWorld) -> [String] {
        guard written.tree.root != nil else { return [] }
        let record = written.tree.restorationRecord(schema: 1)
        let fresh = AppWorld(restoring: true)
        var problems: [String] = []
        do {
            try fresh.start()
            let decoded = try JSONDecoder().decode(RestorationRecord.self, from: JSONEncoder().encode(record))
            let report = fresh.tree.restore(decoded, schema: 1)
            if report.dropped != nil { problems.append("restoration dropped a step: \(report)") }
            problems += differences(written: written, restored: fresh)
        } catch {
            problems.append("restoration threw: \(error)")
        }
        // The written app's own release is checked after this, when its case clears the window.
        fresh.clearHierarchy()
        if !fresh.tree.leakReport().alive.isEmpty {
            problems.append("the restored app leaked\n\(fresh.tree.leakReport())")
        }
        if !fresh.registry.alive.isEmpty { problems.append("the restored app left \(fresh.registry.alive) alive") }
        return problems
    }

    /// Where the restored app's tree and hierarchy differ from the written app's, as line diffs.
    static func differences(written: AppWorld, restored: AppWorld) -> [String] {
        var problems: [String] = []
        let writtenTree = written.tree.snapshot()
        let restoredTree = restored.tree.snapshot()
        if restoredTree != writtenTree {
            problems.append(
                "the restored tree differs from the one that wrote the record\n"
                    + Diff.text(
                        expected: writtenTree.nodes.map(describe), actual: restoredTree.nodes.map(describe)))
        }
        let writtenHierarchy = HierarchySnapshot(of: written.window, coordinators: written.tree)
        let restoredHierarchy = HierarchySnapshot(of: restored.window, coordinators: restored.tree)
        // See the type's comment: a visible promotion makes the screen below it visible instead.
        let compareScreensVisibility = !writtenHierarchy.nodes.contains { isUnrouted($0) && $0.isVisible }
        let expected = normalised(writtenHierarchy, compareScreensVisibility)
        let actual = normalised(restoredHierarchy, compareScreensVisibility)
        if actual != expected {
            problems.append(
                "the restored hierarchy differs from the one that wrote the record\n"
                    + Diff.text(expected: expected.map(describe), actual: actual.map(describe)))
        }
        return problems
    }

    /// A promotion: the app's only screen that no coordinator routes.
    ///
    /// Matched by its type, not
    /// by having no routes, so that a routed screen the restoration left without its route
    /// still counts as a difference.
    private static func isUnrouted(_ node: HierarchySnapshot.Node) -> Bool {
        node.kind == .screen && node.name == String(describing: PromoScreen.self)
    }

    private static func normalised(_ snapshot: HierarchySnapshot, _ compareScreensVisibility: Bool)
        -> [HierarchySnapshot.Node]
    {
        snapshot.nodes.filter { !isUnrouted($0) }.map { node in
            var node = node
            if node.kind == .screen, !compareScreensVisibility { node.isVisible = false }
            return node
        }
    }

    private static func describe(_ node: TreeSnapshot.Node) -> String {
        "\(node.path) \(node.name) depth \(node.depth) (\(node.state.rawValue)) bound \(node.boundScreen ?? "-") routes "
            + "[\(node.routedScreens.joined(separator: ", "))] children \(node.childCount)"
    }

    private static func describe(_ node: HierarchySnapshot.Node) -> String {
        String(repeating: "  ", count: node.depth) + "\(node.name) \(node.kind.rawValue)"
            + (node.role.map { " \($0)" } ?? "") + (node.isVisible ? " visible" : "")
            + " bound \(node.boundBy) routed \(node.routedBy)"
    }
}
