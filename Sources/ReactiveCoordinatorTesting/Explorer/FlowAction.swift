/// One thing a user does to an app: an intent of a visible screen, a gesture on a container, an
/// answer to the window's alert, or a deep link.
///
/// ``FlowExplorer`` tries every action a state offers, and reports a finding as the list of
/// actions that reaches it. The list is `Codable`, so a session can be written to a file, by
/// hand or by `stream-demo --record`, and played again with ``FlowReplay``:
///
/// <!-- mirrors Tests/FlowExplorerTests/FlowReplayTests.swift#actions -->
/// ```swift
/// let actions: [FlowAction] = [
///     .intent(screen: [0], type: "InboxScreen", index: 0, label: "open(id: 1)"),
///     .back(stack: []),
/// ]
/// ```
///
/// Screens and containers are named by their ``ScreenPosition`` in the hierarchy, never by
/// identity, so an action means the same in every fresh app. An intent is named by its screen's
/// type and its index in the list the explorer was given for that type; the label is the
/// intent's description, for people to read. An alert's button is named by its index in the
/// shown alert's buttons, since two buttons may read the same; its title is checked too.
///
/// ## Contract
/// - Equal actions do the same thing to equal states of the same app.
/// - An action that does not apply to a state (no such screen, a type that differs) changes
///   nothing; ``FlowExplorer`` reports it as a replay that diverged.
/// - While the window shows an alert, which covers the screens, only ``alertButton(index:title:)``,
///   ``alertDismissedBySystem``, ``link(_:)``, ``respond(request:outcome:label:)`` and the end of
///   a gesture under way apply.
/// - While a back swipe or a sheet drag is under way (``beginInteractivePop(stack:)``,
///   ``beginInteractiveDismissal``), the user's finger is on it: no other gesture applies (a tap
///   on an alert shown meanwhile included: the containers refuse it), and
///   ``completeInteractiveTransition`` and ``cancelInteractiveTransition`` end it. Intents, links,
///   the system's dismissal of an alert and services' answers still apply, and what they ask of
///   the busy container waits for the gesture's end. ``FlowExplorer`` offers no further intent
///   once something the app asked waits for the finger (each could queue one more change for the
///   same lift, without end); a replay may still play one.
/// - A gesture the app refuses (a guarded sheet's swipe-down, a guarded screen's back tap)
///   applies: the user made it, and the refusal, which the flow may answer with an alert, is its
///   outcome.
public enum FlowAction: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The screen at a position sends the intent at `index` of the list given for its type.
    case intent(screen: ScreenPosition, type: String, index: Int, label: String)
    /// The user taps the back button of the stack at a position (`HeadlessStack.userTapsBack()`).
    case back(stack: ScreenPosition)
    /// The user picks a level in the back button's menu: the SwiftUI path of the stack at a
    /// position is written back keeping its first `keeping` pushed screens
    /// (`HeadlessStack.path`).
    case backMenu(stack: ScreenPosition, keeping: Int)
    /// The user swipes back from the edge of the stack at a position and lifts the finger past
    /// the threshold (`completes`) or not (`HeadlessStack.beginInteractivePop()`), in one action.
    ///
    /// ``FlowExplorer`` plays the swipe as ``beginInteractivePop(stack:)`` and then
    /// ``completeInteractiveTransition`` or ``cancelInteractiveTransition``, so that it also
    /// visits what happens while the finger is down; this one-step form stays for replays and
    /// breadcrumb trails, which record only the swipe's end.
    case interactivePop(stack: ScreenPosition, completes: Bool)
    /// The user starts swiping back from the edge of the stack at a position and keeps the
    /// finger down (`HeadlessStack.beginInteractivePop()`); the stack keeps the swipe
    /// (`HeadlessStack.interactivePop`) until ``completeInteractiveTransition`` or
    /// ``cancelInteractiveTransition``.
    ///
    /// While the finger is down, a flow's push onto that stack waits for the swipe to end.
    case beginInteractivePop(stack: ScreenPosition)
    /// The user swipes the top-most sheet of the window down (`HeadlessWindow.userSwipesDown()`).
    case swipeDown
    /// The user drags the top-most sheet down and lets go past the threshold (`completes`) or
    /// not (`HeadlessWindow.beginInteractiveDismissal()`), in one action.
    ///
    /// ``FlowExplorer`` plays the drag as ``beginInteractiveDismissal`` and then
    /// ``completeInteractiveTransition`` or ``cancelInteractiveTransition``; this one-step form
    /// stays for replays and breadcrumb trails, which record only the drag's end.
    case sheetDrag(completes: Bool)
    /// The user starts dragging the top-most sheet down and keeps the finger down
    /// (`HeadlessWindow.beginInteractiveDismissal()`); the window keeps the drag
    /// (`HeadlessWindow.interactiveDismissal`) until ``completeInteractiveTransition`` or
    /// ``cancelInteractiveTransition``.
    ///
    /// While the finger is down, a flow's present into that window waits for the drag to end.
    case beginInteractiveDismissal
    /// The user lifts the finger past the threshold: the back swipe or sheet drag under way
    /// completes and removes its screen (`InteractiveTransition.complete()`), then what waited
    /// for it applies.
    case completeInteractiveTransition
    /// The user abandons the back swipe or sheet drag under way: nothing is removed
    /// (`InteractiveTransition.cancel()`), then what waited for it applies.
    case cancelInteractiveTransition
    /// SwiftUI writes `nil` to a presentation level of the window
    /// (`HeadlessWindow.subscript(presentedAt:)`), as a `dismiss` action of that level's view
    /// does: that level and every level above it go. The explorer tries the covered levels (the
    /// top-most one is ``swipeDown``).
    case dismissLevel(Int)
    /// The user taps a tab of the tabs at a position, the selected one included
    /// (`HeadlessTabs.userSelectsTab(at:)`).
    case selectTab(tabs: ScreenPosition, index: Int)
    /// SwiftUI writes another tab to the selection binding of the tabs at a position
    /// (`HeadlessTabs.selection`).
    case writeSelection(tabs: ScreenPosition, index: Int)
    /// SwiftUI closes the secondary column of the split at a position
    /// (`HeadlessSplit.secondaryItem` written `nil`).
    case closeSecondary(split: ScreenPosition)
    /// A deep link from the explorer's table, by name.
    case link(String)
    /// The user taps the button at `index` of the alert or dialog the window shows
    /// (`HeadlessWindow.shownAlert`): the alert goes, then the flow that showed it gets the
    /// button's action, as with `HeadlessWindow.userTaps(button:)`.
    ///
    /// The index names the button, since titles may repeat; `title` is the button's title, for
    /// people to read, and must still match: an alert whose button there reads otherwise makes
    /// the action not apply.
    case alertButton(index: Int, title: String)
    /// The system takes the window's alert away without a choice, as when the app goes to the
    /// background (`HeadlessWindow.systemDismissesAlert()`): the flow that showed it gets
    /// `AlertDismissal.system`.
    case alertDismissedBySystem
    /// A service answers the oldest request of a name in flight with the outcome at `outcome` of
    /// the list its caller gave (``ControlledResponses/response(to:outcomes:)``); `label` is the
    /// outcome's label, for people to read.
    case respond(request: String, outcome: Int, label: String)

    /// The action as one short phrase, such as `intent InboxScreen.open(id: 1) at 0.0`.
    public var description: String {
        switch self {
        case .intent(let screen, let type, _, let label): "intent \(type).\(label) at \(screen)"
        case .back(let stack): "back on \(stack)"
        case .backMenu(let stack, let keeping): "back menu on \(stack), keeping \(keeping)"
        case .interactivePop(let stack, let completes):
            "interactive pop on \(stack), \(completes ? "completed" : "cancelled")"
        case .swipeDown: "swipe down"
        case .sheetDrag(let completes): "sheet drag, \(completes ? "completed" : "cancelled")"
        case .beginInteractivePop(let stack): "begin swiping back on \(stack)"
        case .beginInteractiveDismissal: "begin dragging the sheet down"
        case .completeInteractiveTransition: "lift the finger, completing the gesture"
        case .cancelInteractiveTransition: "lift the finger, cancelling the gesture"
        case .dismissLevel(let level): "dismiss presentation level \(level)"
        case .selectTab(let tabs, let index): "tap tab \(index) of \(tabs)"
        case .writeSelection(let tabs, let index): "selection of \(tabs) written to tab \(index)"
        case .closeSecondary(let split): "close secondary column of \(split)"
        case .link(let name): "link \(name)"
        case .alertButton(let index, let title): "tap alert button \(index), \(SwiftLiteral.quoted(title))"
        case .alertDismissedBySystem: "alert dismissed by the system"
        case .respond(let request, _, let label): "\(request) answers \(label)"
        }
    }

    /// The action as a Swift expression, as the explorer prints it in a reproduction.
    public var swiftLiteral: String {
        switch self {
        case .intent(let screen, let type, let index, let label):
            ".intent(screen: \(screen.swiftLiteral), type: \(SwiftLiteral.quoted(type)), index: \(index), "
                + "label: \(SwiftLiteral.quoted(label)))"
        case .back(let stack): ".back(stack: \(stack.swiftLiteral))"
        case .backMenu(let stack, let keeping): ".backMenu(stack: \(stack.swiftLiteral), keeping: \(keeping))"
        case .interactivePop(let stack, let completes):
            ".interactivePop(stack: \(stack.swiftLiteral), completes: \(completes))"
        case .swipeDown: ".swipeDown"
        case .sheetDrag(let completes): ".sheetDrag(completes: \(completes))"
        case .beginInteractivePop(let stack): ".beginInteractivePop(stack: \(stack.swiftLiteral))"
        case .beginInteractiveDismissal: ".beginInteractiveDismissal"
        case .completeInteractiveTransition: ".completeInteractiveTransition"
        case .cancelInteractiveTransition: ".cancelInteractiveTransition"
        case .dismissLevel(let level): ".dismissLevel(\(level))"
        case .selectTab(let tabs, let index): ".selectTab(tabs: \(tabs.swiftLiteral), index: \(index))"
        case .writeSelection(let tabs, let index): ".writeSelection(tabs: \(tabs.swiftLiteral), index: \(index))"
        case .closeSecondary(let split): ".closeSecondary(split: \(split.swiftLiteral))"
        case .link(let name): ".link(\(SwiftLiteral.quoted(name)))"
        case .alertButton(let index, let title): ".alertButton(index: \(index), title: \(SwiftLiteral.quoted(title)))"
        case .alertDismissedBySystem: ".alertDismissedBySystem"
        case .respond(let request, let outcome, let label):
            ".respond(request: \(SwiftLiteral.quoted(request)), outcome: \(outcome), label: \(SwiftLiteral.quoted(label)))"
        }
    }
}

/// Where a screen or container sits in the hierarchy: the index of each child on the way down
/// from the explored root container.
///
/// Children are counted as `HierarchySnapshot` lists them: a window's root is child 0 and
/// its presented screens follow, bottom first; a stack's screens root first; tabs in tab bar
/// order; a split's primary column is child 0 and its secondary column child 1. The root
/// container itself is the empty position.
///
/// <!-- mirrors Tests/FlowExplorerTests/FlowReplayTests.swift#position -->
/// ```swift
/// let inbox: ScreenPosition = [0, 0, 0]  // the window's root tabs, the first tab, its first screen
/// #expect(inbox.description == "0.0.0")
/// ```
///
/// ## Contract
/// - Two positions are equal when their indices are; a position never holds an object.
/// - Encodes as a plain JSON array of integers.
public struct ScreenPosition: Codable, Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The child indices from the root container down.
    public var indices: [Int]

    /// Creates a position from child indices.
    ///
    /// - Parameter indices: The index of each child on the way down.
    public init(_ indices: [Int]) {
        self.indices = indices
    }

    /// Creates a position from child indices written as an array literal.
    ///
    /// - Parameter elements: The index of each child on the way down.
    public init(arrayLiteral elements: Int...) {
        self.indices = elements
    }

    /// Decodes a position from a JSON array of integers.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: A decoding error if the value is not an array of integers.
    public init(from decoder: any Decoder) throws {
        indices = try decoder.singleValueContainer().decode([Int].self)
    }

    /// Encodes the position as a JSON array of integers.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: An encoding error from the encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(indices)
    }

    /// The indices joined by dots (`0.2`), or `root` for the root container.
    public var description: String {
        guard !indices.isEmpty else { return "root" }
        // A loop, not a list of texts joined: the key of every state with a gesture under way
        // writes its container's position.
        var text = String(indices[0])
        for index in indices.dropFirst() {
            text += "."
            text += String(index)
        }
        return text
    }

    /// The position as a Swift array literal.
    var swiftLiteral: String {
        "[\(indices.map(String.init).joined(separator: ", "))]"
    }

    /// The position of a child of this position.
    func appending(_ index: Int) -> ScreenPosition {
        ScreenPosition(indices + [index])
    }
}
