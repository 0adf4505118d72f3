import ReactiveCoordinator

/// A demo screen: it publishes typed intents and names the buttons that send them.
@MainActor
protocol TappableScreen: IntentScreen, CustomStringConvertible {
    var buttons: [ScreenButton<Intent>] { get }
    /// The intents the buttons send, each button once per sample argument, in button order:
    /// what ``DemoExplorer/intents(of:)`` makes of ``buttons``.
    ///
    /// The explorer asks at every intent it sends; a screen it taps often lists them itself,
    /// without making its buttons' texts and closures (debug builds check the two lists agree).
    var sampleIntents: [Intent] { get }
}

extension TappableScreen {
    var sampleIntents: [Intent] {
        DemoExplorer.intents(of: self)
    }

    var buttonInfos: [ButtonInfo] {
        buttons.map { ButtonInfo(name: $0.name, argument: $0.argument, summary: $0.summary, samples: $0.samples) }
    }

    /// Sends the intent of the named button, as a user's tap would.
    ///
    /// The screen is kept alive for the whole call even if routing the intent removes it from
    /// the hierarchy, as UIKit keeps a view controller alive while its action method runs.
    func tap(_ name: String, argument: String?) -> Result<Void, TapRefusal> {
        guard let button = buttons.first(where: { $0.name == name }) else {
            let names = buttonInfos.map(\.usage).joined(separator: ", ")
            return .failure(TapRefusal(message: "\(self) has no button \"\(name)\"; its buttons: \(names)"))
        }
        switch button.makeIntent(argument) {
        case .success(let intent):
            withExtendedLifetime(self) { intents.send(intent) }
            return .success(())
        case .failure(let refusal):
            return .failure(refusal)
        }
    }
}
