import Testing

@Suite(.tags(.hostileUse))
struct HostileUseTests {
    @Test(.timeLimit(.minutes(1)), arguments: Misuse.all)
    @MainActor
    func misuseIsAClearErrorOrADefinedNoOpAndLeavesNothingAlive(_ misuse: Misuse) async throws {
        try await misuse.play()
    }

    @Test func theTableCoversEveryMisuseOnce() {
        let names = Misuse.all.map(\.name)
        #expect(Set(names).count == names.count, "two rows share a name")
    }
}
