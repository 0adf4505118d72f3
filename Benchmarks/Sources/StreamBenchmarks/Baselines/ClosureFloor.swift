/// The plain closure call, as a case of its own, so that each group can time its figures against
/// the floor in the same rounds: one `(Int) -> Void` kept in a constant property, called.
func closureFloorCase(into sink: Sink) -> TimedCase {
    let holder = ClosureHolder { { sink.add($0) } }
    return TimedCase(name: "closure") { operations in
        let holder = opaque(holder)
        for value in 0..<operations {
            holder.call(value)
        }
    }
}
