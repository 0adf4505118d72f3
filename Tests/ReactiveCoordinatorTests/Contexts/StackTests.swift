import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

@MainActor
struct StackTests {
    @Test func pushPutsScreensOnTopInOrder() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let inbox = screens.make("inbox")
            let detail = screens.make("detail")
            try stack.push(inbox)
            try stack.push(detail)
            #expect(stack.screens.map { "\($0)" } == ["inbox", "detail"])
            #expect(stack.visibleScreen === detail)
        }
    }

    @Test func popRemovesTheTopScreenAndReleasesIt() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            try stack.push(screens.make("inbox"))
            weak let detail = try screens.make("detail", shownBy: stack.push)
            #expect(detail != nil)
            #expect(try stack.pop() == "detail")
            #expect(detail == nil)
            #expect(stack.screens.map { "\($0)" } == ["inbox"])
        }
    }

    @Test func popOnAStackOfOneThrowsAndKeepsTheRoot() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let inbox = screens.make("inbox")
            try stack.push(inbox)
            #expect(throws: NavigationError.cannotPopRoot(stack: "stack")) { try stack.pop() }
            #expect(stack.screens.first === inbox)
        }
    }

    @Test func popOnAnEmptyStackThrows() {
        expectAllReleased { screens in
            let stack = screens.track(HeadlessStack(name: "empty"))
            #expect(throws: NavigationError.cannotPopRoot(stack: "empty")) { try stack.pop() }
        }
    }

    @Test func backButtonPopsTheTopScreenAndReleasesIt() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            try stack.push(screens.make("inbox"))
            weak let detail = try screens.make("detail", shownBy: stack.push)
            #expect(stack.userTapsBack() == "detail")
            #expect(detail == nil)
            #expect(stack.screens.count == 1)
        }
    }

    @Test func backButtonOnAStackOfOneDoesNothing() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            weak let inbox = try screens.make("inbox", shownBy: stack.push)
            #expect(stack.userTapsBack() == nil)
            #expect(inbox != nil)
            #expect(stack.screens.count == 1)
        }
    }

    @Test func popToAScreenReleasesEveryScreenAboveIt() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            try stack.push(screens.make("inbox"))
            let thread = try screens.make("thread", shownBy: stack.push)
            weak let message = try screens.make("message", shownBy: stack.push)
            weak let attachment = try screens.make("attachment", shownBy: stack.push)
            #expect(try stack.pop(to: thread) == ["message", "attachment"])
            #expect(message == nil)
            #expect(attachment == nil)
            #expect(stack.visibleScreen === thread)
        }
    }

    @Test func popToTheTopScreenChangesNothing() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            try stack.push(screens.make("inbox"))
            let detail = try screens.make("detail", shownBy: stack.push)
            #expect(try stack.pop(to: detail) == [])
            #expect(stack.screens.count == 2)
        }
    }

    @Test func popToAScreenNotInTheStackThrows() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            try stack.push(screens.make("inbox"))
            let stranger = screens.make("stranger")
            #expect(throws: NavigationError.screenNotInContainer(screen: "stranger", container: "stack")) {
                try stack.pop(to: stranger)
            }
        }
    }

    @Test func popToRootReleasesEverythingButTheRoot() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let inbox = try screens.make("inbox", shownBy: stack.push)
            weak let thread = try screens.make("thread", shownBy: stack.push)
            weak let message = try screens.make("message", shownBy: stack.push)
            #expect(stack.popToRoot() == ["thread", "message"])
            #expect(thread == nil)
            #expect(message == nil)
            #expect(stack.screens.count == 1)
            #expect(stack.screens.first === inbox)
            #expect(stack.popToRoot() == [])
        }
    }

    @Test func settingTheWholeStackReleasesScreensThatLeaveAndKeepsThoseThatStay() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let inbox = try screens.make("inbox", shownBy: stack.push)
            weak let thread = try screens.make("thread", shownBy: stack.push)
            weak let message = try screens.make("message", shownBy: stack.push)
            let login = screens.make("login")
            #expect(try stack.setScreens([login, inbox]) == ["thread", "message"])
            #expect(thread == nil)
            #expect(message == nil)
            #expect(stack.screens.map { "\($0)" } == ["login", "inbox"])
        }
    }

    @Test func settingAnEmptyStackReleasesEveryScreen() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            weak let inbox = try screens.make("inbox", shownBy: stack.push)
            weak let detail = try screens.make("detail", shownBy: stack.push)
            #expect(try stack.setScreens([]) == ["inbox", "detail"])
            #expect(inbox == nil)
            #expect(detail == nil)
            #expect(stack.visibleScreen == nil)
        }
    }

    @Test func settingAStackWithADuplicateThrowsAndChangesNothing() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let inbox = try screens.make("inbox", shownBy: stack.push)
            let detail = screens.make("detail")
            #expect(throws: NavigationError.duplicateScreen(screen: "detail")) {
                try stack.setScreens([inbox, detail, detail])
            }
            #expect(stack.screens.count == 1)
        }
    }

    @Test func settingAStackWithAScreenShownElsewhereThrowsAndChangesNothing() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let stack = screens.track(HeadlessStack())
            let settings = screens.make("settings")
            try tabs.setTabs([stack, settings])
            let inbox = try screens.make("inbox", shownBy: stack.push)
            #expect(throws: NavigationError.screenAlreadyShown(screen: "settings")) {
                try stack.setScreens([inbox, settings])
            }
            #expect(stack.screens.count == 1)
        }
    }

    @Test func pushingAScreenAlreadyInTheStackThrows() throws {
        try expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let inbox = try screens.make("inbox", shownBy: stack.push)
            #expect(throws: NavigationError.screenAlreadyShown(screen: "inbox")) { try stack.push(inbox) }
            #expect(stack.screens.count == 1)
        }
    }

    @Test func pushingAScreenShownElsewhereOnTheHierarchyThrows() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let stack = screens.track(HeadlessStack())
            try window.setRoot(stack)
            let inbox = try screens.make("inbox", shownBy: stack.push)
            let compose = try screens.make("compose") { try window.present($0, over: inbox) }
            #expect(throws: NavigationError.screenAlreadyShown(screen: "compose")) { try stack.push(compose) }
        }
    }

    @Test func pushingAStackOntoAStackThrows() {
        expectAllReleased { screens in
            let stack = screens.track(HeadlessStack(name: "outer"))
            let inner = screens.track(HeadlessStack(name: "inner"))
            #expect(throws: NavigationError.unsupportedNesting(screen: "inner", container: "outer")) {
                try stack.push(inner)
            }
            #expect(throws: NavigationError.unsupportedNesting(screen: "outer", container: "outer")) {
                try stack.push(stack)
            }
        }
    }

    @Test func pushingAWindowThrows() {
        expectAllReleased { screens in
            let stack = screens.track(HeadlessStack())
            let window = screens.track(HeadlessWindow())
            #expect(throws: NavigationError.unsupportedNesting(screen: "window", container: "stack")) {
                try stack.push(window)
            }
        }
    }

    @Test func addingAContainerInsideItselfThrows() throws {
        try expectAllReleased { screens in
            let tabs = screens.track(HeadlessTabs())
            let stack = screens.track(HeadlessStack())
            try tabs.setTabs([stack])
            #expect(throws: NavigationError.screenAlreadyShown(screen: "tabs")) { try stack.push(tabs) }
        }
    }
}
