import Foundation
import ReactiveCoordinator

/// The restoration invariant after a random session: the record the tree writes, restored into a
/// fresh app, rebuilds every detail and compose flow (the ones that opt in) at the same path,
/// under the same name, bound to the same kind of screen, in the same order, with nothing
/// dropped; and the fresh app leaves nothing alive.
///
/// The flows opt in with no state of their own, so what is compared is the restorable part of
/// the tree, its shape and bindings: states (a paused flow restores active), screens a flow only
/// routes (attachments), the order of modals, and the tab flows the fresh app's start makes
/// (even one the session had ended) are not part of the record.
@MainActor
enum RestorationCheck {
    /// One coordinator as restoration must rebuild it.
    private struct Shape: Equatable, CustomStringConvertible {
        var path: String
        var bound: String

        var description: String { "\(path) bound \(bound)" }
    }

    static func problems(afterSessionIn world: AppWorld) -> [String] {
        guard world.tree.root != nil else { return [] }
        let record = world.tree.restorationRecord(schema: 1)
        let fresh = AppWorld()
        var problems: [String] = []
        do {
            try fresh.start()
            let decoded = try JSONDecoder().decode(RestorationRecord.self, from: JSONEncoder().encode(record))
            let report = fresh.tree.restore(decoded, schema: 1)
            if report.dropped != nil { problems.append("restoration dropped a step: \(report)") }
            let expected = shapes(world.tree.snapshot())
            let actual = shapes(fresh.tree.snapshot())
            if actual != expected {
                problems.append(
                    "the restored tree differs from the one that wrote the record\n"
                        + Diff.text(expected: expected.map(\.description), actual: actual.map(\.description)))
            }
        } catch {
            problems.append("restoration threw: \(error)")
        }
        fresh.clearHierarchy()
        if !fresh.tree.leakReport().alive.isEmpty {
            problems.append("the restored app leaked\n\(fresh.tree.leakReport())")
        }
        if !fresh.registry.alive.isEmpty { problems.append("the restored app left \(fresh.registry.alive) alive") }
        return problems
    }

    private static func shapes(_ snapshot: TreeSnapshot) -> [Shape] {
        snapshot.nodes.filter { $0.name.hasPrefix("detail") || $0.name.hasPrefix("compose") }.map {
            Shape(path: $0.path, bound: $0.boundScreen ?? "-")
        }
    }
}
