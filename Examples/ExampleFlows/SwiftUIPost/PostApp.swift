public import ReactiveCoordinator
public import ReactiveCoordinatorHeadless

/// The SwiftUI mail app's navigation state: its window, its stack and its coordinator tree.
///
/// The window's root is the letters' stack. The app's `@main` keeps one in a `@State`; tests make one
/// and play SwiftUI's binding writes on it.
@MainActor
public final class PostApp {
    /// The window: the stack at its root, drafts presented over it as sheets.
    public let window = HeadlessWindow()
    /// The stack SwiftUI's `NavigationStack` binds to.
    public let stack = HeadlessStack(name: "letters")
    /// The coordinator tree.
    public let tree: CoordinatorTree

    /// Creates the app; ``start()`` shows the first screen.
    public init() {
        tree = CoordinatorTree(root: PostboxCoordinator(stack: stack, window: window))
    }

    /// Puts the stack in the window and starts the root flow.
    public func start() throws {
        try window.setRoot(stack)
        try tree.start()
    }
}
