import DemoApp
import Testing

@MainActor
@Suite struct RandomWalkTests {
    @Test func theSameSeedPrintsTheSameLog() async {
        let first = await Played.walk(seed: 42, steps: 200)
        let second = await Played.walk(seed: 42, steps: 200)

        #expect(first.text == second.text)
        #expect(first.entries.count > 200)
        first.expectEverythingReleased()
        second.expectEverythingReleased()
    }

    @Test func differentSeedsTakeDifferentWalks() async {
        let first = await Played.walk(seed: 1, steps: 60)
        let second = await Played.walk(seed: 2, steps: 60)

        #expect(first.text != second.text)
        first.expectEverythingReleased()
        second.expectEverythingReleased()
    }

    @Test(arguments: [0, 7, 42, 1_000, UInt64.max])
    func aLongWalkLeavesNothingAliveThatShouldNotBe(seed: UInt64) async {
        let played = await Played.walk(seed: seed, steps: 1_500)

        let actions = played.entries.filter {
            if case .action = $0 { true } else { false }
        }
        #expect(actions.count == 1_501, "launch, then one action per step")
        played.expectEverythingReleased()
    }

    @Test func aWalkVisitsEveryKindOfAction() async {
        let played = await Played.walk(seed: 42, steps: 1_000)

        let commands = Set(
            played.entries.compactMap { entry -> String? in
                guard case .action(_, let command) = entry else { return nil }
                return String(command.prefix { $0 != " " })
            })
        #expect(
            commands == [
                "launch", "tap", "back", "swipe", "answer", "dismiss", "tab", "link", "background", "foreground",
            ])
        played.expectEverythingReleased()
    }
}
