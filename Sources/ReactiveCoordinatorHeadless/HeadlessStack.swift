public import ReactiveCoordinator
public import ReactiveCoordinatorContainerKit

public import Observation

/// An in-memory navigation stack with `UINavigationController`'s lifetime rules.
///
/// The stack owns its screens; a popped screen is released as soon as nobody else holds it,
/// which is what ends the coordinator bound to it. ``userTapsBack()`` plays the back button:
/// it pops without telling any coordinator, the way the real one does.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#stack -->
/// ```swift
/// let stack = HeadlessStack()
/// try stack.push(inbox)
/// try stack.push(detail)
/// stack.userTapsBack()  // detail is released; only the stream probe notices
/// print(stack.visiblePath)  // "stack > inbox"
/// ```
///
/// The stack is `Observable`: SwiftUI's `NavigationStack(path:)` binds to ``path``, where a
/// shorter path written back is the user going back (see ``path`` for the rules), and
/// ``beginInteractivePop()`` plays a back swipe that the user may still cancel.
///
/// ## Contract
/// - Everything in `StackContext`: the root cannot be popped, a screen is shown once, and a
///   stack cannot hold a stack (UIKit crashes on both).
/// - Removed screens' intent streams finish after ``onChange`` has been told, so their
///   coordinators end even if something else keeps a screen alive; the stack then releases them.
/// - The stack carries a life, ``intents``, that a coordinator binds to with
///   `Flow.bind(to:)`: it finishes when a container or the window removes the stack,
///   after the streams of every screen it holds, or when the stack is released.
/// - Every change of ``screens`` notifies observation (`withObservationTracking`, SwiftUI).
/// - A screen's presence is checked against the whole hierarchy this stack is part of.
@MainActor
@Observable
public final class HeadlessStack: StackContext, HeadlessContainer, IntentScreen, nonisolated CustomStringConvertible {
    /// The stack's name in changes, errors and dumps.
    public nonisolated let name: String

    /// Called after each change to this stack and to the containers nested in it.
    ///
    /// Containers that hold this stack hear its changes too, so a window's observer sees the
    /// whole hierarchy.
    @ObservationIgnored
    public var onChange: (@MainActor (NavigationChange) -> Void)?

    /// The screens, root first, top last.
    public private(set) var screens: [AnyObject] = []

    @ObservationIgnored
    weak var parentNode: (any HeadlessNode)?

    /// Written whole and read whole or by field, never changed in place
    /// (``HeadlessNode/updateHeld(_:)``): no access to it can then overlap another, and the
    /// compiler checks none at run time.
    @ObservationIgnored
    private var heldStorage = HeldScreens()
    var held: HeldScreens {
        get { heldStorage }
        set { heldStorage = newValue }
    }

    func holdsDirectly(_ screen: AnyObject) -> Bool {
        heldStorage.holdsDirectly(screen)
    }

    var nestedNodes: Dictionary<ObjectIdentifier, any HeadlessNode>.Values {
        heldStorage.nestedNodes
    }
    /// The guarded screens (``guardLeaving(_:onAttempt:)``).
    ///
    /// Observed, as SwiftUI's `navigationBarBackButtonHidden` reads them.
    var leaveGuards = LeaveGuards()

    /// Whether no screen is guarded, read without registering an observation: the flow explorer
    /// asks it of every container at every state it keys, where a tracked read costs a key path
    /// and a generic lookup in the registrar, and no view reads it.
    package var guardsNothing: Bool {
        _leaveGuards.isEmpty
    }

    /// The back swipes under way and what waits for them to end (`TransitioningContext`).
    ///
    /// Not observed, as the window's: a view sees a swipe through ``interactivePop``, set and
    /// cleared with it, and every change waiting here was a notification.
    @ObservationIgnored
    var transitions = TransitionQueue()

    /// The user's back swipe under way, as ``beginInteractivePop()`` returned it, until it
    /// completes or is cancelled; `nil` when the user's finger is not on the stack.
    ///
    /// The stack keeps the swipe, so whoever plays the user (a test, the flow explorer) can lift
    /// the finger later without holding the value ``beginInteractivePop()`` returned.
    ///
    /// ## Contract
    /// - Set by ``beginInteractivePop()`` when it begins a swipe, which it does only while no
    ///   other gesture holds the window's touch; `nil` again once that swipe completes or is
    ///   cancelled, before what waited for it (a flow's push) applies.
    public internal(set) var interactivePop: InteractiveTransition?

    /// The stack's life, for a coordinator to bind to with `Flow.bind(to:)`: it
    /// publishes nothing, and finishes when a container or the window removes the stack, or
    /// when the stack is released.
    ///
    /// The same probe a screen's channel is: the coordinator bound to the stack ends with
    /// `TeardownReason.screenReleased` when the window replaces its root, a presenter dismisses
    /// it, or the user swipes it away, whoever did it.
    public let intents = IntentChannel<Never>()

    /// Creates an empty stack.
    ///
    /// - Parameter name: The name used in changes, errors and dumps.
    public init(name: String = "stack") {
        self.name = name
    }

    /// The stack's name.
    public nonisolated var description: String {
        name
    }

    /// Pushes a screen on top of the stack.
    ///
    /// - Parameter screen: The screen to show; it must not be on the hierarchy yet.
    /// - Throws: `NavigationError.screenAlreadyShown(screen:)`, or
    ///   `NavigationError.unsupportedNesting(screen:container:)` for a stack or a window.
    public func push(_ screen: AnyObject) throws(NavigationError) {
        try validateNewScreen(screen)
        // Notified as a write, without the tracked read of an in-place `screens.append`: a change
        // reads what it changes untracked (`HeadlessWindow.setRoot(_:)`).
        withMutation(keyPath: \.screens) { _screens.append(screen) }
        adopt([screen])
        report(.pushed(screen: describeScreen(screen), stack: name))
    }

    /// Pops the top screen.
    ///
    /// - Returns: The description of the popped screen.
    /// - Throws: `NavigationError.cannotPopRoot(stack:)` when the stack holds one screen or none.
    @discardableResult
    public func pop() throws(NavigationError) -> String {
        guard screens.count > 1 else {
            throw .cannotPopRoot(stack: name)
        }
        let removed = [screens.removeLast()]
        let names = removed.map(describeScreen)
        finishRemoval(of: removed, reporting: .popped(screens: names, stack: name))
        return names[0]
    }

    /// Pops every screen above the given one.
    ///
    /// - Parameter screen: The screen to return to; popping to the top screen changes nothing.
    /// - Returns: Descriptions of the popped screens, bottom first.
    /// - Throws: `NavigationError.screenNotInContainer(screen:container:)` if the screen is not
    ///   in this stack (UIKit crashes).
    @discardableResult
    public func pop(to screen: AnyObject) throws(NavigationError) -> [String] {
        guard let index = screens.firstIndex(where: { $0 === screen }) else {
            throw .screenNotInContainer(screen: describeScreen(screen), container: name)
        }
        return popAll(above: index)
    }

    /// Pops every screen above the root.
    ///
    /// - Returns: Descriptions of the popped screens, bottom first; empty for a stack of one.
    @discardableResult
    public func popToRoot() -> [String] {
        popAll(above: 0)
    }

    /// Replaces the whole stack.
    ///
    /// Screens already in this stack may stay, in any order; the others must not be on the
    /// hierarchy.
    ///
    /// - Parameter screens: The new screens, root first. An empty list empties the stack.
    /// - Returns: Descriptions of the screens that left the stack, in their old order.
    /// - Throws: `NavigationError.duplicateScreen(screen:)`,
    ///   `NavigationError.screenAlreadyShown(screen:)` or
    ///   `NavigationError.unsupportedNesting(screen:container:)`; the stack is then unchanged.
    @discardableResult
    public func setScreens(_ screens: [AnyObject]) throws(NavigationError) -> [String] {
        try validateDistinct(screens)
        let kept = Set(self.screens.map(ObjectIdentifier.init))
        let added = screens.filter { !kept.contains(ObjectIdentifier($0)) }
        for screen in added {
            try validateNewScreen(screen)
        }
        let staying = Set(screens.map(ObjectIdentifier.init))
        let removed = self.screens.filter { !staying.contains(ObjectIdentifier($0)) }
        self.screens = screens
        adopt(added)
        let names = removed.map(describeScreen)
        finishRemoval(
            of: removed,
            reporting: .stackReplaced(removed: names, screens: screens.map(describeScreen), stack: name)
        )
        return names
    }

    /// Plays the user's tap on the back button: pops the top screen and tells no coordinator.
    ///
    /// Only ``onChange`` hears of it, as `NavigationChange.backTapped(screen:stack:)`.
    ///
    /// ## Contract
    /// - While the user's back swipe or sheet drag is under way anywhere in this stack's window
    ///   (``interactivePop``, `HeadlessWindow.interactiveDismissal`), the window shows an
    ///   alert, or it presents a screen over the level that holds this stack, the tap changes
    ///   nothing, asks no guard, reports
    ///   `NavigationChange.gestureRefused(gesture:motion:container:)` and returns `nil`: on a
    ///   device the finger on the gesture holds the touch, and the alert or the presented
    ///   screen covers the stack.
    ///
    /// - Returns: The description of the popped screen, or `nil` on a stack of one or none,
    ///   which shows no back button, or when the tap is refused.
    @discardableResult
    public func userTapsBack() -> String? {
        guard screens.count > 1, let top = screens.last, !refuseGestureInMotion("back tap"),
            !refuseGuardedLeaving(of: top, by: .backTap)
        else {
            return nil
        }
        return removeScreens(from: screens.count - 1) { .backTapped(screen: $0[0], stack: name) }.first
    }

    /// Removes the screens from an index to the top, reports the change, and releases them.
    ///
    /// - Returns: Descriptions of the removed screens, bottom first; empty if none was above.
    @discardableResult
    func removeScreens(from index: Int, reporting change: ([String]) -> NavigationChange) -> [String] {
        guard index < _screens.count else {
            return []
        }
        let removed = Array(_screens[index...])
        screens.removeSubrange(index...)
        let names = removed.map(describeScreen)
        finishRemoval(of: removed, reporting: change(names))
        return names
    }

    /// Tells observers that the screens changed although they did not, so that a UI that wrote
    /// a refused value reads the screens again.
    func renotifyObservers() {
        _$observationRegistrar.withMutation(of: self, keyPath: \.screens) {}
    }

    private func popAll(above index: Int) -> [String] {
        removeScreens(from: index + 1) { .popped(screens: $0, stack: name) }
    }

    private func validateNewScreen(_ screen: AnyObject) throws(NavigationError) {
        if screen is HeadlessStack {
            throw .unsupportedNesting(screen: describeScreen(screen), container: name)
        }
        try validateNew(screen)
    }
}

extension HeadlessStack: HeadlessNode {
    func finishOwnIntents() {
        intents.finish()
    }

    var children: [(label: String, screen: AnyObject)] {
        screens.map { ("", $0) }
    }

    var heldScreens: [AnyObject] {
        screens
    }

    var visibleChild: AnyObject? {
        screens.last
    }

    var segment: String {
        name
    }
}

/// Reads without registering an observation, for the flow explorer, which reads every container
/// at every state it keys and checks, where a tracked read costs a key path and a generic look-up
/// in the registrar, and no view reads them.
extension HeadlessStack {
    /// ``screens``, untracked.
    package var untrackedScreens: [AnyObject] {
        _screens
    }

    /// ``interactivePop``, untracked.
    package var untrackedInteractivePop: InteractiveTransition? {
        _interactivePop
    }
}
