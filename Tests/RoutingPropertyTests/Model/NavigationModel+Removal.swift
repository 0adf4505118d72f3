import ReactiveCoordinator

/// What leaving the hierarchy does: a released screen ends the coordinator bound to it, an
/// ending coordinator ends its subtree (children first) and takes its screens with it.
extension NavigationModel {
    /// Takes the screens at `index` and above off a stack.
    mutating func removeFromStack(_ stack: Int, from index: Int) {
        guard let screens = stacks[stack], index < screens.count else { return }
        stacks[stack]!.removeSubrange(index...)
        release(Array(screens[index...]))
    }

    /// Replaces a stack's screens; those left out are released.
    mutating func replaceStack(_ stack: Int, with kept: [Int]) {
        let removed = stacks[stack]!.filter { !kept.contains($0) }
        stacks[stack] = kept
        release(removed)
    }

    /// Dismisses the presented levels from `index` (into `modals`) up.
    mutating func removeModals(from index: Int) {
        guard index < modals.count else { return }
        let removed = Array(modals[index...])
        modals.removeSubrange(index...)
        for stack in removed {
            let held = stacks.removeValue(forKey: stack) ?? []
            stackNames[stack] = nil
            release(held)
        }
    }

    /// Empties the window: modals, then the tabs and all they hold.
    mutating func clearWindow() {
        removeModals(from: 0)
        guard let tabs else { return }
        self.tabs = nil
        for tab in tabs {
            switch tab {
            case .stack(let stack):
                let held = stacks.removeValue(forKey: stack) ?? []
                stackNames[stack] = nil
                release(held)
            case .screen(let screen):
                release([screen])
            }
        }
    }

    /// Screens that left the hierarchy are released: a bound one ends its coordinator, a routed
    /// one only loses its route.
    mutating func release(_ released: [Int]) {
        for id in released {
            guard let screen = screens.removeValue(forKey: id), let owner = screen.owner,
                let coordinator = coordinators[owner]
            else { continue }
            if coordinator.bound == id {
                end(owner, .screenReleased)
            } else {
                coordinators[owner]!.routes.removeAll { $0 == id }
            }
        }
    }

    /// Ends a coordinator: its subtree first, children before parents.
    mutating func end(_ id: Int, _ reason: TeardownReason) {
        guard let coordinator = coordinators[id] else { return }
        if reason != .screenReleased { explicitEnds.append("\(coordinator.path) torn down (\(reason))") }
        for node in subtree(of: id).reversed() {
            tearDown(node)
        }
    }

    /// One coordinator ends: it leaves its parent, drops what it buffered (saying so), and
    /// takes its own screens off the hierarchy.
    private mutating func tearDown(_ id: Int) {
        guard let coordinator = coordinators.removeValue(forKey: id) else { return }
        aCoordinatorEnded = true
        if let parent = coordinator.parent {
            coordinators[parent]?.children.removeAll { $0 == id }
        }
        for lost in coordinator.buffered {
            outcomes.append("dropped \(lost.kind.name) at \(coordinator.path)")
        }
        if id == rootID {
            rootID = nil
            // A link waiting for the tree ends with it, and says so.
            if waitingLink != nil {
                waitingLink = nil
                outcomes.append("rejected deep link at \(coordinator.path)")
                waitingLinkFailure = .treeNotRunning
            }
        }
        switch coordinator.kind {
        case .detail:
            if let stack = coordinator.stack, let bound = coordinator.bound,
                let index = stacks[stack]?.firstIndex(of: bound)
            {
                removeFromStack(stack, from: index)
            }
        case .compose:
            if let stack = coordinator.stack, let level = modals.firstIndex(of: stack) {
                removeModals(from: level)
            }
        case .app:
            clearWindow()
        case .inbox, .settings:
            break
        }
    }
}
