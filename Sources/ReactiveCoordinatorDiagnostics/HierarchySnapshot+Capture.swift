#if canImport(ObjectiveC)
import ObjectiveC
#endif
public import ReactiveCoordinator
package import ReactiveCoordinatorContainerKit

extension HierarchySnapshot {
    /// Takes a snapshot of a navigation context and what it holds, as it is now.
    ///
    /// It reads the hierarchy through the navigation protocols only (`WindowContext`,
    /// `ModalContext`, `StackContext`, `TabContext`, `SplitContext`), so it works on the
    /// headless containers and on UIKit's alike. With a tree, each screen also lists the running
    /// coordinators that route it (`AnyFlow.routedScreens`) and those bound to it
    /// (`AnyFlow.boundScreen`), which is what draws the links between the two halves of
    /// a picture.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/EventLogSamples.swift#capture -->
    /// ```swift
    /// let hierarchy = HierarchySnapshot(of: window, coordinators: tree)
    /// print(tree.snapshot().dot(hierarchy: hierarchy))
    /// ```
    ///
    /// - Parameters:
    ///   - context: The top of the hierarchy to draw, usually the window.
    ///   - tree: The coordinators whose routes to record, or `nil` for the hierarchy alone. A
    ///     tree that is not running records none, as its `CoordinatorTree.snapshot()` is empty.
    @MainActor
    public init(of context: some NavigationContext, coordinators tree: CoordinatorTree? = nil) {
        let routes = ScreenRoutes(tree)
        let visible = context.visibleScreen
        var nodes: [Node] = []
        // Depth first with a stack of its own, children pushed last first: no recursion.
        var pending: [(screen: AnyObject, depth: Int, role: String?)] = [(context, 0, nil)]
        while let (screen, depth, role) = pending.popLast() {
            let kind = Node.Kind(of: screen)
            let isVisible =
                visible.map { visible in
                    screen === visible || (screen as? any NavigationContext)?.contains(visible) == true
                } ?? false
            let id = ObjectIdentifier(screen)
            nodes.append(
                Node(
                    name: Self.name(of: screen), kind: kind, depth: depth, role: role, isVisible: isVisible,
                    boundBy: routes.bound[id] ?? [], routedBy: routes.routed[id] ?? []))
            pending += kind.children(of: screen).reversed().map { ($0.screen, depth + 1, $0.role) }
        }
        self.init(nodes: nodes)
    }

    /// What a picture calls a screen: its description if it has one of its own, else its type.
    @MainActor
    private static func name(of screen: AnyObject) -> String {
        #if canImport(ObjectiveC)
        // An Objective-C object's description holds its address: never the same twice.
        if screen is NSObject { return String(describing: type(of: screen)) }
        #endif
        if let described = screen as? any CustomStringConvertible { return described.description }
        return String(describing: type(of: screen))
    }
}

extension HierarchySnapshot.Node.Kind {
    /// The kind of a screen, by the first navigation protocol it adopts; the flow explorer's
    /// state keys read kinds the same way.
    @MainActor
    package init(of screen: AnyObject) {
        self.init(HierarchyNodeKind(of: screen))
    }

    /// The public kind of the core's walk of a hierarchy.
    package init(_ kind: HierarchyNodeKind) {
        self =
            switch kind {
            case .window: .window
            case .stack: .stack
            case .tabs: .tabs
            case .split: .split
            case .screen: .screen
            }
    }

    /// What a container of this kind holds, in its order, each with its role; the flow
    /// explorer's state keys read the hierarchy the same way.
    @MainActor
    package func children(of screen: AnyObject) -> [(screen: AnyObject, role: String?)] {
        HierarchyNodeKind(self).children(of: screen)
    }
}

extension HierarchyNodeKind {
    /// The core's kind of a public one.
    fileprivate init(_ kind: HierarchySnapshot.Node.Kind) {
        self =
            switch kind {
            case .window: .window
            case .stack: .stack
            case .tabs: .tabs
            case .split: .split
            case .screen: .screen
            }
    }
}

/// Which running coordinators route and are bound to each screen, by the screen's identity.
@MainActor
private struct ScreenRoutes {
    private(set) var bound: [ObjectIdentifier: [String]] = [:]
    private(set) var routed: [ObjectIdentifier: [String]] = [:]

    init(_ tree: CoordinatorTree?) {
        // Through the flows' public handles, as the flow explorer reads them: a tree that is not
        // running records none.
        guard let root = tree?.root, root.state == .active || root.state == .paused else { return }
        // Parents first, each coordinator's children in start order, without recursion.
        var pending = [root]
        while let flow = pending.popLast() {
            let boundScreen = flow.boundScreen
            for screen in flow.routedScreens {
                if screen === boundScreen {
                    bound[ObjectIdentifier(screen), default: []].append(flow.path)
                } else {
                    routed[ObjectIdentifier(screen), default: []].append(flow.path)
                }
            }
            pending += flow.children.reversed()
        }
    }
}
