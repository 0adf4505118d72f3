import Foundation
@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import Testing

/// URLs become links through the app's table of patterns, with typed errors.
@Suite struct DeepLinkTableTests {
    private func steps(_ text: String) throws -> [ShopStep] {
        try DeepLinkTable.shop.link(for: text).steps.compactMap { $0 as? ShopStep }
    }

    @Test func aURLMapsToTheLinkOfTheFirstPatternItMatches() throws {
        #expect(try steps("shop://product/42/reviews") == [.product(id: 42), .reviews])
        #expect(try steps("shop://product/42") == [.product(id: 42)])
        #expect(try DeepLinkTable.shop.link(for: "SHOP://account").steps.first as? AccountStep == .account)
        #expect(try steps("product/7") == [.product(id: 7)])
        let url = try #require(URL(string: "shop://product/9/reviews"))
        #expect(
            try DeepLinkTable.shop.link(for: url).steps.compactMap { $0 as? ShopStep } == [.product(id: 9), .reviews])
    }

    @Test func queryItemsAreParametersToo() throws {
        var table = DeepLinkTable(scheme: "shop")
        table.add("search") { parameters in DeepLink(parameters["q"] ?? "") }
        #expect(try table.link(for: "shop://search?q=boots").steps.first as? String == "boots")
    }

    @Test func anUnknownOrMalformedURLIsATypedError() {
        #expect(throws: DeepLinkURLError.unknownPath(path: "cart")) { try steps("shop://cart") }
        #expect(throws: DeepLinkURLError.unknownPath(path: "product/1/reviews/2")) {
            try steps("shop://product/1/reviews/2")
        }
        #expect(throws: DeepLinkURLError.unsupportedScheme(url: "mail://product/1", expected: "shop")) {
            try steps("mail://product/1")
        }
        #expect(throws: DeepLinkURLError.invalidParameter(name: "id", value: "abc")) { try steps("shop://product/abc") }
        #expect(throws: DeepLinkURLError.malformed(url: "")) { try steps("") }
        #expect(throws: DeepLinkURLError.malformed(url: "shop://[product")) { try steps("shop://[product") }
    }
}
