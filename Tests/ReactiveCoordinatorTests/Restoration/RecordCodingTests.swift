import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import Testing

/// Records saved before the restoration models' `Codable` left the core read and write the same.
///
/// The conformance moved to `ReactiveCoordinatorFoundation` (issue 32). The literals were written,
/// and the errors read, by the core's conformance before the move.
@Suite struct RecordCodingTests {
    static let withOwnerAndScene =
        #"{"owner":"ada","scene":"a","schema":2,"steps":[{"parent":"","path":"app","restoration":{"kind":"app","payload":"{}","presentation":{"windowRoot":{}},"schema":2}},{"parent":"app","path":"app\/product","restoration":{"kind":"product","payload":"42","presentation":{"tab":{"index":1}},"schema":2}}]}"#
    static let withNeither =
        #"{"schema":1,"steps":[{"parent":"app","path":"app\/message-2","restoration":{"kind":"message","payload":"{\"id\":7}","presentation":{"pushed":{}},"schema":1}}]}"#

    private static func encoded(_ record: RestorationRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(record), as: UTF8.self)
    }

    @Test func aRecordWrittenBeforeTheMoveReadsTheSameAndWritesBackTheSameBytes() throws {
        let full = try RestorationRecord(json: Data(Self.withOwnerAndScene.utf8))
        #expect(full.schema == 2 && full.owner == "ada" && full.scene == "a")
        #expect(full.steps.map(\.path) == ["app", "app/product"])
        #expect(full.steps.map(\.restoration.kind) == ["app", "product"])
        #expect(full.steps.map(\.restoration.presentation) == [.windowRoot, .tab(index: 1)])
        #expect(full.steps.map(\.restoration.schema) == [2, 2])
        #expect(try full.steps[1].restoration.value(Int.self) == 42)
        #expect(try Self.encoded(full) == Self.withOwnerAndScene)

        let bare = try RestorationRecord(json: Data(Self.withNeither.utf8))
        #expect(bare.schema == 1 && bare.owner == nil && bare.scene == nil)
        #expect(bare.steps.map(\.path) == ["app/message-2"])
        #expect(bare.steps[0].restoration.presentation == .pushed)
        #expect(try Self.encoded(bare) == Self.withNeither)
    }

    @Test func aRecordMissingAFieldOrWithOneOfAnotherTypeIsRefusedWithTheSameText() {
        let refused: [(json: String, error: String)] = [
            (
                #"{"steps":[]}"#,
                #"DecodingError.keyNotFound: Key 'schema' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "schema", intValue: nil) ("schema")."#
            ),
            (
                #"{"schema":1,"steps":[{"path":"app","restoration":{}}]}"#,
                #"DecodingError.keyNotFound: Key 'parent' not found in keyed decoding container. Path: steps[0]. Debug description: No value associated with key CodingKeys(stringValue: "parent", intValue: nil) ("parent")."#
            ),
            (
                #"{"schema":1,"steps":[{"parent":"","path":"app","restoration":{"kind":3}}]}"#,
                #"DecodingError.typeMismatch: expected value of type String. Path: steps[0].restoration.kind. Debug description: Expected to decode String but found number instead."#
            ),
            (
                #"{"schema":1,"steps":[{"parent":"","path":"app","restoration":{"kind":"app","payload":"1","presentation":{"pushed":{}}}}]}"#,
                #"DecodingError.keyNotFound: Key 'schema' not found in keyed decoding container. Path: steps[0].restoration. Debug description: No value associated with key CodingKeys(stringValue: "schema", intValue: nil) ("schema")."#
            ),
            (
                #"{"schema":1,"steps":[],"owner":7}"#,
                #"DecodingError.typeMismatch: expected value of type String. Path: owner. Debug description: Expected to decode String but found number instead."#
            ),
        ]
        for (json, expected) in refused {
            do {
                _ = try RestorationRecord(json: Data(json.utf8))
                Issue.record("\(json) was read")
            } catch {
                guard case .undecodable(let text) = error else {
                    Issue.record("\(json): \(error)")
                    continue
                }
                #expect(text == expected, "\(json) => \(text)")
            }
        }
    }
}
