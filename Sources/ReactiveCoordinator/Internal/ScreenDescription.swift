/// The text that stands for a screen in changes, errors and dumps.
///
/// Only text leaves the containers, so nothing reported keeps a screen alive.
@MainActor
package func describeScreen(_ screen: AnyObject) -> String {
    String(describing: screen)
}
