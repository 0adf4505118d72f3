import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// How the explorer reads a hierarchy: each container's children by position, the screens a
/// user can touch, and the gestures each container offers.
@MainActor
enum HierarchyWalk {
    /// A container's children in position order; a split's empty column keeps its place.
    static func children(of object: AnyObject) -> [AnyObject?] {
        // The headless containers first, by class: casts to protocols are slow, and the
        // explorer asks after every action. Each answers as its protocol does below. The lists
        // are mapped, not converted, to optionals: a conversion is a cast of each element.
        switch object {
        case let window as HeadlessWindow:
            var children: [AnyObject?] = window.untrackedRoot.map { [$0] } ?? []
            children += window.untrackedPresentedScreens.map { $0 }
            return children
        case let stack as HeadlessStack:
            return stack.untrackedScreens.map { $0 }
        case let tabs as HeadlessTabs:
            return tabs.untrackedTabs.map { $0 }
        case let split as HeadlessSplit:
            return [split.primary, split.secondary]
        default:
            break
        }
        guard isContainer(object) else { return [] }
        switch object {
        case let window as any WindowContext:
            var children: [AnyObject?] = window.root.map { [$0] } ?? []
            children += ((window as? any ModalContext)?.presentedScreens ?? []).map { $0 }
            return children
        case let stack as any StackContext:
            return stack.screens.map { $0 }
        case let tabs as any TabContext:
            return tabs.tabs.map { $0 }
        case let split as any SplitContext:
            return [split.primary, split.secondary]
        default:
            return []
        }
    }

    /// Calls `body` with each child a container holds, in position order, with its position as
    /// ``children(of:)`` numbers it; an empty split column is skipped.
    ///
    /// The headless window, stack and tabs are read in place, without a list of optionals: the
    /// checks after each action and the key's gesture line walk the hierarchy every time.
    static func forEachChild(of object: AnyObject, _ body: (AnyObject, Int) -> Void) {
        if let window = object as? HeadlessWindow {
            var index = 0
            if let root = window.untrackedRoot {
                body(root, 0)
                index = 1
            }
            for presented in window.untrackedPresentedScreens {
                body(presented, index)
                index += 1
            }
        } else if let stack = object as? HeadlessStack {
            for (index, screen) in stack.untrackedScreens.enumerated() { body(screen, index) }
        } else if let tabs = object as? HeadlessTabs {
            for (index, tab) in tabs.untrackedTabs.enumerated() { body(tab, index) }
        } else {
            for (index, child) in children(of: object).enumerated() {
                if let child { body(child, index) }
            }
        }
    }

    /// Whether objects of this one's type are containers, by type: most of what a walk meets is
    /// screens, each of which a switch over the container protocols would cast four times.
    ///
    /// Read whole from an object held by a constant, by a getter and a setter that call nothing
    /// while they read or write it: the compiler then sees no access that could overlap another
    /// and checks none at run time, where a static variable's every access was checked. A type met
    /// for the first time copies the tables once before adding to them.
    private static var containerTypes: ContainerTypes {
        get { containerTypesStore.types }
        set { containerTypesStore.types = newValue }
    }
    private static let containerTypesStore = ContainerTypesStore()

    private final class ContainerTypesStore {
        var types = ContainerTypes()
    }

    private struct ContainerTypes {
        var met = MetTypes()
        /// By the number of the type in `met`.
        var isContainer: [Bool] = []

        func answer(for type: ObjectIdentifier) -> Bool? {
            guard let number = met.number(of: type) else { return nil }
            return isContainer[number]
        }
    }

    /// Whether a list's element is a container (``isContainer(_:)``), read in place.
    ///
    /// The list keeps the element alive, and its type is read without taking it out, which is a
    /// retain and a release on the slow way (a screen the leak audit holds weakly has a side
    /// table). Most of what a walk meets is screens, which it then never takes out.
    static func isContainer(at index: Int, of list: [AnyObject]) -> Bool {
        if let known = containerTypes.answer(for: ObjectIdentifier(Swift.type(of: list[index]))) { return known }
        return isContainer(list[index])
    }

    static func isContainer(_ object: AnyObject) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let known = containerTypes.answer(for: type) { return known }
        let isContainer = object is any NavigationContext
        var types = containerTypes
        _ = types.met.add(type)
        types.isContainer.append(isContainer)
        containerTypes = types
        return isContainer
    }

    /// The object at a position, or `nil` if the hierarchy has nothing there.
    static func resolve(_ position: ScreenPosition, in root: any NavigationContext) -> AnyObject? {
        var object: AnyObject = root
        for index in position.indices {
            guard let child = child(at: index, of: object) else { return nil }
            object = child
        }
        return object
    }

    /// A container's child at a position, as ``children(of:)`` numbers them; the headless
    /// containers are read in place, without a list of their children (every action resolves
    /// its position).
    ///
    /// Each list is read once: a headless container makes it anew at each read.
    private static func child(at index: Int, of object: AnyObject) -> AnyObject? {
        switch object {
        case let window as HeadlessWindow:
            guard let root = window.untrackedRoot else {
                let presented = window.untrackedPresentedScreens
                return presented.indices.contains(index) ? presented[index] : nil
            }
            if index == 0 { return root }
            // A position from a saved replay may hold any number: `index - 1` of `Int.min` traps.
            guard index > 0 else { return nil }
            let presented = window.untrackedPresentedScreens
            return presented.indices.contains(index - 1) ? presented[index - 1] : nil
        case let stack as HeadlessStack:
            let screens = stack.untrackedScreens
            return screens.indices.contains(index) ? screens[index] : nil
        case let tabs as HeadlessTabs:
            let all = tabs.untrackedTabs
            return all.indices.contains(index) ? all[index] : nil
        case let split as HeadlessSplit:
            return index == 0 ? split.primary : index == 1 ? split.secondary : nil
        default:
            let children = children(of: object)
            guard children.indices.contains(index) else { return nil }
            return children[index]
        }
    }

    /// The alert or dialog a window at the root shows, if any.
    ///
    /// Only a root can show one: a window is the top of its hierarchy (validation refuses to
    /// nest one).
    static func shownAlert(in root: any NavigationContext) -> ShownAlert? {
        // A class cast first: the explorer asks on every action, and casts to protocols are slow.
        if let window = root as? HeadlessWindow { return window.untrackedShownAlert }
        return (root as? any AlertContext)?.shownAlert
    }

    /// Every action the user can take in the hierarchy's current state, in a fixed order: the
    /// containers' gestures outside in, each before what it shows, then the visible screens'
    /// intents.
    ///
    /// A shown alert covers its window: then only its answers are offered. A gesture under way
    /// holds the user's finger: then only its end and what needs no finger are
    /// (``InteractiveGestures/actions(_:in:)``).
    static func actions(
        in root: any NavigationContext, gestures: FlowExplorer.Gestures, intents: IntentTable
    ) -> [FlowAction] {
        // Room for a state's actions at once, each appended in place: growing the list, and
        // appending lists made for a few actions, copied each action again.
        var actions: [FlowAction] = []
        actions.reserveCapacity(32)
        var pending: [(object: AnyObject, position: ScreenPosition)] = [(root, [])]
        while let (object, position) = pending.popLast() {
            guard isContainer(object) else {
                intents.appendActions(for: object, at: position, to: &actions)
                continue
            }
            let children = children(of: object)
            switch object {
            case let window as any WindowContext:
                if let alert = shownAlert(in: window) {
                    // Nothing under the alert can be touched: no gesture, no screen's intent.
                    if gestures.contains(.alertButton), window is HeadlessWindow {
                        for (index, button) in alert.buttons.enumerated() {
                            actions.append(.alertButton(index: index, title: button.title))
                        }
                    }
                    if gestures.contains(.alertDismissedBySystem) { actions.append(.alertDismissedBySystem) }
                    continue
                }
                let presented = (window as? any ModalContext)?.presentedScreens ?? []
                if !presented.isEmpty, window is HeadlessWindow {
                    if gestures.contains(.swipeDown) { actions.append(.swipeDown) }
                    if gestures.contains(.sheetDrag) {
                        if gestures.contains(.heldInteractiveTransitions) {
                            actions.append(.beginInteractiveDismissal)
                        } else {
                            actions.append(.sheetDrag(completes: false))
                            actions.append(.sheetDrag(completes: true))
                        }
                    }
                    if gestures.contains(.dismissLevel) {
                        for level in 0..<(presented.count - 1) { actions.append(.dismissLevel(level)) }
                    }
                }
                // Only the top-most level is in front of the user.
                if let top = children.indices.last, let child = children[top] {
                    pending.append((child, position.appending(top)))
                }
            case let stack as any StackContext:
                let count = stack.screens.count
                if count > 1 {
                    if gestures.contains(.back) { actions.append(.back(stack: position)) }
                    if gestures.contains(.backMenu) {
                        for keeping in 0..<(count - 1) { actions.append(.backMenu(stack: position, keeping: keeping)) }
                    }
                    if gestures.contains(.interactivePop), stack is HeadlessStack {
                        if gestures.contains(.heldInteractiveTransitions) {
                            actions.append(.beginInteractivePop(stack: position))
                        } else {
                            actions.append(.interactivePop(stack: position, completes: false))
                            actions.append(.interactivePop(stack: position, completes: true))
                        }
                    }
                }
                if let top = children.indices.last, let child = children[top] {
                    pending.append((child, position.appending(top)))
                }
            case let tabs as any TabContext:
                let count = tabs.tabs.count
                if gestures.contains(.selectTab) {
                    for index in 0..<count { actions.append(.selectTab(tabs: position, index: index)) }
                }
                if gestures.contains(.writeSelection), tabs is HeadlessTabs {
                    let selected = tabs.selectedIndex
                    for index in 0..<count where index != selected {
                        actions.append(.writeSelection(tabs: position, index: index))
                    }
                }
                if let selected = tabs.selectedIndex, let child = children[selected] {
                    pending.append((child, position.appending(selected)))
                }
            case let split as any SplitContext:
                if split.secondary != nil, split is HeadlessSplit, gestures.contains(.closeSecondary) {
                    actions.append(.closeSecondary(split: position))
                }
                // Both columns are on screen; the primary one is walked first.
                for index in children.indices.reversed() {
                    if let child = children[index] { pending.append((child, position.appending(index))) }
                }
            default:
                intents.appendActions(for: object, at: position, to: &actions)
            }
        }
        return InteractiveGestures.actions(actions, in: root)
    }

    /// Plays one action on an app.
    ///
    /// A gesture the app refuses (a guarded sheet's swipe-down, a guarded screen's back tap)
    /// still applies: the user made it, and the refusal, which the flow may answer with an
    /// alert, is its outcome.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - app: The app to play it on.
    ///   - links: The explorer's links, by name.
    ///   - intents: The explorer's intents, by screen type.
    ///   - linkCompletion: Told how a link the action opens ended, if it ends.
    /// - Returns: `false` if the action does not apply to the app's state.
    static func perform(
        _ action: FlowAction, in app: ExploredApp, links: [String: DeepLink], intents: IntentTable,
        linkCompletion: (@MainActor (Result<Void, DeepLinkError>) -> Void)? = nil
    ) -> Bool {
        let root = app.root
        if let decided = InteractiveGestures.perform(action, in: root) { return decided }
        let alert = shownAlert(in: root)
        if alert != nil {
            // The alert covers the screens: only its answers reach the app, and links, which
            // come from outside it.
            switch action {
            case .alertButton, .alertDismissedBySystem, .link, .respond: break
            default: return false
            }
        }
        switch action {
        case .intent(let position, let type, let index, _):
            guard let screen = resolve(position, in: root) else { return false }
            return intents.send(index, of: type, from: screen)
        case .back(let position):
            guard let stack = resolve(position, in: root) as? any StackContext, stack.screens.count > 1 else {
                return false
            }
            if let headless = stack as? HeadlessStack {
                headless.userTapsBack()
            } else {
                _ = try? stack.pop()
            }
        case .backMenu(let position, let keeping):
            guard let stack = resolve(position, in: root) as? any StackContext,
                (0..<(stack.screens.count - 1)).contains(keeping)
            else { return false }
            if let headless = stack as? HeadlessStack {
                headless.path = Array(headless.path.prefix(keeping))
            } else {
                _ = try? stack.pop(to: stack.screens[keeping])
            }
        case .interactivePop(let position, let completes):
            guard let stack = resolve(position, in: root) as? HeadlessStack, stack.untrackedScreens.count > 1 else {
                return false
            }
            // No swipe under way: the top screen is guarded, and its flow heard of the attempt.
            guard let swipe = stack.beginInteractivePop() else { break }
            completes ? swipe.complete() : swipe.cancel()
        case .swipeDown:
            guard let window = root as? HeadlessWindow, !window.untrackedPresentedScreens.isEmpty else { return false }
            window.userSwipesDown()
        case .sheetDrag(let completes):
            guard let window = root as? HeadlessWindow, !window.untrackedPresentedScreens.isEmpty else { return false }
            // No drag under way: the sheet is guarded, and its flow heard of the attempt.
            guard let drag = window.beginInteractiveDismissal() else { break }
            completes ? drag.complete() : drag.cancel()
        case .dismissLevel(let level):
            guard let window = root as? HeadlessWindow, level >= 0, level < window.untrackedPresentedScreens.count
            else {
                return false
            }
            window[presentedAt: level] = nil
        case .selectTab(let position, let index):
            guard let tabs = resolve(position, in: root) as? any TabContext, tabs.tabs.indices.contains(index) else {
                return false
            }
            if let headless = tabs as? HeadlessTabs {
                try? headless.userSelectsTab(at: index)
            } else {
                try? tabs.selectTab(at: index)
            }
        case .writeSelection(let position, let index):
            guard let tabs = resolve(position, in: root) as? HeadlessTabs, tabs.untrackedTabs.indices.contains(index)
            else {
                return false
            }
            tabs.selection = ScreenItem(tabs.untrackedTabs[index])
        case .closeSecondary(let position):
            guard let split = resolve(position, in: root) as? HeadlessSplit, split.secondary != nil else {
                return false
            }
            split.secondaryItem = nil
        case .link(let name):
            guard let link = links[name] else { return false }
            app.tree.open(link) { linkCompletion?($0) }
        case .alertButton(let index, let title):
            guard let window = root as? HeadlessWindow, let alert, alert.buttons.indices.contains(index),
                alert.buttons[index].title == title,
                let presentation = AlertPresentation(in: window, atDepth: window.alertLevel, style: alert.style)
            else { return false }
            // By index, as the user picks a button by place: `userTaps(button:)` finds the first
            // button of a title, and two may share one.
            presentation.tap(presentation.buttons[index])
        case .alertDismissedBySystem:
            guard let alert, let context = root as? any AlertContext else { return false }
            context.dismissAlert(alert, reason: .system)
        case .respond(let request, let outcome, _):
            return app.responses?.answer(request, with: outcome) ?? false
        case .beginInteractivePop, .beginInteractiveDismissal, .completeInteractiveTransition,
            .cancelInteractiveTransition:
            return false  // decided by `InteractiveGestures.perform` above
        }
        return true
    }
}

/// What the explorer compares before and after an action to guess the user's way back: how
/// many screens are presented, how deep each visible stack is, which tab each visible tabs
/// container selects.
@MainActor
struct HierarchyShape: Equatable {
    /// A stack's depth or a tabs container's selection, at its position.
    struct Entry: Equatable {
        let position: ScreenPosition
        let value: Int
    }

    var presented = 0
    /// The visible stacks' depths, in the walk's order.
    ///
    /// Lists, not tables: read once per expansion and after most actions, a shape holds one or
    /// two of each, and a table would hash each position. The walk visits the positions in order
    /// (a container before what it holds, children by index), so two shapes with the same
    /// positions list them alike, and the lists compare as the tables would.
    var stacks: [Entry] = []
    /// The visible tabs containers' selections, in the walk's order.
    var selections: [Entry] = []

    init(of root: any NavigationContext) {
        if let window = root as? HeadlessWindow {
            presented = window.untrackedPresentedScreens.count
        } else {
            presented = (root as? any ModalContext)?.presentedScreens.count ?? 0
        }
        var position: [Int] = []
        position.reserveCapacity(8)
        read(root, at: &position)
    }

    /// Reads the visible path from `object` down, `position` being its place: a recursion that
    /// makes a position only for a stack or tabs it notes, not for each container on the way.
    private mutating func read(_ object: AnyObject, at position: inout [Int]) {
        // The headless containers read in place, as the switch below reads them through their
        // protocols: read once per expansion and after each action that may have a way back.
        if let window = object as? HeadlessWindow {
            let presented = window.untrackedPresentedScreens
            if let top = presented.last ?? window.untrackedRoot {
                read(top, at: presented.count - (window.untrackedRoot == nil ? 1 : 0), below: &position)
            }
            return
        }
        if let stack = object as? HeadlessStack {
            let screens = stack.untrackedScreens
            stacks.append(Entry(position: ScreenPosition(position), value: screens.count))
            if let top = screens.last { read(top, at: screens.count - 1, below: &position) }
            return
        }
        if let tabs = object as? HeadlessTabs {
            if let selected = tabs.untrackedSelectedIndex {
                selections.append(Entry(position: ScreenPosition(position), value: selected))
                read(tabs.untrackedTabs[selected], at: selected, below: &position)
            }
            return
        }
        guard HierarchyWalk.isContainer(object) else { return }
        let children = HierarchyWalk.children(of: object)
        switch object {
        case is any WindowContext, is any StackContext:
            if let stack = object as? any StackContext {
                stacks.append(Entry(position: ScreenPosition(position), value: stack.screens.count))
            }
            if let top = children.indices.last, let child = children[top] {
                read(child, at: top, below: &position)
            }
        case let tabs as any TabContext:
            if let selected = tabs.selectedIndex {
                selections.append(Entry(position: ScreenPosition(position), value: selected))
                if let child = children[selected] { read(child, at: selected, below: &position) }
            }
        case is any SplitContext:
            for index in children.indices {
                if let child = children[index] { read(child, at: index, below: &position) }
            }
        default:
            break
        }
    }

    /// Reads a container's child at `index`, its position being `position` and the index.
    private mutating func read(_ child: AnyObject, at index: Int, below position: inout [Int]) {
        position.append(index)
        read(child, at: &position)
        position.removeLast()
    }

    /// The action that may undo the change from this shape to `after`.
    ///
    /// The swipe-down of a newly presented screen, the back button of a stack one screen deeper,
    /// the tab selected before. Whether it does is for the state's key to say.
    func wayBack(to after: HierarchyShape) -> FlowAction? {
        if after.presented == presented + 1 {
            return .swipeDown
        }
        guard after.presented == presented else { return nil }
        if after.stacks == stacks, after.selections.count == selections.count {
            // The one tabs container whose selection is not the same after (or is gone).
            var changed: Entry?
            for entry in selections where Self.value(at: entry.position, in: after.selections) != entry.value {
                guard changed == nil else { return nil }
                changed = entry
            }
            guard let changed else { return nil }
            return .selectTab(tabs: changed.position, index: changed.value)
        }
        guard after.selections == selections else { return tabBack(to: after) }
        // The one stack one screen deeper after, all others the same.
        var grown: ScreenPosition?
        for entry in after.stacks where Self.value(at: entry.position, in: stacks) == entry.value - 1 {
            guard grown == nil else { return nil }
            grown = entry.position
        }
        guard let stack = grown, Self.others(than: stack, in: after.stacks) == Self.others(than: stack, in: stacks)
        else { return nil }
        return .back(stack: stack)
    }

    /// The value at a position in a list, if the list has it.
    private static func value(at position: ScreenPosition, in entries: [Entry]) -> Int? {
        for entry in entries where entry.position == position { return entry.value }
        return nil
    }

    private static func others(than position: ScreenPosition, in entries: [Entry]) -> [Entry] {
        var others: [Entry] = []
        for entry in entries where entry.position != position { others.append(entry) }
        return others
    }

    /// The tab selected before, when one tab bar selected another tab and nothing outside it
    /// changed: the tab left may hold a stack or tabs of its own, which leave the visible path
    /// (the shape reads only that path), and the tab selected may show others.
    private func tabBack(to after: HierarchyShape) -> FlowAction? {
        // The one tabs container, on both paths, whose selection changed.
        var changed: Entry?
        for entry in selections {
            guard let now = Self.value(at: entry.position, in: after.selections), now != entry.value else { continue }
            guard changed == nil else { return nil }
            changed = entry
        }
        guard let changed else { return nil }
        let tabs = changed.position
        // What is inside the tab bar, and the tab bar itself, may differ; nothing else may.
        func outside(_ entries: [Entry]) -> [Entry] {
            var outside: [Entry] = []
            for entry in entries where !entry.position.indices.starts(with: tabs.indices) { outside.append(entry) }
            return outside
        }
        guard outside(stacks) == outside(after.stacks), outside(selections) == outside(after.selections) else {
            return nil
        }
        return .selectTab(tabs: tabs, index: changed.value)
    }
}
