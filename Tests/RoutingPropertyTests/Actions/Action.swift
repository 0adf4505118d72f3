/// One thing a user, the system or the app's own code does to the app under test.
///
/// Targets are positions, not identities (`screen: 2` is the third matching screen on the
/// hierarchy, modulo how many there are), so an action still means something after the
/// shrinker drops the actions before it. An action with no target at all is skipped, by the
/// model and the app alike.
enum Action: Hashable, Sendable {
    /// The user taps something on the visible screen; skipped if that screen offers no such intent.
    case tap(AnyIntentKind)
    /// A screen anywhere on the hierarchy (covered or in another tab) sends an intent: the n-th
    /// screen of the intent's family, in hierarchy order.
    case send(screen: Int, AnyIntentKind)
    /// The user taps the back button they can see.
    case back
    /// The n-th stack on the hierarchy pops to its root.
    case popToRoot(stack: Int)
    /// The user swipes the top-most modal down.
    case swipeDown
    /// Some screen calls `dismiss` (the n-th screen on the hierarchy, containers included).
    case dismiss(from: Int)
    /// The user taps a tab; tapping the selected stack tab pops it to its root.
    case selectTab(Int)
    /// The n-th stack is replaced by the screens whose bit is set in `keep` (bit i for position
    /// i), plus a fresh unrouted screen on top when `promo` is set.
    case replaceStack(stack: Int, keep: UInt64, promo: Bool)
    /// A deep link through the tree.
    case deepLink([AnyIntentKind])
    /// The n-th detail or compose coordinator (pre-order) is ended from outside.
    case finish(coordinator: Int, cancel: Bool)
    /// The n-th active coordinator (pre-order) is paused, with its subtree.
    case pause(coordinator: Int)
    /// The n-th paused coordinator (pre-order) is resumed, with its subtree.
    case resume(coordinator: Int)
    /// SwiftUI writes the n-th stack's `path` shorter (its back button or back menu), keeping
    /// `length` modulo the path's length screens above the root.
    case writePath(stack: Int, length: Int)
    /// SwiftUI writes the n-th stack's `path` grown by a screen no coordinator pushed (a
    /// `NavigationLink(value:)`): refused, nothing changes.
    case growPath(stack: Int)
    /// SwiftUI writes `nil` to the item of the n-th presentation level (modulo their count): a
    /// swipe-down of the top sheet, or a covered sheet's `dismiss`.
    case clearSheet(level: Int)
    /// SwiftUI writes the tab view's selection: the n-th tab, modulo their count. Unlike a tap,
    /// writing the selected tab changes nothing.
    case writeTab(Int)
    /// The user swipes back on the visible stack, then completes or cancels the swipe.
    case backSwipe(completes: Bool)
    /// The user drags the top-most sheet down, then completes or cancels the drag.
    case sheetDrag(completes: Bool)
}

extension Action: CustomStringConvertible {
    /// Swift source for the action, as a regression test spells it.
    var description: String {
        switch self {
        case .tap(let kind): ".tap(\(kind))"
        case .send(let screen, let kind): ".send(screen: \(screen), \(kind))"
        case .back: ".back"
        case .popToRoot(let stack): ".popToRoot(stack: \(stack))"
        case .swipeDown: ".swipeDown"
        case .dismiss(let from): ".dismiss(from: \(from))"
        case .selectTab(let index): ".selectTab(\(index))"
        case .replaceStack(let stack, let keep, let promo):
            ".replaceStack(stack: \(stack), keep: 0b\(String(keep, radix: 2)), promo: \(promo))"
        case .deepLink(let steps): ".deepLink([\(steps.map(\.description).joined(separator: ", "))])"
        case .finish(let coordinator, let cancel): ".finish(coordinator: \(coordinator), cancel: \(cancel))"
        case .pause(let coordinator): ".pause(coordinator: \(coordinator))"
        case .resume(let coordinator): ".resume(coordinator: \(coordinator))"
        case .writePath(let stack, let length): ".writePath(stack: \(stack), length: \(length))"
        case .growPath(let stack): ".growPath(stack: \(stack))"
        case .clearSheet(let level): ".clearSheet(level: \(level))"
        case .writeTab(let index): ".writeTab(\(index))"
        case .backSwipe(let completes): ".backSwipe(completes: \(completes))"
        case .sheetDrag(let completes): ".sheetDrag(completes: \(completes))"
        }
    }
}

extension [Action] {
    /// The list as Swift source, one action per line, ready to paste into a regression test.
    func swiftSource(indent: String = "    ") -> String {
        guard !isEmpty else { return "[]" }
        return "[\n" + map { "\(indent)    \($0)," }.joined(separator: "\n") + "\n\(indent)]"
    }
}
