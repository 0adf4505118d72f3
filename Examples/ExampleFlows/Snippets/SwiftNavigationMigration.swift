import ReactiveCoordinator

// The "after" code of the swift-navigation migration guide, compiled so that the guide cannot
// drift. Its SwiftUI views are in SwiftNavigationMigrationViews.swift, type-checked by
// scripts/check-swiftui-face.
enum SwiftNavigationMigration {
    struct Item: Sendable, Equatable {
        var name: String
    }

    // snippet: screens
    // The observable model keeps its state and loses its `destination`: what the user asked
    // for becomes an intent, and the flow decides where it leads.
    @MainActor final class InventoryScreen: IntentScreen {
        enum Intent: Sendable {
            case addButtonTapped
            case itemTapped(Item)
        }
        let intents = IntentChannel<Intent>()
        var items: [Item] = []
    }

    @MainActor final class ItemFormScreen: IntentScreen {
        enum Intent: Sendable { case saveButtonTapped(Item) }
        let intents = IntentChannel<Intent>()
    }

    @MainActor final class ItemDetailScreen: IntentScreen {
        enum Intent: Sendable { case doneButtonTapped }
        let intents = IntentChannel<Intent>()
        let item: Item

        init(item: Item) { self.item = item }
    }
    // end snippet

    // snippet: flows
    // `destination = .add(...)` and `destination = .detail(...)`: each case starts a flow that
    // shows its screen where the view's modifier showed it, a sheet or a push.
    final class InventoryCoordinator: Coordinator<Void> {
        weak var stack: HeadlessStack?
        weak var window: HeadlessWindow?
        private weak var inventory: InventoryScreen?

        init(stack: HeadlessStack, window: HeadlessWindow) {
            (self.stack, self.window) = (stack, window)
        }

        override func start() {
            let inventory = InventoryScreen()
            if let stack { push(inventory, on: stack) }
            self.inventory = inventory
            bind(to: inventory) { [unowned self] intent in
                switch intent {
                case .addButtonTapped:  // destination = .add(ItemFormModel())
                    try? startChild(ItemFormCoordinator(window: window)) { [unowned self] result in
                        // The form's save, which set `destination = nil` and appended the item.
                        if case .success(let item) = result { self.inventory?.items.append(item) }
                    }
                case .itemTapped(let item):  // destination = .detail(ItemDetailModel(item: item))
                    try? startChild(ItemDetailCoordinator(stack: stack, item: item))
                }
                return .handled
            }
        }
    }

    // `sheet(item: $model.destination.add)`: finishes with the new item; the user's swipe-down
    // (SwiftUI writing nil) ends it with `screen released`.
    final class ItemFormCoordinator: Coordinator<Item> {
        weak var window: HeadlessWindow?

        init(window: HeadlessWindow?) {
            self.window = window
        }

        override func start() {
            let form = ItemFormScreen()
            guard let window, let presenter = window.presentedScreens.last ?? window.root,
                present(form, over: presenter, in: window)
            else { return cancel() }
            bind(to: form) { [unowned self, weak form] intent in
                switch intent {
                case .saveButtonTapped(let item):
                    finish(with: item)
                    if let form { dismiss(from: form, in: window) }
                }
                return .handled
            }
        }
    }

    // `navigationDestination(item: $model.destination.detail)`: pushed, ended by the back button
    // (SwiftUI writing the shorter path), or finished by its Done button (the view's `dismiss()`).
    final class ItemDetailCoordinator: Coordinator<Void> {
        weak var stack: HeadlessStack?
        let item: Item

        init(stack: HeadlessStack?, item: Item) {
            (self.stack, self.item) = (stack, item)
        }

        override func start() {
            let detail = ItemDetailScreen(item: item)
            if let stack { push(detail, on: stack) }
            bind(to: detail) { [unowned self, weak detail] intent in
                switch intent {
                case .doneButtonTapped:
                    finish()
                    if let stack, let detail { pop(detail, from: stack) }
                }
                return .handled
            }
        }
    }
    // end snippet
}
