import ReactiveCoordinator
import TestSupport

enum ProductIntent: Sendable, Equatable {
    case chooseOptions
    case checkout
}

enum SheetIntent: Sendable, Equatable {
    case choose(String)
    case close
}

/// The product page of a shop: it awaits an options sheet, or a checkout flow, from work it owns,
/// and writes down how each await returned.
@MainActor
final class ProductCoordinator: Coordinator<Void> {
    let window: HeadlessWindow
    weak var screen: TestScreen<ProductIntent>?
    /// How each awaited child returned, kept outside the coordinator so a test can read it after
    /// the coordinator is gone.
    let returned: Returned
    /// The work awaiting the latest child.
    private(set) var awaiting: CoordinatorTask?
    /// Whether its work captures `self` unowned, as the docs used to teach.
    var capturesUnowned = false

    init(window: HeadlessWindow, returned: Returned) {
        self.window = window
        self.returned = returned
        super.init(name: "product")
    }

    override func start() {
        let screen = TestScreen<ProductIntent>("product")
        self.screen = screen
        setRoot(screen, in: window)
        bind(to: screen) { [unowned self] intent in
            switch intent {
            case .chooseOptions: awaitSheet(SheetCoordinator(name: "options", window: window, over: screen))
            case .checkout: awaitSheet(SheetCoordinator(name: "checkout", window: window, over: screen))
            }
            return .handled
        }
    }

    private func awaitSheet(_ sheet: SheetCoordinator) {
        if capturesUnowned {
            awaiting = task { [unowned self] in
                let result = try await run(sheet)
                note(result)
            }
        } else {
            awaiting = task { note(try await run(sheet)) }
        }
    }

    private func note(_ result: Result<String, TeardownReason>) {
        switch result {
        case .success(let output): returned.lines.append("success(\(output))")
        case .failure(let reason): returned.lines.append("failure(\(reason))")
        }
    }
}

/// How each awaited child returned, in order: `success(red)`, `failure(screen released)`.
@MainActor
final class Returned {
    var lines: [String] = []
}

/// A sheet presented over a screen: finishes with the choice, and dismisses itself as it does.
@MainActor
final class SheetCoordinator: Coordinator<String> {
    let window: HeadlessWindow
    weak var presenter: AnyObject?
    weak var screen: TestScreen<SheetIntent>?

    init(name: String, window: HeadlessWindow, over presenter: AnyObject) {
        self.window = window
        self.presenter = presenter
        super.init(name: name)
    }

    override func start() {
        guard let presenter else { return cancel() }
        let screen = TestScreen<SheetIntent>(name)
        self.screen = screen
        present(screen, over: presenter, in: window)
        bind(to: screen) { [unowned self] intent in
            switch intent {
            case .choose(let choice): finish(with: choice)
            case .close: cancel()
            }
            if let screen = self.screen { dismiss(from: screen, in: window) }
            return .handled
        }
    }
}
