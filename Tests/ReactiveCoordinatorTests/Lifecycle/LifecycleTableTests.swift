import Foundation
import ReactiveCoordinator
import Testing

/// The lifecycle, state by operation: what the table in the "Coordinator lifecycle" article says
/// is what the state machine does.
@MainActor
@Suite struct LifecycleTableTests {
    static let article = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appending(path: "Sources/ReactiveCoordinator/ReactiveCoordinator.docc/CoordinatorLifecycle.md")

    @Test func theArticleTableIsWhatTheStateMachineDoesForEveryStateAndOperation() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let documented = text.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| state ") && !$0.hasPrefix("| ---")
        }
        let computed = LifecycleTable.rows
        #expect(computed.count == LifecycleTable.states.count * LifecycleTable.operations.count)
        #expect(
            documented == computed,
            "the article's table differs; the rows the state machine gives:\n\(computed.joined(separator: "\n"))")
    }

    @Test func finishedIsTerminal() {
        let finished = LifecycleTable.states.first { $0.name == "finished" }!
        for operation in LifecycleTable.operations {
            var lifecycle = finished.make()
            _ = operation.apply(&lifecycle)
            #expect(lifecycle.state == .finished, "\(operation.name) left finished")
        }
    }
}
