#if canImport(SwiftUI)
public import SwiftUI
import ReactiveCoordinator
public import ReactiveCoordinatorHeadless

// The few lines that bind our containers to SwiftUI. What they bind to (`HeadlessStack.path`,
// `HeadlessWindow[presentedAt:]`, `HeadlessTabs.selection`, `HeadlessSplit`'s items) is where
// the behaviour lives, tested on Linux through Observation; here these files are only
// type-checked, against a SwiftUI stand-in (scripts/check-swiftui-face).

/// A `NavigationStack` bound to a ``HeadlessStack``: the stack's root is the root view, every
/// screen above it is pushed, and the user's back button or swipe writes the shorter path back.
///
/// Give it one function that maps a screen to its view; the same function serves every
/// container:
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/SwiftUIFaceSamples.swift#screen-stack-view -->
/// ```swift
/// ScreenStackView(inboxStack) { item in
///     MailScreenView(item: item)  // switches over item.screen(as:)
/// }
/// ```
///
/// ## Contract
/// - The stack owns the screens; this view only shows them and writes back what SwiftUI writes:
///   a shorter path is the user going back (the popped screens' coordinators end at once); a
///   path SwiftUI grows (a `NavigationLink(value:)`) is refused and SwiftUI reads the path again.
/// - An empty stack shows nothing.
/// - While a flow guards a pushed screen, or a screen in it (``Flow/guardLeaving(_:in:onAttempt:)``),
///   its back button is hidden (`navigationBarBackButtonHidden`), which also disables the back
///   swipe: SwiftUI has no refusal that reports, so the guard's handler is not called. Give the
///   screen a back button of its own that asks.
@MainActor
public struct ScreenStackView<Content: View>: View {
    @Bindable private var stack: HeadlessStack
    private let content: (ScreenItem) -> Content

    /// Binds a stack.
    ///
    /// - Parameters:
    ///   - stack: The stack to show and write back to.
    ///   - content: The view of each screen, root and pushed alike.
    public init(_ stack: HeadlessStack, @ViewBuilder content: @escaping (ScreenItem) -> Content) {
        self.stack = stack
        self.content = content
    }

    /// The `NavigationStack`.
    public var body: some View {
        NavigationStack(path: $stack.path) {
            stack.screens.first.map { content(ScreenItem($0)) }
                .navigationDestination(for: ScreenItem.self) { item in
                    PushedScreenView(stack: stack, item: item, content: content)
                }
        }
    }
}

/// A pushed screen's view, with its back button hidden while it holds a guarded screen.
///
/// A view of its own so that its body, where SwiftUI tracks what it reads, reads the stack's
/// guards.
private struct PushedScreenView<Content: View>: View {
    let stack: HeadlessStack
    let item: ScreenItem
    let content: (ScreenItem) -> Content

    var body: some View {
        content(item)
            .navigationBarBackButtonHidden(stack.refusesGoingBack(from: item.screen))
    }
}
#endif
