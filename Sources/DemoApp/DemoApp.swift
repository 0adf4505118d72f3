/// The demo's app flows and scenarios; `stream-demo` is a thin command line over them.
public enum DemoApp: Sendable {
    /// The line the demo prints until its scenarios exist.
    public static let banner = "stream-demo: coming soon"
}
