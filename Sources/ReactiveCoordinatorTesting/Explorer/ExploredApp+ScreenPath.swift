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
        // Named once per type: a landing contract's condition asks before every link opened.
        screenPath.contains(TypeNames.describing(type))
    }
}

/// The walk behind ``ExploredApp/screenPath``.
@MainActor
enum ScreenPath {
    static func append(_ object: AnyObject, to path: inout [String]) {
        // The headless containers by class, and a screen by a check made once per type: a cast
        // to a container protocol is a conformance lookup, four per screen in the switch below.
        if let tabs = object as? HeadlessTabs {
            if let selected = tabs.selectedIndex, tabs.tabs.indices.contains(selected) {
                append(tabs.tabs[selected], to: &path)
            }
            return
        }
        // Read in place as `HierarchyWalk.forEachChild` reads them, without a closure per child.
        if let window = object as? HeadlessWindow {
            if let root = window.root { append(root, to: &path) }
            for presented in window.presentedScreens { append(presented, to: &path) }
            return
        }
        if let stack = object as? HeadlessStack {
            for screen in stack.screens { append(screen, to: &path) }
            return
        }
        if object is HeadlessSplit {
            for child in HierarchyWalk.children(of: object) {
                if let child { append(child, to: &path) }
            }
            return
        }
        guard HierarchyWalk.isContainer(object) else { return path.append(name(of: object)) }
        switch object {
        case is any WindowContext, is any StackContext, is any SplitContext:
            for child in HierarchyWalk.children(of: object) {
                if let child { append(child, to: &path) }
            }
        case let tabs as any TabContext:
            if let selected = tabs.selectedIndex, tabs.tabs.indices.contains(selected) {
                append(tabs.tabs[selected], to: &path)
            }
        default:
            path.append(name(of: object))
        }
    }

    /// A screen's type name, made once per type (`TypeNames`): the link x state table reads the
    /// path before and after every link the explorer opens.
    private static func name(of object: AnyObject) -> String {
        TypeNames.describing(Swift.type(of: object))
    }
}
