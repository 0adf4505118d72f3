/// When the text log uses ANSI colours (`--color`).
package enum ColourChoice: String, Sendable, CaseIterable {
    /// Only when standard output is a terminal and `NO_COLOR` is not set.
    case auto
    /// Always, even into a pipe.
    case always
    /// Never.
    case never

    /// Whether to colour, given where the output goes.
    ///
    /// - Parameters:
    ///   - outputIsTerminal: Whether standard output is a terminal (`isatty`).
    ///   - noColourRequested: Whether the environment sets `NO_COLOR` (see no-color.org).
    /// - Returns: Whether to use colours.
    package func resolve(outputIsTerminal: Bool, noColourRequested: Bool) -> Bool {
        switch self {
        case .auto: outputIsTerminal && !noColourRequested
        case .always: true
        case .never: false
        }
    }
}
