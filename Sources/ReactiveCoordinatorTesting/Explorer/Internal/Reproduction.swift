/// The Swift Testing test a finding prints, ready to paste.
enum Reproduction {
    static func test(
        kind: ExplorationFinding.Kind, message: String, actions: [FlowAction], log: [String], explorer: String
    ) -> String {
        var lines = [
            "@Test @MainActor func \(testName(kind: kind, message: message, actions: actions))() async {"
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
            "    let findings = await replay.run(in: \(explorer)).findings",
            "    #expect(findings.isEmpty, \"\\(findings)\")",
            "}",
        ]
        return lines.joined(separator: "\n")
    }

    /// The test's name: the kind, then a hash of the message and the actions, so that tests
    /// pasted from several findings (of one search or of several) do not clash, and the same
    /// finding always prints the same name.
    static func testName(kind: ExplorationFinding.Kind, message: String, actions: [FlowAction]) -> String {
        let raw = kind.rawValue
        // FNV-1a over the bytes: stable across runs and platforms, unlike `Hasher`.
        var hash: UInt32 = 2_166_136_261
        for byte in ([message] + actions.map(\.swiftLiteral)).joined(separator: "\n").utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let hex = String(hash, radix: 16, uppercase: true)
        return "explorerFinding" + raw.prefix(1).uppercased() + raw.dropFirst()
            + String(repeating: "0", count: 8 - hex.count)
            + hex
    }
}
