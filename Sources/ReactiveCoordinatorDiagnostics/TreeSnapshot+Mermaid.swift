import ReactiveCoordinator

extension TreeSnapshot {
    /// The tree as a Mermaid flowchart (`flowchart TD`), with the navigation hierarchy beside it
    /// if given.
    ///
    /// The same picture as ``dot(hierarchy:)``, in the language GitHub, GitLab and many wikis
    /// render in a code block marked `mermaid`: each coordinator is a rounded node with its
    /// name and state, coloured by state, under its parent; with a hierarchy, its containers
    /// (drawn as subroutine boxes) and screens are a second subgraph, the visible path
    /// outlined, and a dashed edge labelled `bound` goes from each coordinator to the screen its
    /// life is bound to (`routes` for further screens it routes). Without a hierarchy, each
    /// coordinator's label names the screens it routes instead.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/EventLogSamples.swift#mermaid -->
    /// ```swift
    /// let mermaid = tree.snapshot().mermaid(hierarchy: HierarchySnapshot(of: window, coordinators: tree))
    /// // flowchart TD
    /// //     subgraph coordinators ["coordinators"]
    /// //         direction TB
    /// //         c0("inbox<br>active")
    /// //     ...
    /// //     c0 -.->|"bound"| s2
    /// ```
    ///
    /// ## Contract
    /// - The same snapshots give the same text, byte for byte: nodes are named by position
    ///   (`c0` for the root coordinator, `s0` for the top of the hierarchy) and written parents
    ///   first, then the tree's edges, the hierarchy's, the links between them, and the classes
    ///   that colour them.
    /// - Every label is a quoted Mermaid string. The characters Mermaid would read as syntax or
    ///   HTML (`"`, `#`, `&`, `<`, `>` and the backtick) are written as entity codes such as
    ///   `#34;`, line breaks become `<br>`, other control codes spaces, and anything else
    ///   (brackets, non-ASCII letters) is kept as it is.
    /// - A snapshot with no coordinator draws one placeholder node, so the chart is never empty.
    ///
    /// - Parameter hierarchy: The navigation hierarchy to draw beside the tree, taken at the same
    ///   moment, or `nil` for the tree alone.
    /// - Returns: One flowchart, ending in a line break.
    public func mermaid(hierarchy: HierarchySnapshot? = nil) -> String {
        let diagram = TreeDiagram(self, hierarchy: hierarchy)
        var lines = ["flowchart TD"]
        lines += Mermaid.subgraph("coordinators", diagram.coordinators)
        if let screens = diagram.screens {
            lines += Mermaid.subgraph("screens", screens)
        }
        lines += diagram.edges.map(Mermaid.edge)
        lines += Mermaid.classes(diagram.coordinators + (diagram.screens ?? []))
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Spelling a ``TreeDiagram`` in Mermaid's flowchart language.
private enum Mermaid {
    static func subgraph(_ name: String, _ nodes: [TreeDiagram.Node]) -> [String] {
        ["    subgraph \(name) [\(quoted(name))]", "        direction TB"]
            + nodes.map { node in
                let label = text.quoted(node.lines)
                let (open, close) = brackets(node.style)
                return "        \(node.id)\(open)\(label)\(close)"
            } + ["    end"]
    }

    static func brackets(_ style: TreeDiagram.Style) -> (String, String) {
        switch style {
        case .coordinator: ("(", ")")
        case .noCoordinator: ("[", "]")
        case .hierarchy(.window, _): ("[/", "\\]")
        case .hierarchy(.stack, _), .hierarchy(.tabs, _), .hierarchy(.split, _): ("[[", "]]")
        case .hierarchy(.screen, _): ("[", "]")
        }
    }

    static func edge(_ edge: TreeDiagram.Edge) -> String {
        let arrow =
            switch edge.link {
            case .child, .holds: "-->"
            case .bound, .routes: "-.->"
            }
        let label = edge.label.map { "|\(quoted($0))|" } ?? ""
        return "    \(edge.from) \(arrow)\(label) \(edge.to)"
    }

    /// The `classDef` and `class` lines for the styles in use, in a fixed order.
    static func classes(_ nodes: [TreeDiagram.Node]) -> [String] {
        let definitions: [(name: String, style: String, members: (TreeDiagram.Style) -> Bool)] = [
            ("idle", "fill:#ffffff,stroke:#555555", { $0 == .coordinator(.idle) }),
            ("active", "fill:#d7f0d2,stroke:#2f6b2f", { $0 == .coordinator(.active) }),
            ("paused", "fill:#fde9b8,stroke:#8a6d1d", { $0 == .coordinator(.paused) }),
            ("finished", "fill:#e0e0e0,stroke:#777777", { $0 == .coordinator(.finished) }),
            ("screen", "fill:#eef3fb,stroke:#5a6f8c", { if case .hierarchy = $0 { true } else { false } }),
            (
                "visible", "stroke:#1f5fbf,stroke-width:3px",
                { if case .hierarchy(_, true) = $0 { true } else { false } }
            ),
        ]
        return definitions.flatMap { definition in
            let members = nodes.filter { definition.members($0.style) }.map(\.id)
            return members.isEmpty
                ? []
                : [
                    "    classDef \(definition.name) \(definition.style)",
                    "    class \(members.joined(separator: ",")) \(definition.name)",
                ]
        }
    }

    /// Mermaid strings: what Mermaid reads as syntax or HTML as entity codes (`#34;` for `"`),
    /// line breaks as `<br>`.
    static let text = DiagramText(lineBreak: "<br>") { character in
        switch character {
        case "\"", "#", "&", "<", ">", "`": "#\(character.unicodeScalars.first!.value);"
        default: nil
        }
    }

    static func quoted(_ text: String) -> String {
        Self.text.quoted([text])
    }
}
