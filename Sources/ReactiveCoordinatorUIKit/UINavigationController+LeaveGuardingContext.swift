#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import ReactiveCoordinator

#if !os(tvOS)

// A `UINavigationController` refuses the user's back tap and back swipe from a guarded screen,
// each through the one door UIKit opens for it:
//
// - The back button: `UINavigationItem.backAction` (iOS 16), which "Replaces the back action for
//   the navigation bar. if a back button is naturally present, this replaces only its action,
//   otherwise a back button will be synthesized with the image or title from the action"
//   (UINavigationItem.h). The guarded element's item gets an action that refuses and reports;
//   the action it had is given back when the guard goes. Because a back button is synthesized
//   where none is naturally present, the root (which has none) is never given one.
// - The back swipe: the `interactivePopGestureRecognizer`'s delegate, whose
//   `gestureRecognizerShouldBegin(_:)` is "called when a gesture recognizer attempts to
//   transition out of UIGestureRecognizerStatePossible. returning NO causes it to transition to
//   UIGestureRecognizerStateFailed" (UIGestureRecognizer.h). The stack's gesture gets a delegate
//   that asks UIKit's own delegate first (UIKit refuses a swipe at the root or during a
//   transition; such a swipe is not reported), then the guards; every other delegate message goes
//   to UIKit's delegate, so the gesture behaves as UIKit made it. UIKit's delegate is given back
//   when the stack holds no guarded screen.
//
// Which attempts are refused and reported, and when the replacements are given back, is
// `PlatformLeaveGuards` and `PlatformBackGuards`, which run and are tested on Linux; here this file
// is only type-checked, against a UIKit stand-in. tvOS has neither API (its remote's Menu button
// cannot be refused), so there the stack is no `LeaveGuardingContext`.

extension UINavigationController: LeaveGuardingContext {
    /// Refuses the user's back tap and back swipe from `screen`, and reports each.
    ///
    /// The back button of the element of this stack holding `screen` runs an action that refuses
    /// the tap (`navigationItem.backAction`), and the stack's pop gesture gets a delegate that
    /// refuses the swipe (`interactivePopGestureRecognizer`); ``stopGuardingLeaving(_:)`` gives
    /// both back.
    ///
    /// ## Contract
    /// - While the element holding `screen` is the top, a tap on its back button and a back swipe
    ///   change nothing and call `onAttempt` with a ``LeaveGesture/backTap`` or
    ///   ``LeaveGesture/backSwipe`` attempt. A swipe UIKit would not have begun (at the root,
    ///   during a transition) is not reported.
    /// - A pop, a pop to another screen and a replacement of the stack, by code, still remove
    ///   the screen: UIKit refuses only the user's gestures. Removals asked by flows are the
    ///   core's guards' to ask about.
    /// - A screen that is the stack's root when guarded gets no back action: it has no back
    ///   button, and UIKit would synthesize one for the action.
    /// - A back action the app had set on that element is saved and given back, unless the app
    ///   replaced ours meanwhile; so is UIKit's delegate of the pop gesture.
    /// - If the stack is presented (or nested in a presented controller) when the guard is set,
    ///   that sheet refuses its swipe-down too (`isModalInPresentation`), as
    ///   `UIWindow/guardLeaving(_:onAttempt:)` does; ``UIKit/UIViewController/reportRefusedDismissal()``
    ///   reports it to the same `onAttempt`.
    ///
    /// - Parameters:
    ///   - screen: A view controller on this stack, or one nested in one.
    ///   - onAttempt: Called with each refused gesture.
    /// - Throws: ``NavigationError/screenNotInContainer(screen:container:)`` if `screen` is not
    ///   on this stack.
    public func guardLeaving(_ screen: AnyObject, onAttempt: @escaping @MainActor (LeaveAttempt) -> Void)
        throws(NavigationError)
    {
        guard let element = guardedElement(holding: screen) else {
            throw .screenNotInContainer(screen: describeScreen(screen), container: containerName(self))
        }
        PlatformLeaveGuards.shared.set(screen, onAttempt: onAttempt)
        if element !== viewControllers.first {
            replaceBackAction(of: element)
        }
        installBackSwipeGuard()
        presentedRoot?.isModalInPresentation = true
    }

    /// Lets the user go back from `screen` again: gives back the back action and the pop
    /// gesture's delegate that no other guarded screen needs.
    ///
    /// - Parameter screen: The guarded screen.
    public func stopGuardingLeaving(_ screen: AnyObject) {
        PlatformLeaveGuards.shared.remove(screen)
        restoreUnguardedBackHandlers()
    }

    /// Whether the user's back tap and back swipe from `screen` are refused now.
    ///
    /// - Parameter screen: The screen.
    /// - Returns: Whether it is guarded and on this stack.
    public func isLeavingGuarded(_ screen: AnyObject) -> Bool {
        PlatformLeaveGuards.shared.contains(screen) && guardedElement(holding: screen) != nil
    }

    /// The element of this stack holding `screen`, or `screen` itself.
    private func guardedElement(holding screen: AnyObject) -> UIViewController? {
        guard let controller = screen as? UIViewController else { return nil }
        return viewControllers.first { $0.holdsInContainment(controller) }
    }

    /// The presented controller this stack is, or is nested in: its swipe-down would take the
    /// guarded screen too.
    private var presentedRoot: UIViewController? {
        var root: UIViewController = self
        while let parent = root.parent {
            root = parent
        }
        return root.presentingViewController == nil ? nil : root
    }

    /// Whether a guarded screen is `element` or nested in it.
    private func holdsGuardedScreen(_ element: AnyObject) -> Bool {
        guard let element = element as? UIViewController else { return false }
        return PlatformLeaveGuards.shared.guardsAny(leavingWith: element) { guarded in
            (guarded as? UIViewController).map(element.holdsInContainment) ?? false
        }
    }

    private func replaceBackAction(of element: UIViewController) {
        let item = element.navigationItem
        guard PlatformBackGuards.shared.replaceBackAction(of: element, saving: item.backAction) else { return }
        item.backAction = UIAction(identifier: guardedBackIdentifier) { [weak self, weak element] _ in
            guard let self, let element else { return }
            self.userTappedGuardedBack(from: element)
        }
    }

    private func userTappedGuardedBack(from element: UIViewController) {
        let outcome = PlatformLeaveGuards.shared.backActionRan(
            for: element, top: topViewController, container: containerName(self)
        ) { guarded in (guarded as? UIViewController).map(element.holdsInContainment) ?? false }
        // A guard that went without being stopped (its screen released, or its guard lifted through
        // the window) leaves our action behind: give the button back and do what it would have.
        guard outcome == .goBack else { return }
        restoreUnguardedBackHandlers()
        popViewController(animated: true)
    }

    private func installBackSwipeGuard() {
        guard let gesture = interactivePopGestureRecognizer else { return }
        let original = gesture.delegate
        let installed = PlatformBackGuards.shared.installPopGestureDelegate(on: self, original: original) {
            BackSwipeGuard(stack: self, original: original)
        }
        if let installed = installed as? BackSwipeGuard {
            gesture.delegate = installed
        }
    }

    private func restoreUnguardedBackHandlers() {
        if let sheet = presentedRoot {
            sheet.isModalInPresentation = holdsGuardedScreen(sheet)
        }
        let backGuards = PlatformBackGuards.shared
        for (element, saved) in backGuards.restoreBackActions(keeping: holdsGuardedScreen) {
            guard let item = (element as? UIViewController)?.navigationItem,
                item.backAction?.identifier == guardedBackIdentifier
            else { continue }
            item.backAction = saved as? UIAction
        }
        guard !viewControllers.contains(where: holdsGuardedScreen),
            let restored = backGuards.restorePopGestureDelegate(of: self)
        else { return }
        if let gesture = interactivePopGestureRecognizer, gesture.delegate === restored.installed {
            gesture.delegate = restored.original as? any UIGestureRecognizerDelegate
        }
    }
}

/// The identifier of the back action a guard puts on a guarded screen's navigation item: the item
/// keeps a copy of the action it is given, so ours is told apart by its identifier.
private let guardedBackIdentifier = UIAction.Identifier(rawValue: "org.reactivecoordinator.guarded-back")

/// The delegate a guarded stack's pop gesture gets: UIKit's own delegate decides first, then the
/// guards; everything else is UIKit's delegate's.
@MainActor
private final class BackSwipeGuard: NSObject, UIGestureRecognizerDelegate {
    private weak var stack: UINavigationController?
    // Set once, in `init`; the runtime zeroes a weak reference atomically, so reading it from the
    // nonisolated overrides below (UIKit calls them on the main thread) is safe.
    private nonisolated(unsafe) weak var original: (any UIGestureRecognizerDelegate)?

    init(stack: UINavigationController, original: (any UIGestureRecognizerDelegate)?) {
        self.stack = stack
        self.original = original
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let platformAllows = original?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true
        guard let stack else { return platformAllows }
        let top = stack.viewControllers.count > 1 ? stack.topViewController : nil
        return PlatformLeaveGuards.shared.allowsBackSwipe(
            from: top, platformAllows: platformAllows, container: containerName(stack)
        ) { guarded in
            guard let top, let guarded = guarded as? UIViewController else { return false }
            return top.holdsInContainment(guarded)
        }
    }

    #if canImport(ObjectiveC)
    // The rest of what UIKit's delegate answers (which touches the gesture receives, which other
    // gestures wait for it) is forwarded to it unchanged, by the Objective-C runtime: these two
    // overrides cannot be type-checked against the stand-in, which has no Objective-C runtime.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || original?.responds(to: aSelector) == true
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        super.responds(to: aSelector) ? nil : original
    }
    #endif
}
#endif
#endif
