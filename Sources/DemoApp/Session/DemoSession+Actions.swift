import ReactiveCoordinator
import ReactiveCoordinatorHeadless

extension DemoSession {
    /// Carries out a user action and records it, then everything it caused.
    ///
    /// - Parameters:
    ///   - action: What the user does.
    ///   - note: An explanation recorded after the action, before its effects.
    /// - Returns: `false` if the action could not be done (it is then recorded as refused).
    @discardableResult
    package func perform(_ action: UserAction, note: String? = nil) async -> Bool {
        beginStep(action, note: note)
        let recorded = recording == nil || isFinished ? nil : flowAction(for: action)
        let refusal: String? =
            if isFinished {
                "the session has ended"
            } else {
                await carryOut(action)
            }
        // What the action set off for the main actor's next turn (a waiting link looked at again
        // after a flow's end) belongs to this step, not the next one.
        await tree.settle()
        if let refusal { record(.refused(refusal)) } else { recording?.note(recorded, for: action) }
        return refusal == nil
    }

    /// Does the action; returns why it could not be done, or nil.
    private func carryOut(_ action: UserAction) async -> String? {
        if let alert = window.shownAlert, let refusal = Self.refusal(of: action, under: alert) { return refusal }
        switch action {
        case .launch:
            return launch()
        case .tap(let name, let argument):
            return tap(name, argument: argument)
        case .back:
            return window.userTapsBack() == nil ? "there is no back button on \(screen.screen)" : nil
        case .swipeDown:
            return swipeDown()
        case .answer(let button):
            return answer(button)
        case .selectTab(let tab):
            return selectTab(tab)
        case .dismissFromBase:
            return dismissFromBase()
        case .openLink(let link):
            return await open(link)
        case .background:
            guard let root = tree.root else { return "the app is not running" }
            root.pause()
            return nil
        case .foreground:
            guard let root = tree.root else { return "the app is not running" }
            root.resume()
            return nil
        case .save(let file):
            return save(to: file)
        case .restore(let file):
            return restore(from: file)
        }
    }

    /// Why `action` cannot be done while `alert` covers the screen, or nil: the user can only
    /// answer it (or leave the app, or open a link, which the app handles as it can).
    private static func refusal(of action: UserAction, under alert: ShownAlert) -> String? {
        switch action {
        case .tap, .back, .swipeDown, .selectTab, .dismissFromBase:
            let answers = AlertButtonName.names(in: alert).map { "answer \($0)" }
            return "\(alert) covers the screen; \(answers.joined(separator: ", "))"
        case .launch, .answer, .openLink, .background, .foreground, .save, .restore:
            return nil
        }
    }

    private func swipeDown() -> String? {
        guard !window.presentedScreens.isEmpty else { return "nothing is presented, so there is nothing to swipe down" }
        // A guarded sheet refuses the swipe and tells its flow, which the log shows.
        _ = window.userSwipesDown()
        return nil
    }

    private func answer(_ button: String) -> String? {
        guard let alert = window.shownAlert else { return "no alert is shown, so there is nothing to answer" }
        guard let index = AlertButtonName.index(of: button, in: alert) else {
            let answers = AlertButtonName.names(in: alert).joined(separator: ", ")
            return "\(alert) has no button \(button.quotedForMessage); its buttons: \(answers)"
        }
        window.userTaps(button: alert.buttons[index].title)
        return nil
    }

    private func launch() -> String? {
        do {
            try tree.start()
            if let file = restoresRecordAfterLaunch { return restore(from: file) }
            return nil
        } catch {
            return "the app cannot launch: \(error)"
        }
    }

    private func tap(_ name: String, argument: String?) -> String? {
        guard let visible = window.visibleScreen else { return "nothing is on screen yet; try launch" }
        guard let screen = visible as? any TappableScreen else { return "\(visible) has no buttons" }
        switch screen.tap(name, argument: argument) {
        case .success: return nil
        case .failure(let refusal): return refusal.message
        }
    }

    private func selectTab(_ tab: String) -> String? {
        guard let tabs = window.root as? HeadlessTabs else { return "there are no tabs on screen; log in first" }
        if let cover = window.presentedScreens.last {
            return "the tab bar is covered by \(cover); swipe it down first"
        }
        let names = tabs.tabs.map { String(describing: $0) }
        let index =
            if let number = Int(tab), (1...names.count).contains(number) {
                number - 1
            } else {
                names.firstIndex { $0 == tab || $0 == "\(tab) stack" }
            }
        guard let index else {
            let choices = names.map { $0.replacing(" stack", with: "") }.joined(separator: ", ")
            return "there is no tab \"\(tab)\"; the tabs are \(choices) (or 1 to \(names.count))"
        }
        do {
            try tabs.userSelectsTab(at: index)
            return nil
        } catch {
            return error.description
        }
    }

    private func dismissFromBase() -> String? {
        guard let root = window.root, !window.presentedScreens.isEmpty else {
            return "nothing is presented, so there is nothing to dismiss"
        }
        let base = (root as? any NavigationContext)?.visibleScreen ?? root
        do {
            try window.dismiss(from: base)
            return nil
        } catch {
            return error.description
        }
    }

    private func open(_ link: String) async -> String? {
        let deepLink: DeepLink
        switch MailLink.link(for: link) {
        case .success(let made): deepLink = made
        case .failure(let error):
            return "\(error); links: \(MailLink.forms.joined(separator: ", "))"
        }
        // A link that waits (the app is in the background) runs, or fails, on a later action;
        // one still waiting when the app ends is in the log, as the tree's refusal.
        tree.open(deepLink) { [weak self] result in
            guard case .failure(let error) = result, error != .treeNotRunning else { return }
            self?.record(.failed("link \(link) stopped at \(error)"))
        }
        return nil
    }
}
