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

    // Each kind of container hands over the screens it holds in hierarchy order (a window its
    // root, then each presented level; tabs in tab order; a stack bottom first): the order every
    // screen is listed in, and the order a removal ends their intents in (the window dismisses
    // its presented levels before it lets go of its root).
    @Test func eachContainerKindListsAndEndsWhatItHoldsInHierarchyOrder() throws {
        let ended = EndedScreens()
        let window = HeadlessWindow(name: "window")
        let tabs = HeadlessTabs(name: "tabs")
        let stack = HeadlessStack(name: "stack")
        let sheetStack = HeadlessStack(name: "sheet stack")
        let screens = ["first", "second", "other tab", "sheet", "top sheet"].map { TestScreen<Int>($0) }
        let tokens = screens.map { Self.watch($0, as: $0.title, into: ended) }
        var labels = Dictionary(uniqueKeysWithValues: screens.map { (ObjectIdentifier($0), $0.title) })
        labels[ObjectIdentifier(tabs)] = "tabs"
        labels[ObjectIdentifier(stack)] = "stack"
        labels[ObjectIdentifier(sheetStack)] = "sheet stack"
        try stack.setScreens([screens[0], screens[1]])
        try tabs.setTabs([stack, screens[2]])
        try window.setRoot(tabs)
        try sheetStack.push(screens[3])
        try window.present(sheetStack, over: screens[1])
        try window.present(screens[4], over: screens[3])

        #expect(
            window.allScreens.map { labels[ObjectIdentifier($0)] ?? "?" }
                == ["tabs", "stack", "first", "second", "other tab", "sheet stack", "sheet", "top sheet"])
        try window.setRoot(nil)

        #expect(ended.labels == ["sheet", "top sheet", "first", "second", "other tab"])
        withExtendedLifetime(tokens) {}
    }

    // A removed container's own life (what a coordinator binds to with `bind(to:)`) ends by its
    // class, after everything it holds and before the screen removed after it.
    @Test func aRemovedContainersOwnLifeEndsAfterWhatItHoldsBeforeTheNextRemovedScreen() throws {
        let ended = EndedScreens()
        let window = HeadlessWindow(name: "window")
        let tabs = HeadlessTabs(name: "tabs")
        let stack = HeadlessStack(name: "stack")
        let split = HeadlessSplit(name: "split")
        let sheetStack = HeadlessStack(name: "sheet stack")
        let screens = ["first", "detail", "other tab", "sheet"].map { TestScreen<Int>($0) }
        var tokens = screens.map { Self.watch($0, as: $0.title, into: ended) }
        for (container, label) in [(tabs.intents, "tabs"), (stack.intents, "stack"), (split.intents, "split")]
            + [(sheetStack.intents, "sheet stack")]
        {
            tokens.append(
                container.stream.subscribe(
                    onValue: { _ in }, onTermination: { [ended] _ in ended.labels.append(label) }))
        }
        try stack.setScreens([screens[0]])
        try split.setSecondary(screens[1])
        try tabs.setTabs([stack, split, screens[2]])
        try window.setRoot(tabs)
        try sheetStack.push(screens[3])
        try window.present(sheetStack, over: screens[0])

        try window.setRoot(nil)

        #expect(
            ended.labels == ["sheet", "sheet stack", "first", "stack", "detail", "split", "other tab", "tabs"])
        withExtendedLifetime(tokens) {}
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
