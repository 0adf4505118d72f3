import ReactiveCoordinator
import Testing

private enum Size: Sendable, Hashable { case small, medium }
private struct Item: Sendable {
    var name: String
    var size: Size
}
private final class Basket: Sendable {}
private enum ShopIntent: Sendable {
    case choose(Size)
    case add(Item, count: Int)
    case note(String)
    case maybe(Size?)
    case several([Size])
    case tagged(Set<Size>)
    case open(id: Int)
}
private struct Price: Sendable, CustomStringConvertible {
    var cents: Int
    var description: String { "€\(cents / 100)" }
}

@Suite struct LoggedValueTests {
    @Test func payloadsRenderWithoutModuleNames() {
        #expect(LoggedValue(ShopIntent.choose(.medium)).description == "choose(medium)")
        #expect(
            LoggedValue(ShopIntent.add(Item(name: "tee", size: .small), count: 2)).description
                == #"add(Item(name: "tee", size: small), count: 2)"#)
        #expect(LoggedValue(ShopIntent.maybe(.small)).description == "maybe(small)")
        #expect(LoggedValue(ShopIntent.maybe(nil)).description == "maybe(nil)")
        #expect(LoggedValue(ShopIntent.several([.small, .medium])).description == "several([small, medium])")
        #expect(LoggedValue(Basket()).description == "Basket")
    }

    @Test func plainValuesReadAsTheyAlwaysDid() {
        #expect(LoggedValue("archive").description == "archive")
        #expect(LoggedValue(ShopIntent.note("hi")).description == #"note("hi")"#)
        #expect(LoggedValue(ShopIntent.open(id: 7)).description == "open(id: 7)")
        #expect(LoggedValue(()).description == "()")
        #expect(LoggedValue(42).description == "42")
    }

    @Test func aTypesOwnDescriptionWins() {
        #expect(LoggedValue(Price(cents: 1200)).description == "€12")
    }

    @Test func setsAndDictionariesRenderTheSameWhateverTheirOrder() {
        let sizes: Set<Size> = [.medium, .small]
        #expect(LoggedValue(ShopIntent.tagged(sizes)).description == "tagged([medium, small])")
        #expect(LoggedValue(["b": 1, "a": 2, "c": 3]).description == #"["a": 2, "b": 1, "c": 3]"#)
    }
}
