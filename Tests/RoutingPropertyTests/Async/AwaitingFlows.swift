import ReactiveCoordinator

/// A screen for the awaiting flows: `open` on the page, `choose` on the sheet.
@MainActor
final class AwaitScreen: IntentScreen {
    enum Intent: Sendable { case open, choose }
    let intents = IntentChannel<Intent>()
}

/// A page that, on `open`, awaits a sheet from work it owns and writes down how the await returned.
@MainActor
final class AwaitingPage: Coordinator<Void> {
    let window: HeadlessWindow
    let returned: ReturnLog
    private(set) var awaiting: CoordinatorTask?

    init(window: HeadlessWindow, returned: ReturnLog) {
        self.window = window
        self.returned = returned
        super.init(name: "page")
    }

    override func start() {
        let page = AwaitScreen()
        setRoot(page, in: window)
        bind(to: page) { [unowned self] _ in
            let sheet = AwaitedSheet(window: window, over: page)
            awaiting = task {
                switch try await run(sheet) {
                case .success: returned.lines.append("chosen")
                case .failure(let reason): returned.lines.append("\(reason)")
                }
            }
            return .handled
        }
    }
}

/// A sheet that finishes on `choose`, dismissing itself.
@MainActor
final class AwaitedSheet: Coordinator<Int> {
    let window: HeadlessWindow
    weak var presenter: AnyObject?

    init(window: HeadlessWindow, over presenter: AnyObject) {
        self.window = window
        self.presenter = presenter
        super.init(name: "sheet")
    }

    override func start() {
        guard let presenter else { return cancel() }
        let screen = AwaitScreen()
        present(screen, over: presenter, in: window)
        bind(to: screen) { [unowned self, unowned screen] _ in
            finish(with: 1)
            dismiss(from: screen, in: window)
            return .handled
        }
    }
}

/// How each await returned, in order; outside the coordinators, so it outlives them.
@MainActor
final class ReturnLog {
    var lines: [String] = []
}
