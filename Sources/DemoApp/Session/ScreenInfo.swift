/// What the user sees: the path to the visible screen and its buttons.
public struct ScreenInfo: Sendable, Hashable {
    /// The visible path, such as `window > tabs[1 of 2] > inbox stack > message 3`.
    public var path: String
    /// The visible screen, such as `message 3`; `nothing` for an empty window.
    public var screen: String
    /// What can be tapped on it.
    public var buttons: [ButtonInfo]
}
