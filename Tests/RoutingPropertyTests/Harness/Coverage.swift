/// How much of the state space the cases reached: actions performed by kind, the deepest tree,
/// the most modals, the most coordinators at once.
struct Coverage {
    var actions: [String: Int] = [:]
    var deepestTree = 0
    var mostModals = 0
    var mostCoordinators = 0

    mutating func record(_ action: Action, model: NavigationModel) {
        let name = "\(action)".prefix { $0 != "(" }
        actions[String(name), default: 0] += 1
        deepestTree = max(deepestTree, model.coordinators.values.map(\.depth).max() ?? 0)
        mostModals = max(mostModals, model.modals.count)
        mostCoordinators = max(mostCoordinators, model.coordinators.count)
    }

    mutating func merge(_ other: Coverage) {
        actions.merge(other.actions, uniquingKeysWith: +)
        deepestTree = max(deepestTree, other.deepestTree)
        mostModals = max(mostModals, other.mostModals)
        mostCoordinators = max(mostCoordinators, other.mostCoordinators)
    }

    var description: String {
        let kinds = actions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "reached tree depth \(deepestTree), \(mostModals) modals, \(mostCoordinators) coordinators at once; "
            + "performed \(kinds)"
    }
}
