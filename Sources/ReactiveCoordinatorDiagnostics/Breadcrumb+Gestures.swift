import ReactiveCoordinator
public import ReactiveCoordinatorContainerKit

extension Breadcrumb {
    /// Makes the breadcrumb for a user's gesture that a container reports, or nil for a change
    /// that is no gesture of the user's, or one the tree's log already tells.
    ///
    /// UIKit and SwiftUI tell no coordinator that the user tapped back or swiped a sheet away;
    /// the log only shows the screens going. A trail that replays what the user did needs the
    /// gesture itself, so hand the containers' reports to the crash reporter beside the tree's
    /// events:
    ///
    /// <!-- mirrors Tests/ReactiveCoordinatorTests/Breadcrumbs/BreadcrumbRecipes.swift#gestures -->
    /// ```swift
    /// window.onChange = { change in
    ///     guard let crumb = Breadcrumb(change) else { return }
    ///     reporter.leaveBreadcrumb(crumb.message, category: crumb.category.rawValue, data: crumb.data)
    /// }
    /// ```
    ///
    /// ## Contract
    /// - Gestures make breadcrumbs of category ``Category/gesture`` whose path is the
    ///   container's name: a back tap (`user tapped back`), a completed or abandoned back swipe,
    ///   a jump back through the back menu (`user went back 2 screens`), a sheet swiped down or a
    ///   drag abandoned, a tab tapped (`user tapped tab 2`, counted from 1 as a user counts; the
    ///   `index` in the data counts from 0), a split's secondary column closed.
    /// - Everything else makes none: changes coordinators made, which the tree's log tells;
    ///   a refused gesture and an alert's answer, which the tree's log tells as well
    ///   (`refused user swipe down of ComposeScreen`, `alert answered discard`); the start of a
    ///   swipe, whose end tells its outcome.
    /// - A screen is named in the data (`screen`) only with ``BreadcrumbPayloads/included``:
    ///   a container reports a screen by its description, which the app's code does not always
    ///   choose; the container's name and the gesture are always there.
    /// - ``sequence`` is 0: a gesture is no event of the tree's log.
    ///
    /// - Parameters:
    ///   - change: A change a container reported to its `onChange` observer.
    ///   - payloads: Whether the screen the gesture removed is named (``BreadcrumbPayloads/included``).
    public init?(_ change: NavigationChange, payloads: BreadcrumbPayloads = .caseNames) {
        guard let (container, screen, gesture, message, extra) = Self.gesture(of: change) else { return nil }
        var data = extra
        data["gesture"] = gesture
        if payloads == .included, let screen { data["screen"] = screen }
        self.category = .gesture
        self.message = message
        self.path = container
        self.scene = nil
        self.sequence = 0
        self.data = data
    }

    private static func gesture(
        of change: NavigationChange
    ) -> (container: String, screen: String?, gesture: String, message: String, data: [String: String])? {
        switch change {
        case .backTapped(let screen, let stack):
            return (stack, screen, "backTap", "user tapped back", [:])
        case .backSwiped(let screen, let stack):
            return (stack, screen, "backSwipe", "user swiped back", [:])
        case .backSwipeCancelled(let screen, let stack):
            return (stack, screen, "backSwipeCancelled", "user cancelled swiping back", [:])
        case .wentBack(let screens, let stack):
            let count = screens.count
            return (
                stack, screens.joined(separator: ", "), "backMenu",
                "user went back \(count) screen\(count == 1 ? "" : "s")", ["count": String(count)]
            )
        case .swipedDown(let screen, let window):
            return (window, screen, "swipeDown", "user swiped down", [:])
        case .swipeDownCancelled(let screen, let window):
            return (window, screen, "swipeDownCancelled", "user cancelled swiping down", [:])
        case .tabTapped(let index, let tab, let container):
            return (container, tab, "tabTap", "user tapped tab \(index + 1)", ["index": String(index)])
        case .secondaryClosed(let screen, let split):
            return (split, screen, "secondaryClose", "user closed the secondary column", [:])
        case .rootReplaced, .presented, .dismissed, .pushed, .popped, .stackReplaced, .tabsReplaced,
            .tabSelected, .tabReplaced, .primaryReplaced, .secondaryReplaced, .backSwipeBegan, .swipeDownBegan,
            .refusedWrite, .alertShown, .alertAnswered, .alertDismissed, .leaveRefused,
            .gestureRefused:
            return nil
        }
    }
}
