// Must pass the availability step of scripts/check-uikit-adapters: the same use as
// UIKitUnguarded.swift, inside a declaration marked with the versions that have it.
import UIKit

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
func window(for scene: UIWindowScene) -> UIWindow {
    UIWindow(windowScene: scene)
}
