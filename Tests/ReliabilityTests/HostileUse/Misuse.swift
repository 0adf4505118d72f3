import Testing

/// One misuse of the API and the behaviour the documentation promises for it.
///
/// `play` sets up its own world, commits the misuse and asserts the promised outcome: a typed
/// error or a defined no-op, visible in the event log (or, for streams, in what subscribers
/// received), and nothing alive afterwards.
struct Misuse: Sendable, CustomTestStringConvertible {
    let name: String
    let play: @MainActor @Sendable () async throws -> Void

    init(_ name: String, play: @escaping @MainActor @Sendable () async throws -> Void) {
        self.name = name
        self.play = play
    }

    var testDescription: String { name }

    /// Every row of the table.
    static var all: [Misuse] {
        lifecycle + reentrancy + teardown + treeShape + routing + deepLinks + restoration + streams + streamReentrancy
            + asyncFlows + navigation + lifetimes + formerlySilent
    }
}
