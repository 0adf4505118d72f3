extension Flow {
    /// Pushes `screen` on `stack`, logging a failure instead of throwing it.
    ///
    /// The way for a coordinator to show screens: a ``NavigationError`` becomes a `REJECTED push`
    /// line with this flow's path, and a coordinator that is not running (or is finishing)
    /// is refused and logged the same way, so a failed push never goes unseen. The screen is
    /// remembered, and removed again when this flow is cancelled or torn down with its
    /// parent (see ``leavesScreensWhenEnded``).
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#push -->
    /// ```swift
    /// let detail = DetailScreen()
    /// flow.push(detail, on: stack)
    /// flow.route(detail) { intent in self.handle(intent) }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to show.
    ///   - stack: The stack to push it on.
    /// - Returns: Whether it was pushed; `false` while it waits for the stack's motion to end
    ///   (``TransitioningContext``; ``apply(_:)`` tells how it ended).
    @discardableResult
    public func push(_ screen: AnyObject, on stack: some StackContext) -> Bool {
        node.request(.push(screen, on: stack))
    }

    /// Presents `screen` over `presenter` in `modal`, logging a failure instead of throwing it.
    ///
    /// As ``push(_:on:)``: a failure is a logged refusal with this flow's path, and the
    /// screen is dismissed again when this flow is cancelled or torn down with its parent,
    /// if it is still presented and nothing is presented over it.
    ///
    /// - Parameters:
    ///   - screen: The screen (or container) to present.
    ///   - presenter: The screen to present it over.
    ///   - modal: The context that presents, usually the window.
    /// - Returns: Whether it was presented; `false` while it waits for the window's motion to end
    ///   (``TransitioningContext``; ``apply(_:)`` tells how it ended).
    @discardableResult
    public func present(_ screen: AnyObject, over presenter: AnyObject, in modal: some ModalContext) -> Bool {
        node.request(.present(screen, over: presenter, in: modal))
    }

    /// Makes `screen` the window's root, logging a failure instead of throwing it.
    ///
    /// The root is cleared again when this flow is cancelled or torn down with its
    /// parent, if it is still the root.
    ///
    /// - Parameters:
    ///   - screen: The new root screen (or container).
    ///   - window: The window.
    /// - Returns: Whether it became the root; `false` while it waits for the guard of a screen it would
    ///   replace (``guardLeaving(_:in:onAttempt:)``: the change applies once the guard lets it go).
    @discardableResult
    public func setRoot(_ screen: AnyObject, in window: some WindowContext) -> Bool {
        node.request(.setRoot(screen, in: window))
    }

    /// Shows `screen` as the secondary column of `split`, logging a failure instead of throwing it.
    ///
    /// The column is cleared again when this flow is cancelled or torn down with its
    /// parent, if it still shows `screen`.
    ///
    /// - Parameters:
    ///   - screen: The screen (or container) to show.
    ///   - split: The split container.
    /// - Returns: Whether it is shown; `false` while it waits for the guard of a screen it would
    ///   replace (``guardLeaving(_:in:onAttempt:)``: the change applies once the guard lets it go).
    @discardableResult
    public func showSecondary(_ screen: AnyObject, in split: some SplitContext) -> Bool {
        node.request(.showSecondary(screen, in: split))
    }

    /// Replaces the tabs of `container` with `tabs`, logging a failure instead of throwing it.
    ///
    /// The tabs are removed again when this flow is cancelled or torn down with its
    /// parent, if they are still exactly these tabs.
    ///
    /// - Parameters:
    ///   - tabs: The tab screens (or containers), in order.
    ///   - container: The tab container.
    /// - Returns: Whether the tabs were set; `false` while it waits for the guard of a screen it would
    ///   replace (``guardLeaving(_:in:onAttempt:)``: the change applies once the guard lets it go).
    @discardableResult
    public func setTabs(_ tabs: [AnyObject], in container: some TabContext) -> Bool {
        node.request(.setTabs(tabs, in: container))
    }

    /// Selects the tab at `index`, logging a failure instead of throwing it.
    ///
    /// - Parameters:
    ///   - index: The tab to select.
    ///   - container: The tab container.
    /// - Returns: Whether it was selected.
    @discardableResult
    public func selectTab(at index: Int, in container: some TabContext) -> Bool {
        node.request(.selectTab(at: index, in: container))
    }

    /// Pops the stack back to below `screen`, logging a failure instead of throwing it.
    ///
    /// Allowed after ``finish(with:)``: a flow pops its screen as it finishes.
    ///
    /// - Parameters:
    ///   - screen: The screen to remove, with everything above it.
    ///   - stack: The stack that shows it.
    /// - Returns: Whether anything was popped.
    @discardableResult
    public func pop(_ screen: AnyObject, from stack: some StackContext) -> Bool {
        node.request(.pop(screen, from: stack))
    }

    /// Pops every screen above `screen`, keeping it, logging a failure instead of throwing it.
    ///
    /// The way back to a screen this flow shows (a list, before a deep link pushes a
    /// product above it). Popping to the top screen changes nothing and is no failure. Allowed
    /// after ``finish(with:)``, as ``pop(_:from:)`` is.
    ///
    /// - Parameters:
    ///   - screen: The screen to return to.
    ///   - stack: The stack that shows it.
    /// - Returns: Whether `screen` is on `stack` and now on top.
    @discardableResult
    public func pop(to screen: AnyObject, on stack: some StackContext) -> Bool {
        node.request(.pop(to: screen, on: stack))
    }

    /// Dismisses what `screen` presents, or `screen` itself if it presents nothing, logging a
    /// failure instead of throwing it; dismissing when nothing is presented is a logged refusal.
    ///
    /// Allowed after ``finish(with:)``: a flow dismisses its sheet as it finishes.
    ///
    /// - Parameters:
    ///   - screen: The screen to dismiss from.
    ///   - modal: The context that presented it, usually the window.
    /// - Returns: Whether anything was dismissed.
    @discardableResult
    public func dismiss(from screen: AnyObject, in modal: some ModalContext) -> Bool {
        node.request(.dismiss(from: screen, in: modal))
    }

    /// Whether this coordinator leaves the screens it showed on screen when it is cancelled or
    /// torn down with its parent; `false` by default.
    ///
    /// By default a coordinator that is cancelled, or torn down with its parent, removes the
    /// screens it showed through ``push(_:on:)``, ``present(_:over:in:)``, ``setRoot(_:in:)``,
    /// ``showSecondary(_:in:)`` and ``setTabs(_:in:)``, last shown first, each only if it is
    /// still exactly where it was put (a stack's root stays: it goes with its stack). A
    /// coordinator that finishes, or whose screen was released, removes nothing: after a finish
    /// its parent decides what to show, and after a release the user already removed it. Set
    /// this to `true` when a parent takes the screens over.
    public var leavesScreensWhenEnded: Bool {
        get { node.shownScreens.leftWhenEnded }
        nonmutating set { node.leaveScreensWhenEnded(newValue) }
    }
}
