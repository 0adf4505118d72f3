import ReactiveCoordinator

/// How intents travel: the route of the screen that sent it, its pause policy, the handler,
/// then bubbling up the parents to the root.
extension NavigationModel {
    /// A screen sends an intent: its route receives it, or the pause policy keeps or drops it.
    mutating func deliver(_ kind: AnyIntentKind, from screen: Int) {
        guard let owner = screens[screen]?.owner, let coordinator = coordinators[owner] else { return }
        if coordinator.state == .paused {
            switch kind.family.pausedPolicy {
            case .deliver:
                break
            case .buffer:
                arrivals += 1
                coordinators[owner]!.buffered.append((screen, kind, arrivals))
                outcomes.append("buffered \(kind.name) at \(coordinator.path)")
                return
            case .drop:
                outcomes.append("dropped \(kind.name) at \(coordinator.path)")
                return
            }
        }
        dispatch(kind, from: screen, to: owner)
    }

    /// Runs the route's handler; an intent it does not handle bubbles up.
    mutating func dispatch(_ kind: AnyIntentKind, from screen: Int, to owner: Int) {
        let path = path(owner)
        if handle(kind, from: screen, by: owner) {
            outcomes.append("routed \(kind.name) at \(path)")
        } else {
            bubble(kind, from: owner)
        }
    }

    /// Each parent in turn may handle it; past the root it is reported unhandled, at the root.
    mutating func bubble(_ kind: AnyIntentKind, from origin: Int) {
        var child = origin
        while let parent = coordinators[child]?.parent, coordinators[parent] != nil {
            let parentPath = path(parent)
            let childPath = path(child)
            if handleBubbled(kind, by: parent) {
                outcomes.append("routed \(kind.name) at \(parentPath) from \(childPath)")
                return
            }
            child = parent
        }
        outcomes.append("unhandled \(kind.name) at \(path(child))")
        unhandledCount += 1
    }

    /// The app's route handlers: what each flow does with each intent of its own screens.
    mutating func handle(_ kind: AnyIntentKind, from screen: Int, by id: Int) -> Bool {
        let coordinator = coordinators[id]!
        switch (coordinator.kind, kind) {
        case (.app, .home(let intent)):
            switch intent {
            case .openDetail: _ = startDetail(of: id, on: homeStack)
            case .compose: startCompose(of: id)
            case .help: return false
            case .logout: logout()
            case .openTwo:
                let detail = startDetail(of: id, on: homeStack)
                deliver(.detail(.more), from: coordinators[detail]!.bound!)
            }
        case (.inbox, .inbox(let intent)):
            switch intent {
            case .openDetail: _ = startDetail(of: id, on: inboxStack)
            case .compose: startCompose(of: id)
            case .share, .help: return false
            }
        case (.settings, .settings(let intent)):
            return intent == .toggle
        case (.detail, .detail(let intent)):
            switch intent {
            case .more: _ = startDetail(of: id, on: coordinator.stack!)
            case .moreTwice:
                deliver(.detail(.more), from: screen)
                deliver(.detail(.more), from: screen)
            case .close: end(id, .finished)
            case .compose: startCompose(of: id)
            case .share, .help, .logout: return false
            }
        case (.compose, .compose(let intent)):
            switch intent {
            case .send: end(id, .finished)
            case .cancel: end(id, .cancelled)
            case .attach: pushAttachment(by: id)
            case .compose: startCompose(of: id)
            case .openDetail: _ = startDetail(of: id, on: coordinator.stack!)
            case .help: return false
            }
        case (.compose, .attach(let intent)):
            switch intent {
            case .done:
                if let stack = coordinator.stack, let index = stacks[stack]?.firstIndex(of: screen) {
                    removeFromStack(stack, from: index)
                }
            case .sendDraft: deliver(.compose(.send), from: coordinator.bound!)
            case .share, .help: return false
            }
        default:
            preconditionFailure("\(coordinator.path) does not route \(kind)")
        }
        return true
    }

    /// What ancestors do with intents their descendants did not handle.
    mutating func handleBubbled(_ kind: AnyIntentKind, by id: Int) -> Bool {
        switch coordinators[id]!.kind {
        case .app where kind.isShare:
            startCompose(of: id)
        case .app where kind.isLogout:
            logout()
        case .compose where kind.isShare:
            pushAttachment(by: id)
        default:
            return false
        }
        return true
    }

    // MARK: What the handlers do

    mutating func startDetail(of parent: Int, on stack: Int) -> Int {
        let detail = startChild(.detail, of: parent)
        coordinators[detail]!.stack = stack
        route(addScreen(.detail, owner: detail, on: stack), by: detail, bound: true)
        return detail
    }

    mutating func startCompose(of parent: Int) {
        let compose = startChild(.compose, of: parent)
        let stack = addStack("compose")
        coordinators[compose]!.stack = stack
        modals.append(stack)
        route(addScreen(.compose, owner: compose, on: stack), by: compose, bound: true)
    }

    mutating func pushAttachment(by compose: Int) {
        guard let stack = coordinators[compose]!.stack else { return }
        route(addScreen(.attach, owner: compose, on: stack), by: compose, bound: false)
    }

    mutating func logout() {
        removeModals(from: 0)
        removeFromStack(homeStack, from: 1)
        removeFromStack(inboxStack, from: 1)
    }

    // MARK: Pause and resume

    /// Pauses the coordinator and every active one below it.
    mutating func pause(_ id: Int) {
        guard coordinators[id]?.state == .active else { return }
        for node in subtree(of: id) where coordinators[node]!.state == .active {
            coordinators[node]!.state = .paused
        }
    }

    /// Resumes the coordinator and every paused one below it, then routes what they buffered in
    /// the order it arrived across the subtree, each while its coordinator is still running.
    mutating func resume(_ id: Int) {
        guard coordinators[id]?.state == .paused else { return }
        let nodes = subtree(of: id).filter { coordinators[$0]!.state == .paused }
        for node in nodes {
            coordinators[node]!.state = .active
        }
        var waiting: [(node: Int, path: String, intent: (screen: Int, kind: AnyIntentKind, arrival: Int))] = []
        for node in nodes {
            let nodePath = path(node)
            waiting += coordinators[node]!.buffered.map { (node, nodePath, $0) }
            coordinators[node]!.buffered.removeAll()
        }
        waiting.sort { $0.intent.arrival < $1.intent.arrival }
        for (node, nodePath, intent) in waiting {
            switch coordinators[node]?.state {
            case .active?:
                dispatch(intent.kind, from: intent.screen, to: node)
            case .paused?:
                coordinators[node]!.buffered.append(intent)
            default:
                // Ended by an earlier one: the contract is that nothing is dropped silently.
                outcomes.append("dropped \(intent.kind.name) at \(nodePath)")
            }
        }
        runWaitingLinkIfReady()
    }
}
