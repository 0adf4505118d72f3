extension HeadlessSplit {
    /// The secondary column's screen, else the primary's, looking into containers; `nil` when
    /// both are empty.
    public var visibleScreen: AnyObject? {
        deepestVisibleScreen
    }

    /// Every screen in both columns, primary first, depth first, each container before what it
    /// holds.
    public var allScreens: [AnyObject] {
        screensInOrder
    }

    /// The path to the visible screen, such as `split > stack > message`.
    public var visiblePath: String {
        visiblePathText
    }

    /// The split and everything it holds as indented text, one screen per line, columns
    /// labelled `primary:` and `secondary:`.
    public var hierarchyDescription: String {
        dumpText
    }

    /// Tells whether a screen is in either column, directly or nested.
    ///
    /// - Parameter screen: The screen to look for, compared by identity.
    /// - Returns: `true` if the screen is on this split's part of the hierarchy.
    public func contains(_ screen: AnyObject) -> Bool {
        holds(screen)
    }
}
