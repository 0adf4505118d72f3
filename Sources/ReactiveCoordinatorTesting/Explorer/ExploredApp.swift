public import ReactiveCoordinator
public import ReactiveCoordinatorHeadless

/// A fresh app for ``FlowExplorer`` to drive: its coordinator tree and the container at
/// the root of its hierarchy.
///
/// The explorer cannot copy an app, so it asks for a new one each time it replays a path. Build
/// everything in the closure you give the explorer and return the tree and the root container.
/// Leave the tree unstarted and the explorer starts it once it listens, so that the start is in
/// the log it checks and prints; a tree already started is explored from where it is:
///
/// <!-- mirrors Tests/FlowExplorerTests/MailApp.swift#explored-app -->
/// ```swift
/// @MainActor static func make() -> ExploredApp {
///     let window = HeadlessWindow()
///     let tree = CoordinatorTree(root: MailAppCoordinator(window: window), named: "app")
///     return ExploredApp(tree: tree, root: window)
/// }
/// ```
///
/// ## Contract
/// - The explorer holds the app only while it replays one path, then cancels the tree, empties
///   a window root and lets both go; ``ExplorationReport/appsNotReleased`` counts the apps
///   that outlived that.
/// - Building the same app twice and playing the same actions gives the same states: the
///   explorer relies on it, and reports a replay that diverged.
@MainActor
public struct ExploredApp {
    /// The app's coordinator tree; the explorer starts it if it has not started.
    public let tree: CoordinatorTree

    /// The container at the root of the app's hierarchy, usually a `HeadlessWindow`; any
    /// `NavigationContext` of yours works, but the explorer plays the user's gestures (back
    /// swipes, sheet drags, SwiftUI writes) only on the headless containers, and only pops,
    /// selects and dismisses through the protocols on the others.
    public let root: any NavigationContext

    /// What else tells two states of the app apart, beyond its coordinators and its hierarchy,
    /// such as `signed in` or the number of unread messages; `nil` for nothing.
    public let distinguishingState: (@MainActor () -> String)?

    /// The requests to the app's services that the explorer answers, if its test doubles await
    /// them; `nil` for an app that awaits no service.
    public let responses: ControlledResponses?

    /// The scenes of the app, when it was wrapped with ``init(scenes:exploring:responses:distinguishingState:)``:
    /// the explorer then follows every scene's tree, not only ``tree``; `nil` for an app of one
    /// tree.
    public let scenes: HeadlessScenes?

    /// The identifier of the scene whose window the explorer plays the user's actions on, when
    /// the app has ``scenes``.
    public let exploredScene: String?

    /// Wraps a fresh app.
    ///
    /// - Parameters:
    ///   - tree: The app's coordinator tree, started or not.
    ///   - root: The container at the root of the app's hierarchy.
    ///   - responses: The requests to the app's services that the explorer answers: the one
    ///     your test doubles of this app await; `nil` for none.
    ///   - distinguishingState: What else tells two states apart, beyond the coordinators and
    ///     the hierarchy; the explorer adds it to each state's key.
    public init(
        tree: CoordinatorTree, root: any NavigationContext, responses: ControlledResponses? = nil,
        distinguishingState: (@MainActor () -> String)? = nil
    ) {
        self.tree = tree
        self.root = root
        self.responses = responses
        self.distinguishingState = distinguishingState
        self.scenes = nil
        self.exploredScene = nil
    }
}

/// An app holds main-actor objects.
@available(*, unavailable)
extension ExploredApp: Sendable {}
