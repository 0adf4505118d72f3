/// A change that waits in a context for its turn, and the flow whose end cancels it.
@MainActor
protocol ContextQueueEntry {
    /// The flow that asked.
    var asker: FlowNode? { get }
    /// The identity of the flow that asked, compared before ``asker`` is loaded.
    var askerIdentity: ObjectIdentifier { get }
}

/// Changes that wait, each in its context, first asked first: the storage that
/// ``WaitingChanges`` keeps.
///
/// Kept by context, not by tree: a context shows one alert, and is in one transition, whoever
/// asked, so two trees sharing a window take turns.
@MainActor
struct ContextQueues<Entry: ContextQueueEntry> {
    private var byContext: [ObjectIdentifier: [Entry]] = [:]

    /// Whether nothing waits in any context: a context's list goes when it empties.
    var isEmpty: Bool {
        byContext.isEmpty
    }

    /// Whether anything waits in `context`.
    func hasWaiting(in context: AnyObject) -> Bool {
        !(byContext[ObjectIdentifier(context)] ?? []).isEmpty
    }

    /// What waits in `context`, first asked first.
    func entries(in context: AnyObject) -> [Entry] {
        byContext[ObjectIdentifier(context)] ?? []
    }

    /// The entries, in any context, that `isIncluded` says; in the order asked within each.
    func entries(where isIncluded: (Entry) -> Bool) -> [Entry] {
        var found: [Entry] = []
        for entries in byContext.values {
            for entry in entries where isIncluded(entry) { found.append(entry) }
        }
        return found
    }

    /// The flows that asked the entries, in any context, that still have one.
    var askers: [FlowNode] {
        var askers: [FlowNode] = []
        for entries in byContext.values {
            for entry in entries {
                if let asker = entry.asker { askers.append(asker) }
            }
        }
        return askers
    }

    /// Adds `entry` after what already waits in `context`.
    mutating func append(_ entry: Entry, in context: AnyObject) {
        byContext[ObjectIdentifier(context), default: []].append(entry)
    }

    /// Takes out the first entry waiting in `context`, if any.
    mutating func takeFirst(in context: AnyObject) -> Entry? {
        let key = ObjectIdentifier(context)
        guard var entries = byContext[key], !entries.isEmpty else { return nil }
        let first = entries.removeFirst()
        byContext[key] = entries.isEmpty ? nil : entries
        return first
    }

    /// Takes out every entry `asker` waits on, as it ends: the caller cancels them.
    mutating func take(askedBy asker: FlowNode) -> [Entry] {
        // Looked for by identity first: every flow's end asks, few flows wait, and a load of an
        // entry's asker is a retain and a release on its side table.
        let identity = ObjectIdentifier(asker)
        // Loops, not `contains(where:)`: a main-actor closure checks its executor at each call.
        for entries in byContext.values {
            for entry in entries where entry.askerIdentity == identity {
                return take { $0.asker === asker }
            }
        }
        return []
    }

    /// Takes out every entry, in any context, that `isTaken` says.
    mutating func take(where isTaken: (Entry) -> Bool) -> [Entry] {
        var taken: [Entry] = []
        for (key, entries) in byContext where entries.contains(where: isTaken) {
            taken += entries.filter(isTaken)
            let kept = entries.filter { !isTaken($0) }
            byContext[key] = kept.isEmpty ? nil : kept
        }
        return taken
    }
}
