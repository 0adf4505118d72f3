import ReactiveCoordinator
import ReactiveCoordinatorUIKit
import Testing

/// What the UIKit face's guard reports, played as UIKit would: `presentationControllerDidAttemptToDismiss`
/// names the presented controller, which may hold the guarded screen (a navigation controller
/// around it).
@MainActor
@Suite struct PlatformLeaveGuardsTests {
    private final class Screen {
        var children: [Screen] = []
        func holds(_ other: AnyObject) -> Bool {
            children.contains { $0 === other || $0.holds(other) }
        }
    }

    @Test func aRefusedSwipeOfTheSheetHoldingTheGuardedScreenReachesItsGuard() throws {
        let guards = PlatformLeaveGuards()
        let editor = Screen()
        let sheet = Screen()
        sheet.children = [editor]
        var attempts: [LeaveAttempt] = []
        guards.set(editor) { attempts.append($0) }

        let attempt = try #require(
            guards.refuse(sheet, gesture: .swipeDown, container: "UIWindow", holds: sheet.holds))
        #expect(attempt.gesture == .swipeDown)
        #expect(attempt.container == "UIWindow")
        #expect(attempts == [attempt])
        #expect(guards.guardsAny(leavingWith: sheet, holds: sheet.holds))
    }

    @Test func anUnguardedSheetReportsNothing() {
        let guards = PlatformLeaveGuards()
        let editor = Screen()
        var calls = 0
        guards.set(editor) { _ in calls += 1 }
        #expect(guards.refuse(Screen(), gesture: .swipeDown, container: "UIWindow") { _ in false } == nil)
        guards.remove(editor)
        #expect(guards.refuse(editor, gesture: .swipeDown, container: "UIWindow") { _ in false } == nil)
        #expect(calls == 0)
        #expect(!guards.contains(editor))
    }

    @Test func aGuardHoldsNoScreen() {
        let guards = PlatformLeaveGuards()
        var editor: Screen? = Screen()
        guards.set(editor!) { _ in }
        weak let released = editor
        editor = nil
        #expect(released == nil)
    }
}
