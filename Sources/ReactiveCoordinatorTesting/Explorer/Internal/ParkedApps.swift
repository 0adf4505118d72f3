/// Apps left in states still to be expanded, with each state's key, kept for those states'
/// expansion (a state with many actions uses more than one).
///
/// One type for the apps, their count and how many each state has, so that the figures cannot
/// drift from the apps kept: the search asks how many are kept for each state left in a level,
/// often tens of them, and reading a list by state number costs less than hashing each number
/// into the table of apps.
struct ParkedApps {
    private var byState: [Int: (key: VisitedStates.Key, runs: [AppRun])] = [:]
    /// How many apps `byState` keeps for each state, by the state's number (none past the end).
    private var countsByState: [Int32] = []
    /// How many apps are kept in all.
    private(set) var count = 0

    /// How many apps are kept for `state`.
    func count(in state: Int) -> Int {
        state < countsByState.count ? Int(countsByState[state]) : 0
    }

    /// Keeps `run`, an app in `state`, whose key is `key`.
    mutating func keep(_ run: AppRun, in state: Int, key: VisitedStates.Key) {
        byState[state, default: (key, [])].runs.append(run)
        count += 1
        if state >= countsByState.count { countsByState += repeatElement(0, count: state + 1 - countsByState.count) }
        countsByState[state] += 1
    }

    /// Takes one app kept for `state`, the last kept, with the state's key.
    mutating func take(from state: Int) -> (run: AppRun, key: VisitedStates.Key)? {
        guard var entry = byState[state], let run = entry.runs.popLast() else { return nil }
        count -= 1
        countsByState[state] -= 1
        byState[state] = entry.runs.isEmpty ? nil : entry
        return (run, entry.key)
    }

    /// Takes every app kept for `state`.
    mutating func takeAll(from state: Int) -> [AppRun] {
        guard let entry = byState.removeValue(forKey: state) else { return [] }
        count -= entry.runs.count
        countsByState[state] = 0
        return entry.runs
    }

    /// Takes every app kept.
    mutating func takeAll() -> [AppRun] {
        let runs = byState.values.flatMap(\.runs)
        self = ParkedApps()
        return runs
    }
}
