import ReactiveCoordinator
import ReactiveCoordinatorHeadless

// The "after" code of the Composable Architecture migration guide, compiled so that the guide
// cannot drift. Its SwiftUI views are in TCAMigrationViews.swift, type-checked by
// scripts/check-swiftui-face.
enum TCAMigration {
    struct Contact: Sendable, Equatable, Identifiable {
        let id: Int
        var name: String
    }

    // snippet: screens
    // A feature's State and its user actions become a screen model: the state as properties, the
    // actions as intents. Delegate actions become the typed output of the flow that shows it.
    @MainActor final class ContactsScreen: IntentScreen {
        enum Intent: Sendable {
            case addButtonTapped
            case contactTapped(Contact.ID)
        }
        let intents = IntentChannel<Intent>()
        var contacts: [Contact] = []
    }

    @MainActor final class ContactDetailScreen: IntentScreen {
        enum Intent: Sendable { case deleteButtonTapped }
        let intents = IntentChannel<Intent>()
        let contact: Contact

        init(contact: Contact) { self.contact = contact }
    }

    @MainActor final class AddContactScreen: IntentScreen {
        enum Intent: Sendable {
            case saveButtonTapped(name: String)
            case cancelButtonTapped
        }
        let intents = IntentChannel<Intent>()
    }
    // end snippet

    // snippet: flows
    // The parent reducer. `path` is the stack and `destination` the window's sheet: appending to
    // the StackState starts a flow that pushes, setting the @Presents state one that presents.
    final class ContactsCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        weak var window: HeadlessWindow?
        private weak var contacts: ContactsScreen?
        private var nextID = 1

        init(stack: HeadlessStack, window: HeadlessWindow) {
            (self.stack, self.window) = (stack, window)
        }

        func start(_ flow: Flow<Void>) {
            let contacts = ContactsScreen()
            if let stack { flow.push(contacts, on: stack) }
            self.contacts = contacts
            flow.bind(to: contacts) { intent in
                switch intent {
                case .addButtonTapped:  // state.destination = .addContact(...)
                    try? flow.startChild(AddContactCoordinator(window: self.window)) { result in
                        // .destination(.presented(.addContact(.delegate(.saveContact(contact)))))
                        if case .success(let name) = result { self.add(name) }
                    }
                case .contactTapped(let id):  // state.path.append(.detail(...))
                    guard let contact = self.contacts?.contacts.first(where: { $0.id == id }) else { break }
                    try? flow.startChild(ContactDetailCoordinator(stack: self.stack, contact: contact)) { result in
                        // .path(.element(id: _, action: .detail(.delegate(.confirmDeletion))))
                        if case .success = result { self.contacts?.contacts.removeAll { $0.id == id } }
                    }
                }
                return .handled
            }
        }

        private func add(_ name: String) {
            contacts?.contacts.append(Contact(id: nextID, name: name))
            nextID += 1
        }
    }

    // A path element: finishes when the user deletes the contact (the delegate action and
    // `dismiss()`), ends with `screen released` when the user goes back (`popFrom(id:)`).
    final class ContactDetailCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        let contact: Contact

        init(stack: HeadlessStack?, contact: Contact) {
            (self.stack, self.contact) = (stack, contact)
        }

        func start(_ flow: Flow<Void>) {
            let detail = ContactDetailScreen(contact: contact)
            if let stack { flow.push(detail, on: stack) }
            flow.bind(to: detail) { [weak detail] intent in
                switch intent {
                case .deleteButtonTapped:
                    flow.finish()
                    if let stack = self.stack, let detail { flow.pop(detail, from: stack) }
                }
                return .handled
            }
        }
    }

    // The @Presents destination: finishes with the new name, or is cancelled. Shown with
    // present(_:over:in:), so a cancel (like TCA's `dismiss()`) takes the sheet away too.
    final class AddContactCoordinator: Coordinator {
        weak var window: HeadlessWindow?

        init(window: HeadlessWindow?) {
            self.window = window
        }

        func start(_ flow: Flow<String>) {
            let add = AddContactScreen()
            guard let window, let presenter = window.presentedScreens.last ?? window.root,
                flow.present(add, over: presenter, in: window)
            else { return flow.cancel() }
            flow.bind(to: add) { [weak add] intent in
                switch intent {
                case .saveButtonTapped(let name):
                    flow.finish(with: name)
                    if let add { flow.dismiss(from: add, in: window) }
                case .cancelButtonTapped:
                    flow.cancel()
                }
                return .handled
            }
        }
    }
    // end snippet
}
