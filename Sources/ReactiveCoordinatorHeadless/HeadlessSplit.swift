public import ReactiveCoordinator
public import ReactiveCoordinatorContainerKit

public import Observation

/// An in-memory split view: a primary and a secondary column, with
/// `UISplitViewController`'s lifetime rules.
///
/// The split owns both columns' screens; a replaced column is released as soon as nobody else
/// holds it.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#split -->
/// ```swift
/// let split = HeadlessSplit()
/// try split.setPrimary(mailboxes)
/// try split.setSecondary(messageStack)
/// print(split.visiblePath)  // "split > stack > message"
/// ```
///
/// ## Contract
/// - Everything in `SplitContext`: the secondary column is the visible one when both are
///   filled.
/// - Removed screens' intent streams finish after ``onChange`` has been told, so their
///   coordinators end even if something else keeps a screen alive; the split then releases them.
/// - The split carries a life, ``intents``, that a coordinator binds to with
///   `Flow.bind(to:)`: it finishes when a container or the window removes the split,
///   after the streams of every screen it holds, or when the split is released.
/// - The split is `Observable`: every change of ``primary`` and ``secondary`` notifies
///   observation, and SwiftUI's `NavigationSplitView` binds to ``primaryItem`` and
///   ``secondaryItem``.
@MainActor
@Observable
public final class HeadlessSplit: SplitContext, HeadlessContainer, IntentScreen, nonisolated CustomStringConvertible {
    /// The split's name in changes, errors and dumps.
    public nonisolated let name: String

    /// Called after each change to this split and to the containers nested in it.
    @ObservationIgnored
    public var onChange: (@MainActor (NavigationChange) -> Void)?

    /// The primary column's screen, or `nil` if empty.
    public private(set) var primary: AnyObject?

    /// The secondary column's screen, or `nil` if empty.
    public private(set) var secondary: AnyObject?

    @ObservationIgnored
    weak var parentNode: (any HeadlessNode)?

    /// Written whole and read whole or by field, never changed in place
    /// (``HeadlessNode/updateHeld(_:)``): no access to it can then overlap another, and the
    /// compiler checks none at run time.
    @ObservationIgnored
    private var heldStorage = HeldScreens()
    var held: HeldScreens {
        get { heldStorage }
        set { heldStorage = newValue }
    }

    func holdsDirectly(_ screen: AnyObject) -> Bool {
        heldStorage.holdsDirectly(screen)
    }

    var nestedNodes: Dictionary<ObjectIdentifier, any HeadlessNode>.Values {
        heldStorage.nestedNodes
    }

    /// The split's life, for a coordinator to bind to with `Flow.bind(to:)`: it
    /// publishes nothing, and finishes when a container or the window removes the split, or
    /// when the split is released.
    ///
    /// The same probe a screen's channel is: the coordinator bound to the split ends with
    /// `TeardownReason.screenReleased` when the window replaces its root, a presenter dismisses
    /// it, or the user swipes it away, whoever did it.
    public let intents = IntentChannel<Never>()

    /// Creates a split with both columns empty.
    ///
    /// - Parameter name: The name used in changes, errors and dumps.
    public init(name: String = "split") {
        self.name = name
    }

    /// The split's name.
    public nonisolated var description: String {
        name
    }

    /// Replaces the primary column.
    ///
    /// - Parameter screen: The new screen, or `nil` to empty the column.
    /// - Returns: The description of the replaced screen, or an empty list if none was removed.
    /// - Throws: `NavigationError.screenAlreadyShown(screen:)` or
    ///   `NavigationError.unsupportedNesting(screen:container:)`.
    @discardableResult
    public func setPrimary(_ screen: AnyObject?) throws(NavigationError) -> [String] {
        guard screen !== primary else {
            return []
        }
        if let screen {
            try validateNew(screen)
        }
        let removed = primary.map { [$0] } ?? []
        primary = screen
        return finishReplacing(removed, with: screen) { .primaryReplaced(old: $0, new: $1, split: name) }
    }

    /// Replaces the secondary column.
    ///
    /// - Parameter screen: The new screen, or `nil` to empty the column.
    /// - Returns: The description of the replaced screen, or an empty list if none was removed.
    /// - Throws: `NavigationError.screenAlreadyShown(screen:)` or
    ///   `NavigationError.unsupportedNesting(screen:container:)`.
    @discardableResult
    public func setSecondary(_ screen: AnyObject?) throws(NavigationError) -> [String] {
        guard screen !== secondary else {
            return []
        }
        if let screen {
            try validateNew(screen)
        }
        let removed = secondary.map { [$0] } ?? []
        secondary = screen
        return finishReplacing(removed, with: screen) { .secondaryReplaced(old: $0, new: $1, split: name) }
    }

    /// Tells observers that the secondary column changed although it did not, so that a UI that
    /// wrote a refused value reads it again.
    func renotifyObservers() {
        _$observationRegistrar.withMutation(of: self, keyPath: \.secondary) {}
    }

    /// Empties the secondary column as the user's doing: reports
    /// `NavigationChange.secondaryClosed(screen:split:)` and releases the screen.
    func closeSecondary() {
        guard let removed = secondary else {
            return
        }
        secondary = nil
        finishRemoval(of: [removed], reporting: .secondaryClosed(screen: describeScreen(removed), split: name))
    }

    private func finishReplacing(
        _ removed: [AnyObject],
        with screen: AnyObject?,
        change: (String?, String?) -> NavigationChange
    ) -> [String] {
        if let screen {
            adopt([screen])
        }
        let names = removed.map(describeScreen)
        finishRemoval(of: removed, reporting: change(names.first, screen.map(describeScreen)))
        return names
    }
}

extension HeadlessSplit: HeadlessNode {
    func finishOwnIntents() {
        intents.finish()
    }

    var children: [(label: String, screen: AnyObject)] {
        let first = primary.map { [("primary: ", $0)] } ?? []
        let second = secondary.map { [("secondary: ", $0)] } ?? []
        return first + second
    }

    var visibleChild: AnyObject? {
        secondary ?? primary
    }

    var segment: String {
        name
    }
}
