import ReactiveCoordinatorDiagnostics

/// Reads one line of a trail back into a `Breadcrumb`: the inverse of its `description`,
/// `[scene] category path: message`.
enum BreadcrumbLine {
    /// The breadcrumb on a line, or `nil` for a line that is no breadcrumb (it does not start
    /// with a category and a space).
    ///
    /// - Throws: ``BreadcrumbTrailError/Reason/malformedLine`` for a line that starts with a
    ///   category but has no `path: message`.
    static func parse(_ line: Substring, number: Int) throws(BreadcrumbTrailError) -> Breadcrumb? {
        var rest = line
        var scene: String?
        if rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            scene = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
            guard rest.first == " " else { return nil }
            rest = rest.dropFirst()
        }
        guard let space = rest.firstIndex(of: " "),
            let category = Breadcrumb.Category(rawValue: String(rest[..<space]))
        else { return nil }
        rest = rest[rest.index(after: space)...]
        guard let colon = rest.firstRange(of: ": "), colon.lowerBound > rest.startIndex else {
            throw BreadcrumbTrailError(
                .malformedLine, breadcrumb: nil,
                "line \(number) starts with \(category.rawValue) but has no `path: message`")
        }
        return Breadcrumb(
            category: category, message: String(rest[colon.upperBound...]), path: String(rest[..<colon.lowerBound]),
            scene: scene)
    }
}
