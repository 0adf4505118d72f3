/// The tasks a coordinator owns (``Flow/task(_:)``), cancelled when it ends.
@MainActor
struct OwnedWork {
    private(set) var tasks: [Int: CoordinatorTask] = [:]
    private var lastID = 0

    var isEmpty: Bool {
        tasks.isEmpty
    }

    /// The number the next task takes.
    mutating func nextID() -> Int {
        lastID += 1
        return lastID
    }

    mutating func add(_ task: CoordinatorTask) {
        tasks[task.id] = task
    }

    mutating func remove(_ task: CoordinatorTask) {
        tasks[task.id] = nil
    }

    /// Its tasks in the order they were asked for, to cancel as it ends.
    var inOrder: [CoordinatorTask] {
        let inTable = Array(tasks.values)
        return ascendingOrder(of: inTable.map(\.id)).map { inTable[$0] }
    }
}
