import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import Testing

/// Graphviz itself reads every DOT picture without a complaint, when it is installed: CI does
/// not install it, so these tests are skipped there with a message (`apt-get install graphviz`
/// runs them).
@MainActor
@Suite(.enabled(if: Graphviz.path != nil, "Graphviz is not installed: apt-get install graphviz to run these"))
struct GraphvizTests {
    @Test func graphvizRendersTheSmallTreeWithoutAWarning() throws {
        let world = try Harness.startedForAPicture()
        let (tree, hierarchy) = world.snapshots

        let svg = try Graphviz.svg(from: tree.dot(hierarchy: hierarchy))

        #expect(svg.contains(">message 3</text>"))
        world.expectEverythingReleased()
    }

    @Test func graphvizShowsEscapedNamesAsTheyWere() throws {
        let world = try Harness.startedForAPicture(
            message: PictureEscapingTests.coordinator, messageScreen: PictureEscapingTests.screen)
        let (tree, hierarchy) = world.snapshots

        let svg = try Graphviz.svg(from: tree.dot(hierarchy: hierarchy))

        // SVG is XML: Graphviz escapes what XML needs, and each label line is a text element.
        #expect(svg.contains(">say &quot;hi&quot; \\ bye</text>"))
        #expect(svg.contains(">Zoë&#39;s [inbox] {1} &lt;b&gt;#1&lt;/b&gt; &amp; `code`</text>"))
        world.expectEverythingReleased()
    }

    @Test func graphvizRendersATreeAloneAndAnEndedOne() throws {
        let world = try Harness.startedForAPicture()
        let running = world.tree.snapshot().dot()
        world.tree.cancel()
        let ended = world.tree.snapshot().dot(hierarchy: world.snapshots.hierarchy)

        #expect(try Graphviz.svg(from: running).contains(">app</text>"))
        #expect(try Graphviz.svg(from: ended).contains(">no coordinator running</text>"))
        world.expectEverythingReleased()
    }

    @Test func graphvizReadsAPictureOfHostileNames() throws {
        let world = try Harness.startedForAPicture(
            message: HostilePictureTextTests.coordinator, messageScreen: HostilePictureTextTests.screen)
        let (tree, hierarchy) = world.snapshots

        let svg = try Graphviz.svg(from: tree.dot(hierarchy: hierarchy))

        let label = "&quot;\u{301}hi\\\u{301}&quot;"
        #expect(svg.contains(label), "\(svg)")
        world.expectEverythingReleased()
    }
}

/// Runs the `dot` command of Graphviz, if it is on the `PATH`.
enum Graphviz {
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        let errors: String
        var description: String { "dot exited with \(status): \(errors)" }
    }

    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return directories.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The SVG Graphviz makes of a DOT text; throws if it fails or writes anything to standard
    /// error (a syntax error, a warning).
    static func svg(from dot: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "/usr/bin/dot")
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, messages.isEmpty else {
            throw Failure(status: process.terminationStatus, errors: messages)
        }
        return String(decoding: svg, as: UTF8.self)
    }
}
