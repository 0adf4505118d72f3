import ReactiveCoordinator
import ReactiveCoordinatorHeadless

extension HeadlessWindow {
    /// Dismisses a presented screen together with whatever it presents.
    ///
    /// `dismiss(from:)` on a screen that presents something only removes what is above it, as
    /// in UIKit; a flow that ends wants its own screen gone as well, or that screen would
    /// outlive its coordinator.
    func dismissPresentation(of screen: AnyObject) {
        // Two rounds at most: the levels above, then the screen's own level.
        for _ in 0..<2 where presentedScreens.contains(where: { $0 === screen }) {
            _ = try? dismiss(from: screen)
        }
    }

    /// The screen a new modal should be presented over: the one the user sees.
    var presenter: AnyObject? {
        visibleScreen ?? root
    }
}
