import ReactiveCoordinator

/// The objects a hierarchy holds, read in one walk, as a container whose `contains` answers from
/// them: the checks after each action ask it of every bound and routed screen, and a container's
/// own `contains` walks its part of the hierarchy each time.
///
/// A screen the walk did not find is asked of the real root, so no answer differs from the
/// root's (a container the explorer cannot read still answers for itself); the walk only saves
/// the usual answer, "shown". Good for one check: the hierarchy must not change meanwhile.
@MainActor
final class ShownObjects: NavigationContext {
    let root: any NavigationContext
    /// What the hierarchy holds, in walk order; a set once it is long.
    private let objects: [ObjectIdentifier]
    private let set: Set<ObjectIdentifier>?

    init(_ root: any NavigationContext) {
        self.root = root
        // Made in a local list, not in the property: each append to a class's property checks
        // its exclusive access.
        var objects: [ObjectIdentifier] = []
        var pending: [AnyObject] = [root]
        // Room for an app's usual hierarchy, which would otherwise grow each list twice or more.
        pending.reserveCapacity(8)
        objects.reserveCapacity(16)
        while let object = pending.popLast() {
            HierarchyWalk.forEachChild(of: object) { child, _ in
                objects.append(ObjectIdentifier(child))
                if HierarchyWalk.isContainer(child) { pending.append(child) }
            }
        }
        self.objects = objects
        // A linear search beats hashing for the few screens an app shows at once.
        set = objects.count > 32 ? Set(objects) : nil
    }

    var visibleScreen: AnyObject? {
        root.visibleScreen
    }

    func contains(_ screen: AnyObject) -> Bool {
        let id = ObjectIdentifier(screen)
        if let set { return set.contains(id) || root.contains(screen) }
        return objects.contains(id) || root.contains(screen)
    }
}
