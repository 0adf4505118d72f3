import ReactiveCoordinator
import ReactiveCoordinatorHeadless
package import ReactiveCoordinatorTesting

/// The flow explorer set up for the demo's mail app: every button of every screen with each of
/// its sample arguments, and the sample links.
@MainActor
package enum DemoExplorer {
    /// An explorer of fresh demo apps, signed out, as `stream-demo` starts them, or signed in as
    /// the scenarios start them.
    ///
    /// - Parameters:
    ///   - links: The links a user may open, besides ``MailLink/samples``.
    ///   - rememberedUser: The user of a saved session, as ``Scenario/rememberedUser``; `nil`
    ///     to start signed out.
    /// - Returns: The explorer; `explore(depth:)` walks the app.
    package static func make(links: [String] = [], rememberedUser: String? = nil) -> FlowExplorer {
        let explorer = FlowExplorer { makeApp(rememberedUser: rememberedUser) }
        configure(explorer, links: links)
        // A reproduction pasted from a finding builds this same explorer, its contracts included.
        let arguments =
            (links.isEmpty ? [] : ["links: [\(links.map { String(reflecting: $0) }.joined(separator: ", "))]"])
            + (rememberedUser.map { ["rememberedUser: \(String(reflecting: $0))"] } ?? [])
        explorer.reproductionExpression = "DemoExplorer.make(\(arguments.joined(separator: ", ")))"
        return explorer
    }

    /// Gives an explorer of demo apps the screens' buttons, the links, the lines the demo logs on
    /// purpose, and the links' landing contracts: for an explorer of demo apps built otherwise
    /// (in scenes).
    ///
    /// - Parameters:
    ///   - explorer: The explorer to configure.
    ///   - links: The links a user may open, besides ``MailLink/samples``.
    package static func configure(_ explorer: FlowExplorer, links: [String] = []) {
        register(WelcomeScreen.self, in: explorer)
        register(CredentialsScreen.self, in: explorer)
        register(InboxScreen.self, in: explorer)
        register(MessageScreen.self, in: explorer)
        register(ContactScreen.self, in: explorer)
        register(ComposeScreen.self, in: explorer)
        register(AttachmentsScreen.self, in: explorer)
        register(PreviewScreen.self, in: explorer)
        register(SettingsScreen.self, in: explorer)
        register(AccountScreen.self, in: explorer)
        var names = MailLink.samples
        for link in links where !names.contains(link) { names.append(link) }
        try? explorer.links(names, from: MailLink.table)
        // What the demo shows on purpose: a button nobody routes, and a link to a message the
        // inbox does not have. (A link refused while signed out is what its landing contract
        // says; a link waiting for the answer to a draft's alert that a newer link replaces is a
        // documented refusal: no finding.)
        explorer.allowLogLines(containing: "app: UNHANDLED createAccount", "app: UNHANDLED show(id: 9)")
        explorer.expectLandings(landings)
    }

    /// A fresh demo app, not launched: the explorer launches it once it listens to its log.
    ///
    /// - Parameter rememberedUser: The user of a saved session; `nil` to start signed out.
    /// - Returns: The app, its tree not started.
    package static func makeApp(rememberedUser: String? = nil) -> ExploredApp {
        let window = HeadlessWindow(name: "window")
        let environment = AppEnvironment(window: window, rememberedUser: rememberedUser)
        let tree = CoordinatorTree(root: AppCoordinator(environment: environment))
        // Who is signed in changes what the login shows next, beyond the tree and the screens.
        return ExploredApp(tree: tree, root: window) { environment.rememberedUser ?? "" }
    }

    /// The intents a screen's buttons send, each button once per sample argument, in button
    /// order: the order ``intent(of:argument:on:)`` counts in.
    static func intents<Screen: TappableScreen>(of screen: Screen) -> [Screen.Intent] {
        taps(of: screen).map(\.intent)
    }

    /// The index of a tap in a screen's intent list and the intent's description, or `nil` if
    /// the tap is not one of the samples.
    static func intent(of name: String, argument: String?, on screen: any TappableScreen) -> (
        index: Int, label: String
    )? {
        func find<Screen: TappableScreen>(on screen: Screen) -> (index: Int, label: String)? {
            let taps = taps(of: screen)
            guard let index = taps.firstIndex(where: { $0.name == name && $0.argument == argument }) else { return nil }
            return (index, String(describing: taps[index].intent))
        }
        return find(on: screen)
    }

    private static func taps<Screen: TappableScreen>(of screen: Screen) -> [(
        name: String, argument: String?, intent: Screen.Intent
    )] {
        screen.buttons.flatMap { button in
            let arguments: [String?] = button.argument == nil ? [nil] : button.samples.map { $0 }
            return arguments.compactMap { argument -> (name: String, argument: String?, intent: Screen.Intent)? in
                guard case .success(let intent) = button.makeIntent(argument) else { return nil }
                return (button.name, argument, intent)
            }
        }
    }

    private static func register<Screen: TappableScreen>(_ type: Screen.Type, in explorer: FlowExplorer) {
        explorer.intents(of: type) { screen in
            let intents = screen.sampleIntents
            assert(
                intents.map { String(reflecting: $0) } == Self.intents(of: screen).map { String(reflecting: $0) },
                "\(type).sampleIntents differs from what its buttons send")
            return intents
        }
    }
}
