@testable import ExampleFlows
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The code the README and the articles show is the code CI compiles and tests.
@Suite struct DocumentationMirrorTests {
    @Test(arguments: Repository.mirroredBlocks())
    func codeBlockIsACopyOfTheCodeItMirrors(_ block: MirroredBlock) throws {
        let expected = try block.expectedCode()
        // The first line where the block and its source differ, or nil when they are equal.
        let difference =
            block.code == expected
            ? nil
            : zip(block.code, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(block.code.count, expected.count)
        #expect(
            difference == nil,
            """
            \(block) differs from its source at line \((difference ?? 0) + 1) of the block \
            (run scripts/update-doc-mirrors):
              document: \(Self.line(difference, of: block.code))
              source:   \(Self.line(difference, of: expected))
            """
        )
    }

    private static func line(_ index: Int?, of lines: [String]) -> String {
        guard let index, index < lines.count else { return "(ends)" }
        return lines[index]
    }

    /// Every Swift sample of the README, the articles and the libraries' doc comments is mirrored
    /// from compiled code; only another library's code, in a migration guide, is marked as peer
    /// code instead (`peerCodeIsMarkedOnlyInMigrationGuidesAndOnlyBeforeASwiftFence`).
    @Test func everySwiftSampleIsMirroredFromCompiledCode() throws {
        let unmirrored = try Repository.swiftSamples().filter { !$0.mirrored }.map(\.place)
        #expect(
            unmirrored.isEmpty,
            """
            Swift samples not mirrored from compiled code (put the code in a compiled file between \
            `// snippet: NAME` and `// end snippet`, mark the block `<!-- mirrors PATH#NAME -->`, \
            then run scripts/update-doc-mirrors):
            \(unmirrored.map { "    \($0)" }.joined(separator: "\n"))
            """)
    }

    @Test func readmeMirrorsTheQuickStartAndItsTest() throws {
        let sources = try Repository.mirroredBlocks(in: "README.md").map(\.source)
        #expect(sources.contains("Examples/ExampleFlows/QuickStart.swift"))
        #expect(sources.contains("Examples/ExampleFlowsTests/QuickStartTests.swift"))
    }

    /// The README and the getting-started article show the manifest of the adopter's package that
    /// scripts/check-consumer-package builds and tests beside a checkout named ReactiveCoordinator.
    @Test(arguments: ["README.md", "Sources/ReactiveCoordinator/ReactiveCoordinator.docc/GettingStarted.md"])
    func packageManifestIsTheConsumerPackagesManifest(document: String) throws {
        let blocks = try Repository.mirroredBlocks(in: document)
        #expect(
            blocks.contains { $0.source == "Examples/ConsumerPackage/Package.swift" && $0.region == "add-dependency" })
    }

    /// A peer-code marker only ever stands before a Swift fence of a migration guide, so it
    /// cannot hide a sample of ours from `everySwiftSampleIsMirroredFromCompiledCode`.
    @Test func peerCodeIsMarkedOnlyInMigrationGuidesAndOnlyBeforeASwiftFence() throws {
        for document in Repository.documents() {
            let lines = try Repository.documentLines(of: document)
            for (index, line) in lines.enumerated()
            where line.trimmingCharacters(in: .whitespaces).hasPrefix("<!-- peer code") {
                #expect(document.contains(".docc/Migration/MigratingFrom"), "\(document):\(index + 1)")
                #expect(
                    index + 1 < lines.count && lines[index + 1].trimmingCharacters(in: .whitespaces) == "```swift",
                    "\(document):\(index + 1)")
            }
        }
    }

    /// Each guide from a SwiftUI library shows the peer's code, marked, then our compiled code:
    /// the flows and screens, and the views that bind them (type-checked by check-swiftui-face).
    @Test(arguments: [
        ("MigratingFromFlowStacks.md", "FlowStacks"), ("MigratingFromTCA.md", "TCA"),
        ("MigratingFromSwiftNavigation.md", "SwiftNavigation"),
    ])
    func swiftUIMigrationGuideMirrorsItsCompiledAfterCode(guide: String, snippet: String) throws {
        let document = "Sources/ReactiveCoordinator/ReactiveCoordinator.docc/Migration/\(guide)"
        #expect(try !Repository.peerCodeMarkers(in: document).isEmpty)
        let sources = Set(try Repository.mirroredBlocks(in: document).map(\.source))
        #expect(sources.contains("Examples/ExampleFlows/Snippets/\(snippet)Migration.swift"))
        #expect(sources.contains("Examples/ExampleFlows/Snippets/\(snippet)MigrationViews.swift"))
    }

    /// The README and the testing article show a real failure message of the recorder.
    @Test func shownMismatchIsWhatTheRecorderPrints() throws {
        let mismatch = EventLogMismatch(
            expected: ["inbox: intent open(id: 7) from InboxScreen", "inbox: routed open(id: 7)"],
            actual: [
                "inbox: intent open(id: 7) from InboxScreen",
                "inbox: bubbled open(id: 7) to parent",
                "inbox: UNHANDLED open(id: 7)",
            ]
        )
        let printed = mismatch.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var shownIn: [String] = []
        for document in Repository.documents() {
            let lines = try Repository.lines(of: document)
            for (index, line) in lines.enumerated() where line.contains("<!-- printed by EventLogMismatch -->") {
                #expect(Repository.fencedBlock(after: index, in: lines) == printed, "\(document):\(index + 1)")
                shownIn.append(document)
            }
        }
        #expect(shownIn.contains("README.md"))
        #expect(shownIn.contains { $0.hasSuffix("TestingYourFlows.md") })
    }

    /// The README shows what printing `tree.events` gives for the quick start's test steps.
    @MainActor
    @Test func readmePrintedLogIsWhatTheQuickStartPrints() throws {
        let readme = try Repository.lines(of: "README.md")
        let marker = try #require(readme.firstIndex { $0.contains("<!-- printed by the quick start test -->") })
        let shown = Repository.fencedBlock(after: marker, in: readme)

        let stack = HeadlessStack()
        let tree = CoordinatorTree(root: InboxCoordinator(stack: stack))
        let log = EventLogRecorder(tree)
        try tree.start()
        (stack.screens.last as? InboxScreen)?.intents.send(.open(id: 7))
        stack.userTapsBack()

        #expect(shown == log.events.map(\.description))
        tree.cancel()
        try stack.setScreens([])
        #expect(tree.leakReport().alive.isEmpty)
    }
}
