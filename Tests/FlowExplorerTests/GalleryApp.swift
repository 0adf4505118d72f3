import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

// A gallery app for the link landing contracts: a window whose root tabs hold the gallery's stack and
// an about screen; the gallery pushes pictures and presents a sheet over the tabs. Its one link,
// `gallery://picture/:id`, must land on the gallery's stack with the picture on top, from any state: the
// root dismisses the sheet and selects the gallery's tab on its way. Each `GalleryMistake` seeds one
// known wrong landing.

@MainActor final class GalleryScreen: IntentScreen {
    enum Intent: Sendable, CaseIterable { case open, showSheet }
    let intents = IntentChannel<Intent>()
}

/// A picture on the gallery's stack; it sends nothing.
@MainActor final class PictureScreen {}

/// A sheet over the tabs; it sends nothing, and goes with a swipe-down.
@MainActor final class SheetScreen {}

/// The about tab; it sends nothing.
@MainActor final class AboutScreen {}

/// The steps of the gallery's links.
enum GalleryStep: Sendable, Equatable {
    case picture(id: Int)
}

/// The known wrong landings the tests seed into the root's link handling.
enum GalleryMistake: Sendable {
    /// The root forgets to dismiss the sheet: a link opened under it lands behind it.
    case linkKeepsTheSheet
    /// The root takes the link only while the gallery's tab is selected: from the about tab, no
    /// flow takes it.
    case linkRefusedOffTheGalleryTab
}

@MainActor final class GalleryCoordinator: LinkRoutingCoordinator {
    private weak var window: HeadlessWindow?
    private weak var tabs: HeadlessTabs?
    private weak var stack: HeadlessStack?
    private weak var shelf: GalleryScreen?
    private let mistake: GalleryMistake?

    init(window: HeadlessWindow, mistake: GalleryMistake?) {
        self.window = window
        self.mistake = mistake
    }

    func start(_ flow: Flow<Void>) {
        let tabs = HeadlessTabs()
        let stack = HeadlessStack(name: "gallery")
        let shelf = GalleryScreen()
        guard let window, flow.setTabs([stack, AboutScreen()], in: tabs), flow.setRoot(tabs, in: window),
            flow.push(shelf, on: stack)
        else { return flow.cancel() }
        (self.tabs, self.stack, self.shelf) = (tabs, stack, shelf)
        flow.route(shelf) { intent in
            switch intent {
            case .open: _ = flow.push(PictureScreen(), on: stack)
            case .showSheet: _ = flow.present(SheetScreen(), over: tabs, in: window)
            }
            return .handled
        }
    }

    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        guard case GalleryStep.picture = step else { return .pass }
        if mistake == .linkRefusedOffTheGalleryTab, tabs?.selectedIndex != 0 { return .pass }
        return .take {
            guard let stack = self.stack, let shelf = self.shelf else { return }
            _ = flow.pop(to: shelf, on: stack)
            _ = flow.push(PictureScreen(), on: stack)
        }
    }

    func prepareForLink(toward child: AnyFlow?, in flow: Flow<Void>) {
        guard let window, let tabs else { return }
        if mistake != .linkKeepsTheSheet, !window.presentedScreens.isEmpty { _ = flow.dismiss(from: tabs, in: window) }
        _ = flow.selectTab(at: 0, in: tabs)
    }
}

enum GalleryApp {
    /// The gallery's URLs.
    static let links: DeepLinkTable = {
        var table = DeepLinkTable(scheme: "gallery")
        table.add("picture/:id") { parameters throws(DeepLinkURLError) in
            DeepLink(GalleryStep.picture(id: try parameters.integer("id")))
        }
        return table
    }()

    /// An explorer of the app, with the gallery's intents and one link, and no contract yet.
    @MainActor static func explorer(_ mistake: GalleryMistake? = nil) throws -> FlowExplorer {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let tree = CoordinatorTree(root: GalleryCoordinator(window: window, mistake: mistake), named: "gallery")
            return ExploredApp(tree: tree, root: window)
        }
        explorer.intents(of: GalleryScreen.self)
        try explorer.links(["gallery://picture/1"], from: links)
        explorer.reproductionExpression = "try GalleryApp.explorer()"
        return explorer
    }
}
