import Foundation

/// A code block in the README or a DocC article that claims to be a copy of compiled code.
///
/// The claim is an HTML comment on the line before the block, which neither GitHub nor DocC
/// renders: `<!-- mirrors PATH -->` for a whole file, `<!-- mirrors PATH#NAME -->` for the region
/// between `// snippet: NAME` and `// end snippet` in that file. Paths are relative to the
/// repository root. `scripts/update-doc-mirrors` rewrites every such block from its source.
struct MirroredBlock: Sendable, CustomStringConvertible {
    /// The document, relative to the repository root.
    var document: String
    /// The line of the marker in the document, from 1.
    var line: Int
    /// The source file the block mirrors, relative to the repository root.
    var source: String
    /// The region of the source file, or `nil` for the whole file.
    var region: String?
    /// The block's lines, between its fences.
    var code: [String]

    var description: String {
        "\(document):\(line) mirrors \(source)\(region.map { "#\($0)" } ?? "")"
    }

    /// The lines the block must have: the file without its region markers, or the region dedented.
    func expectedCode() throws -> [String] {
        let lines = try Repository.lines(of: source)
        guard let region else {
            return lines.filter { !Self.isRegionMarker($0) }
        }
        let start = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// snippet: \(region)" }
        guard let start, let end = lines[start...].firstIndex(where: { Self.isEndMarker($0) }) else {
            throw MissingRegion(source: source, region: region)
        }
        return Self.dedented(Array(lines[(start + 1)..<end]))
    }

    private static func isRegionMarker(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).hasPrefix("// snippet: ") || isEndMarker(line)
    }

    private static func isEndMarker(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces) == "// end snippet"
    }

    private static func dedented(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        let indent = indents.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
    }

    struct MissingRegion: Error, CustomStringConvertible {
        var source: String
        var region: String
        var description: String { "\(source) has no region '// snippet: \(region)' ... '// end snippet'" }
    }
}

/// The repository these tests were compiled from, and its documentation.
enum Repository {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The libraries whose doc comments are documents too.
    static let libraries = ["Streams", "ReactiveCoordinator", "ReactiveCoordinatorTesting"]

    /// The README, every article of every DocC catalog under `Sources`, and every Swift file of
    /// the libraries (its doc comments).
    static func documents() -> [String] {
        var documents = ["README.md"]
        let sources = root.appending(path: "Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.path.dropFirst(root.path.count + 1))
            let library = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
            if url.pathExtension == "md", url.path.contains(".docc/") {
                documents.append(path)
            } else if url.pathExtension == "swift", libraries.contains(library) {
                documents.append(path)
            }
        }
        return documents.sorted()
    }

    /// A document's lines; for a Swift file, its doc comments' text (`/// ` removed), and an
    /// empty line for every other line, so line numbers stay those of the file.
    static func documentLines(of path: String) throws -> [String] {
        let lines = try lines(of: path)
        guard path.hasSuffix(".swift") else { return lines }
        return lines.map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return "" }
            let text = trimmed.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }
    }

    /// Every ```` ```swift ```` block of every document that shows this package's code, as
    /// `document:line` of its fence, with whether a mirrors marker stands before it.
    ///
    /// A block marked `<!-- peer code: NAME -->` on the line before its fence is left out: it is
    /// another library's API as that library's users write it (a migration guide's "before"),
    /// which this package cannot compile, and which the guide's compiled "after" replaces.
    static func swiftSamples() throws -> [(place: String, mirrored: Bool)] {
        try documents().flatMap { document in
            let lines = try documentLines(of: document)
            return lines.indices.compactMap { index -> (place: String, mirrored: Bool)? in
                guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else { return nil }
                let before = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
                if before.hasPrefix("<!-- peer code: ") { return nil }
                return ("\(document):\(index + 1)", before.hasPrefix("<!-- mirrors "))
            }
        }
    }

    /// The peers whose code a document shows, one per `<!-- peer code: NAME -->` marker, in order.
    static func peerCodeMarkers(in document: String) throws -> [String] {
        try documentLines(of: document).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("<!-- peer code: "), trimmed.hasSuffix(" -->") else { return nil }
            return String(trimmed.dropFirst("<!-- peer code: ".count).dropLast(" -->".count))
        }
    }

    static func lines(of path: String) throws -> [String] {
        var lines = try String(contentsOf: root.appending(path: path), encoding: .utf8)
            .components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Every mirrored block of every document.
    static func mirroredBlocks() -> [MirroredBlock] {
        documents().flatMap { document in
            (try? mirroredBlocks(in: document)) ?? []
        }
    }

    /// The mirrored blocks of one document, in order.
    static func mirroredBlocks(in document: String) throws -> [MirroredBlock] {
        let lines = try documentLines(of: document)
        var blocks: [MirroredBlock] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("<!-- mirrors "), trimmed.hasSuffix(" -->") else { continue }
            let target = trimmed.dropFirst("<!-- mirrors ".count).dropLast(" -->".count)
            let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
            blocks.append(
                MirroredBlock(
                    document: document,
                    line: index + 1,
                    source: parts[0],
                    region: parts.count > 1 ? parts[1] : nil,
                    code: fencedBlock(after: index, in: lines)
                ))
        }
        return blocks
    }

    /// The lines of the fenced block that starts on the line after `marker`, dedented by the
    /// fence's own indentation; empty when no fence follows.
    static func fencedBlock(after marker: Int, in lines: [String]) -> [String] {
        let opening = marker + 1
        guard opening < lines.count else { return [] }
        let fence = lines[opening]
        let indent = fence.prefix { $0 == " " }.count
        guard fence.dropFirst(indent).hasPrefix("```") else { return [] }
        var code: [String] = []
        for line in lines[(opening + 1)...] {
            if line.dropFirst(indent).hasPrefix("```") { break }
            code.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
        }
        return code
    }
}
