#if canImport(UIKit) && !os(watchOS)
import UIKit

extension PlatformTransitions {
    /// Runs `action` once nothing is in motion in `context`, UIKit's transition ending with
    /// `coordinator`'s completion: the window's and the navigation controller's one way to wait.
    ///
    /// - Parameters:
    ///   - context: The window or navigation controller.
    ///   - reported: What UIKit reports in motion there, or `nil`.
    ///   - coordinator: The transition coordinator whose completion ends what UIKit reports.
    ///   - action: Called once, on the main actor.
    func afterTransitions(
        in context: AnyObject, reportedByUIKit reported: String?,
        endingWith coordinator: (any UIViewControllerTransitionCoordinator)?,
        run action: @escaping @MainActor () -> Void
    ) {
        afterTransitions(in: context, reportedByUIKit: reported) { ended in
            coordinator?.animate(alongsideTransition: nil) { _ in ended() }
        } run: {
            action()
        }
    }
}
#endif
