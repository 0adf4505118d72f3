import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// What every flow of the demo app shares: the window (held weakly, as UIKit's would be), the
/// mail, and the remembered session.
///
/// Coordinators hold the environment strongly; it holds nothing that could keep a screen alive.
@MainActor
final class AppEnvironment {
    weak var window: HeadlessWindow?
    let mailbox: Mailbox
    /// The user of a saved session: when set, the login flow finishes as soon as it starts.
    var rememberedUser: String?

    init(window: HeadlessWindow, mailbox: Mailbox = .sample, rememberedUser: String? = nil) {
        self.window = window
        self.mailbox = mailbox
        self.rememberedUser = rememberedUser
    }
}
