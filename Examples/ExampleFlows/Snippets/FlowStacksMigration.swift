import ReactiveCoordinator
import ReactiveCoordinatorHeadless

// The "after" code of the FlowStacks migration guide, compiled so that the guide cannot drift.
// Its SwiftUI views are in FlowStacksMigrationViews.swift, type-checked by scripts/check-swiftui-face.
enum FlowStacksMigration {
    // snippet: screens
    // Each case of the `Screen` enum becomes a screen model that says what the user asked for.
    @MainActor final class NumberListScreen: IntentScreen {
        enum Intent: Sendable { case numberTapped(Int) }
        let intents = IntentChannel<Intent>()
    }

    @MainActor final class NumberDetailScreen: IntentScreen {
        enum Intent: Sendable {
            case edit
            case backToRoot
        }
        let intents = IntentChannel<Intent>()
        let number: Int

        init(number: Int) { self.number = number }
    }

    @MainActor final class EditNumberScreen: IntentScreen {
        enum Intent: Sendable { case save(Int) }
        let intents = IntentChannel<Intent>()
        let number: Int

        init(number: Int) { self.number = number }
    }
    // end snippet

    // snippet: flows
    // The coordinator view and its routes array: a coordinator over the containers SwiftUI binds
    // to, the stack for pushes and the window for sheets.
    final class NumbersCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        weak var window: HeadlessWindow?

        init(stack: HeadlessStack, window: HeadlessWindow) {
            (self.stack, self.window) = (stack, window)
        }

        func start(_ flow: Flow<Void>) {
            let list = NumberListScreen()
            if let stack { flow.push(list, on: stack) }  // the FlowStack's root view
            flow.bind(to: list) { intent in
                switch intent {
                case .numberTapped(let number):  // routes.push(.numberDetail(number))
                    try? flow.startChild(
                        NumberDetailCoordinator(stack: self.stack, window: self.window, number: number))
                }
                return .handled
            }
        }
    }

    // A pushed screen with a flow of its own, ended by the back button however SwiftUI reports it.
    final class NumberDetailCoordinator: Coordinator {
        weak var stack: HeadlessStack?
        weak var window: HeadlessWindow?
        private(set) var number: Int

        init(stack: HeadlessStack?, window: HeadlessWindow?, number: Int) {
            (self.stack, self.window, self.number) = (stack, window, number)
        }

        func start(_ flow: Flow<Void>) {
            let detail = NumberDetailScreen(number: number)
            if let stack { flow.push(detail, on: stack) }
            flow.bind(to: detail) { intent in
                switch intent {
                case .edit:  // routes.presentSheet(.edit(number), withNavigation: true)
                    try? flow.startChild(EditNumberCoordinator(window: self.window, number: self.number)) { result in
                        if case .success(let edited) = result { self.number = edited }
                    }
                case .backToRoot:  // routes.goBackToRoot()
                    self.stack?.popToRoot()
                }
                return .handled
            }
        }
    }

    // A sheet: finishes with the edited number, or ends without one when the user swipes it down.
    final class EditNumberCoordinator: Coordinator {
        weak var window: HeadlessWindow?
        let number: Int

        init(window: HeadlessWindow?, number: Int) {
            (self.window, self.number) = (window, number)
        }

        func start(_ flow: Flow<Int>) {
            let edit = EditNumberScreen(number: number)
            guard let window, let presenter = window.presentedScreens.last ?? window.root else { return flow.cancel() }
            flow.present(edit, over: presenter, in: window)
            flow.bind(to: edit) { [weak edit] intent in
                switch intent {
                case .save(let number):  // routes.goBack(), and the result goes to whoever asked
                    flow.finish(with: number)
                    if let edit { flow.dismiss(from: edit, in: window) }
                }
                return .handled
            }
        }
    }
    // end snippet
}
