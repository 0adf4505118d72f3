import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import Testing

/// Names made of what the diagram languages read as syntax, each followed by a combining mark
/// (one `Character` with it), and the rest of a hostile alphabet: every picture stays
/// well-formed, byte for byte.
@MainActor
struct HostilePictureTextTests {
    /// A quote, a backslash, brackets and angle brackets carrying a combining acute accent, a NUL,
    /// a right-to-left override, an emoji, a line separator, a lone carriage return.
    static let coordinator =
        "say \"\u{301}hi\\\u{301}\" <\u{301}b> `\u{301} \u{0} \u{202E}rtl \u{1F600} a\u{2028}b c\rd"
    static let screen = "--> } ] \"\u{301}\"\u{301} #\u{301} &\u{301}"

    /// The label strings of a picture's line: the text between quotes, read byte by byte, a quote
    /// escaped by a backslash (DOT) not ending it.
    private static func quotedBytesBalance(_ line: Substring, backslashEscapes: Bool) -> Bool {
        var inside = false
        var escaped = false
        for byte in line.utf8 {
            if escaped {
                escaped = false
            } else if backslashEscapes && inside && byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inside.toggle()
            }
        }
        return !inside
    }

    @Test func aQuoteOrABackslashCarryingACombiningMarkIsEscapedInBothPictures() throws {
        let world = try Harness.startedForAPicture(message: Self.coordinator, messageScreen: Self.screen)
        let (tree, hierarchy) = world.snapshots
        let dot = tree.dot(hierarchy: hierarchy)
        let mermaid = tree.mermaid(hierarchy: hierarchy)

        let dotLabel = "say \\\"\u{301}hi\\\\\u{301}\\\""
        let mermaidLabel = "say #34;\u{301}hi\\\u{301}#34; #60;\u{301}b#62; #96;\u{301}"
        #expect(dot.contains(dotLabel), "\(dot)")
        #expect(mermaid.contains(mermaidLabel), "\(mermaid)")
        for line in dot.split(separator: "\n") {
            #expect(Self.quotedBytesBalance(line, backslashEscapes: true), "\(line)")
            #expect(!line.unicodeScalars.contains { $0 == "\r" || $0 == "\u{0}" || $0 == "\u{2028}" }, "\(line)")
        }
        for line in mermaid.split(separator: "\n") {
            #expect(Self.quotedBytesBalance(line, backslashEscapes: false), "\(line)")
            #expect(!line.unicodeScalars.contains { $0 == "\r" || $0 == "\u{0}" || $0 == "\u{2028}" }, "\(line)")
            #expect(!line.unicodeScalars.contains("<") || !line.contains("<\u{301}"), "\(line)")
        }
        world.expectEverythingReleased()
    }

    @Test func theTreesTextKeepsEachCoordinatorOnItsLine() throws {
        let world = try Harness.startedForAPicture(message: "two\nlines\r\u{0}\u{2028}end \\ \u{1F600}")
        let snapshot = world.snapshots.tree

        let lines = snapshot.text.split(separator: "\n", omittingEmptySubsequences: false)

        #expect(lines.count == snapshot.nodes.count, "\(snapshot.text)")
        let line = #"two\nlines\r\u{0}\u{2028}end \ \#u{1F600} (active)"#
        #expect(lines.contains { $0.contains(line) }, "\(snapshot.text)")
        world.expectEverythingReleased()
    }
}
