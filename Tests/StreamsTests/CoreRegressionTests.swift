import Streams
import TestSupport
import Testing

/// Regressions found in the core while building the operators and the async bridge.
@Suite struct CoreRegressionTests {
    /// A `CurrentValueSource` keeps its value in a `Locked` state; releasing the source must
    /// release that value exactly once.
    ///
    /// An extra retain (`cushion`) absorbs a double release, so a failure is reported instead of
    /// crashing the run: with the bug the test's reference is the only one left.
    @Test func releasingACurrentValueSourceReleasesItsValueOnce() {
        var value = Probe()
        let cushion = Unmanaged.passRetained(value)
        do {
            let source = CurrentValueSource<Probe, Never>(value)
            source.value.touch()
        }
        let overReleased = isKnownUniquelyReferenced(&value)
        #expect(!overReleased, "the source's lock storage released its state twice")
        if !overReleased { cushion.release() }
    }
}
