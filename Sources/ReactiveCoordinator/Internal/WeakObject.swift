/// A weak reference to a screen, to compare with what a container shows, or to show later
/// without keeping it alive meanwhile.
@MainActor
struct WeakObject {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
