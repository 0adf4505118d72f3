import DemoApp
import Testing

@Suite struct ArgumentTests {
    @Test(arguments: [
        ([], DemoOptions()),
        (["--scenario", "swipe-down"], DemoOptions(mode: .scenario("swipe-down"))),
        (["--scenario=logout", "--format=json"], DemoOptions(mode: .scenario("logout"), format: .json)),
        (["--format", "dot"], DemoOptions(format: .dot)),
        (
            ["--random", "7", "--format=mermaid"],
            DemoOptions(mode: .random(seed: 7, steps: DemoArguments.defaultSteps), format: .mermaid)
        ),
        (["--list"], DemoOptions(mode: .list)),
        (
            ["--interactive", "--restore", "a.json"],
            { () -> DemoOptions in
                var options = DemoOptions(mode: .interactive)
                options.restore = "a.json"
                return options
            }()
        ),
        (
            ["--random", "3", "--save=b.json"],
            { () -> DemoOptions in
                var options = DemoOptions(mode: .random(seed: 3, steps: DemoArguments.defaultSteps))
                options.save = "b.json"
                return options
            }()
        ),
        (["--random", "42", "--steps", "7"], DemoOptions(mode: .random(seed: 42, steps: 7))),
        (
            ["--random", "18446744073709551615"],
            DemoOptions(mode: .random(seed: .max, steps: DemoArguments.defaultSteps))
        ),
        (["--interactive", "--color", "never"], DemoOptions(mode: .interactive, colour: .never)),
        (["-i", "--colour=always"], DemoOptions(mode: .interactive, colour: .always)),
        (["--bogus", "--help"], DemoOptions(mode: .help)),
        (["-h"], DemoOptions(mode: .help)),
    ])
    func goodArgumentsGiveTheirOptions(arguments: [String], expected: DemoOptions) throws {
        #expect(try DemoArguments.parse(arguments).get() == expected)
    }

    @Test(arguments: [
        (["--frobnicate"], "unknown option \"--frobnicate\""),
        (["--formt", "json"], "unknown option \"--formt\" (did you mean --format?)"),
        (["--scenario"], "--scenario needs a value: a scenario name (--list names them)"),
        (["--scenario", "--list"], "--scenario needs a value: a scenario name (--list names them)"),
        (["--format="], "--format needs a value: text, json, breadcrumbs, dot or mermaid"),
        (["--random", "abc"], "--random needs a whole number from 0 to 18446744073709551615 as its seed, got \"abc\""),
        (["--random", "-1"], "--random needs a whole number from 0 to 18446744073709551615 as its seed, got \"-1\""),
        (["--random", "1", "--steps", "0"], "--steps needs a whole number from 1 to 1000000, got \"0\""),
        (["--random", "1", "--steps", "ten"], "--steps needs a whole number from 1 to 1000000, got \"ten\""),
        (["--steps", "5"], "--steps needs --random SEED: it sets the length of a random walk"),
        (["--scenario", "nope"], "unknown scenario \"nope\"; --list names them"),
        (["--scenario", "swipedown"], "unknown scenario \"swipedown\"; did you mean swipe-down? --list names them"),
        (["--format", "xml"], "--format takes text, json, breadcrumbs, dot or mermaid, got \"xml\""),
        (["--format", "DOT"], "--format takes text, json, breadcrumbs, dot or mermaid, got \"DOT\""),
        (
            ["--list", "--format", "dot"],
            "--format dot draws the tree at the end of a scenario or a random walk, not with --list"
        ),
        (
            ["-i", "--format", "mermaid"],
            "--format mermaid draws the tree at the end of a scenario or a random walk, not with --interactive; "
                + "in --interactive, type: tree mermaid"
        ),
        (["--color", "sometimes"], "--color takes auto, always or never, got \"sometimes\""),
        (["--list", "--interactive"], "--list and --interactive cannot be combined: choose one mode"),
        (["--scenario", "logout", "--random", "3"], "--scenario and --random cannot be combined: choose one mode"),
        (["--list", "--list"], "--list is given twice"),
        (["--list=yes"], "--list takes no value, got \"yes\""),
        (["logout"], "unexpected argument \"logout\" (to play it: --scenario logout)"),
        (["\u{1B}[2J"], "unexpected argument \"\\u{1b}[2J\""),
    ])
    func badArgumentsAreAUsageErrorWithStatusTwo(arguments: [String], message: String) {
        switch DemoArguments.parse(arguments) {
        case .success(let options):
            Issue.record("\(arguments) parsed as \(options)")
        case .failure(let error):
            #expect(error.message == message)
            #expect(error.exitStatus.rawValue == 2)
            #expect(error.report.hasPrefix("stream-demo: \(message)\nusage: stream-demo "))
        }
    }

    @Test func helpNamesEveryModeOptionAndScenario() {
        let help = DemoUsage.help
        for word in ["--scenario", "--list", "--random", "--steps", "--interactive", "--format", "--color", "--help"] {
            #expect(help.contains(word), "help does not mention \(word)")
        }
        for scenario in Scenario.all {
            #expect(help.contains(scenario.name), "help does not name \(scenario.name)")
        }
    }

    @Test(arguments: [
        (ColourChoice.auto, true, false, true),
        (.auto, false, false, false),
        (.auto, true, true, false),
        (.always, false, true, true),
        (.never, true, false, false),
    ])
    func colourIsUsedOnlyWhereItWasAskedFor(choice: ColourChoice, terminal: Bool, noColour: Bool, expected: Bool) {
        #expect(choice.resolve(outputIsTerminal: terminal, noColourRequested: noColour) == expected)
    }
}
