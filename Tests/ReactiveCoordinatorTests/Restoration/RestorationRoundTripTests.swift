@testable import ExampleFlows
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import SeededRandom
import Testing

/// After any seeded random browsing of the shop, whose product flows all opt into restoration,
/// a fresh shop restored from the record has the same tree and the same catalog stack.
@MainActor
@Suite struct RestorationRoundTripTests {
    static let seed: UInt64 =
        ProcessInfo.processInfo.environment["RESTORATION_SEED"].flatMap { UInt64($0) } ?? 20_261_124
    static let sessions = 200
    static let actionsPerSession = 30

    /// One random user action on the shop: open a product, ask for reviews, go back, follow a link.
    private func act(on world: Harness, _ random: inout SplitMix64) {
        let stack = (world.window.root as? HeadlessTabs)?.tabs.first as? HeadlessStack
        switch random.next(below: 4) {
        case 0:
            world.catalogList?.intents.send(.open(id: random.next(below: 5)))
        case 1:
            (stack?.screens.last as? ProductScreen)?.intents.send(.showReviews)
        case 2:
            _ = stack?.userTapsBack()
        default:
            let id = random.next(below: 5)
            let url = random.next(below: 2) == 0 ? "shop://product/\(id)" : "shop://product/\(id)/reviews"
            if let link = try? DeepLinkTable.shop.link(for: url) { world.tree.open(link) { _ in } }
        }
    }

    @Test func aRecordRestoresTheSameTreeAndStackAfterAnyRandomSession() throws {
        print("restoration round trip: seed \(Self.seed) (set RESTORATION_SEED to replay)")
        var random = SplitMix64(seed: Self.seed)
        var deepRecords = 0
        for session in 0..<Self.sessions {
            let written = try Harness.shop()
            for _ in 0..<Self.actionsPerSession { act(on: written, &random) }
            let record = written.tree.restorationRecord(schema: 1)
            if record.steps.count >= 2 { deepRecords += 1 }
            let fresh = try Harness.shop()

            let report = fresh.tree.restore(
                try JSONDecoder().decode(RestorationRecord.self, from: JSONEncoder().encode(record)), schema: 1)

            let context = "seed \(Self.seed), session \(session)"
            #expect(report.dropped == nil, "\(context): \(report)")
            #expect(fresh.tree.snapshot() == written.tree.snapshot(), "\(context)")
            #expect(fresh.catalogTitles == written.catalogTitles, "\(context)")
            written.expectEverythingReleased()
            fresh.expectEverythingReleased()
        }
        // The sessions must exercise more than an empty catalog.
        #expect(deepRecords > Self.sessions / 4, "seed \(Self.seed): only \(deepRecords) records of 2 steps or more")
    }
}
