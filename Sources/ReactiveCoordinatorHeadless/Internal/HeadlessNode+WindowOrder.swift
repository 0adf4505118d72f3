import ReactiveCoordinator

// Every headless container names the top of its hierarchy, so that the changes asked of any
// container of one window wait in one queue (issue 35): a push asked while a presentation waits
// for the window's sheet drag applies after it.

extension HeadlessWindow: WindowOrderedContext {
    package var windowForOrdering: AnyObject { hierarchyRoot }
}

extension HeadlessStack: WindowOrderedContext {
    package var windowForOrdering: AnyObject { hierarchyRoot }
}

extension HeadlessTabs: WindowOrderedContext {
    package var windowForOrdering: AnyObject { hierarchyRoot }
}

extension HeadlessSplit: WindowOrderedContext {
    package var windowForOrdering: AnyObject { hierarchyRoot }
}
