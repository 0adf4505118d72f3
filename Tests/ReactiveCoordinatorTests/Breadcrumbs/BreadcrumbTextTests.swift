import Foundation
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorTesting
import SeededRandom
import Testing

/// A breadcrumb's line (`Breadcrumb.description`) holds text the app and its user control: it
/// stays one line whatever that text holds, and `BreadcrumbTrail(parsing:)` reads it back to the
/// same scene, path and message.
@Suite struct BreadcrumbTextTests {
    static let seed: UInt64 =
        ProcessInfo.processInfo.environment["BREADCRUMB_TEXT_SEED"].flatMap { UInt64($0) } ?? 20_261_201

    /// Pieces a hostile string is made of: syntax of the line, line breaks and control codes,
    /// bidirectional overrides, emoji and combining marks, and plain words.
    static let pieces = [
        "\n", "\r", "\r\n", "\\", "\\n", "\\u{41}", "]", "[", "] ", ": ", ":", "\"", "-->", "}", "{", "\u{0}", "\t",
        "\u{202E}", "\u{2028}", "\u{85}", "\u{1F600}", "\u{301}", "e\u{301}", "\u{1F1EB}\u{1F1F7}", " ", "flow ",
        "app/main", "word", "é",
    ]

    static func hostile(_ random: inout SplitMix64, pieces count: Int) -> String {
        (0..<count).map { _ in random.pick(pieces) }.joined()
    }

    @Test func aBreadcrumbWithoutEscapedCharactersPrintsAsBefore() {
        let crumb = Breadcrumb(
            category: .alert, message: "alert shown \"Delete Ann's message?\" \u{1F600}", path: "app/main/compose",
            scene: "window-1")
        #expect(
            crumb.description == "[window-1] alert app/main/compose: alert shown \"Delete Ann's message?\" \u{1F600}")
    }

    @Test func aLineBreakInAMessageIsEscapedAndReadBack() throws {
        let crumb = Breadcrumb(category: .alert, message: "alert shown \"two\nlines\\n\"", path: "app")
        let line = #"alert app: alert shown "two\nlines\\n""#
        #expect(crumb.description == line)
        let trail = try BreadcrumbTrail(parsing: crumb.description)
        #expect(trail.breadcrumbs == [crumb])
    }

    @Test func aSceneIdWithABracketReadsBackAsThatScene() throws {
        let crumb = Breadcrumb(category: .flow, message: "started", path: "app", scene: "a]b")
        let line = #"[a\]b] flow app: started"#
        #expect(crumb.description == line)
        #expect(try BreadcrumbTrail(parsing: crumb.description).breadcrumbs == [crumb])
        // A line written before escapes, with the bracket as it is, reads right too.
        #expect(try BreadcrumbTrail(parsing: "[a]b] flow app: started").breadcrumbs == [crumb])
    }

    @Test func aPathWithAColonAndASpaceReadsBackAsThatPath() throws {
        let crumb = Breadcrumb(category: .flow, message: "ended: finished", path: "app/note: draft")
        let line = #"flow app/note\: draft: ended: finished"#
        #expect(crumb.description == line)
        #expect(try BreadcrumbTrail(parsing: crumb.description).breadcrumbs == [crumb])
    }

    @Test func anEscapeATrailWrittenBeforeEscapesHoldsKeepsItsBackslash() throws {
        let trail = try BreadcrumbTrail(parsing: #"intent app: intent send(to: "a\"b") from ComposeScreen"#)
        let message = #"intent send(to: "a\"b") from ComposeScreen"#
        #expect(trail.breadcrumbs.first?.message == message)
    }

    @Test func aHundredKilobyteMessageIsOneLineThatTheTrailRefusesAsTooLarge() {
        let crumb = Breadcrumb(category: .alert, message: String(repeating: "ab\n", count: 34_000), path: "app")
        #expect(!crumb.description.contains("\n"))
        #expect(throws: BreadcrumbTrailError.self) { try BreadcrumbTrail(parsing: crumb.description) }
    }

    @Test func everyGeneratedBreadcrumbIsOneLineThatReadsBackToItsParts() throws {
        print("breadcrumb text: seed \(Self.seed) (set BREADCRUMB_TEXT_SEED to replay)")
        var random = SplitMix64(seed: Self.seed)
        let categories: [Breadcrumb.Category] = [.flow, .navigation, .intent, .alert, .link, .problem, .gesture]
        for round in 0..<2_000 {
            let scene = random.next(below: 3) == 0 ? nil : Self.hostile(&random, pieces: random.next(below: 6))
            var path = Self.hostile(&random, pieces: 1 + random.next(below: 6))
            if path.unicodeScalars.first == " " || path.isEmpty { path = "p" + path }
            let crumb = Breadcrumb(
                category: random.pick(categories), message: Self.hostile(&random, pieces: random.next(below: 10)),
                path: path, scene: scene)
            let line = crumb.description
            let breaks = line.unicodeScalars.filter { $0.properties.isWhitespace && $0 != " " && $0 != "\t" }
            #expect(
                breaks.isEmpty && !line.unicodeScalars.contains("\u{0}"),
                "seed \(Self.seed), round \(round): \(line.debugDescription)")
            let read = try BreadcrumbTrail(parsing: line).breadcrumbs
            #expect(read == [crumb], "seed \(Self.seed), round \(round): \(line.debugDescription)")
        }
    }
}
