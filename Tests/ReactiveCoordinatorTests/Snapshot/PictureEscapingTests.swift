import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import Testing

/// Names that the diagram languages would read as syntax come out as text.
@MainActor
struct PictureEscapingTests {
    /// A coordinator named with a quote and a backslash, and a screen named with everything else.
    static let coordinator = #"say "hi" \ bye"#
    static let screen = "Zoë's [inbox] {1} <b>#1</b> & `code`\nline 2\ttab"

    private func drawn() throws -> (world: Harness, dot: String, mermaid: String) {
        let world = try Harness.startedForAPicture(message: Self.coordinator, messageScreen: Self.screen)
        let (tree, hierarchy) = world.snapshots
        return (world, tree.dot(hierarchy: hierarchy), tree.mermaid(hierarchy: hierarchy))
    }

    @Test func dotEscapesQuotesAndBackslashesAndWritesLineBreaksAsBackslashN() throws {
        let (world, dot, _) = try drawn()

        #expect(dot.contains(#"c1 [label="say \"hi\" \\ bye\nactive", "#))
        #expect(dot.contains(#"s3 [label="Zoë's [inbox] {1} <b>#1</b> & `code`\nline 2 tab", "#))
        world.expectEverythingReleased()
    }

    @Test func mermaidWritesQuotesHashesAmpersandsAngleBracketsAndBackticksAsEntityCodes() throws {
        let (world, _, mermaid) = try drawn()

        #expect(mermaid.contains(#"c1("say #34;hi#34; \ bye<br>active")"#))
        #expect(
            mermaid.contains(##"s3["Zoë's [inbox] {1} #60;b#62;#35;1#60;/b#62; #38; #96;code#96;<br>line 2 tab"]"##))
        world.expectEverythingReleased()
    }

    @Test func everyLineOfEitherPictureKeepsItsQuotesBalanced() throws {
        let (world, dot, mermaid) = try drawn()

        for line in dot.split(separator: "\n") {
            // In DOT a quote is escaped by a backslash that is not itself escaped.
            let unescaped = line.replacing(#"\\"#, with: "").replacing(#"\""#, with: "")
            #expect(unescaped.count(where: { $0 == "\"" }) % 2 == 0, "\(line)")
        }
        for line in mermaid.split(separator: "\n") {
            #expect(line.count(where: { $0 == "\"" }) % 2 == 0, "\(line)")
            #expect(!line.contains("<b>") && !line.contains("`"), "\(line)")
        }
        world.expectEverythingReleased()
    }
}
