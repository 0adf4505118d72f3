import ReactiveCoordinator
import SeededRandom

/// Draws the next action from what the model says is on screen, so that nearly every action
/// does something: intents the visible screen offers, a back button only when there is one,
/// a swipe only over a modal, a resume only of something paused.
enum ActionGenerator {
    static func next(_ model: NavigationModel, _ random: inout SplitMix64) -> Action {
        let order = model.hierarchyOrder
        let routedFamilies = IntentFamily.allCases.filter { family in
            order.contains { entry in
                guard case .screen(let id) = entry.node else { return false }
                return model.screens[id]?.family == family
            }
        }
        let finishable = model.finishable
        let active = model.coordinators(in: .active)
        let paused = model.coordinators(in: .paused)
        var choices: [(weight: Int, element: Kind)] = [
            (10, .send), (6, .selectTab), (4, .replaceStack), (6, .deepLink),
        ]
        if let screen = model.visibleScreen, model.screens[screen]?.family != nil { choices.append((34, .tap)) }
        if let stack = model.visibleStack, model.stacks[stack]!.count > 1 { choices.append((8, .back)) }
        if model.stacks.values.contains(where: { $0.count > 1 }) { choices.append((3, .popToRoot)) }
        if !model.modals.isEmpty { choices += [(6, .swipeDown), (5, .dismiss)] }
        if !finishable.isEmpty { choices.append((5, .finish)) }
        if !active.isEmpty { choices.append((4, .pause)) }
        if !paused.isEmpty { choices.append((8, .resume)) }
        // What SwiftUI writes to the bindings, and the interactive swipes.
        if model.stacks.values.contains(where: { $0.count > 1 }) { choices.append((5, .writePath)) }
        if !model.stackOrder.isEmpty { choices.append((2, .growPath)) }
        if !model.modals.isEmpty { choices += [(4, .clearSheet), (3, .sheetDrag)] }
        if model.tabs != nil { choices.append((3, .writeTab)) }
        if let stack = model.visibleStack, model.stacks[stack]!.count > 1 { choices.append((4, .backSwipe)) }

        switch random.pick(weighted: choices) {
        case .tap:
            let family = model.screens[model.visibleScreen!]!.family!
            return .tap(kind(of: family, &random))
        case .send:
            guard !routedFamilies.isEmpty else { return .selectTab(random.next(below: 3)) }
            let family = random.pick(routedFamilies)
            return .send(screen: random.next(below: model.screens(of: family).count), kind(of: family, &random))
        case .back:
            return .back
        case .popToRoot:
            return .popToRoot(stack: random.next(below: max(1, model.stackOrder.count)))
        case .swipeDown:
            return .swipeDown
        case .dismiss:
            return .dismiss(from: random.next(below: max(1, order.count)))
        case .selectTab:
            return .selectTab(random.next(below: 3))
        case .replaceStack:
            return replaceStack(model, &random)
        case .deepLink:
            return .deepLink((0...random.next(below: 3)).map { _ in deepLinkStep(routedFamilies, &random) })
        case .finish:
            return .finish(coordinator: random.next(below: finishable.count), cancel: random.chance(40))
        case .pause:
            return .pause(coordinator: random.next(below: active.count))
        case .resume:
            return .resume(coordinator: random.next(below: paused.count))
        case .writePath:
            return .writePath(stack: random.next(below: max(1, model.stackOrder.count)), length: random.next(below: 4))
        case .growPath:
            return .growPath(stack: random.next(below: max(1, model.stackOrder.count)))
        case .clearSheet:
            return .clearSheet(level: random.next(below: max(1, model.modals.count)))
        case .writeTab:
            return .writeTab(random.next(below: 3))
        case .backSwipe:
            return .backSwipe(completes: random.chance(50))
        case .sheetDrag:
            return .sheetDrag(completes: random.chance(50))
        }
    }

    private enum Kind {
        case tap, send, back, popToRoot, swipeDown, dismiss, selectTab, replaceStack, deepLink, finish, pause, resume
        case writePath, growPath, clearSheet, writeTab, backSwipe, sheetDrag
    }

    /// An intent of the family; a logout, which clears most of the state, is drawn less often.
    private static func kind(of family: IntentFamily, _ random: inout SplitMix64) -> AnyIntentKind {
        let kinds = AnyIntentKind.all(of: family)
        let first = random.pick(kinds)
        return first.isLogout && random.chance(70) ? random.pick(kinds) : first
    }

    /// Keeps most screens; the bottom of a tab's stack (whose flow runs the tab, or the whole
    /// app) is dropped rarely, so cases seldom end early.
    private static func replaceStack(_ model: NavigationModel, _ random: inout SplitMix64) -> Action {
        let order = model.stackOrder
        guard !order.isEmpty else { return .selectTab(random.next(below: 3)) }
        let position = random.next(below: order.count)
        let stack = order[position]
        var keep: UInt64 = 0
        for bit in 0..<max(1, model.stacks[stack]!.count) where random.chance(65) {
            keep |= 1 << bit
        }
        let keepsBottom = stack == model.homeStack ? 99 : stack == model.inboxStack ? 90 : 80
        if random.chance(keepsBottom) { keep |= 1 } else { keep &= ~1 }
        return .replaceStack(stack: position, keep: keep, promo: random.chance(30))
    }

    /// Mostly a step some live screen can take, sometimes any intent at all.
    private static func deepLinkStep(_ routed: [IntentFamily], _ random: inout SplitMix64) -> AnyIntentKind {
        if !routed.isEmpty && random.chance(75) { return kind(of: random.pick(routed), &random) }
        return random.pick(AnyIntentKind.all)
    }
}
