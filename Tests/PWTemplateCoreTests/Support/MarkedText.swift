import PWTemplateSyntax

/// An example text without its `↓` markers, and where the markers stood in the stripped text
/// (1-based lines and columns in Unicode scalars, as findings count them).
struct MarkedText {
    var text: String
    var markers: [SourcePosition]

    init(_ marked: String) {
        let marker = RuleExample.marker.unicodeScalars.first
        var text = String.UnicodeScalarView()
        var markers: [SourcePosition] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == marker {
                markers.append(SourcePosition(line: line, column: column))
                continue
            }
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = String(text)
        self.markers = markers
    }
}
