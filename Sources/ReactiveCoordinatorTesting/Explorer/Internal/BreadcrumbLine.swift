import ReactiveCoordinatorDiagnostics

/// Reads one line of a trail back into a `Breadcrumb`: the inverse of its `description`,
/// `[scene] category path: message`, with the escapes `Breadcrumb.description` writes.
enum BreadcrumbLine {
    /// The breadcrumb on a line, or `nil` for a line that is no breadcrumb (it does not start
    /// with a category and a space).
    ///
    /// The line is read by Unicode scalars: a `]` that ends the scene, a `: ` that ends the path,
    /// are the first that no backslash escapes, and a combining mark after either does not hide it.
    ///
    /// - Throws: ``BreadcrumbTrailError/Reason/malformedLine`` for a line that starts with a
    ///   category but has no `path: message`.
    static func parse(_ line: Substring, number: Int) throws(BreadcrumbTrailError) -> Breadcrumb? {
        var rest = line.unicodeScalars[...]
        var scene: String?
        if rest.first == "[" {
            rest.removeFirst()
            guard let close = BreadcrumbText.firstUnescaped("] ", in: rest) else { return nil }
            scene = BreadcrumbText.unescaped(rest[..<close.lowerBound])
            rest = rest[close.upperBound...]
        }
        guard let space = rest.firstIndex(of: " "),
            let category = Breadcrumb.Category(rawValue: String(Substring(rest[..<space])))
        else { return nil }
        rest = rest[rest.index(after: space)...]
        guard let colon = BreadcrumbText.firstUnescaped(": ", in: rest), colon.lowerBound > rest.startIndex else {
            throw BreadcrumbTrailError(
                .malformedLine, breadcrumb: nil,
                "line \(number) starts with \(category.rawValue) but has no `path: message`")
        }
        return Breadcrumb(
            category: category, message: BreadcrumbText.unescaped(rest[colon.upperBound...]),
            path: BreadcrumbText.unescaped(rest[..<colon.lowerBound]), scene: scene)
    }
}
