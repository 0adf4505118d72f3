import ReactiveCoordinator

extension HeadlessNode {
    /// Whether the screen is held by this container or any container or level nested in it.
    ///
    /// A lookup in this container's index, then in each nested container's: the cost grows with
    /// the number of containers, not of screens.
    func holds(_ screen: AnyObject) -> Bool {
        if holdsDirectly(screen) { return true }
        // A loop, not `contains(where:)`: its main-actor closure, called from the generic
        // algorithm, checks the executor at run time on every call.
        for node in nestedNodes where node.holds(screen) { return true }
        return false
    }

    /// Every screen below this container, depth first, each container before what it holds.
    var screensInOrder: [AnyObject] {
        heldScreens.flatMap { child in
            [child] + (headlessNode(child)?.screensInOrder ?? [])
        }
    }

    /// The deepest screen on the visible path, or `nil` if this container shows nothing.
    var deepestVisibleScreen: AnyObject? {
        guard let child = visibleChild else {
            return nil
        }
        // An empty nested container is still what the user sees in that place.
        return headlessNode(child)?.deepestVisibleScreen ?? child
    }

    /// The containers on the visible path, this one first.
    var visibleNodes: [any HeadlessNode] {
        var nodes: [any HeadlessNode] = [self]
        while let child = nodes.last?.visibleChild, let next = headlessNode(child) {
            nodes.append(next)
        }
        return nodes
    }

    /// The visible path as one line, such as `window > tabs[1 of 3] > stack > detail`.
    var visiblePathText: String {
        var parts = [segment]
        if let label = visibleChildLabel {
            parts.append(label)
        }
        if let child = visibleChild {
            parts.append(headlessNode(child)?.visiblePathText ?? describeScreen(child))
        }
        return parts.joined(separator: " > ")
    }

    /// The hierarchy as indented lines, one per screen.
    var dumpText: String {
        var lines: [String] = []
        appendDump(to: &lines, indent: "", label: "")
        return lines.joined(separator: "\n")
    }

    private func appendDump(to lines: inout [String], indent: String, label: String) {
        lines.append(indent + label + segment)
        let childIndent = indent + "    "
        for child in children {
            if let node = headlessNode(child.screen) {
                node.appendDump(to: &lines, indent: childIndent, label: child.label)
            } else {
                lines.append(childIndent + child.label + describeScreen(child.screen))
            }
        }
    }
}
