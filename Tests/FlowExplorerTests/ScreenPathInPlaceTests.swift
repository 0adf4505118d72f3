import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

// The screen path reads each container's list in place and asks only a screen's type: the
// selected tab's stack, a sheet presented over the tabs and the stack it holds must still come in
// the path's order, and a screen in a tab not selected must not.

/// Tabs (about, then a gallery stack of a shelf and a picture, selected) with a sheet presented
/// over them that holds a stack of a picture.
@MainActor final class TabsUnderASheetCoordinator: Coordinator {
    private weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        let tabs = HeadlessTabs()
        let stack = HeadlessStack(name: "gallery")
        let sheet = HeadlessStack(name: "sheet")
        guard let window, flow.setTabs([AboutScreen(), stack], in: tabs), flow.setRoot(tabs, in: window),
            flow.selectTab(at: 1, in: tabs), flow.push(GalleryScreen(), on: stack),
            flow.push(PictureScreen(), on: stack), flow.push(SheetScreen(), on: sheet),
            flow.push(PictureScreen(), on: sheet), flow.present(sheet, over: tabs, in: window)
        else { return flow.cancel() }
    }
}

@MainActor
@Suite struct ScreenPathInPlaceTests {
    @Test func theSelectedTabsStackThenTheSheetsStackMakeThePathAndAnUnselectedTabIsNotShown() throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: TabsUnderASheetCoordinator(window: window), named: "tabs")
        let app = ExploredApp(tree: tree, root: window)
        try app.tree.start()
        #expect(app.screenPath == ["GalleryScreen", "PictureScreen", "SheetScreen", "PictureScreen"])
        #expect(app.shows(GalleryScreen.self))
        #expect(app.shows(SheetScreen.self))
        #expect(app.shows(PictureScreen.self))
        #expect(!app.shows(AboutScreen.self))
        app.tree.cancel()
    }
}
