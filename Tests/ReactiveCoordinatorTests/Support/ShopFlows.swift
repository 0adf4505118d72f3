import ReactiveCoordinator
import ReactiveCoordinatorHeadless
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
final class ProductCoordinator: KeepsItsFlow {
    let window: HeadlessWindow
    weak var screen: TestScreen<ProductIntent>?
    /// How each awaited child returned, kept outside the coordinator so a test can read it after
    /// the coordinator is gone.
    let returned: Returned
    /// The work awaiting the latest child.
    private(set) var awaiting: CoordinatorTask?
    private(set) var started: Flow<Void>?

    init(window: HeadlessWindow, returned: Returned) {
        self.window = window
        self.returned = returned
    }

    func start(_ flow: Flow<Void>) {
        started = flow
        let screen = TestScreen<ProductIntent>("product")
        self.screen = screen
        flow.setRoot(screen, in: window)
        flow.bind(to: screen) { [weak screen] intent in
            guard let screen else { return .handled }
            switch intent {
            case .chooseOptions: self.awaitSheet(SheetCoordinator(window: self.window, over: screen), named: "options")
            case .checkout: self.awaitSheet(SheetCoordinator(window: self.window, over: screen), named: "checkout")
            }
            return .handled
        }
    }

    private func awaitSheet(_ sheet: SheetCoordinator, named name: String) {
        let flow = self.flow
        // Captures `self` strongly, as the library lets it: the flow's end lets go of the work.
        awaiting = flow.task { self.note(try await flow.run(sheet, named: name)) }
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
///
/// Its screen is titled with its flow's name.
@MainActor
final class SheetCoordinator: Coordinator {
    let window: HeadlessWindow
    weak var presenter: AnyObject?
    weak var screen: TestScreen<SheetIntent>?

    init(window: HeadlessWindow, over presenter: AnyObject) {
        self.window = window
        self.presenter = presenter
    }

    func start(_ flow: Flow<String>) {
        guard let presenter else { return flow.cancel() }
        let screen = TestScreen<SheetIntent>(flow.name)
        self.screen = screen
        flow.present(screen, over: presenter, in: window)
        flow.bind(to: screen) { intent in
            switch intent {
            case .choose(let choice): flow.finish(with: choice)
            case .close: flow.cancel()
            }
            if let screen = self.screen { flow.dismiss(from: screen, in: self.window) }
            return .handled
        }
    }
}
