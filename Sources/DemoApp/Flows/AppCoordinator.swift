import ReactiveCoordinator
import ReactiveCoordinatorFoundation

/// The root of the demo app: it shows the login flow, then the main tabs, and the login flow
/// again after a logout.
///
/// Its life is bound to no screen: it lives as long as the app, and owns the flows below it.
@MainActor
final class AppCoordinator: RestorableCoordinator {
    private let environment: AppEnvironment

    init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The root writes nothing: the record starts with the flows below it.
    var restoration: CoordinatorRestoration? { nil }

    func start(_ flow: Flow<Void>) {
        showLogin(in: flow)
    }

    /// Refuses a record's main flow: only the app's own session signs a user in.
    ///
    /// A record is a file anyone may have edited: it may say where a user was, never who is
    /// signed in. Restoring `main` from it would finish the login flow with whatever name it
    /// holds. So the step is refused with ``SignInRequired``, which the tree logs and the
    /// restoration report names, and the app stays where it was; a session already signed in as
    /// the record's user restores the steps below `main` into its running main flow instead
    /// (`DemoSession.restore(from:)`).
    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        guard restoration.kind == "main" else { return false }
        throw SignInRequired(user: try restoration.value(String.self), signedIn: environment.rememberedUser)
    }

    private func showLogin(in flow: Flow<Void>) {
        try? flow.startChild(LoginCoordinator(environment: environment)) { result in
            switch result {
            case .success(let user):
                self.environment.rememberedUser = user
                self.showMain(in: flow)
            case .failure(.screenReleased):
                // Something replaced the login screens behind the flow's back: show them again.
                self.showLogin(in: flow)
            case .failure:
                // Torn down with the app, or cancelled: nothing more to show.
                break
            }
        }
    }

    private func showMain(in flow: Flow<Void>) {
        try? flow.startChild(MainCoordinator(environment: environment)) { result in
            if case .success(.loggedOut) = result {
                self.environment.rememberedUser = nil
                self.showLogin(in: flow)
            }
        }
    }
}

/// Why the app refused to restore a record's main flow: the record names a user the app has not
/// signed in.
struct SignInRequired: Error, CustomStringConvertible {
    /// The user the record names.
    let user: String
    /// The user the app has signed in, if any.
    let signedIn: String?

    var description: String {
        guard let signedIn else {
            return "sign in first, then restore: the record is for \(user.quotedForMessage) and the app is signed out"
        }
        return "the record is for \(user.quotedForMessage) and the app is signed in as \(signedIn.quotedForMessage)"
    }
}
