import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

extension ExploredApp {
    /// A fresh app of one headless stack, whose tree's root `root` makes from the stack: the
    /// small apps these tests explore one behaviour with.
    @MainActor
    static func oneStack(named stackName: String, tree treeName: String, root: (HeadlessStack) -> some Coordinator)
        -> ExploredApp
    {
        let stack = HeadlessStack(name: stackName)
        let tree = CoordinatorTree(root: root(stack), named: treeName)
        return ExploredApp(tree: tree, root: stack)
    }
}
