import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

/// A container knows which screens it holds as it grows past a handful and shrinks again: it
/// keeps a few in a list and more in a set, and either answers alike.
@MainActor
struct HeldScreenCountTests {
    @Test(arguments: [1, 3, 16, 17, 40])
    func aStackKnowsWhichScreensItHoldsAsItGrowsAndShrinks(count: Int) throws {
        let stack = HeadlessStack()
        let screens = (0..<count).map { PlainScreen("s\($0)") }
        for screen in screens { try stack.push(screen) }
        #expect(screens.allSatisfy(stack.contains))
        #expect(throws: NavigationError.self) { try stack.push(screens[count - 1]) }

        stack.popToRoot()
        #expect(stack.contains(screens[0]))
        #expect(!screens.dropFirst().contains(where: stack.contains))
        // The popped screens may be shown again, each once.
        for screen in screens.dropFirst() { try stack.push(screen) }
        #expect(screens.allSatisfy(stack.contains))

        // Kept, reordered and removed at once.
        let kept = Array(screens.suffix(count / 2 + 1).reversed())
        let added = (0..<count).map { PlainScreen("t\($0)") }
        try stack.setScreens(kept + added)
        #expect((kept + added).allSatisfy(stack.contains))
        #expect(!screens.dropLast(count / 2 + 1).contains(where: stack.contains))
        #expect(throws: NavigationError.self) { try stack.push(added[0]) }

        try stack.setScreens([])
        #expect(!(screens + added).contains(where: stack.contains))
        try stack.push(screens[0])
        #expect(stack.contains(screens[0]))
    }

    /// Each container writes what it holds as a whole value, taken out and put back at each
    /// change: the nested containers are found through it, before and after a change, and a
    /// container taken out of one may be shown in another.
    @Test func nestedContainersAreHeldThroughEachChange() throws {
        let window = HeadlessWindow()
        let tabs = HeadlessTabs()
        let first = HeadlessStack(name: "first")
        let second = HeadlessStack(name: "second")
        let home = PlainScreen("home")
        let detail = PlainScreen("detail")
        try first.push(home)
        try second.push(detail)
        _ = try tabs.setTabs([first, second])
        _ = try window.setRoot(tabs)
        #expect(window.contains(home) && window.contains(detail) && window.contains(second))
        #expect(throws: NavigationError.self) { try first.push(detail) }

        let sheet = HeadlessTabs(name: "sheet")
        try window.present(sheet, over: tabs)
        _ = try tabs.setTabs([first])
        #expect(window.contains(home) && !window.contains(detail) && !window.contains(second))
        // The stack left the tabs, so the sheet may show it, and the window finds it there.
        _ = try sheet.setTabs([second])
        #expect(window.contains(detail) && sheet.contains(detail) && !tabs.contains(detail))
        #expect(throws: NavigationError.self) { _ = try tabs.setTabs([first, second]) }
    }
}
