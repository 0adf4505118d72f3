import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

extension HeadlessStack {
    /// The screens above the root, as SwiftUI's `NavigationStack(path:)` binds to them.
    ///
    /// The root is the `NavigationStack`'s root view; each item above it is pushed. SwiftUI writes
    /// the path back when the user goes back, so a write is a user action that tells no
    /// coordinator, like ``userTapsBack()``:
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/SwiftUIFaceSamples.swift#stack-binding -->
    /// ```swift
    /// NavigationStack(path: $stack.path) {
    ///     ScreenView(stack.screens[0])
    ///         .navigationDestination(for: ScreenItem.self) { ScreenView($0.screen) }
    /// }
    /// ```
    ///
    /// ## Contract
    /// - Writing the current path changes and reports nothing.
    /// - Writing a shorter prefix of the path pops the screens above it: one screen reports
    ///   `NavigationChange.backTapped(screen:stack:)`, as the back button; several report
    ///   `NavigationChange.wentBack(screens:stack:)`, as the back button's menu. The popped
    ///   screens' coordinators end at once, with `screen released`.
    /// - A shorter prefix that would pop a guarded screen (``guardLeaving(_:onAttempt:)``) is
    ///   refused as the back button is: the stack reports
    ///   `NavigationChange.leaveRefused(screen:gesture:container:)` with
    ///   `LeaveGesture.backTap`, calls the guard, keeps its screens, and notifies its observers
    ///   so that SwiftUI reads the path again.
    /// - A shorter prefix that would pop the presenter of a flow's presentation waiting in this
    ///   stack's window (`TransitioningContext`) conflicts with that change: refused as below,
    ///   and SwiftUI reads the path again; the presentation applies in its turn. So does one
    ///   that would pop a screen whose guard is asked for a change that waits for its answer
    ///   (another flow's `dismiss`, `pop` or `setRoot`, a deep link's step, held because a flow
    ///   guards the screen): the answer decides, not the write.
    /// - Any other write (a path grown by a `NavigationLink(value:)`, reordered, or naming a
    ///   screen not on this stack) is refused: the stack keeps its screens, reports
    ///   `NavigationChange.refusedWrite(value:container:)`, and notifies its observers so that
    ///   SwiftUI reads the path again and drops what it pushed. Only coordinators push: give the
    ///   link's screen an intent instead.
    public var path: [ScreenItem] {
        get {
            screens.dropFirst().map(ScreenItem.init)
        }
        set {
            writePath(newValue)
        }
    }

    private func writePath(_ newPath: [ScreenItem]) {
        let current = screens.dropFirst()
        let isPrefix =
            !screens.isEmpty && newPath.count <= current.count
            && zip(newPath, current).allSatisfy { $0.screen === $1 }
        guard isPrefix else {
            let value = "path [\(newPath.map(\.description).joined(separator: ", "))]"
            report(.refusedWrite(value: value, container: name))
            renotifyObservers()
            return
        }
        if let needed = screenAWaitingChangeNeeds(among: screens[(newPath.count + 1)...]) {
            let value = "path [\(newPath.map(\.description).joined(separator: ", "))]"
            report(.refusedWrite(value: "\(value) (\(needed.reason))", container: name))
            renotifyObservers()
            return
        }
        // The back button's menu leaves the screens above the kept ones, as the back button does:
        // a guarded one among them refuses it, and SwiftUI reads the path again.
        for screen in screens[(newPath.count + 1)...].reversed() where isLeavingGuarded(screen) {
            _ = refuseGuardedLeaving(of: screen, by: .backTap)
            renotifyObservers()
            return
        }
        removeScreens(from: newPath.count + 1) { removed in
            removed.count == 1 ? .backTapped(screen: removed[0], stack: name) : .wentBack(screens: removed, stack: name)
        }
    }
}
