extension FlowNode {
    /// Keeps `hook`, replacing an earlier one of its kind; the one place a flow's hooks are set.
    ///
    /// A flow that has ended will never pause, resume, end again or route, so a hook asked of it
    /// could only keep its captures alive: it is refused, logged, and released here (it goes
    /// out of scope with this call).
    func keep(_ hook: FlowHook) {
        if state == .finished {
            reject(hook.operation, reason: "\(path) has ended; the action would never run")
            return
        }
        madeHooks.keep(hook)
    }
}
