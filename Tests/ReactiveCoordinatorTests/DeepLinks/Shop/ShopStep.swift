@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorFoundation

/// A step only the test shop's root takes: its account tab.
enum AccountStep: Sendable, Equatable {
    case account
}

/// The account screen's intents.
enum AccountIntent: Sendable { case showProduct(Int) }
enum PromoIntent: Sendable { case close }

extension DeepLinkTable {
    /// The shop example's URLs, and the account tab.
    static var shop: DeepLinkTable {
        var table = shopLinks
        table.add("account") { _ in DeepLink(AccountStep.account) }
        return table
    }
}
