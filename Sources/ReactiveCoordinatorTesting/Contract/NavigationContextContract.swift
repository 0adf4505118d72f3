public import ReactiveCoordinator

/// The rules the library relies on a navigation container to keep, checked against yours.
///
/// Coordinators never own their screens: they trust the container to show what they push,
/// present or select, to refuse what UIKit would crash on, and above all to **release** what it
/// removes, because a released screen is how its coordinator learns that it is gone. A container
/// of your own (a custom stack, a wrapper of a third-party one) joins the tree safely when it
/// passes this suite. The library runs it against its headless containers in CI.
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/Contract/NavigationContextContractTests.swift#contract -->
/// ```swift
/// @Test func headlessStackKeepsTheStackContract() {
///     #expect(NavigationContextContract().checkStack { HeadlessStack() }.isEmpty)
/// }
/// ```
///
/// Each check builds fresh containers with the factory you pass, and fresh screens with
/// `makeScreen` (plain objects by default; for UIKit containers pass `{ _ in UIViewController() }`).
/// Inside a Swift Testing test each broken rule is an issue at the line that called the check;
/// every check also returns its failures, so XCTest users can assert that the list is empty.
///
/// ## Contract
/// - A check never stops at the first broken rule: it reports every one.
/// - Screens the checks make are released when the check returns, unless the container keeps them.
@MainActor
public struct NavigationContextContract {
    let reporter: FailureReporter
    let makeScreen: @MainActor (String) -> AnyObject

    /// Creates the suite.
    ///
    /// - Parameters:
    ///   - reporter: Where broken rules go; by default Swift Testing's issues, inside a test.
    ///   - makeScreen: Makes a screen the container can show, given a name.
    public init(
        reporter: FailureReporter = .automatic,
        makeScreen: @escaping @MainActor (String) -> AnyObject = { ContractScreen(name: $0) }
    ) {
        self.reporter = reporter
        self.makeScreen = makeScreen
    }

    /// Checks the rules of `StackContext`: pushes show on top, the root cannot be popped, a
    /// screen is shown once, and every way of removing screens releases them.
    ///
    /// - Parameters:
    ///   - makeStack: Makes an empty stack.
    ///   - fileID: Where the check was asked for; leave the default.
    ///   - filePath: Where the check was asked for; leave the default.
    ///   - line: Where the check was asked for; leave the default.
    ///   - column: Where the check was asked for; leave the default.
    /// - Returns: The broken rules, empty when the stack keeps them all.
    @discardableResult
    public func checkStack(
        _ makeStack: @MainActor () -> any StackContext, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> [CheckFailure] {
        var run = ContractRun(makeScreen: makeScreen)
        StackRules.check(makeStack, in: &run)
        return report(run.broken, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks the rules of `WindowContext` and `ModalContext`: the root and presented screens
    /// are shown, and replacing the root or dismissing releases everything removed.
    ///
    /// - Parameters:
    ///   - makeWindow: Makes an empty window.
    ///   - fileID: Where the check was asked for; leave the default.
    ///   - filePath: Where the check was asked for; leave the default.
    ///   - line: Where the check was asked for; leave the default.
    ///   - column: Where the check was asked for; leave the default.
    /// - Returns: The broken rules, empty when the window keeps them all.
    @discardableResult
    public func checkWindow(
        _ makeWindow: @MainActor () -> any WindowContext & ModalContext, fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> [CheckFailure] {
        var run = ContractRun(makeScreen: makeScreen)
        WindowRules.check(makeWindow, in: &run)
        return report(run.broken, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks the rules of `TabContext`: tabs are shown and selectable, a wrong index is
    /// refused, and replaced tabs are released.
    ///
    /// - Parameters:
    ///   - makeTabs: Makes tabs with no tab yet.
    ///   - fileID: Where the check was asked for; leave the default.
    ///   - filePath: Where the check was asked for; leave the default.
    ///   - line: Where the check was asked for; leave the default.
    ///   - column: Where the check was asked for; leave the default.
    /// - Returns: The broken rules, empty when the tabs keep them all.
    @discardableResult
    public func checkTabs(
        _ makeTabs: @MainActor () -> any TabContext, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> [CheckFailure] {
        var run = ContractRun(makeScreen: makeScreen)
        TabRules.check(makeTabs, in: &run)
        return report(run.broken, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks the rules of `SplitContext`: the secondary column is what the user sees, else the
    /// primary, and a replaced column's screen is released.
    ///
    /// - Parameters:
    ///   - makeSplit: Makes a split with empty columns.
    ///   - fileID: Where the check was asked for; leave the default.
    ///   - filePath: Where the check was asked for; leave the default.
    ///   - line: Where the check was asked for; leave the default.
    ///   - column: Where the check was asked for; leave the default.
    /// - Returns: The broken rules, empty when the split keeps them all.
    @discardableResult
    public func checkSplit(
        _ makeSplit: @MainActor () -> any SplitContext, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> [CheckFailure] {
        var run = ContractRun(makeScreen: makeScreen)
        SplitRules.check(makeSplit, in: &run)
        return report(run.broken, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private func report(
        _ broken: [String], fileID: String, filePath: String, line: Int, column: Int
    ) -> [CheckFailure] {
        broken.map { rule in
            let failure = CheckFailure(
                "navigation context contract: \(rule)", fileID: fileID, filePath: filePath, line: line, column: column)
            _ = reporter.report(failure)
            return failure
        }
    }
}

/// The screen the contract shows by default: a plain object with a name.
public final class ContractScreen: CustomStringConvertible {
    /// The screen's name in the container's descriptions.
    public let name: String

    /// Creates a screen.
    ///
    /// - Parameter name: The screen's name.
    public init(name: String) {
        self.name = name
    }

    /// The screen's name.
    public var description: String {
        name
    }
}

@available(*, unavailable)
extension ContractScreen: Sendable {}
