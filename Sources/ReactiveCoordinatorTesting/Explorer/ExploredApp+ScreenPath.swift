import ReactiveCoordinator
import ReactiveCoordinatorHeadless

extension ExploredApp {
    /// The type names of the screens the user sees and of those under them, bottom first: the
    /// path a link lands on.
    ///
    /// The window gives its root's path, then each presented level's, bottom first; a stack
    /// gives each of its screens' paths, root first; tabs give their selected tab's path; a
    /// split gives its primary column's path, then its secondary column's. A screen that is no
    /// container is its type's name, as `String(describing:)` writes it (no module name).
    ///
    /// <!-- mirrors Tests/FlowExplorerTests/LinkLandingTests.swift#screen-path -->
    /// ```swift
    /// let app = DemoExplorer.makeApp()
    /// try app.tree.start()
    /// #expect(app.screenPath == ["WelcomeScreen"])
    /// ```
    ///
    /// ## Contract
    /// - Reads the hierarchy only; the tree is not consulted, and nothing changes.
    /// - Tabs not selected and screens a presentation covers in another branch are not in it;
    ///   screens under a presented one are.
    public var screenPath: [String] {
        var path: [String] = []
        // Room for the usual path, which would otherwise grow the list two or three times.
        path.reserveCapacity(8)
        ScreenPath.append(root, to: &path)
        return path
    }

    /// Whether a screen of a type is on the ``screenPath``.
    ///
    /// - Parameter type: The screen's type, matched by name.
    /// - Returns: `true` if the path has a screen of that type's name.
    public func shows(_ type: Any.Type) -> Bool {
        // Named once per type: a landing contract's condition asks before every link opened. No
        // path is made, the walk stops at the first screen of the name, and a screen of the very
        // type has that name without a lookup.
        let name = TypeNames.describing(type)
        let wanted = ObjectIdentifier(type)
        return ScreenPath.contains(in: root) { screen in
            let screenType: any AnyObject.Type = Swift.type(of: screen)
            return ObjectIdentifier(screenType) == wanted || TypeNames.describing(screenType) == name
        }
    }
}

/// The walk behind ``ExploredApp/screenPath``.
@MainActor
enum ScreenPath {
    static func append(_ object: AnyObject, to path: inout [String]) {
        _ = contains(in: object) { screen in
            path.append(name(of: screen))
            return false
        }
    }

    /// Whether a screen of the path from `object` down, taken in the path's order, is `found`:
    /// the walk stops at the first that is.
    static func contains(in object: AnyObject, where found: (AnyObject) -> Bool) -> Bool {
        // The headless containers by class, and a screen by a check made once per type: a cast
        // to a container protocol is a conformance lookup, four per screen in the switch below.
        // Each is read in place as `HierarchyWalk.forEachChild` reads it, its list once.
        if let tabs = object as? HeadlessTabs {
            let all = tabs.untrackedTabs
            guard let selected = tabs.untrackedSelectedIndex, all.indices.contains(selected) else { return false }
            return contains(in: all[selected], where: found)
        }
        if let window = object as? HeadlessWindow {
            if let root = window.untrackedRoot, contains(in: root, where: found) { return true }
            for presented in window.untrackedPresentedScreens where contains(in: presented, where: found) {
                return true
            }
            return false
        }
        if let stack = object as? HeadlessStack {
            for screen in stack.untrackedScreens where contains(in: screen, where: found) { return true }
            return false
        }
        if object is HeadlessSplit {
            return containsAny(of: HierarchyWalk.children(of: object), where: found)
        }
        guard HierarchyWalk.isContainer(object) else { return found(object) }
        switch object {
        case is any WindowContext, is any StackContext, is any SplitContext:
            return containsAny(of: HierarchyWalk.children(of: object), where: found)
        case let tabs as any TabContext:
            let all = tabs.tabs
            guard let selected = tabs.selectedIndex, all.indices.contains(selected) else { return false }
            return contains(in: all[selected], where: found)
        default:
            return found(object)
        }
    }

    private static func containsAny(of children: [AnyObject?], where found: (AnyObject) -> Bool) -> Bool {
        for child in children {
            if let child, contains(in: child, where: found) { return true }
        }
        return false
    }

    /// A screen's type name, made once per type (`TypeNames`): the link x state table reads the
    /// path before and after every link the explorer opens.
    private static func name(of object: AnyObject) -> String {
        TypeNames.describing(Swift.type(of: object))
    }
}
