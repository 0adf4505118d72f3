/// How a change asked of a flow went at once: it ended, with its outcome, or it waits, and its
/// outcome is handed on when it ends.
enum ChangeStep {
    case ended(ChangeOutcome)
    case waits
}

/// Where a change comes from as it is attempted: asked now, or its turn came after a wait.
enum ChangeTurn {
    /// Asked now: a refusal is logged `REJECTED`.
    case asked
    /// Its turn came after it waited (logged `waits`): whatever ends it is logged as its outcome.
    case afterWaiting
}

/// What a flow hands to be told how a change ended.
typealias ChangeOutcomeHandler = @MainActor (ChangeOutcome) -> Void

/// The one door of every change a flow makes to its containers (issue 35): ``request(_:onOutcome:)``.
extension FlowNode {
    /// Asks for `change`: refused, applied at once, or kept until it can apply; `onOutcome` hears
    /// how it ended, once.
    ///
    /// - Returns: Whether it applied at once.
    @discardableResult
    func request(_ change: ScreenChange, onOutcome: ChangeOutcomeHandler? = nil) -> Bool {
        switch attempt(change, turn: .asked, onOutcome: onOutcome) {
        case .ended(let outcome):
            onOutcome?(outcome)
            return outcome == .applied
        case .waits:
            return false
        }
    }

    /// Takes `change` through the door: refused when it can never be right, kept while its
    /// container is busy or a guard is asked, applied otherwise.
    ///
    /// A change that waits keeps `onOutcome`; one that ends returns its outcome, and the caller
    /// hands it on (and, after a wait, logs it).
    func attempt(_ change: ScreenChange, turn: ChangeTurn, onOutcome: ChangeOutcomeHandler?) -> ChangeStep {
        if !change.onlyRemoves, let reason = refusalToAct(operation: "show screens") {
            switch turn {
            case .asked:
                reject(change.description, reason: reason)
                return .ended(.rejected(reason: reason))
            case .afterWaiting:
                return .ended(.cancelled(reason: "its flow ended"))
            }
        }
        if turn == .asked, change.waitsForItsTurn, waitsForTurn(change, onOutcome: onOutcome) { return .waits }
        if let tree, tree.holdsForGuards(change, by: self, onOutcome: onOutcome) { return .waits }
        return perform(change, turn: turn)
    }

    /// Carries `change` out, and remembers what it showed.
    private func perform(_ change: ScreenChange, turn: ChangeTurn) -> ChangeStep {
        do throws(ChangeFailure) {
            try carryOut(change.operation)
        } catch {
            switch turn {
            case .asked:
                reject(change.description, reason: error.description)
                return .ended(.rejected(reason: error.description))
            case .afterWaiting:
                // A presenter taken off the hierarchy while the presentation waited went away,
                // whoever still holds it.
                if case .present = change.operation, case .refused(.screenNotShown) = error {
                    return .ended(.superseded(reason: ChangeFailure.wentAway("its presenter").description))
                }
                return .ended(.superseded(reason: error.description))
            }
        }
        return .ended(.applied)
    }

    /// Why a change could not be carried out.
    private enum ChangeFailure: Error, CustomStringConvertible {
        /// The container refused it.
        case refused(NavigationError)
        /// Something it names went while it waited.
        case wentAway(String)

        var description: String {
            switch self {
            case .refused(let error): error.description
            case .wentAway(let what): "\(what) went away"
            }
        }
    }

    private func carryOut(_ operation: ScreenChange.Operation) throws(ChangeFailure) {
        switch operation {
        case .push(let screen, let stack):
            let stack = try Self.context(stack, as: (any StackContext).self)
            try Self.refusing { () throws(NavigationError) in try stack.push(screen) }
            remember(screen, in: stack) { screen, container in
                // From the top: flows end newest first, so their screens are found at once.
                guard let stack = container as? any StackContext,
                    let index = stack.screens.lastIndex(where: { $0 === screen }), index > 0
                else { return }
                if index == stack.screens.count - 1 {
                    _ = try? stack.pop()
                } else {
                    _ = try? stack.setScreens(stack.screens.filter { $0 !== screen })
                }
            }
        case .present(let screen, let presenter, let modal):
            let modal = try Self.context(modal, as: (any ModalContext).self)
            let presenter = try Self.screen(presenter, as: "its presenter")
            try Self.refusing { () throws(NavigationError) in try modal.present(screen, over: presenter) }
            remember(screen, in: modal) { screen, container in
                guard let modal = container as? any ModalContext, modal.presentedScreens.last === screen else { return }
                _ = try? modal.dismiss(from: screen)
            }
        case .setRoot(let screen, let window):
            let window = try Self.context(window, as: (any WindowContext).self)
            try Self.refusing { () throws(NavigationError) in _ = try window.setRoot(screen) }
            remember(screen, in: window) { screen, container in
                guard let window = container as? any WindowContext, window.root === screen else { return }
                _ = try? window.setRoot(nil)
            }
        case .showSecondary(let screen, let split):
            let split = try Self.context(split, as: (any SplitContext).self)
            try Self.refusing { () throws(NavigationError) in _ = try split.setSecondary(screen) }
            remember(screen, in: split) { screen, container in
                guard let split = container as? any SplitContext, split.secondary === screen else { return }
                _ = try? split.setSecondary(nil)
            }
        case .setTabs(let tabs, let container):
            let container = try Self.context(container, as: (any TabContext).self)
            try Self.refusing { () throws(NavigationError) in _ = try container.setTabs(tabs) }
            let weakTabs = tabs.map(WeakObject.init)
            history.noteHeld()
            let entry = ShownScreen(screen: container, container: container, isPlacement: false) { _, container in
                guard let container = container as? any TabContext, container.tabs.count == weakTabs.count,
                    zip(container.tabs, weakTabs).allSatisfy({ $0 === $1.object })
                else { return }
                _ = try? container.setTabs([])
            }
            changeShownScreens { $0.add(entry) }
        case .selectTab(let index, let container):
            let container = try Self.context(container, as: (any TabContext).self)
            try Self.refusing { () throws(NavigationError) in try container.selectTab(at: index) }
        case .pop(let screen, let stack):
            let stack = try Self.context(stack, as: (any StackContext).self)
            let screen = try Self.screen(screen)
            guard let index = stack.screens.firstIndex(where: { $0 === screen }) else {
                throw .refused(
                    .screenNotInContainer(screen: Self.screenName(screen), container: String(describing: stack)))
            }
            guard index > 0 else { throw .refused(.cannotPopRoot(stack: String(describing: stack))) }
            try Self.refusing { () throws(NavigationError) in _ = try stack.pop(to: stack.screens[index - 1]) }
        case .popTo(let screen, let stack):
            let stack = try Self.context(stack, as: (any StackContext).self)
            let screen = try Self.screen(screen)
            try Self.refusing { () throws(NavigationError) in _ = try stack.pop(to: screen) }
        case .dismiss(let screen, let modal):
            let screen = try Self.screen(screen)
            let modal = try Self.context(modal, as: (any ModalContext).self)
            let dismissed = try Self.refusing { () throws(NavigationError) in try modal.dismiss(from: screen) }
            if dismissed.isEmpty { throw .refused(.nothingToDismiss(from: Self.screenName(screen))) }
        }
    }

    /// Remembers a screen it placed, to take it away again if this flow is cancelled.
    private func remember(
        _ screen: AnyObject, in container: some NavigationContext,
        removal: @escaping @MainActor (_ screen: AnyObject, _ container: any NavigationContext) -> Void
    ) {
        history.noteHeld()
        let entry = ShownScreen(screen: screen, container: container, isPlacement: true, removal: removal)
        changeShownScreens { $0.add(entry) }
    }

    /// The container a change was asked for; it went if a waiting change outlived it.
    private static func context<Context>(_ reference: WeakObject, as type: Context.Type) throws(ChangeFailure)
        -> Context
    {
        guard let context = reference.object as? Context else { throw .wentAway("its container") }
        return context
    }

    /// The screen a change starts from; it went if a waiting change outlived it.
    private static func screen(_ reference: WeakObject, as role: String = "the screen it starts from")
        throws(ChangeFailure) -> AnyObject
    {
        guard let screen = reference.object else { throw .wentAway(role) }
        return screen
    }

    /// What a container's operation returns, its refusal made a ``ChangeFailure``.
    private static func refusing<Result>(_ body: () throws(NavigationError) -> Result) throws(ChangeFailure)
        -> Result
    {
        do throws(NavigationError) {
            return try body()
        } catch {
            throw .refused(error)
        }
    }

    /// Sets whether it leaves what it showed on screen when it ends.
    func leaveScreensWhenEnded(_ leaves: Bool) {
        changeShownScreens { $0.leaveWhenEnded(leaves) }
    }

    /// Removes what it showed, last first: on a cancel or a parent's teardown only.
    ///
    /// A removal from a container in motion (the user's back swipe, a sheet's drag) waits for
    /// the motion to end, as a change a flow asks does. An alert shown over it does not hold it:
    /// the alert goes with the level it was shown over, as with any removal.
    func removeShownScreens(reason: TeardownReason) {
        let leaves = shownScreens.leftWhenEnded
        let taken = changeShownScreens { $0.takeAll() }
        guard !leaves, reason == .cancelled || reason == .parentTornDown || reason == .sceneClosed
        else { return }
        for entry in taken.reversed() {
            if let moving = entry.container as? any TransitioningContext, moving.isInMotion, let screen = entry.screen {
                WaitingChanges.removeAfterTransition(of: screen, in: moving) { entry.removeIfStillShown() }
            } else {
                entry.removeIfStillShown()
            }
        }
    }

    static func screenName(_ screen: AnyObject) -> String {
        TypeNames.describing(type(of: screen))
    }
}
