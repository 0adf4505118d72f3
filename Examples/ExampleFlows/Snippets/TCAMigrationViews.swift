#if canImport(SwiftUI)
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorSwiftUI
import SwiftUI

// The SwiftUI side of the Composable Architecture migration guide: type-checked against the
// SwiftUI stand-in by scripts/check-swiftui-face; its flows are tested headless in
// MigrationSnippetTests.
extension TCAMigration {
    // snippet: views
    // NavigationStack(path: $store.scope(state: \.path, action: \.path)) and
    // .sheet(item: $store.scope(state: \.destination?.addContact, ...)): the containers are the
    // bindings, and one view maps each screen model to its view, as the destination closure did.
    struct ContactsView: View {
        let stack: HeadlessStack
        let window: HeadlessWindow

        var body: some View {
            ScreenStackView(stack) { ContactsScreenView(item: $0) }
                .screenSheet(presentedAt: 0, in: window) { ContactsScreenView(item: $0) }
        }
    }

    struct ContactsScreenView: View {
        let item: ScreenItem

        var body: some View {
            item.screen(as: ContactsScreen.self).map(ContactListView.init)
            item.screen(as: ContactDetailScreen.self).map(ContactDetailView.init)
            item.screen(as: AddContactScreen.self).map(AddContactView.init)
        }
    }

    struct ContactDetailView: View {
        let model: ContactDetailScreen

        var body: some View {
            Text(model.contact.name)
            Button("Delete") { model.intents.send(.deleteButtonTapped) }  // was: store.send(.deleteButtonTapped)
        }
    }
    // end snippet

    struct ContactListView: View {
        let model: ContactsScreen

        var body: some View {
            Button("Add") { model.intents.send(.addButtonTapped) }
        }
    }

    struct AddContactView: View {
        let model: AddContactScreen

        var body: some View {
            Button("Save") { model.intents.send(.saveButtonTapped(name: "Blob")) }
            Button("Cancel") { model.intents.send(.cancelButtonTapped) }
        }
    }
}
#endif
