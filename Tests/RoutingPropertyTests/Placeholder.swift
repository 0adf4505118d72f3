import ReactiveCoordinator
import Testing

@Test func RoutingPropertyTestsTargetBuilds() {
    #expect(Bool(true))
}
