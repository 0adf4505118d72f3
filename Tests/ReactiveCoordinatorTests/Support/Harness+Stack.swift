import ReactiveCoordinator
import ReactiveCoordinatorHeadless

extension Harness {
    /// A started world whose root flow, `app`, shows its screen at the bottom of a navigation
    /// stack that is the window's root, as most apps begin; the stack is `window.root`.
    static func startedInAStack() throws -> Harness {
        let world = Harness.windowed(named: "app") { window in
            ScreenFlow { screen in
                let stack = HeadlessStack()
                try window.setRoot(stack)
                try stack.push(screen)
            }
        }
        try world.start()
        return world
    }
}
