@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The migration guides' "after" code does what the guides say it does.
@MainActor
@Suite struct MigrationSnippetTests {
    @Test func yuiProfileGetsTheEditedNameFromItsChildInsteadOfADelegate() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: YuiMigration.ProfileCoordinator(stack: stack))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()

        (stack.screens.last as? YuiMigration.ProfileScreen)?.intents.send(.edit)
        (stack.screens.last as? YuiMigration.EditProfileScreen)?.intents.send(.save(name: "Grace"))

        try log.expect([
            "profile: intent edit from ProfileScreen",
            "profile: child added: editProfile",
            "profile/editProfile: started",
            "profile/editProfile: bound to EditProfileScreen",
            "profile: routed edit",
            "profile/editProfile: intent save(name: \"Grace\") from EditProfileScreen",
            "profile/editProfile: routed save(name: \"Grace\")",
            "profile/editProfile: torn down (finished)",
            "profile: child editProfile finished with Grace",
        ])
        #expect((tree.root?.coordinator as? YuiMigration.ProfileCoordinator)?.displayName == "Grace")
        log.expectEverythingReleased { _ = try stack.setScreens([]) }
    }

    @Test func adCoordinatorVerticalChildEndsWhenItsModalIsSwipedDown() throws {
        let window = HeadlessWindow()
        let stack = HeadlessStack()
        try window.setRoot(stack)
        let tree = CoordinatorTree(
            root: ADCoordinatorMigration.ApplicationCoordinator(
                stack: stack, window: window, makeStack: { HeadlessStack() })
        )
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()

        (stack.screens.last as? ADCoordinatorMigration.MasterScreen)?.intents.send(.presentDetail)
        window.userSwipesDown()

        try log.expect([
            "application: intent presentDetail from MasterScreen",
            "application: child added: detail",
            "application/detail: started",
            "application/detail: bound to DetailScreen",
            "application: routed presentDetail",
            "application/detail: torn down (screen released)",
            "application: child detail ended: screen released",
        ])
        log.expectEverythingReleased {
            _ = try window.setRoot(nil)
            _ = try stack.setScreens([])  // the test's own `stack` would keep the master screen
        }
    }

    @Test func vineSettingsDismissedFromAnotherScreenReleaseTheirRoute() throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: VineMigration.RootCoordinator(window: window, makeStack: { HeadlessStack() }))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        let menu = { window.allScreens.first { $0 is VineMigration.MenuScreen } as? VineMigration.MenuScreen }

        menu()?.intents.send(.openSettings)
        try window.dismiss(from: try #require(menu()))  // from the menu, not from the settings screen

        try log.expect([
            "root/menu: intent openSettings from MenuScreen",
            "root/menu: routes SettingsScreen",
            "root/menu: routed openSettings",
            "root/menu: screen SettingsScreen released",
        ])
        #expect(window.presentedScreens.isEmpty)
        log.expectEverythingReleased { _ = try window.setRoot(nil) }
    }

    @Test func coordinatorKitPausedFeedBuffersItsRefreshUntilResumed() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: CoordinatorKitMigration.FeedCoordinator(stack: stack))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()

        tree.root?.pause()
        (stack.screens.last as? CoordinatorKitMigration.FeedScreen)?.intents.send(.refresh)
        #expect((tree.root?.coordinator as? CoordinatorKitMigration.FeedCoordinator)?.refreshes == 0)
        tree.root?.resume()

        try log.expect([
            "feed: paused",
            "feed: intent refresh from FeedScreen",
            "feed: buffered refresh while paused",
            "feed: resumed",
            "feed: routed refresh",
        ])
        #expect((tree.root?.coordinator as? CoordinatorKitMigration.FeedCoordinator)?.refreshes == 1)
        log.expectEverythingReleased { _ = try stack.setScreens([]) }
    }

    @Test func rxFlowEndWithAStepBecomesATypedResultAndAnUnknownStepIsLogged() throws {
        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: RxFlowMigration.MoviesCoordinator(stack: stack))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()

        (stack.screens.last as? RxFlowMigration.MovieListScreen)?.userTapped(movie: 4)
        (stack.screens.last as? RxFlowMigration.MovieDetailScreen)?.intents.send(.rate(stars: 5))
        (stack.screens.last as? RxFlowMigration.MovieListScreen)?.intents.send(.settingsTapped)

        try log.expect([
            "movies: intent movieTapped(id: 4) from MovieListScreen",
            "movies: child added: movieDetail",
            "movies/movieDetail: started",
            "movies/movieDetail: bound to MovieDetailScreen",
            "movies: routed movieTapped(id: 4)",
            "movies/movieDetail: intent rate(stars: 5) from MovieDetailScreen",
            "movies/movieDetail: routed rate(stars: 5)",
            "movies/movieDetail: torn down (finished)",
            "movies: child movieDetail finished with 5",
            "movies: intent settingsTapped from MovieListScreen",
            "movies: bubbled settingsTapped to parent",
            "movies: UNHANDLED settingsTapped",
        ])
        log.expectEverythingReleased { _ = try stack.setScreens([]) }
    }

    @Test func xCoordinatorTransitionsArePerformedByTheRouteHandlers() throws {
        let window = HeadlessWindow()
        let stack = HeadlessStack()
        try window.setRoot(stack)
        let tree = CoordinatorTree(root: XCoordinatorMigration.UserListCoordinator(stack: stack, window: window))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()

        (stack.screens.last as? XCoordinatorMigration.UserListScreen)?.didSelect(name: "ada")
        #expect(stack.screens.count == 2)
        (stack.screens.last as? XCoordinatorMigration.UserScreen)?.intents.send(.close)
        (stack.screens.last as? XCoordinatorMigration.UserListScreen)?.intents.send(.randomColor)
        #expect(window.presentedScreens.count == 1)
        (window.visibleScreen as? XCoordinatorMigration.ColorScreen)?.intents.send(.done)

        try log.expect([
            "userList: intent user(name: \"ada\") from UserListScreen",
            "userList: routes UserScreen",
            "userList: routed user(name: \"ada\")",
            "userList: intent close from UserScreen",
            "userList: routed close",
            "userList: screen UserScreen released",
            "userList: intent randomColor from UserListScreen",
            "userList: child added: color",
            "userList/color: started",
            "userList/color: bound to ColorScreen",
            "userList: routed randomColor",
            "userList/color: intent done from ColorScreen",
            "userList/color: routed done",
            "userList/color: torn down (finished)",
            "userList: child color finished with ()",
        ])
        #expect(window.presentedScreens.isEmpty)
        log.expectEverythingReleased {
            _ = try window.setRoot(nil)
            _ = try stack.setScreens([])
        }
    }
}
