import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorDiagnostics

// The samples that read a tree's event log and pictures: printing its events, matching a logged
// intent, and drawing the tree beside its hierarchy. EventLogSampleTests plays the quick start
// and compares what they print with what their comments say.
@MainActor
enum EventLogSamples {
    /// Prints every event of the tree until the returned subscription goes.
    static func printEvents(of tree: CoordinatorTree, print: Printer) -> MainActorSubscription {
        // snippet: print-events
        let printer = tree.events.subscribe(onValue: { print($0) })  // keep `printer` alive
        // end snippet
        return printer
    }

    static func printEachEvent(of tree: CoordinatorTree, print: Printer) -> MainActorSubscription {
        // snippet: subscribe
        let subscription = tree.events.subscribe(onValue: { event in print(event) })
        // 8 inbox/message intent archive from MessageScreen
        // end snippet
        return subscription
    }

    static func archived(_ event: CoordinatorEvent, print: Printer) {
        // snippet: logged-value
        if case .routed(intent: "archive", from: nil) = event.kind { print("archived") }
        // end snippet
    }

    static func hierarchy(of window: HeadlessWindow, tree: CoordinatorTree, print: Printer) {
        // snippet: hierarchy-nodes
        let hierarchy = HierarchySnapshot(of: window, coordinators: tree)
        for node in hierarchy.nodes {
            print(String(repeating: "  ", count: node.depth) + node.name, node.boundBy)
        }
        // window []
        //   stack []
        //     InboxScreen ["inbox"]
        // end snippet
    }

    static func printDOT(of window: HeadlessWindow, tree: CoordinatorTree, print: Printer) {
        // snippet: capture
        let hierarchy = HierarchySnapshot(of: window, coordinators: tree)
        print(tree.snapshot().dot(hierarchy: hierarchy))
        // end snippet
    }

    static func dot(of window: HeadlessWindow, tree: CoordinatorTree) -> String {
        // snippet: dot
        let dot = tree.snapshot().dot(hierarchy: HierarchySnapshot(of: window, coordinators: tree))
        // digraph tree {
        //     ...
        //     c0 -> s2 [label="bound", style=dashed, color="#c0392b", ...];
        // }
        // end snippet
        return dot
    }

    static func mermaid(of window: HeadlessWindow, tree: CoordinatorTree) -> String {
        // snippet: mermaid
        let mermaid = tree.snapshot().mermaid(hierarchy: HierarchySnapshot(of: window, coordinators: tree))
        // flowchart TD
        //     subgraph coordinators ["coordinators"]
        //         direction TB
        //         c0("inbox<br>active")
        //     ...
        //     c0 -.->|"bound"| s2
        // end snippet
        return mermaid
    }

    static func text(of tree: CoordinatorTree, print: Printer) {
        // snippet: text
        print(tree.snapshot().text)
        // inbox (active) [InboxScreen]
        //   message (active) [MessageScreen]
        // end snippet
    }
}
