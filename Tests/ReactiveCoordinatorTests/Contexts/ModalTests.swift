import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

@MainActor
struct ModalTests {
    @Test func presentingOverTheRootPutsTheScreenOnTop() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let inbox = try screens.make("inbox") { try window.setRoot($0) }
            let compose = screens.make("compose")
            try window.present(compose, over: inbox)
            #expect(window.presentedScreens.count == 1)
            #expect(window.presentedScreens.first === compose)
            #expect(window.visibleScreen === compose)
        }
    }

    @Test func aScreenNestedInTheRootStackCanPresent() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let stack = try screens.track(HeadlessStack()) { try window.setRoot($0) }
            try stack.push(screens.make("inbox"))
            let detail = try screens.make("detail", shownBy: stack.push)
            let share = try screens.make("share") { try window.present($0, over: detail) }
            #expect(window.visibleScreen === share)
            #expect(stack.visibleScreen === detail)
        }
    }

    @Test func presentingOverThePresentedScreenGrowsTheChain() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let inbox = try screens.make("inbox") { try window.setRoot($0) }
            let compose = try screens.make("compose") { try window.present($0, over: inbox) }
            let picker = try screens.make("picker") { try window.present($0, over: compose) }
            #expect(window.presentedScreens.map { "\($0)" } == ["compose", "picker"])
            #expect(window.visibleScreen === picker)
        }
    }

    @Test func presentingFromALevelThatAlreadyPresentsThrowsAndChangesNothing() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let inbox = try screens.make("inbox") { try window.setRoot($0) }
            try window.present(screens.make("compose"), over: inbox)
            let alert = screens.make("alert")
            #expect(
                throws: NavigationError.presenterAlreadyPresenting(presenter: "inbox", presented: "compose")
            ) {
                try window.present(alert, over: inbox)
            }
            #expect(window.presentedScreens.count == 1)
            #expect(!window.contains(alert))
        }
    }

    @Test func presentingFromAScreenNotOnTheHierarchyThrows() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            try window.setRoot(screens.make("inbox"))
            let stranger = screens.make("stranger")
            let compose = screens.make("compose")
            #expect(throws: NavigationError.screenNotShown(screen: "stranger")) {
                try window.present(compose, over: stranger)
            }
            #expect(window.presentedScreens.isEmpty)
        }
    }

    @Test func presentingInAnEmptyWindowThrows() {
        expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let stranger = screens.make("stranger")
            #expect(throws: NavigationError.screenNotShown(screen: "stranger")) {
                try window.present(screens.make("compose"), over: stranger)
            }
        }
    }

    @Test func presentingAScreenAlreadyShownThrows() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let stack = try screens.track(HeadlessStack()) { try window.setRoot($0) }
            let inbox = try screens.make("inbox", shownBy: stack.push)
            let detail = try screens.make("detail", shownBy: stack.push)
            #expect(throws: NavigationError.screenAlreadyShown(screen: "inbox")) {
                try window.present(inbox, over: detail)
            }
        }
    }

    @Test func dismissingFromThePresentedScreenReleasesIt() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let inbox = try screens.make("inbox") { try window.setRoot($0) }
            weak let compose = try screens.make("compose") { try window.present($0, over: inbox) }
            let dismissed = try window.dismiss(from: compose!)
            #expect(dismissed == ["compose"])
            #expect(compose == nil)
            #expect(window.visibleScreen === inbox)
        }
    }

    @Test func dismissingFromThePresenterReleasesWhatItPresents() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let inbox = try screens.make("inbox") { try window.setRoot($0) }
            let compose = try screens.make("compose") { try window.present($0, over: inbox) }
            weak let picker = try screens.make("picker") { try window.present($0, over: compose) }
            let dismissed = try window.dismiss(from: compose)
            #expect(dismissed == ["picker"])
            #expect(picker == nil)
            #expect(window.visibleScreen === compose)
        }
    }

    @Test func dismissingFromAScreenFourLevelsBelowReleasesAllFourLevels() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let stack = try screens.track(HeadlessStack()) { try window.setRoot($0) }
            let inbox = try screens.make("inbox", shownBy: stack.push)
            weak let first = try screens.make("first") { try window.present($0, over: inbox) }
            weak let second = try screens.make("second") { try window.present($0, over: first!) }
            weak let modalStack = try screens.track(HeadlessStack(name: "modal-stack")) {
                try window.present($0, over: second!)
            }
            weak let third = try screens.make("third") { try modalStack?.push($0) }
            weak let fourth = try screens.make("fourth") { try window.present($0, over: third!) }
            let dismissed = try window.dismiss(from: inbox)
            #expect(dismissed == ["first", "second", "modal-stack", "fourth"])
            #expect(first == nil)
            #expect(second == nil)
            #expect(modalStack == nil)
            #expect(third == nil)
            #expect(fourth == nil)
            #expect(window.presentedScreens.isEmpty)
            #expect(window.visibleScreen === inbox)
        }
    }

    @Test func dismissingFromAScreenInsideAPresentedStackDismissesThatStack() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let inbox = try screens.make("inbox") { try window.setRoot($0) }
            weak let compose = try screens.track(HeadlessStack(name: "compose")) {
                try window.present($0, over: inbox)
            }
            weak let draft = try screens.make("draft") { try compose?.push($0) }
            weak let recipients = try screens.make("recipients") { try compose?.push($0) }
            let dismissed = try window.dismiss(from: recipients!)
            #expect(dismissed == ["compose"])
            #expect(compose == nil)
            #expect(draft == nil)
            #expect(recipients == nil)
        }
    }

    @Test func dismissingFromTheRootWithNothingPresentedDoesNothing() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let log = ChangeLog()
            window.onChange = log.record
            let inbox = try screens.make("inbox") { try window.setRoot($0) }
            let dismissed = try window.dismiss(from: inbox)
            #expect(dismissed == [])
            #expect(window.root === inbox)
            #expect(log.changes.count == 1)
        }
    }

    @Test func dismissingFromAScreenNotOnTheHierarchyThrows() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            try window.setRoot(screens.make("inbox"))
            let stranger = screens.make("stranger")
            #expect(throws: NavigationError.screenNotShown(screen: "stranger")) {
                try window.dismiss(from: stranger)
            }
        }
    }

    @Test func swipingDownReleasesOnlyTheTopMostModal() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let inbox = try screens.make("inbox") { try window.setRoot($0) }
            weak let compose = try screens.make("compose") { try window.present($0, over: inbox) }
            weak let picker = try screens.make("picker") { try window.present($0, over: compose!) }
            #expect(window.userSwipesDown() == "picker")
            #expect(picker == nil)
            #expect(compose != nil)
            #expect(window.userSwipesDown() == "compose")
            #expect(compose == nil)
            #expect(window.visibleScreen === inbox)
        }
    }

    @Test func swipingDownWithNothingPresentedDoesNothing() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let inbox = try screens.make("inbox") { try window.setRoot($0) }
            #expect(window.userSwipesDown() == nil)
            #expect(window.root === inbox)
        }
    }

    @Test func theWindowsBackButtonPopsTheInnermostVisibleStack() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let stack = try screens.track(HeadlessStack(name: "main")) { try window.setRoot($0) }
            try stack.push(screens.make("inbox"))
            let detail = try screens.make("detail", shownBy: stack.push)
            let compose = try screens.track(HeadlessStack(name: "compose")) {
                try window.present($0, over: detail)
            }
            try compose.push(screens.make("draft"))
            weak let recipients = try screens.make("recipients", shownBy: compose.push)
            #expect(window.userTapsBack() == "recipients")
            #expect(recipients == nil)
            // The modal stack shows no back button now, and the stack under it is covered.
            #expect(window.userTapsBack() == nil)
            #expect(stack.screens.count == 2)
        }
    }
}
