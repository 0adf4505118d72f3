@testable import ReactiveCoordinator
import Testing

private struct Box<Content> {}
private final class PagerCoordinator<Page> {}
private enum Outer {
    struct Inner {}
}

/// The names made once per type are the names made afresh: each type its own, a generic type's
/// instances apart, each table (described, reflected, a flow's default) its own spelling.
@MainActor
struct TypeNameTableTests {
    @Test func eachTypeKeepsTheNameStringDescribingGivesIt() {
        let types: [Any.Type] = [Box<Int>.self, Box<String>.self, Box<Box<Int>>.self, Outer.Inner.self, Int.self]
        for _ in 0..<2 {
            for type in types {
                #expect(TypeNames.describing(type) == String(describing: type))
            }
        }
        #expect(TypeNames.describing(Box<Int>.self) != TypeNames.describing(Box<String>.self))
    }

    @Test func reflectedNamesAreQualifiedAndKeptApartFromDescribedOnes() {
        let types: [Any.Type] = [Box<Double>.self, Box<Bool>.self, Outer.Inner.self]
        for type in types {
            #expect(TypeNames.describing(type) == String(describing: type))
            #expect(TypeNames.reflecting(type) == String(reflecting: type))
            #expect(TypeNames.describing(type) == String(describing: type))
        }
        #expect(TypeNames.reflecting(Outer.Inner.self) != TypeNames.describing(Outer.Inner.self))
    }

    @Test func aFlowsDefaultNameIsMadeFromItsDescribedNameOncePerType() {
        // The default name's making asks the described table for a name while it makes its own.
        #expect(FlowNode.defaultName(for: PagerCoordinator<Int>.self) == "pager")
        #expect(FlowNode.defaultName(for: PagerCoordinator<String>.self) == "pager")
        #expect(FlowNode.defaultName(for: PagerCoordinator<Int>.self) == "pager")
        #expect(TypeNames.describing(PagerCoordinator<Int>.self) == "PagerCoordinator<Int>")
        #expect(FlowNode.defaultName(for: Box<Int>.self) == "box")
    }
}
