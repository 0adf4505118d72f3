#if canImport(SwiftUI)
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorSwiftUI
import SwiftUI

// The SwiftUI side of the FlowStacks migration guide: type-checked against the SwiftUI stand-in
// by scripts/check-swiftui-face; the flows it shows are tested headless in MigrationSnippetTests.
extension FlowStacksMigration {
    // snippet: views
    // FlowStack($routes, withNavigation: true) and flowDestination(for:): the stack's path and
    // the window's sheet are the bindings, and one view maps each screen model to its view.
    struct NumbersView: View {
        let stack: HeadlessStack
        let window: HeadlessWindow

        var body: some View {
            ScreenStackView(stack) { NumbersScreenView(item: $0) }
                .screenSheet(presentedAt: 0, in: window) { NumbersScreenView(item: $0) }
        }
    }

    struct NumbersScreenView: View {
        let item: ScreenItem

        var body: some View {
            item.screen(as: NumberListScreen.self).map(NumberListView.init)
            item.screen(as: NumberDetailScreen.self).map(NumberDetailView.init)
            item.screen(as: EditNumberScreen.self).map(EditNumberView.init)
        }
    }

    struct NumberDetailView: View {
        let model: NumberDetailScreen

        var body: some View {
            Text("\(model.number)")
            Button("Edit") { model.intents.send(.edit) }  // was: an onEdit closure from the coordinator
            Button("Back to root") { model.intents.send(.backToRoot) }
        }
    }
    // end snippet

    struct NumberListView: View {
        let model: NumberListScreen

        var body: some View {
            Button("Show 3") { model.intents.send(.numberTapped(3)) }
        }
    }

    struct EditNumberView: View {
        let model: EditNumberScreen

        var body: some View {
            Button("Save") { model.intents.send(.save(model.number + 1)) }
        }
    }
}
#endif
