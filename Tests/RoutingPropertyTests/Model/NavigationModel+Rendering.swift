/// The model's picture of the tree and the hierarchy, in the same text the real ones are
/// rendered in, so a mismatch reads as a line diff.
extension NavigationModel {
    /// One line per running coordinator, pre-order: path, state, bound and routed screens.
    var treeLines: [TreeLine] {
        preorder.map { id in
            let coordinator = coordinators[id]!
            return TreeLine(
                path: coordinator.path, name: coordinator.name, depth: coordinator.depth, state: coordinator.state,
                bound: coordinator.bound.flatMap { screens[$0]?.family?.screenTypeName } ?? "-",
                routed: coordinator.routes.compactMap { screens[$0]?.family?.screenTypeName },
                children: coordinator.children.count)
        }
    }

    /// The window as indented lines: the tabs and what each holds, then each presented level.
    var hierarchyLines: [String] {
        var lines: [String] = []
        if let tabs {
            lines.append("tabs selected \(selectedTab)")
            for tab in tabs {
                switch tab {
                case .stack(let stack):
                    lines.append("  \(stackNames[stack]!): " + stacks[stack]!.map(label).joined(separator: ", "))
                case .screen(let screen):
                    lines.append("  " + label(screen))
                }
            }
        } else {
            lines.append("empty window")
        }
        for (index, stack) in modals.enumerated() {
            lines.append(
                "modal \(index + 1) \(stackNames[stack]!): " + stacks[stack]!.map(label).joined(separator: ", "))
        }
        return lines
    }

    private func label(_ screen: Int) -> String {
        guard let screen = screens[screen], let family = screen.family else { return "promo" }
        return "\(family.rawValue)@\(screen.ownerPath)"
    }

    /// How many routed screens are alive: the ones on the hierarchy that a coordinator routes.
    var routedScreenCount: Int {
        screens.values.filter { $0.owner != nil }.count
    }
}
