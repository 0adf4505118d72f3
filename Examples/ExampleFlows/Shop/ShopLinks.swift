import ReactiveCoordinator
import ReactiveCoordinatorFoundation

// snippet: table
/// The steps of the shop's links: `shop://product/42/reviews` is `.product(id: 42)`, `.reviews`.
enum ShopStep: Sendable, Equatable {
    case product(id: Int)
    case reviews
}

/// The URLs the shop answers.
let shopLinks: DeepLinkTable = {
    var table = DeepLinkTable(scheme: "shop")
    table.add("product/:id") { parameters throws(DeepLinkURLError) in
        DeepLink(ShopStep.product(id: try parameters.integer("id")))
    }
    table.add("product/:id/reviews") { parameters throws(DeepLinkURLError) in
        DeepLink(ShopStep.product(id: try parameters.integer("id")), ShopStep.reviews)
    }
    return table
}()
// end snippet

/// The catalog's list: the user opens a product.
@MainActor
final class CatalogScreen: IntentScreen {
    enum Intent: Sendable { case open(id: Int) }
    let intents = IntentChannel<Intent>()
    init() {}
}

/// A product, or its reviews: the user asks for the reviews.
@MainActor
final class ProductScreen: IntentScreen {
    enum Intent: Sendable { case showReviews }
    let intents = IntentChannel<Intent>()
    let title: String
    init(_ title: String) { self.title = title }
}

/// The account tab: it shows the user's details and sends nothing, so no flow routes it.
///
/// (It once reused `ProductScreen`, whose "show reviews" intent nothing routed there: the flow
/// explorer's leak audit found that its intents went nowhere.)
@MainActor
final class AccountScreen {
    init() {}
}
