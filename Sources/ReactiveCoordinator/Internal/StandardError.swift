#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard error as a `TextOutputStream`, for the library's few reports outside any tree's log.
///
/// It writes to file descriptor 2 directly: the C library's `stderr` is a global variable that
/// strict concurrency checking rejects.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(2, base + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// `write(2)`, named apart from the stream's own `write(_:)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #elseif canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
    #else
    -1
    #endif
}
