/// A coordinator's position in its tree, as `app/main/compose`.
///
/// A path costs the same to extend at any depth: beyond 16 levels it keeps the first and the last
/// eight names and elides the middle (`app/…(99984 #99992)/c99993/…/c100000`), so a tree 100,000
/// deep does not hold quadratic text. The elided middle says how many names it leaves out and
/// which coordinator is the last of them (`#99992`: the 99,992nd its tree started), so that two
/// branches that differ only in what is left out never share a path (issue 33). A restoration
/// record does not name such a coordinator by its shortened path but from a step above it
/// (``CoordinatorTree/restorationRecord(schema:)``).
///
/// The text is rendered once, when the path is made: every event a coordinator logs carries it,
/// and rendering it per event cost more than the rest of a deep coordinator's start and teardown.
struct CoordinatorPath: Sendable, Hashable {
    private static let kept = 8
    /// The names the elided form is made from; empty (and so not allocated) until the path has
    /// 2 x `kept` names, as most paths never do.
    private(set) var head: [String]
    private(set) var tail: [String]
    private(set) var depth: Int
    /// The path as text; a function of the names.
    private(set) var rendered: String

    init(root name: String) {
        head = []
        tail = []
        depth = 0
        rendered = name
    }

    /// The path one level down.
    ///
    /// - Parameters:
    ///   - name: The new last name.
    ///   - lastElided: The start number (in its tree) of the coordinator whose name the new path
    ///     leaves out last, 8 levels above the new one: asked for only when the path is shortened.
    ///   - names: This path's names, root first: asked for only when the new path is the first
    ///     long enough to need them.
    /// - Returns: The longer path.
    func appending(_ name: String, lastElided: () -> Int, names: () -> [String]) -> CoordinatorPath {
        var path = self
        path.depth += 1
        let count = path.depth + 1
        if count < 2 * Self.kept {
            path.rendered += "/" + name
        } else if count == 2 * Self.kept {
            path.head = names() + [name]
            path.rendered += "/" + name
        } else {
            if path.tail.isEmpty {
                // Move the second half of head into tail the first time we overflow.
                path.tail = Array(path.head[Self.kept...])
                path.head.removeLast(path.head.count - Self.kept)
            }
            path.tail.append(name)
            if path.tail.count > Self.kept { path.tail.removeFirst() }
            path.rendered = path.renderElided(lastElided: lastElided())
        }
        return path
    }

    /// Whether names are left out of the text.
    var isShortened: Bool {
        !tail.isEmpty
    }

    private func renderElided(lastElided: Int) -> String {
        let elided = depth + 1 - head.count - tail.count
        var text = head.joined(separator: "/")
        text += "/…(\(elided) #\(lastElided))"
        for name in tail {
            text += "/"
            text += name
        }
        return text
    }
}
