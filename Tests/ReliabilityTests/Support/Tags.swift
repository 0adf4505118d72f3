import Testing

extension Tag {
    /// Heavy load: millions of events, thousands of trees.
    ///
    /// Reduced in CI unless `RELIABILITY_FULL=1`.
    @Tag static var stress: Self
    /// Trees 100,000 deep or wide, and the growth ratio of their cost.
    @Tag static var deepAndWide: Self
    /// Misuse of the API, each with the behaviour the documentation promises.
    @Tag static var hostileUse: Self
}
