import PWTemplateSyntax

/// Quoting of found values in messages.
package enum Quote {
    /// `value` as a JSON string literal, cut to about 60 characters.
    package static func string(_ value: String) -> String {
        let limit = 60
        return JSONOutput.literal(value.count > limit ? String(value.prefix(limit)) + "…" : value)
    }
}
