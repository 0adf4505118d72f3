import ReactiveCoordinator
import ReactiveCoordinatorHeadless

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
    final class InventoryCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        weak var window: HeadlessWindow?
        private weak var inventory: InventoryScreen?

        init(stack: HeadlessStack, window: HeadlessWindow) {
            (self.stack, self.window) = (stack, window)
        }

        func start(_ flow: Flow<Void>) {
            let inventory = InventoryScreen()
            if let stack { flow.push(inventory, on: stack) }
            self.inventory = inventory
            flow.bind(to: inventory) { intent in
                switch intent {
                case .addButtonTapped:  // destination = .add(ItemFormModel())
                    try? flow.startChild(ItemFormCoordinator(window: self.window)) { result in
                        // The form's save, which set `destination = nil` and appended the item.
                        if case .success(let item) = result { self.inventory?.items.append(item) }
                    }
                case .itemTapped(let item):  // destination = .detail(ItemDetailModel(item: item))
                    try? flow.startChild(ItemDetailCoordinator(stack: self.stack, item: item))
                }
                return .handled
            }
        }
    }

    // `sheet(item: $model.destination.add)`: finishes with the new item; the user's swipe-down
    // (SwiftUI writing nil) ends it with `screen released`.
    final class ItemFormCoordinator: Coordinator {
        weak var window: HeadlessWindow?

        init(window: HeadlessWindow?) {
            self.window = window
        }

        func start(_ flow: Flow<Item>) {
            let form = ItemFormScreen()
            guard let window, let presenter = window.presentedScreens.last ?? window.root,
                flow.present(form, over: presenter, in: window)
            else { return flow.cancel() }
            flow.bind(to: form) { [weak form] intent in
                switch intent {
                case .saveButtonTapped(let item):
                    flow.finish(with: item)
                    if let form { flow.dismiss(from: form, in: window) }
                }
                return .handled
            }
        }
    }

    // `navigationDestination(item: $model.destination.detail)`: pushed, ended by the back button
    // (SwiftUI writing the shorter path), or finished by its Done button (the view's `dismiss()`).
    final class ItemDetailCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        let item: Item

        init(stack: HeadlessStack?, item: Item) {
            (self.stack, self.item) = (stack, item)
        }

        func start(_ flow: Flow<Void>) {
            let detail = ItemDetailScreen(item: item)
            if let stack { flow.push(detail, on: stack) }
            flow.bind(to: detail) { [weak detail] intent in
                switch intent {
                case .doneButtonTapped:
                    flow.finish()
                    if let stack = self.stack, let detail { flow.pop(detail, from: stack) }
                }
                return .handled
            }
        }
    }
    // end snippet
}
