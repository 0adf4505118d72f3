/// The statuses `stream-demo` exits with.
package enum ExitStatus: Int32, Sendable {
    /// Everything ran and nothing leaked.
    case success = 0
    /// A coordinator or a screen leaked.
    case leaked = 1
    /// The arguments were wrong; nothing ran.
    case usage = 2
}
