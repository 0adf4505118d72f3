import ReactiveCoordinator
import Testing

@Test func ReliabilityTestsTargetBuilds() {
    #expect(Bool(true))
}
