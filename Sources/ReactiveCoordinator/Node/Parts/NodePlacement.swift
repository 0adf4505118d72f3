/// Where a coordinator is in its tree: the tree, its log, its path, and when it started.
///
/// Written once when the node enters a tree (its root's `start()`, or its parent admitting it)
/// and when it starts; read by everything that logs or orders coordinators.
@MainActor
struct NodePlacement {
    /// Its tree, read through ``tree``: a reader of a `private(set) weak var` copies the whole
    /// placement (its path, its log) to load the one reference, and the node reads its tree at
    /// every start, route, attach and teardown.
    private weak var treeReference: CoordinatorTree?
    var tree: CoordinatorTree? { treeReference }
    /// Its tree's log, held strongly so that logging costs no weak load; nil outside a tree.
    private(set) var log: TreeLog?
    private(set) var path: CoordinatorPath
    /// When it started, counted in its tree (the root is 1): a restoration record lists
    /// coordinators in this order, the order they showed their screens in, and a shortened path
    /// names the last coordinator it leaves out by it.
    private(set) var startOrder = 0
    /// When its tree's leak audit first saw it (0: never), which orders the audit's report.
    private(set) var auditOrder = 0

    init(root name: String) {
        path = CoordinatorPath(root: name)
    }

    /// Enters `tree` at `path`.
    mutating func enter(_ tree: CoordinatorTree?, log: TreeLog?, at path: CoordinatorPath) {
        treeReference = tree
        self.log = log
        self.path = path
    }

    /// Records that it started, as its tree's `order`th start, and the audit saw it `audited`th.
    mutating func started(order: Int, audited: Int) {
        startOrder = order
        auditOrder = audited
    }
}
