import Foundation
package import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics

extension DemoSession {
    /// The schema of the demo's restoration records.
    public static let restorationSchema = 1

    /// Writes the tree's restoration record to a file as JSON; returns why it could not, or nil.
    func save(to file: String) -> String? {
        // The signed-in user owns the record: another user's session refuses it.
        let saved = tree.restorationRecord(schema: Self.restorationSchema, owner: environment.rememberedUser)
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
        let report = restore(saved)
        record(report.dropped == nil ? .message(report.description) : .failed(report.description))
        return nil
    }

    /// Restores a record into the running app, as `restore FILE` does once it has read the file.
    ///
    /// - Parameter saved: The record, from anywhere: it signs nobody in.
    /// - Returns: How many steps were restored, and the first one dropped.
    package func restore(_ saved: RestorationRecord) -> RestorationReport {
        tree.restore(
            stepsBelowRunningMain(of: saved), schema: Self.restorationSchema, owner: environment.rememberedUser)
    }

    /// The record without its `main` step when this app's own session already runs the main flow
    /// for the record's user at the record's path: the later steps then restore into that flow.
    ///
    /// Any other `main` step stays, for `AppCoordinator` to refuse: a record never signs anyone in.
    private func stepsBelowRunningMain(of saved: RestorationRecord) -> RestorationRecord {
        guard let first = saved.steps.first, first.restoration.kind == "main",
            let user = try? first.restoration.value(String.self), user == environment.rememberedUser,
            tree.snapshot().nodes.contains(where: { $0.path == first.path && $0.depth == 1 })
        else { return saved }
        record(.message("signed in as \(user.quotedForMessage): restoring into the running \(first.path)"))
        return RestorationRecord(
            schema: saved.schema, steps: Array(saved.steps.dropFirst()), owner: saved.owner, scene: saved.scene)
    }
}
