extension String {
    /// JSON text made safe inside an HTML `<script>` element (the preview's data island, the
    /// live-reload script): `<`, `>`, `&`, U+2028 and U+2029 written as `\u` escapes, so no
    /// text can end the script (`</script>`), open a comment (`<!--`) or break a JavaScript
    /// line. They only ever stand inside JSON strings, where the escape reads the same.
    package var scriptSafeJSON: String {
        escapingScalars { scalar in
            switch scalar {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }
}
