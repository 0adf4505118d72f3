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
        return ScreenPath.contains(in: root) { screenType in
            ObjectIdentifier(screenType) == wanted || TypeNames.describing(screenType) == name
        }
    }
}

/// The walk behind ``ExploredApp/screenPath``.
@MainActor
enum ScreenPath {
    static func append(_ object: AnyObject, to path: inout [String]) {
        _ = contains(in: object) { screenType in
            // A screen's type name, made once per type (`TypeNames`): the link x state table
            // reads the path before and after every link the explorer opens.
            path.append(TypeNames.describing(screenType))
            return false
        }
    }

    /// The screen path from `object` down as the link x state table prints it
    /// (`LinkLandingOutcome.path(_:)`), written in the walk: every link opened is probed, and a
    /// list of the names joined afterwards cost a list and a second pass.
    static func text(of object: AnyObject) -> String {
        var text = ""
        _ = contains(in: object) { screenType in
            if !text.isEmpty { text += " > " }
            text += TypeNames.describing(screenType)
            return false
        }
        return text.isEmpty ? "(no screen)" : text
    }

    /// Whether the type of a screen of the path from `object` down, taken in the path's order,
    /// is `found`: the walk stops at the first that is.
    ///
    /// Only a screen's type is asked, so a screen in a container's list is never taken out of
    /// it: a retain and a release on the slow way, since the leak audit's weak references give
    /// screens side tables (every link's landing is probed).
    static func contains(in object: AnyObject, where found: (any AnyObject.Type) -> Bool) -> Bool {
        guard HierarchyWalk.isContainer(object) else { return found(Swift.type(of: object)) }
        return contains(inContainer: object, where: found)
    }

    /// ``contains(in:where:)`` of a container.
    private static func contains(inContainer object: AnyObject, where found: (any AnyObject.Type) -> Bool) -> Bool {
        // The headless containers by class; the others by their protocols, a conformance lookup
        // each. Each list is read once, in place, by index: a headless container makes it anew at
        // each read, and a main-actor closure over it would check its executor at each element.
        if let tabs = object as? HeadlessTabs {
            let all = tabs.untrackedTabs
            guard let selected = tabs.untrackedSelectedIndex, all.indices.contains(selected) else { return false }
            return contains(at: selected, of: all, where: found)
        }
        if let window = object as? HeadlessWindow {
            if let root = window.untrackedRoot, contains(in: root, where: found) { return true }
            return containsAny(of: window.untrackedPresentedScreens, where: found)
        }
        if let stack = object as? HeadlessStack {
            return containsAny(of: stack.untrackedScreens, where: found)
        }
        if object is HeadlessSplit {
            return containsAny(of: HierarchyWalk.children(of: object), where: found)
        }
        switch object {
        case is any WindowContext, is any StackContext, is any SplitContext:
            return containsAny(of: HierarchyWalk.children(of: object), where: found)
        case let tabs as any TabContext:
            let all = tabs.tabs
            guard let selected = tabs.selectedIndex, all.indices.contains(selected) else { return false }
            return contains(in: all[selected], where: found)
        default:
            return found(Swift.type(of: object))
        }
    }

    /// ``contains(in:where:)`` of a list's element, read in place: a container is taken out, a
    /// screen's type read where it is.
    private static func contains(
        at index: Int, of list: [AnyObject], where found: (any AnyObject.Type) -> Bool
    ) -> Bool {
        guard HierarchyWalk.isContainer(at: index, of: list) else { return found(Swift.type(of: list[index])) }
        return contains(inContainer: list[index], where: found)
    }

    private static func containsAny(of list: [AnyObject], where found: (any AnyObject.Type) -> Bool) -> Bool {
        for index in list.indices where contains(at: index, of: list, where: found) { return true }
        return false
    }

    private static func containsAny(of children: [AnyObject?], where found: (any AnyObject.Type) -> Bool) -> Bool {
        for child in children {
            if let child, contains(in: child, where: found) { return true }
        }
        return false
    }
}
