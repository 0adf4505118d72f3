/// The values a URL gave a link pattern's parameters (`:id` in `product/:id`) and its query.
public struct LinkParameters: Sendable, Hashable {
    /// The values, by parameter name; a query item's name when it did not clash with a
    /// path parameter.
    package var values: [String: String]

    /// Creates parameters from their values.
    ///
    /// - Parameter values: The values by name.
    package init(_ values: [String: String]) {
        self.values = values
    }

    /// The value of a parameter, or nil when the URL gave none.
    ///
    /// - Parameter name: The parameter's name, without the colon.
    public subscript(name: String) -> String? {
        values[name]
    }

    /// The value of a parameter as a whole number.
    ///
    /// - Parameter name: The parameter's name, without the colon.
    /// - Returns: The number.
    /// - Throws: ``DeepLinkURLError/invalidParameter(name:value:)`` when it is missing or not one.
    public func integer(_ name: String) throws(DeepLinkURLError) -> Int {
        guard let text = values[name], let number = Int(text) else {
            throw .invalidParameter(name: name, value: values[name] ?? "")
        }
        return number
    }
}
