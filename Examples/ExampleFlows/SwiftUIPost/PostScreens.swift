public import ReactiveCoordinator

// The screen models of a small SwiftUI mail app: plain observable-free objects that publish
// intents. Their SwiftUI views are in PostViews.swift; the coordinators never see a view.

/// The list of letters, at the bottom of the stack.
@MainActor
public final class LetterListScreen: IntentScreen {
    /// What the user can do on the list.
    public enum Intent: Sendable {
        case open(id: Int)
        case compose
    }
    /// The screen's channel.
    public let intents = IntentChannel<Intent>()
    /// Creates the list.
    public init() {}
}

/// One letter, pushed over the list.
@MainActor
public final class LetterScreen: IntentScreen {
    /// What the user can do on a letter.
    public enum Intent: Sendable { case reply }
    /// The screen's channel.
    public let intents = IntentChannel<Intent>()
    /// The letter shown.
    public let id: Int
    /// Creates the screen of one letter.
    public init(id: Int) { self.id = id }
}

/// A draft, presented as a sheet.
@MainActor
public final class DraftScreen: IntentScreen {
    /// What the user can do on a draft.
    public enum Intent: Sendable { case send }
    /// The screen's channel.
    public let intents = IntentChannel<Intent>()
    /// Creates a draft.
    public init() {}
}
