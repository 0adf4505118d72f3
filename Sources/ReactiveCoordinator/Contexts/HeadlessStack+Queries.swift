extension HeadlessStack {
    /// The top screen, looking into it if it is a container; `nil` for an empty stack.
    public var visibleScreen: AnyObject? {
        deepestVisibleScreen
    }

    /// Every screen on this stack, nested ones included, depth first, each container before
    /// what it holds.
    public var allScreens: [AnyObject] {
        screensInOrder
    }

    /// The path to the visible screen, such as `stack > detail`.
    public var visiblePath: String {
        visiblePathText
    }

    /// The stack and everything it holds as indented text, one screen per line.
    public var hierarchyDescription: String {
        dumpText
    }

    /// Tells whether the stack holds a screen, directly or in a nested container.
    ///
    /// - Parameter screen: The screen to look for, compared by identity.
    /// - Returns: `true` if the screen is on this stack's part of the hierarchy.
    public func contains(_ screen: AnyObject) -> Bool {
        holds(screen)
    }
}
