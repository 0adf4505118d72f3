/// How many single-character edits turn one word into another (Levenshtein), for "did you
/// mean" hints.
enum EditDistance {
    /// Words longer than this are not compared: no command is that long, and a hostile line
    /// must not cost quadratic time.
    static let longest = 24

    static func between(_ first: String, _ second: String) -> Int {
        let a = Array(first.unicodeScalars.prefix(longest))
        let b = Array(second.unicodeScalars.prefix(longest))
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to the word, if it is close enough to be a likely typo.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        guard word.unicodeScalars.count <= longest, word.count >= 2 else { return nil }
        let scored = candidates.map { (candidate: $0, distance: between(word, $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        // One edit for short words, two (a swapped pair, say) from three letters on.
        return best.distance <= (word.count < 3 ? 1 : 2) ? best.candidate : nil
    }
}
