import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import TestSupport
import Testing

/// A container's removal ends the intents of every screen it removes that publishes intents,
/// whatever their intent type, nested containers' screens first, and leaves other objects alone;
/// how a screen type's intents are ended is found once per type and kept, so screens of types
/// seen before end the same way.
@MainActor
@Suite struct RemovalEndsIntentsTests {
    /// Subscribes to `screen`'s intents, noting `label` in `ended` when they end.
    private static func watch<Intent>(
        _ screen: TestScreen<Intent>, as label: String, into ended: EndedScreens
    ) -> MainActorSubscription {
        screen.intents.stream.subscribe(onValue: { _ in }, onTermination: { [ended] _ in ended.labels.append(label) })
    }

    final class EndedScreens {
        var labels: [String] = []
    }

    @Test func aRemovalEndsTheIntentsOfEveryRemovedScreenOfEachTypeNestedFirst() throws {
        for round in 1...2 {
            let ended = EndedScreens()
            let tabs = HeadlessTabs(name: "outer")
            let inner = HeadlessStack(name: "inner")
            let numbers = TestScreen<Int>("numbers")
            let words = TestScreen<String>("words")
            let nested = TestScreen<Int>("nested")
            let plain = PlainScreen("plain")
            let tokens = [
                Self.watch(numbers, as: "numbers", into: ended),
                Self.watch(words, as: "words", into: ended),
                Self.watch(nested, as: "nested", into: ended),
            ]
            try inner.push(nested)
            try tabs.setTabs([numbers, plain, inner, words])

            try tabs.setTabs([])

            #expect(ended.labels == ["numbers", "nested", "words"], "round \(round)")
            withExtendedLifetime((tokens, plain)) {}
        }
    }
}
