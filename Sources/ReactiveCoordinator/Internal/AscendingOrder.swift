/// The positions of `keys` in ascending order of key, equal keys in the order they come: the
/// order a stable sort by key would put their values in.
///
/// The core's sorts by a number (start order, arrival, task number) go through this one function,
/// so the standard library's sort is specialized once, for `Int` positions, rather than once per
/// element type sorted (about 4 KB of release code each).
///
/// - Parameter keys: The keys, one per value, in the values' order.
/// - Returns: The values' positions, sorted.
func ascendingOrder(of keys: [Int]) -> [Int] {
    var order = Array(keys.indices)
    order.sort { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    return order
}
