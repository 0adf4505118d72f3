extension FlowNode {
    /// Keeps a presentation asked while `modal` is in a transition, or while others wait there,
    /// until the transitions end (issue 35): UIKit would drop it with a warning.
    ///
    /// Logged as waiting; once the context calls back, applied in the order asked (logged
    /// `applied`, then presented as if asked then), superseded when its presenter went meanwhile,
    /// or cancelled when this flow ends first.
    ///
    /// - Returns: Whether it waits; `false` when the context is in no transition, is no
    ///   ``TransitioningContext``, or this flow cannot act (the caller refuses it).
    func waitsForTransition(presenting screen: AnyObject, over presenter: AnyObject, in modal: some ModalContext)
        -> Bool
    {
        guard let context = modal as? any TransitioningContext else { return false }
        let behind =
            context.transitionUnderWay
            ?? (WaitingPresentations.hasWaiting(in: context) ? "the presentations asked before it" : nil)
        guard let behind, refusalToAct(operation: "show screens") == nil else { return false }
        let operation = "present \(Self.screenName(screen))"
        log(.changeWaits(operation: operation, behind: behind))
        let entry = WaitingPresentations.Entry(
            asker: self, context: context, presenter: presenter,
            apply: { [weak self, weak modal, weak presenter] in
                guard let self else { return }
                guard let modal, let presenter, modal.contains(presenter) else {
                    return self.log(
                        .changeEnded(operation: operation, outcome: .superseded(reason: "its presenter went away")))
                }
                self.log(.changeEnded(operation: operation, outcome: .applied))
                self.presentNow(screen, over: presenter, in: modal)
            },
            cancel: { [weak self] outcome in
                self?.log(.changeEnded(operation: operation, outcome: outcome))
            })
        let (isFirst, orphans) = WaitingPresentations.add(entry, in: context)
        for orphan in orphans { orphan.cancel(.superseded(reason: "its context went away")) }
        if isFirst { Self.applyWaitingPresentations(afterTransitionIn: context) }
        return true
    }

    /// Cancels the presentations it waits to make, as it ends.
    func cancelWaitingPresentations() {
        for entry in WaitingPresentations.take(askedBy: self) { entry.cancel(.cancelled(reason: "its flow ended")) }
    }

    /// Applies the presentations waiting in `context`, in order, once its transitions end; one
    /// that begins a transition itself (UIKit's animated presentation) makes the rest wait again.
    private static func applyWaitingPresentations(afterTransitionIn context: any TransitioningContext) {
        context.afterTransition { [weak context] in
            guard let context else { return }
            while let next = WaitingPresentations.takeNext(in: context) { next.apply() }
            if WaitingPresentations.hasWaiting(in: context) { applyWaitingPresentations(afterTransitionIn: context) }
        }
    }
}
