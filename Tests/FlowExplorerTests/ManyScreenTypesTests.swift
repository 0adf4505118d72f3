import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

// An app of more screen types than the explorer scans for (32): each screen pushes one of a new
// type, `Layered<Layered<...<Ground>>>`, so the key's facts and the walks' container checks are
// found by their tables past the 32nd type.

enum LayerIntent: Sendable, CaseIterable { case deeper }

@MainActor protocol Layer: IntentScreen where Intent == LayerIntent {
    init()
    static var depth: Int { get }
}

@MainActor final class Ground: Layer {
    let intents = IntentChannel<LayerIntent>()
    static var depth: Int { 0 }
}

@MainActor final class Layered<Below: Layer>: Layer {
    let intents = IntentChannel<LayerIntent>()
    static var depth: Int { Below.depth + 1 }
}

final class LayersCoordinator: Coordinator {
    static let deepest = 39
    weak var stack: HeadlessStack?

    init(stack: HeadlessStack) {
        self.stack = stack
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let ground = Ground()
        flow.push(ground, on: stack)
        flow.bind(to: ground) { _ in
            self.show(Layered<Ground>.self, flow)
            return .handled
        }
    }

    private func show<Shown: Layer>(_ type: Shown.Type, _ flow: Flow<Void>) {
        guard let stack else { return }
        let screen = Shown()
        flow.push(screen, on: stack)
        flow.route(screen) { _ in
            if Shown.depth < Self.deepest { self.show(Layered<Shown>.self, flow) }
            return .handled
        }
    }
}

@MainActor
@Suite struct ManyScreenTypesTests {
    private static func intents<Shown: Layer>(of type: Shown.Type, in explorer: FlowExplorer) {
        explorer.intents(of: Shown.self)
        if Shown.depth < LayersCoordinator.deepest { intents(of: Layered<Shown>.self, in: explorer) }
    }

    @Test func anAppOf40ScreenTypesHasAStateForEachDepthOfItsStack() async {
        let explorer = FlowExplorer { .oneStack(named: "layers", tree: "layers") { LayersCoordinator(stack: $0) } }
        Self.intents(of: Ground.self, in: explorer)
        let report = await explorer.explore(depth: LayersCoordinator.deepest + 1)
        #expect(report.findings.isEmpty, "\(report)")
        // One state per screen on the stack, from the ground alone to all 40 types.
        #expect(report.isComplete && report.statesVisited == LayersCoordinator.deepest + 1, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }
}
