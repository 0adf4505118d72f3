extension FlowNode {
    /// Shows `alert` in `context` and hands its resolution to `onResolution`, logging each step.
    ///
    /// Refused (logged, resolved ``AlertDismissal/notShown`` at once) when this coordinator cannot
    /// act, when the alert has no buttons, or when the context throws. Waits (logged) while the
    /// context shows another alert or others wait there, and shows once the ones before it are
    /// answered; cancelled (``AlertDismissal/flowEnded``) if this coordinator ends first.
    @discardableResult
    func showAlert(
        _ alert: Alert<some Sendable & Hashable>, in context: some AlertContext, turn: ChangeTurn = .asked,
        onResolution: @escaping @MainActor (ShownAlert.Resolution) -> Void
    ) -> Bool {
        let operation = "show \(alert.style) \"\(alert.title)\""
        let refusal =
            refusalToAct(operation: "show alerts")
            ?? (alert.buttons.isEmpty ? "an alert needs a button; give it one with the cancel role" : nil)
        if let refusal {
            reject(operation, reason: refusal)
            onResolution(.dismissed(.notShown))
            return false
        }
        // Its turn came when it is the first of those that waited and no alert shows: the ones
        // still waiting are behind it.
        if context.shownAlert != nil || (turn == .asked && WaitingChanges.hasWaiting(in: context)) {
            wait(toShow: alert, as: operation, in: context, onResolution: onResolution)
            return true
        }
        let shown = ShownAlert(alert) { [weak self, weak context] resolution in
            self?.alertResolved(title: alert.title, buttons: alert.buttons, resolution)
            onResolution(resolution)
            // The next alert waiting there, after the answer's handler: it may have ended the
            // flow that asked, or shown something itself.
            if let context { Self.resumeWaitingChanges(in: context) }
        }
        do {
            try context.showAlert(shown)
        } catch {
            reject(operation, reason: error.description)
            shown.resolve(.dismissed(.notShown))
            return false
        }
        madeHooks.alerts.add(OpenAlert(alert: shown, context: context))
        log(.alertShown(title: alert.title, style: alert.style))
        // The alert may have been answered already, by a context that answers at once.
        if shown.resolution != nil { hooks?.alerts.removeAnswered() }
        return true
    }

    /// Keeps `alert` until the alerts before it in `context` are answered.
    private func wait(
        toShow alert: Alert<some Sendable & Hashable>, as operation: String, in context: some AlertContext,
        onResolution: @escaping @MainActor (ShownAlert.Resolution) -> Void
    ) {
        let behind = context.shownAlert?.description ?? "the changes asked before it"
        log(.changeWaits(operation: operation, behind: behind))
        let entry = WaitingChanges.Entry(
            asker: self, context: WeakObject(context), operation: operation, wait: .alertAnswered, presenter: nil,
            run: { [weak self, weak context] in
                guard let self, let context else { return onResolution(.dismissed(.presenterRemoved)) }
                self.log(.changeEnded(operation: operation, outcome: .applied))
                self.showAlert(alert, in: context, turn: .afterWaiting, onResolution: onResolution)
            },
            cancel: { [weak self] cancellation in
                let reason: AlertDismissal =
                    switch cancellation {
                    case .flowEnded: .flowEnded
                    case .contextWent: .presenterRemoved
                    }
                self?.log(.changeEnded(operation: operation, outcome: .cancelled(reason: "\(reason)")))
                onResolution(.dismissed(reason))
            })
        enqueue(entry, in: context)
    }

    /// Shows `alert` and waits for its resolution; the tree's `settle()` counts the wait's
    /// resumption as pending work, as it does an awaited child's.
    func showAlertAndWait(
        _ alert: Alert<some Sendable & Hashable>, in context: some AlertContext
    ) async -> ShownAlert.Resolution {
        let resolution = await withCheckedContinuation {
            (continuation: CheckedContinuation<ShownAlert.Resolution, Never>) in
            showAlert(alert, in: context) { [weak tree] resolution in
                tree?.noteWakeupPending()
                continuation.resume(returning: resolution)
            }
        }
        // Through `self`, never a strong local: a wait under way must not keep a dropped tree alive.
        self.tree?.noteWakeupRan()
        return resolution
    }

    /// Logs an alert's answer or dismissal and forgets it.
    private func alertResolved<Action>(
        title: String, buttons: [AlertButton<Action>], _ resolution: ShownAlert.Resolution
    ) {
        hooks?.alerts.removeAnswered()
        switch resolution {
        case .button(let index):
            let button = buttons[index]
            log(.alertAnswered(title: title, button: button.title, action: LoggedValue(button.action)))
        case .dismissed(let reason):
            log(.alertDismissed(title: title, reason: reason))
        }
    }

    /// Takes away the alerts it showed that are still unanswered, as it ends.
    func dismissOpenAlerts() {
        // Most flows leave no alert open: then nothing is taken, copied or emptied.
        guard let hooks, !hooks.alerts.open.isEmpty else { return }
        let open = hooks.alerts.takeAll()
        for entry in open.reversed() {
            guard let alert = entry.alert, alert.resolution == nil else { continue }
            entry.context?.dismissAlert(alert, reason: .flowEnded)
            // A context that no longer shows it (or is gone) did not resolve it: do it here.
            alert.resolve(.dismissed(.flowEnded))
        }
    }
}
