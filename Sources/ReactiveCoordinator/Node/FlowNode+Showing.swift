extension FlowNode {
    /// Pushes `screen` on `stack`, logging a failure instead of throwing it.
    @discardableResult
    func push(_ screen: AnyObject, on stack: some StackContext) -> Bool {
        show(screen, in: stack, operation: "push") { () throws(NavigationError) in
            try stack.push(screen)
        } removal: {
            [weak stack, weak screen] in
            // From the top: flows end newest first, so their screens are found at once.
            guard let stack, let screen, let index = stack.screens.lastIndex(where: { $0 === screen }), index > 0
            else { return }
            if index == stack.screens.count - 1 {
                _ = try? stack.pop()
            } else {
                _ = try? stack.setScreens(stack.screens.filter { $0 !== screen })
            }
        }
    }

    /// Presents `screen` over `presenter` in `modal`, logging a failure instead of throwing it.
    ///
    /// Waits while `modal` is in a transition (``waitsForTransition(presenting:over:in:)``).
    @discardableResult
    func present(_ screen: AnyObject, over presenter: AnyObject, in modal: some ModalContext) -> Bool {
        waitsForTransition(presenting: screen, over: presenter, in: modal)
            || presentNow(screen, over: presenter, in: modal)
    }

    /// Presents `screen` at once, logging a failure instead of throwing it.
    @discardableResult
    func presentNow(_ screen: AnyObject, over presenter: AnyObject, in modal: some ModalContext) -> Bool {
        show(screen, in: modal, operation: "present") { () throws(NavigationError) in
            try modal.present(screen, over: presenter)
        } removal: { [weak modal, weak screen] in
            guard let modal, let screen, modal.presentedScreens.last === screen else { return }
            _ = try? modal.dismiss(from: screen)
        }
    }

    /// Makes `screen` the window's root, logging a failure instead of throwing it.
    ///
    /// The root is cleared again when this coordinator is cancelled or torn down with its
    /// parent, if it is still the root.
    ///
    /// - Parameters:
    ///   - screen: The new root screen (or container).
    ///   - window: The window.
    /// - Returns: Whether it became the root.
    @discardableResult
    func setRoot(_ screen: AnyObject, in window: some WindowContext) -> Bool {
        if refusalToAct(operation: "show screens") == nil,
            tree?.holdsForGuards(replacingRootWith: screen, in: window, by: self) == true
        {
            return false
        }
        return show(screen, in: window, operation: "set root") { () throws(NavigationError) in
            _ = try window.setRoot(screen)
        } removal: {
            [weak window, weak screen] in
            guard let window, let screen, window.root === screen else { return }
            _ = try? window.setRoot(nil)
        }
    }

    /// Shows `screen` as the secondary column of `split`, logging a failure instead of throwing it.
    ///
    /// The column is cleared again when this coordinator is cancelled or torn down with its
    /// parent, if it still shows `screen`.
    ///
    /// - Parameters:
    ///   - screen: The screen (or container) to show.
    ///   - split: The split container.
    /// - Returns: Whether it is shown.
    @discardableResult
    func showSecondary(_ screen: AnyObject, in split: some SplitContext) -> Bool {
        if refusalToAct(operation: "show screens") == nil,
            tree?.holdsForGuards(replacingSecondaryWith: screen, in: split, by: self) == true
        {
            return false
        }
        return show(screen, in: split, operation: "show secondary") { () throws(NavigationError) in
            _ = try split.setSecondary(screen)
        } removal: { [weak split, weak screen] in
            guard let split, let screen, split.secondary === screen else { return }
            _ = try? split.setSecondary(nil)
        }
    }

    /// Replaces the tabs of `container` with `tabs`, logging a failure instead of throwing it.
    ///
    /// The tabs are removed again when this coordinator is cancelled or torn down with its
    /// parent, if they are still exactly these tabs.
    ///
    /// - Parameters:
    ///   - tabs: The tab screens (or containers), in order.
    ///   - container: The tab container.
    /// - Returns: Whether the tabs were set.
    @discardableResult
    func setTabs(_ tabs: [AnyObject], in container: some TabContext) -> Bool {
        if refusalToAct(operation: "show screens") == nil,
            tree?.holdsForGuards(replacingTabsWith: tabs, in: container, by: self) == true
        {
            return false
        }
        let names = tabs.map { String(describing: type(of: $0)) }.joined(separator: ", ")
        let weakTabs = tabs.map(WeakObject.init)
        return perform("set tabs [\(names)]") { () throws(NavigationError) in
            _ = try container.setTabs(tabs)
        } onSuccess: {
            history.noteHeld()
            shownScreens.add(
                ShownScreen(screen: container, container: container, isPlacement: false) { [weak container] in
                    guard let container, container.tabs.count == weakTabs.count,
                        zip(container.tabs, weakTabs).allSatisfy({ $0 === $1.object })
                    else { return }
                    _ = try? container.setTabs([])
                })
        }
    }

    /// Selects the tab at `index`, logging a failure instead of throwing it.
    ///
    /// - Parameters:
    ///   - index: The tab to select.
    ///   - container: The tab container.
    /// - Returns: Whether it was selected.
    @discardableResult
    func selectTab(at index: Int, in container: some TabContext) -> Bool {
        perform("select tab \(index)") { () throws(NavigationError) in try container.selectTab(at: index) }
    }

    /// Pops the stack back to below `screen`, logging a failure instead of throwing it.
    ///
    /// Allowed after `finish(with:)`: a flow pops its screen as it finishes.
    ///
    /// - Parameters:
    ///   - screen: The screen to remove, with everything above it.
    ///   - stack: The stack that shows it.
    /// - Returns: Whether anything was popped.
    @discardableResult
    func pop(_ screen: AnyObject, from stack: some StackContext) -> Bool {
        if tree?.holdsForGuards(popping: screen, from: stack, by: self) == true { return false }
        return perform("pop \(Self.screenName(screen))", removing: true) { () throws(NavigationError) in
            guard let index = stack.screens.firstIndex(where: { $0 === screen }) else {
                throw .screenNotInContainer(screen: Self.screenName(screen), container: String(describing: stack))
            }
            guard index > 0 else { throw .cannotPopRoot(stack: String(describing: stack)) }
            _ = try stack.pop(to: stack.screens[index - 1])
        }
    }

    /// Pops every screen above `screen`, keeping it, logging a failure instead of throwing it.
    ///
    /// The way back to a screen this coordinator shows (a list, before a deep link pushes a
    /// product above it). Popping to the top screen changes nothing and is no failure. Allowed
    /// after `finish(with:)`, as ``pop(_:from:)`` is.
    ///
    /// - Parameters:
    ///   - screen: The screen to return to.
    ///   - stack: The stack that shows it.
    /// - Returns: Whether `screen` is on `stack` and now on top.
    @discardableResult
    func pop(to screen: AnyObject, on stack: some StackContext) -> Bool {
        if tree?.holdsForGuards(poppingTo: screen, on: stack, by: self) == true { return false }
        return perform("pop to \(Self.screenName(screen))", removing: true) { () throws(NavigationError) in
            _ = try stack.pop(to: screen)
        }
    }

    /// Dismisses what `screen` presents, or `screen` itself if it presents nothing, logging a
    /// failure instead of throwing it; dismissing when nothing is presented is a logged refusal.
    ///
    /// Allowed after `finish(with:)`: a flow dismisses its sheet as it finishes.
    ///
    /// - Parameters:
    ///   - screen: The screen to dismiss from.
    ///   - modal: The context that presented it, usually the window.
    /// - Returns: Whether anything was dismissed.
    @discardableResult
    func dismiss(from screen: AnyObject, in modal: some ModalContext) -> Bool {
        if tree?.holdsForGuards(dismissingFrom: screen, in: modal, by: self) == true { return false }
        return perform("dismiss from \(Self.screenName(screen))", removing: true) { () throws(NavigationError) in
            if try modal.dismiss(from: screen).isEmpty { throw .nothingToDismiss(from: Self.screenName(screen)) }
        }
    }

    /// Sets whether it leaves what it showed on screen when it ends.
    func leaveScreensWhenEnded(_ leaves: Bool) {
        shownScreens.leaveWhenEnded(leaves)
    }

    /// Removes what it showed, last first: on a cancel or a parent's teardown only.
    func removeShownScreens(reason: TeardownReason) {
        let leaves = shownScreens.leftWhenEnded
        let taken = shownScreens.takeAll()
        guard !leaves, reason == .cancelled || reason == .parentTornDown || reason == .sceneClosed
        else { return }
        for entry in taken.reversed() { entry.removeIfStillShown() }
    }

    private func show(
        _ screen: AnyObject,
        in container: some NavigationContext,
        operation: String,
        _ body: () throws(NavigationError) -> Void,
        removal: @escaping @MainActor () -> Void
    ) -> Bool {
        perform("\(operation) \(Self.screenName(screen))", body) {
            history.noteHeld()
            shownScreens.add(
                ShownScreen(screen: screen, container: container, isPlacement: true, removeIfStillShown: removal))
        }
    }

    private func perform(
        _ operation: @autoclosure () -> String,
        removing: Bool = false,
        _ body: () throws(NavigationError) -> Void,
        onSuccess: () -> Void = {}
    ) -> Bool {
        if !removing, let reason = refusalToAct(operation: "show screens") {
            reject(operation(), reason: reason)
            return false
        }
        do {
            try body()
        } catch {
            reject(operation(), reason: error.description)
            return false
        }
        onSuccess()
        return true
    }

    static func screenName(_ screen: AnyObject) -> String {
        String(describing: type(of: screen))
    }
}
