import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// Plays an action on the real app, resolving its target on the real hierarchy the way the
/// model resolves it on its own.
extension AppWorld {
    /// What the real app did that the model predicts beyond the tree and the hierarchy.
    struct Performed {
        var deepLinkFailure: DeepLinkFailure?
        /// An unexpected error from a container, which the app's actions should never cause.
        var error: String?
    }

    /// Every screen and container on the window, in hierarchy order.
    private var allScreens: [AnyObject] {
        window.allScreens
    }

    private var stacks: [HeadlessStack] {
        allScreens.compactMap { $0 as? HeadlessStack }
    }

    /// The running coordinators in pre-order, read from the live tree.
    var liveCoordinators: [AnyFlow] {
        guard let root = tree.root, root.state == .active || root.state == .paused else { return [] }
        var order: [AnyFlow] = []
        var pending = [root]
        while let next = pending.popLast() {
            order.append(next)
            pending.append(contentsOf: next.children.reversed())
        }
        return order
    }

    func perform(_ action: Action) async -> Performed {
        var performed = Performed()
        linkFailure = nil
        do {
            try await play(action, into: &performed)
        } catch {
            performed.error = "\(error)"
        }
        // A waiting link is looked at again on the main actor's next turn after a coordinator's
        // end: the action is over once the tree has settled.
        await tree.settle()
        performed.deepLinkFailure = linkFailure
        return performed
    }

    private func play(_ action: Action, into performed: inout Performed) async throws {
        switch action {
        case .tap(let kind):
            _ = (window.visibleScreen as? any AppScreen)?.send(kind, serial: env.serial())
        case .send(let position, let kind):
            let candidates = allScreens.compactMap { $0 as? any AppScreen }.filter { $0.family == kind.family }
            guard !candidates.isEmpty else { return }
            _ = candidates[position % candidates.count].send(kind, serial: env.serial())
        case .back:
            window.userTapsBack()
        case .popToRoot(let position):
            let candidates = stacks
            guard !candidates.isEmpty else { return }
            candidates[position % candidates.count].popToRoot()
        case .swipeDown:
            window.userSwipesDown()
        case .dismiss(let position):
            let order = allScreens
            guard !window.presentedScreens.isEmpty, !order.isEmpty else { return }
            try window.dismiss(from: order[position % order.count])
        case .selectTab(let index):
            guard let tabs = window.root as? HeadlessTabs, !tabs.tabs.isEmpty else { return }
            try tabs.userSelectsTab(at: index % tabs.tabs.count)
        case .replaceStack(let position, let keep, let promo):
            try replaceStack(position: position, keep: keep, promo: promo)
        case .deepLink(let steps):
            guard tree.root != nil else { return }
            let link = DeepLink(steps: steps.map { $0.intent(serial: env.serial()) })
            // A link that waits reports its end during a later action: the world keeps it.
            tree.open(link) { [weak self] result in
                if case .failure(let error) = result { self?.linkFailure = DeepLinkFailure(error) }
            }
        case .finish(let position, let cancel):
            let candidates = liveCoordinators.filter {
                $0.coordinator is DetailCoordinator || $0.coordinator is ComposeCoordinator
            }
            guard !candidates.isEmpty else { return }
            end(candidates[position % candidates.count], cancel: cancel)
        case .pause(let position):
            let candidates = liveCoordinators.filter { $0.state == .active }
            guard !candidates.isEmpty else { return }
            candidates[position % candidates.count].pause()
        case .resume(let position):
            let candidates = liveCoordinators.filter { $0.state == .paused }
            guard !candidates.isEmpty else { return }
            candidates[position % candidates.count].resume()
        case .writePath, .growPath, .clearSheet, .writeTab, .backSwipe, .sheetDrag:
            playAsSwiftUI(action)
        }
    }

    /// Plays what SwiftUI writes to the containers' bindings, and the interactive swipes.
    private func playAsSwiftUI(_ action: Action) {
        switch action {
        case .writePath(let position, let length):
            let candidates = stacks.filter { $0.screens.count > 1 }
            guard !candidates.isEmpty else { return }
            let stack = candidates[position % candidates.count]
            stack.path = Array(stack.path.prefix(length % stack.path.count))
        case .growPath(let position):
            let candidates = stacks.filter { !$0.screens.isEmpty }
            guard !candidates.isEmpty else { return }
            let screen = PromoScreen()
            registry.track(screen, "linked promo")
            candidates[position % candidates.count].path.append(ScreenItem(screen))
        case .clearSheet(let level):
            guard !window.presentedScreens.isEmpty else { return }
            window[presentedAt: level % window.presentedScreens.count] = nil
        case .writeTab(let index):
            guard let tabs = window.root as? HeadlessTabs, !tabs.tabs.isEmpty else { return }
            tabs.selection = tabs.items[index % tabs.items.count]
        case .backSwipe(let completes):
            // The stack the user sees: the top-most modal's, else the selected tab's.
            let tabs = window.root as? HeadlessTabs
            let selected = tabs?.selectedIndex.map { tabs?.tabs[$0] } ?? nil
            let swipe = ((window.presentedScreens.last ?? selected) as? HeadlessStack)?.beginInteractivePop()
            completes ? swipe?.complete() : swipe?.cancel()
        case .sheetDrag(let completes):
            let drag = window.beginInteractiveDismissal()
            completes ? drag?.complete() : drag?.cancel()
        default:
            return
        }
    }

    private func replaceStack(position: Int, keep: UInt64, promo: Bool) throws {
        let candidates = stacks
        guard !candidates.isEmpty else { return }
        let stack = candidates[position % candidates.count]
        var kept = stack.screens.enumerated().filter { $0.offset < 64 && keep & (1 << $0.offset) != 0 }.map(\.element)
        if promo {
            let screen = PromoScreen()
            registry.track(screen, "promo")
            kept.append(screen)
        }
        try stack.setScreens(kept)
    }

    private func end(_ coordinator: AnyFlow, cancel: Bool) {
        if cancel {
            coordinator.cancel()
        } else if let detail = coordinator.coordinator as? DetailCoordinator {
            detail.flow.finish()
        } else if let compose = coordinator.coordinator as? ComposeCoordinator {
            compose.flow.finish(with: "draft")
        }
    }
}
