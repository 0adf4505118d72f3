import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

/// The shape every headless container shares, so that queries and checks can walk a hierarchy
/// of mixed containers without knowing their kinds.
///
/// Children are held strongly by the concrete container; `parentNode` is weak, so the hierarchy
/// has no cycles and a detached container lives only as long as someone else holds it.
@MainActor
protocol HeadlessNode: AnyObject {
    /// The name used in descriptions, changes and errors.
    var name: String { get }

    /// The container holding this one, if any. Only the holder sets and clears it.
    var parentNode: (any HeadlessNode)? { get set }

    /// The observer of changes in this container and in those nested in it.
    var onChange: (@MainActor (NavigationChange) -> Void)? { get }

    /// The screens held directly, by identity: kept by `adopt` and `finishRemoval`, so that
    /// `holds` need not copy ``children``.
    var held: HeldScreens { get set }

    /// Whether `screen` is one of its own screens, read where ``held`` is kept: `holds` asks every
    /// container on its way down (the leak audit and each screen shown ask it), and a read of
    /// ``held`` copies all of it (its lists and its table, a retain and a release each).
    func holdsDirectly(_ screen: AnyObject) -> Bool

    /// The containers among its own screens, read where ``held`` is kept, for the same reason.
    var nestedNodes: Dictionary<ObjectIdentifier, any HeadlessNode>.Values { get }

    /// The screens held directly, in hierarchy order, each with a label for the text dump.
    var children: [(label: String, screen: AnyObject)] { get }

    /// The screens held directly, in hierarchy order: ``children`` without the labels.
    ///
    /// A requirement, so that a container hands over the list it keeps rather than a copy made
    /// from ``children`` (two arrays), at every removal of a nested container.
    var heldScreens: [AnyObject] { get }

    /// The child on the visible path, if any.
    var visibleChild: AnyObject? { get }

    /// Ends this container's own life, the intents a coordinator binds to, as its removal does.
    ///
    /// A requirement, so that a removal ends a nested container's life without asking the table
    /// of screen types (a hash lookup) what it already knows.
    func finishOwnIntents()

    /// This container in a visible path or dump, such as `tabs[1 of 3]`.
    var segment: String { get }

    /// A step between this container and its visible child in a visible path, if the child is
    /// reached in a way worth naming (a presented level).
    var visibleChildLabel: String? { get }
}

extension HeadlessNode {
    var visibleChildLabel: String? { nil }

    /// The screens held directly, in hierarchy order, read from ``children``.
    var heldScreens: [AnyObject] {
        children.map(\.screen)
    }

    /// The top of the hierarchy this container belongs to.
    var hierarchyRoot: any HeadlessNode {
        var node: any HeadlessNode = self
        while let parent = node.parentNode {
            node = parent
        }
        return node
    }
}
