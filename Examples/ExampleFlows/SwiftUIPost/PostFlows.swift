public import ReactiveCoordinator

// The navigation of the SwiftUI mail app: the same coordinators a UIKit app would write, over
// the containers SwiftUI binds to (PostApp.swift). Nothing here knows SwiftUI: a user's back
// swipe or sheet swipe-down reaches these flows only as their screen's end.

/// The root flow: shows the list, opens letters and starts drafts.
public final class PostboxCoordinator: Coordinator<Void> {
    weak var stack: HeadlessStack?
    weak var window: HeadlessWindow?

    /// Creates the root flow over the app's stack and window.
    public init(stack: HeadlessStack, window: HeadlessWindow) {
        (self.stack, self.window) = (stack, window)
        super.init(name: "postbox")
    }

    /// Shows the list and routes its intents.
    public override func start() {
        let list = LetterListScreen()
        if let stack { push(list, on: stack) }
        bind(to: list) { [unowned self] intent in
            switch intent {
            case .open(let id): try? startChild(LetterCoordinator(stack: stack, window: window, id: id))
            case .compose: try? startChild(DraftCoordinator(window: window))
            }
            return .handled
        }
    }
}

/// One letter: pushed, and ended by the back button however SwiftUI reports it.
public final class LetterCoordinator: Coordinator<Void> {
    weak var stack: HeadlessStack?
    weak var window: HeadlessWindow?
    let id: Int

    init(stack: HeadlessStack?, window: HeadlessWindow?, id: Int) {
        (self.stack, self.window, self.id) = (stack, window, id)
        super.init(name: "letter")
    }

    /// Pushes the letter and routes its intents.
    public override func start() {
        let letter = LetterScreen(id: id)
        if let stack { push(letter, on: stack) }
        bind(to: letter) { [unowned self] intent in
            switch intent {
            case .reply: try? startChild(DraftCoordinator(window: window))
            }
            return .handled
        }
    }
}

/// A draft in a sheet: finishes when sent, ends with the sheet when the user swipes it down.
public final class DraftCoordinator: Coordinator<Void> {
    weak var window: HeadlessWindow?

    init(window: HeadlessWindow?) {
        self.window = window
        super.init(name: "draft")
    }

    /// Presents the draft over what the user sees and routes its intents.
    public override func start() {
        let draft = DraftScreen()
        guard let modal = window, let presenter = modal.presentedScreens.last ?? modal.root else {
            return cancel()
        }
        // A failure is logged with this flow's path; a cancel dismisses the sheet again.
        guard present(draft, over: presenter, in: modal) else { return cancel() }
        // The window and the draft weakly: the draft's channel owns this handler.
        bind(to: draft) { [unowned self, weak draft] intent in
            switch intent {
            case .send:
                finish()
                if let window, let draft { dismiss(from: draft, in: window) }
            }
            return .handled
        }
    }
}
