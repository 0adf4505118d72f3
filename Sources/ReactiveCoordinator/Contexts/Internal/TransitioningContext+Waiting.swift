extension TransitioningContext {
    /// The screens the flows' presentations waiting in this context present over: a binding
    /// write that removes one of them conflicts with a waiting change, and the containers refuse
    /// it, so that the change applies in its turn (issue 35).
    package var presentersOfWaitingPresentations: [AnyObject] {
        WaitingChanges.presenters(waitingIn: self)
    }
}
