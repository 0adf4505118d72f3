import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

@MainActor
@Suite struct NavigationContextContractTests {
    // snippet: contract
    @Test func headlessStackKeepsTheStackContract() {
        #expect(NavigationContextContract().checkStack { HeadlessStack() }.isEmpty)
    }
    // end snippet

    @Test func headlessWindowKeepsTheWindowAndModalContract() {
        #expect(NavigationContextContract().checkWindow { HeadlessWindow() }.isEmpty)
    }

    @Test func headlessTabsKeepTheTabContract() {
        #expect(NavigationContextContract().checkTabs { HeadlessTabs() }.isEmpty)
    }

    @Test func headlessSplitKeepsTheSplitContract() {
        #expect(NavigationContextContract().checkSplit { HeadlessSplit() }.isEmpty)
    }

    @Test func stackThatKeepsWhatItPopsBreaksTheReleaseRulesAndEachIsNamed() {
        let collected = Collected()
        let contract = NavigationContextContract(reporter: collected.reporter)

        let failures = contract.checkStack { HoardingStack() }

        #expect(
            failures.map(\.message) == [
                "navigation context contract: pop releases the popped screen",
                "navigation context contract: popToRoot releases the popped screens",
            ])
        #expect(collected.failures == failures)
        #expect(failures.first?.line == #line - 8)
    }

    @Test func screensTheContractMadeAreReleasedWhenItReturns() {
        var made: [Weak] = []
        let contract = NavigationContextContract { name in
            let screen = ContractScreen(name: name)
            made.append(Weak(object: screen))
            return screen
        }

        contract.checkWindow { HeadlessWindow() }

        #expect(!made.isEmpty)
        #expect(made.allSatisfy { $0.object == nil })
    }
}

/// A weak reference, for screens a test watches.
private struct Weak {
    weak var object: AnyObject?
}

/// A stack that keeps every screen it pops: the zombie-making container the contract catches.
@MainActor
private final class HoardingStack: StackContext {
    private let stack = HeadlessStack()
    private var popped: [AnyObject] = []

    var screens: [AnyObject] { stack.screens }
    var visibleScreen: AnyObject? { stack.visibleScreen }

    func contains(_ screen: AnyObject) -> Bool { stack.contains(screen) }
    func push(_ screen: AnyObject) throws(NavigationError) { try stack.push(screen) }

    func pop() throws(NavigationError) -> String {
        popped.append(stack.screens.last ?? stack)
        return try stack.pop()
    }

    func pop(to screen: AnyObject) throws(NavigationError) -> [String] { try stack.pop(to: screen) }

    func popToRoot() -> [String] {
        popped += stack.screens.dropFirst()
        return stack.popToRoot()
    }

    func setScreens(_ screens: [AnyObject]) throws(NavigationError) -> [String] { try stack.setScreens(screens) }
}
