/// The answer of a member your coordinator does not declare: the library's stand-in for a
/// coordinator method it no longer calls, or calls only on a role's adopters.
///
/// A coordinator written for an older release may still declare `didEnd(_:)`, `didPause()`,
/// or `didResume()` from the old base class, a role's method in its
/// older shape without `in flow:` (`handle(linkStep:)`, `prepareForLink(toward:)`,
/// `restoreChild(from:)`, `didRestore(from:)`), or a role's method without adopting the role
/// (``LinkRoutingCoordinator``, ``RestorableCoordinator``). Such a method would compile and never
/// be called. So ``Coordinator`` names each of these shapes with a hidden requirement whose
/// answer type is inferred from what your type declares: left alone, it is `RetiredMember`;
/// declared, it is your method's return type, and a second hidden requirement is then satisfied
/// only by an unavailable default whose message says what to write instead. The coordinator
/// fails to compile with that message, for example:
///
/// ```
/// error: unavailable static property '_didEndIsRetired' was used to satisfy a requirement of
/// protocol 'Coordinator': didEnd(_:) is no longer called: write flow.onEnd { reason in ... } in start(_:)
/// ```
///
/// The shapes taken are these names with the library's own parameter types (`TeardownReason`,
/// `AnyFlow?`, `CoordinatorRestoration`, `Flow`), except `didPause()` and `didResume()`, which
/// take none: a coordinator of yours with a method of either name fails to compile until it is
/// renamed. No value of this type exists.
public enum RetiredMember: Sendable {}

/// The type of the hidden check that a coordinator declares no retired member; see
/// ``RetiredMember``.
///
/// Only the library makes one, and only for the satisfied checks.
public struct RetiredMemberCheck<Member>: Sendable {}

extension Coordinator where _DidEnd == RetiredMember {
    /// Never called: it stands for a member your coordinator does not declare.
    @_documentation(visibility: internal)
    public func didEnd(_ reason: TeardownReason) -> RetiredMember { fatalError("a retired member is never called") }
    /// Satisfied: your coordinator does not declare the member.
    @_documentation(visibility: internal)
    public static var _didEndIsRetired: RetiredMemberCheck<RetiredMember> { RetiredMemberCheck() }
}

extension Coordinator where _DidPause == RetiredMember {
    /// Never called: it stands for a member your coordinator does not declare.
    @_documentation(visibility: internal)
    public func didPause() -> RetiredMember { fatalError("a retired member is never called") }
    /// Satisfied: your coordinator does not declare the member.
    @_documentation(visibility: internal)
    public static var _didPauseIsRetired: RetiredMemberCheck<RetiredMember> { RetiredMemberCheck() }
}

extension Coordinator where _DidResume == RetiredMember {
    /// Never called: it stands for a member your coordinator does not declare.
    @_documentation(visibility: internal)
    public func didResume() -> RetiredMember { fatalError("a retired member is never called") }
    /// Satisfied: your coordinator does not declare the member.
    @_documentation(visibility: internal)
    public static var _didResumeIsRetired: RetiredMemberCheck<RetiredMember> { RetiredMemberCheck() }
}

extension Coordinator where _OldLinkStep == RetiredMember {
    /// Never called: it stands for a member your coordinator does not declare.
    @_documentation(visibility: internal)
    public func handle(linkStep step: any Sendable) -> RetiredMember { fatalError("a retired member is never called") }
    /// Satisfied: your coordinator does not declare the member.
    @_documentation(visibility: internal)
    public static var _oldLinkStepIsRetired: RetiredMemberCheck<RetiredMember> { RetiredMemberCheck() }
}

extension Coordinator where _OldPrepareForLink == RetiredMember {
    /// Never called: it stands for a member your coordinator does not declare.
    @_documentation(visibility: internal)
    public func prepareForLink(toward child: AnyFlow?) -> RetiredMember {
        fatalError("a retired member is never called")
    }
    /// Satisfied: your coordinator does not declare the member.
    @_documentation(visibility: internal)
    public static var _oldPrepareForLinkIsRetired: RetiredMemberCheck<RetiredMember> { RetiredMemberCheck() }
}

extension Coordinator where _OldRestoreChild == RetiredMember {
    /// Never called: it stands for a member your coordinator does not declare.
    @_documentation(visibility: internal)
    public func restoreChild(from restoration: CoordinatorRestoration) throws -> RetiredMember {
        fatalError("a retired member is never called")
    }
    /// Satisfied: your coordinator does not declare the member.
    @_documentation(visibility: internal)
    public static var _oldRestoreChildIsRetired: RetiredMemberCheck<RetiredMember> { RetiredMemberCheck() }
}

extension Coordinator where _OldDidRestore == RetiredMember {
    /// Never called: it stands for a member your coordinator does not declare.
    @_documentation(visibility: internal)
    public func didRestore(from restoration: CoordinatorRestoration) -> RetiredMember {
        fatalError("a retired member is never called")
    }
    /// Satisfied: your coordinator does not declare the member.
    @_documentation(visibility: internal)
    public static var _oldDidRestoreIsRetired: RetiredMemberCheck<RetiredMember> { RetiredMemberCheck() }
}

extension Coordinator where _LinkStepAnswer == RetiredMember {
    /// Never called: it stands for a member your coordinator does not declare.
    @_documentation(visibility: internal)
    public func handle(linkStep step: any Sendable, in flow: Flow<Output>) -> RetiredMember {
        fatalError("a retired member is never called")
    }
    /// Satisfied: your coordinator does not declare the member.
    @_documentation(visibility: internal)
    public static var _linkStepNeedsTheRole: RetiredMemberCheck<RetiredMember> { RetiredMemberCheck() }
}

extension Coordinator where _PrepareForLinkAnswer == RetiredMember {
    /// Never called: it stands for a member your coordinator does not declare.
    @_documentation(visibility: internal)
    public func prepareForLink(toward child: AnyFlow?, in flow: Flow<Output>) -> RetiredMember {
        fatalError("a retired member is never called")
    }
    /// Satisfied: your coordinator does not declare the member.
    @_documentation(visibility: internal)
    public static var _prepareForLinkNeedsTheRole: RetiredMemberCheck<RetiredMember> { RetiredMemberCheck() }
}

extension Coordinator where _RestoreChildAnswer == RetiredMember {
    /// Never called: it stands for a member your coordinator does not declare.
    @_documentation(visibility: internal)
    public func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Output>) throws -> RetiredMember {
        fatalError("a retired member is never called")
    }
    /// Satisfied: your coordinator does not declare the member.
    @_documentation(visibility: internal)
    public static var _restoreChildNeedsTheRole: RetiredMemberCheck<RetiredMember> { RetiredMemberCheck() }
}

extension Coordinator where _DidRestoreAnswer == RetiredMember {
    /// Never called: it stands for a member your coordinator does not declare.
    @_documentation(visibility: internal)
    public func didRestore(from restoration: CoordinatorRestoration, in flow: Flow<Output>) -> RetiredMember {
        fatalError("a retired member is never called")
    }
    /// Satisfied: your coordinator does not declare the member.
    @_documentation(visibility: internal)
    public static var _didRestoreNeedsTheRole: RetiredMemberCheck<RetiredMember> { RetiredMemberCheck() }
}

extension Coordinator {
    /// The compile error of a coordinator that declares the member.
    @available(
        *, unavailable, message: "didEnd(_:) is no longer called: write flow.onEnd { reason in ... } in start(_:)"
    )
    @_documentation(visibility: internal)
    public static var _didEndIsRetired: RetiredMemberCheck<_DidEnd> { fatalError("never called") }

    /// The compile error of a coordinator that declares the member.
    @available(*, unavailable, message: "didPause() is no longer called: write flow.onPause { ... } in start(_:)")
    @_documentation(visibility: internal)
    public static var _didPauseIsRetired: RetiredMemberCheck<_DidPause> { fatalError("never called") }

    /// The compile error of a coordinator that declares the member.
    @available(*, unavailable, message: "didResume() is no longer called: write flow.onResume { ... } in start(_:)")
    @_documentation(visibility: internal)
    public static var _didResumeIsRetired: RetiredMemberCheck<_DidResume> { fatalError("never called") }

    /// The compile error of a coordinator that declares the member.
    @available(
        *, unavailable,
        message:
            "handle(linkStep:) is no longer called: adopt LinkRoutingCoordinator and implement handle(linkStep:in:)"
    )
    @_documentation(visibility: internal)
    public static var _oldLinkStepIsRetired: RetiredMemberCheck<_OldLinkStep> { fatalError("never called") }

    /// The compile error of a coordinator that declares the member.
    @available(
        *, unavailable,
        message:
            "prepareForLink(toward:) is no longer called: adopt LinkRoutingCoordinator and implement prepareForLink(toward:in:)"
    )
    @_documentation(visibility: internal)
    public static var _oldPrepareForLinkIsRetired: RetiredMemberCheck<_OldPrepareForLink> { fatalError("never called") }

    /// The compile error of a coordinator that declares the member.
    @available(
        *, unavailable,
        message:
            "restoreChild(from:) is no longer called: adopt RestorableCoordinator and implement restoreChild(from:in:)"
    )
    @_documentation(visibility: internal)
    public static var _oldRestoreChildIsRetired: RetiredMemberCheck<_OldRestoreChild> { fatalError("never called") }

    /// The compile error of a coordinator that declares the member.
    @available(
        *, unavailable,
        message: "didRestore(from:) is no longer called: adopt RestorableCoordinator and implement didRestore(from:in:)"
    )
    @_documentation(visibility: internal)
    public static var _oldDidRestoreIsRetired: RetiredMemberCheck<_OldDidRestore> { fatalError("never called") }

    /// The compile error of a coordinator that declares the member.
    @available(*, unavailable, message: "handle(linkStep:in:) is called only on a LinkRoutingCoordinator: adopt it")
    @_documentation(visibility: internal)
    public static var _linkStepNeedsTheRole: RetiredMemberCheck<_LinkStepAnswer> { fatalError("never called") }

    /// The compile error of a coordinator that declares the member.
    @available(
        *, unavailable, message: "prepareForLink(toward:in:) is called only on a LinkRoutingCoordinator: adopt it"
    )
    @_documentation(visibility: internal)
    public static var _prepareForLinkNeedsTheRole: RetiredMemberCheck<_PrepareForLinkAnswer> {
        fatalError("never called")
    }

    /// The compile error of a coordinator that declares the member.
    @available(*, unavailable, message: "restoreChild(from:in:) is called only on a RestorableCoordinator: adopt it")
    @_documentation(visibility: internal)
    public static var _restoreChildNeedsTheRole: RetiredMemberCheck<_RestoreChildAnswer> { fatalError("never called") }

    /// The compile error of a coordinator that declares the member.
    @available(*, unavailable, message: "didRestore(from:in:) is called only on a RestorableCoordinator: adopt it")
    @_documentation(visibility: internal)
    public static var _didRestoreNeedsTheRole: RetiredMemberCheck<_DidRestoreAnswer> { fatalError("never called") }
}

extension LinkRoutingCoordinator {
    /// Satisfied: an adopter's `handle(linkStep:in:)` is the role's.
    @_documentation(visibility: internal)
    public static var _linkStepNeedsTheRole: RetiredMemberCheck<LinkStepHandling> { RetiredMemberCheck() }
    /// Satisfied: an adopter's `prepareForLink(toward:in:)` is the role's.
    @_documentation(visibility: internal)
    public static var _prepareForLinkNeedsTheRole: RetiredMemberCheck<Void> { RetiredMemberCheck() }
}

extension RestorableCoordinator {
    /// Satisfied: an adopter's `restoreChild(from:in:)` is the role's.
    @_documentation(visibility: internal)
    public static var _restoreChildNeedsTheRole: RetiredMemberCheck<Bool> { RetiredMemberCheck() }
    /// Satisfied: an adopter's `didRestore(from:in:)` is the role's.
    @_documentation(visibility: internal)
    public static var _didRestoreNeedsTheRole: RetiredMemberCheck<Void> { RetiredMemberCheck() }
}
