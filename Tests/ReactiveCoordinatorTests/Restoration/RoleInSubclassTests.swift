import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A subclass of a plain coordinator takes an opt-in role.
///
/// An app's coordinators often share a base class. A subclass of a plain coordinator takes an
/// opt-in role (`RestorableCoordinator` here, `LinkRoutingCoordinator` in
/// `LinkRoleByTypeTests`) as a coordinator that adopts it directly does, even when it is started
/// where its superclass is expected.
@MainActor
@Suite struct RoleInSubclassTests {
    /// Plain, and open to subclassing, as an app's base coordinator is.
    class BaseCoordinator: Coordinator {
        private(set) var flow: Flow<Void>?

        func start(_ flow: Flow<Void>) {
            self.flow = flow
        }
    }

    /// Recorded under its parent, and recreates the children recorded under it.
    final class Level: BaseCoordinator, RestorableCoordinator {
        var restoration: CoordinatorRestoration? {
            flow?.parent == nil ? nil : try? CoordinatorRestoration(kind: "level", shown: .pushed, value: "level")
        }

        func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
            guard restoration.kind == "level" else { return false }
            try flow.startChild(Level() as BaseCoordinator, named: "level")
            return true
        }
    }

    @Test func aRestorableSubclassOfAPlainCoordinatorIsRecordedAndRestored() throws {
        let written = Harness(named: "app") { _ in Level() as BaseCoordinator }
        let restored = Harness(named: "app") { _ in Level() as BaseCoordinator }
        try written.start()
        try restored.start()
        do {
            let root = try written.root(as: Level.self)
            try #require(root.flow).startChild(Level() as BaseCoordinator, named: "level")
            let record = written.tree.restorationRecord(schema: 1)
            #expect(record.steps.count == 1)
            let report = restored.tree.restore(record, schema: 1)
            #expect(report.dropped == nil)
            #expect(report.restoredCount == 1)
            #expect(restored.tree.root?.children.map(\.path) == written.tree.root?.children.map(\.path))
        }
        written.tree.cancel()
        restored.tree.cancel()
        written.expectEverythingReleased()
        restored.expectEverythingReleased()
    }
}
