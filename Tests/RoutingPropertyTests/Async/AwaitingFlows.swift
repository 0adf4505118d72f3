import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// A screen for the awaiting flows: `open` on the page, `choose` on the sheet.
@MainActor
final class AwaitScreen: IntentScreen {
    enum Intent: Sendable { case open, choose }
    let intents = IntentChannel<Intent>()
}

/// A page that, on `open`, awaits a sheet from work it owns and writes down how the await returned.
///
/// Started as `page`, the sheets it awaits as `sheet`.
@MainActor
final class AwaitingPage: Coordinator {
    let window: HeadlessWindow
    let returned: ReturnLog
    private(set) var awaiting: CoordinatorTask?

    init(window: HeadlessWindow, returned: ReturnLog) {
        self.window = window
        self.returned = returned
    }

    func start(_ flow: Flow<Void>) {
        let page = AwaitScreen()
        flow.setRoot(page, in: window)
        flow.bind(to: page) { _ in
            let sheet = AwaitedSheet(window: self.window, over: page)
            self.awaiting = flow.task {
                switch try await flow.run(sheet, named: "sheet") {
                case .success: self.returned.lines.append("chosen")
                case .failure(let reason): self.returned.lines.append("\(reason)")
                }
            }
            return .handled
        }
    }
}

/// A sheet that finishes on `choose`, dismissing itself.
@MainActor
final class AwaitedSheet: Coordinator {
    let window: HeadlessWindow
    weak var presenter: AnyObject?

    init(window: HeadlessWindow, over presenter: AnyObject) {
        self.window = window
        self.presenter = presenter
    }

    func start(_ flow: Flow<Int>) {
        guard let presenter else { return flow.cancel() }
        let screen = AwaitScreen()
        flow.present(screen, over: presenter, in: window)
        flow.bind(to: screen) { [unowned screen] _ in
            flow.finish(with: 1)
            flow.dismiss(from: screen, in: self.window)
            return .handled
        }
    }
}

/// How each await returned, in order; outside the coordinators, so it outlives them.
@MainActor
final class ReturnLog {
    var lines: [String] = []
}
