/// A coordinator that writes itself into a restoration record and recreates its children from
/// one.
///
/// ``CoordinatorTree/restorationRecord(schema:owner:)`` writes one step for each running coordinator
/// with a ``restoration`` value, in start order; restoring hands the value to the parent's
/// ``restoreChild(from:in:)``, then, once every step is applied, to this coordinator's
/// ``didRestore(from:in:)``. A root's value is the record's first step: the app makes the root,
/// and restoring gives the value to its ``didRestore(from:in:)`` alone.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#restoration -->
/// ```swift
/// var restoration: CoordinatorRestoration? {
///     try? CoordinatorRestoration(kind: "product", shown: .pushed, value: productID)
/// }
/// ```
@MainActor
public protocol RestorableCoordinator<Output>: Coordinator {
    /// The value that recreates this coordinator from its parent, or nil (the default) when it is
    /// not restored: a parent that only restores its children.
    var restoration: CoordinatorRestoration? { get }

    /// Recreates a child from a value one of its children wrote: start the child (showing it as
    /// `restoration.presentation` says) and return `true`, or return `false` for a kind this
    /// coordinator does not restore.
    ///
    /// Throw when the value no longer decodes or applies (an older
    /// ``CoordinatorRestoration/schema`` that cannot be read): restoration stops there and
    /// reports the error. The default returns `false`.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#restore-child -->
    /// ```swift
    /// func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
    ///     guard restoration.kind == "product" else { return false }
    ///     try flow.startChild(ProductCoordinator(id: restoration.value(Int.self), stack: stack))
    ///     return true
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - restoration: The value the child wrote, with the record's schema.
    ///   - flow: This coordinator's flow.
    /// - Returns: Whether this coordinator restores that kind of child.
    /// - Throws: Whatever says why the value no longer decodes or applies.
    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Output>) throws -> Bool

    /// Restores what this coordinator's value recorded beyond its children, once a restoration
    /// has rebuilt every coordinator of the record.
    ///
    /// Called on each restored coordinator that is still running, in the record's order (parents
    /// first), with the value it wrote; on the root too when the root wrote one. By then every
    /// child is back, so this is where what lies among or above their screens returns: a screen
    /// pushed above a child's, the selected tab, a pause. The default does nothing.
    ///
    /// - Parameters:
    ///   - restoration: The value this coordinator wrote, with the record's schema.
    ///   - flow: This coordinator's flow.
    func didRestore(from restoration: CoordinatorRestoration, in flow: Flow<Output>)
}

extension RestorableCoordinator {
    /// No value: this coordinator is not restored itself.
    public var restoration: CoordinatorRestoration? {
        nil
    }

    /// Restores no children.
    ///
    /// - Parameters:
    ///   - restoration: The value the child wrote.
    ///   - flow: This coordinator's flow.
    /// - Returns: `false`.
    /// - Throws: Nothing; a conformance that restores children throws when a value no longer
    ///   applies.
    public func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Output>) throws -> Bool {
        false
    }

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - restoration: The value this coordinator wrote.
    ///   - flow: This coordinator's flow.
    public func didRestore(from restoration: CoordinatorRestoration, in flow: Flow<Output>) {}
}
