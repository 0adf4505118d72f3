import ReactiveCoordinator
import ReactiveCoordinatorFoundation

/// Where the links of one pattern must land: a contract ``FlowExplorer`` checks each time it
/// opens such a link, from every state it reaches.
///
/// A link lands on a screen path (``ExploredApp/screenPath``: the screens the user sees and the
/// ones under them, bottom first), is refused (its completion gets a `DeepLinkError`), or waits
/// (a flow on the way is not ready for links). Declare, per pattern of your link table, what
/// must happen; a contract can hold only in some states (`when:`), and the first contract of a
/// link's pattern whose condition holds is the one checked:
///
/// <!-- mirrors Examples/ExampleFlowsTests/ExampleExplorationTests.swift#landings -->
/// ```swift
/// let explorer = try Self.shopExplorer()
/// explorer.expectLandings([
///     LinkLanding("product/:id/reviews", .screens(CatalogScreen.self, ProductScreen.self, ProductScreen.self)),
///     LinkLanding("product/:id", .screens(CatalogScreen.self, ProductScreen.self)),
/// ])
/// let report = await explorer.explore(depth: 8)
/// #expect(report.findings.isEmpty, "\(report)")
/// print(report.landings)  // the link x state table
/// ```
///
/// A pattern is written as in a `DeepLinkTable` (`inbox/:id/reply`): a segment starting with a
/// colon matches any one segment, and a scheme (`mail://`) on either side is ignored. A link
/// added by name with ``FlowExplorer/link(_:_:)`` matches a pattern equal to its name.
///
/// ## Contract
/// - The explorer checks a link's landing after the action that opened it, once the tree is
///   settled: a link that lands elsewhere, or waits where it must land, is a
///   ``ExplorationFinding/Kind/linkLandedElsewhere`` finding; one refused where it must land or
///   wait is a ``ExplorationFinding/Kind/linkRefused`` finding; either comes with the shortest
///   sequence that reaches it. A zombie or a leak the link leaves is found as after any action.
/// - A link with no contract whose condition holds is opened and recorded in the table, but its
///   landing is not checked.
/// - A link opened while the user's finger is on a back swipe or a sheet drag
///   (``FlowAction/beginInteractivePop(stack:)``, ``FlowAction/beginInteractiveDismissal``) whose
///   landing waits for the gesture to end (the link waits, or what its steps show waits for the
///   busy container) is recorded in the table as waiting, from an origin that names the gesture,
///   and not checked then: where it lands is for the finger's lift to decide. When the explorer
///   then lifts the finger in the same run (``FlowAction/cancelInteractiveTransition``,
///   ``FlowAction/completeInteractiveTransition``), the link, which ran at the lift, is checked
///   against the contract that held when it was opened, and recorded from that origin followed by
///   how the gesture ended (`+ swiping back on 0.0, cancelled`) instead of as waiting. One opened
///   at the last depth stays unjudged. The invariants are checked after it and after the lift.
public struct LinkLanding {
    /// The pattern of the links the contract is about, such as `inbox/:id`.
    public let pattern: String
    /// What must happen when such a link is opened.
    public let expectation: Expectation
    /// Whether the contract holds in a state, asked before the link is opened; `nil` for every
    /// state.
    public let condition: (@MainActor (ExploredApp) -> Bool)?

    /// Creates a landing contract.
    ///
    /// - Parameters:
    ///   - pattern: The links' pattern, as the link table writes it (`inbox/:id/reply`).
    ///   - expectation: Where they must land, or that they are refused, or wait.
    ///   - condition: The states in which the contract holds, asked of the app before the link
    ///     is opened; `nil` for every state.
    public init(
        _ pattern: String, _ expectation: Expectation, when condition: (@MainActor (ExploredApp) -> Bool)? = nil
    ) {
        self.pattern = pattern
        self.expectation = expectation
        self.condition = condition
    }

    /// What a link must do: land on a screen path, be refused, or wait.
    ///
    /// ## Contract
    /// - ``screens(_:)`` holds when the link completed and the app's
    ///   ``ExploredApp/screenPath`` is then exactly the given types' names, bottom first;
    ///   ``top(_:)`` when the path ends with them.
    /// - ``refused`` holds when the link's completion got any `DeepLinkError`;
    ///   ``refused(atStep:)`` when the error names that step (`noRoute`, `unhandled`,
    ///   `keptByGuard`).
    /// - ``waits`` holds when the link has neither completed nor been refused once the tree is
    ///   settled.
    public struct Expectation: Sendable, Hashable, CustomStringConvertible {
        enum Kind: Sendable, Hashable {
            case screens([String])
            case top([String])
            case refused(step: Int?)
            case waits
        }

        let kind: Kind

        /// The link completes and the user sees these screens, bottom first: the same list as
        /// ``ExploredApp/screenPath``.
        ///
        /// - Parameter types: The screens' types, bottom first.
        /// - Returns: The expectation.
        public static func screens(_ types: Any.Type...) -> Expectation {
            Expectation(kind: .screens(types.map { String(describing: $0) }))
        }

        /// The link completes and these screens are on top, the last one front-most: the
        /// ``ExploredApp/screenPath`` ends with them, whatever is under them.
        ///
        /// - Parameter types: The top screens' types, bottom first.
        /// - Returns: The expectation.
        public static func top(_ types: Any.Type...) -> Expectation {
            Expectation(kind: .top(types.map { String(describing: $0) }))
        }

        /// The link completes and the user sees the screens of these type names, bottom first.
        ///
        /// - Parameter names: The screens' type names, as `String(describing:)` writes them.
        /// - Returns: The expectation.
        public static func screens(named names: [String]) -> Expectation {
            Expectation(kind: .screens(names))
        }

        /// The link is refused, for any reason: its completion gets a `DeepLinkError`.
        public static let refused = Expectation(kind: .refused(step: nil))

        /// The link is refused at a step, by a gate on the way: no flow takes the step, none
        /// handles it, or a guard keeps its screen.
        ///
        /// - Parameter step: The index of the step that is refused, from 0.
        /// - Returns: The expectation.
        public static func refused(atStep step: Int) -> Expectation {
            Expectation(kind: .refused(step: step))
        }

        /// The link waits, whole, until a flow on the way is ready for links.
        public static let waits = Expectation(kind: .waits)

        /// The expectation as the landing table prints it: `InboxScreen > MessageScreen`,
        /// `refused`, `refused at step 0` or `waits`.
        public var description: String {
            switch kind {
            case .screens(let names): LinkLandingOutcome.path(names)
            case .top(let names): "... > \(LinkLandingOutcome.path(names))"
            case .refused(nil): "refused"
            case .refused(let step?): "refused at step \(step)"
            case .waits: "waits"
            }
        }

        /// Whether an outcome meets the expectation.
        func isMet(by outcome: LinkLandingOutcome) -> Bool {
            switch (kind, outcome) {
            case (.screens(let names), .landed(let path)): names == path
            case (.top(let names), .landed(let path)): path.suffix(names.count).elementsEqual(names)
            case (.refused(nil), .refused): true
            case (.refused(let step?), .refused(let refusedStep, _)): refusedStep == step
            case (.waits, .waiting): true
            default: false
            }
        }
    }
}

/// A contract holds main-actor closures.
@available(*, unavailable)
extension LinkLanding: Sendable {}

extension DeepLinkError {
    /// The step a refusal names, if it names one.
    var refusedStep: Int? {
        switch self {
        case .noRoute(let step, _), .unhandled(let step, _), .keptByGuard(let step, _): step
        default: nil
        }
    }
}
