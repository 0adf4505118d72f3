extension HeadlessWindow {
    /// The screen the user sees: the top-most presented screen, else the root, looking into
    /// containers; `nil` for an empty window.
    public var visibleScreen: AnyObject? {
        deepestVisibleScreen
    }

    /// Every screen on the window, root level first, then each presented level, depth first,
    /// each container before what it holds.
    public var allScreens: [AnyObject] {
        screensInOrder
    }

    /// The path to the visible screen, such as `window > modal[1 of 1] > stack > compose`.
    public var visiblePath: String {
        visiblePathText
    }

    /// The window and everything it holds as indented text, one screen per line.
    ///
    /// Presented levels are labelled `presented:`, under the root.
    public var hierarchyDescription: String {
        dumpText
    }

    /// Tells whether a screen is the root, presented, or nested in either.
    ///
    /// - Parameter screen: The screen to look for, compared by identity.
    /// - Returns: `true` if the screen is on this window's hierarchy.
    public func contains(_ screen: AnyObject) -> Bool {
        holds(screen)
    }
}
