import ExampleFlows
import Testing

@Test func ExampleFlowsTestsTargetBuilds() {
    #expect(Bool(true))
}
