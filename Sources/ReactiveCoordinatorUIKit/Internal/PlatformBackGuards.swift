package import ReactiveCoordinator

/// What a navigation controller's guards replaced on UIKit's objects (a screen's back action, the
/// pop gesture's delegate), kept apart from UIKit so that when each is replaced and given back,
/// and what a refused tap or swipe reports, run, and are tested, on every platform.
///
/// A UIKit extension cannot store a property, so the replacements live here. The screen whose
/// back action was replaced and the stack whose pop gesture was given a delegate are held weakly;
/// the delegate installed is held strongly (UIKit holds a gesture's delegate weakly), until it is
/// given back or its stack goes.
///
/// ## Contract
/// - ``replaceBackAction(of:saving:)`` keeps the first action it saved for a screen until
///   ``restoreBackActions(keeping:)`` gives it back: replacing twice never saves our own action.
/// - ``restoreBackActions(keeping:)`` returns, and forgets, every replaced screen that `isGuarded`
///   no longer holds, with the action it had before; a screen that went is forgotten silently.
/// - ``installPopGestureDelegate(on:original:make:)`` installs one delegate per stack, made once;
///   ``restorePopGestureDelegate(of:)`` returns it with the delegate it replaced, and forgets both.
@MainActor
package final class PlatformBackGuards {
    private struct ReplacedBackAction {
        weak var screen: AnyObject?
        let saved: AnyObject?
    }

    private struct InstalledDelegate {
        weak var stack: AnyObject?
        weak var original: AnyObject?
        let installed: AnyObject
    }

    private var backActions: [ReplacedBackAction] = []
    private var delegates: [InstalledDelegate] = []

    /// Creates an empty record.
    package init() {}

    /// The record of the UIKit adapters: a screen is on one stack at a time, so one serves every
    /// navigation controller.
    package static let shared = PlatformBackGuards()

    /// Records that the back action of `screen` is being replaced, saving the one it had.
    ///
    /// - Parameters:
    ///   - screen: The stack's element whose navigation item's back action is replaced, held
    ///     weakly.
    ///   - saved: The back action it had (`nil` for UIKit's own), given back on restore.
    /// - Returns: Whether to replace it now; `false` when it is already replaced, and the first
    ///   saved action is kept.
    package func replaceBackAction(of screen: AnyObject, saving saved: AnyObject?) -> Bool {
        backActions.removeAll { $0.screen == nil }
        guard !backActions.contains(where: { $0.screen === screen }) else { return false }
        backActions.append(ReplacedBackAction(screen: screen, saved: saved))
        return true
    }

    /// Whether the back action of `screen` is replaced now.
    ///
    /// - Parameter screen: A stack's element.
    /// - Returns: Whether ``replaceBackAction(of:saving:)`` replaced it and it was not given back.
    package func replacesBackAction(of screen: AnyObject) -> Bool {
        backActions.contains { $0.screen === screen }
    }

    /// The replaced back actions to give back: those of the screens `isGuarded` no longer holds.
    ///
    /// - Parameter isGuarded: Whether a screen still holds a guarded screen.
    /// - Returns: Each such screen with the action it had before, in the order they were replaced;
    ///   they are forgotten.
    package func restoreBackActions(keeping isGuarded: (AnyObject) -> Bool) -> [(screen: AnyObject, saved: AnyObject?)]
    {
        var restored: [(screen: AnyObject, saved: AnyObject?)] = []
        backActions.removeAll { entry in
            guard let screen = entry.screen else { return true }
            if isGuarded(screen) { return false }
            restored.append((screen, entry.saved))
            return true
        }
        return restored
    }

    /// Installs a delegate on the pop gesture of `stack`, once.
    ///
    /// - Parameters:
    ///   - stack: The navigation controller, held weakly.
    ///   - original: The gesture's delegate now (UIKit's own), held weakly as UIKit holds it.
    ///   - make: Makes the delegate to install; called only when `stack` has none of ours.
    /// - Returns: The delegate to set on the gesture, or `nil` when ours is already installed.
    package func installPopGestureDelegate(
        on stack: AnyObject, original: AnyObject?, make: () -> AnyObject
    ) -> AnyObject? {
        delegates.removeAll { $0.stack == nil }
        guard !delegates.contains(where: { $0.stack === stack }) else { return nil }
        let installed = make()
        delegates.append(InstalledDelegate(stack: stack, original: original, installed: installed))
        return installed
    }

    /// Forgets the delegate installed on the pop gesture of `stack`.
    ///
    /// - Parameter stack: The navigation controller.
    /// - Returns: The delegate installed and the one it replaced, to give back if the gesture
    ///   still has ours; `nil` when none is installed.
    package func restorePopGestureDelegate(of stack: AnyObject) -> (installed: AnyObject, original: AnyObject?)? {
        delegates.removeAll { $0.stack == nil }
        guard let index = delegates.firstIndex(where: { $0.stack === stack }) else { return nil }
        let entry = delegates.remove(at: index)
        return (entry.installed, entry.original)
    }

    /// Whether a delegate of ours is installed on the pop gesture of `stack`.
    ///
    /// - Parameter stack: The navigation controller.
    /// - Returns: Whether ``installPopGestureDelegate(on:original:make:)`` installed one that
    ///   was not given back.
    package func hasPopGestureDelegate(on stack: AnyObject) -> Bool {
        delegates.contains { $0.stack === stack }
    }
}

/// What a tap on a replaced back button does.
package enum BackTapOutcome: Equatable {
    /// A guard refused it, and was told with this attempt.
    case refused(LeaveAttempt)
    /// No guard holds the screen any more: give the back button back, and go back.
    case goBack
    /// The screen whose action UIKit called is not the stack's top (a stale action: a push or a
    /// pop got there first): nothing is refused, reported or popped.
    case ignored
}

extension PlatformLeaveGuards {
    /// The user tapped the back button of `top`, the stack's top, whose back action a guard
    /// replaced: refuses and reports it if `top` still holds a guarded screen.
    ///
    /// - Parameters:
    ///   - top: The stack's top element.
    ///   - container: The container's name, as attempts name it.
    ///   - holds: Whether `top` holds a screen (nested in it, at any depth).
    /// - Returns: ``BackTapOutcome/refused(_:)`` after calling the guard, or
    ///   ``BackTapOutcome/goBack`` when no guarded screen leaves with `top`.
    package func userTappedBack(from top: AnyObject, container: String, holds: (AnyObject) -> Bool) -> BackTapOutcome {
        refuse(top, gesture: .backTap, container: container, holds: holds).map(BackTapOutcome.refused) ?? .goBack
    }

    /// The back action of `element` ran: UIKit calls it for the item on top, but one replaced
    /// earlier can run after a push or a pop got there first.
    ///
    /// - Parameters:
    ///   - element: The stack's element whose back action ran.
    ///   - top: The stack's top now.
    ///   - container: The container's name, as attempts name it.
    ///   - holds: Whether `element` holds a screen (nested in it, at any depth).
    /// - Returns: ``BackTapOutcome/ignored`` when `element` is not `top`; else as
    ///   ``userTappedBack(from:container:holds:)``.
    package func backActionRan(
        for element: AnyObject, top: AnyObject?, container: String, holds: (AnyObject) -> Bool
    ) -> BackTapOutcome {
        guard element === top else { return .ignored }
        return userTappedBack(from: element, container: container, holds: holds)
    }

    /// Whether the back swipe from `top` may begin: UIKit's own answer first, so a swipe UIKit
    /// would not begin (from the root, during a transition) is neither refused nor reported;
    /// then the guards, which refuse and report a swipe that would take a guarded screen away.
    ///
    /// - Parameters:
    ///   - top: The stack's top element; `nil` when the stack holds one element or none, where a
    ///     swipe pops nothing.
    ///   - platformAllows: What UIKit's own delegate of the gesture answered.
    ///   - container: The container's name, as attempts name it.
    ///   - holds: Whether `top` holds a screen (nested in it, at any depth).
    /// - Returns: Whether the gesture may begin.
    package func allowsBackSwipe(
        from top: AnyObject?, platformAllows: Bool, container: String, holds: (AnyObject) -> Bool
    ) -> Bool {
        guard platformAllows, let top else { return platformAllows }
        return refuse(top, gesture: .backSwipe, container: container, holds: holds) == nil
    }
}
