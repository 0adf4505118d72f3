import Streams
import TestSupport

/// A one-line notation for "these sends produce these events".
///
/// Each character is a tick: a digit is that value, `|` finishes, `#` fails with `TestFailure()`,
/// `-` is a tick with nothing. Several events in one tick are grouped in parentheses: `(12|)`.
/// A value whose description is longer than one character is written in braces: `{12}`.
///
/// `marbles("1-2-3-|") { $0.map { $0 * 2 } }` sends the diagram's events into a source, one tick
/// at a time, through the operator, and returns what one subscriber received, tick by tick, as a
/// diagram of the same length: `"2-4-6-|"`.
func marbles<Output: Sendable & CustomStringConvertible>(
    _ diagram: String,
    _ transform: (EventStream<Int, TestFailure>) -> EventStream<Output, TestFailure>
) -> String {
    let source = EventSource<Int, TestFailure>()
    return record(transform(source.stream), ticks: [parse(diagram)]) { _, events in
        for event in events { source.emit(event) }
    }
}

/// The two-input form: in each tick the first diagram's events are sent first, then the second's.
///
/// `marbles("1-3--|", "-2-4|") { $0.merge(with: $1) } == "1234-|"`.
func marbles<Output: Sendable & CustomStringConvertible>(
    _ first: String,
    _ second: String,
    _ transform: (EventStream<Int, TestFailure>, EventStream<Int, TestFailure>) -> EventStream<Output, TestFailure>
) -> String {
    let sources = [EventSource<Int, TestFailure>(), EventSource<Int, TestFailure>()]
    let stream = transform(sources[0].stream, sources[1].stream)
    return record(stream, ticks: [parse(first), parse(second)]) { input, events in
        for event in events { sources[input].emit(event) }
    }
}

private typealias MarbleEvent = StreamEvent<Int, TestFailure>

private func record<Output: Sendable & CustomStringConvertible>(
    _ stream: EventStream<Output, TestFailure>,
    ticks inputs: [[[MarbleEvent]]],
    send: (Int, [MarbleEvent]) -> Void
) -> String {
    let received = Received<(tick: Int, symbol: String)>()
    let tick = Shared(0)
    let subscription = stream.subscribe { event in
        received.append((tick.value, symbol(event)))
    }
    let length = inputs.map(\.count).max() ?? 0
    for index in 0..<length {
        tick.value = index
        for (input, events) in inputs.enumerated() where index < events.count {
            send(input, events[index])
        }
    }
    subscription.cancel()
    let all = received.values
    return (0..<Swift.max(length, 1)).map { index in
        let symbols = all.filter { $0.tick == index }.map(\.symbol)
        switch symbols.count {
        case 0: return "-"
        case 1: return symbols[0]
        default: return "(" + symbols.joined() + ")"
        }
    }
    .joined()
}

private func symbol<Output: CustomStringConvertible>(_ event: StreamEvent<Output, TestFailure>) -> String {
    switch event {
    case .value(let value):
        let text = value.description
        return text.count == 1 ? text : "{" + text + "}"
    case .finished:
        return "|"
    case .failed:
        return "#"
    }
}

/// Splits a diagram into ticks, each a list of events.
private func parse(_ diagram: String) -> [[MarbleEvent]] {
    var ticks: [[MarbleEvent]] = []
    var group: [MarbleEvent]?
    for character in diagram {
        let event: MarbleEvent?
        switch character {
        case "(":
            group = []
            continue
        case ")":
            ticks.append(group ?? [])
            group = nil
            continue
        case "-": event = nil
        case "|": event = .finished
        case "#": event = .failed(TestFailure())
        default:
            guard let digit = character.wholeNumberValue else { fatalError("not a marble: \(character)") }
            event = .value(digit)
        }
        if group != nil {
            if let event { group?.append(event) }
        } else {
            ticks.append(event.map { [$0] } ?? [])
        }
    }
    return ticks
}

extension EventSource {
    /// Sends one event: a value, or the termination it carries.
    func emit(_ event: StreamEvent<Value, Failure>) {
        switch event {
        case .value(let value): send(value)
        case .finished: finish()
        case .failed(let error): fail(error)
        }
    }
}
