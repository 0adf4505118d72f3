import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import Testing

/// What a link shows is what runs: hosts and segments are read as written, and a text that could
/// read as another is refused, not mapped (issue 33: `ｉｎｂｏｘ`, `in\u{200B}box` and `%69nbox`
/// were taken as the host `inbox`, and `inbox/3%2Freply` as the segments `3` and `reply`).
@Suite struct LinkTextRuleTests {
    private enum Step: Sendable, Equatable {
        case show(String)
        case reply
    }

    private static let table: DeepLinkTable = {
        var table = DeepLinkTable(scheme: "mail")
        table.add("inbox/:id") { parameters in DeepLink(Step.show(parameters["id"] ?? "")) }
        table.add("inbox/:id/reply") { parameters in DeepLink(Step.show(parameters["id"] ?? ""), Step.reply) }
        return table
    }()

    private static func steps(_ url: String) throws(DeepLinkURLError) -> [Step] {
        try table.link(for: url).steps.compactMap { $0 as? Step }
    }

    private static func refusal(_ url: String) -> DeepLinkURLError? {
        do {
            _ = try table.link(for: url)
            return nil
        } catch {
            return error
        }
    }

    @Test func aPlainLinkRunsAsWritten() throws {
        #expect(try Self.steps("mail://inbox/3/reply") == [.show("3"), .reply])
        #expect(try Self.steps("inbox/3") == [.show("3")])
        #expect(try Self.steps("mail://inbox/caf%C3%A9") == [.show("café")])
        #expect(try Self.steps("mail://inbox/two%20words") == [.show("two words")])
    }

    @Test(arguments: [
        ("mail://ｉｎｂｏｘ/3", "ｉｎｂｏｘ", 0xFF49), ("mail://in\u{200B}box/3", "in\u{200B}box", 0x200B),
        ("mail://in\u{2060}box/3", "in\u{2060}box", 0x2060), ("mail://in\u{AD}box/3", "in\u{AD}box", 0xAD),
    ])
    func aHostWithAnInvisibleOrFullwidthCharacterIsRefusedNotMapped(url: String, host: String, scalar: UInt32) {
        #expect(
            Self.refusal(url) == .invisibleOrConfusableCharacter(part: host, scalar: Unicode.Scalar(scalar)!))
    }

    @Test func aHostWithABidiControlIsRefused() {
        // Foundation's parser refuses the text itself; either way nothing runs.
        #expect(Self.refusal("mail://in\u{202E}box/3") != nil)
        #expect(Self.refusal("mail://inbox\u{2066}/3") != nil)
    }

    @Test func aPercentEscapeInAHostIsRefused() {
        #expect(Self.refusal("mail://%69nbox/3") == .escapedCharacter(part: "%69nbox", escape: "%69"))
        #expect(Self.refusal("mail://in%E2%80%8Bbox/3") == .escapedCharacter(part: "in%E2%80%8Bbox", escape: "%E2"))
        #expect(
            Self.refusal("mail://%69nbox/3")?.description
                == "\"%69nbox\" holds the escape \"%69\"; a link's host has none, and a segment escapes only what "
                + "it cannot write plainly")
    }

    @Test func aHostTheParserWouldReadAsAnotherIsRefused() {
        #expect(Self.refusal("mail://user@inbox/3") == .malformed(url: "mail://user@inbox/3"))
        #expect(Self.refusal("mail://inbox:80/3") == .malformed(url: "mail://inbox:80/3"))
    }

    @Test func anEscapedSlashStaysInsideItsSegment() throws {
        #expect(try Self.steps("mail://inbox/3%2Freply") == [.show("3/reply")])
        #expect(try Self.steps("inbox/3%2Freply") == [.show("3/reply")])
        #expect(try Self.steps("inbox/3%2freply/reply") == [.show("3/reply"), .reply])
    }

    @Test(arguments: [
        ("%69nbox/3", "%69nbox", "%69"), ("inbox/%33", "%33", "%33"), ("inbox/3/r%65ply", "r%65ply", "%65"),
    ])
    func aSegmentThatEscapesALetterOrADigitIsRefused(url: String, part: String, escape: String) {
        #expect(Self.refusal(url) == .escapedCharacter(part: part, escape: escape))
    }

    @Test(arguments: [
        ("ｉｎｂｏｘ/3", "ｉｎｂｏｘ", 0xFF49), ("in\u{200B}box/3", "in\u{200B}box", 0x200B),
        ("inbox/%E2%80%8B3", "\u{200B}3", 0x200B), ("inbox/%E2%80%AE3", "\u{202E}3", 0x202E),
        ("inbox/\u{FB01}le", "\u{FB01}le", 0xFB01), ("inbox/３", "３", 0xFF13), ("inbox/%0A3", "\n3", 0x0A),
    ])
    func aSegmentWithAnInvisibleOrConfusableCharacterIsRefused(url: String, part: String, scalar: UInt32) {
        #expect(Self.refusal(url) == .invisibleOrConfusableCharacter(part: part, scalar: Unicode.Scalar(scalar)!))
    }

    @Test func theRefusalNamesTheCharacterByItsCodePointAndNotByItself() {
        #expect(
            Self.refusal("mail://in\u{AD}box/3")?.description
                == "\"in\u{AD}box\" holds U+00AD, which a reader cannot see or could take for another character; "
                + "a link is read as written")
    }
}
