/// Which screen an intent belongs to; each family is a distinct intent type, so deep links can
/// tell them apart.
enum IntentFamily: String, Sendable, CaseIterable {
    case home
    case inbox
    case settings
    case detail
    case compose
    case attach
}

/// The kinds of intents, one enum per screen.
protocol IntentKind: Sendable, Hashable, CaseIterable, RawRepresentable where RawValue == String {
    static var family: IntentFamily { get }
    /// The kind as the one enum the actions speak.
    var erased: AnyIntentKind { get }
}

enum HomeKind: String, IntentKind {
    case openDetail, compose, help, logout, openTwo
    static let family = IntentFamily.home
    var erased: AnyIntentKind { .home(self) }
}

enum InboxKind: String, IntentKind {
    case openDetail, compose, share, help
    static let family = IntentFamily.inbox
    var erased: AnyIntentKind { .inbox(self) }
}

enum SettingsKind: String, IntentKind {
    case logout, help, toggle
    static let family = IntentFamily.settings
    var erased: AnyIntentKind { .settings(self) }
}

enum DetailKind: String, IntentKind {
    case more, moreTwice, close, compose, share, help, logout
    static let family = IntentFamily.detail
    var erased: AnyIntentKind { .detail(self) }
}

enum ComposeKind: String, IntentKind {
    case send, cancel, attach, compose, openDetail, help
    static let family = IntentFamily.compose
    var erased: AnyIntentKind { .compose(self) }
}

enum AttachKind: String, IntentKind {
    case done, sendDraft, share, help
    static let family = IntentFamily.attach
    var erased: AnyIntentKind { .attach(self) }
}

/// Any intent kind of any screen: what actions and deep links name.
enum AnyIntentKind: Hashable, Sendable, CustomStringConvertible {
    case home(HomeKind)
    case inbox(InboxKind)
    case settings(SettingsKind)
    case detail(DetailKind)
    case compose(ComposeKind)
    case attach(AttachKind)

    var family: IntentFamily {
        switch self {
        case .home: .home
        case .inbox: .inbox
        case .settings: .settings
        case .detail: .detail
        case .compose: .compose
        case .attach: .attach
        }
    }

    /// The case name alone, as intents print it without their serial number.
    var name: String {
        switch self {
        case .home(let kind): kind.rawValue
        case .inbox(let kind): kind.rawValue
        case .settings(let kind): kind.rawValue
        case .detail(let kind): kind.rawValue
        case .compose(let kind): kind.rawValue
        case .attach(let kind): kind.rawValue
        }
    }

    /// Swift source for this kind, such as `.home(.compose)`.
    var description: String {
        ".\(family.rawValue)(.\(name))"
    }

    /// Every kind of every family.
    static let all: [AnyIntentKind] =
        HomeKind.allCases.map(\.erased) + InboxKind.allCases.map(\.erased)
        + SettingsKind.allCases.map(\.erased) + DetailKind.allCases.map(\.erased)
        + ComposeKind.allCases.map(\.erased) + AttachKind.allCases.map(\.erased)

    /// Every kind of one family.
    static func all(of family: IntentFamily) -> [AnyIntentKind] {
        all.filter { $0.family == family }
    }

    /// Whether the app treats it as a request to share, which ancestors handle when it bubbles.
    var isShare: Bool {
        name == "share"
    }

    /// Whether the app treats it as a request to log out, which the app handles when it bubbles.
    var isLogout: Bool {
        name == "logout"
    }

    /// The typed intent value, stamped with a serial number so the log can tell sends apart.
    func intent(serial: Int) -> any Sendable {
        switch self {
        case .home(let kind): IntentOf(kind: kind, serial: serial)
        case .inbox(let kind): IntentOf(kind: kind, serial: serial)
        case .settings(let kind): IntentOf(kind: kind, serial: serial)
        case .detail(let kind): IntentOf(kind: kind, serial: serial)
        case .compose(let kind): IntentOf(kind: kind, serial: serial)
        case .attach(let kind): IntentOf(kind: kind, serial: serial)
        }
    }
}

/// One intent as a screen sends it: a kind and a serial number unique within a case.
///
/// It prints as `compose#12`, so every `intent` event in the log names one send, and the log
/// checks can pair each with its single outcome.
struct IntentOf<Kind: IntentKind>: Sendable, CustomStringConvertible {
    let kind: Kind
    let serial: Int

    var description: String {
        "\(kind.rawValue)#\(serial)"
    }
}

extension String {
    /// An intent description without its serial: `compose#12` becomes `compose`.
    var withoutSerial: String {
        guard let hash = lastIndex(of: "#") else { return self }
        return String(self[..<hash])
    }
}
