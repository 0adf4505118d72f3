import ReactiveCoordinator

/// The reference model: what the app's hierarchy and coordinator tree must look like, and
/// where each intent must be routed, written as plain values and plain rules.
///
/// It knows the app's rules (which flow shows what, and where) and the library's contract
/// (bubbling, pause policies, teardown children first, a coordinator ends when its bound
/// screen is released), and nothing of how the library implements them. Removals cascade as
/// a closure: a released screen ends the coordinator bound to it, an ended coordinator ends
/// its subtree and takes its own screens off the hierarchy. The result of that closure does
/// not depend on the order the real app happens to release things in, which is why the model
/// can apply it in any order.
struct NavigationModel {
    enum Kind: Equatable {
        case app, inbox, settings, detail, compose
    }

    struct Coordinator {
        let id: Int
        let kind: Kind
        let name: String
        let path: String
        let depth: Int
        let parent: Int?
        var children: [Int] = []
        var state: CoordinatorState = .active
        /// The screen its life is bound to.
        var bound: Int?
        /// The screens it routes, bound one included, in the order it routed them.
        var routes: [Int] = []
        var childNameCounts: [String: Int] = [:]
        /// Intents that arrived while paused on a buffering route, with the screen they came from
        /// and their place in the order of arrival across the app.
        var buffered: [(screen: Int, kind: AnyIntentKind, arrival: Int)] = []
        /// The stack it shows its screens on: its own for a compose flow.
        var stack: Int?
    }

    struct Screen {
        let id: Int
        /// Nil for a screen nobody routes.
        let family: IntentFamily?
        let owner: Int?
        let ownerPath: String
    }

    enum Tab: Equatable {
        case stack(Int)
        case screen(Int)
    }

    /// How many intents have been buffered so far: numbers them in order of arrival.
    var arrivals = 0
    /// The coordinators still running, by id.
    var coordinators: [Int: Coordinator] = [:]
    var rootID: Int?
    /// The screens on the hierarchy, by id.
    var screens: [Int: Screen] = [:]
    /// The stacks on the hierarchy: their screens, bottom first, and their names.
    var stacks: [Int: [Int]] = [:]
    var stackNames: [Int: String] = [:]
    /// The window's root is the tabs, or nothing once the app has ended.
    var tabs: [Tab]?
    var selectedTab = 0
    /// The presented levels, bottom first: each a stack.
    var modals: [Int] = []
    var homeStack = 0
    var inboxStack = 0

    /// What the current action routed, buffered, dropped or left unhandled, one line per intent.
    var outcomes: [String] = []
    /// The coordinators the current action ended explicitly (finished or cancelled), with why.
    ///
    /// Coordinators ended by a release are left out: whether one ends because its own screen
    /// went or because its parent did depends on the order the hierarchy releases screens in.
    var explicitEnds: [String] = []
    var unhandledCount = 0
    /// The deep link waiting, whole, for no coordinator to be paused.
    var waitingLink: [AnyIntentKind]?
    /// How the waiting link ended, when an action other than a link ran it.
    var waitingLinkFailure: DeepLinkFailure?
    /// Whether the current action ended a coordinator: the gate it held (its pause) went with
    /// it, and the waiting link is looked at again once the action has run to its end.
    var aCoordinatorEnded = false
    private var nextID = 1

    /// The app right after `tree.start()`.
    static func started() -> NavigationModel {
        var model = NavigationModel()
        let app = model.addCoordinator(.app, name: "app", parent: nil)
        model.rootID = app
        model.homeStack = model.addStack("home")
        model.inboxStack = model.addStack("inbox")
        let home = model.addScreen(.home, owner: app, on: model.homeStack)
        let settings = model.addScreen(.settings, owner: nil, on: nil)
        model.tabs = [.stack(model.homeStack), .stack(model.inboxStack), .screen(settings)]
        model.route(home, by: app, bound: true)
        model.coordinators[app]?.stack = model.homeStack
        let inbox = model.startChild(.inbox, of: app)
        model.coordinators[inbox]?.stack = model.inboxStack
        model.route(model.addScreen(.inbox, owner: inbox, on: model.inboxStack), by: inbox, bound: true)
        let settingsFlow = model.startChild(.settings, of: app)
        model.screens[settings] = Screen(
            id: settings, family: .settings, owner: settingsFlow, ownerPath: model.coordinators[settingsFlow]!.path)
        model.route(settings, by: settingsFlow, bound: true)
        return model
    }

    // MARK: Building blocks

    mutating func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    mutating func addCoordinator(_ kind: Kind, name: String, parent: Int?) -> Int {
        let id = newID()
        let parentPath = parent.map { coordinators[$0]!.path + "/" } ?? ""
        let depth = parent.map { coordinators[$0]!.depth + 1 } ?? 0
        coordinators[id] = Coordinator(
            id: id, kind: kind, name: name, path: parentPath + name, depth: depth, parent: parent)
        return id
    }

    /// Attaches and starts a child, named as the library names siblings: `detail`, `detail-2`.
    mutating func startChild(_ kind: Kind, of parent: Int) -> Int {
        let base = "\(kind)"
        let count = (coordinators[parent]!.childNameCounts[base] ?? 0) + 1
        coordinators[parent]!.childNameCounts[base] = count
        let child = addCoordinator(kind, name: count > 1 ? "\(base)-\(count)" : base, parent: parent)
        coordinators[parent]!.children.append(child)
        // A pause covers the whole subtree, later children included.
        if coordinators[parent]!.state == .paused { coordinators[child]!.state = .paused }
        return child
    }

    mutating func addStack(_ name: String) -> Int {
        let id = newID()
        stacks[id] = []
        stackNames[id] = name
        return id
    }

    /// A new screen, pushed on `stack` when one is given.
    mutating func addScreen(_ family: IntentFamily?, owner: Int?, on stack: Int?) -> Int {
        let id = newID()
        screens[id] = Screen(
            id: id, family: family, owner: owner, ownerPath: owner.map { coordinators[$0]!.path } ?? "")
        if let stack { stacks[stack]!.append(id) }
        return id
    }

    mutating func route(_ screen: Int, by coordinator: Int, bound: Bool) {
        coordinators[coordinator]!.routes.append(screen)
        if bound { coordinators[coordinator]!.bound = screen }
    }

    // MARK: Queries

    /// The coordinators in pre-order: each parent before its children, children in start order.
    var preorder: [Int] {
        guard let rootID, coordinators[rootID] != nil else { return [] }
        return subtree(of: rootID)
    }

    func subtree(of id: Int) -> [Int] {
        var order: [Int] = []
        var pending = [id]
        while let next = pending.popLast() {
            order.append(next)
            pending.append(contentsOf: coordinators[next]!.children.reversed())
        }
        return order
    }

    func path(_ id: Int) -> String {
        coordinators[id]?.path ?? "?"
    }
}
