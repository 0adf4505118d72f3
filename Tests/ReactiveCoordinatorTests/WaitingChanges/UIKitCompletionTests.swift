import ReactiveCoordinator
import ReactiveCoordinatorUIKit
import Testing

/// What the UIKit face decides when UIKit calls back.
///
/// A transition coordinator's completion, a dismissal's completion, a guarded back button's
/// action: the face only hands UIKit's callbacks
/// to these decisions (`UIWindow+TransitioningContext.swift`,
/// `UINavigationController+LeaveGuardingContext.swift`), so they are played here as UIKit would
/// call them, including the calls UIKit makes late, twice, or for a screen no longer on top.
@MainActor
@Suite struct UIKitCompletionTests {
    /// The actions run, in order.
    @MainActor
    private final class Runs {
        var names: [String] = []
        func action(_ name: String) -> @MainActor () -> Void {
            { [weak self] in self?.names.append(name) }
        }
    }

    /// A window or a controller, as the records see it: an object compared by identity.
    private final class Object {
        var children: [Object] = []
        func holds(_ other: AnyObject) -> Bool {
            children.contains { $0 === other || $0.holds(other) }
        }
    }

    @Test func aTransitionUIKitReportsHoldsWhatWaitsUntilItsCoordinatorsCompletionCalledOnce() throws {
        let transitions = PlatformTransitions()
        let window = Object()
        let runs = Runs()
        var completions: [@MainActor () -> Void] = []

        transitions.afterTransitions(in: window, reportedByUIKit: "the presentation of Sheet") {
            completions.append($0)
        } run: {
            runs.action("present")()
        }
        transitions.afterTransitions(in: window, reportedByUIKit: "the presentation of Sheet") {
            completions.append($0)
        } run: {
            runs.action("push")()
        }

        #expect(completions.count == 1, "one transition, observed once")
        #expect(runs.names.isEmpty)
        #expect(transitions.transitionUnderWay(in: window, reportedByUIKit: nil) == "the presentation of Sheet")
        let completion = try #require(completions.first)
        completion()
        #expect(runs.names == ["present", "push"])
        completion()
        #expect(runs.names == ["present", "push"], "a completion called twice runs nothing twice")
        #expect(transitions.transitionUnderWay(in: window, reportedByUIKit: nil) == nil)
    }

    @Test func withNothingInMotionWhatWaitsRunsAtOnceAndNoCompletionIsAskedFor() {
        let transitions = PlatformTransitions()
        let window = Object()
        let runs = Runs()
        var observed = 0

        transitions.afterTransitions(in: window, reportedByUIKit: nil) { _ in
            observed += 1
        } run: {
            runs.action("present")()
        }

        #expect(runs.names == ["present"])
        #expect(observed == 0)
    }

    @Test func aCompletionCalledAfterTheWindowWentDoesNothing() {
        let transitions = PlatformTransitions()
        let runs = Runs()
        var completion: (@MainActor () -> Void)?
        weak var gone: Object?
        do {
            let window = Object()
            gone = window
            transitions.afterTransitions(in: window, reportedByUIKit: "the dismissal of Sheet") {
                completion = $0
            } run: {
                runs.action("present")()
            }
        }

        #expect(gone == nil, "the completion holds the window weakly")
        completion?()
        #expect(runs.names.isEmpty)
    }

    @Test func aDismissalTheWindowAsksForHoldsWhatWaitsUntilUIKitsCompletion() throws {
        let transitions = PlatformTransitions()
        let window = Object()
        let runs = Runs()
        var underWayBefore: String?
        var completion: (@MainActor () -> Void)?

        transitions.dismissal(of: "Sheet", in: window) {
            underWayBefore = transitions.transitionUnderWay(in: window, reportedByUIKit: nil)
            transitions.afterTransitions(in: window, run: runs.action("resumed by the alert's removal"))
        } dismiss: { completed in
            completion = completed
        }
        transitions.afterTransitions(in: window, run: runs.action("present"))

        #expect(underWayBefore == "the dismissal of Sheet", "what runs before UIKit is asked waits for it")
        #expect(runs.names.isEmpty)
        let completed = try #require(completion)
        completed()
        #expect(runs.names == ["resumed by the alert's removal", "present"])
        completed()
        #expect(runs.names == ["resumed by the alert's removal", "present"])
    }

    @Test func aGuardedBackActionRunForAScreenNoLongerOnTopIsIgnored() {
        let guards = PlatformLeaveGuards()
        let editor = Object()
        let pushed = Object()
        var attempts: [LeaveAttempt] = []
        guards.set(editor) { attempts.append($0) }

        let stale = guards.backActionRan(for: editor, top: pushed, container: "UINavigationController") {
            editor.holds($0)
        }
        let onTop = guards.backActionRan(for: editor, top: editor, container: "UINavigationController") {
            editor.holds($0)
        }

        #expect(stale == .ignored)
        let attempt = LeaveAttempt(screen: "Object", gesture: .backTap, container: "UINavigationController")
        #expect(onTop == .refused(attempt))
        #expect(attempts == [attempt], "the stale action told the guard nothing")
        guards.remove(editor)
        #expect(
            guards.backActionRan(for: editor, top: editor, container: "UINavigationController") { editor.holds($0) }
                == .goBack)
    }
}
