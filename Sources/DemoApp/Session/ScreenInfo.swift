/// What the user sees: the path to the visible screen and its buttons.
package struct ScreenInfo: Sendable, Hashable {
    /// The visible path, such as `window > tabs[1 of 2] > inbox stack > message 3`.
    package var path: String
    /// The visible screen, such as `message 3`; `nothing` for an empty window.
    package var screen: String
    /// What can be tapped on it.
    package var buttons: [ButtonInfo]
}
