import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless

/// A breadcrumb the replayed app has not made by itself: what the user did, to be found among the
/// actions the explorer offers in the state the replay reached.
@MainActor
struct BreadcrumbInput {
    let crumb: Breadcrumb
    let number: Int
    let payloads: BreadcrumbPayloads

    init(_ crumb: Breadcrumb, number: Int, payloads: BreadcrumbPayloads) {
        self.crumb = crumb
        self.number = number
        self.payloads = payloads
    }

    /// The action among `offered` that the breadcrumb tells.
    func action(
        in run: AppRun, offered: [FlowAction], links: [String: DeepLink]
    ) throws(BreadcrumbTrailError) -> FlowAction {
        let message = crumb.message
        switch crumb.category {
        case .intent where message.hasPrefix("intent "):
            return try intent(offered)
        case .navigation where message.hasPrefix("refused "):
            return try refusedGesture(offered)
        case .alert where message.hasPrefix("alert answered"):
            return try answer(in: run, offered)
        case .alert where message == "alert went away: \(AlertDismissal.system)":
            return try first(offered, "no alert to dismiss") { $0 == .alertDismissedBySystem }
        case .link where message.hasPrefix("deep link step 0"):
            return try link(links: links, offered)
        case .gesture:
            return try gesture(in: run, offered)
        default:
            throw error(
                .notAnAction,
                "the replay did not make \(crumb), and it tells no action of the user's" + Self.inFlight(run))
        }
    }

    /// What a request in flight may have done, which no breadcrumb tells: `; requests in flight:
    /// pay (...)`, or nothing.
    private static func inFlight(_ run: AppRun) -> String {
        guard let requests = run.app.responses?.requestsInFlight, !requests.isEmpty else { return "" }
        return "; requests in flight: \(requests.joined(separator: ", ")) (a service's answer leaves no breadcrumb)"
    }

    // MARK: - Intents

    /// `intent NAME from SCREEN`, or `intent from SCREEN` when the value was left out.
    private func intent(_ offered: [FlowAction]) throws(BreadcrumbTrailError) -> FlowAction {
        let body = crumb.message.dropFirst("intent ".count)
        let screen: String
        let value: String
        if body.hasPrefix("from ") {
            screen = String(body.dropFirst("from ".count))
            value = ""
        } else if let from = body.ranges(of: " from ").last {
            screen = String(body[from.upperBound...])
            value = String(body[..<from.lowerBound])
        } else {
            throw error(.notAnAction, "\(crumb) names no screen")
        }
        let candidates = offered.compactMap { action -> (FlowAction, String)? in
            guard case .intent(_, let type, _, let label) = action, type == screen else { return nil }
            return (action, label)
        }
        guard !candidates.isEmpty else { throw error(.noSuchAction, "no visible \(screen) offers an intent now") }
        guard !value.isEmpty else {
            guard candidates.count == 1 else {
                throw error(
                    .ambiguous,
                    "\(crumb) carries no case name, and \(screen) offers \(candidates.count) intents")
            }
            return candidates[0].0
        }
        if payloads == .included, let exact = candidates.first(where: { $0.1 == value }) { return exact.0 }
        let name = Self.caseName(of: value)
        guard let match = candidates.first(where: { Self.caseName(of: $0.1) == name }) else {
            throw error(.noSuchAction, "the explorer's list for \(screen) has no intent \(name)")
        }
        return match.0
    }

    /// The case name of a label or a breadcrumb's value: the text before `(`.
    private static func caseName(of text: String) -> Substring {
        text.prefix { $0 != "(" }
    }

    // MARK: - Gestures

    /// `refused user swipe down of SCREEN`: a gesture the app refused is still one the user made.
    private func refusedGesture(_ offered: [FlowAction]) throws(BreadcrumbTrailError) -> FlowAction {
        let message = crumb.message
        if message.hasPrefix("refused \(LeaveGesture.swipeDown) ") {
            return try first(offered, "no sheet to swipe down") {
                $0 == .swipeDown || $0 == .sheetDrag(completes: true)
            }
        }
        if message.hasPrefix("refused \(LeaveGesture.backTap) ") {
            return try first(offered, "no back button to tap") {
                if case .back = $0 { return true }
                return false
            }
        }
        if message.hasPrefix("refused \(LeaveGesture.backSwipe) ") {
            return try first(offered, "no stack to swipe back") {
                if case .interactivePop(_, true) = $0 { return true }
                return false
            }
        }
        throw error(.notAnAction, "the replay did not make \(crumb), and it tells no action of the user's")
    }

    /// A gesture breadcrumb (`gesture inbox stack: user tapped back`), by its `gesture` data
    /// when a crash reporter kept it, else by its message.
    private func gesture(in run: AppRun, _ offered: [FlowAction]) throws(BreadcrumbTrailError) -> FlowAction {
        let message = crumb.message
        let container = crumb.path
        func at(_ position: ScreenPosition) -> Bool {
            guard let object = HierarchyWalk.resolve(position, in: run.app.root) else { return false }
            return Self.name(of: object) == container
        }
        let kind = crumb.data["gesture"] ?? Self.gestureKind(of: message)
        switch kind {
        case "backTap":
            return try named(offered, at: at) {
                if case .back(let stack) = $0 { return stack }
                return nil
            }
        case "backSwipe":
            return try named(offered, at: at) {
                if case .interactivePop(let stack, true) = $0 { return stack }
                return nil
            }
        case "backSwipeCancelled":
            return try named(offered, at: at) {
                if case .interactivePop(let stack, false) = $0 { return stack }
                return nil
            }
        case "backMenu":
            let count = crumb.data["count"].flatMap { Int($0) } ?? Self.number(in: message, after: "user went back ")
            guard let count else { throw error(.notAnAction, "\(crumb) says not how many screens") }
            return try named(offered, at: at) {
                guard case .backMenu(let stack, let keeping) = $0,
                    let object = HierarchyWalk.resolve(stack, in: run.app.root) as? any StackContext,
                    keeping == object.screens.count - 1 - count
                else { return nil }
                return stack
            }
        case "swipeDown":
            return try first(offered, "no sheet to swipe down") {
                $0 == .swipeDown || $0 == .sheetDrag(completes: true)
            }
        case "swipeDownCancelled":
            return try first(offered, "no sheet to drag") { $0 == .sheetDrag(completes: false) }
        case "tabTap":
            let index =
                crumb.data["index"].flatMap { Int($0) }
                ?? Self.number(in: message, after: "user tapped tab ").map { $0 - 1 }
            guard let index else { throw error(.notAnAction, "\(crumb) names no tab") }
            return try named(offered, at: at) {
                if case .selectTab(let tabs, index) = $0 { return tabs }
                return nil
            }
        case "secondaryClose":
            return try named(offered, at: at) {
                if case .closeSecondary(let split) = $0 { return split }
                return nil
            }
        default:
            throw error(.notAnAction, "\(crumb) is no gesture the replay knows")
        }
    }

    private static func gestureKind(of message: String) -> String? {
        switch message {
        case "user tapped back": "backTap"
        case "user swiped back": "backSwipe"
        case "user cancelled swiping back": "backSwipeCancelled"
        case "user swiped down": "swipeDown"
        case "user cancelled swiping down": "swipeDownCancelled"
        case "user closed the secondary column": "secondaryClose"
        default:
            if message.hasPrefix("user went back ") {
                "backMenu"
            } else if message.hasPrefix("user tapped tab ") {
                "tabTap"
            } else {
                nil
            }
        }
    }

    /// The number right after a prefix (`user went back 2 screens`), if it is a small one.
    private static func number(in message: String, after prefix: String) -> Int? {
        guard message.hasPrefix(prefix) else { return nil }
        let digits = message.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
        guard (1...9).contains(digits.count) else { return nil }
        return Int(digits)
    }

    /// A container's name, as its gesture breadcrumbs give it as their path.
    private static func name(of object: AnyObject) -> String? {
        switch object {
        case let stack as HeadlessStack: stack.name
        case let tabs as HeadlessTabs: tabs.name
        case let split as HeadlessSplit: split.name
        case let window as HeadlessWindow: window.name
        default: nil
        }
    }

    /// The offered action of a kind on the container the breadcrumb names, or the only one of
    /// that kind when no container has that name (a face whose containers have none).
    private func named(
        _ offered: [FlowAction], at matches: (ScreenPosition) -> Bool, _ position: (FlowAction) -> ScreenPosition?
    ) throws(BreadcrumbTrailError) -> FlowAction {
        let kind = offered.filter { position($0) != nil }
        if let match = kind.first(where: { position($0).map(matches) == true }) { return match }
        guard kind.count == 1 else {
            throw error(
                kind.isEmpty ? .noSuchAction : .ambiguous,
                kind.isEmpty
                    ? "\(crumb): the app offers no such gesture now"
                    : "\(crumb): no container named \(crumb.path) offers it, and \(kind.count) others do")
        }
        return kind[0]
    }

    // MARK: - Alerts and links

    /// `alert answered NAME`: the button of the shown alert whose action has that case name.
    private func answer(in run: AppRun, _ offered: [FlowAction]) throws(BreadcrumbTrailError) -> FlowAction {
        guard let alert = HierarchyWalk.shownAlert(in: run.app.root) else {
            throw error(.noSuchAction, "\(crumb), but the app shows no alert")
        }
        let value = crumb.data["action"] ?? String(crumb.message.dropFirst("alert answered".count).drop { $0 == " " })
        let index: Int?
        if value.isEmpty {
            guard alert.buttons.count == 1 else {
                throw error(
                    .ambiguous, "\(crumb) carries no case name, and the alert has \(alert.buttons.count) buttons")
            }
            index = 0
        } else {
            let name = Self.caseName(of: value)
            index = alert.buttons.firstIndex {
                let action = LoggedValue($0.action)
                return payloads == .included ? action.description == value : action.caseName.map { $0[...] } == name
            }
        }
        guard let index else { throw error(.noSuchAction, "the alert shown has no button \(value)") }
        let action = FlowAction.alertButton(index: index, title: alert.buttons[index].title)
        guard offered.contains(action) else { throw error(.noSuchAction, "the explorer does not offer \(action)") }
        return action
    }

    /// `deep link step 0 NAME`: the first of the explorer's links whose first step has that case
    /// name (or, with every value included, that text).
    private func link(links: [String: DeepLink], _ offered: [FlowAction]) throws(BreadcrumbTrailError) -> FlowAction {
        let value = crumb.data["intent"] ?? String(crumb.message.dropFirst("deep link step 0".count).drop { $0 == " " })
        guard !value.isEmpty else { throw error(.ambiguous, "\(crumb) carries no case name") }
        let name = Self.caseName(of: value)
        let match = offered.first { action in
            guard case .link(let link) = action, let first = links[link]?.steps.first else { return false }
            let step = LoggedValue(first)
            return payloads == .included ? step.description == value : step.caseName.map { $0[...] } == name
        }
        guard let match else { throw error(.noSuchAction, "the explorer has no link whose first step is \(value)") }
        return match
    }

    private func first(
        _ offered: [FlowAction], _ missing: String, where matches: (FlowAction) -> Bool
    ) throws(BreadcrumbTrailError) -> FlowAction {
        guard let action = offered.first(where: matches) else { throw error(.noSuchAction, "\(crumb): \(missing)") }
        return action
    }

    private func error(_ reason: BreadcrumbTrailError.Reason, _ message: String) -> BreadcrumbTrailError {
        BreadcrumbTrailError(reason, breadcrumb: number, message)
    }
}
