import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import TestSupport
import Testing

/// The hierarchy half of a picture: every container and screen in order, how each is held,
/// which are visible, and which coordinators route them.
@MainActor
struct HierarchySnapshotTests {
    /// `name, kind, depth, role, visible` for each node, one string each.
    private func rows(_ snapshot: HierarchySnapshot) -> [String] {
        snapshot.nodes.map { node in
            let indent = String(repeating: "  ", count: node.depth)
            return "\(indent)\(node.name) \(node.kind.rawValue) \(node.role ?? "-")\(node.isVisible ? " visible" : "")"
        }
    }

    @Test func itListsEveryContainerAndScreenParentsFirstWithHowEachIsHeld() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let tabs = try screens.track(HeadlessTabs()) { try window.setRoot($0) }
            let stack = screens.track(HeadlessStack())
            let split = screens.track(HeadlessSplit())
            try tabs.setTabs([stack, split])
            try stack.setScreens([screens.make("inbox"), screens.make("detail")])
            try split.setPrimary(screens.make("mailboxes"))
            try split.setSecondary(screens.make("message"))
            try tabs.selectTab(at: 1)
            _ = try screens.make("compose") { try window.present($0, over: split) }

            #expect(
                rows(HierarchySnapshot(of: window)) == [
                    "window window - visible",
                    "  tabs tabs root",
                    "    stack stack tab 1",
                    "      inbox screen -",
                    "      detail screen -",
                    "    split split tab 2 (selected)",
                    "      mailboxes screen primary",
                    "      message screen secondary",
                    "  compose screen presented visible",
                ])
            try tabs.selectTab(at: 0)
            _ = try window.dismiss(from: stack)
            #expect(
                rows(HierarchySnapshot(of: window)).filter { $0.hasSuffix(" visible") } == [
                    "window window - visible",
                    "  tabs tabs root visible",
                    "    stack stack tab 1 (selected) visible",
                    "      detail screen - visible",
                ])
            _ = try window.setRoot(nil)
        }
    }

    @Test func aContainerCanBeDrawnWithoutItsWindow() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack(name: "inbox stack"))
            try stack.setScreens([screens.make("inbox")])

            #expect(rows(HierarchySnapshot(of: stack)) == ["inbox stack stack - visible", "  inbox screen - visible"])
        }
    }

    @Test func aScreenWithoutADescriptionOfItsOwnIsNamedByItsTypeWithoutTheModule() throws {
        let world = try Harness.startedInAStack()

        #expect(HierarchySnapshot(of: world.window).nodes.map(\.name) == ["window", "stack", "TestScreen<FlowIntent>"])
        world.expectEverythingReleased()
    }

    @Test func eachScreenListsTheCoordinatorsBoundToItAndThoseThatOnlyRouteIt() throws {
        let world = try Harness.startedForAPicture()

        let nodes = HierarchySnapshot(of: world.window, coordinators: world.tree).nodes
        let links = nodes.filter { !$0.boundBy.isEmpty || !$0.routedBy.isEmpty }.map {
            "\($0.name): bound by \($0.boundBy), routed by \($0.routedBy)"
        }

        #expect(
            links == [
                "inbox: bound by [\"app\"], routed by []",
                "message 3: bound by [\"app/message\"], routed by []",
                "compose: bound by [], routed by [\"app\"]",
            ])
        #expect(HierarchySnapshot(of: world.window).nodes.allSatisfy { $0.boundBy.isEmpty && $0.routedBy.isEmpty })
        world.expectEverythingReleased()
    }

    @Test func aSnapshotSurvivesAJSONRoundTrip() throws {
        let world = try Harness.startedForAPicture()
        let snapshot = world.snapshots.hierarchy

        let decoded = try JSONDecoder().decode(HierarchySnapshot.self, from: JSONEncoder().encode(snapshot))

        #expect(decoded == snapshot)
        world.expectEverythingReleased()
    }
}
