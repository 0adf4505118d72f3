import Testing

@Suite(.tags(.hostileUse))
struct HostileUseTests {
    // Generous: a hang fails the row, but under a sanitizer the main actor can be busy for minutes
    // with the 100,000-node tests that run beside these rows.
    @Test(.timeLimit(.minutes(10)), arguments: Misuse.all)
    @MainActor
    func misuseIsAClearErrorOrADefinedNoOpAndLeavesNothingAlive(_ misuse: Misuse) async throws {
        try await misuse.play()
    }

    @Test func everyMisuseInTheTableHasItsOwnName() {
        let names = Misuse.all.map(\.name)
        #expect(Set(names).count == names.count, "two rows share a name")
    }
}
