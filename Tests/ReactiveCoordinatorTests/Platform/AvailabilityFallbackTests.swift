import Foundation
import ReactiveCoordinator
import Streams
import Testing

/// The switch that makes Linux take the paths of systems older than the newest APIs the package
/// uses, so that CI runs them: it is read from the environment, and it moves every path.
@Suite struct AvailabilityFallbackTests {
    private var requested: Bool {
        ProcessInfo.processInfo.environment[AvailabilityFallbacks.environmentVariable] == "1"
    }

    @Test func theSwitchIsReadFromTheEnvironment() {
        #expect(AvailabilityFallbacks.areForced == requested)
    }

    @Test func forcedFallbacksStartOwnedWorkOnTheNextTurn() {
        if requested {
            #expect(WorkStart.current == .onNextTurn)
        } else {
            // Linux has every API the package prefers, so without the switch it takes them.
            #expect(WorkStart.current == .immediately)
        }
    }
}
