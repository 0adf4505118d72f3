/// A search for a part of a log line, by bytes when that says what `StringProtocol.contains(_:)`
/// says.
///
/// The generic search compares characters, some 50,000 instructions a line; the explorer asks
/// it of every `UNHANDLED` or `REJECTED` line after every step, once per allowed text. In plain
/// ASCII without a carriage return each byte is one character, so a byte search finds the same;
/// any other text is searched as before.
enum PlainText {
    /// Whether `text` contains `part`, as `text.contains(part)` says.
    static func contains(_ part: String, in text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { text -> Bool? in
            part.utf8.withContiguousStorageIfAvailable { part in search(part, in: text) } ?? nil
        }
        if let found = found ?? nil { return found }
        return text.contains(part)
    }

    /// The byte search, or `nil` when a byte is not one character on its own.
    private static func search(_ part: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard isPlain(part), isPlain(text) else { return nil }
        guard let first = part.first else { return true }
        guard part.count <= text.count else { return false }
        var start = 0
        while start <= text.count - part.count {
            if text[start] == first {
                var matched = 1
                while matched < part.count, text[start + matched] == part[matched] { matched += 1 }
                if matched == part.count { return true }
            }
            start += 1
        }
        return false
    }

    /// ASCII with no carriage return: a carriage return and a line feed make one character.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 || byte == 0x0D { return false }
        return true
    }
}
