public import ReactiveCoordinator
public import ReactiveCoordinatorHeadless

// The navigation of the SwiftUI mail app: the same coordinators a UIKit app would write, over
// the containers SwiftUI binds to (PostApp.swift). Nothing here knows SwiftUI: a user's back
// swipe or sheet swipe-down reaches these flows only as their screen's end.

/// The root flow: shows the list, opens letters and starts drafts.
public final class PostboxCoordinator: Coordinator {
    weak var stack: HeadlessStack?
    weak var window: HeadlessWindow?

    /// Creates the root flow over the app's stack and window.
    public init(stack: HeadlessStack, window: HeadlessWindow) {
        (self.stack, self.window) = (stack, window)
    }

    /// Shows the list and routes its intents.
    public func start(_ flow: Flow<Void>) {
        let list = LetterListScreen()
        if let stack { flow.push(list, on: stack) }
        flow.bind(to: list) { intent in
            switch intent {
            case .open(let id): try? flow.startChild(LetterCoordinator(stack: self.stack, window: self.window, id: id))
            case .compose: try? flow.startChild(DraftCoordinator(window: self.window))
            }
            return .handled
        }
    }
}

/// One letter: pushed, and ended by the back button however SwiftUI reports it.
public final class LetterCoordinator: Coordinator {
    weak var stack: HeadlessStack?
    weak var window: HeadlessWindow?
    let id: Int

    init(stack: HeadlessStack?, window: HeadlessWindow?, id: Int) {
        (self.stack, self.window, self.id) = (stack, window, id)
    }

    /// Pushes the letter and routes its intents.
    public func start(_ flow: Flow<Void>) {
        let letter = LetterScreen(id: id)
        if let stack { flow.push(letter, on: stack) }
        flow.bind(to: letter) { intent in
            switch intent {
            case .reply: try? flow.startChild(DraftCoordinator(window: self.window))
            }
            return .handled
        }
    }
}

/// A draft in a sheet: finishes when sent, ends with the sheet when the user swipes it down.
public final class DraftCoordinator: Coordinator {
    weak var window: HeadlessWindow?

    init(window: HeadlessWindow?) {
        self.window = window
    }

    /// Presents the draft over what the user sees and routes its intents.
    public func start(_ flow: Flow<Void>) {
        let draft = DraftScreen()
        guard let modal = window, let presenter = modal.presentedScreens.last ?? modal.root else {
            return flow.cancel()
        }
        // A failure is logged with this flow's path; a cancel dismisses the sheet again.
        guard flow.present(draft, over: presenter, in: modal) else { return flow.cancel() }
        // The draft weakly: its channel owns this handler.
        flow.bind(to: draft) { [weak draft] intent in
            switch intent {
            case .send:
                flow.finish()
                if let window = self.window, let draft { flow.dismiss(from: draft, in: window) }
            }
            return .handled
        }
    }
}
