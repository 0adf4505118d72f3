import ReactiveCoordinator
import ReactiveCoordinatorUIKit
import Testing

/// What the UIKit face's stack guard decides, played as UIKit would call it: the guarded element's
/// back action on a tap, the pop gesture's delegate on a swipe (after UIKit's own delegate
/// answered), and the guard's removal giving back what it replaced.
@MainActor
@Suite struct PlatformBackGuardsTests {
    private final class Screen {
        var children: [Screen] = []
        func holds(_ other: AnyObject) -> Bool {
            children.contains { $0 === other || $0.holds(other) }
        }
    }

    /// An action or a delegate UIKit had, as an object whose identity is checked.
    private final class Replaced {}

    /// `===` outside `#expect`, whose expansion of it over two class types crashes the 6.3.1
    /// compiler.
    private func isSame(_ first: AnyObject?, _ second: AnyObject?) -> Bool {
        first === second
    }

    @Test func aTapOnTheBackButtonOfAGuardedTopIsRefusedAndReportedAsABackTap() {
        let guards = PlatformLeaveGuards()
        let editor = Screen()
        var attempts: [LeaveAttempt] = []
        guards.set(editor) { attempts.append($0) }

        let outcome = guards.userTappedBack(from: editor, container: "UINavigationController", holds: editor.holds)

        let attempt = LeaveAttempt(screen: "Screen", gesture: .backTap, container: "UINavigationController")
        #expect(outcome == .refused(attempt))
        #expect(attempts == [attempt])
    }

    @Test func aTapOnTheBackButtonOfATopHoldingAGuardedScreenReachesThatScreensGuard() {
        let guards = PlatformLeaveGuards()
        let editor = Screen()
        let container = Screen()
        container.children = [editor]
        var attempts: [LeaveAttempt] = []
        guards.set(editor) { attempts.append($0) }

        let outcome = guards.userTappedBack(
            from: container, container: "UINavigationController", holds: container.holds)

        #expect(attempts.map(\.gesture) == [.backTap])
        #expect(outcome == attempts.first.map(BackTapOutcome.refused))
    }

    @Test func aTapOnABackButtonWhoseGuardWentGoesBackAndReportsNothing() {
        let guards = PlatformLeaveGuards()
        let editor = Screen()
        var calls = 0
        guards.set(editor) { _ in calls += 1 }
        guards.remove(editor)

        #expect(
            guards.userTappedBack(from: editor, container: "UINavigationController", holds: editor.holds) == .goBack)
        #expect(calls == 0)
    }

    @Test func aBackSwipeFromAGuardedTopIsRefusedAndReportedAsABackSwipe() {
        let guards = PlatformLeaveGuards()
        let editor = Screen()
        var attempts: [LeaveAttempt] = []
        guards.set(editor) { attempts.append($0) }

        let begins = guards.allowsBackSwipe(
            from: editor, platformAllows: true, container: "UINavigationController", holds: editor.holds)

        #expect(!begins)
        #expect(attempts == [LeaveAttempt(screen: "Screen", gesture: .backSwipe, container: "UINavigationController")])
    }

    @Test func aBackSwipeUIKitWouldNotBeginIsNeitherRefusedNorReported() {
        let guards = PlatformLeaveGuards()
        let editor = Screen()
        var calls = 0
        guards.set(editor) { _ in calls += 1 }

        // UIKit's own delegate says no: a transition is running.
        #expect(
            !guards.allowsBackSwipe(
                from: editor, platformAllows: false, container: "UINavigationController", holds: editor.holds))
        // The guarded screen is the root: a swipe pops nothing, and UIKit's answer stands.
        #expect(
            guards.allowsBackSwipe(from: nil, platformAllows: true, container: "UINavigationController") { _ in true })
        #expect(calls == 0)
    }

    @Test func aBackSwipeFromAnUnguardedTopBegins() {
        let guards = PlatformLeaveGuards()
        let editor = Screen()
        let other = Screen()
        var calls = 0
        guards.set(editor) { _ in calls += 1 }

        #expect(
            guards.allowsBackSwipe(
                from: other, platformAllows: true, container: "UINavigationController", holds: other.holds))
        #expect(calls == 0)
    }

    @Test func aReplacedBackActionIsSavedOnceAndGivenBackWhenItsScreenIsNoLongerGuarded() throws {
        let backGuards = PlatformBackGuards()
        let editor = Screen()
        let appsAction = Replaced()
        var guarded = true

        #expect(backGuards.replaceBackAction(of: editor, saving: appsAction))
        // Guarding again finds our own action on the item: it must not be saved over the app's.
        #expect(!backGuards.replaceBackAction(of: editor, saving: Replaced()))
        #expect(backGuards.restoreBackActions { _ in guarded }.isEmpty)
        #expect(backGuards.replacesBackAction(of: editor))

        guarded = false
        let restored = backGuards.restoreBackActions { _ in guarded }
        let only = try #require(restored.first)
        #expect(restored.count == 1)
        #expect(isSame(only.screen, editor))
        #expect(isSame(only.saved, appsAction))
        #expect(!backGuards.replacesBackAction(of: editor))
        #expect(backGuards.restoreBackActions { _ in false }.isEmpty)
    }

    @Test func aScreenThatHadNoBackActionGetsUIKitsOwnBack() throws {
        let backGuards = PlatformBackGuards()
        let editor = Screen()
        #expect(backGuards.replaceBackAction(of: editor, saving: nil))
        let restored = try #require(backGuards.restoreBackActions { _ in false }.first)
        #expect(isSame(restored.screen, editor))
        #expect(restored.saved == nil)
    }

    @Test func onlyTheBackActionsOfScreensNoLongerGuardedAreGivenBack() {
        let backGuards = PlatformBackGuards()
        let first = Screen()
        let second = Screen()
        #expect(backGuards.replaceBackAction(of: first, saving: nil))
        #expect(backGuards.replaceBackAction(of: second, saving: nil))

        let restored = backGuards.restoreBackActions { $0 === second }

        #expect(restored.map(\.screen).count == 1)
        #expect(isSame(restored.first?.screen, first))
        #expect(backGuards.replacesBackAction(of: second))
    }

    @Test func thePopGestureGetsOneDelegateAndGetsUIKitsBack() throws {
        let backGuards = PlatformBackGuards()
        let stack = Screen()
        let uikits = Replaced()
        var made = 0

        let installed = try #require(
            backGuards.installPopGestureDelegate(on: stack, original: uikits) {
                made += 1
                return Replaced()
            })
        #expect(backGuards.installPopGestureDelegate(on: stack, original: installed) { Replaced() } == nil)
        #expect(made == 1)
        #expect(backGuards.hasPopGestureDelegate(on: stack))

        let restored = try #require(backGuards.restorePopGestureDelegate(of: stack))
        #expect(isSame(restored.installed, installed))
        #expect(isSame(restored.original, uikits))
        #expect(!backGuards.hasPopGestureDelegate(on: stack))
        #expect(backGuards.restorePopGestureDelegate(of: stack) == nil)
    }

    @Test func theReplacementsHoldNoScreenAndNoStack() {
        let backGuards = PlatformBackGuards()
        var editor: Screen? = Screen()
        var stack: Screen? = Screen()
        weak let releasedEditor = editor
        weak let releasedStack = stack
        weak var releasedDelegate: Replaced?
        #expect(backGuards.replaceBackAction(of: editor!, saving: Replaced()))
        do {
            let installed = backGuards.installPopGestureDelegate(on: stack!, original: nil) { Replaced() }
            releasedDelegate = installed as? Replaced
        }
        #expect(releasedDelegate != nil)

        editor = nil
        stack = nil

        #expect(releasedEditor == nil)
        #expect(releasedStack == nil)
        // The delegate installed on a stack that went is dropped the next time the record is used.
        #expect(backGuards.restorePopGestureDelegate(of: Screen()) == nil)
        #expect(releasedDelegate == nil)
        #expect(backGuards.restoreBackActions { _ in false }.isEmpty)
    }
}
