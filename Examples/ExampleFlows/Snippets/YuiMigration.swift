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
    final class ProfileCoordinator: Coordinator<Void> {
        weak var stack: (any StackContext)?
        private(set) var displayName = "Ada"

        init(stack: any StackContext) {
            self.stack = stack
        }

        override func start() {
            let profile = ProfileScreen()
            if let stack { push(profile, on: stack) }
            // One call routes the screen's intents and ties this coordinator's life to it.
            bind(to: profile) { [unowned self] intent in
                switch intent {
                case .edit:
                    try? startChild(EditProfileCoordinator(stack: stack)) { [unowned self] result in
                        if case .success(let newName) = result { displayName = newName }
                    }
                    return .handled
                case .signOut:
                    return .unhandled  // the parent decides
                }
            }
        }
    }

    final class EditProfileCoordinator: Coordinator<String> {
        weak var stack: (any StackContext)?

        init(stack: (any StackContext)?) {
            self.stack = stack
        }

        override func start() {
            let edit = EditProfileScreen()
            if let stack { push(edit, on: stack) }
            bind(to: edit) { [unowned self, weak edit] intent in
                switch intent {
                case .save(let name):
                    finish(with: name)  // replaces the completion delegate
                    if let stack, let edit { pop(edit, from: stack) }
                }
                return .handled
            }
        }
    }
    // end snippet
}
