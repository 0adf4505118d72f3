/// The actions a search has met, numbered in the order it met them: the visited set's records
/// and the kept transitions hold an action as four bytes.
struct ActionNumbers {
    private var actions: [FlowAction] = []
    private var numbers: [FlowAction: Int32] = [:]

    var count: Int {
        actions.count
    }

    subscript(number: Int32) -> FlowAction {
        actions[Int(number)]
    }

    /// The number of `action`, numbering it if it is new.
    mutating func number(of action: FlowAction) -> Int32 {
        if let known = numbers[action] { return known }
        let number = Int32(actions.count)
        actions.append(action)
        numbers[action] = number
        return number
    }

    /// An estimate of the bytes the table takes: the list and the dictionary's slots, with a
    /// share of each action's payload.
    var bytes: Int {
        actions.count * (MemoryLayout<FlowAction>.stride * 2 + 32)
    }
}
