// A UIKit app's module: it imports the core and the UIKit face, and nothing of SwiftUI,
// Observation or the headless containers. On Linux the UIKit part compiles out and the module
// still builds, which proves the two products import alone.
import MyFlows
import ReactiveCoordinator
import ReactiveCoordinatorUIKit

#if canImport(UIKit)
import UIKit

/// Starts the inbox on a navigation controller, as a UIKit scene delegate would.
@MainActor
public func startInbox(on navigation: UINavigationController) throws -> CoordinatorTree {
    let tree = CoordinatorTree(root: InboxCoordinator(stack: navigation))
    try tree.start()
    return tree
}
#endif

/// Starts the inbox on any stack, the UIKit face's `UINavigationController` among them.
@MainActor
public func startInbox(on stack: any StackContext) throws -> CoordinatorTree {
    let tree = CoordinatorTree(root: InboxCoordinator(stack: stack))
    try tree.start()
    return tree
}
