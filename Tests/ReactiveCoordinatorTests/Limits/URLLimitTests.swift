import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import Testing

/// A URL from a stranger costs at most what the limits allow, and an error quotes only the start
/// of what it refused.
@Suite struct URLLimitTests {
    /// A table whose one pattern takes any host and one path segment.
    private let table: DeepLinkTable = {
        var table = DeepLinkTable(scheme: "t")
        table.add(":host/:text") { parameters in DeepLink(parameters["host"] ?? "", parameters["text"] ?? "") }
        return table
    }()

    /// `t://host/aaa…` padded to `length` bytes.
    private func url(length: Int, host: String = "page") -> String {
        let start = "t://\(host)/"
        return start + String(repeating: "a", count: length - start.utf8.count)
    }

    @Test func aURLOfTheMaximumLengthIsReadAndOneByteLongerIsRefusedBeforeParsing() throws {
        let longest = url(length: DeepLinkTable.maximumURLLength)

        let link = try table.link(for: longest)

        #expect(link.steps.count == 2)
        #expect((link.steps[1] as? String)?.utf8.count == DeepLinkTable.maximumURLLength - "t://page/".utf8.count)
        let tooLong = url(length: DeepLinkTable.maximumURLLength + 1)
        #expect(
            throws: DeepLinkURLError.tooLong(
                prefix: String(tooLong.prefix(64)), byteCount: DeepLinkTable.maximumURLLength + 1,
                limit: DeepLinkTable.maximumURLLength)
        ) { try table.link(for: tooLong) }
    }

    @Test func aHostOfTheMaximumLengthIsReadAndOneByteLongerIsRefusedAsAHostTooLong() throws {
        let host = String(repeating: "h", count: DeepLinkTable.maximumHostLength)

        #expect(try table.link(for: "t://\(host)/x").steps.first as? String == host)
        #expect(
            throws: DeepLinkURLError.hostTooLong(
                prefix: String(repeating: "h", count: 64), byteCount: DeepLinkTable.maximumHostLength + 1,
                limit: DeepLinkTable.maximumHostLength)
        ) { try table.link(for: "t://\(host)h/x") }
    }

    @Test func aHostTheURLParserDropsIsRefusedAsAHostTooLongNotReadAsAnotherPath() {
        // Foundation's URLComponents reads no host over 2,048 bytes; the rest must not match alone.
        var table = DeepLinkTable(scheme: "t")
        table.add("x") { _ in DeepLink("x") }
        let host = String(repeating: "h", count: 4_000)

        #expect(throws: DeepLinkURLError.hostTooLong(prefix: String(host.prefix(64)), byteCount: 4_000, limit: 1_024)) {
            try table.link(for: "t://\(host)/x")
        }
    }

    @Test func aOneMegabyteURLIsRefusedWithADescriptionThatQuotesOnlyItsStart() {
        let huge = "t://page/" + String(repeating: "a/", count: 500_000)

        let error = #expect(throws: DeepLinkURLError.self) { try table.link(for: huge) }

        guard case .tooLong(let prefix, let byteCount, let limit)? = error else {
            Issue.record("refused for another reason: \(String(describing: error))")
            return
        }
        #expect(prefix == String(huge.prefix(64)))
        #expect((byteCount, limit) == (huge.utf8.count, DeepLinkTable.maximumURLLength))
        #expect(error?.description.count ?? .max < 200)
    }

    @Test func anErrorQuotesAtMost64CharactersOfWhatItRefusedAndSaysHowManyMore() {
        let path = String(repeating: "p/", count: 2_000)
        let error = DeepLinkURLError.unknownPath(path: path)

        #expect(error.description == "no link matches \"\(path.prefix(64))…\" (3936 more bytes)")
        #expect(DeepLinkURLError.malformed(url: "short").description == "\"short\" is not a URL")
        #expect(
            DeepLinkURLError.invalidParameter(name: "id", value: String(repeating: "9", count: 65)).description
                == "\"\(String(repeating: "9", count: 64))…\" (1 more byte) is not a valid id")
    }
}
