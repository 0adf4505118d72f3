import ReactiveCoordinator
import ReactiveCoordinatorHeadless

// The headless containers' doc-comment samples. The screens they show are parameters, so that
// HeadlessContainerSampleTests can name them and check that nothing outlives the sample.
@MainActor
enum HeadlessContainerSamples {
    static func visiblePath(inbox: AnyObject, print: Printer) throws {
        // snippet: container
        let stack = HeadlessStack()
        try stack.push(inbox)
        print(stack.visiblePath)  // "stack > inbox"
        // end snippet
    }

    static func stack(inbox: AnyObject, detail: AnyObject, print: Printer) throws {
        // snippet: stack
        let stack = HeadlessStack()
        try stack.push(inbox)
        try stack.push(detail)
        stack.userTapsBack()  // detail is released; only the stream probe notices
        print(stack.visiblePath)  // "stack > inbox"
        // end snippet
    }

    static func split(mailboxes: AnyObject, messageStack: AnyObject, print: Printer) throws {
        // snippet: split
        let split = HeadlessSplit()
        try split.setPrimary(mailboxes)
        try split.setSecondary(messageStack)
        print(split.visiblePath)  // "split > stack > message"
        // end snippet
    }

    static func tabs(inboxStack: AnyObject, settings: AnyObject, print: Printer) throws {
        // snippet: tabs
        let tabs = HeadlessTabs()
        try tabs.setTabs([inboxStack, settings])
        try tabs.userSelectsTab(at: 1)
        print(tabs.visiblePath)  // "tabs[2 of 2] > settings"
        // end snippet
    }

    static func tabTitles(inboxStack: AnyObject, settings: AnyObject, print: Printer) throws {
        let tabs = HeadlessTabs()
        // snippet: tab-titles
        try tabs.setTabs([inboxStack, settings])
        try tabs.setTitle("Inbox", forTabAt: 0)
        try tabs.setTitle("Settings", forTabAt: 1)
        print(tabs.titles)  // ["Inbox", "Settings"]
        // end snippet
    }

    static func window(inboxStack: AnyObject, inbox: AnyObject, composeStack: AnyObject, print: Printer) throws {
        // snippet: window
        let window = HeadlessWindow()
        window.onChange = { print($0) }
        try window.setRoot(inboxStack)
        try window.present(composeStack, over: inbox)
        window.userSwipesDown()  // composeStack is released; no coordinator is told
        print(window.visiblePath)  // "window > stack > inbox"
        // end snippet
    }

    /// Begins a back swipe, cancels it, then swipes back for good.
    static func interactiveTransition(stack: HeadlessStack) {
        // snippet: interactive-transition
        let swipe = stack.beginInteractivePop()  // "stack: user began swiping back from detail"
        swipe?.cancel()  // "stack: user cancelled swiping back, detail stays"
        let again = stack.beginInteractivePop()
        again?.complete()  // "stack: user swiped back, popped detail"
        // end snippet
    }

    /// Writes the containers' bindings as SwiftUI does for the user's gestures.
    static func bindingWrites(stack: HeadlessStack, window: HeadlessWindow, tabs: HeadlessTabs) {
        // snippet: binding-writes
        stack.path.removeLast()  // the back button
        window[presentedAt: 0] = nil  // the sheet swiped down
        tabs.selection = tabs.items[1]  // a tab tapped
        // end snippet
    }

    static func navigationChange(window: HeadlessWindow, stack: HeadlessStack, detail: AnyObject, print: Printer)
        throws
    {
        // snippet: navigation-change
        window.onChange = { change in print(change) }
        try stack.push(detail)  // prints "stack: pushed detail"
        // end snippet
    }
}

// The navigation protocols' doc-comment samples: what a coordinator does through each context,
// whatever container (headless or UIKit) stands behind it.
@MainActor
enum NavigationContextSamples {
    static func modal(_ modal: any ModalContext, composeStack: AnyObject, inbox: AnyObject) throws {
        // snippet: modal-context
        try modal.present(composeStack, over: inbox)
        try modal.dismiss(from: composeStack)  // composeStack and everything it holds are released
        // end snippet
    }

    static func stack(_ stack: any StackContext, inbox: AnyObject, detail: AnyObject) throws {
        // snippet: stack-context
        try stack.push(inbox)
        try stack.push(detail)
        try stack.pop()  // detail is released
        // end snippet
    }

    static func tabs(_ tabs: any TabContext, inboxStack: AnyObject, settings: AnyObject, newInboxStack: AnyObject)
        throws
    {
        // snippet: tab-context
        try tabs.setTabs([inboxStack, settings])
        try tabs.selectTab(at: 1)
        try tabs.replaceTab(at: 0, with: newInboxStack)  // the old inbox stack is released
        // end snippet
    }

    static func split(_ split: any SplitContext, mailboxes: AnyObject, messageStack: AnyObject) throws {
        // snippet: split-context
        try split.setPrimary(mailboxes)
        try split.setSecondary(messageStack)  // the previous detail is released
        // end snippet
    }

    static func window(_ window: any WindowContext, mainTabs: AnyObject) throws {
        // snippet: window-context
        try window.setRoot(mainTabs)  // the login flow's screens are released
        // end snippet
    }

    static func error(_ stack: any StackContext, detail: AnyObject, print: Printer) {
        // snippet: navigation-error
        do {
            try stack.push(detail)
        } catch .screenAlreadyShown(let screen) {
            print("\(screen) is already on screen")
        } catch {
            print(error)
        }
        // end snippet
    }

    /// A question any coordinator may ask of its context.
    @MainActor
    struct Queries {
        // snippet: navigation-context
        func isStillShown(_ screen: AnyObject, in context: any NavigationContext) -> Bool {
            context.contains(screen)
        }
        // end snippet
    }
}

// How a coordinator holds UIKit's containers: weakly, typed as the protocols they adopt.
final class ContainerHoldingSample: Coordinator {
    // snippet: weak-containers
    weak var window: (any WindowContext & ModalContext)?  // a UIWindow
    weak var stack: (any StackContext)?  // a UINavigationController
    // end snippet

    func start(_ flow: Flow<Void>) {}
}
