import ReactiveCoordinator

/// The intents a user can cause on each screen type, as the explorer was told.
@MainActor
struct IntentTable {
    private struct Source {
        let typeName: String
        let labels: @MainActor (AnyObject) -> [String]
        let send: @MainActor (AnyObject, Int) -> Bool
    }

    private var sources: [ObjectIdentifier: Source] = [:]

    /// With `isSameOnEveryScreen` (`samples` ignores the screen: every case of a `CaseIterable`
    /// intent), the labels are made once, not for every state's actions.
    mutating func add<Screen: IntentScreen>(
        _ type: Screen.Type, isSameOnEveryScreen: Bool = false,
        samples: @escaping @MainActor (Screen) -> [Screen.Intent]
    ) {
        let labels = IntentLabels()
        let plainLabels = PlainIntentLabels<Screen.Intent>()
        // The closures run unspecialized, generic over the screen's intent: the lists are read by
        // count and index, which need no witness of the list's type, not by `indices` or an
        // iterator, each a look-up of the list's type and a call through its witnesses.
        sources[ObjectIdentifier(type)] = Source(
            // The core's type names: the same text as `String(describing:)`, without the runtime's
            // first-time conformance scans of a metatype (about 1.4 M instructions a type).
            typeName: TypeNames.describing(type),
            labels: { screen in
                guard let screen = screen as? Screen else { return [] }
                if isSameOnEveryScreen, let known = labels.ofEveryScreen { return known }
                let intents = samples(screen)
                var made: [String] = []
                made.reserveCapacity(intents.count)
                for index in 0..<intents.count { made.append(plainLabels.label(of: intents[index], from: labels)) }
                if isSameOnEveryScreen { labels.ofEveryScreen = made }
                return made
            },
            send: { screen, index in
                guard let screen = screen as? Screen else { return false }
                let intents = samples(screen)
                guard index >= 0, index < intents.count else { return false }
                screen.intents.send(intents[index])
                return true
            })
    }

    /// Appends one action per intent of the screen, if its type was given, to a state's actions.
    ///
    /// Appended in place, not made as a list of its own and then appended: each action copied
    /// into the state's list is a copy of its texts and position.
    func appendActions(for screen: AnyObject, at position: ScreenPosition, to actions: inout [FlowAction]) {
        guard let source = sources[ObjectIdentifier(type(of: screen))] else { return }
        let labels = source.labels(screen)
        for index in labels.indices {
            actions.append(.intent(screen: position, type: source.typeName, index: index, label: labels[index]))
        }
    }

    /// Sends the intent at an index of the screen's list.
    ///
    /// - Returns: `false` if the screen's type is not `typeName` or has no such intent.
    func send(_ index: Int, of typeName: String, from screen: AnyObject) -> Bool {
        guard let source = sources[ObjectIdentifier(type(of: screen))], source.typeName == typeName else {
            return false
        }
        return source.send(screen, index)
    }
}
