/// A flow of your app: it shows screens, routes their intents, starts children, and finishes
/// with an `Output`.
///
/// The one requirement is ``start(_:)``. Everything the library does for a coordinator goes
/// through the ``Flow`` handed to it there, so your type keeps all its names: a checkout flow
/// can have a `state`, a search flow `results`, and any class can be a coordinator, with a
/// superclass of its own.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#coordinator -->
/// ```swift
/// final class LoginCoordinator: Coordinator {
///     weak var stack: HeadlessStack?
///
///     func start(_ flow: Flow<String>) {
///         guard let stack else { return flow.cancel() }
///         let screen = LoginScreen()
///         flow.push(screen, on: stack)  // a failure is logged, with this flow's path
///         flow.bind(to: screen) { intent in
///             switch intent {
///             case .submit(let user): flow.finish(with: user)
///             }
///             return .handled
///         }
///     }
/// }
/// ```
///
/// ## Contract
/// - `start(_:)` runs once, on the main actor, when the coordinator is started in a tree
///   (``CoordinatorTree/start()``) or by a parent (``Flow/startChild(_:named:onFinish:)``,
///   ``Flow/run(_:named:)``). The state is already ``CoordinatorState/active``.
/// - Its flow's name, in paths and in the log, is given where it starts (`named:`), or by default
///   is its type's name without a `Coordinator` suffix, first letter lower-cased
///   (`ComposeCoordinator` is `compose`; no other suffix is stripped, so `PushFlow` is `pushFlow`).
/// - A coordinator object runs at most once: starting it again while it runs, under a second
///   parent, below itself, or after it ended is refused with a ``CoordinatorError`` and logged.
///   A struct has no identity, so each start of one is a flow of its own.
/// - The library holds your coordinator while its flow runs and lets go of it, and of every
///   closure it gave its flow, when the flow ends: route handlers and tasks may capture `self`
///   strongly, and a coordinator may keep its `Flow` in a property.
@MainActor
public protocol Coordinator<Output> {
    /// What the flow finishes with; `Void` for a flow that only ends.
    associatedtype Output: Sendable = Void

    /// Shows the flow's first screen and routes it through `flow`.
    ///
    /// - Parameter flow: The handle to this coordinator's life in its tree.
    func start(_ flow: Flow<Output>)

    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    associatedtype _DidEnd = RetiredMember
    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    func didEnd(_ reason: TeardownReason) -> _DidEnd
    /// Satisfied only while `_DidEnd` is ``RetiredMember``.
    @_documentation(visibility: internal)
    static var _didEndIsRetired: RetiredMemberCheck<_DidEnd> { get }

    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    associatedtype _DidPause = RetiredMember
    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    func didPause() -> _DidPause
    /// Satisfied only while `_DidPause` is ``RetiredMember``.
    @_documentation(visibility: internal)
    static var _didPauseIsRetired: RetiredMemberCheck<_DidPause> { get }

    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    associatedtype _DidResume = RetiredMember
    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    func didResume() -> _DidResume
    /// Satisfied only while `_DidResume` is ``RetiredMember``.
    @_documentation(visibility: internal)
    static var _didResumeIsRetired: RetiredMemberCheck<_DidResume> { get }

    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    associatedtype _OldLinkStep = RetiredMember
    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    func handle(linkStep step: any Sendable) -> _OldLinkStep
    /// Satisfied only while `_OldLinkStep` is ``RetiredMember``.
    @_documentation(visibility: internal)
    static var _oldLinkStepIsRetired: RetiredMemberCheck<_OldLinkStep> { get }

    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    associatedtype _OldPrepareForLink = RetiredMember
    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    func prepareForLink(toward child: AnyFlow?) -> _OldPrepareForLink
    /// Satisfied only while `_OldPrepareForLink` is ``RetiredMember``.
    @_documentation(visibility: internal)
    static var _oldPrepareForLinkIsRetired: RetiredMemberCheck<_OldPrepareForLink> { get }

    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    associatedtype _OldRestoreChild = RetiredMember
    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    func restoreChild(from restoration: CoordinatorRestoration) throws -> _OldRestoreChild
    /// Satisfied only while `_OldRestoreChild` is ``RetiredMember``.
    @_documentation(visibility: internal)
    static var _oldRestoreChildIsRetired: RetiredMemberCheck<_OldRestoreChild> { get }

    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    associatedtype _OldDidRestore = RetiredMember
    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    func didRestore(from restoration: CoordinatorRestoration) -> _OldDidRestore
    /// Satisfied only while `_OldDidRestore` is ``RetiredMember``.
    @_documentation(visibility: internal)
    static var _oldDidRestoreIsRetired: RetiredMemberCheck<_OldDidRestore> { get }

    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    associatedtype _LinkStepAnswer = RetiredMember
    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    func handle(linkStep step: any Sendable, in flow: Flow<Output>) -> _LinkStepAnswer
    /// Satisfied only while `_LinkStepAnswer` is ``RetiredMember``.
    @_documentation(visibility: internal)
    static var _linkStepNeedsTheRole: RetiredMemberCheck<_LinkStepAnswer> { get }

    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    associatedtype _PrepareForLinkAnswer = RetiredMember
    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    func prepareForLink(toward child: AnyFlow?, in flow: Flow<Output>) -> _PrepareForLinkAnswer
    /// Satisfied only while `_PrepareForLinkAnswer` is ``RetiredMember``.
    @_documentation(visibility: internal)
    static var _prepareForLinkNeedsTheRole: RetiredMemberCheck<_PrepareForLinkAnswer> { get }

    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    associatedtype _RestoreChildAnswer = RetiredMember
    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Output>) throws -> _RestoreChildAnswer
    /// Satisfied only while `_RestoreChildAnswer` is ``RetiredMember``.
    @_documentation(visibility: internal)
    static var _restoreChildNeedsTheRole: RetiredMemberCheck<_RestoreChildAnswer> { get }

    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    associatedtype _DidRestoreAnswer = RetiredMember
    /// A shape the library does not call, taken so that declaring it fails to compile
    /// (``RetiredMember``).
    @_documentation(visibility: internal)
    func didRestore(from restoration: CoordinatorRestoration, in flow: Flow<Output>) -> _DidRestoreAnswer
    /// Satisfied only while `_DidRestoreAnswer` is ``RetiredMember``.
    @_documentation(visibility: internal)
    static var _didRestoreNeedsTheRole: RetiredMemberCheck<_DidRestoreAnswer> { get }
}
