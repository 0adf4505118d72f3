// Must fail the availability step of scripts/check-uikit-adapters, compiled against the UIKit
// stand-in: the package's floor is below nothing the stand-in declares, so this fixture uses
// `UIWindow.init(windowScene:)` (iOS 13) against a floor of iOS 12 (UIKitPlatforms.txt), to show
// that the step reads the stand-in's availability; and a popover's anchor, unavailable on tvOS,
// outside `#if !os(tvOS)`. The check must name each symbol of the EXPECT lines.
import UIKit

// EXPECT: UIWindow.init
// EXPECT: UIPopoverPresentationController.sourceView

@MainActor
func window(for scene: UIWindowScene) -> UIWindow {
    UIWindow(windowScene: scene)
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
func anchor(_ controller: UIViewController, to view: UIView) {
    controller.popoverPresentationController?.sourceView = view
}
