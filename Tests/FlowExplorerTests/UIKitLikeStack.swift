import ReactiveCoordinator
import ReactiveCoordinatorTesting

/// A navigation stack that, like `UINavigationController`, releases the screens it removes but
/// does not finish their intent channels: a screen that something else keeps alive keeps its
/// coordinator running.
@MainActor final class UIKitLikeStack: StackContext, CustomStringConvertible {
    private(set) var screens: [AnyObject] = []

    nonisolated var description: String { "uikit stack" }

    var visibleScreen: AnyObject? { screens.last }

    func contains(_ screen: AnyObject) -> Bool {
        screens.contains { $0 === screen }
    }

    func push(_ screen: AnyObject) throws(NavigationError) {
        guard !contains(screen) else { throw .screenAlreadyShown(screen: "\(screen)") }
        screens.append(screen)
    }

    @discardableResult
    func pop() throws(NavigationError) -> String {
        guard screens.count > 1 else { throw .cannotPopRoot(stack: description) }
        return "\(screens.removeLast())"
    }

    @discardableResult
    func pop(to screen: AnyObject) throws(NavigationError) -> [String] {
        guard let index = screens.firstIndex(where: { $0 === screen }) else {
            throw .screenNotInContainer(screen: "\(screen)", container: description)
        }
        // Released after the assignment, not inside it: a released screen's flow reads the stack.
        let removed = Array(screens[(index + 1)...])
        screens = Array(screens[...index])
        return removed.map { "\($0)" }
    }

    @discardableResult
    func popToRoot() -> [String] {
        guard let root = screens.first else { return [] }
        return (try? pop(to: root)) ?? []
    }

    @discardableResult
    func setScreens(_ screens: [AnyObject]) throws(NavigationError) -> [String] {
        let removed = self.screens.filter { old in !screens.contains { $0 === old } }
        self.screens = screens
        return removed.map { "\($0)" }
    }
}

extension MailApp {
    /// Only the inbox and its messages, on a stack that does not finish removed screens'
    /// channels, as UIKit's does not.
    @MainActor static func makeInboxOnUIKitLikeStack(with mistake: Mistake?) -> ExploredApp {
        let stack = UIKitLikeStack()
        let services = MailServices(window: nil, mistake: mistake)
        let tree = CoordinatorTree(root: InboxCoordinator(services: services, stack: stack), named: "inbox")
        return ExploredApp(tree: tree, root: stack)
    }

    @MainActor static func uikitExplorer(_ mistake: Mistake? = nil) -> FlowExplorer {
        let explorer = FlowExplorer { makeInboxOnUIKitLikeStack(with: mistake) }
        explorer.intents(of: InboxScreen.self) { _ in [.open(id: 1)] }
        explorer.intents(of: MessageScreen.self) { _ in [.archive] }
        explorer.reproductionExpression = "MailApp.uikitExplorer(\(mistake.map { ".\($0)" } ?? ""))"
        return explorer
    }
}
