@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The "after" code of the migration guides from SwiftUI libraries (FlowStacks, the Composable
/// Architecture, swift-navigation), played headless as SwiftUI plays it: the user's back button
/// is a shorter path written to the stack, a swipe-down is nil written to the sheet's item.
@MainActor
@Suite struct SwiftUIMigrationSnippetTests {
    /// A window with a stack at its root, as each guide's view shows it.
    private static func windowWithStack() throws -> (HeadlessWindow, HeadlessStack) {
        let window = HeadlessWindow()
        let stack = HeadlessStack()
        try window.setRoot(stack)
        return (window, stack)
    }

    /// The test's own `stack` would keep the screens alive: empty it after the window.
    private static func clear(_ window: HeadlessWindow, _ stack: HeadlessStack) throws {
        try window.setRoot(nil)
        _ = try stack.setScreens([])
    }

    private func top<Screen>(_ stack: HeadlessStack, _ type: Screen.Type) -> Screen? {
        stack.screens.last as? Screen
    }

    // MARK: FlowStacks

    @Test func flowStacksPushedNumberEndsWhenSwiftUIWritesTheShorterPath() throws {
        let (window, stack) = try Self.windowWithStack()
        let tree = CoordinatorTree(root: FlowStacksMigration.NumbersCoordinator(stack: stack, window: window))
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()

        top(stack, FlowStacksMigration.NumberListScreen.self)?.intents.send(.numberTapped(3))
        #expect(stack.path.count == 1)
        stack.path = []  // the back button, as NavigationStack writes it

        try log.expect([
            "numbers: intent numberTapped(3) from NumberListScreen",
            "numbers: child added: numberDetail",
            "numbers/numberDetail: started",
            "numbers/numberDetail: bound to NumberDetailScreen",
            "numbers: routed numberTapped(3)",
            "numbers/numberDetail: torn down (screen released)",
            "numbers: child numberDetail ended: screen released",
        ])
        log.expectEverythingReleased { try Self.clear(window, stack) }
    }

    @Test func flowStacksSheetSwipedDownEndsItsFlowAndASavedOneHandsBackItsNumber() throws {
        let (window, stack) = try Self.windowWithStack()
        let tree = CoordinatorTree(root: FlowStacksMigration.NumbersCoordinator(stack: stack, window: window))
        let log = EventLogRecorder(tree)
        try tree.start()
        top(stack, FlowStacksMigration.NumberListScreen.self)?.intents.send(.numberTapped(3))
        weak let detail = tree.root?.children.first?.coordinator as? FlowStacksMigration.NumberDetailCoordinator
        top(stack, FlowStacksMigration.NumberDetailScreen.self)?.intents.send(.edit)
        log.skipReceivedEvents()

        window[presentedAt: 0] = nil  // the swipe-down, as sheet(item:) writes it
        try log.expect([
            "numbers/numberDetail/editNumber: torn down (screen released)",
            "numbers/numberDetail: child editNumber ended: screen released",
        ])

        top(stack, FlowStacksMigration.NumberDetailScreen.self)?.intents.send(.edit)
        (window.presentedScreens.last as? FlowStacksMigration.EditNumberScreen)?.intents.send(.save(4))
        #expect(window.presentedScreens.isEmpty)
        #expect(detail?.number == 4)
        log.skipReceivedEvents()

        top(stack, FlowStacksMigration.NumberDetailScreen.self)?.intents.send(.backToRoot)
        try log.expect([
            "numbers/numberDetail: intent backToRoot from NumberDetailScreen",
            "numbers/numberDetail: routed backToRoot",
            "numbers/numberDetail: torn down (screen released)",
            "numbers: child numberDetail ended: screen released",
        ])
        #expect(stack.path.isEmpty)
        log.expectEverythingReleased { try Self.clear(window, stack) }
    }

    // MARK: The Composable Architecture

    @Test func tcaPresentsDestinationSavedIsAddedAndOneSwipedDownOrCancelledAddsNothing() throws {
        let (window, stack) = try Self.windowWithStack()
        let tree = CoordinatorTree(root: TCAMigration.ContactsCoordinator(stack: stack, window: window))
        let log = EventLogRecorder(tree)
        try tree.start()
        weak let contacts = top(stack, TCAMigration.ContactsScreen.self)
        log.skipReceivedEvents()

        contacts?.intents.send(.addButtonTapped)
        (window.presentedScreens.last as? TCAMigration.AddContactScreen)?.intents.send(.saveButtonTapped(name: "Blob"))
        contacts?.intents.send(.addButtonTapped)
        window[presentedAt: 0] = nil  // the swipe-down: SwiftUI writes nil, as TCA's binding did
        contacts?.intents.send(.addButtonTapped)
        (window.presentedScreens.last as? TCAMigration.AddContactScreen)?.intents.send(.cancelButtonTapped)

        try log.expect([
            "contacts: intent addButtonTapped from ContactsScreen",
            "contacts: child added: addContact",
            "contacts/addContact: started",
            "contacts/addContact: bound to AddContactScreen",
            "contacts: routed addButtonTapped",
            "contacts/addContact: intent saveButtonTapped(name: \"Blob\") from AddContactScreen",
            "contacts/addContact: routed saveButtonTapped(name: \"Blob\")",
            "contacts/addContact: torn down (finished)",
            "contacts: child addContact finished with Blob",
            "contacts: intent addButtonTapped from ContactsScreen",
            "contacts: child added: addContact-2",
            "contacts/addContact-2: started",
            "contacts/addContact-2: bound to AddContactScreen",
            "contacts: routed addButtonTapped",
            "contacts/addContact-2: torn down (screen released)",
            "contacts: child addContact-2 ended: screen released",
            "contacts: intent addButtonTapped from ContactsScreen",
            "contacts: child added: addContact-3",
            "contacts/addContact-3: started",
            "contacts/addContact-3: bound to AddContactScreen",
            "contacts: routed addButtonTapped",
            "contacts/addContact-3: intent cancelButtonTapped from AddContactScreen",
            "contacts/addContact-3: routed cancelButtonTapped",
            "contacts/addContact-3: torn down (cancelled)",
            "contacts: child addContact-3 ended: cancelled",
        ])
        #expect(contacts?.contacts.map(\.name) == ["Blob"])
        #expect(window.presentedScreens.isEmpty)
        log.expectEverythingReleased { try Self.clear(window, stack) }
    }

    @Test func tcaPathElementPoppedBySwiftUIEndsAndADeletedOneIsRemoved() throws {
        let (window, stack) = try Self.windowWithStack()
        let tree = CoordinatorTree(root: TCAMigration.ContactsCoordinator(stack: stack, window: window))
        let log = EventLogRecorder(tree)
        try tree.start()
        weak let contacts = top(stack, TCAMigration.ContactsScreen.self)
        contacts?.intents.send(.addButtonTapped)
        (window.presentedScreens.last as? TCAMigration.AddContactScreen)?.intents.send(.saveButtonTapped(name: "Blob"))
        log.skipReceivedEvents()

        contacts?.intents.send(.contactTapped(1))
        stack.path = []  // popFrom(id:) in TCA: the back button's shorter path
        contacts?.intents.send(.contactTapped(1))
        top(stack, TCAMigration.ContactDetailScreen.self)?.intents.send(.deleteButtonTapped)

        try log.expect([
            "contacts: intent contactTapped(1) from ContactsScreen",
            "contacts: child added: contactDetail",
            "contacts/contactDetail: started",
            "contacts/contactDetail: bound to ContactDetailScreen",
            "contacts: routed contactTapped(1)",
            "contacts/contactDetail: torn down (screen released)",
            "contacts: child contactDetail ended: screen released",
            "contacts: intent contactTapped(1) from ContactsScreen",
            "contacts: child added: contactDetail-2",
            "contacts/contactDetail-2: started",
            "contacts/contactDetail-2: bound to ContactDetailScreen",
            "contacts: routed contactTapped(1)",
            "contacts/contactDetail-2: intent deleteButtonTapped from ContactDetailScreen",
            "contacts/contactDetail-2: routed deleteButtonTapped",
            "contacts/contactDetail-2: torn down (finished)",
            "contacts: child contactDetail-2 finished with ()",
        ])
        #expect(contacts?.contacts.isEmpty == true)
        #expect(stack.path.isEmpty)
        log.expectEverythingReleased { try Self.clear(window, stack) }
    }

    // MARK: swift-navigation

    @Test func swiftNavigationSheetItemWrittenNilEndsTheFormAndASavedFormAddsItsItem() throws {
        let (window, stack) = try Self.windowWithStack()
        let tree = CoordinatorTree(root: SwiftNavigationMigration.InventoryCoordinator(stack: stack, window: window))
        let log = EventLogRecorder(tree)
        try tree.start()
        weak let inventory = top(stack, SwiftNavigationMigration.InventoryScreen.self)
        log.skipReceivedEvents()

        inventory?.intents.send(.addButtonTapped)
        window[presentedAt: 0] = nil  // the swipe-down: sheet(item:) writes nil
        inventory?.intents.send(.addButtonTapped)
        let mouse = SwiftNavigationMigration.Item(name: "Mouse")
        (window.presentedScreens.last as? SwiftNavigationMigration.ItemFormScreen)?.intents.send(
            .saveButtonTapped(mouse))

        try log.expect([
            "inventory: intent addButtonTapped from InventoryScreen",
            "inventory: child added: itemForm",
            "inventory/itemForm: started",
            "inventory/itemForm: bound to ItemFormScreen",
            "inventory: routed addButtonTapped",
            "inventory/itemForm: torn down (screen released)",
            "inventory: child itemForm ended: screen released",
            "inventory: intent addButtonTapped from InventoryScreen",
            "inventory: child added: itemForm-2",
            "inventory/itemForm-2: started",
            "inventory/itemForm-2: bound to ItemFormScreen",
            "inventory: routed addButtonTapped",
            "inventory/itemForm-2: intent saveButtonTapped(Item(name: \"Mouse\")) from ItemFormScreen",
            "inventory/itemForm-2: routed saveButtonTapped(Item(name: \"Mouse\"))",
            "inventory/itemForm-2: torn down (finished)",
            "inventory: child itemForm-2 finished with Item(name: \"Mouse\")",
        ])
        #expect(inventory?.items == [mouse])
        #expect(window.presentedScreens.isEmpty)
        log.expectEverythingReleased { try Self.clear(window, stack) }
    }

    @Test func swiftNavigationDestinationPoppedBySwiftUIEndsAndADoneOneFinishes() throws {
        let (window, stack) = try Self.windowWithStack()
        let tree = CoordinatorTree(root: SwiftNavigationMigration.InventoryCoordinator(stack: stack, window: window))
        let log = EventLogRecorder(tree)
        try tree.start()
        weak let inventory = top(stack, SwiftNavigationMigration.InventoryScreen.self)
        let keyboard = SwiftNavigationMigration.Item(name: "Keyboard")
        log.skipReceivedEvents()

        inventory?.intents.send(.itemTapped(keyboard))
        stack.path = []  // the back button: navigationDestination(item:) writes nil through the path
        inventory?.intents.send(.itemTapped(keyboard))
        top(stack, SwiftNavigationMigration.ItemDetailScreen.self)?.intents.send(.doneButtonTapped)

        try log.expect([
            "inventory: intent itemTapped(Item(name: \"Keyboard\")) from InventoryScreen",
            "inventory: child added: itemDetail",
            "inventory/itemDetail: started",
            "inventory/itemDetail: bound to ItemDetailScreen",
            "inventory: routed itemTapped(Item(name: \"Keyboard\"))",
            "inventory/itemDetail: torn down (screen released)",
            "inventory: child itemDetail ended: screen released",
            "inventory: intent itemTapped(Item(name: \"Keyboard\")) from InventoryScreen",
            "inventory: child added: itemDetail-2",
            "inventory/itemDetail-2: started",
            "inventory/itemDetail-2: bound to ItemDetailScreen",
            "inventory: routed itemTapped(Item(name: \"Keyboard\"))",
            "inventory/itemDetail-2: intent doneButtonTapped from ItemDetailScreen",
            "inventory/itemDetail-2: routed doneButtonTapped",
            "inventory/itemDetail-2: torn down (finished)",
            "inventory: child itemDetail-2 finished with ()",
        ])
        #expect(stack.path.isEmpty)
        log.expectEverythingReleased { try Self.clear(window, stack) }
    }
}
