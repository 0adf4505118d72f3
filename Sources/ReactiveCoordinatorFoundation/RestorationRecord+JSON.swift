public import Foundation
public import ReactiveCoordinator

extension RestorationRecord {
    /// Reads a record from JSON, refusing one too large or too long before decoding it all.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#read -->
    /// ```swift
    /// let record = try RestorationRecord(json: data)
    /// ```
    ///
    /// The byte count is checked before the JSON is parsed, and the number of steps before any
    /// step is decoded, so a hostile file costs time and memory in proportion to the limits, not
    /// to its size.
    ///
    /// - Parameter data: The JSON, as `CoordinatorTree.restorationRecord(schema:owner:)` encoded by
    ///   `JSONEncoder` writes it.
    /// - Throws: `RestorationError.tooLarge` over `maximumByteCount`;
    ///   `RestorationError.tooManySteps` over `maximumSteps`;
    ///   `RestorationError.undecodable` when it is not a record.
    public init(json data: Data) throws(RestorationError) {
        guard data.count <= Self.maximumByteCount else {
            throw .tooLarge(byteCount: data.count, limit: Self.maximumByteCount)
        }
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw .undecodable(error: String(describing: error))
        }
    }
}
