import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

// The restoration doc-comment samples: a catalog whose product flows opt into restoration, and
// the record's round trip. RestorationSampleTests saves one tree and restores it into another.
enum RestorationSamples {
    @MainActor final class ListScreen: IntentScreen {
        enum Intent: Sendable { case open(id: Int) }
        let intents = IntentChannel<Intent>()
    }

    /// A product, recorded by its id.
    final class ProductCoordinator: RestorableCoordinator {
        let productID: Int
        weak var stack: HeadlessStack?
        init(id: Int, stack: HeadlessStack?) { (productID, self.stack) = (id, stack) }

        func start(_ flow: Flow<Void>) {
            guard let stack else { return flow.cancel() }
            let screen = DeepLinkSamples.PageScreen("product \(productID)")
            flow.push(screen, on: stack)
            flow.bind(to: screen) { _ in .handled }
        }

        // snippet: restoration
        var restoration: CoordinatorRestoration? {
            try? CoordinatorRestoration(kind: "product", shown: .pushed, value: productID)
        }
        // end snippet
    }

    /// The list; restores the product flows it had started.
    final class CatalogCoordinator: RestorableCoordinator {
        weak var stack: HeadlessStack?
        init(stack: HeadlessStack) { self.stack = stack }

        func start(_ flow: Flow<Void>) {
            guard let stack else { return flow.cancel() }
            let list = ListScreen()
            flow.push(list, on: stack)
            flow.bind(to: list) { intent in
                switch intent {
                case .open(let id): try? flow.startChild(ProductCoordinator(id: id, stack: self.stack))
                }
                return .handled
            }
        }

        /// The root is made by the app, not restored: it writes no step of its own.
        var restoration: CoordinatorRestoration? { nil }

        // snippet: restore-child
        func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
            guard restoration.kind == "product" else { return false }
            try flow.startChild(ProductCoordinator(id: restoration.value(Int.self), stack: stack))
            return true
        }
        // end snippet
    }

    static func value() throws -> Int {
        // snippet: value
        let restoration = try CoordinatorRestoration(kind: "product", shown: .pushed, value: 42)
        let id = try restoration.value(Int.self)  // 42
        // end snippet
        return id
    }

    @MainActor
    static func record(of tree: CoordinatorTree) -> RestorationRecord {
        // snippet: record
        let record = tree.restorationRecord(schema: 1)
        // end snippet
        return record
    }

    @MainActor
    static func restore(_ record: RestorationRecord, into tree: CoordinatorTree, print: Printer) -> RestorationReport {
        // snippet: restore
        let report = tree.restore(record, schema: 2)
        if let dropped = report.dropped { print(dropped.reason) }
        // end snippet
        return report
    }

    /// A signed-in account, as an app names its owner.
    struct Account {
        let id: String
    }

    /// Writes a record of `written` for the account and restores it into `fresh` for the same one.
    @MainActor
    static func ownedRoundTrip(from written: CoordinatorTree, into fresh: CoordinatorTree, account: Account)
        -> RestorationReport
    {
        var tree = written
        // snippet: owner
        let record = tree.restorationRecord(schema: 2, owner: account.id)
        // end snippet
        tree = fresh
        // snippet: owner-restore
        let report = tree.restore(record, schema: 2, owner: account.id)
        // end snippet
        return report
    }

    static func read(_ data: Data) throws(RestorationError) -> RestorationRecord {
        // snippet: read
        let record = try RestorationRecord(json: data)
        // end snippet
        return record
    }

    @MainActor
    static func save(_ tree: CoordinatorTree) throws -> Data {
        // snippet: save
        let data = try JSONEncoder().encode(tree.restorationRecord(schema: 2))
        // end snippet
        return data
    }
}
