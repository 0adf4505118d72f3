#if canImport(SwiftUI)
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorSwiftUI
import SwiftUI

// The SwiftUI side of the swift-navigation migration guide: type-checked against the SwiftUI
// stand-in by scripts/check-swiftui-face; its flows are tested headless in MigrationSnippetTests.
extension SwiftNavigationMigration {
    // snippet: views
    // .sheet(item: $model.destination.add) and .navigationDestination(item:
    // $model.destination.detail): the containers are what SwiftUI binds to and writes nil or a
    // shorter path back into, and one view maps each screen model to its view.
    struct InventoryView: View {
        let stack: HeadlessStack
        let window: HeadlessWindow

        var body: some View {
            ScreenStackView(stack) { InventoryScreenView(item: $0) }
                .screenSheet(presentedAt: 0, in: window) { InventoryScreenView(item: $0) }
        }
    }

    struct InventoryScreenView: View {
        let item: ScreenItem

        var body: some View {
            item.screen(as: InventoryScreen.self).map(InventoryListView.init)
            item.screen(as: ItemFormScreen.self).map(ItemFormView.init)
            item.screen(as: ItemDetailScreen.self).map(ItemDetailView.init)
        }
    }
    // end snippet

    struct InventoryListView: View {
        let model: InventoryScreen

        var body: some View {
            Button("Add") { model.intents.send(.addButtonTapped) }
            Button("Open keyboard") { model.intents.send(.itemTapped(Item(name: "Keyboard"))) }
        }
    }

    struct ItemFormView: View {
        let model: ItemFormScreen

        var body: some View {
            Button("Save") { model.intents.send(.saveButtonTapped(Item(name: "Mouse"))) }
        }
    }

    struct ItemDetailView: View {
        let model: ItemDetailScreen

        var body: some View {
            Text(model.item.name)
            Button("Done") { model.intents.send(.doneButtonTapped) }
        }
    }
}
#endif
