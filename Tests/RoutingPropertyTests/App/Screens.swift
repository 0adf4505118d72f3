import ReactiveCoordinator

/// What the harness needs from any screen of the app: its family, who routes it, and a way to
/// send it an intent by kind.
@MainActor
protocol AppScreen: AnyObject {
    var family: IntentFamily { get }
    /// The path of the coordinator that routes it, set when it is bound or routed.
    var ownerPath: String { get }
    /// Sends an intent of this screen's family; returns false for another family.
    func send(_ kind: AnyIntentKind, serial: Int) -> Bool
}

/// A screen of the app: publishes `IntentOf<Kind>` values, one type per family.
@MainActor
final class Screen<Kind: IntentKind>: IntentScreen, AppScreen {
    let intents = IntentChannel<IntentOf<Kind>>()
    var ownerPath = ""

    var family: IntentFamily {
        Kind.family
    }

    func send(_ kind: Kind, serial: Int) {
        intents.send(IntentOf(kind: kind, serial: serial))
    }

    func send(_ kind: AnyIntentKind, serial: Int) -> Bool {
        guard let typed = kind.intent(serial: serial) as? IntentOf<Kind> else { return false }
        intents.send(typed)
        return true
    }
}

/// A screen nobody routes (a promotion a stack replacement slips in): the hierarchy owns it
/// and nothing else.
@MainActor
final class PromoScreen {}

extension IntentFamily {
    /// The type name a snapshot gives this family's screens, such as `Screen<HomeKind>`.
    var screenTypeName: String {
        switch self {
        case .home: String(describing: Screen<HomeKind>.self)
        case .inbox: String(describing: Screen<InboxKind>.self)
        case .settings: String(describing: Screen<SettingsKind>.self)
        case .detail: String(describing: Screen<DetailKind>.self)
        case .compose: String(describing: Screen<ComposeKind>.self)
        case .attach: String(describing: Screen<AttachKind>.self)
        }
    }

    /// What a route of this family does with intents that arrive while its coordinator is paused.
    var pausedPolicy: PausedIntentPolicy {
        switch self {
        case .home, .inbox, .detail: .buffer
        case .settings, .attach: .drop
        case .compose: .deliver
        }
    }
}
