/// The headless container `object` is, if it is one of the four.
///
/// Only the library's four final classes adopt ``HeadlessNode``, so four class casts answer what
/// a cast to the protocol answers. A class cast compares the object's class; a cast to a protocol
/// asks the runtime's conformance table, which cost several times more, and these questions are
/// asked of every screen a container adds or removes and of every container the leak audit
/// searches, after each action the flow explorer plays (callgrind).
@MainActor
func headlessNode(_ object: AnyObject) -> (any HeadlessNode)? {
    if let stack = object as? HeadlessStack { return stack }
    if let window = object as? HeadlessWindow { return window }
    if let tabs = object as? HeadlessTabs { return tabs }
    if let split = object as? HeadlessSplit { return split }
    return nil
}
