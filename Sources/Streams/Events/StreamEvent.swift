/// One event a stream delivers: a value, or the terminal event that ends it.
///
/// A stream delivers zero or more `.value` events followed by at most one terminal event
/// (`.finished` or `.failed`). Nothing follows a terminal event.
public enum StreamEvent<Value: Sendable, Failure: Error>: Sendable {
    /// A value.
    case value(Value)
    /// The stream ended normally.
    case finished
    /// The stream ended with an error.
    case failed(Failure)

    /// The termination this event carries, or `nil` for a value.
    public var termination: Termination<Failure>? {
        switch self {
        case .value: nil
        case .finished: .finished
        case .failed(let error): .failed(error)
        }
    }

    /// Creates the terminal event that corresponds to a termination.
    public init(_ termination: Termination<Failure>) {
        switch termination {
        case .finished: self = .finished
        case .failed(let error): self = .failed(error)
        }
    }
}

extension StreamEvent: Equatable where Value: Equatable, Failure: Equatable {}

/// How a stream ended.
public enum Termination<Failure: Error>: Sendable {
    /// The stream ended normally.
    case finished
    /// The stream ended with an error.
    case failed(Failure)
}

extension Termination: Equatable where Failure: Equatable {}
