import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A coordinator bound to a container (tabs, a stack, a split, a presented modal's container)
/// ends when the window or its presenter drops that container, removed or released, as a
/// coordinator bound to a screen does; the flows inside end first; nothing stays alive or on the
/// hierarchy.
@MainActor
@Suite struct ContainerLifetimeTests {
    /// `app` (a node) over the harness's window, started, with its start logged and skipped.
    private func world() throws -> Harness {
        let world = Harness.windowed(named: "app") { _ in NodeCoordinator() }
        try world.start()
        world.log.skipReceivedEvents()
        return world
    }

    /// Starts `flow` under the root and a child of it, `inner`, bound to a screen it pushes on
    /// `stack`, then skips the set-up's events.
    private func start<Container>(
        _ flow: ContainerFlow<Container>, in world: Harness, innerOn stack: HeadlessStack?, skipping: Bool = true
    ) throws {
        world.watch(flow, "flow")
        try world.root(as: NodeCoordinator.self).flow.startChild(flow, named: "flow")
        if let stack {
            let inner = ScreenFlow { [weak stack] screen in try stack?.push(screen) }
            world.watch(inner, "inner")
            try flow.flow.startChild(inner, named: "inner")
        }
        if skipping { world.log.skipReceivedEvents() }
    }

    /// A mailbox at the window's root, and a flow that presents a compose stack over it, binds
    /// to that stack and runs an inner flow on it; `then` gets the stack, which only the window
    /// holds once it returns.
    private func presentComposeFlow(
        in world: Harness, then: (HeadlessStack) throws -> Void
    ) throws -> TestScreen<FlowIntent> {
        let mailbox = TestScreen<FlowIntent>("mailbox")
        _ = try world.window.setRoot(mailbox)
        let compose = HeadlessStack(name: "compose")
        let window = world.window
        let flow = ContainerFlow<HeadlessStack> { [weak mailbox] flow in
            guard let mailbox else { return nil }
            flow.present(compose, over: mailbox, in: window)
            return compose
        }
        try start(flow, in: world, innerOn: compose)
        try then(compose)
        return mailbox
    }

    /// The end of `flow` and of its `inner` child after a removal: the child first, as its screen
    /// went first, then the flow, bound to the container.
    private static let innerThenFlowEnded = [
        "app/flow/inner: torn down (screen released)",
        "app/flow: child inner ended: screen released",
        "app/flow: torn down (screen released)",
        "app: child flow ended: screen released",
    ]

    @Test func tabsFlowEndsWhenTheWindowReplacesItsRoot() throws {
        let world = try world()
        do {
            let tabs = HeadlessTabs()
            let inbox = HeadlessStack(name: "inbox")
            let window = world.window
            let flow = ContainerFlow<HeadlessTabs> { flow in
                flow.setTabs([inbox, TestScreen<FlowIntent>("settings")], in: tabs)
                flow.setRoot(tabs, in: window)
                return tabs
            }
            try start(flow, in: world, innerOn: inbox)
            world.watch(tabs, "tabs")
            world.watch(inbox, "inbox stack")
            #expect(flow.flow.boundScreen === tabs)
        }

        let signedOut = TestScreen<FlowIntent>("signed out")
        _ = try world.window.setRoot(signedOut)

        try world.log.expect(Self.innerThenFlowEnded)
        #expect(world.tree.root?.children.isEmpty == true)
        #expect(world.window.allScreens.count == 1 && world.window.root === signedOut)
        world.log.expectNoLeaks(shownIn: world.window)
        world.expectEverythingReleased()
    }

    @Test func stackFlowEndsWhenTheTabHoldingItIsReplaced() throws {
        let world = try world()
        let tabs = HeadlessTabs()
        _ = try world.window.setRoot(tabs)
        do {
            let stack = HeadlessStack(name: "catalog")
            let flow = ContainerFlow<HeadlessStack> { flow in
                flow.setTabs([stack], in: tabs)
                return stack
            }
            try start(flow, in: world, innerOn: stack)
            world.watch(stack, "catalog stack")
        }

        let search = TestScreen<FlowIntent>("search")
        _ = try tabs.replaceTab(at: 0, with: search)

        try world.log.expect(Self.innerThenFlowEnded)
        #expect(world.window.allScreens.count == 2 && world.window.visibleScreen === search)
        world.log.expectNoLeaks(shownIn: world.window)
        world.expectEverythingReleased()
    }

    @Test func splitFlowEndsWhenTheWindowReplacesItsRoot() throws {
        let world = try world()
        do {
            let split = HeadlessSplit()
            let messages = HeadlessStack(name: "messages")
            let window = world.window
            let flow = ContainerFlow<HeadlessSplit> { flow in
                flow.setRoot(split, in: window)
                flow.showSecondary(messages, in: split)
                return split
            }
            try start(flow, in: world, innerOn: messages)
            try split.setPrimary(TestScreen<FlowIntent>("mailboxes"))
            world.watch(split, "split")
            world.watch(messages, "messages stack")
        }

        _ = try world.window.setRoot(nil)

        try world.log.expect(Self.innerThenFlowEnded)
        #expect(world.window.allScreens.isEmpty)
        world.log.expectNoLeaks(shownIn: world.window)
        world.expectEverythingReleased()
    }

    @Test func modalFlowEndsWhenTheUserSwipesItsPresentedStackDown() throws {
        let world = try world()
        let mailbox = try presentComposeFlow(in: world) { compose in world.watch(compose, "compose stack") }

        world.window.userSwipesDown()  // tells no coordinator

        try world.log.expect(Self.innerThenFlowEnded)
        #expect(world.window.allScreens.count == 1 && world.window.visibleScreen === mailbox)
        world.log.expectNoLeaks(shownIn: world.window)
        world.expectEverythingReleased()
    }

    @Test func modalFlowEndsWhenAScreenBelowDismissesItsPresentedStack() throws {
        let world = try world()
        let mailbox = try presentComposeFlow(in: world) { compose in
            try compose.push(TestScreen<FlowIntent>("attachments"))
        }

        _ = try world.window.dismiss(from: mailbox)  // from the root, not from the flow

        try world.log.expect(Self.innerThenFlowEnded)
        #expect(world.window.presentedScreens.isEmpty)
        world.log.expectNoLeaks(shownIn: world.window)
        world.expectEverythingReleased()
    }

    @Test func flowEndsWhenItsContainerIsReleasedWithoutARemoval() throws {
        let world = try world()
        do {
            let stack = HeadlessStack(name: "loose")
            let holder = world.holder
            // Weakly: the flow holding its container would keep it alive, and nothing but the
            // release ends a flow bound to a container no container of ours removes.
            let flow = ContainerFlow<HeadlessStack> { [weak stack] _ in
                guard let stack else { return nil }
                holder.show(stack)  // held by something that is no container of ours
                return stack
            }
            try start(flow, in: world, innerOn: stack)
        }

        world.holder.removeAll()  // the only owner lets go: the release ends both flows

        try world.log.expect(Self.innerThenFlowEnded)
        world.expectEverythingReleased()
    }

    @Test func bindingToAContainerAlreadyRemovedIsRefusedAndEndsTheFlow() throws {
        let world = try world()
        let stack = HeadlessStack(name: "gone")
        _ = try world.window.setRoot(stack)
        _ = try world.window.setRoot(nil)  // the stack's life finished with its removal
        do {
            let flow = ContainerFlow<HeadlessStack> { [weak stack] _ in stack }
            try start(flow, in: world, innerOn: nil, skipping: false)
        }

        try world.log.expect([
            "app: child added: flow",
            "app/flow: started",
            "app/flow: REJECTED bind HeadlessStack: HeadlessStack's intents already finished (the screen was removed, "
                + "or its channel was finished); a screen whose channel finished can never be bound: keep the "
                + "channel in a stored `let`",
            "app/flow: torn down (screen released)",
            "app: child flow ended: screen released",
        ])
        world.expectEverythingReleased()
    }

    @Test func cancelledContainerFlowRemovesItsContainerAndEndsTheFlowsInsideOnce() throws {
        let world = try world()
        do {
            let tabs = HeadlessTabs()
            let inbox = HeadlessStack(name: "inbox")
            let window = world.window
            let flow = ContainerFlow<HeadlessTabs> { flow in
                flow.setTabs([inbox], in: tabs)
                flow.setRoot(tabs, in: window)
                return tabs
            }
            try start(flow, in: world, innerOn: inbox)
        }

        world.tree.root?.children.first?.cancel()

        // The cancel tears the subtree down first; removing the tabs afterwards ends nothing twice.
        try world.log.expect([
            "app/flow/inner: torn down (parent torn down)",
            "app/flow: child inner ended: parent torn down",
            "app/flow: torn down (cancelled)",
            "app: child flow ended: cancelled",
        ])
        #expect(world.window.root == nil)
        world.expectEverythingReleased()
    }
}

/// A flow that puts a container on the hierarchy however the test says, and binds its life to it.
@MainActor
final class ContainerFlow<Container: IntentScreen>: KeepsItsFlow where Container.Intent == Never {
    private let show: @MainActor (Flow<Void>) -> Container?
    private(set) var started: Flow<Void>?

    init(show: @escaping @MainActor (Flow<Void>) -> Container?) {
        self.show = show
    }

    func start(_ flow: Flow<Void>) {
        started = flow
        guard let container = show(flow) else { return }
        flow.bind(to: container)
    }
}
