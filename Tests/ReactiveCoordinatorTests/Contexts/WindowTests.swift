import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

@MainActor
struct WindowTests {
    @Test func settingTheRootShowsIt() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let login = screens.make("login")
            let removed = try window.setRoot(login)
            #expect(removed == [])
            #expect(window.root === login)
            #expect(window.visibleScreen === login)
        }
    }

    @Test func replacingTheRootReleasesTheOldRootAndEverythingItHolds() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            weak let stack = try screens.track(HeadlessStack(name: "login-stack")) { try window.setRoot($0) }
            weak let login = try screens.make("login") { try stack?.push($0) }
            weak let password = try screens.make("password") { try stack?.push($0) }
            let main = screens.make("main")
            #expect(try window.setRoot(main) == ["login-stack"])
            #expect(stack == nil)
            #expect(login == nil)
            #expect(password == nil)
            #expect(window.root === main)
        }
    }

    @Test func replacingTheRootDismissesAndReleasesPresentedScreens() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let login = try screens.make("login") { try window.setRoot($0) }
            weak let help = try screens.make("help") { try window.present($0, over: login) }
            weak let contact = try screens.make("contact") { try window.present($0, over: help!) }
            let main = screens.make("main")
            #expect(try window.setRoot(main) == ["help", "contact", "login"])
            #expect(help == nil)
            #expect(contact == nil)
            #expect(window.presentedScreens.isEmpty)
        }
    }

    @Test func settingTheSameRootChangesNothing() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let log = ChangeLog()
            let main = try screens.make("main") { try window.setRoot($0) }
            window.onChange = log.record
            #expect(try window.setRoot(main) == [])
            #expect(window.root === main)
            #expect(log.changes.isEmpty)
        }
    }

    @Test func settingNoRootEmptiesTheWindowAndReleasesEverything() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            weak let main = try screens.make("main") { try window.setRoot($0) }
            weak let sheet = try screens.make("sheet") { try window.present($0, over: main!) }
            #expect(try window.setRoot(nil) == ["sheet", "main"])
            #expect(main == nil)
            #expect(sheet == nil)
            #expect(window.visibleScreen == nil)
            #expect(window.allScreens.isEmpty)
        }
    }

    @Test func settingAPresentedScreenAsRootThrows() throws {
        try expectAllReleased { screens in
            let window = screens.track(HeadlessWindow())
            let main = try screens.make("main") { try window.setRoot($0) }
            let sheet = try screens.make("sheet") { try window.present($0, over: main) }
            #expect(throws: NavigationError.screenAlreadyShown(screen: "sheet")) { try window.setRoot(sheet) }
            #expect(window.root === main)
        }
    }

    @Test func aWindowCannotBeTheRootOfAnotherWindow() {
        expectAllReleased { screens in
            let window = screens.track(HeadlessWindow(name: "outer"))
            let inner = screens.track(HeadlessWindow(name: "inner"))
            #expect(throws: NavigationError.unsupportedNesting(screen: "inner", container: "outer")) {
                try window.setRoot(inner)
            }
        }
    }
}
