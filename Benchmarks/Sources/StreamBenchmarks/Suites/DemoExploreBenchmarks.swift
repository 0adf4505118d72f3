import Foundation

/// The flow explorer walking the demo app itself: `stream-demo --explore 6`, release, run as its
/// own process, its summary line read back.
///
/// Issue 36 states its target (5,000 states per second) for this search. The demo app is an
/// executable's code, not a product this package can link, so the suite runs the binary
/// `Benchmarks/run` builds (`--demo PATH`) rather than a copy of its flows: the figure is the one a
/// user reads at the end of `swift run -c release stream-demo --explore 6`, the explorer's own
/// (distinct states over the wall time of the whole search, the process's start not included).
enum DemoExploreBenchmarks {
    /// The depth issue 36 names.
    static let depth = 6

    /// The same figures as the mail app's search.
    typealias Figures = ExploreBenchmarks.Figures

    /// What stopped the suite: the binary could not run, or printed no summary it could read.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(demo: String, runs: Int) -> Result<Figures, Failure> {
        var rates: [Double] = []
        var last: Figures?
        // The first search is a warm-up, as in the other suites: the binary's pages and the
        // runtime's caches are cold in it.
        for index in 0...max(runs, 1) {
            switch explore(demo: demo) {
            case .failure(let failure):
                return .failure(failure)
            case .success(let summary):
                if index > 0 { rates.append(summary.statesPerSecond) }
                last = summary
            }
        }
        guard var figures = last else { return .failure(Failure(description: "no search ran")) }
        figures.statesPerSecond = median(rates)
        return .success(figures)
    }

    /// One search's figures, as its summary line gives them.
    private static func explore(demo: String) -> Result<Figures, Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: demo)
        process.arguments = ["--explore", String(depth)]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return .failure(Failure(description: "cannot run \(demo): \(error)"))
        }
        // Read to the end before waiting: a search prints more than a pipe's buffer holds.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        // The demo exits with a failure status when the search found something: the figures
        // would be of another search than the row's, so that is a failure too.
        guard process.terminationStatus == 0 else {
            return .failure(Failure(description: "\(demo) --explore \(depth) exited with \(process.terminationStatus)"))
        }
        guard let summary = text.split(separator: "\n").lazy.compactMap({ parse(summary: $0) }).last else {
            return .failure(Failure(description: "no summary line in the output of \(demo) --explore \(depth)"))
        }
        return .success(summary)
    }

    /// Reads `2115 states, 6485 transitions, depth 6, 0.443 s, 4774 states/s, 194 bytes/state, ...`.
    static func parse(summary line: Substring) -> Figures? {
        var figures: [String: Double] = [:]
        for field in line.split(separator: ",") {
            let words = field.split(separator: " ")
            guard words.count == 2, let value = Double(words[0]), value.isFinite, value >= 0 else { continue }
            figures[String(words[1])] = value
        }
        guard let states = figures["states"], let transitions = figures["transitions"],
            let rate = figures["states/s"], let bytes = figures["bytes/state"],
            let states = Int(exactly: states), let transitions = Int(exactly: transitions)
        else { return nil }
        return Figures(statesPerSecond: rate, bytesPerState: bytes, states: states, transitions: transitions)
    }
}
