import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

extension HeadlessNode {
    /// Throws unless the screen may be added to this container's hierarchy.
    func validateNew(_ screen: AnyObject) throws(NavigationError) {
        if screen is HeadlessWindow {
            throw .unsupportedNesting(screen: describeScreen(screen), container: name)
        }
        // A container held elsewhere, even in another hierarchy, knows its holder.
        if let node = headlessNode(screen), node.parentNode != nil {
            throw .screenAlreadyShown(screen: describeScreen(screen))
        }
        // Catches a screen shown twice and a container added inside itself.
        let root = hierarchyRoot
        if root === screen || root.holds(screen) {
            throw .screenAlreadyShown(screen: describeScreen(screen))
        }
    }

    /// Throws if the list names a screen twice.
    func validateDistinct(_ screens: [AnyObject]) throws(NavigationError) {
        var seen = Set<ObjectIdentifier>()
        for screen in screens where !seen.insert(ObjectIdentifier(screen)).inserted {
            throw .duplicateScreen(screen: describeScreen(screen))
        }
    }

    /// Makes this container the holder of screens that are containers.
    ///
    /// Every screen a container adds goes through here, which keeps ``held`` up to date.
    func adopt(_ screens: [AnyObject]) {
        updateHeld { $0.insert(screens) }
        // By class casts (`headlessNode`): a cast to the protocol is a conformance lookup, and
        // most screens are not containers.
        for screen in screens {
            headlessNode(screen)?.parentNode = self
        }
    }

    /// Reports a removal, ends the removed screens' intent streams, then lets go of the screens.
    ///
    /// The change is reported while `removed` still keeps the screens alive, so observers see
    /// the cause before the teardown that ending the streams triggers. The streams end here,
    /// not at the release, so a removed screen that something else keeps alive (a SwiftUI view,
    /// a cache) does not keep its coordinator running.
    /// Every screen a container removes goes through here, which keeps ``held`` up to date.
    func finishRemoval(of removed: [AnyObject], reporting change: @autoclosure () -> NavigationChange) {
        updateHeld { $0.remove(removed) }
        for screen in removed {
            if let node = headlessNode(screen), node.parentNode === self { node.parentNode = nil }
        }
        withExtendedLifetime(removed) {
            report(change())
            finishIntents(ofRemoved: removed)
        }
    }

    /// Tells this container's observer and every ancestor's observer about a change.
    ///
    /// The change is made only when some container on the way up has an observer: its texts
    /// describe screens (a look-up and a user's `description` each), and most hierarchies (a
    /// test's, the flow explorer's) have nobody listening.
    func report(_ change: @autoclosure () -> NavigationChange) {
        // Collected first: an observer may move this container, and the change happened where
        // it was.
        var observers: [@MainActor (NavigationChange) -> Void] = []
        var node: (any HeadlessNode)? = self
        while let current = node {
            if let observer = current.onChange {
                observers.append(observer)
            }
            node = current.parentNode
        }
        guard !observers.isEmpty else { return }
        let change = change()
        for observer in observers {
            observer(change)
        }
    }
}

extension HeadlessNode {
    /// Changes ``held`` on the value taken out of the container, which holds an empty one
    /// meanwhile: the containers read and write their held screens whole, so that no access to
    /// them is checked at run time (the flow explorer asks every container at every check), and
    /// the value taken out, its only owner, changes in place rather than as a copy.
    func updateHeld(_ change: (inout HeldScreens) -> Void) {
        var updated = held
        held = HeldScreens()
        change(&updated)
        held = updated
    }
}
