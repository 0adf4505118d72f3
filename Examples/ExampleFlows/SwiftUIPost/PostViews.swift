#if canImport(SwiftUI)
import ReactiveCoordinator
public import ReactiveCoordinatorHeadless
import ReactiveCoordinatorSwiftUI
public import SwiftUI

/// The SwiftUI app's root view: the letters' stack, with the drafts' sheets.
///
/// Type-checked in CI against the SwiftUI stand-in; its navigation is tested headless in
/// SwiftUIPostTests.
public struct PostRootView: View {
    let app: PostApp

    /// Shows an app.
    public init(app: PostApp) {
        self.app = app
    }

    /// The stack, whose root view presents level 0 and whose letters present level 1.
    public var body: some View {
        ScreenStackView(app.stack) { PostScreenView(item: $0, window: app.window) }
            .screenSheet(presentedAt: 0, in: app.window) { PostScreenView(item: $0, window: app.window) }
    }
}

/// The one place that maps a screen model to its view, for every container.
public struct PostScreenView: View {
    let item: ScreenItem
    let window: HeadlessWindow

    /// Shows the view of a screen.
    public init(item: ScreenItem, window: HeadlessWindow) {
        (self.item, self.window) = (item, window)
    }

    /// The screen's view; exactly one of the three is non-nil.
    public var body: some View {
        item.screen(as: LetterListScreen.self).map(LetterListView.init)
        item.screen(as: LetterScreen.self).map(LetterView.init)
        item.screen(as: DraftScreen.self).map(DraftView.init)
    }
}

struct LetterListView: View {
    let model: LetterListScreen

    var body: some View {
        Button("Open letter 1") { model.intents.send(.open(id: 1)) }
        Button("Compose") { model.intents.send(.compose) }
    }
}

struct LetterView: View {
    let model: LetterScreen

    var body: some View {
        Button("Reply") { model.intents.send(.reply) }
    }
}

struct DraftView: View {
    let model: DraftScreen

    var body: some View {
        Button("Send") { model.intents.send(.send) }
    }
}
#endif
