/// What the leak audit reads from what the running coordinators showed through their own
/// navigation calls: screens on their containers that nobody routes, routed screens removed from
/// where they were put but still alive, and flows left with nothing on screen.
@MainActor
struct ShownScreensAudit {
    /// A screen on a running coordinator's container that no coordinator routes, and that sent
    /// intents which went nowhere.
    struct Unrouted {
        let name: String
        let path: String
        let container: String
        let intentsSent: Int
    }

    /// Routed screens that left their container while alive, by identity, with the report's words.
    // Words rather than a value of its own: such screens are rare, and a table of strings is one
    // the core already has, where one of a type of its own is a dictionary specialized for it
    // alone (about 2 KB).
    private(set) var displaced: [ObjectIdentifier: String] = [:]
    /// Screens nobody routes whose intents went nowhere, in the order found.
    private(set) var unrouted: [Unrouted] = []

    /// Reads what every running coordinator of `running` showed.
    ///
    /// - Parameters:
    /// - Parameter running: The running coordinators, parents first.
    init(running: [FlowNode]) {
        // The containers visited, in a list while there are few (a scan costs less than hashing,
        // and a check after each action usually meets three), in a set past that.
        var visitedList: [ObjectIdentifier] = []
        var visited: Set<ObjectIdentifier> = []
        func firstVisit(_ id: ObjectIdentifier) -> Bool {
            if visitedList.count < 16 {
                guard !visitedList.contains(id) else { return false }
                visitedList.append(id)
                return true
            }
            guard !visitedList.contains(id) else { return false }
            return visited.insert(id).inserted
        }
        var found: Set<ObjectIdentifier> = []
        // A screen nobody routes is listed only once it sent an intent that went nowhere, which a
        // channel keeps until its first route: while no channel keeps one, there is none to find.
        let mayFindUnrouted = IntentRouting.channelsKeepingIntents > 0
        for coordinator in running {
            for entry in coordinator.shown {
                if entry.isPlacement, let screen = entry.screen, let container = entry.container,
                    !container.contains(screen)
                {
                    displaced[ObjectIdentifier(screen)] = Self.whyDisplaced(
                        from: Self.typeName(container), shownBy: coordinator.path)
                }
                // A container it put a screen in, and the screen itself when that is a container.
                func visit(_ container: any NavigationContext) {
                    guard firstVisit(ObjectIdentifier(container)) else { return }
                    for screen in Self.directScreens(of: container) {
                        guard ConformanceKinds.of(screen).contains(.intentScreen),
                            let intentScreen = screen as? any IntentScreen,
                            let sent = Self.unroutedIntentCount(intentScreen),
                            found.insert(ObjectIdentifier(screen)).inserted
                        else { continue }
                        unrouted.append(
                            Unrouted(
                                name: Self.typeName(screen), path: coordinator.path,
                                container: Self.typeName(container), intentsSent: sent))
                    }
                }
                guard mayFindUnrouted else { continue }
                if let container = entry.container { visit(container) }
                if let screen = entry.screen, ConformanceKinds.of(screen).contains(.container),
                    let container = screen as? any NavigationContext
                {
                    visit(container)
                }
            }
        }
    }

    /// The report's words for a screen nobody routes.
    static func why(_ unrouted: Unrouted) -> String {
        "shown in \(unrouted.container), which \(unrouted.path) shows, but routed by no coordinator: its intents go "
            + "nowhere (\(unrouted.intentsSent) sent so far); route it (route(_:to:) or bind(to:)) where it is shown"
    }

    /// The report's words for a routed screen that left its container but is alive.
    private static func whyDisplaced(from container: String, shownBy path: String) -> String {
        "removed from \(container), where \(path) showed it, but still referenced, its intents "
            + "never finished (a container that does not finish removed screens' channels, as UIKit's): something "
            + "other than the hierarchy holds it (its own route handler capturing it, a cache)"
    }

    /// Why a running coordinator is a flow no release can end, or nil.
    ///
    /// It has no children, is bound to nothing and routes no live screen, and either everything
    /// it placed that is still alive has left where it put it (a tab bar it holds strongly, after
    /// the window's root changed), or it is a child flow left on nothing: it once routed or showed
    /// a screen, or started a child, and now nothing it showed is alive where it put it, and it
    /// owns no running task and no open alert. A root is left out (the app holds its tree, whose
    /// `cancel()` or scene end ends it), and so is a flow that never held anything, which the app
    /// drives from outside through a flow it kept. The leak report and the flow explorer's
    /// zombie check both read this rule.
    ///
    /// - Parameters:
    ///   - coordinator: A running coordinator.
    ///   - hasBoundScreen: Whether its bound screen is alive, as its caller just read it: both
    ///     callers read it for their own rule first, and each read of it loads a weak reference
    ///     to a screen (its side table, a retain and a release on the slow path).
    /// - Returns: The report's words for why no release can end it, or nil.
    static func strandedFlow(_ coordinator: FlowNode, hasBoundScreen: Bool) -> String? {
        guard !hasBoundScreen, coordinator.children.isEmpty, coordinator.routedScreens.isEmpty else { return nil }
        var names: [String] = []
        for entry in coordinator.shown where entry.isPlacement {
            guard let screen = entry.screen else { continue }
            guard entry.isDisplaced else { return nil }
            names.append(typeName(screen))
        }
        guard names.isEmpty else {
            return "in the tree, \(coordinator.state.rawValue), but bound to nothing, and nothing it showed is still "
                + "where it put it (\(names.joined(separator: ", "))): no release can end it; bind it to what it "
                + "shows (bind(to:)) and hold containers weakly"
        }
        guard coordinator.parent != nil, coordinator.hasHeldSomething, !coordinator.ownsWork,
            !coordinator.hasUnansweredAlert
        else { return nil }
        return "in the tree, \(coordinator.state.rawValue), but left on nothing: no bound screen, no routed or shown "
            + "screen alive where it put it, no child and no work, so no release, intent or child's end can end "
            + "it; bind it to the screen it shows (bind(to:)), or finish it when its last screen goes"
    }

    /// The screens a container holds directly: a stack's, the tabs, a window's root and
    /// presented screens, a split's columns.
    private static func directScreens(of container: any NavigationContext) -> [AnyObject] {
        var screens: [AnyObject] = []
        let kinds = ConformanceKinds.of(container)
        if kinds.contains(.stack), let stack = container as? any StackContext { screens += stack.screens }
        if kinds.contains(.tabs), let tabs = container as? any TabContext { screens += tabs.tabs }
        if kinds.contains(.window), let window = container as? any WindowContext, let root = window.root {
            screens.append(root)
        }
        if kinds.contains(.modal), let modal = container as? any ModalContext { screens += modal.presentedScreens }
        if kinds.contains(.split), let split = container as? any SplitContext {
            screens += [split.primary, split.secondary].compactMap { $0 }
        }
        return screens
    }

    /// How many intents a screen sent that wait for a first route, or nil when none did (a screen
    /// nobody taps is harmless unrouted), a route came, or its channel finished.
    private static func unroutedIntentCount<Screen: IntentScreen>(_ screen: Screen) -> Int? {
        let channel = screen.intents
        guard channel.isHolding, !channel.isFinished, !channel.held.isEmpty else { return nil }
        return channel.held.count
    }

    private static func typeName(_ object: AnyObject) -> String {
        TypeNames.describing(type(of: object))
    }
}
