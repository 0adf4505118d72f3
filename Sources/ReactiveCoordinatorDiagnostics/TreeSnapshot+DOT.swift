import ReactiveCoordinator

extension TreeSnapshot {
    /// The tree as a Graphviz DOT graph, with the navigation hierarchy beside it if given.
    ///
    /// Each coordinator is a rounded box labelled with its name and state, filled by state
    /// (active green, paused yellow, finished grey), under its parent. With a hierarchy, its
    /// containers and screens are drawn in a second cluster, each container above what it
    /// holds, the visible path outlined in blue; a dashed red edge goes from each coordinator to
    /// the screen its life is bound to, drawn level with it, and a dotted grey one to each
    /// further screen it routes. Without a hierarchy, each coordinator's label names the screens
    /// it routes instead.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/EventLogSamples.swift#dot -->
    /// ```swift
    /// let dot = tree.snapshot().dot(hierarchy: HierarchySnapshot(of: window, coordinators: tree))
    /// // digraph tree {
    /// //     ...
    /// //     c0 -> s2 [label="bound", style=dashed, color="#c0392b", ...];
    /// // }
    /// ```
    ///
    /// Render it with Graphviz: `dot -Tsvg tree.dot -o tree.svg`.
    ///
    /// ## Contract
    /// - The same snapshots give the same text, byte for byte: nodes are named by position
    ///   (`c0` for the root coordinator, `s0` for the top of the hierarchy) and written parents
    ///   first, then the tree's edges, the hierarchy's, the links between them, and the rank
    ///   groups that put each coordinator level with its bound screen.
    /// - Every name is written as a DOT string: quotes and backslashes are escaped, line breaks
    ///   become `\n`, other control codes spaces, and anything else (brackets, braces, non-ASCII
    ///   letters) is kept as it is, in UTF-8, Graphviz's default character set.
    /// - A snapshot with no coordinator draws one placeholder node, so the graph is never empty.
    ///
    /// - Parameter hierarchy: The navigation hierarchy to draw beside the tree, taken at the same
    ///   moment, or `nil` for the tree alone.
    /// - Returns: One `digraph`, ending in a line break.
    public func dot(hierarchy: HierarchySnapshot? = nil) -> String {
        let diagram = TreeDiagram(self, hierarchy: hierarchy)
        var lines = [
            "digraph tree {",
            "    graph [newrank=true, fontname=\"Helvetica\", fontsize=12, nodesep=0.3, ranksep=0.45];",
            "    node [fontname=\"Helvetica\", fontsize=11];",
            "    edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        lines += DOT.cluster("coordinators", diagram.coordinators)
        if let screens = diagram.screens {
            lines += DOT.cluster("screens", screens)
        }
        lines += diagram.edges.map { edge in
            "    \(edge.from) -> \(edge.to)\(DOT.attributes(DOT.attributes(of: edge)));"
        }
        // Each coordinator level with the screen it is bound to, so the links read across.
        lines += diagram.edges.filter { $0.link == .bound }.map { "    {rank=same; \($0.from); \($0.to);}" }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }
}

/// Spelling a ``TreeDiagram`` in the DOT language.
private enum DOT {
    static func cluster(_ name: String, _ nodes: [TreeDiagram.Node]) -> [String] {
        ["    subgraph cluster_\(name) {", "        label=\(quoted(name));", "        color=\"#9aa5b1\";"]
            + nodes.map { node in
                let label = [("label", text.quoted(node.lines))]
                return "        \(node.id)\(attributes(label + attributes(of: node.style)));"
            } + ["    }"]
    }

    static func attributes(of style: TreeDiagram.Style) -> [(String, String)] {
        switch style {
        case .coordinator(let state):
            let fill =
                switch state {
                case .idle: "#ffffff"
                case .active: "#d7f0d2"
                case .paused: "#fde9b8"
                case .finished: "#e0e0e0"
                }
            return [("shape", "box"), ("style", quoted("rounded,filled")), ("fillcolor", quoted(fill))]
        case .noCoordinator:
            return [("shape", "plaintext")]
        case .hierarchy(let kind, let isVisible):
            let shape =
                switch kind {
                case .window: "box3d"
                case .stack, .tabs, .split: "tab"
                case .screen: "box"
                }
            let outline = isVisible ? [("color", quoted("#1f5fbf")), ("penwidth", "2")] : []
            return [("shape", shape), ("style", "filled"), ("fillcolor", quoted("#eef3fb"))] + outline
        }
    }

    static func attributes(of edge: TreeDiagram.Edge) -> [(String, String)] {
        let label = edge.label.map { [("label", quoted($0))] } ?? []
        return switch edge.link {
        case .child:
            []
        case .holds:
            label + [("color", quoted("#5a6f8c")), ("fontcolor", quoted("#5a6f8c"))]
        case .bound:
            label + [
                ("style", "dashed"), ("color", quoted("#c0392b")), ("fontcolor", quoted("#c0392b")),
                ("constraint", "false"),
            ]
        case .routes:
            label + [
                ("style", "dotted"), ("color", quoted("#7f8c8d")), ("fontcolor", quoted("#7f8c8d")),
                ("constraint", "false"),
            ]
        }
    }

    /// ` [a=1, b=2]`, or nothing for no attributes.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.isEmpty ? "" : " [" + pairs.map { "\($0)=\($1)" }.joined(separator: ", ") + "]"
    }

    /// DOT strings: `"` and `\` escaped, line breaks as `\n`.
    static let text = DiagramText(lineBreak: "\\n") { character in
        switch character {
        case "\"": "\\\""
        case "\\": "\\\\"
        default: nil
        }
    }

    static func quoted(_ text: String) -> String {
        Self.text.quoted([text])
    }
}
