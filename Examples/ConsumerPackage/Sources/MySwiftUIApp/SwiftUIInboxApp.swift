// A SwiftUI app's module: it imports the core, the headless containers (the SwiftUI face's
// model) and the SwiftUI face, and nothing of UIKit. On Linux the view compiles out and the
// module still builds, which proves the three products import alone.
import MyFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorSwiftUI

#if canImport(SwiftUI)
import SwiftUI

/// The inbox's stack as a SwiftUI view: a back swipe writes to the stack's binding, which
/// releases the screen and ends its flow.
@MainActor
public struct InboxRootView: View {
    let stack: HeadlessStack

    /// Creates the view over the stack the app's tree pushes on.
    public init(stack: HeadlessStack) {
        self.stack = stack
    }

    /// The stack's screens, each drawn as its name.
    public var body: some View {
        ScreenStackView(stack) { item in Text(String(describing: item.screen)) }
    }
}
#endif

/// Starts the inbox on a headless stack that a SwiftUI view binds to.
@MainActor
public func startInbox(on stack: HeadlessStack) throws -> CoordinatorTree {
    let tree = CoordinatorTree(root: InboxCoordinator(stack: stack))
    try tree.start()
    return tree
}
