/// Something that would take a guarded screen away: a user gesture its container refused,
/// another flow's removal or a deep link's step that waits for an answer, or a removal that
/// cannot be refused.
///
/// ``Flow/guardLeaving(_:in:onAttempt:)`` hands one to the flow that guards the screen, which
/// may ask the user (an ``Alert``) and then remove the screen itself or keep it; a removal that
/// waits (``LeaveCause/waitsForAnswer``) is answered with ``Flow/answer(_:with:)``.
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/Guards/GuardTestFlows.swift#guard-sheet -->
/// ```swift
/// flow.guardLeaving(editor, in: window) { [weak editor] attempt in
///     self.log.attempts.append(attempt)
///     flow.showAlert(discardAlert, in: window) { outcome in
///         self.log.outcomes.append(outcome)
///         guard outcome == .chosen(.discard), let editor else { return }  // stay
///         flow.finish()
///         flow.dismiss(from: editor, in: window)
///     }
/// }
/// ```
public struct LeaveAttempt: Sendable, Equatable, CustomStringConvertible {
    /// The guarded screen, as containers describe screens: its description when it has one, or
    /// else its type's name as the event log spells it (`EditorScreen`, without its module).
    public var screen: String
    /// What would take the screen away: a refused gesture, another flow's removal, a deep
    /// link's step, or a removal that cannot be refused.
    public var cause: LeaveCause
    /// The container that refused it, or that the removal was asked of.
    public var container: String

    /// The gesture that was refused, when the cause is the user's gesture.
    public var gesture: LeaveGesture? {
        if case .gesture(let gesture) = cause { gesture } else { nil }
    }

    /// Creates the attempt of a refused gesture; containers do this for you.
    ///
    /// - Parameters:
    ///   - screen: The guarded screen's description.
    ///   - gesture: The refused gesture.
    ///   - container: The container's name.
    package init(screen: String, gesture: LeaveGesture, container: String) {
        self.init(screen: screen, cause: .gesture(gesture), container: container)
    }

    /// Creates an attempt of any cause; the library does this for you.
    ///
    /// - Parameters:
    ///   - screen: The guarded screen's description.
    ///   - cause: What would take it away.
    ///   - container: The container's name.
    package init(screen: String, cause: LeaveCause, container: String) {
        self.screen = screen
        self.cause = cause
        self.container = container
    }

    /// One line: the container, the cause and the screen.
    public var description: String {
        switch cause {
        case .gesture(let gesture): "\(container): refused \(gesture) of \(screen)"
        case .flow, .link, .restoration: "\(container): \(cause) asks to remove \(screen)"
        case .closing: "\(container): \(screen) goes: \(cause)"
        }
    }
}

/// A user gesture that leaves a screen without any coordinator asking for it.
///
/// ## Contract
/// Which gestures a platform lets an app refuse, and hear of:
/// - ``swipeDown``: UIKit refuses it with `isModalInPresentation` and reports it through
///   `presentationControllerDidAttemptToDismiss(_:)`; SwiftUI refuses it with
///   `interactiveDismissDisabled(_:)` but reports nothing.
/// - ``backTap``: UIKit replaces what the system back button does with
///   `navigationItem.backAction` (iOS 16), which a guarded `UINavigationController` sets to a
///   refusal that reports; SwiftUI hides the button (`navigationBarBackButtonHidden(_:)`) for a
///   button of its own.
/// - ``backSwipe``: UIKit refuses it through the `interactivePopGestureRecognizer`'s delegate
///   (`gestureRecognizerShouldBegin(_:)`, which is the report); SwiftUI disables it with the back
///   button hidden, and reports nothing.
public enum LeaveGesture: String, Sendable, Hashable, CustomStringConvertible {
    /// Swiping a presented sheet down.
    case swipeDown
    /// Tapping a stack's back button.
    case backTap
    /// Swiping back from a stack's left edge.
    case backSwipe

    /// The gesture as the event log prints it.
    public var description: String {
        switch self {
        case .swipeDown: "user swipe down"
        case .backTap: "user back tap"
        case .backSwipe: "user back swipe"
        }
    }
}
