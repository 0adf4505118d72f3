import ReactiveCoordinator

/// What the model predicts for one action: the intents' outcomes and a deep link's error.
struct Expectation: Equatable {
    var outcomes: [String]
    var deepLinkFailure: DeepLinkFailure?
    /// Teardowns that must be in the step's log, as `path torn down (reason)`.
    var explicitEnds: [String] = []
}

/// A deep link's error without the intent text, whose serial the model cannot know.
enum DeepLinkFailure: Equatable, CustomStringConvertible {
    case noRoute(step: Int)
    case unhandled(step: Int)
    case treeNotRunning
    case replaced
    case tooManySteps(count: Int)
    case cancelled
    case keptByGuard(step: Int)

    init(_ error: DeepLinkError) {
        switch error {
        case .noRoute(let step, _): self = .noRoute(step: step)
        case .unhandled(let step, _): self = .unhandled(step: step)
        case .treeNotRunning: self = .treeNotRunning
        case .replaced: self = .replaced
        case .tooManySteps(let count, _): self = .tooManySteps(count: count)
        case .cancelled: self = .cancelled
        case .keptByGuard(let step, _): self = .keptByGuard(step: step)
        }
    }

    var description: String {
        switch self {
        case .noRoute(let step): "no route at step \(step)"
        case .unhandled(let step): "unhandled at step \(step)"
        case .treeNotRunning: "tree not running"
        case .replaced: "replaced by a newer link"
        case .tooManySteps(let count): "refused: \(count) steps"
        case .cancelled: "cancelled while it waited"
        case .keptByGuard(let step): "kept by a guard at step \(step)"
        }
    }
}

/// Resolving an action's target on the model's hierarchy, and applying it.
extension NavigationModel {
    /// One place on the hierarchy, in the order `HeadlessWindow.allScreens` lists them.
    enum Node: Equatable {
        case tabs
        case stack(Int)
        case screen(Int)
    }

    /// Every node on the hierarchy, with its presentation level (0 for the tabs' level).
    var hierarchyOrder: [(node: Node, level: Int)] {
        var order: [(Node, Int)] = []
        if let tabs {
            order.append((.tabs, 0))
            for tab in tabs {
                switch tab {
                case .stack(let stack):
                    order.append((.stack(stack), 0))
                    order += stacks[stack]!.map { (.screen($0), 0) }
                case .screen(let screen):
                    order.append((.screen(screen), 0))
                }
            }
        }
        for (index, stack) in modals.enumerated() {
            order.append((.stack(stack), index + 1))
            order += stacks[stack]!.map { (.screen($0), index + 1) }
        }
        return order
    }

    /// The stack on the visible path: the top modal's, else the selected tab if it is a stack.
    var visibleStack: Int? {
        if let top = modals.last { return top }
        guard let tabs, case .stack(let stack) = tabs[selectedTab] else { return nil }
        return stack
    }

    /// The screen the user sees, if it is a screen rather than an empty container.
    var visibleScreen: Int? {
        if let stack = visibleStack { return stacks[stack]!.last }
        guard let tabs, case .screen(let screen) = tabs[selectedTab] else { return nil }
        return screen
    }

    func screens(of family: IntentFamily) -> [Int] {
        hierarchyOrder.compactMap { entry in
            guard case .screen(let id) = entry.node, screens[id]?.family == family else { return nil }
            return id
        }
    }

    var stackOrder: [Int] {
        hierarchyOrder.compactMap { entry in
            guard case .stack(let id) = entry.node else { return nil }
            return id
        }
    }

    var finishable: [Int] {
        preorder.filter { [.detail, .compose].contains(coordinators[$0]!.kind) }
    }

    func coordinators(in state: CoordinatorState) -> [Int] {
        preorder.filter { coordinators[$0]!.state == state }
    }

    /// Applies an action; nil when it has no target here, and is skipped.
    mutating func apply(_ action: Action) -> Expectation? {
        outcomes = []
        explicitEnds = []
        waitingLinkFailure = nil
        aCoordinatorEnded = false
        var failure: DeepLinkFailure?
        switch action {
        case .tap(let kind):
            guard let screen = visibleScreen, screens[screen]?.family == kind.family else { return nil }
            deliver(kind, from: screen)
        case .send(let position, let kind):
            let candidates = screens(of: kind.family)
            guard !candidates.isEmpty else { return nil }
            deliver(kind, from: candidates[position % candidates.count])
        case .back:
            guard let stack = visibleStack, stacks[stack]!.count > 1 else { return nil }
            removeFromStack(stack, from: stacks[stack]!.count - 1)
        case .popToRoot(let position):
            let candidates = stackOrder
            guard !candidates.isEmpty else { return nil }
            removeFromStack(candidates[position % candidates.count], from: 1)
        case .swipeDown:
            guard !modals.isEmpty else { return nil }
            removeModals(from: modals.count - 1)
        case .dismiss(let position):
            let order = hierarchyOrder
            guard !modals.isEmpty, !order.isEmpty else { return nil }
            // UIKit's rule: a level that presents something dismisses what it presents; the
            // top level dismisses itself.
            let level = order[position % order.count].level
            removeModals(from: level < modals.count ? level : level - 1)
        case .selectTab(let index):
            guard let tabs else { return nil }
            // A screen presented over the tabs takes the user's touch: the tap is refused.
            guard modals.isEmpty else { break }
            let tab = index % tabs.count
            if tab == selectedTab, case .stack(let stack) = tabs[tab] { removeFromStack(stack, from: 1) }
            selectedTab = tab
        case .replaceStack(let position, let keep, let promo):
            let candidates = stackOrder
            guard !candidates.isEmpty else { return nil }
            let stack = candidates[position % candidates.count]
            var kept = stacks[stack]!.enumerated().filter { $0.offset < 64 && keep & (1 << $0.offset) != 0 }.map(
                \.element)
            if promo { kept.append(addScreen(nil, owner: nil, on: nil)) }
            replaceStack(stack, with: kept)
        case .deepLink(let steps):
            guard rootID != nil else { return nil }
            failure = submitDeepLink(steps)
        case .finish(let position, let cancel):
            let candidates = finishable
            guard !candidates.isEmpty else { return nil }
            end(candidates[position % candidates.count], cancel ? .cancelled : .finished)
        case .pause(let position):
            let candidates = coordinators(in: .active)
            guard !candidates.isEmpty else { return nil }
            pause(candidates[position % candidates.count])
        case .resume(let position):
            let candidates = coordinators(in: .paused)
            guard !candidates.isEmpty else { return nil }
            resume(candidates[position % candidates.count])
        case .writePath(let position, let length):
            let candidates = stackOrder.filter { stacks[$0]!.count > 1 }
            guard !candidates.isEmpty else { return nil }
            let stack = candidates[position % candidates.count]
            removeFromStack(stack, from: length % (stacks[stack]!.count - 1) + 1)
        case .growPath:
            guard !stackOrder.filter({ !stacks[$0]!.isEmpty }).isEmpty else { return nil }
        case .clearSheet(let level):
            guard !modals.isEmpty else { return nil }
            removeModals(from: level % modals.count)
        case .writeTab(let index):
            guard let tabs else { return nil }
            // SwiftUI writes the selection for the user's tap, which a presented screen refuses.
            guard modals.isEmpty else { break }
            selectedTab = index % tabs.count
        case .backSwipe(let completes):
            guard let stack = visibleStack, stacks[stack]!.count > 1 else { return nil }
            if completes { removeFromStack(stack, from: stacks[stack]!.count - 1) }
        case .sheetDrag(let completes):
            guard !modals.isEmpty else { return nil }
            if completes { removeModals(from: modals.count - 1) }
        }
        // The rule of issue 35: a coordinator's end opens any gate it held, so a waiting link is
        // looked at again, not in the middle of the change that ended it (a window being cleared
        // may end the whole tree a moment later) but once that change has run to its end. A link
        // whose tree ended meanwhile ended with it (``tearDown(_:)``).
        if aCoordinatorEnded { runWaitingLinkIfReady() }
        return Expectation(
            outcomes: outcomes.sorted(), deepLinkFailure: failure ?? waitingLinkFailure, explicitEnds: explicitEnds)
    }

    /// A link waits, whole, while any coordinator is paused, replacing one that waited; else it
    /// runs now.
    private mutating func submitDeepLink(_ steps: [AnyIntentKind]) -> DeepLinkFailure? {
        var failure: DeepLinkFailure?
        if waitingLink != nil {
            waitingLink = nil
            outcomes.append("rejected deep link at \(path(rootID!))")
            failure = .replaced
        }
        if coordinators.values.contains(where: { $0.state == .paused }) {
            waitingLink = steps
            outcomes.append("deep link waits at \(path(rootID!))")
            return failure
        }
        return openDeepLink(steps) ?? failure
    }

    /// Runs the waiting link once no coordinator is paused (after a resume, or after an action
    /// that ended a coordinator).
    mutating func runWaitingLinkIfReady() {
        guard let steps = waitingLink, rootID != nil, !coordinators.values.contains(where: { $0.state == .paused })
        else { return }
        waitingLink = nil
        waitingLinkFailure = openDeepLink(steps)
    }

    /// Routes a link from the root down, as the tree does.
    ///
    /// Step 0 is offered to the root, each further step to the coordinator that took the one
    /// before (the root again if it ended), then to their children, newest first, depth first:
    /// the first with a live route of the step's family takes it. The link stops at a step nobody
    /// takes or nobody handles.
    private mutating func openDeepLink(_ steps: [AnyIntentKind]) -> DeepLinkFailure? {
        var start: Int?
        for (index, step) in steps.enumerated() {
            guard let rootID, coordinators[rootID] != nil else { return .treeNotRunning }
            if let previous = start, coordinators[previous] == nil { start = nil }
            let from = start ?? rootID
            var destination: (coordinator: Int, screen: Int)?
            var pending = [from]
            while let id = pending.popLast() {
                if let screen = coordinators[id]!.routes.last(where: { screens[$0]?.family == step.family }) {
                    destination = (id, screen)
                    break
                }
                pending.append(contentsOf: coordinators[id]!.children)
            }
            guard let destination else {
                outcomes.append("rejected deep link at \(path(from))")
                return .noRoute(step: index)
            }
            outcomes.append("deep link step \(index) \(step.name) at \(path(destination.coordinator))")
            let unhandledBefore = unhandledCount
            deliver(step, from: destination.screen)
            if unhandledCount != unhandledBefore { return .unhandled(step: index) }
            start = destination.coordinator
        }
        return nil
    }
}
