import DemoApp

/// A terminal made of strings: input lines to hand out, output and errors to read back.
@MainActor
final class MemoryTerminal: DemoTerminal {
    private var input: [String]
    private(set) var output = ""
    private(set) var errors = ""
    private(set) var flushes = 0
    let outputIsTerminal: Bool
    let inputIsTerminal = false
    let noColourRequested: Bool

    init(input: [String] = [], outputIsTerminal: Bool = false, noColourRequested: Bool = false) {
        self.input = input.reversed()
        self.outputIsTerminal = outputIsTerminal
        self.noColourRequested = noColourRequested
    }

    var outputLines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func write(_ text: String) { output += text }
    func writeError(_ text: String) { errors += text }
    func flush() { flushes += 1 }
    func readLine() -> String? { input.popLast() }
}
