import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics

/// One coordinator as both the real tree (through `CoordinatorTree.snapshot()`) and the model
/// describe it; compared as values, printed as text only when they differ.
struct TreeLine: Equatable, CustomStringConvertible {
    var path: String
    var name: String
    var depth: Int
    var state: CoordinatorState
    var bound: String
    var routed: [String]
    var children: Int

    var description: String {
        "\(path) [\(name), depth \(depth)] \(state.rawValue) bound \(bound) routes [\(routed.joined(separator: ", "))]"
            + " children \(children)"
    }

    /// The tree as the library's snapshot describes it.
    static func lines(_ snapshot: TreeSnapshot) -> [TreeLine] {
        snapshot.nodes.map { node in
            TreeLine(
                path: node.path, name: node.name, depth: node.depth, state: node.state, bound: node.boundScreen ?? "-",
                routed: node.routedScreens, children: node.childCount)
        }
    }
}
