/// A `Codable` picture of a navigation hierarchy: its containers and screens, parents first, and
/// the coordinators that route each screen.
///
/// It is what `TreeSnapshot` draws beside the coordinators in
/// `TreeSnapshot.dot(hierarchy:)` and `TreeSnapshot.mermaid(hierarchy:)`. Like the tree's
/// snapshot it is flat, holds only text, and keeps nothing alive.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/EventLogSamples.swift#hierarchy-nodes -->
/// ```swift
/// let hierarchy = HierarchySnapshot(of: window, coordinators: tree)
/// for node in hierarchy.nodes {
///     print(String(repeating: "  ", count: node.depth) + node.name, node.boundBy)
/// }
/// // window []
/// //   stack []
/// //     InboxScreen ["inbox"]
/// ```
///
/// ## Contract
/// - ``nodes`` lists the context first, then everything it holds, depth first, each container
///   before what it holds, in the containers' own order: a window's root before its presented
///   screens, bottom first; a stack bottom first; tabs in tab order; a split's primary column
///   before its secondary.
/// - A node's ``Node/name`` is the screen's or container's `description` when it adopts
///   `CustomStringConvertible` (the headless containers do), as in the containers' changes and
///   dumps; otherwise its type name, without the module (`InboxScreen`). An Objective-C object,
///   such as a view controller, is always named by its class: its description holds an address.
/// - The same hierarchy and tree always give the same snapshot: nothing in it depends on
///   addresses or time.
public struct HierarchySnapshot: Sendable, Codable, Hashable {
    /// One container or screen as it was when the snapshot was taken.
    public struct Node: Sendable, Codable, Hashable {
        /// What a node is, by the navigation protocol it adopts.
        public enum Kind: String, Sendable, Codable, CaseIterable {
            /// A `WindowContext`.
            case window
            /// A `StackContext`.
            case stack
            /// A `TabContext`.
            case tabs
            /// A `SplitContext`.
            case split
            /// Anything else: a screen.
            case screen
        }

        /// The screen or container as text, such as `inbox stack`, `message 3` or `InboxScreen`.
        public var name: String
        /// Whether it is a window, a container or a screen.
        public var kind: Kind
        /// 0 for the context the snapshot was taken of.
        public var depth: Int
        /// How its container holds it, if that is worth naming: `root` or `presented` in a
        /// window; `tab 1` in tabs, counted from one, or `tab 1 (selected)` for the selected
        /// tab; `primary` or `secondary` in a split; `nil` for the top node and for a stack's
        /// screens, whose order is the stack's.
        public var role: String?
        /// Whether it is on the visible path: the screen the user sees, or a container or level
        /// that holds it.
        public var isVisible: Bool
        /// The paths of the coordinators whose lives are bound to it, parents first.
        public var boundBy: [String]
        /// The paths of the coordinators that route it without being bound to it, parents first.
        public var routedBy: [String]
    }

    /// The context and everything it holds, in pre-order (each container before what it holds).
    public var nodes: [Node]
}
