import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import SeededRandom

/// libFuzzer's custom mutator for `fuzz-records`: it edits a record as a user with a text editor
/// would (steps dropped, repeated, reordered; kinds, paths, payloads, presentations and schemas
/// changed to the demo's own values or near them) and writes it back as JSON.
///
/// Byte mutations almost never keep a record decodable, so without this the restore code sees
/// only the seeds; every other input is left to libFuzzer's own mutations, which also keep
/// testing the decoder's refusals.
package enum RecordMutator {
    private static let kinds = ["main", "message", "compose", "sender", "inbox", "settings", "login", "", "Main"]
    private static let paths = [
        "app", "", "app/main", "app/main/inbox", "app/main/inbox/message", "app/main/inbox/message/compose",
        "app/main/inbox/message/sender", "app/main/inbox/message/sender/compose", "app/main/inbox/compose",
        "app/main/settings", "app/login", "app/main-2", "app/main/inbox/message-2", "app/main/inbox/message/message",
    ]
    private static let payloads = [
        "\"ada\"", "\"mallory\"", "\"\"", "3", "1", "99", "-1", "0", "9223372036854775807", "null", "[]", "{}",
        "{\"attachments\":[],\"recipient\":\"Linus\",\"text\":\"\"}",
        "{\"attachments\":[\"cat.jpg\"],\"recipient\":\"\",\"text\":\"hi\"}", "\"Linus\"", "not json",
    ]
    private static let presentations: [CoordinatorRestoration.Presentation] = [
        .pushed, .presented, .windowRoot, .tab(index: 0), .tab(index: 1), .tab(index: -1), .tab(index: 7),
        .splitColumn(primary: true), .splitColumn(primary: false),
    ]
    private static let schemas = [1, 0, 2, -1, Int.max, Int.min, 1 << 31, Int(Int32.max)]
    /// Numbers at the edges of what a parser or a counter holds (0, -1, 2^31, 2^63 - 1, 2^64,
    /// 19- and 20-digit runs, leading zeros and signs), as text: a name ending in one is read
    /// back as a number by whoever counts names, so these go into names, kinds, paths and parents.
    private static let boundaryNumbers = [
        "0", "-1", "1", "2", "2147483647", "2147483648", "4294967296", "9223372036854775806",
        "9223372036854775807", "9223372036854775808", "18446744073709551615", "18446744073709551616",
        "1000000000000000000", "9999999999999999999", "99999999999999999999", "00000000000000000002", "+2", "-0",
    ]

    /// Mutates `bytes` in place as a record; returns nil when they are not one, for libFuzzer's
    /// own mutations to take over.
    package static func mutate(_ bytes: [UInt8], seed: UInt32, maximumSize: Int) -> [UInt8]? {
        guard var record = try? JSONDecoder().decode(RestorationRecord.self, from: Data(bytes)) else { return nil }
        var random = SplitMix64(seed: UInt64(seed))
        for _ in 0...random.next(below: 3) {
            edit(&record, &random)
        }
        guard let data = try? JSONEncoder().encode(record), data.count <= maximumSize else { return nil }
        return Array(data)
    }

    /// `path` with its last name's number suffix (if any) replaced by `number`.
    private static func numbered(_ path: String, _ number: String) -> String {
        var names = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard var last = names.popLast() else { return "-\(number)" }
        if let dash = last.lastIndex(of: "-"), last[last.index(after: dash)...].allSatisfy(\.isNumber) {
            last = String(last[..<dash])
        }
        return (names + ["\(last)-\(number)"]).joined(separator: "/")
    }

    private static func edit(_ record: inout RestorationRecord, _ random: inout SplitMix64) {
        let count = record.steps.count
        let index = count == 0 ? 0 : random.next(below: count)
        switch random.next(below: 12) {
        case 0 where count > 0:
            record.steps.remove(at: index)
        case 1 where count > 0:
            record.steps.insert(record.steps[index], at: random.next(below: count + 1))
        case 2 where count > 1:
            record.steps.swapAt(index, random.next(below: count))
        case 3 where count > 0:
            record.steps[index].restoration.kind = random.pick(kinds)
        case 4 where count > 0:
            record.steps[index].path = random.pick(paths)
        case 5 where count > 0:
            record.steps[index].parent = random.pick(paths)
        case 6 where count > 0:
            record.steps[index].restoration.payload = random.pick(payloads)
        case 7 where count > 0:
            record.steps[index].restoration.presentation = random.pick(presentations)
        case 8 where count > 0:
            record.steps[index].restoration.schema = random.pick(schemas)
        case 9 where count > 0:
            // A boundary number as a name's suffix (`message-9223372036854775807`), in the step's
            // own name, its parent's or its kind.
            let number = random.pick(boundaryNumbers)
            switch random.next(below: 4) {
            case 0: record.steps[index].path = numbered(record.steps[index].path, number)
            case 1: record.steps[index].parent = numbered(record.steps[index].parent, number)
            case 2: record.steps[index].restoration.kind = numbered(record.steps[index].restoration.kind, number)
            default: record.steps[index].path += number
            }
        case 11:
            // Whose record it is: the fuzzed app restores signed out and as `ada`.
            record.owner = random.pick([nil, "ada", "mallory", "", "Ada", "ada "])
        case 10 where count > 0:
            // The same with a copy of the step after it: the copy then starts a second child of
            // that name under the same parent, which is where a counter read from a name is used.
            var step = record.steps[index]
            step.path = numbered(step.path, random.pick(boundaryNumbers))
            record.steps.insert(step, at: index)
        default:
            // An empty record, or a step to add: a new one, made of the demo's own values.
            let kind = random.pick(kinds)
            let path = random.pick(paths)
            let parent = path.split(separator: "/").dropLast().joined(separator: "/")
            guard var restoration = try? CoordinatorRestoration(kind: kind, shown: random.pick(presentations), value: 0)
            else { return }
            restoration.payload = random.pick(payloads)
            restoration.schema = 1
            let step = RestorationRecord.Step(
                path: path, parent: random.next(below: 4) == 0 ? random.pick(paths) : parent, restoration: restoration)
            record.steps.insert(step, at: random.next(below: count + 1))
            if random.next(below: 8) == 0 { record.schema = random.pick(schemas) }
        }
    }
}
