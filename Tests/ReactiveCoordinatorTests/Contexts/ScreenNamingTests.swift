import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

/// A screen that describes each instance in its own words.
@MainActor
private class NumberedScreen: CustomStringConvertible {
    let number: Int
    init(_ number: Int) { self.number = number }
    nonisolated var description: String { "page \(number)" }
}

/// A subclass that says more, and a subclass that keeps its superclass's words.
@MainActor
private final class ChapterScreen: NumberedScreen {
    override nonisolated var description: String { "chapter \(number)" }
}

@MainActor
private final class AppendixScreen: NumberedScreen {}

/// A screen with no description of its own: named by its type.
@MainActor
private final class IndexScreen {}

@MainActor
struct ScreenNamingTests {
    // The containers find once per screen type how its screens are named: each screen is still
    // named afresh, by its own description, and a subclass by what its own type says.
    @Test func aChangeNamesEachScreenByItsOwnDescriptionOrItsTypeEveryTime() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let log = ChangeLog()
            stack.onChange = log.record
            try stack.push(screens.track(NumberedScreen(1)))
            try stack.push(screens.track(NumberedScreen(2)))
            try stack.push(screens.track(ChapterScreen(3)))
            try stack.push(screens.track(AppendixScreen(4)))
            try stack.push(screens.track(IndexScreen()))
            try stack.push(screens.track(ChapterScreen(5)))
            try stack.push(screens.track(IndexScreen()))
            try stack.push(screens.track(NumberedScreen(6)))
            #expect(
                log.lines == [
                    "stack: pushed page 1",
                    "stack: pushed page 2",
                    "stack: pushed chapter 3",
                    "stack: pushed page 4",
                    "stack: pushed IndexScreen",
                    "stack: pushed chapter 5",
                    "stack: pushed IndexScreen",
                    "stack: pushed page 6",
                ]
            )
        }
    }
}
