/// Remembers, weakly, every coordinator and screen a tree has seen, so it can say which are
/// still alive and why.
@MainActor
final class LeakAudit {
    struct Entry {
        let kind: LeakReport.Kind
        let name: String
        let path: String
        weak var object: AnyObject?
        /// For a screen: the coordinator that routed it.
        weak var owner: AnyCoordinator?
        let ownerPath: String
    }

    private var entries: [Entry] = []
    private var screenIndex: [ObjectIdentifier: Int] = [:]
    private var compactionThreshold = 1024
    private(set) var coordinatorsSeen = 0
    private(set) var screensSeen = 0

    func register(coordinator: AnyCoordinator) {
        coordinatorsSeen += 1
        append(
            Entry(
                kind: .coordinator, name: coordinator.name, path: coordinator.path, object: coordinator, owner: nil,
                ownerPath: ""))
    }

    func register(screen: AnyObject, name: String, routedBy owner: AnyCoordinator) {
        // A screen routed by several coordinators is one screen, owned by the first.
        if let index = screenIndex[ObjectIdentifier(screen)], entries[index].object === screen { return }
        screensSeen += 1
        screenIndex[ObjectIdentifier(screen)] = entries.count
        append(Entry(kind: .screen, name: name, path: owner.path, object: screen, owner: owner, ownerPath: owner.path))
    }

    /// Drops entries of released objects once the list doubles, so long sessions stay small.
    private func append(_ entry: Entry) {
        entries.append(entry)
        if entries.count >= compactionThreshold {
            entries.removeAll { $0.object == nil }
            compactionThreshold = max(1024, entries.count * 2)
            screenIndex.removeAll(keepingCapacity: true)
            for (index, entry) in entries.enumerated() where entry.kind == .screen {
                if let object = entry.object { screenIndex[ObjectIdentifier(object)] = index }
            }
        }
    }

    func report() -> LeakReport {
        var alive: [LeakReport.AliveObject] = []
        for entry in entries {
            guard let object = entry.object else { continue }
            switch entry.kind {
            case .coordinator:
                let coordinator = object as? AnyCoordinator
                let state = coordinator?.state ?? .finished
                let isLeak = state == .finished
                let why =
                    isLeak
                    ? "torn down (\(coordinator?.teardownReason?.description ?? "ended")) but still referenced"
                    : "in the tree, \(state.rawValue)"
                alive.append(.init(kind: .coordinator, name: entry.name, path: entry.path, why: why, isLeak: isLeak))
            case .screen:
                let ownerState = entry.owner?.state
                let isLeak = ownerState == nil || ownerState == .finished
                let why =
                    isLeak
                    ? "its coordinator \(entry.ownerPath) ended but the screen is still referenced"
                    : "routed by \(entry.ownerPath), \(ownerState?.rawValue ?? "")"
                alive.append(.init(kind: .screen, name: entry.name, path: entry.path, why: why, isLeak: isLeak))
            }
        }
        let aliveCoordinators = alive.filter { $0.kind == .coordinator }.count
        let aliveScreens = alive.count - aliveCoordinators
        return LeakReport(
            coordinatorsCreated: coordinatorsSeen,
            coordinatorsReleased: coordinatorsSeen - aliveCoordinators,
            screensSeen: screensSeen,
            screensReleased: screensSeen - aliveScreens,
            alive: alive
        )
    }
}

extension CoordinatorTree {
    /// Which coordinators and screens this tree has seen are still alive, and why.
    ///
    /// A coordinator that is still in the tree and running is alive for a good reason; one that
    /// was torn down but is still referenced is a leak. A screen routed by a running coordinator
    /// is fine; a screen whose coordinator ended is a leak (a zombie screen).
    ///
    /// ```swift
    /// #expect(tree.leakReport().leaks.isEmpty)
    /// ```
    ///
    /// - Returns: The report, as of now.
    public func leakReport() -> LeakReport {
        audit.report()
    }
}
