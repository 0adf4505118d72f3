/// The number a child's name carries after its base when siblings share the base (`message-3` is
/// the third `message`), read from text that may come from outside: a restoration record.
///
/// Read with bounds: only a run of ASCII digits counts, and a value above ``maximum`` is out of
/// range rather than wrapped or trapped on. A parent's counter for a name starts from the largest
/// number a restored child kept and grows by one per child started, so with the bound it cannot
/// come near `Int.max` however the tree was restored.
enum ChildNameNumber {
    /// The largest number a restored name may carry: 2^31 - 1 (2,147,483,647).
    static let maximum = Int(Int32.max)

    /// What the last name of a recorded path says about its number.
    enum Reading: Equatable {
        /// The name ends in no `-digits` run.
        case none
        /// The name ends in `-N` with N within the bound.
        case number(Int)
        /// The name ends in a run of digits whose value is above ``maximum``.
        case outOfRange
    }

    /// Reads the `-digits` run that ends `name`, if any, within the bound.
    ///
    /// - Parameter name: A child's name, the last part of its path (`message-3`).
    /// - Returns: What the name's suffix is.
    static func reading(_ name: Substring) -> Reading {
        let digits = name.utf8.reversed().prefix(while: isDigit)
        guard !digits.isEmpty, name.utf8.dropLast(digits.count).last == UInt8(ascii: "-") else { return .none }
        var value = 0
        // Most significant first; stops as soon as the value passes the bound, so a run of a
        // million digits costs no more than eleven.
        for digit in digits.reversed() {
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
            if value > maximum { return .outOfRange }
        }
        return .number(value)
    }

    /// The number in a recorded name (`detail-3` is 3, `detail` is 1) if it is `base`'s and within
    /// the bound; nil otherwise.
    ///
    /// - Parameters:
    ///   - recorded: The name the record kept.
    ///   - base: The child's name before numbering.
    /// - Returns: The number, at least 2, or 1 for the base itself.
    static func restored(_ recorded: String, base: String) -> Int? {
        if recorded == base { return 1 }
        let prefix = (base + "-").utf8
        guard recorded.utf8.starts(with: prefix) else { return nil }
        let rest = recorded.utf8.dropFirst(prefix.count)
        guard !rest.isEmpty, rest.allSatisfy(isDigit), case .number(let number) = reading(Substring(recorded)),
            number > 1
        else { return nil }
        return number
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
