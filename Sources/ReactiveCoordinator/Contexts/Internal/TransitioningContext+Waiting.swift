extension TransitioningContext {
    /// Whether its screens are in motion (a transition, the user's back swipe, a sheet's drag)
    /// rather than covered by an alert it shows: a teardown's removal and a deep link wait for
    /// motion, while an alert goes with the level it was shown over and a link's steps ask guards
    /// under it.
    var isInMotion: Bool {
        transitionUnderWay != nil && (self as? any AlertContext)?.shownAlert == nil
    }

    /// The screens the flows' presentations waiting in this context present over: a binding
    /// write that removes one of them conflicts with a waiting change, and the containers refuse
    /// it, so that the change applies in its turn (issue 35).
    package var presentersOfWaitingPresentations: [AnyObject] {
        WaitingChanges.presenters(waitingIn: self)
    }
}
