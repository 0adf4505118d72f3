#if canImport(Glibc)
import Glibc
#endif

/// Measures the stream layer and the coordinator tree against their baselines and peers, in
/// one process, and prints the figures and the ratios.
///
/// Coordinators are main-actor types, so the whole run is on the main actor; the async cases
/// run their producers and consumers in detached tasks.
@main
@MainActor
enum BenchmarkMain {
    static func main() async {
        let settings: Settings
        switch Settings.parse(Array(CommandLine.arguments.dropFirst())) {
        case .success(let parsed):
            settings = parsed
        case .failure(let exit):
            if exit.status == 0 {
                print(exit.message)
            } else {
                var standardError = StandardError()
                print(exit.message, to: &standardError)
            }
            Glibc.exit(exit.status)
        }

        if let profile = settings.profile {
            guard let operations = await ProfileCases.run(profile) else {
                var standardError = StandardError()
                print(
                    "unknown case \(profile); one of: \(ProfileCases.names.joined(separator: ", "))", to: &standardError
                )
                Glibc.exit(2)
            }
            print("\(profile): \(operations) operations")
            return
        }

        var results = Results()
        func progress(_ message: String) {
            var standardError = StandardError()
            print(message, to: &standardError)
        }
        if settings.groups.contains(.send) {
            progress("measuring send ...")
            results.send = SendBenchmarks.run(runs: settings.runs, targetNanoseconds: settings.sampleNanoseconds)
        }
        if settings.groups.contains(.async) {
            progress("measuring async consumption ...")
            results.async = await AsyncBenchmarks.run(values: settings.asyncValues, runs: settings.runs)
        }
        if settings.groups.contains(.route) {
            progress("measuring routing ...")
            results.route = RouteBenchmarks.run(runs: settings.runs, targetNanoseconds: settings.sampleNanoseconds)
        }
        if settings.groups.contains(.tree) {
            progress("measuring tree start and teardown ...")
            results.tree = TreeBenchmarks.run(runs: settings.runs)
        }
        if settings.groups.contains(.stack) {
            progress("measuring long stacks: restore, teardown, link ...")
            results.stack = StackBenchmarks.run(runs: settings.runs)
        }
        if settings.groups.contains(.growth) {
            progress("measuring what grows with input: records, links, children, scenes ...")
            results.growth = GrowthBenchmarks.run(runs: settings.runs)
        }
        if settings.groups.contains(.memory) {
            progress("counting memory ...")
            results.memory = MemoryBenchmarks.run(runs: 3)
        }
        if settings.groups.contains(.explore) {
            if let demo = settings.demo {
                progress("exploring the demo app (stream-demo --explore \(DemoExploreBenchmarks.depth)) ...")
                switch DemoExploreBenchmarks.run(demo: demo, runs: settings.runs) {
                case .success(let figures):
                    results.demoExplore = figures
                case .failure(let failure):
                    // A target row that silently went missing would read as no news.
                    progress("the demo app's row failed: \(failure)")
                    Glibc.exit(1)
                }
            } else {
                progress("the demo app's row needs --demo PATH (Benchmarks/run passes it): left out")
            }
            progress("exploring a mail app with the flow explorer ...")
            results.explore = await ExploreBenchmarks.run(runs: settings.runs)
        }
        print(
            settings.json
                ? JSONReport.render(results, settings: settings) : TableReport.render(results, settings: settings))
    }
}

/// Standard error, so progress lines never mix with the table or the JSON on standard output.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { bytes in
            _ = Glibc.write(STDERR_FILENO, bytes.baseAddress, bytes.count)
        }
    }
}
