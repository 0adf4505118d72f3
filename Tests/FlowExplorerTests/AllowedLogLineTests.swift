import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// Which `UNHANDLED` and `REJECTED` lines the texts given to `allowLogLines(containing:)` allow:
/// those that contain one of them, character by character.
@MainActor
@Suite struct AllowedLogLineTests {
    /// The mail app with a link to a step nobody takes, named with an `e` and a combining acute
    /// accent, one character: its `REJECTED` line is not plain ASCII.
    private func explorer(allowing texts: String...) -> FlowExplorer {
        let explorer = MailApp.explorer()
        explorer.link("mail://nowhere", DeepLink("nowhe\u{301}re"))
        for text in texts { explorer.allowLogLines(containing: text) }
        return explorer
    }

    @Test func aLineIsAllowedByTextItContainsAsCharactersNotByBytesThatCutACharacter() async throws {
        let report = await explorer().explore(depth: 1)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .rejectedOperation)
        #expect(finding.message.contains("nowhe\u{301}re"), "\(finding.message)")

        // `nowhe` is in the line's bytes, but its `e` is half of the line's `é`.
        let cut = await explorer(allowing: "nowhe").explore(depth: 1)
        #expect(cut.findings.map(\.message) == [finding.message])
        let whole = await explorer(allowing: "nowhe\u{301}").explore(depth: 1)
        #expect(whole.findings.isEmpty, "\(whole)")
        let plain = await explorer(allowing: "REJECTED deep link").explore(depth: 1)
        #expect(plain.findings.isEmpty, "\(plain)")
    }
}
