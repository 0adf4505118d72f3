import DemoApp
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless

/// What must hold of the demo app after every fuzz input, whatever the input was.
///
/// A failure calls `fatalError`, so libFuzzer records the input as a crash and keeps it as an
/// artifact: a printed "no crash" would hide exactly the failures these targets exist to find.
@MainActor
enum Invariants {
    /// The screens a signed-out user may see: everything else is behind the sign-in gate.
    static let screensBeforeSignIn: Set<String> = ["welcome", "credentials"]
    /// The coordinators that may run while signed out.
    static let flowsBeforeSignIn: Set<String> = ["app", "app/login"]

    /// Fails the run with the input's context and the app's state.
    static func fail(_ what: String, _ session: DemoSession, _ context: String) -> Never {
        fatalError(
            """
            fuzz invariant: \(what)
            input: \(context)
            tree:
            \(session.tree.snapshot().text)
            hierarchy:
            \(session.window.hierarchyDescription)
            """)
    }

    /// The coordinator tree and the navigation hierarchy as a user of the app could tell them apart.
    static func state(of session: DemoSession) -> AppState {
        AppState(
            tree: session.tree.snapshot(),
            hierarchy: HierarchySnapshot(of: session.window, coordinators: session.tree))
    }

    /// Checks the tree against itself and the hierarchy, the leak audit, and the sign-in gate.
    ///
    /// - Parameters:
    ///   - session: The app.
    ///   - signedIn: Whether the user has signed in through the app's own form; when not, no
    ///     screen or flow behind the gate may exist, even hidden under another.
    ///   - context: The input, for the failure message.
    static func check(_ session: DemoSession, signedIn: Bool, _ context: String) {
        let tree = session.tree.snapshot()
        let hierarchy = HierarchySnapshot(of: session.window, coordinators: session.tree)
        checkTree(tree, session, context)
        checkBindings(tree, hierarchy, session, context)
        let leaks = session.tree.leakReport(shownIn: session.window).leaks
        if !leaks.isEmpty {
            fail("the leak audit names \(leaks.map { "\($0.path) (\($0.why))" }) while the app runs", session, context)
        }
        if !signedIn {
            checkGate(tree, hierarchy, session, context)
        }
    }

    private static func checkTree(_ tree: TreeSnapshot, _ session: DemoSession, _ context: String) {
        // Parents come first, so a stack of the open ancestors checks every parent link in one pass.
        var ancestors: [TreeSnapshot.Node] = []
        var children: [String: Int] = [:]
        for node in tree.nodes {
            while let last = ancestors.last, last.depth >= node.depth { ancestors.removeLast() }
            if node.depth != ancestors.count {
                fail("\(node.path) is at depth \(node.depth) under \(ancestors.count) ancestors", session, context)
            }
            if let parent = ancestors.last {
                if node.path != parent.path + "/" + node.name {
                    fail("\(node.path) is not a path under \(parent.path)", session, context)
                }
                if parent.state == .paused, node.state != .paused {
                    fail("\(node.path) is \(node.state) under paused \(parent.path)", session, context)
                }
                children[parent.path, default: 0] += 1
            } else if node.path != node.name || node.depth != 0 {
                fail("\(node.path) has no parent in the snapshot", session, context)
            }
            if node.state != .active, node.state != .paused {
                fail("\(node.path) is in the tree while \(node.state)", session, context)
            }
            ancestors.append(node)
        }
        for node in tree.nodes where node.childCount != children[node.path, default: 0] {
            fail(
                "\(node.path) counts \(node.childCount) children, the snapshot holds \(children[node.path, default: 0])",
                session, context)
        }
        if Set(tree.nodes.map(\.path)).count != tree.nodes.count {
            fail("two coordinators share a path", session, context)
        }
    }

    private static func checkBindings(
        _ tree: TreeSnapshot, _ hierarchy: HierarchySnapshot, _ session: DemoSession, _ context: String
    ) {
        let running = Set(tree.nodes.map(\.path))
        let bound = Set(hierarchy.nodes.flatMap(\.boundBy))
        // A screen that a change waiting for its container's turn will show is on its way, as
        // the leak audit and the flow explorer hold (issue 35): a draft restored under the alert
        // of another draft waits for the alert's answer to be presented.
        var showsLater: Set<String> = []
        session.tree.visitFlowsNewestChildFirst { flow in
            if flow.mayShowLater { showsLater.insert(flow.path) }
        }
        for node in tree.nodes
        where node.boundScreen != nil && !bound.contains(node.path) && !showsLater.contains(node.path) {
            fail("\(node.path) runs bound to \(node.boundScreen!), which is not on the hierarchy", session, context)
        }
        for node in hierarchy.nodes {
            for path in node.boundBy + node.routedBy where !running.contains(path) {
                fail("\(node.name) on the hierarchy is routed by \(path), which is not running", session, context)
            }
        }
    }

    private static func checkGate(
        _ tree: TreeSnapshot, _ hierarchy: HierarchySnapshot, _ session: DemoSession, _ context: String
    ) {
        for node in hierarchy.nodes where node.kind == .screen && !screensBeforeSignIn.contains(node.name) {
            fail("\(node.name) is on the hierarchy while signed out", session, context)
        }
        // A flow started again is numbered (`login-2` after a logout): the gate is about which flow.
        for node in tree.nodes where !flowsBeforeSignIn.contains(unnumbered(node.path)) {
            fail("\(node.path) runs while signed out", session, context)
        }
    }

    /// The path without the numbers the tree gives a flow started again under the same name
    /// (`app/login-2` is `app/login`): to the gate, and to the sign-in witness, it is the same flow.
    static func unnumbered(_ path: String) -> String {
        path.split(separator: "/").map { name in
            guard let dash = name.lastIndex(of: "-"), !name[name.index(after: dash)...].isEmpty,
                name[name.index(after: dash)...].allSatisfy(\.isNumber)
            else { return String(name) }
            return String(name[..<dash])
        }
        .joined(separator: "/")
    }

    /// Runs `body` on a new app, then ends it and checks that its teardown left nothing alive,
    /// and that the app itself (session, window, tree) is released once nothing holds it.
    static func withApp(
        _ context: String, _ make: () -> DemoSession, body: (DemoSession) -> Void
    ) {
        weak var weakSession: DemoSession?
        weak var weakWindow: HeadlessWindow?
        weak var weakTree: CoordinatorTree?
        do {
            let session = make()
            weakSession = session
            weakWindow = session.window
            weakTree = session.tree
            body(session)
            let summary = session.finish()
            if summary.leaked {
                fail("teardown left \(summary.report.leaks + summary.aliveAfterShutdown) alive", session, context)
            }
            let report = session.tree.leakReport()
            if report.coordinatorsCreated != report.coordinatorsReleased || report.screensSeen != report.screensReleased
            {
                fail(
                    "after teardown \(report.coordinatorsReleased) of \(report.coordinatorsCreated) coordinators and "
                        + "\(report.screensReleased) of \(report.screensSeen) screens are released", session, context)
            }
        }
        if weakSession != nil || weakWindow != nil || weakTree != nil {
            fatalError(
                "fuzz invariant: the app outlived its teardown (session \(weakSession != nil), "
                    + "window \(weakWindow != nil), tree \(weakTree != nil))\ninput: \(context)")
        }
    }
}

/// What a rejected input must leave as it found it.
struct AppState: Equatable {
    /// The coordinators.
    var tree: TreeSnapshot
    /// The screens and containers, with who routes them.
    var hierarchy: HierarchySnapshot
}
