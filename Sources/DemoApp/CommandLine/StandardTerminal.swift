#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's own standard input, output and error.
///
/// Standard output is buffered here and written with `write(2)` when the buffer fills or on
/// ``flush()``; call it before the process exits.
@MainActor
package final class StandardTerminal: DemoTerminal {
    private var buffer: [UInt8] = []
    private static let bufferLimit = 1 << 16

    /// Creates the terminal.
    package init() {}

    /// Writes to standard output, through the buffer.
    ///
    /// - Parameter text: The text.
    package func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferLimit { flush() }
    }

    /// Writes to standard error at once, after what is buffered for standard output.
    ///
    /// - Parameter text: The text.
    package func writeError(_ text: String) {
        flush()
        Self.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes out what is buffered for standard output.
    package func flush() {
        guard !buffer.isEmpty else { return }
        Self.writeAll(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Reads a line of standard input, decoding invalid UTF-8 leniently.
    ///
    /// - Returns: The line, or nil at the end of input.
    package func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    /// Whether standard output is a terminal.
    package var outputIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1
    }

    /// Whether standard input is a terminal.
    package var inputIsTerminal: Bool {
        isatty(STDIN_FILENO) == 1
    }

    /// Whether `NO_COLOR` is set to something.
    package var noColourRequested: Bool {
        guard let value = getenv("NO_COLOR") else { return false }
        return value.pointee != 0
    }

    /// Writes every byte, retrying after partial writes and interruptions; gives up on any
    /// other error (a closed pipe), as there is nobody left to tell.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

/// `write(2)`, under a name the terminal's own `write(_:)` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
