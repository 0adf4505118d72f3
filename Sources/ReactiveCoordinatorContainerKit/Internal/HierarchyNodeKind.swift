import ReactiveCoordinator

/// What a node of a navigation hierarchy is, by the first navigation protocol it adopts, and what
/// it holds: the one walk of a hierarchy that the containers' guards, the pictures
/// (`HierarchySnapshot`, in `ReactiveCoordinatorDiagnostics`) and the flow explorer's state keys
/// share, so that they never disagree on what a container holds or in which order.
package enum HierarchyNodeKind: String, Sendable, CaseIterable {
    case window
    case stack
    case tabs
    case split
    case screen

    /// The kind of a screen, by the first navigation protocol it adopts.
    ///
    /// Found once per exact type: a plain screen fails four casts to protocols, each a lookup in
    /// the runtime's conformance tables (about 3,900 instructions in all), and the flow
    /// explorer asks for every screen of the hierarchy at every state. A type's conformances
    /// never change while the process runs.
    @MainActor
    package init(of screen: AnyObject) {
        let key = ObjectIdentifier(type(of: screen))
        if let known = KindsByType.kinds[key] {
            self = known
            return
        }
        self =
            switch screen {
            case is any WindowContext: .window
            case is any StackContext: .stack
            case is any TabContext: .tabs
            case is any SplitContext: .split
            default: .screen
            }
        KindsByType.kinds[key] = self
    }

    /// What a container of this kind holds, in its order, each with its role: a window's root
    /// before its presented screens, bottom first; a stack bottom first; tabs in tab order; a
    /// split's primary column before its secondary.
    @MainActor
    package func children(of screen: AnyObject) -> [(screen: AnyObject, role: String?)] {
        switch self {
        case .window:
            let root = (screen as? any WindowContext)?.root.map { [($0, "root")] } ?? []
            let presented = (screen as? any ModalContext)?.presentedScreens ?? []
            return root + presented.map { ($0, "presented") }
        case .stack:
            return ((screen as? any StackContext)?.screens ?? []).map { ($0, nil) }
        case .tabs:
            guard let tabs = screen as? any TabContext else { return [] }
            return tabs.tabs.enumerated().map { index, tab in
                (tab, "tab \(index + 1)" + (index == tabs.selectedIndex ? " (selected)" : ""))
            }
        case .split:
            guard let split = screen as? any SplitContext else { return [] }
            return [(split.primary, "primary"), (split.secondary, "secondary")].compactMap { column, role in
                column.map { ($0, role) }
            }
        case .screen:
            return []
        }
    }
}

/// The kinds found so far, by the screen's exact type.
@MainActor
private enum KindsByType {
    static var kinds: [ObjectIdentifier: HierarchyNodeKind] = [:]
}
