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
final class AppCoordinator: Coordinator<Void> {
    let holder: ScreenHolder
    private(set) var lastDraft: String?
    private(set) var helpCount = 0

    init(holder: ScreenHolder) {
        self.holder = holder
        super.init()
    }

    override func start() {
        let list = TestScreen<ListIntent>("list")
        holder.show(list)
        bind(to: list) { [unowned self] intent in
            switch intent {
            case .open(let id):
                try? startChild(DetailCoordinator(holder: holder, id: id))
            case .compose:
                try? startChild(ComposeCoordinator(holder: holder)) { [unowned self] result in
                    lastDraft = try? result.get()
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
final class DetailCoordinator: Coordinator<Void> {
    let holder: ScreenHolder
    let id: Int
    weak var screen: TestScreen<DetailIntent>?

    init(holder: ScreenHolder, id: Int) {
        self.holder = holder
        self.id = id
        super.init()
    }

    override func start() {
        let screen = TestScreen<DetailIntent>("detail \(id)")
        self.screen = screen
        holder.show(screen)
        bind(to: screen) { [unowned self] intent in
            switch intent {
            case .close:
                // Through the weak property: capturing `screen` would make it own itself.
                if let screen = self.screen { holder.remove(screen) }
                return .handled
            case .share:
                return .unhandled
            }
        }
    }
}

/// Ends with the text sent, or without a result when cancelled or released.
@MainActor
final class ComposeCoordinator: Coordinator<String> {
    let holder: ScreenHolder
    weak var screen: TestScreen<ComposeIntent>?

    init(holder: ScreenHolder) {
        self.holder = holder
        super.init()
    }

    override func start() {
        let screen = TestScreen<ComposeIntent>("compose")
        self.screen = screen
        holder.show(screen)
        bind(to: screen) { [unowned self] intent in
            switch intent {
            case .send(let text):
                finish(with: text)
                if let screen = self.screen { holder.remove(screen) }
            case .cancel:
                cancel()
                if let screen = self.screen { holder.remove(screen) }
            }
            return .handled
        }
    }
}

/// A coordinator that only holds children; its life is not bound to a screen.
@MainActor
final class NodeCoordinator: Coordinator<Void> {
    override init(name: String? = nil) {
        super.init(name: name)
    }
}

/// A coordinator that handles every intent bubbled up to it, and notes where it came from and
/// what state it was in when it did.
@MainActor
final class BubbleCatcher: Coordinator<Void> {
    private(set) var caught: [String] = []

    override init(name: String? = nil) {
        super.init(name: name)
    }

    override func route(bubbled intent: any Sendable, from child: AnyCoordinator) -> RouteResult {
        caught.append("\(intent) from \(child.name) while \(state)")
        return .handled
    }
}
