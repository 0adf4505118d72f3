import ReactiveCoordinator

/// A picture of a tree snapshot and a hierarchy, before it is written in a diagram language.
///
/// The DOT and Mermaid writers only spell this out, so both draw the same nodes, edges and
/// styles, in the same order. Ids are positions (`c0` for the first coordinator, `s0` for the
/// first node of the hierarchy), so the same snapshots always give the same text.
struct TreeDiagram {
    /// How a node is drawn.
    enum Style: Equatable {
        case coordinator(CoordinatorState)
        /// The stand-in drawn when no coordinator is running.
        case noCoordinator
        case hierarchy(HierarchySnapshot.Node.Kind, isVisible: Bool)
    }

    struct Node {
        let id: String
        /// The label's lines, not escaped.
        let lines: [String]
        let style: Style
    }

    /// How an edge is drawn.
    enum Link: Equatable {
        /// A parent coordinator to its child.
        case child
        /// A container to what it holds.
        case holds
        /// A coordinator to the screen its life is bound to.
        case bound
        /// A coordinator to a screen it routes without being bound to it.
        case routes
    }

    struct Edge {
        let from: String
        let to: String
        let link: Link
        /// The edge's label, not escaped.
        let label: String?
    }

    /// The coordinators, parents first.
    let coordinators: [Node]
    /// The hierarchy's containers and screens, parents first; `nil` when drawing the tree alone.
    let screens: [Node]?
    /// Tree edges, then hierarchy edges, then the links between the two, each in node order.
    let edges: [Edge]

    init(_ tree: TreeSnapshot, hierarchy: HierarchySnapshot?) {
        let coordinatorIDs = tree.nodes.indices.map { "c\($0)" }
        coordinators =
            tree.nodes.isEmpty
            ? [Node(id: "c0", lines: ["no coordinator running"], style: .noCoordinator)]
            : zip(coordinatorIDs, tree.nodes).map { id, node in
                // Without the hierarchy, the screens are named in the label, as in the text form.
                let screens =
                    hierarchy != nil || node.routedScreens.isEmpty
                    ? [] : ["[\(node.routedScreens.joined(separator: ", "))]"]
                return Node(id: id, lines: [node.name, node.state.rawValue] + screens, style: .coordinator(node.state))
            }
        var edges = zip(coordinatorIDs, Self.parents(of: tree.nodes.map(\.depth))).compactMap { id, parent in
            parent.map { Edge(from: coordinatorIDs[$0], to: id, link: .child, label: nil) }
        }
        guard let hierarchy else {
            screens = nil
            self.edges = edges
            return
        }
        let screenIDs = hierarchy.nodes.indices.map { "s\($0)" }
        screens = zip(screenIDs, hierarchy.nodes).map { id, node in
            Node(id: id, lines: [node.name], style: .hierarchy(node.kind, isVisible: node.isVisible))
        }
        for (id, (node, parent)) in zip(screenIDs, zip(hierarchy.nodes, Self.parents(of: hierarchy.nodes.map(\.depth))))
        {
            if let parent { edges.append(Edge(from: screenIDs[parent], to: id, link: .holds, label: node.role)) }
        }
        let coordinatorByPath = Dictionary(
            zip(tree.nodes.map(\.path), coordinatorIDs), uniquingKeysWith: { first, _ in first })
        for (id, node) in zip(screenIDs, hierarchy.nodes) {
            for (paths, link) in [(node.boundBy, Link.bound), (node.routedBy, .routes)] {
                edges += paths.compactMap { coordinatorByPath[$0] }.map {
                    Edge(from: $0, to: id, link: link, label: link == .bound ? "bound" : "routes")
                }
            }
        }
        self.edges = edges
    }

    /// The index of each node's parent in a pre-order list of depths; `nil` for a top node.
    ///
    /// A depth deeper than the one before counts as one deeper, so any list gives a tree.
    static func parents(of depths: [Int]) -> [Int?] {
        var lastAtDepth: [Int] = []
        return depths.enumerated().map { index, depth in
            let level = min(max(depth, 0), lastAtDepth.count)
            lastAtDepth.removeSubrange(level...)
            lastAtDepth.append(index)
            return level > 0 ? lastAtDepth[level - 1] : nil
        }
    }
}
