import ReactiveCoordinator

/// The steps of the shop's links: `shop://product/42/reviews` is `.product(42)`, `.reviews`.
enum ShopStep: Sendable, Equatable {
    case product(Int)
    case reviews
    case account
}

/// The shop's screens' intents.
enum CatalogIntent: Sendable { case open(Int) }
enum ProductIntent: Sendable { case showReviews, close }
enum PromoIntent: Sendable { case close }
enum AccountIntent: Sendable { case showProduct(Int) }

extension DeepLinkTable {
    /// The shop's URLs.
    static var shop: DeepLinkTable {
        var table = DeepLinkTable(scheme: "shop")
        table.add("product/:id") { parameters throws(DeepLinkURLError) in
            DeepLink(ShopStep.product(try parameters.integer("id")))
        }
        table.add("product/:id/reviews") { parameters throws(DeepLinkURLError) in
            DeepLink(ShopStep.product(try parameters.integer("id")), ShopStep.reviews)
        }
        table.add("account") { _ in DeepLink(ShopStep.account) }
        return table
    }
}
