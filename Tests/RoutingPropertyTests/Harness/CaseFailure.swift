import Foundation

/// Why a case failed: where, doing what, what broke, and the log of that step.
struct CaseFailure: Error, CustomStringConvertible {
    /// The index of the failing action; nil when starting, the restoration check or clearing failed.
    var step: Int?
    var action: Action?
    var problems: [String]
    var stepLog: [String]

    var description: String {
        let place =
            switch (step, action) {
            case (let step?, let action?): "after action \(step) \(action)"
            case (nil, _): "at the start, in the restoration check or after clearing the window"
            default: "at step \(step ?? -1)"
            }
        var text =
            "failed \(place):\n"
            + problems.map { "  * " + $0.replacingOccurrences(of: "\n", with: "\n    ") }
            .joined(separator: "\n")
        if !stepLog.isEmpty {
            text += "\n  event log of that step:\n" + stepLog.map { "    " + $0 }.joined(separator: "\n")
        }
        return text
    }
}
