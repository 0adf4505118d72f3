import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import Streams

#if canImport(os)
import os
#endif

/// What a crash reporter's SDK offers for breadcrumbs (Sentry's `SentrySDK.addBreadcrumb`,
/// Bugsnag's `leaveBreadcrumb`, Crashlytics' `log`): the recipe below is written against it, and
/// the tests hand it a recorder.
@MainActor
protocol CrashReporter: AnyObject {
    func leaveBreadcrumb(_ message: String, category: String, data: [String: String])
}

/// What an analytics SDK offers for screen tracking.
@MainActor
protocol Analytics: AnyObject {
    func track(_ name: String, parameters: [String: String])
}

/// The recipe: a tree's navigation as a crash reporter's breadcrumbs and as analytics events.
///
/// Values are left out but for enum case names. Keep it as long as the tree.
@MainActor
final class NavigationTelemetry {
    private var subscriptions: [MainActorSubscription] = []

    init(tree: CoordinatorTree, reporter: some CrashReporter, analytics: some Analytics) {
        // snippet: crash-reporter
        let subscription = tree.events.subscribe { event in
            guard case .value(let event) = event, let crumb = Breadcrumb(event) else { return }
            reporter.leaveBreadcrumb(crumb.message, category: crumb.category.rawValue, data: crumb.data)
        }
        // end snippet
        // snippet: analytics
        let tracking = tree.events.subscribe { event in
            guard case .value(let event) = event, let tracked = AnalyticsEvent(event) else { return }
            analytics.track(tracked.name.rawValue, parameters: tracked.parameters)
        }
        // end snippet
        subscriptions = [subscription, tracking]
    }
}

/// The recipe's other half: the user's gestures, which no coordinator hears of, as the
/// containers report them, so that a trail can be replayed (`BreadcrumbTrail`).
@MainActor
func leaveGestureBreadcrumbs(of window: HeadlessWindow, to reporter: some CrashReporter) {
    // snippet: gestures
    window.onChange = { change in
        guard let crumb = Breadcrumb(change) else { return }
        reporter.leaveBreadcrumb(crumb.message, category: crumb.category.rawValue, data: crumb.data)
    }
    // end snippet
}

#if canImport(os)
/// The recipe for Apple's unified log: one line per breadcrumb, in a `navigation` category.
@MainActor
final class NavigationLogger {
    private var subscription: MainActorSubscription?

    init(tree: CoordinatorTree, subsystem: String) {
        // snippet: os-logger
        let logger = Logger(subsystem: subsystem, category: "navigation")
        subscription = tree.events.subscribe { event in
            guard case .value(let event) = event, let crumb = Breadcrumb(event) else { return }
            switch crumb.category {
            case .problem: logger.error("\(crumb.path, privacy: .public): \(crumb.message, privacy: .public)")
            default: logger.info("\(crumb.path, privacy: .public): \(crumb.message, privacy: .public)")
            }
        }
        // end snippet
    }
}
#endif
