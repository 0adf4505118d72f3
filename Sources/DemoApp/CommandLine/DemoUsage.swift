import ReactiveCoordinatorDiagnostics

/// The text of `--help`, and the short usage printed with argument errors.
package enum DemoUsage: Sendable {
    /// Two lines: the forms the command takes.
    package static let short = """
        usage: stream-demo [--scenario NAME | --list | --random SEED [--steps N] | --interactive]
                           [--format text|json|breadcrumbs|dot|mermaid] [--color auto|always|never]
                           [--save FILE] [--restore FILE] [--record FILE]
               stream-demo --explore DEPTH
        try 'stream-demo --help' for more
        """

    /// The full help.
    package static var help: String {
        """
        stream-demo: watch ReactiveCoordinator end every flow whose screen goes away, however it went.

        It plays a small mail app on headless navigation contexts (a window, tabs, stacks, modals)
        and prints the coordinator tree's event log: one line per event, numbered, with the
        coordinator's path indented by its depth. Lines marked · are what the screens did (a back
        tap, a swipe) that no coordinator was told about. It ends with a leak report.

        usage:
          stream-demo                          play a whole session (the scenario "session")
          stream-demo --scenario NAME          play one scenario; --list names them
          stream-demo --list                   list the scenarios, one line each
          stream-demo --random SEED [--steps N]
                                               a seeded random walk of N user actions (default \(DemoArguments.defaultSteps),
                                               at most \(DemoArguments.maximumSteps)); the same seed prints the same log
          stream-demo --interactive            read commands from standard input: tap, back, swipe,
                                               answer, tab, dismiss, link, open URL, save FILE, restore FILE,
                                               tree, help, quit (type help there);
                                               tree dot and tree mermaid draw the tree as a picture
          stream-demo --explore DEPTH          visit every state of the mail app reachable in DEPTH user
                                               actions (at most \(DemoArguments.maximumExploreDepth)), checking for zombies and leaks after
                                               each; prints a line per depth, then a summary and each
                                               finding as a test to paste
          stream-demo --help                   show this help

        options:
          --format text|json|breadcrumbs|dot|mermaid
                                               readable text (the default), or one JSON object per line;
                                               breadcrumbs prints each event as a crash reporter's
                                               breadcrumb (Breadcrumb), payloads left out;
                                               dot and mermaid print only a picture of the coordinator
                                               tree and the screens after the last step, for Graphviz
                                               (dot -Tsvg) or Mermaid, instead of the log
          --color auto|always|never            colour the text; auto colours a terminal unless NO_COLOR is set
          --save FILE                          write the coordinator tree's restoration record to FILE as
                                               the session ends (any mode but --list)
          --restore FILE                       restore the record in FILE right after the app launches
          --record FILE                        write the session's actions to FILE as JSON, in the form
                                               FlowReplay in ReactiveCoordinatorTesting replays

        scenarios: \(Scenario.all.map(\.name).joined(separator: ", "))

        exit status: 0 if nothing leaked, 1 if a coordinator or a screen leaked (or --explore found
        something), 2 for bad arguments.

        JSON lines: every object has a "type": title, origin, action, note, navigation, event,
        message, refused, failed, screen, tree, picture or summary (scenario, for --list). Events
        carry seq, path, depth, event and text, then their details (intent, screen, from, child,
        result, reason, operation, index). The names are stable; JSONLogFormatter in
        Sources/DemoApp documents them.

        examples:
          swift run stream-demo --scenario swipe-down
          swift run stream-demo --random 42 --steps 50 --format json
          swift run stream-demo --scenario swipe-down --format dot | dot -Tsvg -o tree.svg
          printf 'tap sign-in\\ntap submit\\ntree\\n' | swift run stream-demo --interactive
        """
    }
}
