/// Makes a failing action list short: drops chunks, then single actions, then simplifies each
/// action, keeping every change after which the list still fails, until nothing more helps.
///
/// Generic over the action type so that the algorithm can be read (and trusted) without the
/// app it shrinks for.
@MainActor
struct Shrinker<Action: Shrinkable, Failure> {
    /// Replays a candidate list; returns its failure, or nil when it passes.
    let replay: @MainActor ([Action]) async -> Failure?
    /// An upper bound on replays, so a pathological failure cannot stall the suite.
    var budget = 4_000

    /// Returns the shortest failing list found, with its failure and the number of replays spent.
    func shrink(_ actions: [Action], failure: Failure) async -> (actions: [Action], failure: Failure, replays: Int) {
        var current = actions
        var currentFailure = failure
        var replays = 0

        func attempt(_ candidate: [Action]) async -> Bool {
            guard replays < budget else { return false }
            replays += 1
            guard let failure = await replay(candidate) else { return false }
            current = candidate
            currentFailure = failure
            return true
        }

        var improved = true
        while improved && replays < budget {
            improved = false
            // Drop chunks, halving their size down to single actions.
            var size = max(1, current.count / 2)
            while size >= 1 {
                var start = 0
                while start < current.count {
                    var candidate = current
                    candidate.removeSubrange(start..<min(current.count, start + size))
                    if await attempt(candidate) {
                        improved = true
                    } else {
                        start += size
                    }
                }
                size /= 2
            }
            // Simplify each action in place.
            var index = 0
            while index < current.count {
                var simplified = false
                for simpler in current[index].simplifications {
                    var candidate = current
                    candidate[index] = simpler
                    if await attempt(candidate) {
                        improved = true
                        simplified = true
                        break
                    }
                }
                if !simplified { index += 1 }
            }
        }
        return (current, currentFailure, replays)
    }
}

/// An action the shrinker can make simpler.
protocol Shrinkable {
    /// Strictly simpler variants, simplest first; empty when the action is as simple as it gets.
    ///
    /// "Simpler" must be well-founded (smaller numbers, fewer parts, fewer effects), so that
    /// shrinking terminates.
    var simplifications: [Self] { get }
}
