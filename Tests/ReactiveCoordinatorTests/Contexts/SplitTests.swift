import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

@MainActor
struct SplitTests {
    @Test func bothColumnsAreShownAndTheSecondaryIsVisible() throws {
        try expectAllReleased { screens in
            let split = screens.track(HeadlessSplit())
            let mailboxes = screens.make("mailboxes")
            let message = screens.make("message")
            try split.setPrimary(mailboxes)
            try split.setSecondary(message)
            #expect(split.primary === mailboxes)
            #expect(split.secondary === message)
            #expect(split.visibleScreen === message)
            #expect(split.contains(mailboxes))
        }
    }

    @Test func thePrimaryIsVisibleWhenTheSecondaryIsEmpty() throws {
        try expectAllReleased { screens in
            let split = screens.track(HeadlessSplit())
            let mailboxes = screens.make("mailboxes")
            try split.setPrimary(mailboxes)
            #expect(split.visibleScreen === mailboxes)
        }
    }

    @Test func replacingTheSecondaryReleasesTheOldDetailAndWhatItHolds() throws {
        try expectAllReleased { screens in
            let split = screens.track(HeadlessSplit())
            weak let stack = try screens.track(HeadlessStack(name: "old-detail")) { try split.setSecondary($0) }
            weak let message = try screens.make("message") { try stack?.push($0) }
            let fresh = screens.make("fresh-detail")
            let removed = try split.setSecondary(fresh)
            #expect(removed == ["old-detail"])
            #expect(stack == nil)
            #expect(message == nil)
            #expect(split.secondary === fresh)
        }
    }

    @Test func replacingThePrimaryReleasesTheOldList() throws {
        try expectAllReleased { screens in
            let split = screens.track(HeadlessSplit())
            weak let mailboxes = try screens.make("mailboxes") { try split.setPrimary($0) }
            let removed = try split.setPrimary(screens.make("accounts"))
            #expect(removed == ["mailboxes"])
            #expect(mailboxes == nil)
        }
    }

    @Test func emptyingAColumnReleasesItsScreen() throws {
        try expectAllReleased { screens in
            let split = screens.track(HeadlessSplit())
            weak let message = try screens.make("message") { try split.setSecondary($0) }
            #expect(try split.setSecondary(nil) == ["message"])
            #expect(message == nil)
            #expect(split.visibleScreen == nil)
            #expect(try split.setSecondary(nil) == [])
        }
    }

    @Test func showingAScreenInBothColumnsThrows() throws {
        try expectAllReleased { screens in
            let split = screens.track(HeadlessSplit())
            let mailboxes = try screens.make("mailboxes") { try split.setPrimary($0) }
            #expect(throws: NavigationError.screenAlreadyShown(screen: "mailboxes")) {
                try split.setSecondary(mailboxes)
            }
            #expect(split.secondary == nil)
        }
    }
}
