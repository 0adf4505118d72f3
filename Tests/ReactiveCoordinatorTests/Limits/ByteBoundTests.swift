@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorTesting
import Testing

/// Text from outside is quoted to a bound in bytes, not characters: one character can be a letter
/// followed by a million combining marks (issue 33: a 2 MB record field gave a 2,000,092-byte
/// error description, and an 8 MB kind an 8 MB event line and breadcrumb).
@MainActor
@Suite struct ByteBoundTests {
    /// One character of about 1 MB: `e` and 500,000 combining acute accents (2 bytes each).
    private static let marks = "e" + String(repeating: "\u{301}", count: 500_000)
    /// The most a line may take that quotes up to three inputs: three 64-byte prefixes with their
    /// quotes and counts, and the sentence around them.
    private static let bound = 512

    private static func expectBounded(_ text: String, _ site: String, sourceLocation: SourceLocation = #_sourceLocation)
    {
        #expect(text.utf8.count <= bound, "\(site): \(text.utf8.count) bytes", sourceLocation: sourceLocation)
    }

    @Test func everyErrorDescriptionThatQuotesInputQuotesAtMost64BytesOfIt() {
        let text = Self.marks
        let descriptions: [(String, String)] = [
            ("RestorationError.parentMissing", RestorationError.parentMissing(parent: text).description),
            ("RestorationError.unknownKind", RestorationError.unknownKind(kind: text, parent: text).description),
            ("RestorationError.failed", RestorationError.failed(kind: text, error: text).description),
            ("RestorationError.nothingStarted", RestorationError.nothingStarted(kind: text).description),
            ("RestorationError.gated", RestorationError.gated(by: text).description),
            ("RestorationError.undecodable", RestorationError.undecodable(error: text).description),
            (
                "RestorationError.nameNumberOutOfRange",
                RestorationError.nameNumberOutOfRange(name: text, limit: 1).description
            ),
            ("DeepLinkURLError.malformed", DeepLinkURLError.malformed(url: text).description),
            (
                "DeepLinkURLError.unsupportedScheme",
                DeepLinkURLError.unsupportedScheme(url: text, expected: "shop").description
            ),
            ("DeepLinkURLError.unknownPath", DeepLinkURLError.unknownPath(path: text).description),
            (
                "DeepLinkURLError.invalidParameter",
                DeepLinkURLError.invalidParameter(name: "id", value: text).description
            ),
            ("DeepLinkError.noRoute", DeepLinkError.noRoute(step: 0, intent: text).description),
            ("DeepLinkError.unhandled", DeepLinkError.unhandled(step: 0, intent: text).description),
        ]
        for (site, description) in descriptions {
            Self.expectBounded(description, site)
            // Cut between scalars of the one long character: valid text, a few marks of it.
            #expect(description.unicodeScalars.contains("\u{301}"), "\(site)")
        }
        #expect(
            DeepLinkURLError.unknownPath(path: text).description
                == "no link matches \"e" + String(repeating: "\u{301}", count: 31) + "…\" (999938 more bytes)")
    }

    @Test func aURLOfCombiningMarksIsRefusedWithADescriptionOfAtMost64BytesOfIt() {
        var table = DeepLinkTable(scheme: "shop")
        table.add("product/:id") { parameters throws(DeepLinkURLError) in
            DeepLink(ShopStep.product(id: try parameters.integer("id")))
        }
        let inputs = [
            "e" + String(repeating: "\u{301}", count: 4_000), "shop://e" + String(repeating: "\u{301}", count: 4_000),
            "product/e" + String(repeating: "\u{301}", count: 4_000), Self.marks,
            "shop://" + String(repeating: "a", count: 2_000) + String(repeating: "\u{301}", count: 3_000),
        ]
        for input in inputs {
            #expect(throws: DeepLinkURLError.self) { try table.link(for: input) }
            do {
                _ = try table.link(for: input)
            } catch {
                Self.expectBounded(error.description, "link(for:) of \(input.utf8.count) bytes")
            }
        }
    }

    @Test(arguments: ["kind", "path", "parent"])
    func aRecordStepOfAMegabyteIsLoggedBreadcrumbedAndReportedInAtMost64BytesOfIt(field: String) throws {
        let world = try Harness.shop()
        var events: [CoordinatorEvent] = []
        let subscription = world.tree.events.subscribe { event in
            if case .value(let event) = event { events.append(event) }
        }
        let value = ExampleFlows.ProductCoordinator.Saved(id: 7, showsReviews: false)
        let restoration = try CoordinatorRestoration(
            kind: field == "kind" ? Self.marks : "cart", shown: .pushed, value: value)
        let step = RestorationRecord.Step(
            path: field == "path" ? "shop/catalog/" + Self.marks : "shop/catalog/cart",
            parent: field == "parent" ? Self.marks : "shop/catalog", restoration: restoration)

        let report = world.tree.restore(RestorationRecord(schema: 2, steps: [step]), schema: 2)

        #expect(report.restoredCount == 0)
        Self.expectBounded(report.description, "the report")
        Self.expectBounded(report.dropped?.path ?? "", "the dropped step's path")
        Self.expectBounded(String(describing: report.dropped?.reason), "the dropped step's reason")
        #expect(!events.isEmpty)
        for event in events {
            Self.expectBounded(event.description, "the event \(event.kind)")
            for payloads in [BreadcrumbPayloads.omitted, .included] {
                guard let crumb = Breadcrumb(event, payloads: payloads) else { continue }
                Self.expectBounded(crumb.description, "the breadcrumb of \(event.kind)")
                Self.expectBounded(crumb.data.values.joined(), "the breadcrumb's data of \(event.kind)")
            }
        }
        subscription.cancel()
        world.expectEverythingReleased()
    }
}
