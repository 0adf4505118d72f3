import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import Testing

/// `CoordinatorRestoration.Presentation`'s `Codable` is written out by hand (the synthesized one
/// was a fifth of the core's restoration code): records written before keep reading the same.
@Suite struct PresentationCodingTests {
    @Test func eachPresentationIsWrittenAndReadAsRecordsOfEarlierReleasesHaveIt() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let written: [(CoordinatorRestoration.Presentation, String)] = [
            (.pushed, #"{"pushed":{}}"#),
            (.presented, #"{"presented":{}}"#),
            (.tab(index: 2), #"{"tab":{"index":2}}"#),
            (.splitColumn(primary: true), #"{"splitColumn":{"primary":true}}"#),
            (.splitColumn(primary: false), #"{"splitColumn":{"primary":false}}"#),
            (.windowRoot, #"{"windowRoot":{}}"#),
        ]
        for (presentation, json) in written {
            #expect(String(decoding: try encoder.encode(presentation), as: UTF8.self) == json)
            #expect(
                try JSONDecoder().decode(CoordinatorRestoration.Presentation.self, from: Data(json.utf8))
                    == presentation)
        }
        // Fields the presentation does not know are ignored, as they were.
        #expect(
            try JSONDecoder().decode(
                CoordinatorRestoration.Presentation.self, from: Data(#"{"tab":{"index":1,"badge":3}}"#.utf8))
                == .tab(index: 1))
    }

    @Test func aPresentationThatNamesNoCaseTwoCasesOrLacksAFieldIsRefusedWithTheSameError() {
        let refused: [(json: String, error: String)] = [
            (#"{}"#, "typeMismatch: Invalid number of keys found, expected one. at "),
            (#"{"pushed":{},"presented":{}}"#, "typeMismatch: Invalid number of keys found, expected one. at "),
            (#"{"unknown":{}}"#, "typeMismatch: Invalid number of keys found, expected one. at "),
            (
                #"{"tab":{}}"#,
                "keyNotFound: No value associated with key TabCodingKeys(stringValue: \"index\", intValue: nil) (\"index\"). at tab"
            ),
            (
                #"{"tab":{"index":"2"}}"#,
                "typeMismatch: Expected to decode Int but found a string instead. at tab/index"
            ),
            (
                #"{"pushed":null}"#,
                "valueNotFound: Cannot get keyed decoding container -- found null value instead at pushed"
            ),
            (#""pushed""#, "typeMismatch: Expected to decode Dictionary<String, Any> but found a string instead. at "),
        ]
        for (json, expected) in refused {
            do {
                _ = try JSONDecoder().decode(CoordinatorRestoration.Presentation.self, from: Data(json.utf8))
                Issue.record("\(json) was read")
            } catch {
                #expect(Self.summary(of: error) == expected, "\(json)")
            }
        }
    }

    private static func summary(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let (name, context): (String, DecodingError.Context) =
            switch error {
            case .typeMismatch(_, let context): ("typeMismatch", context)
            case .valueNotFound(_, let context): ("valueNotFound", context)
            case .keyNotFound(_, let context): ("keyNotFound", context)
            case .dataCorrupted(let context): ("dataCorrupted", context)
            @unknown default: ("unknown", DecodingError.Context(codingPath: [], debugDescription: "\(error)"))
            }
        let path = context.codingPath.map(\.stringValue).joined(separator: "/")
        return "\(name): \(context.debugDescription) at \(path)"
    }
}
