public import ReactiveCoordinator

/// One change to a navigation hierarchy, as reported to a container's `onChange` observer.
///
/// Changes name screens by their `String(describing:)` text and containers by their `name`,
/// never by reference, so an event log that stores changes keeps no screen alive.
///
/// User gestures have their own cases (``backTapped(screen:stack:)``,
/// ``swipedDown(screen:window:)``, ``tabTapped(index:tab:container:)``, the interactive swipes
/// and what SwiftUI writes to a container's bindings): these are the changes that UIKit and
/// SwiftUI tell no coordinator about, and the ones a log most needs to show.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#navigation-change -->
/// ```swift
/// window.onChange = { change in print(change) }
/// try stack.push(detail)  // prints "stack: pushed detail"
/// ```
///
/// ## Contract
/// - A change is reported after the container's state is updated, and before the screens it
///   removed are released, so the log shows the cause before the coordinators' teardown.
/// - Lists of screens are in hierarchy order: bottom of a stack or presentation chain first.
/// - Descriptions number tabs from 1, as a user counts them and as `visiblePath` shows them
///   (`tabs[2 of 3]`); the cases' `index` values count from 0, as the containers' APIs do.
/// - Operations that change nothing (a pop to the top screen, selecting the selected tab) report
///   nothing.
public enum NavigationChange: Sendable, Equatable, CustomStringConvertible {
    /// A window's root was replaced; either side is `nil` for an empty window.
    case rootReplaced(old: String?, new: String?, window: String)

    /// A screen was presented modally over a presenter.
    case presented(screen: String, presenter: String, window: String)

    /// A call to `dismiss(from:)` removed presented screens, bottom first.
    case dismissed(screens: [String], from: String, window: String)

    /// The user swiped down the top-most presented screen.
    case swipedDown(screen: String, window: String)

    /// A screen was pushed onto a stack.
    case pushed(screen: String, stack: String)

    /// A pop, pop-to or pop-to-root removed screens from a stack, bottom first.
    case popped(screens: [String], stack: String)

    /// The user tapped the back button, which popped the top screen.
    case backTapped(screen: String, stack: String)

    /// A stack's screens were replaced as a whole.
    case stackReplaced(removed: [String], screens: [String], stack: String)

    /// A tab container's tabs were replaced as a whole.
    case tabsReplaced(removed: [String], tabs: [String], container: String)

    /// A coordinator selected a tab.
    case tabSelected(index: Int, tab: String, container: String)

    /// The user tapped a tab (the selected one included).
    case tabTapped(index: Int, tab: String, container: String)

    /// One tab's screen was replaced.
    case tabReplaced(index: Int, old: String, new: String, container: String)

    /// A split container's primary column was replaced.
    case primaryReplaced(old: String?, new: String?, split: String)

    /// A split container's secondary column was replaced.
    case secondaryReplaced(old: String?, new: String?, split: String)

    /// The user went back several screens at once, as SwiftUI's back-button menu does when it
    /// writes a path shorter by more than one screen.
    case wentBack(screens: [String], stack: String)

    /// The user began an interactive back swipe; nothing is removed yet.
    case backSwipeBegan(screen: String, stack: String)

    /// The user abandoned a back swipe; the screen and its routes stay.
    case backSwipeCancelled(screen: String, stack: String)

    /// The user completed a back swipe, which popped the top screen.
    case backSwiped(screen: String, stack: String)

    /// The user began dragging the top-most presented screen down; nothing is dismissed yet.
    ///
    /// A completed drag reports ``swipedDown(screen:window:)``.
    case swipeDownBegan(screen: String, window: String)

    /// The user abandoned dragging a presented screen down; it stays presented.
    case swipeDownCancelled(screen: String, window: String)

    /// The user closed a split container's secondary column, as a collapsed split's back button
    /// does in SwiftUI.
    case secondaryClosed(screen: String, split: String)

    /// A container refused a value written to one of its bindings (a path grown by a
    /// `NavigationLink(value:)`, an unknown sheet item or tab) and kept its state: only
    /// coordinators show screens.
    case refusedWrite(value: String, container: String)

    /// An alert or a confirmation dialog was shown (`ShownAlert.description` names it).
    case alertShown(alert: String, window: String)

    /// The user tapped a button of the alert on screen, which took it away.
    case alertAnswered(alert: String, button: String, window: String)

    /// The alert on screen went away without a choice, for `reason`.
    case alertDismissed(alert: String, reason: AlertDismissal, window: String)

    /// A container refused a user gesture that would have taken a guarded screen away
    /// (`LeaveGuardingContext`); nothing changed.
    case leaveRefused(screen: String, gesture: LeaveGesture, container: String)

    /// A container refused a user gesture (`gesture`, such as `back tap`) because another one,
    /// `motion`, holds the window's touch (a back swipe or a sheet's drag under way, an alert
    /// shown, which only its buttons answer, or a screen presented over the container, named
    /// `the presentation of compose over it`); nothing changed and no guard was asked, as on a
    /// device, where the running interaction or the screen in front takes the touch.
    case gestureRefused(gesture: String, motion: String, container: String)

    /// One line for an event log, starting with the container's name.
    public var description: String {
        switch self {
        case .rootReplaced(let old, let new, let window):
            "\(window): root replaced \(old ?? "nothing") -> \(new ?? "nothing")"
        case .presented(let screen, let presenter, let window):
            "\(window): presented \(screen) over \(presenter)"
        case .dismissed(let screens, let from, let window):
            "\(window): dismissed \(screens.joined(separator: ", ")) (from \(from))"
        case .swipedDown(let screen, let window):
            "\(window): user swiped down \(screen)"
        case .pushed(let screen, let stack):
            "\(stack): pushed \(screen)"
        case .popped(let screens, let stack):
            "\(stack): popped \(screens.joined(separator: ", "))"
        case .backTapped(let screen, let stack):
            "\(stack): user tapped back, popped \(screen)"
        case .stackReplaced(let removed, let screens, let stack):
            "\(stack): replaced with [\(screens.joined(separator: ", "))]" + Self.removal(removed)
        case .tabsReplaced(let removed, let tabs, let container):
            "\(container): tabs replaced with [\(tabs.joined(separator: ", "))]" + Self.removal(removed)
        case .tabSelected(let index, let tab, let container):
            "\(container): selected tab \(index + 1) (\(tab))"
        case .tabTapped(let index, let tab, let container):
            "\(container): user tapped tab \(index + 1) (\(tab))"
        case .tabReplaced(let index, let old, let new, let container):
            "\(container): tab \(index + 1) replaced \(old) -> \(new)"
        case .primaryReplaced(let old, let new, let split):
            "\(split): primary replaced \(old ?? "nothing") -> \(new ?? "nothing")"
        case .secondaryReplaced(let old, let new, let split):
            "\(split): secondary replaced \(old ?? "nothing") -> \(new ?? "nothing")"
        case .wentBack(let screens, let stack):
            "\(stack): user went back, popped \(screens.joined(separator: ", "))"
        case .backSwipeBegan(let screen, let stack):
            "\(stack): user began swiping back from \(screen)"
        case .backSwipeCancelled(let screen, let stack):
            "\(stack): user cancelled swiping back, \(screen) stays"
        case .backSwiped(let screen, let stack):
            "\(stack): user swiped back, popped \(screen)"
        case .swipeDownBegan(let screen, let window):
            "\(window): user began swiping down \(screen)"
        case .swipeDownCancelled(let screen, let window):
            "\(window): user cancelled swiping down, \(screen) stays"
        case .secondaryClosed(let screen, let split):
            "\(split): user closed the secondary column, \(screen)"
        case .alertShown(let alert, let window):
            "\(window): shows \(alert)"
        case .alertAnswered(let alert, let button, let window):
            "\(window): user tapped \"\(button)\" on \(alert)"
        case .alertDismissed(let alert, let reason, let window):
            "\(window): \(alert) went away: \(reason)"
        case .leaveRefused(let screen, let gesture, let container):
            "\(container): refused \(gesture) of \(screen): guarded"
        case .gestureRefused(let gesture, let motion, let container):
            "\(container): refused the user's \(gesture): \(motion) is under way"
        case .refusedWrite(let value, let container):
            "\(container): refused \(value) written by the UI; only coordinators show screens"
        }
    }

    /// The screens a replacement removed, as a suffix; empty when it removed none.
    private static func removal(_ removed: [String]) -> String {
        removed.isEmpty ? "" : ", removed [\(removed.joined(separator: ", "))]"
    }
}
