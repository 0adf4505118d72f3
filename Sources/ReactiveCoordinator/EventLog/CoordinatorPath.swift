/// A coordinator's position in its tree, as `app/main/compose`.
///
/// A path costs the same to extend at any depth: beyond 16 levels it keeps the first and the last
/// eight names and elides the middle (`app/…/c99999`), so a tree 100,000 deep does not hold
/// quadratic text.
struct CoordinatorPath: Sendable, Hashable {
    private static let kept = 8
    private(set) var head: [String]
    private(set) var tail: [String]
    private(set) var depth: Int

    init(root name: String) {
        head = [name]
        tail = []
        depth = 0
    }

    func appending(_ name: String) -> CoordinatorPath {
        var path = self
        path.depth += 1
        if path.head.count < 2 * Self.kept && path.tail.isEmpty {
            path.head.append(name)
        } else {
            if path.tail.isEmpty {
                // Move the second half of head into tail the first time we overflow.
                path.tail = Array(path.head[Self.kept...])
                path.head.removeLast(path.head.count - Self.kept)
            }
            path.tail.append(name)
            if path.tail.count > Self.kept { path.tail.removeFirst() }
        }
        return path
    }

    var rendered: String {
        if tail.isEmpty { return head.joined(separator: "/") }
        let elided = depth + 1 - head.count - tail.count
        return (head + ["…(\(elided))"] + tail).joined(separator: "/")
    }
}
