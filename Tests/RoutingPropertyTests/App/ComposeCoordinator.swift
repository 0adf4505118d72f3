import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// Presents a stack with a compose screen over the top-most level; can push attachments (routed,
/// not bound), details, and further compose flows.
@MainActor
final class ComposeCoordinator: AppFlow<String> {
    private weak var stack: HeadlessStack?
    private weak var screen: Screen<ComposeKind>?

    override func start(_ flow: Flow<String>) {
        super.start(flow)
        flow.onEnd { _ in self.dismissItsLevel() }
        flow.routeBubbledIntents { intent, _ in self.route(bubbled: intent) }
        guard let window = env.window, let presenter = window.presentedScreens.last ?? window.root else {
            return flow.cancel()
        }
        let stack = env.makeStack("compose")
        let screen = env.makeScreen(ComposeKind.self)
        do {
            try stack.push(screen)
            try window.present(stack, over: presenter)
        } catch {
            return flow.cancel()
        }
        self.stack = stack
        self.screen = screen
        bindScreen(screen) { kind in self.route(kind) }
    }

    override var detailStack: HeadlessStack? {
        stack
    }

    /// A compose flow's record: its pause, and where its attachments lie on its stack.
    struct ComposeSaved: Codable {
        var paused: Bool
        /// For each attachment, bottom first, how many other routed screens lie below it.
        ///
        /// Those are its own screen and its details' screens. Screens nobody routes are not
        /// restored, so they are not counted.
        var attachmentsAbove: [Int]
    }

    override var restoration: CoordinatorRestoration? {
        var routedBelow = 0
        var attachmentsAbove: [Int] = []
        for screen in stack?.screens ?? [] {
            if screen is Screen<AttachKind> {
                attachmentsAbove.append(routedBelow)
            } else if screen is any AppScreen {
                routedBelow += 1
            }
        }
        return restorationValue(
            kind: "compose", shown: .presented,
            ComposeSaved(paused: flow.state == .paused, attachmentsAbove: attachmentsAbove))
    }

    /// Puts the attachments back between the screens of its details, which are all back by now:
    /// an attachment pushed above a detail's screen cannot return before that detail does.
    override func didRestore(from restoration: CoordinatorRestoration, in flow: Flow<String>) {
        guard let saved = try? restoration.value(ComposeSaved.self) else { return }
        if let stack {
            var screens: [AnyObject] = []
            var added: [Screen<AttachKind>] = []
            var pending = saved.attachmentsAbove[...]
            func placeAttachments(above routedBelow: Int) {
                while let next = pending.first, next <= routedBelow {
                    pending.removeFirst()
                    let attachment = env.makeScreen(AttachKind.self)
                    added.append(attachment)
                    screens.append(attachment)
                }
            }
            for (index, screen) in stack.screens.enumerated() {
                placeAttachments(above: index)
                screens.append(screen)
            }
            placeAttachments(above: .max)
            if !added.isEmpty, (try? stack.setScreens(screens)) != nil {
                for attachment in added { routeAsAttachment(attachment) }
            }
        }
        restorePause(saved.paused)
    }

    private func route(_ kind: ComposeKind) -> RouteResult {
        switch kind {
        case .send: flow.finish(with: "draft")
        case .cancel: flow.cancel()
        case .attach: pushAttachment()
        case .compose: startCompose()
        case .openDetail: startDetail(on: stack)
        case .help: return .unhandled
        }
        return .handled
    }

    private func pushAttachment() {
        let attachment = env.makeScreen(AttachKind.self)
        guard let stack, (try? stack.push(attachment)) != nil else { return }
        routeAsAttachment(attachment)
    }

    /// Routes an attachment on the stack: routed, not bound, so it does not end this flow.
    private func routeAsAttachment(_ attachment: Screen<AttachKind>) {
        attachment.ownerPath = flow.path
        flow.route(attachment, whilePaused: AttachKind.family.pausedPolicy) { [weak attachment] intent in
            self.routeAttachment(intent.kind, from: attachment)
        }
    }

    private func routeAttachment(_ kind: AttachKind, from attachment: Screen<AttachKind>?) -> RouteResult {
        switch kind {
        case .done:
            if let stack, let attachment, let index = stack.screens.firstIndex(where: { $0 === attachment }) {
                _ = try? stack.setScreens(Array(stack.screens[..<index]))
            }
        case .sendDraft:
            // A nested intent on another screen: routed at once, inside this one.
            screen?.send(.send, serial: env.serial())
        case .share, .help:
            return .unhandled
        }
        return .handled
    }

    /// A share bubbled up from a flow below attaches to this draft.
    private func route(bubbled intent: any Sendable) -> RouteResult {
        guard (intent as? any AppIntent)?.erasedKind.isShare == true else { return .unhandled }
        pushAttachment()
        return .handled
    }

    /// Dismisses its own level, and everything presented above it, if still presented.
    private func dismissItsLevel() {
        guard let window = env.window, let stack,
            let index = window.presentedScreens.firstIndex(where: { $0 === stack })
        else { return }
        let below = index == 0 ? window.root : window.presentedScreens[index - 1]
        if let below { _ = try? window.dismiss(from: below) }
    }
}
