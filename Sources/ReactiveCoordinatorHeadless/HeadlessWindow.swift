public import ReactiveCoordinator
public import ReactiveCoordinatorContainerKit

public import Observation

/// An in-memory window: a root screen and the chain of screens presented modally over it.
///
/// The window owns its root and every presented screen. Whatever leaves it (a replaced root, a
/// dismissed modal, a sheet the user swipes down) is released as soon as nobody else holds it,
/// which is what ends the coordinators bound to those screens.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#window -->
/// ```swift
/// let window = HeadlessWindow()
/// window.onChange = { print($0) }
/// try window.setRoot(inboxStack)
/// try window.present(composeStack, over: inbox)
/// window.userSwipesDown()  // composeStack is released; no coordinator is told
/// print(window.visiblePath)  // "window > stack > inbox"
/// ```
///
/// The window is `Observable`: each level's `sheet(item:)` or `fullScreenCover(item:)` binds to
/// ``subscript(presentedAt:)``, where `nil` written back is the user's swipe-down, and
/// ``beginInteractiveDismissal()`` plays a swipe-down the user may still cancel.
///
/// ## Contract
/// - Everything in `WindowContext` and `ModalContext`. In particular, a level presents at
///   most one screen: presenting from a covered level throws
///   `NavigationError.presenterAlreadyPresenting(presenter:presented:)` instead of stacking on
///   top of the chain, because UIKit refuses that presentation too.
/// - Replacing the root dismisses every presented screen first.
/// - A window cannot be nested in any container.
/// - Removed screens' intent streams finish after ``onChange`` has been told, so their
///   coordinators end even if something else keeps a screen alive; the window then releases
///   them.
/// - Every change of ``root`` and ``presentedScreens`` notifies observation.
@MainActor
@Observable
public final class HeadlessWindow: WindowContext, ModalContext, HeadlessContainer, nonisolated CustomStringConvertible {
    /// The window's name in changes, errors and dumps.
    public nonisolated let name: String

    /// Called after each change to the window and to every container on it.
    @ObservationIgnored
    public var onChange: (@MainActor (NavigationChange) -> Void)?

    /// The root screen, or `nil` for an empty window.
    public private(set) var root: AnyObject?

    /// The presented screens, the first presented over the root, the last on top.
    public private(set) var presentedScreens: [AnyObject] = []

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
    /// The user's drag of the top-most sheet under way, as ``beginInteractiveDismissal()``
    /// returned it, until it completes or is cancelled; `nil` when the user's finger is not on a
    /// sheet.
    ///
    /// The window keeps the drag, so whoever plays the user (a test, the flow explorer) can lift
    /// the finger later without holding the value ``beginInteractiveDismissal()`` returned.
    ///
    /// ## Contract
    /// - Set by ``beginInteractiveDismissal()`` when it begins a drag, which it does only while no
    ///   other gesture holds the window's touch; `nil` again once that drag completes or is
    ///   cancelled, before what waited for it (a flow's present) applies.
    /// - While it is set, nothing may be presented over the sheet it drags.
    public internal(set) var interactiveDismissal: InteractiveTransition?
    @ObservationIgnored
    weak var draggedSheet: AnyObject?
    /// The drags under way and what waits for them to end (`TransitioningContext`).
    @ObservationIgnored
    var transitions = TransitionQueue()
    /// The shown alert as a transition under way: a flow's presentation waits for its answer.
    @ObservationIgnored
    var alertCover: TransitionQueue.Ticket?
    /// The alert or dialog on screen, over the top-most level when it was shown
    /// (``showAlert(_:)``); it covers everything, so no gesture reaches the screens below it.
    public internal(set) var shownAlert: ShownAlert?
    /// The presentation depth the alert was shown at: 0 over the root, `n` over level `n - 1`.
    ///
    /// Removing that level removes the alert. Observed, as SwiftUI shows the alert at it; the flow
    /// explorer's state keys read it.
    package internal(set) var alertLevel = 0
    /// The guarded sheets (``guardLeaving(_:onAttempt:)``).
    ///
    /// Observed, as SwiftUI's `interactiveDismissDisabled` reads them.
    var leaveGuards = LeaveGuards()

    /// Whether no sheet is guarded, read without registering an observation: the flow explorer
    /// asks it of every container at every state it keys, where a tracked read costs a key path
    /// and a generic lookup in the registrar, and no view reads it.
    package var guardsNothing: Bool {
        _leaveGuards.isEmpty
    }

    /// Creates an empty window.
    ///
    /// - Parameter name: The name used in changes, errors and dumps.
    public init(name: String = "window") {
        self.name = name
    }

    /// The window's name.
    public nonisolated var description: String {
        name
    }

    /// Replaces the root screen, dismissing everything presented.
    ///
    /// - Parameter screen: The new root, or `nil` to empty the window.
    /// - Returns: Descriptions of the removed screens: presented screens bottom first, then the
    ///   old root.
    /// - Throws: `NavigationError.screenAlreadyShown(screen:)` if the screen is elsewhere on
    ///   the hierarchy; `NavigationError.unsupportedNesting(screen:container:)` for a window.
    @discardableResult
    public func setRoot(_ screen: AnyObject?) throws(NavigationError) -> [String] {
        // A change reads what it changes untracked (`_root`): no view reads through it, and a
        // tracked read is a key path and a registrar look-up each (callgrind).
        guard screen !== _root else {
            return []
        }
        if let screen {
            try validateNew(screen)
        }
        var dismissed: [String] = []
        // What waits for the alert this replacement takes resumes once the new root is in place.
        let replacing = _shownAlert == nil ? nil : transitions.begin("the replacement of the root")
        defer { if let replacing { endTransition(replacing) } }
        if _presentedScreens.isEmpty { dropAlert(overLevel: 0)() }
        if let oldRoot = _root, !_presentedScreens.isEmpty {
            dismissed = removePresented(from: 0) {
                .dismissed(screens: $0, from: describeScreen(oldRoot), window: name)
            }
        }
        let removed = _root.map { [$0] } ?? []
        root = screen
        if let screen {
            adopt([screen])
        }
        finishRemoval(
            of: removed,
            reporting: .rootReplaced(
                old: removed.first.map(describeScreen), new: screen.map(describeScreen), window: name)
        )
        return dismissed + removed.map(describeScreen)
    }

    /// Presents a screen over the level that holds the presenter.
    ///
    /// - Parameters:
    ///   - screen: The screen to present; it must not be on the hierarchy yet.
    ///   - presenter: Any screen on the top-most level: the top presented screen, the root when
    ///     nothing is presented, or a screen nested in either.
    /// - Throws: `NavigationError.screenNotShown(screen:)` for a presenter not on the hierarchy;
    ///   `NavigationError.presenterAlreadyPresenting(presenter:presented:)` for a presenter on
    ///   a covered level; `NavigationError.presenterBeingDismissed(presenter:)` while the user
    ///   swipes the presenter's level away (``beginInteractiveDismissal()``);
    ///   `NavigationError.screenAlreadyShown(screen:)` or
    ///   `NavigationError.unsupportedNesting(screen:container:)` for the presented screen.
    public func present(_ screen: AnyObject, over presenter: AnyObject) throws(NavigationError) {
        guard let level = level(of: presenter) else {
            throw .screenNotShown(screen: describeScreen(presenter))
        }
        if let shownAlert = _shownAlert {
            throw .presenterAlreadyPresenting(presenter: describeScreen(presenter), presented: shownAlert.description)
        }
        guard level == _presentedScreens.count else {
            throw .presenterAlreadyPresenting(
                presenter: describeScreen(presenter),
                presented: describeScreen(_presentedScreens[level])
            )
        }
        if level > 0, let drag = _interactiveDismissal, drag.outcome == nil,
            draggedSheet === _presentedScreens[level - 1]
        {
            throw .presenterBeingDismissed(presenter: describeScreen(presenter))
        }
        try validateNew(screen)
        withMutation(keyPath: \.presentedScreens) { _presentedScreens.append(screen) }
        adopt([screen])
        report(.presented(screen: describeScreen(screen), presenter: describeScreen(presenter), window: name))
    }

    /// Dismisses what a screen presents or, if it presents nothing, the screen's own level.
    ///
    /// As in UIKit: from a screen whose level presents something (the root four levels below
    /// the top, say), everything above that level is dismissed; from a screen on the top-most
    /// presented level (the presented screen itself or one nested in it), that level is
    /// dismissed; from the root level with nothing presented, nothing happens.
    ///
    /// - Parameter screen: Any screen on the hierarchy.
    /// - Returns: Descriptions of the dismissed screens, bottom first; empty when nothing was
    ///   dismissed.
    /// - Throws: `NavigationError.screenNotShown(screen:)` if the screen is not on the
    ///   hierarchy.
    @discardableResult
    public func dismiss(from screen: AnyObject) throws(NavigationError) -> [String] {
        guard let level = level(of: screen) else {
            throw .screenNotShown(screen: describeScreen(screen))
        }
        // A level that presents nothing forwards the dismissal to its presenter, as UIKit does.
        let firstRemoved = level < _presentedScreens.count ? level : level - 1
        guard firstRemoved >= 0 else {
            return []
        }
        return removePresented(from: firstRemoved) {
            .dismissed(screens: $0, from: describeScreen(screen), window: name)
        }
    }

    /// Plays the user's interactive swipe-down of the top-most presented screen, which tells no
    /// coordinator.
    ///
    /// Only ``onChange`` hears of it, as `NavigationChange.swipedDown(screen:window:)`.
    ///
    /// ## Contract
    /// - While the user's back swipe or sheet drag is under way in this window, the swipe-down
    ///   changes nothing, asks no guard, reports
    ///   `NavigationChange.gestureRefused(gesture:motion:container:)` and returns `nil`.
    ///
    /// - Returns: The description of the dismissed screen, or `nil` if nothing is presented, an
    ///   alert covers it, or the swipe is refused.
    @discardableResult
    public func userSwipesDown() -> String? {
        guard shownAlert == nil, let top = presentedScreens.last, !refuseGestureInMotion("swipe down") else {
            return nil
        }
        if refuseGuardedSwipeDown(of: top) {
            return nil
        }
        return removePresented(from: presentedScreens.count - 1) {
            .swipedDown(screen: $0[0], window: name)
        }.first
    }

    /// Plays the user's tap on the back button they can see: that of the innermost stack on the
    /// visible path that has a screen to go back to.
    ///
    /// - Returns: The description of the popped screen, or `nil` if no back button is visible,
    ///   or the tap is refused while another gesture is under way (``HeadlessStack/userTapsBack()``).
    @discardableResult
    public func userTapsBack() -> String? {
        guard shownAlert == nil else { return nil }
        let stacks = visibleNodes.compactMap { $0 as? HeadlessStack }
        return stacks.last { $0.screens.count > 1 }?.userTapsBack()
    }

    /// The presentation level holding a screen: 0 for the root's, n for the n-th presented.
    ///
    /// A level below `presentedScreens.count` presents the one above it, which covers it.
    ///
    /// By loops over the root and the presented screens, not over a list of the levels made at
    /// each call (every presentation and every dismissal asks) and searched by a main-actor
    /// closure, which checked its executor at each level (callgrind).
    func level(of screen: AnyObject) -> Int? {
        // Untracked: only changes and gestures ask.
        let root = _root
        let presentedScreens = _presentedScreens
        var level = 0
        if let root {
            if Self.level(root, holds: screen) { return 0 }
            level = 1
        }
        for presented in presentedScreens {
            if Self.level(presented, holds: screen) { return level }
            level += 1
        }
        return nil
    }

    private static func level(_ level: AnyObject, holds screen: AnyObject) -> Bool {
        level === screen || headlessNode(level)?.holds(screen) == true
    }

    /// Tells observers that the presented screens changed although they did not, so that a UI
    /// that wrote a refused value reads them again.
    func renotifyObservers() {
        _$observationRegistrar.withMutation(of: self, keyPath: \.presentedScreens) {}
    }

    /// Removes the presented levels from an index to the top, reports the change, and releases
    /// them.
    @discardableResult
    func removePresented(
        from index: Int,
        change: ([String]) -> NavigationChange
    ) -> [String] {
        let removed = Array(_presentedScreens[index...])
        presentedScreens.removeSubrange(index...)
        let names = removed.map(describeScreen)
        // What waited for the alert resumes once the removal is reported and released.
        let resume = dropAlert(overLevel: index)
        finishRemoval(of: removed, reporting: change(names))
        resume()
        return names
    }
}

extension HeadlessWindow: HeadlessNode {
    // A window is the top of its hierarchy: validation refuses to nest one, so nothing sets this.
    var parentNode: (any HeadlessNode)? {
        get { nil }
        set {}
    }

    // A window publishes no intents: nothing binds to it, and nothing removes it.
    func finishOwnIntents() {}

    var children: [(label: String, screen: AnyObject)] {
        let rootChild = root.map { [("", $0)] } ?? []
        return rootChild + presentedScreens.map { ("presented: ", $0) }
    }

    var heldScreens: [AnyObject] {
        guard let root else { return presentedScreens }
        return [root] + presentedScreens
    }

    var visibleChild: AnyObject? {
        presentedScreens.last ?? root
    }

    var segment: String {
        name
    }

    var visibleChildLabel: String? {
        presentedScreens.isEmpty ? nil : "modal[\(presentedScreens.count) of \(presentedScreens.count)]"
    }
}

/// Reads without registering an observation, for the flow explorer, which reads every container
/// at every state it keys and checks, where a tracked read costs a key path and a generic look-up
/// in the registrar, and no view reads them.
extension HeadlessWindow {
    /// ``root``, untracked.
    package var untrackedRoot: AnyObject? {
        _root
    }

    /// ``presentedScreens``, untracked.
    package var untrackedPresentedScreens: [AnyObject] {
        _presentedScreens
    }

    /// ``interactiveDismissal``, untracked.
    package var untrackedInteractiveDismissal: InteractiveTransition? {
        _interactiveDismissal
    }

    /// ``shownAlert``, untracked.
    package var untrackedShownAlert: ShownAlert? {
        _shownAlert
    }
}
