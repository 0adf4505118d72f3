extension CoordinatorTree {
    /// The steps of the deep link waiting for the tree to be ready, or `nil` when none waits;
    /// the flow explorer (`ReactiveCoordinatorTesting`) adds them to a state's key, since a link
    /// that waits makes a state that a newer link, or the tree becoming ready, moves on from.
    ///
    /// The text of a link whose steps are values is made once per storage of its steps, in the
    /// cache that keeps the texts of steps nobody took (`LinkStepTexts`): the explorer reads it
    /// at every state, and a value describes itself alike each time. A link with an object among
    /// its steps is described at every read, as the object may describe itself otherwise later.
    package var waitingLinkSteps: String? {
        // The steps alone are read out of the waiting link: a copy of the whole of it (its
        // completion, its ticket, its weak start) is made and destroyed otherwise.
        guard let steps = waitingLink?.link.steps else { return nil }
        return LinkStepTexts.joinedText(of: steps)
    }

    /// Whether a deep link waits for the tree to be ready: ``waitingLinkSteps`` without making
    /// its text, for the flow explorer's checks at every step.
    package var hasWaitingLink: Bool {
        // One field read in place: a comparison of the optional copies the whole waiting link
        // (its completion, its ticket, its weak start) and destroys the copy, at every step.
        waitingLink?.firstStep != nil
    }

    /// The paths of the flows whose gate for links is closed (`Flow.isReadyForLinks` is
    /// `false`), parents first, or `nil` when none is; the flow explorer adds them to a state's
    /// key: the same screens with a gate closed answer a link otherwise (it waits), and whether a
    /// flow holds its gate is that flow's own state (a payment in flight, a second one).
    package var closedGatePaths: [String]? {
        guard gatesWereClosed, let root = rootNode else { return nil }
        var paths: [String] = []
        root.forEachInSubtreeParentsFirst { node in
            if !node.readyForLinks { paths.append(node.path) }
        }
        return paths.isEmpty ? nil : paths
    }

    /// The changes its flows asked that wait, or `nil` when none waits.
    ///
    /// Each held for a guard's answer (with the guarded screen), and each change or alert waiting
    /// for its turn in a container. The flow explorer adds them to a state's key: the same screens with a change
    /// waiting offer other outcomes (an answer applies it, a cancelled drag lets it land).
    package var waitingChanges: String? {
        let waiting = WaitingChanges.operations(askedIn: self)
        return waiting.isEmpty ? nil : waiting.joined(separator: ",")
    }

    /// Whether the tree has work to finish on the main actor's next turns.
    ///
    /// An awaited child's end that its `run` has not taken yet, or owned work cancelled while
    /// suspended that has not returned. The flow explorer settles the tree after an action only
    /// then.
    package var hasPendingWork: Bool {
        pendingWakeups > 0 || pendingCancelledWork > 0
    }

    /// Whether any flow of the tree ever guarded a screen: until one does, the flow explorer's
    /// guard check has nothing to look at.
    package var hasEverGuarded: Bool {
        guardsWereSet
    }
}

extension AnyFlow {
    /// Whether this flow or one above it waits to make a change or show an alert.
    ///
    /// Its container is busy with a transition, an alert, or changes asked before: a screen it is
    /// bound to may then be on its way to the hierarchy, so the flow explorer does not call it off
    /// the hierarchy yet. The leak audit reads the same.
    package var mayShowLater: Bool {
        WaitingChanges.mayShowLater(node)
    }
}
