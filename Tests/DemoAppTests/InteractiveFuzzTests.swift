import DemoApp
import Foundation
import SeededRandom
import TestSupport
import Testing

/// Hostile input for `--interactive`: many random lines, some valid, some mangled, some raw bytes.
///
/// The interpreter must answer each, never crash, and leave nothing alive.
@MainActor
@Suite struct InteractiveFuzzTests {
    /// 10,000 at the full size (`REACTIVE_COORDINATOR_TEST_SIZE=full`), 2,000 by default.
    static let lineCount = TestSize.pick(reduced: 2_000, full: 10_000)

    /// `DEMO_FUZZ_SEED` replays a failing run.
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["DEMO_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_121
    }

    private static let vocabulary = [
        "back", "swipe", "dismiss", "tab inbox", "tab settings", "tab 1", "tab 2", "tab 9", "tree", "where", "leaks",
        "help", "background", "foreground", "link inbox/3", "link inbox/2/reply", "link inbox/5/sender",
        "link compose", "link settings/account", "link logout", "link inbox/99", "link mail://inbox/4", "tap",
        "tap open", "tap open x", "tap type", "",
    ]

    /// One line: a command, a button of the visible screen, a mangled command, printable
    /// noise, or arbitrary bytes decoded as UTF-8 leniently.
    private static func line(using random: inout SplitMix64, buttons: [ButtonInfo]) -> String {
        switch random.next(below: 10) {
        case 0...2:
            return random.pick(vocabulary)
        case 3...5 where !buttons.isEmpty:
            let button = random.pick(buttons)
            let argument = button.samples.isEmpty ? nil : random.pick(button.samples)
            return (random.next(below: 2) == 0 ? "tap " : "") + button.name + (argument.map { " \($0)" } ?? "")
        case 6:
            var scalars = Array(random.pick(vocabulary + buttons.map(\.name)).unicodeScalars)
            for _ in 0...random.next(below: 3) where !scalars.isEmpty {
                scalars[random.next(below: scalars.count)] = Unicode.Scalar(UInt8(32 + random.next(below: 95)))
            }
            return String(String.UnicodeScalarView(scalars))
        case 7:
            let count = random.next(below: 60)
            return String((0..<count).map { _ in Character(Unicode.Scalar(UInt8(32 + random.next(below: 95)))) })
        default:
            let count = random.next(below: 80)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test func interactiveModeAnswersThousandsOfRandomLinesWithoutCrashingOrLeaking() async {
        let seed = Self.seed
        print(
            "interactive fuzz: seed \(seed) (set DEMO_FUZZ_SEED to replay), \(Self.lineCount) lines "
                + "(\(TestSize.current.name) size)")
        var random = SplitMix64(seed: seed)
        weak var weakSession: DemoSession?
        var unanswered: [String] = []
        var actions = 0
        do {
            let interpreter = Interpreter()
            weakSession = interpreter.session
            _ = await interpreter.start()
            for _ in 0..<Self.lineCount {
                let line = Self.line(using: &random, buttons: interpreter.session.screen.buttons)
                let answer = await interpreter.handle(line)
                if answer.isEmpty { unanswered.append(line) }
                actions += answer.filter { if case .action = $0 { true } else { false } }.count
            }
            let ending = interpreter.finish()
            #expect(ending.count == 1)
            let summary = interpreter.endingSummary
            #expect(summary?.leaked == false, "seed \(seed): \(String(describing: summary))")
        }
        #expect(unanswered.isEmpty, "seed \(seed): no answer to \(unanswered.prefix(5))")
        #expect(actions > Self.lineCount / 3, "seed \(seed): the lines should drive the app, not only be refused")
        #expect(weakSession == nil, "seed \(seed): the session outlived the interpreter")
    }
}
