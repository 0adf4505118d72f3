import ReactiveCoordinator
import ReactiveCoordinatorHeadless

extension HeadlessStack {
    /// Pops a screen and everything above it; does nothing if the screen is not in this stack
    /// or is its root.
    func popScreen(_ screen: AnyObject) {
        guard let index = screens.firstIndex(where: { $0 === screen }), index > 0 else { return }
        _ = try? pop(to: screens[index - 1])
    }
}
