import ReactiveCoordinator
import TestSupport

enum ListIntent: Sendable, Equatable {
    case open(Int)
    case compose
    case logout
    case help
}

enum DetailIntent: Sendable, Equatable {
    case close
    case share
}

enum ComposeIntent: Sendable, Equatable {
    case send(String)
    case cancel
}

/// A root that shows a list, opens details as children, and composes through `run`.
@MainActor
final class AppCoordinator: Coordinator {
    let holder: ScreenHolder
    private(set) var lastDraft: String?
    private(set) var helpCount = 0

    init(holder: ScreenHolder) {
        self.holder = holder
    }

    func start(_ flow: Flow<Void>) {
        let list = TestScreen<ListIntent>("list")
        holder.show(list)
        flow.bind(to: list) { intent in
            switch intent {
            case .open(let id):
                try? flow.startChild(DetailCoordinator(holder: self.holder, id: id))
            case .compose:
                try? flow.startChild(ComposeCoordinator(holder: self.holder)) { result in
                    self.lastDraft = try? result.get()
                }
            case .logout:
                return .unhandled
            case .help:
                return .unhandled
            }
            return .handled
        }
    }
}

/// Shows one detail screen and ends when it is closed or released.
@MainActor
final class DetailCoordinator: Coordinator {
    let holder: ScreenHolder
    let id: Int
    weak var screen: TestScreen<DetailIntent>?

    init(holder: ScreenHolder, id: Int) {
        self.holder = holder
        self.id = id
    }

    func start(_ flow: Flow<Void>) {
        let screen = TestScreen<DetailIntent>("detail \(id)")
        self.screen = screen
        holder.show(screen)
        flow.bind(to: screen) { intent in
            switch intent {
            case .close:
                // Through the weak property: capturing `screen` would make it own itself.
                if let screen = self.screen { self.holder.remove(screen) }
                return .handled
            case .share:
                return .unhandled
            }
        }
    }
}

/// Ends with the text sent, or without a result when cancelled or released.
@MainActor
final class ComposeCoordinator: Coordinator {
    let holder: ScreenHolder
    weak var screen: TestScreen<ComposeIntent>?

    init(holder: ScreenHolder) {
        self.holder = holder
    }

    func start(_ flow: Flow<String>) {
        let screen = TestScreen<ComposeIntent>("compose")
        self.screen = screen
        holder.show(screen)
        flow.bind(to: screen) { intent in
            switch intent {
            case .send(let text):
                flow.finish(with: text)
                if let screen = self.screen { self.holder.remove(screen) }
            case .cancel:
                flow.cancel()
                if let screen = self.screen { self.holder.remove(screen) }
            }
            return .handled
        }
    }
}

/// A coordinator that only holds children; its life is not bound to a screen.
///
/// It keeps its flow, so a test can start children under it, finish it or read its state.
@MainActor
final class NodeCoordinator: KeepsItsFlow {
    /// Its flow, once it started; kept after it ended, for the test to read.
    private(set) var started: Flow<Void>?

    func start(_ flow: Flow<Void>) {
        started = flow
    }
}

/// A coordinator that handles every intent bubbled up to it, and notes where it came from and
/// what state it was in when it did.
@MainActor
final class BubbleCatcher: KeepsItsFlow {
    private(set) var caught: [String] = []
    /// Its flow, once it started.
    private(set) var started: Flow<Void>?

    func start(_ flow: Flow<Void>) {
        started = flow
        flow.routeBubbledIntents { intent, child in
            self.caught.append("\(intent) from \(child.name) while \(flow.state)")
            return .handled
        }
    }
}

/// A coordinator that keeps its flow once it started, so a test can act on it from outside, as
/// the old API let a test call `startChild`, `finish` or `state` on the coordinator itself.
@MainActor
protocol KeepsItsFlow: Coordinator {
    /// Its flow, once it started; kept after it ended, for the test to read.
    var started: Flow<Output>? { get }
}

extension KeepsItsFlow {
    /// Its flow; a test asks for it only once the coordinator has started.
    var flow: Flow<Output> {
        guard let started else { preconditionFailure("\(Self.self): not started yet") }
        return started
    }
}
