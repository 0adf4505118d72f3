import DemoApp
import Testing

@Test func DemoAppTestsTargetBuilds() {
    #expect(Bool(true))
}
