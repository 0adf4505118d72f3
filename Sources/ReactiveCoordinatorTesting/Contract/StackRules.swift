import ReactiveCoordinator

/// The rules of `StackContext`, each on a fresh stack.
@MainActor
enum StackRules {
    static func check(_ makeStack: @MainActor () -> any StackContext, in run: inout ContractRun) {
        let make = run.makeScreen
        do {
            let stack = makeStack()
            let root = make("root")
            let top = make("top")
            run.step("push shows screens in order") {
                try stack.push(root)
                try stack.push(top)
            }
            run.expect(stack.screens.count == 2 && stack.screens.last === top, "screens lists the root first, top last")
            run.expect(stack.visibleScreen === top, "the top screen is the visible screen")
            run.expect(stack.contains(root) && stack.contains(top), "a pushed screen is contained")
            run.expect(!stack.contains(stack), "a container does not contain itself")
            run.refusal("pushing a screen already shown throws screenAlreadyShown") {
                if case .screenAlreadyShown = $0 { true } else { false }
            } _: { () throws(NavigationError) in
                try stack.push(top)
            }
            run.refusal("popping to a screen not on the stack throws screenNotInContainer") {
                if case .screenNotInContainer = $0 { true } else { false }
            } _: { () throws(NavigationError) in
                try stack.pop(to: make("stranger"))
            }
        }
        do {
            let stack = makeStack()
            run.step("push shows the root") { try stack.push(make("root")) }
            run.refusal("the root cannot be popped: pop throws cannotPopRoot") {
                if case .cannotPopRoot = $0 { true } else { false }
            } _: { () throws(NavigationError) in
                try stack.pop()
            }
        }
        var watched = [Watched(), Watched(), Watched()]
        do {
            let stack = makeStack()
            run.step("push shows screens in order") {
                for index in 0..<4 {
                    let screen = make("screen \(index)")
                    try stack.push(screen)
                    if index > 0 { watched[index - 1].screen = screen }
                }
            }
            run.step("pop succeeds above the root") { try stack.pop() }
            run.expect(watched[2].screen == nil, "pop releases the popped screen")
            run.expect(stack.popToRoot().count == 2, "popToRoot returns one description per screen removed")
            run.expect(watched[0].screen == nil && watched[1].screen == nil, "popToRoot releases the popped screens")
            run.step("setScreens replaces the stack") {
                let replacement = make("replacement")
                watched[0].screen = replacement
                try stack.setScreens([replacement])
                try stack.setScreens([make("new root")])
            }
            run.expect(watched[0].screen == nil, "setScreens releases the screens it replaced")
        }
    }
}
