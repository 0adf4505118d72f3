extension String {
    /// The text quoted for a message, safe to print whatever the user typed: control characters
    /// are escaped (no terminal escape sequence gets through) and long input is cut.
    var quotedForMessage: String {
        var text = ""
        var count = 0
        for scalar in unicodeScalars {
            if count == 40 {
                text += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _
            where scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .format
                || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                text += "\\u{\(String(scalar.value, radix: 16))}"
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return "\"\(text)\""
    }
}
