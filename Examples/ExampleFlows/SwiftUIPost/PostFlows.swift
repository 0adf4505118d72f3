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
        try? stack?.push(list)
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
        try? stack?.push(letter)
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
        guard let window, let presenter = window.presentedScreens.last ?? window.root else {
            return cancel()
        }
        try? window.present(draft, over: presenter)
        bind(to: draft) { [unowned self] intent in
            switch intent {
            case .send:
                finish()
                _ = try? window.dismiss(from: draft)
            }
            return .handled
        }
    }
}
