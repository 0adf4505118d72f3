package import ReactiveCoordinator
package import ReactiveCoordinatorHeadless

extension DemoExplorer {
    /// Connects a scene that runs the demo app in its window, its root named `app`.
    ///
    /// - Parameters:
    ///   - id: The scene's identifier.
    ///   - scenes: The app's scenes.
    ///   - rememberedUser: The user of a saved session; `nil` to start signed out.
    /// - Returns: Who is signed in in that scene, as the demo's explorer tells states apart.
    /// - Throws: What `HeadlessScenes.connect(_:named:root:)` throws.
    @discardableResult
    package static func connect(
        _ id: String, to scenes: HeadlessScenes, rememberedUser: String? = nil
    ) throws(CoordinatorError) -> @MainActor () -> String {
        var made: AppEnvironment?
        try scenes.connect(id, named: "app") { window in
            let environment = AppEnvironment(window: window, rememberedUser: rememberedUser)
            made = environment
            return AppCoordinator(environment: environment)
        }
        return { [weak made] in made?.rememberedUser ?? "" }
    }
}
