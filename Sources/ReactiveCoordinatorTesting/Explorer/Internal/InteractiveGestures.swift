import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// The user's interactive gestures as the explorer plays them: a back swipe or a sheet drag
/// begun by one action and completed or cancelled by a later one (issue 35).
///
/// The states in between are states of their own: the hierarchy is the one before the gesture,
/// but the container is busy, so what the app asks of it (a flow's push or present, a link's
/// step) waits for the finger to lift. There, the explorer offers the gesture's end and what
/// does not need the user's finger: intents, links, the system's dismissal of an alert and
/// services' answers.
///
/// The gesture lives in its container (`HeadlessStack.interactivePop`,
/// `HeadlessWindow.interactiveDismissal`), so a replayed path, a kept app and a way back all
/// find it there, and the state's key reads it from the hierarchy like the rest.
@MainActor
enum InteractiveGestures {
    /// A gesture under way and where its container is.
    @MainActor
    struct UnderWay {
        let transition: InteractiveTransition
        let container: ScreenPosition
        /// `swipe` for a stack's back swipe, `drag` for a window's sheet drag.
        let kind: String

        /// The state key's line.
        ///
        /// `^`, the kind, the container's position and the screen the gesture would remove. No
        /// other key line starts with `^`.
        var keyLine: String {
            // Appended, not interpolated: the key of every state with a finger down reads it
            // (the apps the explorer keeps mostly hold one).
            var line = "^"
            line += kind
            line += "|"
            line += container.description
            line += "|"
            line += transition.screen
            return line
        }

        /// The gesture as the link x state table names a state it is under way in.
        var origin: String {
            kind == "swipe" ? "swiping back on \(container)" : "dragging the sheet down"
        }
    }

    /// The gesture under way in a hierarchy, if any.
    ///
    /// Every container is looked at, not only the visible ones: an action taken while the finger
    /// is down (a link selecting another tab) may hide the stack being swiped, and the gesture
    /// must still end.
    static func underWay(in root: any NavigationContext) -> UnderWay? {
        guard let found = firstGesture(in: root) else { return nil }
        return UnderWay(
            transition: found.transition, container: ScreenPosition(found.indices.reversed()), kind: found.kind)
    }

    /// The first container in the hierarchy's order, at or below `object`, with a gesture under
    /// way, and the indexes on the way down to it, last first.
    ///
    /// Asked for every key with a gesture, every link opened and most gestures played, nearly
    /// always of a hierarchy with none: a recursion, so that a walk that finds nothing makes no
    /// list (neither of what is left to visit nor of a position), the headless containers read in
    /// place and each one cast once, a child known as a container by a check made once per type.
    private static func firstGesture(
        in object: AnyObject
    ) -> (transition: InteractiveTransition, kind: String, indices: [Int])? {
        if let window = object as? HeadlessWindow {
            if let drag = window.untrackedInteractiveDismissal, drag.outcome == nil { return (drag, "drag", []) }
            var index = 0
            if let root = window.untrackedRoot {
                if let found = firstGesture(inChild: root, at: 0) { return found }
                index = 1
            }
            if let found = firstGesture(inEachOf: window.untrackedPresentedScreens, from: index) { return found }
        } else if let stack = object as? HeadlessStack {
            if let swipe = stack.untrackedInteractivePop, swipe.outcome == nil { return (swipe, "swipe", []) }
            if let found = firstGesture(inEachOf: stack.untrackedScreens, from: 0) { return found }
        } else if let tabs = object as? HeadlessTabs {
            if let found = firstGesture(inEachOf: tabs.untrackedTabs, from: 0) { return found }
        } else {
            for (index, child) in HierarchyWalk.children(of: object).enumerated() {
                if let child, let found = firstGesture(inChild: child, at: index) { return found }
            }
        }
        return nil
    }

    /// ``firstGesture(in:)`` of the containers of a headless container's list, the first at
    /// position `first`: each object read in place in the list, which keeps it alive, and only a
    /// container taken out (`HierarchyWalk.isContainer(at:of:)`), so that the screens, most of
    /// what a walk meets, are not retained and released.
    private static func firstGesture(
        inEachOf list: [AnyObject], from first: Int
    ) -> (transition: InteractiveTransition, kind: String, indices: [Int])? {
        // By index, not by a closure over the list's buffer: a main-actor closure checks its
        // executor at each call.
        for index in list.indices where HierarchyWalk.isContainer(at: index, of: list) {
            guard var found = firstGesture(in: list[index]) else { continue }
            found.indices.append(first + index)
            return found
        }
        return nil
    }

    /// ``firstGesture(in:)`` of a container's child at `index`, with the index added.
    private static func firstGesture(
        inChild child: AnyObject, at index: Int
    ) -> (transition: InteractiveTransition, kind: String, indices: [Int])? {
        guard HierarchyWalk.isContainer(child), var found = firstGesture(in: child) else { return nil }
        found.indices.append(index)
        return found
    }

    /// The gesture under way in one container, with its kind (`drag` for a headless window's
    /// sheet drag, `swipe` for a headless stack's back swipe), or `nil`: the one check the walks
    /// (this type's, and the state key's) make of each container.
    static func gesture(in container: AnyObject) -> (transition: InteractiveTransition, kind: String)? {
        if let window = container as? HeadlessWindow, let drag = window.untrackedInteractiveDismissal,
            drag.outcome == nil
        {
            return (drag, "drag")
        }
        if let stack = container as? HeadlessStack, let swipe = stack.untrackedInteractivePop, swipe.outcome == nil {
            return (swipe, "swipe")
        }
        return nil
    }

    /// Whether a gesture is under way in a hierarchy: ``underWay(in:)`` found something.
    ///
    /// The user's gestures ask it before each is played.
    static func isUnderWay(in root: any NavigationContext) -> Bool {
        firstGesture(in: root) != nil
    }

    /// The actions of a state, given those of the same hierarchy with no gesture under way.
    ///
    /// The gesture's end first, then what needs no finger; unchanged when no gesture is under
    /// way.
    static func actions(_ actions: [FlowAction], in root: any NavigationContext) -> [FlowAction] {
        guard isUnderWay(in: root) else { return actions }
        return [.cancelInteractiveTransition, .completeInteractiveTransition] + actions.filter(needsNoFinger)
    }

    /// The actions of a state with a gesture under way, once the app has asked something that
    /// waits (a change, a link): no more intents, only the gesture's end and what needs no screen.
    ///
    /// On a device nothing the user taps reaches the app while the finger is down; an intent
    /// played then stands for what the app does on its own (a timer, a push), and one change
    /// waiting for the finger is what this mode explores. Each further intent could queue one
    /// more change for the same lift without end (open a thread, and another, ...), a state space
    /// with no bound, which a search to any depth would only enumerate.
    static func bounded(_ actions: [FlowAction], in app: ExploredApp) -> [FlowAction] {
        guard app.tree.hasWaitingLink || app.tree.waitingChanges != nil,
            isUnderWay(in: app.root)
        else { return actions }
        return actions.filter { if case .intent = $0 { false } else { true } }
    }

    /// The action that may undo `action`, or `nil`.
    ///
    /// Lifting the finger short of the threshold undoes the start of a back swipe or a sheet
    /// drag. Whether it does is for the state's key to say.
    static func wayBack(after action: FlowAction) -> FlowAction? {
        switch action {
        case .beginInteractivePop, .beginInteractiveDismissal: .cancelInteractiveTransition
        default: nil
        }
    }

    /// Plays the actions that begin or end a gesture, and refuses the user's other gestures while
    /// one is under way.
    ///
    /// - Returns: Whether the action applied, or `nil` for an action this does not decide.
    static func perform(_ action: FlowAction, in root: any NavigationContext) -> Bool? {
        switch action {
        case .completeInteractiveTransition, .cancelInteractiveTransition:
            guard let gesture = underWay(in: root) else { return false }
            if action == .completeInteractiveTransition {
                gesture.transition.complete()
            } else {
                gesture.transition.cancel()
            }
            return true
        case .beginInteractivePop(let position):
            guard !isUnderWay(in: root), HierarchyWalk.shownAlert(in: root) == nil,
                let stack = HierarchyWalk.resolve(position, in: root) as? HeadlessStack,
                stack.untrackedScreens.count > 1
            else { return false }
            // No swipe under way after this: the top screen is guarded, and its flow heard of the
            // attempt, which is the action's outcome.
            _ = stack.beginInteractivePop()
            return true
        case .beginInteractiveDismissal:
            guard !isUnderWay(in: root), let window = root as? HeadlessWindow, window.untrackedShownAlert == nil,
                !window.untrackedPresentedScreens.isEmpty
            else { return false }
            // No drag under way after this: the sheet is guarded, and its flow heard of the attempt.
            _ = window.beginInteractiveDismissal()
            return true
        case .intent, .link, .alertButton, .alertDismissedBySystem, .respond:
            return nil
        case .back, .backMenu, .interactivePop, .swipeDown, .sheetDrag, .dismissLevel, .selectTab,
            .writeSelection, .closeSecondary:
            // The user's finger is on the gesture under way, if there is one.
            return isUnderWay(in: root) ? false : nil
        }
    }

    /// The actions with each gesture's beginning replaced by the gesture in one step, cancelled
    /// and completed, as a breadcrumb trail, which records only a gesture's end, tells it.
    static func inOneStep(_ actions: [FlowAction]) -> [FlowAction] {
        actions.flatMap { action -> [FlowAction] in
            switch action {
            case .beginInteractivePop(let stack):
                [.interactivePop(stack: stack, completes: false), .interactivePop(stack: stack, completes: true)]
            case .beginInteractiveDismissal: [.sheetDrag(completes: false), .sheetDrag(completes: true)]
            default: [action]
            }
        }
    }

    /// Whether an action can happen while the user's finger is on a gesture.
    ///
    /// Anything that is not the user's own touch. A tap on an alert shown meanwhile is one: the containers refuse
    /// it (`NavigationChange.gestureRefused`), as the finger on the gesture holds the touch.
    private static func needsNoFinger(_ action: FlowAction) -> Bool {
        switch action {
        case .intent, .link, .alertDismissedBySystem, .respond: true
        default: false
        }
    }
}
