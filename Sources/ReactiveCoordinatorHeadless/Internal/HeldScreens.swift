import ReactiveCoordinator

/// The screens a container holds directly, by identity, and the containers among them: what
/// answers "is this screen shown?" without copying or walking the container's own list.
///
/// Kept by every headless container beside its list of screens, and changed only where that
/// list gains screens (`adopt`) and loses them (`finishRemoval`), which every change of a
/// container goes through. So the question costs a hash lookup per container in the hierarchy,
/// whatever the number of screens: a stack of 10,000 screens answers as fast as a stack of one.
///
/// A screen is held strongly by the container's list, so its identifier cannot be reused while
/// it is here. The nested containers are held here too, until their removal takes them out.
@MainActor
struct HeldScreens {
    private var screens: Set<ObjectIdentifier> = []
    private var nodes: [ObjectIdentifier: any HeadlessNode] = [:]

    /// Whether the screen is one of the container's own screens.
    func holdsDirectly(_ screen: AnyObject) -> Bool {
        screens.contains(ObjectIdentifier(screen))
    }

    /// The containers among the container's own screens, in no particular order.
    var nestedNodes: Dictionary<ObjectIdentifier, any HeadlessNode>.Values {
        nodes.values
    }

    /// Records screens the container has just added.
    mutating func insert(_ added: [AnyObject]) {
        for screen in added {
            let identifier = ObjectIdentifier(screen)
            screens.insert(identifier)
            if let node = headlessNode(screen) {
                nodes[identifier] = node
            }
        }
    }

    /// Forgets screens the container has just removed.
    mutating func remove(_ removed: [AnyObject]) {
        for screen in removed {
            let identifier = ObjectIdentifier(screen)
            screens.remove(identifier)
            nodes[identifier] = nil
        }
    }
}
