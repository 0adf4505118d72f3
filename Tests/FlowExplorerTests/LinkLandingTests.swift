import DemoApp
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct LinkLandingTests {
    @Test func probeDemoTable() async {
        let explorer = DemoExplorer.make()
        let report = await explorer.explore(depth: 3)
        print(report.summary)
        print(report.landings)
    }
}
