extension HeadlessTabs {
    /// The selected tab's screen, looking into it if it is a container; `nil` with no tabs.
    public var visibleScreen: AnyObject? {
        deepestVisibleScreen
    }

    /// Every screen in every tab, in tab order, depth first, each container before what it
    /// holds.
    public var allScreens: [AnyObject] {
        screensInOrder
    }

    /// The path to the visible screen, such as `tabs[1 of 3] > stack > detail`.
    ///
    /// The selected tab is counted from one, as a person reads a tab bar.
    public var visiblePath: String {
        visiblePathText
    }

    /// The tabs and everything they hold as indented text, one screen per line.
    public var hierarchyDescription: String {
        dumpText
    }

    /// Tells whether a screen is a tab or nested in one, selected or not.
    ///
    /// - Parameter screen: The screen to look for, compared by identity.
    /// - Returns: `true` if the screen is on these tabs' part of the hierarchy.
    public func contains(_ screen: AnyObject) -> Bool {
        holds(screen)
    }
}
