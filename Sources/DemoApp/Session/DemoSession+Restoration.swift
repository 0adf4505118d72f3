import Foundation
import ReactiveCoordinator

extension DemoSession {
    /// The schema of the demo's restoration records.
    public static let restorationSchema = 1

    /// Writes the tree's restoration record to a file as JSON; returns why it could not, or nil.
    func save(to file: String) -> String? {
        let saved = tree.restorationRecord(schema: Self.restorationSchema)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(saved).write(to: URL(fileURLWithPath: file))
        } catch {
            return "cannot write \(file): \(error.localizedDescription)"
        }
        record(.message("saved \(saved.steps.count) restoration steps to \(file)"))
        return nil
    }

    /// Restores a record from a file; returns why it could not be read, or nil.
    ///
    /// A record that restores only in part is reported, and what it restored stays. A file over
    /// ``RestorationRecord/maximumByteCount`` is refused by its size, before it is read.
    func restore(from file: String) -> String? {
        let saved: RestorationRecord
        do {
            let url = URL(fileURLWithPath: file)
            let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
            guard size <= RestorationRecord.maximumByteCount else {
                let refusal = RestorationError.tooLarge(byteCount: size, limit: RestorationRecord.maximumByteCount)
                return "cannot read a restoration record from \(file): \(refusal)"
            }
            saved = try RestorationRecord(json: Data(contentsOf: url))
        } catch let error as RestorationError {
            return "cannot read a restoration record from \(file): \(error)"
        } catch {
            return "cannot read a restoration record from \(file): \(error.localizedDescription)"
        }
        let report = tree.restore(saved, schema: Self.restorationSchema)
        record(report.dropped == nil ? .message(report.description) : .failed(report.description))
        return nil
    }
}
