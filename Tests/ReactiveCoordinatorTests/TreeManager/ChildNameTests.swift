import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// A child takes its base name, numbered when a sibling took it before (`compose-2`), counted
/// per name over every child its parent started, however many names its parent used.
@MainActor
@Suite struct ChildNameTests {
    /// Starts a child of `name` under `parent` and returns the name it took.
    func start(_ name: String, under parent: NodeCoordinator) throws -> String {
        let child = NodeCoordinator()
        try parent.flow.startChild(child, named: name)
        return child.flow.name
    }

    @Test func childrenOfAFewNamesAreNumberedPerName() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self)
            let names = try ["a", "b", "a", "c", "b", "a"].map { try start($0, under: root) }
            #expect(names == ["a", "b", "a-2", "c", "b-2", "a-3"])
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    @Test func childrenOfManyNamesAreNumberedPerNameInAnyOrderOfTheirNames() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self)
            // Started in an order that is not theirs as text (`n10` sorts before `n2`).
            let bases = (1...12).map { "n\($0)" }
            var names: [String] = []
            for round in 1...3 {
                for base in bases where round == 1 || base.hasSuffix("1") || base == "n12" {
                    names.append(try start(base, under: root))
                }
            }
            #expect(
                names == bases + ["n1-2", "n11-2", "n12-2", "n1-3", "n11-3", "n12-3"])
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    @Test func aNameIsNumberedOnAfterItsEarlierChildrenEnded() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self)
            for base in (1...10).map({ "n\($0)" }) {
                let child = NodeCoordinator()
                try root.flow.startChild(child, named: base)
                child.flow.cancel()
            }
            #expect(root.flow.children.isEmpty)
            #expect(try start("n3", under: root) == "n3-2")
            #expect(try start("new", under: root) == "new")
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }
}
