/// What to run and how often, from the command line.
struct Settings {
    enum Group: String, CaseIterable {
        case send, async, route, tree, stack, growth, memory, explore
    }

    var json = false
    /// A case to run once, untimed, for an instruction count under callgrind.
    var profile: String?
    /// The release `stream-demo` binary, for the demo app's explorer row (`Benchmarks/run`
    /// builds it and passes it); without it that row is left out.
    var demo: String?
    var runs = 5
    var asyncValues = 1_000_000
    var groups = Set(Group.allCases)
    /// About how long one timed sample of a synchronous case lasts.
    var sampleNanoseconds = 50_000_000.0

    static let usage = """
        usage: Benchmarks/run [--json] [--runs N] [--values N] [--only GROUP[,GROUP...]]
                              [--demo PATH]
               Benchmarks/run --profile CASE

          --json        print one JSON object instead of the table
          --runs N      timed samples per figure, after a warm-up (default 5)
          --values N    values per async run (default 1000000)
          --only G,...  run only these groups: send, async, route, tree, stack,
                        growth, memory, explore
          --demo PATH   the release stream-demo binary, explored to depth 6 for the
                        demo app's row of the explore group (Benchmarks/run passes it)
          --profile C   run one case once, untimed, to count instructions with callgrind:
                        none, send1, send10, bridge, route, wide-1000, wide-100000,
                        deep-10000, deep-100000, restore-N, teardown-N, link-N,
                        and growth-DIMENSION-N (DIMENSION one of nested-record,
                        link-routes, routes-released, unroutable, children-oldest, children-newest,
                        scenes-closed, scenes-disconnected), explore
                        (N one of 100, 1000, 10000)
        """

    /// Parses the arguments, or returns the message to print and the exit status.
    static func parse(_ arguments: [String]) -> Result<Settings, Exit> {
        var settings = Settings()
        var remaining = arguments[...]
        func value(of option: String) -> Result<String, Exit> {
            guard let value = remaining.popFirst() else { return .failure(Exit("\(option) needs a value", status: 2)) }
            return .success(value)
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json":
                settings.json = true
            case "--runs", "--values":
                guard case .success(let text) = value(of: argument), let number = Int(text), number > 0 else {
                    return .failure(Exit("\(argument) needs a positive number", status: 2))
                }
                if argument == "--runs" { settings.runs = number } else { settings.asyncValues = number }
            case "--only":
                guard case .success(let text) = value(of: argument) else {
                    return .failure(Exit("--only needs a group", status: 2))
                }
                var groups = Set<Group>()
                for name in text.split(separator: ",") {
                    guard let group = Group(rawValue: String(name)) else {
                        return .failure(Exit("unknown group \(name)\n\(usage)", status: 2))
                    }
                    groups.insert(group)
                }
                settings.groups = groups
            case "--profile":
                guard case .success(let name) = value(of: argument) else {
                    return .failure(Exit("--profile needs a case", status: 2))
                }
                settings.profile = name
            case "--demo":
                guard case .success(let path) = value(of: argument) else {
                    return .failure(Exit("--demo needs the path of a stream-demo binary", status: 2))
                }
                settings.demo = path
            case "--help", "-h":
                return .failure(Exit(usage, status: 0))
            default:
                return .failure(Exit("unknown argument \(argument)\n\(usage)", status: 2))
            }
        }
        return .success(settings)
    }

    /// A message and an exit status for a run that stops before measuring.
    struct Exit: Error {
        let message: String
        let status: Int32

        init(_ message: String, status: Int32) {
            self.message = message
            self.status = status
        }
    }
}
