public import ReactiveCoordinator

/// A picture of a coordinator tree: paths, states and screens, parents first.
///
/// It is `Codable`. Flat rather than nested, so that encoding a tree 100,000 deep does not
/// recurse. To look at
/// it rather than read it, draw it with the screens beside it: `dot(hierarchy:)` for Graphviz,
/// `mermaid(hierarchy:)` for Mermaid.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/EventLogSamples.swift#text -->
/// ```swift
/// print(tree.snapshot().text)
/// // inbox (active) [InboxScreen]
/// //   message (active) [MessageScreen]
/// ```
public struct TreeSnapshot: Sendable, Hashable {
    /// One coordinator as it was when the snapshot was taken.
    public struct Node: Sendable, Hashable {
        /// Its path, such as `app/main/compose`.
        public var path: String
        /// Its name in its parent.
        public var name: String
        /// 0 for the root.
        public var depth: Int
        /// Its lifecycle state.
        public var state: CoordinatorState
        /// The type name of the screen its life is bound to, if that screen is alive.
        public var boundScreen: String?
        /// The type names of the screens it routes that are alive.
        public var routedScreens: [String]
        /// How many children it has.
        public var childCount: Int

        // Declared, not synthesized, to be `package`: the tests build snapshots to compare.
        package init(
            path: String, name: String, depth: Int, state: CoordinatorState, boundScreen: String?,
            routedScreens: [String], childCount: Int
        ) {
            (self.path, self.name, self.depth, self.state) = (path, name, depth, state)
            (self.boundScreen, self.routedScreens, self.childCount) = (boundScreen, routedScreens, childCount)
        }
    }

    /// Every coordinator in the tree, in pre-order (each parent before its children).
    public var nodes: [Node]

    // Declared, not synthesized, to be `package`: the tests build snapshots to compare.
    package init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// The tree as indented text, one coordinator per line.
    ///
    /// A line break or a control code in a name or a screen's (`\n`, `\r`, `\u{HEX}`) is written
    /// as an escape, so that each coordinator stays on its line; nothing else is changed.
    public var text: String {
        nodes.map { node in
            let screens =
                node.routedScreens.isEmpty
                ? "" : " [\(node.routedScreens.map(oneLineText).joined(separator: ", "))]"
            return String(repeating: "  ", count: node.depth)
                + "\(oneLineText(node.name)) (\(node.state.rawValue))\(screens)"
        }
        .joined(separator: "\n")
    }
}

extension CoordinatorTree {
    /// A snapshot of the tree as it is now; empty once the root has ended.
    ///
    /// - Returns: The running coordinators, parents first.
    public func snapshot() -> TreeSnapshot {
        TreeSnapshot(
            nodes: snapshotRows().map { row in
                TreeSnapshot.Node(
                    path: row.path, name: row.name, depth: row.depth, state: row.state, boundScreen: row.boundScreen,
                    routedScreens: row.routedScreens, childCount: row.childCount)
            })
    }
}
