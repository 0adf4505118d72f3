/// Two line lists side by side: lines only expected start with `-`, lines only present with `+`.
enum Diff {
    static func text(expected: [String], actual: [String]) -> String {
        var lines: [String] = []
        var remaining = actual
        for line in expected {
            if let index = remaining.firstIndex(of: line) {
                for extra in remaining[..<index] { lines.append("  + \(extra)") }
                lines.append("    \(line)")
                remaining.removeSubrange(...index)
            } else {
                lines.append("  - \(line)")
            }
        }
        for extra in remaining { lines.append("  + \(extra)") }
        return lines.joined(separator: "\n")
    }
}
