@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless

extension Harness {
    /// A started shop: tabs of the catalog stack and the account screen in the window.
    static func shop(signedIn: Bool = true) throws -> Harness {
        let world = Harness.windowed(named: "shop") { ShopAppCoordinator(window: $0, signedIn: signedIn) }
        try world.start()
        return world
    }

    var shop: ShopAppCoordinator? {
        tree.root?.coordinator as? ShopAppCoordinator
    }

    /// The catalog tab's flow, while it runs.
    var catalog: AnyFlow? {
        tree.root?.children.first { $0.name == "catalog" }
    }

    /// The catalog stack's screens, by title.
    var catalogTitles: [String] {
        let tabs = window.root as? HeadlessTabs
        let stack = tabs?.tabs.first as? HeadlessStack
        return stack?.screens.map { ($0 as? ProductScreen)?.title ?? "list" } ?? []
    }

    /// The catalog's list screen.
    var catalogList: CatalogScreen? {
        let stack = (window.root as? HeadlessTabs)?.tabs.first as? HeadlessStack
        return stack?.screens.first as? CatalogScreen
    }
}
