import ReactiveCoordinator
package import ReactiveCoordinatorDiagnostics

/// The languages the demo draws the tree in: `tree dot` and `tree mermaid` in `--interactive`,
/// and `--format dot` or `--format mermaid` for a scenario or a walk.
package enum PictureFormat: String, Sendable, CaseIterable {
    /// Graphviz DOT: pipe it into `dot -Tsvg` or `dot -Tpng`.
    case dot
    /// A Mermaid flowchart: paste it into a Markdown code block marked `mermaid`.
    case mermaid

    /// Draws the coordinators and the screens beside them.
    ///
    /// - Parameters:
    ///   - tree: The coordinators.
    ///   - hierarchy: The window's containers and screens, taken at the same moment.
    /// - Returns: The picture's text, ending in a line break.
    package func draw(_ tree: TreeSnapshot, hierarchy: HierarchySnapshot) -> String {
        switch self {
        case .dot: tree.dot(hierarchy: hierarchy)
        case .mermaid: tree.mermaid(hierarchy: hierarchy)
        }
    }
}
