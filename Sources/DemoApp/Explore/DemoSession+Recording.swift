import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

/// The session's actions in the explorer's `Codable` form, for `--record FILE`.
@MainActor
final class SessionRecording {
    let file: String
    private(set) var actions: [FlowAction] = []
    private(set) var log: [String] = []
    /// The actions that have no form the explorer replays (background, save), by description.
    private(set) var skipped: [String] = []

    init(file: String) {
        self.file = file
    }

    func note(_ event: CoordinatorEvent) {
        log.append("\(event.path): \(event.kind)")
    }

    func note(_ action: FlowAction?, for userAction: UserAction) {
        if let action {
            actions.append(action)
        } else if userAction != .launch {
            skipped.append(userAction.description)
        }
    }

    /// Writes the actions, and the log they produce when every action could be recorded.
    ///
    /// - Returns: Why the file could not be written, or `nil`.
    func write() -> String? {
        let replay = FlowReplay(actions: actions, expectedLog: skipped.isEmpty ? log : nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(replay).write(to: URL(fileURLWithPath: file))
            return nil
        } catch {
            return "cannot write \(file): \(error.localizedDescription)"
        }
    }
}

extension DemoSession {
    /// Records the session's actions in the explorer's form, written to a file as the session
    /// ends (`--record FILE`).
    ///
    /// - Parameter file: The file to write.
    package func recordsActions(to file: String) {
        recording = SessionRecording(file: file)
    }

    /// The explorer's form of a user action in the session's current state, or `nil` for an
    /// action it has no form for (launch, background, foreground, save, restore) or one that
    /// will be refused.
    func flowAction(for action: UserAction) -> FlowAction? {
        switch action {
        case .tap(let name, let argument):
            guard let screen = window.visibleScreen as? any TappableScreen,
                let position = Self.position(of: screen, in: window),
                let intent = DemoExplorer.intent(of: name, argument: argument, on: screen)
            else { return nil }
            return .intent(
                screen: position, type: String(describing: type(of: screen)), index: intent.index,
                label: intent.label)
        case .back:
            // The window's back button is the deepest visible stack's that can go back.
            var stack: HeadlessStack?
            var object: AnyObject? = window.presentedScreens.last ?? window.root
            while let current = object {
                if let candidate = current as? HeadlessStack, candidate.screens.count > 1 { stack = candidate }
                object = (current as? any NavigationContext)?.visibleScreen.flatMap { visible in
                    visible === current ? nil : Self.child(of: current, toward: visible)
                }
            }
            return stack.flatMap { Self.position(of: $0, in: window) }.map { .back(stack: $0) }
        case .swipeDown:
            return window.presentedScreens.isEmpty ? nil : .swipeDown
        case .selectTab(let tab):
            guard let tabs = window.root as? HeadlessTabs, window.presentedScreens.isEmpty else { return nil }
            let names = tabs.tabs.map { String(describing: $0) }
            let index =
                if let number = Int(tab), (1...names.count).contains(number) {
                    number - 1
                } else {
                    names.firstIndex { $0 == tab || $0 == "\(tab) stack" }
                }
            return index.map { .selectTab(tabs: [0], index: $0) }
        case .dismissFromBase:
            return window.presentedScreens.isEmpty ? nil : .dismissLevel(0)
        case .openLink(let link):
            return .link(link)
        case .answer(let button):
            guard let alert = window.shownAlert, let index = AlertButtonName.index(of: button, in: alert) else {
                return nil
            }
            return .alertButton(index: index, title: alert.buttons[index].title)
        case .launch, .background, .foreground, .save, .restore:
            return nil
        }
    }

    /// The child of a container on the way to a screen it shows.
    private static func child(of container: AnyObject, toward screen: AnyObject) -> AnyObject? {
        let children: [AnyObject] =
            switch container {
            case let window as HeadlessWindow: (window.root.map { [$0] } ?? []) + window.presentedScreens
            case let stack as HeadlessStack: stack.screens
            case let tabs as HeadlessTabs: tabs.tabs
            case let split as HeadlessSplit: [split.primary, split.secondary].compactMap { $0 }
            default: []
            }
        return children.first { $0 === screen || ($0 as? any NavigationContext)?.contains(screen) == true }
    }

    /// Where an object sits in the window, as the explorer counts positions.
    static func position(of object: AnyObject, in window: HeadlessWindow) -> ScreenPosition? {
        var indices: [Int] = []
        var current: AnyObject = window
        while current !== object {
            let children: [AnyObject?] =
                switch current {
                case let window as HeadlessWindow: (window.root.map { [$0] } ?? []) + window.presentedScreens
                case let stack as HeadlessStack: stack.screens
                case let tabs as HeadlessTabs: tabs.tabs
                case let split as HeadlessSplit: [split.primary, split.secondary]
                default: []
                }
            guard
                let index = children.firstIndex(where: { child in
                    guard let child else { return false }
                    return child === object || (child as? any NavigationContext)?.contains(object) == true
                }), let child = children[index]
            else { return nil }
            indices.append(index)
            current = child
        }
        return ScreenPosition(indices)
    }
}
