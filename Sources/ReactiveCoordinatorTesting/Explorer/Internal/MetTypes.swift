/// The types a walk has met, numbered in the order it met them.
///
/// The explorer's walks ask of every object they visit, after every action. A number is found
/// by a scan while the types are few (an app has a dozen, and a scan costs less than hashing),
/// by a table past 32, so that an app of many types pays a lookup, not a scan of them all.
struct MetTypes {
    private var types: [ObjectIdentifier] = []
    private var numbers: [ObjectIdentifier: Int] = [:]

    /// The number of `type`, or `nil` if it was not met yet.
    func number(of type: ObjectIdentifier) -> Int? {
        if types.count > 32 { return numbers[type] }
        // `firstIndex(of:)`: about 45 instructions a look-up where a loop over `indices` took 57
        // (the benchmark's mail app asks some 105,000 times).
        return types.firstIndex(of: type)
    }

    /// Numbers a type met for the first time: the count of those met before it.
    mutating func add(_ type: ObjectIdentifier) -> Int {
        numbers[type] = types.count
        types.append(type)
        return types.count - 1
    }
}
