import ReactiveCoordinator

/// The screens a container holds directly, by identity, and the containers among them: what
/// answers "is this screen shown?" without copying or walking the container's own list.
///
/// Kept by every headless container beside its list of screens, and changed only where that
/// list gains screens (`adopt`) and loses them (`finishRemoval`), which every change of a
/// container goes through. So the question costs a scan of a few identifiers, or past a handful a
/// hash lookup, per container in the hierarchy, whatever the number of screens: a stack of 10,000
/// screens answers as fast as a stack of twenty.
///
/// A screen is held strongly by the container's list, so its identifier cannot be reused while
/// it is here. The nested containers are held here too, until their removal takes them out.
@MainActor
struct HeldScreens {
    /// The screens while there are few, in no particular order: a scan of a few identifiers
    /// costs less than hashing one, and an app's container holds a handful (callgrind: the set's
    /// hashing and growth were most of what adding a screen to a container cost).
    private var few: [ObjectIdentifier] = []
    /// The screens once they outnumbered ``fewLimit``, for good: the question then costs a hash
    /// lookup whatever the number of screens.
    private var many: Set<ObjectIdentifier> = []
    private var isMany = false
    private var nodes: [ObjectIdentifier: any HeadlessNode] = [:]
    private static let fewLimit = 16

    /// Whether the screen is one of the container's own screens.
    func holdsDirectly(_ screen: AnyObject) -> Bool {
        isMany ? many.contains(ObjectIdentifier(screen)) : few.contains(ObjectIdentifier(screen))
    }

    /// The containers among the container's own screens, in no particular order.
    var nestedNodes: Dictionary<ObjectIdentifier, any HeadlessNode>.Values {
        nodes.values
    }

    /// Records screens the container has just added.
    mutating func insert(_ added: [AnyObject]) {
        for screen in added {
            let identifier = ObjectIdentifier(screen)
            if isMany {
                many.insert(identifier)
            } else if few.count < Self.fewLimit {
                if !few.contains(identifier) { few.append(identifier) }
            } else {
                many = Set(few)
                many.insert(identifier)
                few = []
                isMany = true
            }
            if let node = headlessNode(screen) {
                nodes[identifier] = node
            }
        }
    }

    /// Forgets screens the container has just removed.
    mutating func remove(_ removed: [AnyObject]) {
        for screen in removed {
            let identifier = ObjectIdentifier(screen)
            if isMany {
                many.remove(identifier)
            } else if let index = few.firstIndex(of: identifier) {
                few.swapAt(index, few.count - 1)
                few.removeLast()
            }
            // Most containers hold no container: nothing to hash for.
            if !nodes.isEmpty { nodes[identifier] = nil }
        }
    }
}
