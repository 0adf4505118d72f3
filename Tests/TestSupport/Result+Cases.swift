extension Result {
    /// The output, or nil if it failed: for `#expect(result.success == 42)`.
    public var success: Success? {
        if case .success(let value) = self { value } else { nil }
    }

    /// The failure, or nil if it succeeded: for `#expect(result.failure == .cancelled)`.
    public var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
