import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// The canonical key of an app's state: its coordinator tree and its hierarchy as the snapshots
/// describe them (paths, states, screen names, kinds and positions, one line each), and the
/// alert its window shows, never an object identity.
///
/// A coordinator's name carries a counter of the siblings of that name started before it
/// (`login-2` after one sign-out): the key drops each counter, so that signing in again reaches
/// the state it reached the first time. Siblings still differ by their order.
enum StateKey {
    /// A path with each segment's counter suffix (`-2`) dropped.
    static func canonical(_ path: String) -> String {
        guard path.utf8.contains(UInt8(ascii: "-")) else { return path }
        if let ascii = canonicalASCII(path) { return ascii }
        return path.split(separator: "/", omittingEmptySubsequences: false).map { segment -> Substring in
            guard let dash = segment.lastIndex(of: "-") else { return segment }
            let digits = segment[segment.index(after: dash)...]
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return segment }
            return segment[..<dash]
        }.joined(separator: "/")
    }

    /// ``canonical(_:)`` of a path of ASCII bytes, read byte by byte (each byte is a character
    /// there, and a digit is `0` to `9`), or `nil` for any other path: splitting a path into
    /// substrings of characters and joining them again costs tens of thousands of instructions,
    /// and each coordinator's path is made canonical once, at every new counter.
    private static func canonicalASCII(_ path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            var kept: [UInt8] = []
            kept.reserveCapacity(bytes.count)
            var segmentStart = 0
            for index in 0...bytes.count {
                if index < bytes.count {
                    if bytes[index] >= 0x80 { return nil }
                    if bytes[index] != UInt8(ascii: "/") { continue }
                }
                // A segment ends: drop its counter, a dash and at least one digit after it.
                var end = index
                var dash = index - 1
                while dash >= segmentStart, bytes[dash] != UInt8(ascii: "-") { dash -= 1 }
                if dash >= segmentStart, dash < index - 1,
                    bytes[(dash + 1)..<index].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
                {
                    end = dash
                }
                kept.append(contentsOf: bytes[segmentStart..<end])
                if index < bytes.count { kept.append(UInt8(ascii: "/")) }
                segmentStart = index + 1
            }
            return String(decoding: kept, as: UTF8.self)
        }
    }

    /// The key's lines: one per coordinator, a separator, one per hierarchy node, one for the
    /// shown alert if there is one, one for the user's gesture under way if there is one, and the app's distinguishing state if it has one; read from
    /// the public snapshots and the window.
    ///
    /// ``StateKeyBuilder`` makes the key from the same parts, as numbers; debug builds check that
    /// the two tell the same states apart.
    @MainActor
    static func lines(of app: ExploredApp) -> [String] {
        let tree = app.tree.snapshot()
        let hierarchy = HierarchySnapshot(of: app.root, coordinators: app.tree)
        var lines: [String] = []
        lines.reserveCapacity(tree.nodes.count + hierarchy.nodes.count + 2)
        for node in tree.nodes {
            lines.append(coordinatorLine(node, path: canonical(node.path)))
        }
        lines.append("--")
        for node in hierarchy.nodes {
            lines.append(
                hierarchyLine(
                    depth: node.depth, kind: node.kind, isVisible: node.isVisible, name: node.name, role: node.role,
                    boundBy: node.boundBy.map(canonical), routedBy: node.routedBy.map(canonical)))
        }
        if let alert = HierarchyWalk.shownAlert(in: app.root) {
            lines.append(alertLine(alert, in: app.root))
        }
        if let guards = guardLine(of: app.root) {
            lines.append(guards)
        }
        if let gesture = InteractiveGestures.underWay(in: app.root) {
            lines.append(gesture.keyLine)
        }
        if let gates = app.tree.closedGatePaths {
            lines.append(gateLine(gates))
        }
        if let link = app.tree.waitingLinkSteps {
            lines.append(waitingLinkLine(link))
        }
        if let changes = app.tree.waitingChanges {
            lines.append("?" + changes)
        }
        if let requests = app.responses?.keyLine {
            lines.append(requests)
        }
        if let extra = app.distinguishingState?() {
            lines.append("--")
            lines.append(extra)
        }
        return lines
    }

    /// The line of the flows whose gate for links is closed, which the `TreeSnapshot` leaves out.
    ///
    /// A link opened there waits, where it runs from the same screens with every gate open.
    /// `#` starts no other line.
    static func gateLine(_ paths: [String]) -> String {
        "#" + paths.map(canonical).joined(separator: ",")
    }

    /// The line of a deep link that waits for the tree to be ready.
    ///
    /// A newer link replaces it, so the state differs from the same tree with no link waiting.
    /// `~` starts no other line.
    static func waitingLinkLine(_ steps: String) -> String {
        "~" + steps
    }

    static func coordinatorLine(_ node: TreeSnapshot.Node, path: String) -> String {
        var line = path
        line += node.state == .active ? "|a|" : "|\(node.state.rawValue)|"
        line += node.boundScreen ?? ""
        for screen in node.routedScreens {
            line += ","
            line += screen
        }
        return line
    }

    /// The shown alert's line, which the `HierarchySnapshot` leaves out.
    ///
    /// A state with an alert offers other actions than the same state without it. The line is
    /// `!`, the depth the alert is shown at (0 over the root, 1 over the first sheet; for a
    /// headless window), its style, title, message, and each button's role and title.
    ///
    /// No hierarchy line starts with `!` (they start with a depth), so the line cannot be
    /// mistaken for one.
    @MainActor
    static func alertLine(_ alert: ShownAlert, in root: any NavigationContext) -> String {
        var line = "!"
        if let window = root as? HeadlessWindow {
            line += String(window.alertLevel)
        }
        line += "|"
        line += alert.style.rawValue
        line += "|"
        line += alert.title
        line += "|"
        line += alert.message ?? ""
        for button in alert.buttons {
            line += "|"
            line += button.role.map { $0.rawValue + ":" } ?? ""
            line += button.title
        }
        return line
    }

    /// Whether a container may guard a screen: a headless window or stack that guards none is
    /// not asked of each screen below it (``guardLine(of:)`` would find nothing there).
    @MainActor
    static func mayGuard(_ container: AnyObject) -> Bool {
        if let window = container as? HeadlessWindow { return !window.guardsNothing }
        if let stack = container as? HeadlessStack { return !stack.guardsNothing }
        return true
    }

    /// The guarded screens' line, which the `HierarchySnapshot` leaves out, or `nil` when no
    /// container guards a screen.
    ///
    /// A guarded screen answers a swipe-down or a back gesture otherwise than the same screen
    /// unguarded (its flow is told, and may ask), and whether a flow guards is its own state (a
    /// draft with text): two states that differ only by a guard must not share a key. The line
    /// is `g`, then, for each screen a container on its way refuses to let go, the container's
    /// position and the screen's (`0.1>0.1.0`), in the hierarchy's depth-first order.
    @MainActor
    static func guardLine(of root: AnyObject) -> String? {
        typealias Guarding = (context: any LeaveGuardingContext, position: String)
        var guards: [String] = []
        var pending: [(screen: AnyObject, position: String, guarding: [Guarding])] = [(root, "0", [])]
        while let (screen, position, guarding) = pending.popLast() {
            for (context, contextPosition) in guarding where context.isLeavingGuarded(screen) {
                guards.append(contextPosition + ">" + position)
            }
            var inner = guarding
            if let context = screen as? any LeaveGuardingContext, mayGuard(screen) { inner.append((context, position)) }
            let children = HierarchySnapshot.Node.Kind(of: screen).children(of: screen)
            for (index, child) in children.enumerated().reversed() {
                pending.append((child.screen, position + "." + String(index), inner))
            }
        }
        return guards.isEmpty ? nil : "g" + guards.joined(separator: ",")
    }

    static func hierarchyLine(
        depth: Int, kind: HierarchySnapshot.Node.Kind, isVisible: Bool, name: String, role: String?,
        boundBy: [String], routedBy: [String]
    ) -> String {
        var line = String(depth)
        line += kind.rawValue
        line += isVisible ? "+" : "-"
        line += name
        line += "|"
        line += role ?? ""
        for path in boundBy {
            line += "|b:"
            line += path
        }
        for path in routedBy {
            line += "|r:"
            line += path
        }
        return line
    }
}

/// Builds a state's key: what ``StateKey/lines(of:)`` describes, as numbers rather than text.
///
/// The one place that turns an app's tree and hierarchy into a key: a new part of the state (a
/// change that waits, a guard's answer) is one more `append` here, and one more line in
/// ``StateKey/lines(of:)``, the readable reference that debug builds hold it to.
///
/// Each text a line is made of (a canonical coordinator path, a screen's name, a role) is
/// numbered once, and a key is a list of those numbers with each node's state and position
/// around them: no line is written out, and no text hashed but each part once. What a screen's
/// or container's type is (a window, a stack, described or not) is asked once per type, since
/// casts to protocols are slow, and each coordinator path is made canonical once.
///
/// Two apps get the same key exactly when their lines are the same: each part is numbered by its
/// text, and each list of parts is preceded by its count, so the numbers read back one way.
@MainActor
struct StateKeyBuilder {
    /// What the key needs to know of a screen's or container's type.
    private struct TypeFacts {
        let kind: HierarchySnapshot.Node.Kind
        /// The kind's number in keys.
        let kindNumber: UInt32
        let isContext: Bool
        /// Whether it can show an alert (a window), which the key then reads.
        let isAlertContext: Bool
        /// Whether it can refuse to let a screen go, which the key then asks of what it holds.
        let isLeaveGuarding: Bool
        /// Whether ``StateKeyBuilder/describers`` holds a reader of its `description`.
        let isDescribed: Bool
        /// The type's name, numbered, for a screen that is not described.
        let typeName: UInt32
    }

    /// The parts a key's numbers stand for, after its coordinators and its hierarchy nodes.
    private enum Part: UInt32 {
        case alert = 1
        case guards, waitingLink, requests, distinguishing, waitingChanges, gesture, gates
    }

    /// The facts of each type met, by its number in `factTypes`.
    ///
    /// Every node of every key asks. The facts hold no reference, so reading them retains
    /// nothing.
    private var factTypes = MetTypes()
    private var factList: [TypeFacts] = []
    /// Each type's reader of its `description`, by the facts' index.
    ///
    /// Its `description`, read without a cast, when that is its name (not for Objective-C
    /// objects, whose description holds their address).
    private var describers: [(@MainActor (AnyObject) -> String)?] = []
    /// The numbers of the roles of windows' and splits' children, and of tabs by place.
    private var roles: [(role: String, number: UInt32)] = []
    private var tabRoles: [UInt32] = []
    /// Each coordinator path seen, with its canonical form's number, by the path's length.
    ///
    /// A path not in the last key (a coordinator just started, an app just built) is found by
    /// comparing it with the few paths of its length in bytes, not by hashing it (a path is
    /// long, and hashing it cost about a thousand instructions). A length met by more paths
    /// than ``pathsPerLength``, and a path longer than ``longestListedPath`` bytes, go to
    /// `canonicalPaths` (`ManyPathsOfOneLengthTests`).
    private var pathsByLength: [[(path: String, number: UInt32)]] = []
    private var canonicalPaths: [String: UInt32] = [:]
    private var pathsRemembered = 0
    private static var pathsPerLength: Int { 16 }
    private static var longestListedPath: Int { 512 }
    /// Every distinct text a key is made of, by number (0 stands for none).
    private var texts: [String: UInt32] = [:]
    private(set) var textBytes = 0
    /// The texts the last key numbered, by their place in it, each with its number: the next key
    /// is usually read from much the same tree, and a text equal to the one in its place (often
    /// the same storage, which compares at once) skips hashing it.
    ///
    /// The coordinators' texts and the hierarchy's are kept apart, in places of their own (the
    /// list not in use waits in `otherRecentTexts`): a coordinator more or fewer then shifts no
    /// screen's text out of its place, nor a screen more or fewer a coordinator's.
    private var recentTexts: [(text: String, number: UInt32)] = []
    private var otherRecentTexts: [(text: String, number: UInt32)] = []
    /// The coordinators' paths the last key numbered, by the coordinator's place in the tree's
    /// order, each with its canonical form's number: apart from the texts, so that a screen
    /// routed more or fewer shifts no path (a path missed costs a hash of its whole length).
    private var recentPaths: [(path: String, number: UInt32)] = []
    private var recentTextAt = 0
    /// How many numbers the last key had.
    private var lastCount = 0
    /// The last text of each part (``Part``), by the part's number, with the text's number.
    private var recentParts: [(text: String, number: UInt32)] = []
    /// The lists a key is made with, kept from one key to the next with their room: a key is made
    /// after every action and way back, and each list would otherwise be allocated and freed again.
    private var spareNumbers: [UInt32] = []
    private var spareRoutes: [(screen: ObjectIdentifier, path: UInt32, isBound: Bool)] = []
    private var spareSlots: [Int] = []
    private var sparePlaces: [(parent: Int, index: Int, guarding: Int)] = []
    /// What the hierarchy held below its root when the last key was made, in the walk's order:
    /// the check after a step reads it instead of walking the hierarchy again
    /// (`ShownObjects(_:holding:)`).
    private(set) var shownBelowRoot: [ObjectIdentifier] = []

    /// The number of distinct texts, paths and types it remembers.
    var remembered: Int {
        factList.count + pathsRemembered + texts.count
    }

    /// The number of a text, numbering it if it is new; never 0.
    private mutating func number(_ text: String) -> UInt32 {
        if let known = texts[text] { return known }
        let made = UInt32(texts.count + 1)
        texts[text] = made
        textBytes += text.utf8.count > 15 ? text.utf8.count + 32 : 0
        return made
    }

    private mutating func number(_ text: String?) -> UInt32 {
        text.map { number($0) } ?? 0
    }

    /// The number of a text (`number(_:)`), read first from the text the last key had in the
    /// same place.
    private mutating func recentNumber(_ text: String) -> UInt32 {
        let place = recentTextAt
        recentTextAt += 1
        if place < recentTexts.count, recentTexts[place].text == text {
            return recentTexts[place].number
        }
        let made = number(text)
        if place < recentTexts.count {
            recentTexts[place] = (text, made)
        } else {
            recentTexts.append((text, made))
        }
        return made
    }

    /// The number of a path's canonical form (`canonical(_:)`), read first from the path the
    /// last key had for the coordinator in the same place.
    ///
    /// Paths of other lengths are told apart by their stored lengths: comparing two long paths'
    /// bytes costs about 90 instructions, and the paths of another state's coordinators mostly
    /// differ.
    private mutating func recentPathNumber(_ path: String, at place: Int) -> UInt32 {
        let length = path.utf8.count
        if place < recentPaths.count, recentPaths[place].path.utf8.count == length, recentPaths[place].path == path {
            return recentPaths[place].number
        }
        // A coordinator more or fewer before it shifts the rest: the path is mostly in another
        // place, and a scan of the few there costs less than hashing it.
        var made: UInt32 = 0
        for recent in recentPaths where recent.path.utf8.count == length && recent.path == path {
            made = recent.number
            break
        }
        if made == 0 { made = canonical(path) }
        if place < recentPaths.count {
            recentPaths[place] = (path, made)
        } else {
            recentPaths.append((path, made))
        }
        return made
    }

    private static func stateNumber(_ state: CoordinatorState) -> UInt32 {
        switch state {
        case .idle: 0
        case .active: 1
        case .paused: 2
        case .finished: 3
        }
    }

    /// The key of an app's state: ``numbers(of:)`` written seven bits to a byte, the high bit
    /// set on each byte but a number's last, so that the visited set keeps about a byte per
    /// number (most are small) and the bytes still read back one way.
    mutating func key(of app: ExploredApp) -> [UInt8] {
        let numbers = numbers(of: app)
        defer { spareNumbers = numbers }
        // Counted first, so that the bytes are written in place into storage of their exact
        // size: the visited set keeps it.
        var count = numbers.count
        for number in numbers where number >= 0x80 {
            count += (32 - number.leadingZeroBitCount - 1) / 7
        }
        return [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
            var at = 0
            for var number in numbers {
                while number >= 0x80 {
                    bytes[at] = UInt8(truncatingIfNeeded: number) | 0x80
                    at += 1
                    number >>= 7
                }
                bytes[at] = UInt8(number)
                at += 1
            }
            initialized = at
        }
    }

    /// The state as a list of numbers: counts, numbered texts and states, in the order of
    /// ``StateKey/lines(of:)``.
    private mutating func numbers(of app: ExploredApp) -> [UInt32] {
        recentTextAt = 0
        // The spare lists taken out, so that each is held once and is emptied in place.
        var key = spareNumbers
        spareNumbers = []
        key.removeAll(keepingCapacity: true)
        // Room for the last key's numbers: a key rarely grows by much from one to the next.
        key.reserveCapacity(max(64, lastCount + 16))
        // The coordinators as the tree's snapshot lists them, and who binds and who routes each
        // screen, as `HierarchySnapshot(of:coordinators:)` reads it, in one walk of the tree.
        // A list, not a table: an app routes a few screens at once, and a scan of them costs
        // less than hashing.
        var routes = spareRoutes
        spareRoutes = []
        routes.removeAll(keepingCapacity: true)
        routes.reserveCapacity(16)
        let coordinatorCountAt = key.count
        key.append(0)
        var coordinators: UInt32 = 0
        var path: UInt32 = 0
        var routedCountAt = 0
        app.tree.visitRunningCoordinators { flowPath, state, boundName in
            path = recentPathNumber(flowPath, at: Int(coordinators))
            coordinators += 1
            key.append(path)
            key.append(Self.stateNumber(state))
            if let boundName { key.append(recentNumber(boundName)) } else { key.append(0) }
            routedCountAt = key.count
            key.append(0)
        } screen: { screen, name, isBound in
            key[routedCountAt] += 1
            key.append(recentNumber(name))
            routes.append((ObjectIdentifier(screen), path, isBound))
        }
        key[coordinatorCountAt] = coordinators
        let routesByScreen = routes.count > 32 ? Dictionary(grouping: routes, by: \.screen) : nil
        // The hierarchy's texts from their own places.
        swap(&recentTexts, &otherRecentTexts)
        recentTextAt = 0
        defer { swap(&recentTexts, &otherRecentTexts) }
        // Where each node's kind and visibility went in the key: a node is visible when it is the
        // visible screen or holds it.
        //
        // Below a headless root, the walk follows the visible path itself, as
        // `HeadlessContainer.visibleScreen` does, without a walk of its own (whose every step
        // retains what it reads): `pathTip` is the deepest node of the path so far and
        // `pathChild` the place of its visible child among its children (-1 for none, or when it
        // is no headless container, which `visibleScreen` does not look into). At the end of the
        // walk the tip is the visible screen: marked with every container on the way to it.
        // Below any other root, the walk marks the root's `visibleScreen` when it reaches it.
        let followsPath = Self.isHeadless(app.root)
        let visible = followsPath ? nil : app.root.visibleScreen
        var visibleFound = false
        var pathTip = -1
        var pathChild = -1
        #if DEBUG
        var pathTipObject: AnyObject?
        #endif
        var kindSlots = spareSlots
        spareSlots = []
        kindSlots.removeAll(keepingCapacity: true)
        kindSlots.reserveCapacity(16)
        // The guarded screens of `StateKey.guardLine(of:)`, found in the same walk: each node's
        // parent and place in it, and its nearest guarding container at or above it, by number;
        // a position is written out only for a guard.
        var guards: [String] = []
        var places = sparePlaces
        sparePlaces = []
        places.removeAll(keepingCapacity: true)
        places.reserveCapacity(16)
        // By node number; a list, since few containers guard.
        var guardingContexts: [(node: Int, context: any LeaveGuardingContext)] = []
        var shown = shownBelowRoot
        shownBelowRoot = []
        shown.removeAll(keepingCapacity: true)
        var pending: [(screen: AnyObject, depth: Int, role: UInt32, parent: Int, index: Int)] = []
        pending.reserveCapacity(16)
        pending.append((app.root, 0, 0, -1, 0))
        let nodeCountAt = key.count
        key.append(0)
        // Whether a window or a stack the walk met has the user's gesture under way: only then is
        // the gesture's line looked for, in a walk of its own.
        var gestureSeen = false
        // `removeLast`, not `popLast`: an optional of the tuple is destroyed through its type's
        // witnesses, a generic call per node.
        while !pending.isEmpty {
            let (screen, depth, role, parent, index) = pending.removeLast()
            let factIndex = factIndex(of: screen)
            let facts = factList[factIndex]
            let number = places.count
            let guardingAbove = parent < 0 ? -1 : places[parent].guarding
            var guarding = guardingAbove
            if facts.isLeaveGuarding, StateKey.mayGuard(screen), let context = screen as? any LeaveGuardingContext {
                guardingContexts.append((number, context))
                guarding = number
            }
            places.append((parent, index, guarding))
            if guardingAbove >= 0 {
                // The guarding containers above, outermost first, without a list: there are one
                // or two.
                func outer(_ container: Int) -> Int {
                    places[container].parent < 0 ? -1 : places[places[container].parent].guarding
                }
                var levels = 0
                var container = guardingAbove
                while container >= 0 {
                    levels += 1
                    container = outer(container)
                }
                for level in stride(from: levels - 1, through: 0, by: -1) {
                    container = guardingAbove
                    for _ in 0..<level { container = outer(container) }
                    // A loop, not `first(where:)`: a main-actor closure checks its executor at
                    // each call.
                    var context: (any LeaveGuardingContext)?
                    for entry in guardingContexts where entry.node == container {
                        context = entry.context
                        break
                    }
                    guard let context, context.isLeavingGuarded(screen) else { continue }
                    guards.append(
                        Self.position(of: container, in: places) + ">" + Self.position(of: number, in: places))
                }
            }
            var name = facts.typeName
            if facts.isDescribed, let describe = describers[factIndex] {
                name = recentNumber(describe(screen))
            }
            let id = ObjectIdentifier(screen)
            if parent >= 0 { shown.append(id) }
            key.append(UInt32(depth))
            kindSlots.append(key.count)
            key.append(facts.kindNumber << 1)
            let isOnPath = followsPath && (parent < 0 || (parent == pathTip && index == pathChild))
            if isOnPath {
                pathTip = number
                #if DEBUG
                pathTipObject = screen
                #endif
            }
            if let visible, screen === visible {
                // It and every container on the way to it.
                visibleFound = true
                var holder = number
                while holder >= 0 {
                    key[kindSlots[holder]] |= 1
                    holder = places[holder].parent
                }
            }
            key.append(name)
            key.append(role)
            // The screen's own routes, in the tree's order, the bound ones first: by a table once
            // there are many. The list is read once, and again only for a screen that a flow
            // routes without being bound to it, which few are.
            let boundCountAt = key.count
            key.append(0)
            var routedOnly: UInt32 = 0
            if let routesByScreen {
                let own = routesByScreen[id] ?? []
                for route in own {
                    if route.isBound {
                        key.append(route.path)
                        key[boundCountAt] += 1
                    } else {
                        routedOnly += 1
                    }
                }
                key.append(routedOnly)
                if routedOnly > 0 {
                    for route in own where !route.isBound { key.append(route.path) }
                }
            } else {
                for route in routes where route.screen == id {
                    if route.isBound {
                        key.append(route.path)
                        key[boundCountAt] += 1
                    } else {
                        routedOnly += 1
                    }
                }
                key.append(routedOnly)
                if routedOnly > 0 {
                    for route in routes where route.screen == id && !route.isBound { key.append(route.path) }
                }
            }
            let visibleChild = pushChildren(
                of: screen, kind: facts.kind, number: number, depth: depth + 1, onto: &pending,
                gestureSeen: &gestureSeen)
            if isOnPath { pathChild = visibleChild }
        }
        // A headless root that shows nothing has no visible screen; a container below it that
        // shows nothing is what the user sees there.
        #if DEBUG
        assert(
            !followsPath || (pathTip > 0 ? pathTipObject : nil) === app.root.visibleScreen,
            "the key's visible path does not end at the root's visible screen")
        #endif
        if followsPath, pathTip > 0 {
            var holder = pathTip
            while holder >= 0 {
                key[kindSlots[holder]] |= 1
                holder = places[holder].parent
            }
        }
        if let visible, !visibleFound {
            // The visible screen is where the walk does not go (inside a container it cannot
            // read): ask each container.
            markHolders(of: visible, from: app.root, slots: kindSlots, in: &key)
        }
        (spareRoutes, spareSlots, sparePlaces, shownBelowRoot) = (routes, kindSlots, places, shown)
        key[nodeCountAt] = UInt32(places.count)
        if factList[factIndex(of: app.root)].isAlertContext, let alert = HierarchyWalk.shownAlert(in: app.root) {
            append(.alert, StateKey.alertLine(alert, in: app.root), to: &key)
        }
        if !guards.isEmpty {
            append(.guards, "g" + guards.joined(separator: ","), to: &key)
        }
        if gestureSeen, let gesture = InteractiveGestures.underWay(in: app.root) {
            append(.gesture, gesture.keyLine, to: &key)
        }
        if let gates = app.tree.closedGatePaths {
            append(.gates, StateKey.gateLine(gates), to: &key)
        }
        if let steps = app.tree.waitingLinkSteps {
            append(.waitingLink, steps, to: &key)
        }
        if let changes = app.tree.waitingChanges {
            append(.waitingChanges, changes, to: &key)
        }
        if let requests = app.responses?.keyLine {
            append(.requests, requests, to: &key)
        }
        if let extra = app.distinguishingState?() {
            append(.distinguishing, extra, to: &key)
        }
        lastCount = key.count
        return key
    }

    /// Pushes what a container holds onto the walk's stack, last first so that the walk takes
    /// them in order, each with its role's number: what `HierarchySnapshot.Node.Kind.children(of:)`
    /// gives, with no role written out but once, and no list of them made for the headless
    /// containers (every node of every key is a container's child).
    ///
    /// Sets `gestureSeen` when a headless window or stack has the user's gesture under way, as
    /// `InteractiveGestures.gesture(in:)` tells, read from the container it casts anyway.
    ///
    /// - Returns: The place of the child on the container's visible path, as
    ///   `HeadlessContainer.visibleScreen` follows it, for a headless container that shows
    ///   something; -1 otherwise.
    private mutating func pushChildren(
        of screen: AnyObject, kind: HierarchySnapshot.Node.Kind, number: Int, depth: Int,
        onto pending: inout [(screen: AnyObject, depth: Int, role: UInt32, parent: Int, index: Int)],
        gestureSeen: inout Bool
    ) -> Int {
        switch kind {
        case .screen:
            return -1
        case .window:
            // The headless window read in place: casts to the protocols are slow.
            guard let window = screen as? HeadlessWindow else { break }
            if !gestureSeen, let drag = window.untrackedInteractiveDismissal, drag.outcome == nil { gestureSeen = true }
            let presented = window.untrackedPresentedScreens
            let first = window.untrackedRoot == nil ? 0 : 1
            if !presented.isEmpty {
                let role = roleNumber("presented")
                // Loops, not `map`: a main-actor closure checks its executor at each call.
                for offset in presented.indices.reversed() {
                    pending.append((presented[offset], depth, role, number, first + offset))
                }
            }
            if let root = window.untrackedRoot { pending.append((root, depth, roleNumber("root"), number, 0)) }
            // The top-most presented screen, else the root.
            return presented.isEmpty ? first - 1 : first + presented.count - 1
        case .stack:
            guard let stack = screen as? HeadlessStack else { break }
            if !gestureSeen, let swipe = stack.untrackedInteractivePop, swipe.outcome == nil { gestureSeen = true }
            let screens = stack.untrackedScreens
            for offset in screens.indices.reversed() {
                pending.append((screens[offset], depth, 0, number, offset))
            }
            return screens.count - 1
        case .tabs:
            // The headless tabs read in place too: a cast to the protocol is a lookup per call.
            let selected: Int?
            let all: [AnyObject]
            let isHeadless: Bool
            if let tabs = screen as? HeadlessTabs {
                (selected, all, isHeadless) = (tabs.untrackedSelectedIndex, tabs.untrackedTabs, true)
            } else if let tabs = screen as? any TabContext {
                (selected, all, isHeadless) = (tabs.selectedIndex, tabs.tabs, false)
            } else {
                return -1
            }
            for offset in all.indices.reversed() {
                pending.append((all[offset], depth, tabRole(offset, isSelected: offset == selected), number, offset))
            }
            return isHeadless ? selected ?? -1 : -1
        case .split:
            break
        }
        let children = kind.children(of: screen)
        for offset in children.indices.reversed() {
            pending.append((children[offset].screen, depth, roleNumber(children[offset].role), number, offset))
        }
        // A headless split's secondary column, else its primary one: the columns it has, the
        // last. The other containers reach here only when they are not the headless ones.
        return screen is HeadlessSplit ? children.count - 1 : -1
    }

    /// The number of a role other than a tab's: a few constant texts.
    private mutating func roleNumber(_ role: String?) -> UInt32 {
        guard let role else { return 0 }
        // A loop, not `first(where:)`: a main-actor closure checks its executor at each call.
        for known in roles where known.role == role { return known.number }
        let made = number(role)
        roles.append((role, made))
        return made
    }

    /// The number of a tab's role, `tab 2 (selected)` as the snapshot writes it.
    private mutating func tabRole(_ index: Int, isSelected: Bool) -> UInt32 {
        let slot = index * 2 + (isSelected ? 1 : 0)
        if slot < tabRoles.count, tabRoles[slot] != 0 { return tabRoles[slot] }
        let made = number("tab \(index + 1)" + (isSelected ? " (selected)" : ""))
        if slot >= tabRoles.count { tabRoles += repeatElement(0, count: slot + 1 - tabRoles.count) }
        tabRoles[slot] = made
        return made
    }

    /// Marks visible each container that holds `visible`, asking each, in the walk's order.
    private mutating func markHolders(
        of visible: AnyObject, from root: AnyObject, slots: [Int], in key: inout [UInt32]
    ) {
        var pending: [AnyObject] = [root]
        var number = 0
        while let screen = pending.popLast() {
            let facts = factList[factIndex(of: screen)]
            if facts.isContext, (screen as? any NavigationContext)?.contains(visible) == true {
                key[slots[number]] |= 1
            }
            number += 1
            for child in facts.kind.children(of: screen).reversed() {
                pending.append(child.screen)
            }
        }
    }

    private mutating func append(_ part: Part, _ text: String, to key: inout [UInt32]) {
        key.append(part.rawValue)
        // The text the last key with this part had, compared before it is hashed: the apps the
        // search keeps mostly hold a finger down, and their keys repeat the gesture's line.
        let slot = Int(part.rawValue)
        // A number is never 0: 0 is a slot with no text yet.
        if slot < recentParts.count, recentParts[slot].number != 0, recentParts[slot].text == text {
            key.append(recentParts[slot].number)
            return
        }
        let made = number(text)
        if slot >= recentParts.count {
            recentParts += repeatElement((text: "", number: UInt32(0)), count: slot + 1 - recentParts.count)
        }
        recentParts[slot] = (text, made)
        key.append(made)
    }

    /// A node's position as `StateKey.guardLine(of:)` writes it: `0` for the root, then each
    /// index on the way down (`0.1.0`).
    private static func position(of node: Int, in places: [(parent: Int, index: Int, guarding: Int)]) -> String {
        var indexes: [Int] = []
        var current = node
        while places[current].parent >= 0 {
            indexes.append(places[current].index)
            current = places[current].parent
        }
        return indexes.reversed().reduce("0") { $0 + "." + String($1) }
    }

    private mutating func canonical(_ path: String) -> UInt32 {
        let length = path.utf8.count
        // Listed by length only up to `longestListedPath` bytes: a list per length up to a longer
        // path would cost a word per byte of the longest name a user gave.
        var inTable = length > Self.longestListedPath
        if !inTable, length < pathsByLength.count {
            // A loop, not `first(where:)`: a main-actor closure checks its executor at each call.
            for known in pathsByLength[length] where known.path == path { return known.number }
            inTable = pathsByLength[length].count == Self.pathsPerLength
        }
        if inTable, let known = canonicalPaths[path] { return known }
        let made = number(StateKey.canonical(path))
        if inTable {
            canonicalPaths[path] = made
        } else {
            if length >= pathsByLength.count {
                pathsByLength += repeatElement([], count: length + 1 - pathsByLength.count)
            }
            pathsByLength[length].append((path, made))
        }
        pathsRemembered += 1
        return made
    }

    /// Whether an object is one of the headless containers, whose visible path the key's walk
    /// follows.
    private static func isHeadless(_ object: AnyObject) -> Bool {
        object is HeadlessWindow || object is HeadlessStack || object is HeadlessTabs || object is HeadlessSplit
    }

    /// Reads the `description` of objects of a described object's exact type: the facts are kept
    /// per exact type, so the object is of that class, and no cast to the protocol is made per
    /// object.
    ///
    /// A class, so that the generic closure copies a reference rather than a value of unknown
    /// layout through its type's witnesses.
    private static func describer<Described: CustomStringConvertible & AnyObject>(
        _ described: Described
    ) -> @MainActor (AnyObject) -> String {
        { unsafeDowncast($0, to: Described.self).description }
    }

    /// The index of the facts of an object's exact type in `factList`, made if the type is new.
    private mutating func factIndex(of screen: AnyObject) -> Int {
        let type = ObjectIdentifier(Swift.type(of: screen))
        if let index = factTypes.number(of: type) { return index }
        // Every container protocol refines `NavigationContext`: a screen that is none is asked
        // no other, since the first look-up of a type's conformance to a protocol scans the
        // runtime's tables (about 200,000 instructions), and nothing else asks a screen's type.
        let isContext = screen is any NavigationContext
        let kind = isContext ? HierarchySnapshot.Node.Kind(of: screen) : .screen
        var describe = (screen as? any CustomStringConvertible & AnyObject).map { Self.describer($0) }
        #if canImport(ObjectiveC)
        if screen is NSObject { describe = nil }
        #endif
        // The name as the log and the screen paths make it, once per type for all of them.
        let made = TypeFacts(
            kind: kind, kindNumber: number(kind.rawValue), isContext: isContext,
            isAlertContext: isContext && screen is any AlertContext,
            isLeaveGuarding: isContext && screen is any LeaveGuardingContext,
            isDescribed: describe != nil, typeName: number(TypeNames.describing(Swift.type(of: screen))))
        _ = factTypes.add(type)
        factList.append(made)
        describers.append(describe)
        return factList.count - 1
    }
}

/// The states seen so far, each with the action that first reached it: the explorer's visited
/// set and, read level by level, its breadth-first frontier.
///
/// A value type with no object inside: states are numbered in the order they were found, so
/// the states of one depth are a contiguous range and the path to a state is a walk up its
/// parents.
struct VisitedStates {
    struct Record {
        /// The state this one was reached from, or -1 for the initial state.
        var parent: Int32
        /// The index in ``actions`` of the action that reached it, or -1 for the initial state.
        var action: Int32
        var depth: Int32
    }

    /// A state's key, as ``StateKeyBuilder`` makes it.
    typealias Key = [UInt8]

    /// A key as the visited set hashes it: its bytes in one pass, not one call per byte as an
    /// array of bytes hashes itself, at every look-up (after every action) and at every growth
    /// of the set.
    struct StoredKey: Hashable {
        let bytes: Key

        static func == (lhs: StoredKey, rhs: StoredKey) -> Bool {
            lhs.bytes == rhs.bytes
        }

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    private(set) var keys: [StoredKey: Int32] = [:]
    @MainActor private var builder = StateKeyBuilder()
    #if DEBUG
    /// Debug builds hold the fast key to the readable lines of ``StateKey/lines(of:)``: two
    /// states share one exactly when they share the other.
    private var linesByKey: [Key: [String]] = [:]
    private var keysByLines: [[String]: Key] = [:]
    #endif
    private(set) var records: [Record] = []
    private var actions = ActionNumbers()
    private var keyBytes = 0

    var count: Int {
        records.count
    }

    /// The key of an app's current state.
    @MainActor
    mutating func key(of app: ExploredApp) -> Key {
        let made = builder.key(of: app)
        #if DEBUG
        let lines = StateKey.lines(of: app)
        assert(linesByKey[made, default: lines] == lines, "two states with one key: \(lines)")
        assert(keysByLines[lines, default: made] == made, "one state with two keys: \(lines)")
        linesByKey[made] = lines
        keysByLines[lines] = made
        #endif
        return made
    }

    /// What the hierarchy held below its root when the last key was made
    /// (``StateKeyBuilder/shownBelowRoot``).
    @MainActor var shownBelowRoot: [ObjectIdentifier] {
        builder.shownBelowRoot
    }

    /// Adds a state if its key is new.
    ///
    /// - Returns: The state's number, and whether it was new.
    @discardableResult
    mutating func insert(_ key: Key, from parent: Int, by action: FlowAction?) -> (state: Int, isNew: Bool) {
        if let known = keys[StoredKey(bytes: key)] { return (Int(known), false) }
        let number = Int32(records.count)
        keys[StoredKey(bytes: key)] = number
        keyBytes += 32 + key.count
        var actionNumber: Int32 = -1
        if let action { actionNumber = actions.number(of: action) }
        let depth = parent < 0 ? 0 : records[parent].depth + 1
        records.append(Record(parent: Int32(parent), action: actionNumber, depth: depth))
        return (Int(number), true)
    }

    func state(of key: Key) -> Int? {
        keys[StoredKey(bytes: key)].map(Int.init)
    }

    func depth(of state: Int) -> Int {
        Int(records[state].depth)
    }

    /// The actions from the initial state to a state, first first.
    func path(to state: Int) -> [FlowAction] {
        var path: [FlowAction] = []
        var current = state
        while current >= 0, records[current].action >= 0 {
            path.append(actions[records[current].action])
            current = Int(records[current].parent)
        }
        return path.reversed()
    }

    /// An estimate of the bytes each state takes: its key's storage, the dictionary's slot and
    /// its record, plus a share of the distinct texts and actions.
    @MainActor var bytesPerState: Int {
        guard !records.isEmpty else { return 0 }
        let slot = MemoryLayout<Key>.stride + MemoryLayout<Int32>.stride
        let table = keys.capacity * slot + records.capacity * MemoryLayout<Record>.stride
        let lineTable =
            builder.remembered * (MemoryLayout<String>.stride + MemoryLayout<UInt32>.stride)
            + builder.textBytes
        return (keyBytes + table + lineTable + actions.bytes) / records.count
    }
}
