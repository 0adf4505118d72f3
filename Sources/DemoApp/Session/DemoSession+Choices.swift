import ReactiveCoordinator
import ReactiveCoordinatorHeadless

extension DemoSession {
    /// The actions that make sense now, grouped by kind, for a random walk.
    ///
    /// Taps come with each sample argument of their button. The groups are in a fixed order and
    /// each group's actions too, so a seeded walk picks the same actions every run.
    package var choices: [(kind: String, actions: [UserAction])] {
        if let alert = window.shownAlert {
            // Nothing under an alert can be tapped; answering it is all a user would do.
            return [("answer", AlertButtonName.names(in: alert).map(UserAction.answer))]
        }
        var groups: [(String, [UserAction])] = []
        let taps = screen.buttons.flatMap { button in
            button.samples.isEmpty
                ? [UserAction.tap(button.name)]
                : button.samples.map { UserAction.tap(button.name, argument: $0) }
        }
        groups.append(("tap", taps))
        if canGoBack { groups.append(("back", [.back])) }
        if !window.presentedScreens.isEmpty {
            groups.append(("swipe", [.swipeDown]))
            groups.append(("dismiss", [.dismissFromBase]))
        } else if window.root is HeadlessTabs {
            groups.append(("tab", [.selectTab("inbox"), .selectTab("settings")]))
        }
        groups.append(("link", MailLink.samples.map(UserAction.openLink)))
        switch tree.root?.state {
        case .active: groups.append(("background", [.background]))
        case .paused: groups.append(("foreground", [.foreground]))
        default: break
        }
        return groups.filter { !$0.1.isEmpty }
    }

    /// Whether a back button is visible: some stack on the visible path has more than one screen.
    private var canGoBack: Bool {
        var node: AnyObject? = window.presentedScreens.last ?? window.root
        var found = false
        while let current = node {
            switch current {
            case let tabs as HeadlessTabs:
                node = tabs.selectedIndex.map { tabs.tabs[$0] }
            case let stack as HeadlessStack:
                found = found || stack.screens.count > 1
                node = stack.screens.last
            default:
                node = nil
            }
        }
        return found
    }
}
