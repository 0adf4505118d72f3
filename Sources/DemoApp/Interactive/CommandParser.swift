/// Reads one line of `--interactive` input.
///
/// Commands are matched case-insensitively; arguments keep their case. A first word that is not
/// a command but is a button of the visible screen means `tap` that button.
enum CommandParser {
    /// Why a line is not a command, and what to try instead.
    struct Problem: Error, Equatable {
        let message: String
        let hint: String
    }

    static func parse(_ line: String, buttons: [ButtonInfo], screen: String) -> Result<InteractiveCommand, Problem> {
        let words = line.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard let first = words.first else { return .success(.nothing) }
        let word = first.lowercased()
        let rest = words.dropFirst()
        let argument = rest.isEmpty ? nil : rest.joined(separator: " ")
        let buttonList = buttons.isEmpty ? "nothing" : buttons.map(\.usage).joined(separator: ", ")

        func bare(_ command: InteractiveCommand) -> Result<InteractiveCommand, Problem> {
            guard argument == nil else {
                return .failure(
                    Problem(
                        message: "\(word) takes no argument, got \(argument!.quotedForMessage)",
                        hint: "type just: \(word)"))
            }
            return .success(command)
        }

        func needing(_ what: String, example: String, _ make: (String) -> UserAction)
            -> Result<InteractiveCommand, Problem>
        {
            guard let argument else {
                return .failure(Problem(message: "\(word) needs \(what)", hint: "for example: \(example)"))
            }
            return .success(.action(make(argument)))
        }

        switch word {
        case "tap":
            guard let button = rest.first else {
                return .failure(Problem(message: "tap what?", hint: "on \(screen) you can tap: \(buttonList)"))
            }
            let buttonArgument = rest.count > 1 ? rest.dropFirst().joined(separator: " ") : nil
            return .success(.action(.tap(button.lowercased(), argument: buttonArgument)))
        case "back": return bare(.action(.back))
        case "swipe", "swipe-down": return bare(.action(.swipeDown))
        case "dismiss": return bare(.action(.dismissFromBase))
        case "answer": return needing("a button of the alert", example: "answer keep-editing", UserAction.answer)
        case "background": return bare(.action(.background))
        case "foreground": return bare(.action(.foreground))
        case "tab": return needing("a tab name or number", example: "tab settings", UserAction.selectTab)
        case "link": return needing("a link", example: "link inbox/3", UserAction.openLink)
        case "save": return needing("a file", example: "save session.json", UserAction.save)
        case "restore": return needing("a file", example: "restore session.json", UserAction.restore)
        case "open" where argument?.contains("://") == true:
            // `open 3` taps the inbox's open button; `open mail://inbox/3` opens a URL.
            return needing("a URL", example: "open mail://inbox/3", UserAction.openLink)
        case "where": return bare(.whereAmI)
        case "tree":
            guard let argument else { return .success(.tree(nil)) }
            guard let format = PictureFormat(rawValue: argument.lowercased()) else {
                return .failure(
                    Problem(
                        message: "tree draws dot or mermaid, got \(argument.quotedForMessage)",
                        hint: "type tree, tree dot or tree mermaid"))
            }
            return .success(.tree(format))
        case "leaks": return bare(.leaks)
        case "help", "?": return .success(.help)
        case "quit", "exit": return bare(.quit)
        default:
            if buttons.contains(where: { $0.name == word }) {
                return .success(.action(.tap(word, argument: argument)))
            }
            let candidates = InteractiveCommand.words + buttons.map(\.name)
            let guess = EditDistance.suggestion(for: word, among: candidates).map { "did you mean \"\($0)\"? " } ?? ""
            return .failure(
                Problem(
                    message: "unknown command \(first.quotedForMessage)",
                    hint: "\(guess)type help for the commands; on \(screen) you can tap: \(buttonList)"
                ))
        }
    }
}
