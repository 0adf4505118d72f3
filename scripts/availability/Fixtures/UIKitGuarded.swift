// Must pass the availability step of scripts/check-uikit-adapters: the same use as
// UIKitUnguarded.swift, inside a declaration marked with the versions that have it, and the
// popover's anchor where tvOS, which lacks it, does not compile it.
import UIKit

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
func window(for scene: UIWindowScene) -> UIWindow {
    UIWindow(windowScene: scene)
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
func anchor(_ controller: UIViewController, to view: UIView) {
    #if !os(tvOS)
    controller.popoverPresentationController?.sourceView = view
    #endif
}
