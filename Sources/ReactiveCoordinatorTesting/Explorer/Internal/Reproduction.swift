/// The Swift Testing test a finding prints, ready to paste.
enum Reproduction {
    static func test(
        kind: ExplorationFinding.Kind, message: String, actions: [FlowAction], log: [String], explorer: String
    ) -> String {
        var lines = [
            "@Test @MainActor func explorerFinding\(name(of: kind))Replays() {"
        ]
        lines += message.split(separator: "\n", omittingEmptySubsequences: false).map { "    // \($0)" }
        lines.append("    // The event log so far:")
        lines += log.map { "    //   \($0)" }
        if actions.isEmpty {
            lines.append("    let replay = FlowReplay(actions: [])")
        } else {
            lines.append("    let replay = FlowReplay(actions: [")
            lines += actions.map { "        \($0.swiftLiteral)," }
            lines.append("    ])")
        }
        lines += [
            "    let findings = replay.run(in: \(explorer)).findings",
            "    #expect(findings.isEmpty, \"\\(findings)\")",
            "}",
        ]
        return lines.joined(separator: "\n")
    }

    private static func name(of kind: ExplorationFinding.Kind) -> String {
        let raw = kind.rawValue
        return raw.prefix(1).uppercased() + raw.dropFirst()
    }
}
