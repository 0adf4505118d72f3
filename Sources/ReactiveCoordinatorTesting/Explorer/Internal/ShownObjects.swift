import ReactiveCoordinator
import ReactiveCoordinatorHeadless

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
    /// What the hierarchy holds; a set once it is long.
    private let objects: [ObjectIdentifier]
    private let set: Set<ObjectIdentifier>?

    convenience init(_ root: any NavigationContext) {
        self.init(root, holding: Self.collect(below: root))
    }

    /// The objects of a hierarchy as a walk of it found them, with nothing changed since: the
    /// state key's walk, made just before the check (`StateKeyBuilder.shownBelowRoot`).
    init(_ root: any NavigationContext, holding objects: [ObjectIdentifier]) {
        // The key's walk and this type's must agree on what the hierarchy holds, or a check
        // would judge another hierarchy than the key describes.
        assert(Set(objects) == Set(Self.collect(below: root)), "the key's walk and the check's differ")
        self.root = root
        self.objects = objects
        // A linear search beats hashing for the few screens an app shows at once.
        set = objects.count > 32 ? Set(objects) : nil
    }

    /// What the hierarchy below `root` holds, in one walk.
    private static func collect(below root: any NavigationContext) -> [ObjectIdentifier] {
        // Made in a local list, not in a property: each append to a class's property checks its
        // exclusive access. Room for an app's usual hierarchy, which would otherwise grow it
        // twice or more.
        var objects: [ObjectIdentifier] = []
        objects.reserveCapacity(16)
        collect(below: root, into: &objects)
        return objects
    }

    /// Adds what a container holds, and what each container among it holds, depth first: a
    /// recursion, with no list of what is left to visit and no closure per child; the headless
    /// containers read in place, as `HierarchyWalk.forEachChild` reads them.
    private static func collect(below object: AnyObject, into objects: inout [ObjectIdentifier]) {
        if let window = object as? HeadlessWindow {
            if let root = window.untrackedRoot { add(root, into: &objects) }
            addEach(of: window.untrackedPresentedScreens, into: &objects)
        } else if let stack = object as? HeadlessStack {
            addEach(of: stack.untrackedScreens, into: &objects)
        } else if let tabs = object as? HeadlessTabs {
            addEach(of: tabs.untrackedTabs, into: &objects)
        } else {
            for child in HierarchyWalk.children(of: object) {
                if let child { add(child, into: &objects) }
            }
        }
    }

    /// Adds each object of a headless container's list, read in place in the list, which keeps
    /// them alive: only a container among them is taken out, to be walked
    /// (`HierarchyWalk.isContainer(at:of:)`).
    private static func addEach(of list: [AnyObject], into objects: inout [ObjectIdentifier]) {
        // By index, not by a closure over the list's buffer: a main-actor closure checks its
        // executor at each call.
        for index in list.indices {
            objects.append(ObjectIdentifier(list[index]))
            if HierarchyWalk.isContainer(at: index, of: list) { collect(below: list[index], into: &objects) }
        }
    }

    private static func add(_ child: AnyObject, into objects: inout [ObjectIdentifier]) {
        objects.append(ObjectIdentifier(child))
        if HierarchyWalk.isContainer(child) { collect(below: child, into: &objects) }
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
