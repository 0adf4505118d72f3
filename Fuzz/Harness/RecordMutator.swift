import Foundation
import ReactiveCoordinator
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
    private static let schemas = [1, 0, 2, -1, Int.max]

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

    private static func edit(_ record: inout RestorationRecord, _ random: inout SplitMix64) {
        let count = record.steps.count
        let index = count == 0 ? 0 : random.next(below: count)
        switch random.next(below: 9) {
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
