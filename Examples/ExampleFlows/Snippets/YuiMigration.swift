import ReactiveCoordinator

// The "after" code of the Yui migration guide, compiled so that the guide cannot drift.
enum YuiMigration {
    @MainActor final class ProfileScreen: IntentScreen {
        enum Intent: Sendable { case edit, signOut }
        let intents = IntentChannel<Intent>()
    }

    @MainActor final class EditProfileScreen: IntentScreen {
        enum Intent: Sendable { case save(name: String) }
        let intents = IntentChannel<Intent>()
    }

    // snippet: after
    final class ProfileCoordinator: Coordinator {
        weak var stack: (any StackContext)?
        private(set) var displayName = "Ada"

        init(stack: any StackContext) {
            self.stack = stack
        }

        func start(_ flow: Flow<Void>) {
            let profile = ProfileScreen()
            if let stack { flow.push(profile, on: stack) }
            // One call routes the screen's intents and ties this coordinator's life to it.
            flow.bind(to: profile) { intent in
                switch intent {
                case .edit:
                    try? flow.startChild(EditProfileCoordinator(stack: self.stack)) { result in
                        if case .success(let newName) = result { self.displayName = newName }
                    }
                    return .handled
                case .signOut:
                    return .unhandled  // the parent decides
                }
            }
        }
    }

    final class EditProfileCoordinator: Coordinator {
        weak var stack: (any StackContext)?

        init(stack: (any StackContext)?) {
            self.stack = stack
        }

        func start(_ flow: Flow<String>) {
            let edit = EditProfileScreen()
            if let stack { flow.push(edit, on: stack) }
            flow.bind(to: edit) { [weak edit] intent in
                switch intent {
                case .save(let name):
                    flow.finish(with: name)  // replaces the completion delegate
                    if let stack = self.stack, let edit { flow.pop(edit, from: stack) }
                }
                return .handled
            }
        }
    }
    // end snippet
}
