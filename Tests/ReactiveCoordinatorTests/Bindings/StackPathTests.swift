import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

/// `HeadlessStack.path`, as `NavigationStack(path:)` reads and writes it.
@MainActor
struct StackPathTests {
    @Test func pathListsTheScreensAboveTheRoot() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            #expect(stack.path.isEmpty)
            try stack.push(screens.make("inbox"))
            #expect(stack.path.isEmpty)
            let detail = try screens.make("detail", shownBy: stack.push)
            #expect(stack.path == [ScreenItem(detail)])
        }
    }

    @Test func pathShorterByOneIsTheBackButton() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let log = ChangeLog()
            try stack.push(screens.make("inbox"))
            try stack.push(screens.make("thread"))
            weak let message = try screens.make("message", shownBy: stack.push)
            stack.onChange = log.record

            stack.path.removeLast()

            #expect(message == nil)
            #expect(stack.screens.map { "\($0)" } == ["inbox", "thread"])
            #expect(log.lines == ["stack: user tapped back, popped message"])
        }
    }

    @Test func pathShorterByMoreThanOneIsTheBackButtonsMenu() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let log = ChangeLog()
            try stack.push(screens.make("inbox"))
            try stack.push(screens.make("thread"))
            try stack.push(screens.make("message"))
            stack.onChange = log.record

            stack.path = []

            #expect(stack.screens.map { "\($0)" } == ["inbox"])
            #expect(log.lines == ["stack: user went back, popped thread, message"])
        }
    }

    @Test func writingTheCurrentPathChangesAndReportsNothing() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let log = ChangeLog()
            try stack.push(screens.make("inbox"))
            try stack.push(screens.make("thread"))
            stack.onChange = log.record

            stack.path = stack.path

            #expect(stack.screens.count == 2)
            #expect(log.lines.isEmpty)
        }
    }

    @Test func pathGrownByTheUIIsRefusedAndTheStackKeepsItsScreens() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let log = ChangeLog()
            try stack.push(screens.make("inbox"))
            let thread = try screens.make("thread", shownBy: stack.push)
            stack.onChange = log.record
            let linked = screens.make("linked")

            // What a NavigationLink(value:) writes: the current path and one more value.
            stack.path.append(ScreenItem(linked))

            #expect(stack.path == [ScreenItem(thread)])
            #expect(!stack.contains(linked))
            #expect(
                log.lines == ["stack: refused path [thread, linked] written by the UI; only coordinators show screens"])
        }
    }

    @Test func reorderedPathAndPathOnAnEmptyStackAreRefused() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let log = ChangeLog()
            stack.onChange = log.record
            stack.path = [ScreenItem(screens.make("stray"))]
            try stack.push(screens.make("inbox"))
            let a = try screens.make("a", shownBy: stack.push)
            let b = try screens.make("b", shownBy: stack.push)

            stack.path = [ScreenItem(b), ScreenItem(a)]

            #expect(stack.path == [ScreenItem(a), ScreenItem(b)])
            #expect(
                log.lines == [
                    "stack: refused path [stray] written by the UI; only coordinators show screens",
                    "stack: pushed inbox", "stack: pushed a", "stack: pushed b",
                    "stack: refused path [b, a] written by the UI; only coordinators show screens",
                ])
        }
    }
}
