package import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

/// A ``ShownAlert`` as a platform's own alert shows it (a `UIAlertController` with one
/// `UIAlertAction` per button), kept apart from UIKit so that what decides its answer runs, and is
/// tested, on every platform.
///
/// The platform's alert holds it from each button's handler, and nothing else does: a tap resolves
/// the alert with that button, and the platform's alert going away unanswered (the system took it
/// away: a dialog's popover tapped outside, a scene closed) releases it, which resolves the alert
/// as ``AlertDismissal/system``. The release is the probe, as it is for screens: no delegate call,
/// no Objective-C runtime.
///
/// ## Contract
/// - ``buttons`` has at most one ``AlertButtonRole/cancel`` role, the first: UIKit raises an
///   exception for a second cancel action, so later ones are shown as plain buttons.
/// - ``userTapped(buttonAt:)`` resolves the alert with that button; only the first answer counts.
/// - Released unanswered, it resolves the alert as ``AlertDismissal/system``; the adapter resolves
///   it first with another reason when it knows better (the flow ended, the presenter went away).
/// - Once it covers a window (``cover(_:in:)``), that window is in a transition named
///   `alert "Title"` (``PlatformTransitions``), so a flow's presentation there waits, as UIKit
///   would drop it ("... which is already presenting"). The cover lifts once, at the first of a
///   tap, its release, or the window taking it away (``takenAway(_:)``): after the flow's answer
///   has run, so the presentations that waited apply over what the answer left.
@MainActor
package final class PlatformAlert {
    private struct Cover {
        let transitions: PlatformTransitions
        weak var window: AnyObject?
        let ticket: TransitionQueue.Ticket
    }

    /// One button as the platform shows it.
    package struct Button: Sendable, Hashable {
        /// What it reads.
        package let title: String
        /// Its role, with a second cancel role dropped.
        package let role: AlertButtonRole?
    }

    /// The alert it answers.
    package let alert: ShownAlert
    /// The buttons to show, in order, with at most one cancel role.
    package let buttons: [Button]

    /// Wraps a shown alert for a platform's alert.
    ///
    /// - Parameter alert: The alert the context was asked to show.
    package init(_ alert: ShownAlert) {
        self.alert = alert
        var hasCancel = false
        buttons = alert.buttons.map { button in
            var role = button.role
            if role == .cancel {
                if hasCancel { role = nil }
                hasCancel = true
            }
            return Button(title: button.title, role: role)
        }
    }

    private var cover: Cover?

    isolated deinit {
        finish(.dismissed(.system))()
    }

    /// Makes `window` wait for this alert, as for a transition under way, until the alert goes.
    ///
    /// - Parameters:
    ///   - window: The window showing it, held weakly.
    ///   - transitions: The record of the window's transitions.
    package func cover(_ window: AnyObject, in transitions: PlatformTransitions) {
        guard cover == nil else { return }
        cover = Cover(
            transitions: transitions, window: window, ticket: transitions.begin(alert.description, in: window))
    }

    /// The user tapped the button at `index`: resolves the alert with it, then resumes what waited
    /// for it.
    ///
    /// - Parameter index: The button's index in ``buttons``.
    package func userTapped(buttonAt index: Int) {
        finish(.button(index))()
    }

    /// The window took the alert away (dismissed it, or a level under it, or replaced its root):
    /// resolves it with `reason` and lifts its cover.
    ///
    /// - Parameter reason: Why it went.
    /// - Returns: Resumes the presentations that waited for it; the window runs it once its own
    ///   change is done (it does nothing while another transition, such as that dismissal, is
    ///   under way: they resume when it completes).
    package func takenAway(_ reason: AlertDismissal) -> @MainActor () -> Void {
        finish(.dismissed(reason))
    }

    /// Lifts the cover, then resolves the alert, so that the flow's answer reads a window no
    /// longer covered; returns what resumes the presentations that waited.
    private func finish(_ resolution: ShownAlert.Resolution) -> @MainActor () -> Void {
        let resume: @MainActor () -> Void
        if let cover, let window = cover.window {
            resume = cover.transitions.ending(cover.ticket, in: window)
        } else {
            resume = {}
        }
        cover = nil
        alert.resolve(resolution)
        return resume
    }
}

/// The platform alerts on screen, each with the platform controller that shows it, weakly on both
/// sides: a window adapter finds the ``ShownAlert`` of a presented `UIAlertController` here.
///
/// A UIKit extension cannot store a property, and UIKit's alert controller "is intended to be used
/// as-is and does not support subclassing" (Apple's documentation), so the pairing lives here. It
/// holds nothing alive: entries whose controller or alert went are pruned whenever it is read.
@MainActor
package enum PlatformAlerts {
    private struct Entry {
        weak var controller: AnyObject?
        weak var alert: PlatformAlert?
    }

    private static var entries: [Entry] = []

    /// Pairs a platform controller with the alert it shows.
    ///
    /// - Parameters:
    ///   - alert: The alert.
    ///   - controller: The platform's controller showing it.
    package static func register(_ alert: PlatformAlert, shownBy controller: AnyObject) {
        entries.removeAll { $0.controller == nil || $0.alert == nil || $0.controller === controller }
        entries.append(Entry(controller: controller, alert: alert))
    }

    /// The unanswered alert a platform controller shows, if it shows one.
    ///
    /// - Parameter controller: A platform controller.
    /// - Returns: Its alert, or `nil` for a controller that shows none or an answered one.
    package static func alert(shownBy controller: AnyObject) -> ShownAlert? {
        entries.removeAll { $0.controller == nil || $0.alert == nil }
        guard let alert = entries.first(where: { $0.controller === controller })?.alert?.alert,
            alert.resolution == nil
        else { return nil }
        return alert
    }

    /// Whether a platform controller is one that shows an alert (answered or not).
    ///
    /// - Parameter controller: A platform controller.
    /// - Returns: Whether it was registered and is still paired with its alert.
    package static func showsAnAlert(_ controller: AnyObject) -> Bool {
        entries.contains { $0.controller === controller && $0.alert != nil }
    }

    /// The platform alert that answers `alert`, if a platform controller shows it.
    ///
    /// - Parameter alert: A shown alert.
    /// - Returns: Its platform alert, or `nil`.
    package static func platformAlert(showing alert: ShownAlert) -> PlatformAlert? {
        entries.first { $0.alert?.alert === alert }?.alert
    }

    /// The platform controller showing `alert`, if any.
    ///
    /// - Parameter alert: A shown alert.
    /// - Returns: The controller, or `nil`.
    package static func controller(showing alert: ShownAlert) -> AnyObject? {
        entries.first { $0.alert?.alert === alert }?.controller
    }
}
