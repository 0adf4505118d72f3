import Observation
import Testing

/// Counts the notifications of reads made by `read`, tracking again after each one, as
/// SwiftUI does when it renders again.
@MainActor
final class ObservedReads {
    private(set) var count = 0
    private let read: @MainActor () -> Void

    init(_ read: @escaping @MainActor () -> Void) {
        self.read = read
        track()
    }

    /// Expects `change` to notify at least once.
    func expectNotified(
        sourceLocation: SourceLocation = #_sourceLocation,
        by change: () throws -> Void
    ) rethrows {
        let before = count
        try change()
        #expect(count > before, "a change that did not notify", sourceLocation: sourceLocation)
    }

    private func track() {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            // onChange runs synchronously in the mutation, on the main actor here.
            MainActor.assumeIsolated {
                self?.count += 1
                self?.track()
            }
        }
    }
}
