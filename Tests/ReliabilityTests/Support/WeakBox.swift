/// A weak reference, so a test can hold many and check later that each object is gone.
struct WeakBox {
    weak var object: AnyObject?
    let label: String

    init(_ object: AnyObject, _ label: String) {
        self.object = object
        self.label = label
    }
}
