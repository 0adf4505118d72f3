/// Parses `stream-demo`'s arguments, with no dependency: a handful of flags needs no framework.
///
/// ```swift
/// switch DemoArguments.parse(["--random", "42", "--steps", "10"]) {
/// case .success(let options): print(options.mode)      // random(seed: 42, steps: 10)
/// case .failure(let error): print(error.report)        // the message and the usage
/// }
/// ```
///
/// ## Contract
/// - Flags take their value as the next argument or after `=` (`--format=json`).
/// - Unknown flags, missing values, bad numbers, unknown scenarios, stray arguments, a flag
///   given twice and two modes at once are each a ``UsageError`` naming the argument.
/// - `--format dot` and `--format mermaid` draw the tree at the end of a scenario or a walk:
///   with `--list` or `--interactive` they are a ``UsageError``.
/// - `--help` anywhere wins over everything else, errors included.
package enum DemoArguments: Sendable {
    /// The walk's length when `--steps` is not given.
    package static let defaultSteps = 50
    /// The longest walk `--steps` accepts.
    package static let maximumSteps = 1_000_000
    /// The deepest `--explore` goes: each level multiplies the states.
    package static let maximumExploreDepth = 12

    private static let flags = [
        "--help", "--list", "--scenario", "--random", "--steps", "--interactive", "--format", "--color",
        "--save", "--restore", "--explore", "--record",
    ]

    /// Parses the arguments, without the program name.
    ///
    /// - Parameter arguments: The arguments, as `CommandLine.arguments.dropFirst()`.
    /// - Returns: The options, or the first error found.
    package static func parse(_ arguments: [String]) -> Result<DemoOptions, UsageError> {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .success(DemoOptions(mode: .help))
        }
        var parser = Parser(arguments)
        do {
            return .success(try parser.options())
        } catch {
            return .failure(error)
        }
    }

    /// Walks the arguments once, remembering what it has seen.
    private struct Parser {
        var remaining: ArraySlice<String>
        var seen: Set<String> = []
        var modes: [String] = []
        var scenario: String?
        var seed: UInt64?
        var steps: Int?
        var list = false
        var interactive = false
        var format = OutputFormat.text
        var colour = ColourChoice.auto
        var save: String?
        var restore: String?
        var exploreDepth: Int?
        var record: String?

        init(_ arguments: [String]) {
            remaining = arguments[...]
        }

        mutating func options() throws(UsageError) -> DemoOptions {
            while let argument = remaining.popFirst() {
                try take(argument)
            }
            if modes.count > 1 {
                throw UsageError("\(modes[0]) and \(modes[1]) cannot be combined: choose one mode")
            }
            if steps != nil, seed == nil {
                throw UsageError("--steps needs --random SEED: it sets the length of a random walk")
            }
            if let picture = format.picture, list || interactive {
                let instead = interactive ? "; in --interactive, type: tree \(picture.rawValue)" : ""
                throw UsageError(
                    "--format \(picture.rawValue) draws the tree at the end of a scenario or a random walk, "
                        + "not with \(list ? "--list" : "--interactive")\(instead)")
            }
            if exploreDepth != nil, format != .text || save != nil || restore != nil || record != nil {
                throw UsageError(
                    "--explore prints text and plays no session: it takes no --format, --save, "
                        + "--restore or --record")
            }
            if list, record != nil {
                throw UsageError("--record goes with a session, a scenario, a random walk or --interactive")
            }
            let mode: DemoOptions.Mode =
                if let exploreDepth {
                    .explore(depth: exploreDepth)
                } else if list {
                    .list
                } else if interactive {
                    .interactive
                } else if let seed {
                    .random(seed: seed, steps: steps ?? DemoArguments.defaultSteps)
                } else {
                    .scenario(scenario ?? Scenario.session.name)
                }
            if list, save != nil || restore != nil {
                throw UsageError("--save and --restore go with a session, a scenario, a random walk or --interactive")
            }
            var options = DemoOptions(mode: mode, format: format, colour: colour)
            options.save = save
            options.restore = restore
            options.record = record
            return options
        }

        private mutating func take(_ argument: String) throws(UsageError) {
            let (flag, inlineValue) = split(argument)
            guard flag.hasPrefix("-") else {
                let hint = Scenario.named(argument) != nil ? " (to play it: --scenario \(argument))" : ""
                throw UsageError("unexpected argument \(argument.quotedForMessage)\(hint)")
            }
            guard Self.knownFlags.contains(flag) else {
                let guess = EditDistance.suggestion(for: flag, among: DemoArguments.flags).map {
                    " (did you mean \($0)?)"
                }
                throw UsageError("unknown option \(flag.quotedForMessage)\(guess ?? "")")
            }
            let canonical = flag == "--colour" ? "--color" : (flag == "-i" ? "--interactive" : flag)
            guard seen.insert(canonical).inserted else {
                throw UsageError("\(canonical) is given twice")
            }
            switch canonical {
            case "--list":
                try noValue(canonical, inlineValue)
                list = true
                modes.append(canonical)
            case "--interactive":
                try noValue(canonical, inlineValue)
                interactive = true
                modes.append(canonical)
            case "--scenario":
                let name = try value(for: canonical, inlineValue, expecting: "a scenario name (--list names them)")
                guard Scenario.named(name) != nil || name == TwoWindows.name else {
                    let names = Scenario.all.map(\.name) + [TwoWindows.name]
                    let guess = EditDistance.suggestion(for: name, among: names).map {
                        "did you mean \($0)? "
                    }
                    throw UsageError("unknown scenario \(name.quotedForMessage); \(guess ?? "")--list names them")
                }
                scenario = name
                modes.append(canonical)
            case "--random":
                let text = try value(for: canonical, inlineValue, expecting: "a seed, a whole number")
                guard let number = UInt64(text) else {
                    throw UsageError(
                        "--random needs a whole number from 0 to \(UInt64.max) as its seed, got \(text.quotedForMessage)"
                    )
                }
                seed = number
                modes.append(canonical)
            case "--steps":
                let text = try value(for: canonical, inlineValue, expecting: "a number of steps")
                guard let number = Int(text), (1...DemoArguments.maximumSteps).contains(number) else {
                    throw UsageError(
                        "--steps needs a whole number from 1 to \(DemoArguments.maximumSteps), got \(text.quotedForMessage)"
                    )
                }
                steps = number
            case "--format":
                let text = try value(for: canonical, inlineValue, expecting: "text, json, breadcrumbs, dot or mermaid")
                guard let chosen = OutputFormat(rawValue: text) else {
                    throw UsageError(
                        "--format takes text, json, breadcrumbs, dot or mermaid, got \(text.quotedForMessage)")
                }
                format = chosen
            case "--save":
                save = try value(for: canonical, inlineValue, expecting: "a file to write the restoration record to")
            case "--restore":
                restore = try value(for: canonical, inlineValue, expecting: "a file written by --save")
            case "--record":
                record = try value(for: canonical, inlineValue, expecting: "a file to write the session's actions to")
            case "--explore":
                let text = try value(for: canonical, inlineValue, expecting: "a depth, a number of user actions")
                guard let number = Int(text), (0...DemoArguments.maximumExploreDepth).contains(number) else {
                    throw UsageError(
                        "--explore needs a depth from 0 to \(DemoArguments.maximumExploreDepth), got \(text.quotedForMessage)"
                    )
                }
                exploreDepth = number
                modes.append(canonical)
            default:
                let text = try value(for: canonical, inlineValue, expecting: "auto, always or never")
                guard let chosen = ColourChoice(rawValue: text) else {
                    throw UsageError("--color takes auto, always or never, got \(text.quotedForMessage)")
                }
                colour = chosen
            }
        }

        private static let knownFlags: Set<String> = Set(DemoArguments.flags + ["--colour", "-i"])

        /// `--format=json` is `--format` with the value `json`; only long flags take `=`.
        private func split(_ argument: String) -> (String, String?) {
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }

        private mutating func value(for flag: String, _ inline: String?, expecting what: String) throws(UsageError)
            -> String
        {
            if let inline {
                guard !inline.isEmpty else { throw UsageError("\(flag) needs a value: \(what)") }
                return inline
            }
            // A flag right after means the value was forgotten; a negative number is a bad value.
            guard let next = remaining.first, !next.hasPrefix("--") else {
                throw UsageError("\(flag) needs a value: \(what)")
            }
            remaining.removeFirst()
            return next
        }

        private func noValue(_ flag: String, _ inline: String?) throws(UsageError) {
            if let inline { throw UsageError("\(flag) takes no value, got \(inline.quotedForMessage)") }
        }
    }
}
