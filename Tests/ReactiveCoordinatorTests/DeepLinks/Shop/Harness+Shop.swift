import ReactiveCoordinator

extension Harness {
    /// A started shop: tabs of the catalog stack and the account screen in the window.
    static func shop(signedIn: Bool = true) throws -> Harness {
        let world = Harness.windowed { ShopAppCoordinator(window: $0, signedIn: signedIn) }
        try world.start()
        return world
    }

    var shop: ShopAppCoordinator? {
        tree.root as? ShopAppCoordinator
    }

    /// The catalog stack's screens, by title.
    var catalogTitles: [String] {
        let tabs = window.root as? HeadlessTabs
        let stack = tabs?.tabs.first as? HeadlessStack
        return stack?.screens.compactMap { ($0 as? any Titled)?.title } ?? []
    }

    /// The catalog's list screen.
    var catalogList: TestScreen<CatalogIntent>? {
        let stack = (window.root as? HeadlessTabs)?.tabs.first as? HeadlessStack
        return stack?.screens.first as? TestScreen<CatalogIntent>
    }
}

/// A screen with a title, whatever its intents.
@MainActor
protocol Titled: AnyObject {
    var title: String { get }
}

extension TestScreen: Titled {}
