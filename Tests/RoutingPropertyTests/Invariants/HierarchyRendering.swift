import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// The real window in the model's hierarchy format.
enum HierarchyRendering {
    @MainActor
    static func lines(_ window: HeadlessWindow) -> [String] {
        var lines: [String] = []
        switch window.root {
        case let tabs as HeadlessTabs:
            lines.append("tabs selected \(tabs.selectedIndex.map(String.init) ?? "none")")
            for tab in tabs.tabs {
                if let stack = tab as? HeadlessStack {
                    lines.append("  \(stack.name): " + stack.screens.map(label).joined(separator: ", "))
                } else {
                    lines.append("  " + label(tab))
                }
            }
        case nil:
            lines.append("empty window")
        case let other?:
            lines.append("unexpected root \(other)")
        }
        for (index, presented) in window.presentedScreens.enumerated() {
            if let stack = presented as? HeadlessStack {
                lines.append("modal \(index + 1) \(stack.name): " + stack.screens.map(label).joined(separator: ", "))
            } else {
                lines.append("modal \(index + 1) " + label(presented))
            }
        }
        return lines
    }

    @MainActor
    private static func label(_ screen: AnyObject) -> String {
        if let screen = screen as? any AppScreen { return "\(screen.family.rawValue)@\(screen.ownerPath)" }
        if screen is PromoScreen { return "promo" }
        return "unexpected \(screen)"
    }
}
