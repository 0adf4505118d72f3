internal import _ReactiveCoordinatorShims

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
                let written = _rc_write_standard_error(base + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
