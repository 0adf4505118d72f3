import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import Testing

/// A screen whose description is the text a picture shows for it.
@MainActor
final class LabelledScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable {
        case tap
    }

    let intents = IntentChannel<Intent>()
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A coordinator that shows a labelled screen however the test says and binds its life to it.
@MainActor
final class DrawnFlow: KeepsItsFlow {
    private let label: String
    private let show: @MainActor (LabelledScreen) throws -> Void
    private(set) var started: Flow<Void>?

    init(screen label: String, show: @escaping @MainActor (LabelledScreen) throws -> Void) {
        self.label = label
        self.show = show
    }

    func start(_ flow: Flow<Void>) {
        started = flow
        let screen = LabelledScreen(label)
        do {
            try show(screen)
        } catch {
            flow.cancel()
            return
        }
        flow.bind(to: screen) { _ in .handled }
    }
}

extension Harness {
    /// A started world in the window: `app` bound to `inbox`, the root of a stack that is the
    /// window's root; its child `message` bound to `message 3`, pushed on that stack; and
    /// `compose`, presented over the stack and routed by `app` without being bound to it.
    static func startedForAPicture(
        app: String = "app", inbox: String = "inbox", message: String = "message", messageScreen: String = "message 3"
    ) throws -> Harness {
        let world = Harness.windowed(named: app) { window in
            DrawnFlow(screen: inbox) { [weak window] screen in
                let stack = HeadlessStack(name: "stack")
                try window?.setRoot(stack)
                try stack.push(screen)
            }
        }
        try world.start()
        let stack = world.window.root as? HeadlessStack
        let root = try world.root(as: DrawnFlow.self)
        try root.flow.startChild(
            DrawnFlow(screen: messageScreen) { [weak stack] screen in try stack?.push(screen) }, named: message)
        let compose = LabelledScreen("compose")
        if let stack { try world.window.present(compose, over: stack) }
        root.flow.route(compose) { _ in .handled }
        for object in [compose] + (stack.map { [$0] + $0.screens } ?? []) {
            world.watch(object, String(describing: object))
        }
        return world
    }

    /// The picture's two halves, taken now.
    var snapshots: (tree: TreeSnapshot, hierarchy: HierarchySnapshot) {
        (tree.snapshot(), HierarchySnapshot(of: window, coordinators: tree))
    }
}
