@testable import PWTemplateArchive
@testable import PWTemplateSyntax
import Testing

/// Accept (`y_`) and reject (`n_`) cases in the categories of JSONTestSuite, written for pwtemplate.
@Suite struct JSONConformanceTests {
    /// A text that must parse. A root that is not an object is still JSON: only
    /// `json-root-not-object` may be reported for it.
    struct Accepted: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        var testDescription: String { name }

        init(_ name: String, _ json: String) {
            self.name = name
            self.bytes = Array(json.utf8)
        }
    }

    /// A text that must fail with `rule`, the message containing `message`.
    struct Rejected: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let rule: Rule
        let message: String
        var testDescription: String { name }

        init(_ name: String, _ json: String, _ message: String, rule: Rule = .jsonSyntax) {
            self.init(name, bytes: Array(json.utf8), message, rule: rule)
        }

        init(_ name: String, bytes: [UInt8], _ message: String, rule: Rule) {
            self.name = name
            self.bytes = bytes
            self.rule = rule
            self.message = message
        }
    }

    static let structures: [Accepted] = [
        .init("y_object_empty", "{}"),
        .init("y_array_empty", "[]"),
        .init("y_object_nested", #"{"a":{"b":{"c":{}}}}"#),
        .init("y_array_nested", "[[[]]]"),
        .init("y_array_of_objects", "[{},{}]"),
        .init("y_array_heterogeneous", #"[1,"a",true,false,null,{},[]]"#),
        .init("y_object_mixed", #"{"a":1,"b":[1,2,{"c":null}],"d":"e"}"#),
        .init("y_object_empty_key", #"{"":0}"#),
        .init("y_array_with_spaces", " [ 1 , 2 ] "),
    ]

    static let numbers: [Accepted] = [
        .init("y_number_zero", "[0]"),
        .init("y_number_minus_zero", "[-0]"),
        .init("y_number_integer", "[123]"),
        .init("y_number_negative", "[-123]"),
        .init("y_number_fraction", "[1.5]"),
        .init("y_number_small_fraction", "[0.0001]"),
        .init("y_number_exponent", "[1e10]"),
        .init("y_number_capital_exponent", "[1E10]"),
        .init("y_number_exponent_plus", "[1e+10]"),
        .init("y_number_exponent_minus", "[1e-10]"),
        .init("y_number_everything", "[-1.5E-3]"),
        .init("y_number_zero_exponent", "[0e0]"),
        .init("y_number_huge_exponent", "[1e400]"),
        .init("y_number_many_digits", "[123456789012345678901234567890]"),
        .init("y_number_root", "42"),
    ]

    static let strings: [Accepted] = [
        .init("y_string_empty", #"[""]"#),
        .init("y_string_simple_escapes", #"["\"\\\/\b\f\n\r\t"]"#),
        .init("y_string_unicode_escape", #"["\u0041\u00e9\uABCD"]"#),
        .init("y_string_surrogate_pair", #"["\uD83D\uDE00"]"#),
        .init("y_string_escaped_nul", #"["\u0000"]"#),
        .init("y_string_noncharacter_escape", #"["\uFFFF"]"#),
        .init("y_string_raw_two_byte", #"["é"]"#),
        .init("y_string_raw_three_byte", #"["€"]"#),
        .init("y_string_raw_four_byte", #"["😀"]"#),
        .init("y_string_raw_last_before_surrogates", "[\"\u{D7FF}\"]"),
        .init("y_string_raw_first_after_surrogates", "[\"\u{E000}\"]"),
        .init("y_string_raw_last_scalar", "[\"\u{10FFFF}\"]"),
        .init("y_string_long_ascii_run", "[\"" + String(repeating: "abcdefghij", count: 100) + "\"]"),
        .init("y_string_raw_del", "[\"\u{7F}\"]"),
        .init("y_string_single_quote", #"["'"]"#),
        .init("y_string_comment_lookalike", #"["// not a comment /* */"]"#),
        .init("y_string_root", #""text""#),
    ]

    static let literals: [Accepted] = [
        .init("y_literal_true", "[true]"),
        .init("y_literal_false", "[false]"),
        .init("y_literal_null", "[null]"),
        .init("y_literal_root_null", "null"),
        .init("y_literal_root_true", " true "),
    ]

    static let whitespace: [Accepted] = [
        .init("y_whitespace_all_four", " \t\r\n{ \t\r\n} \t\r\n"),
        .init("y_whitespace_around_colon", "{\"a\"\n:\r\n1}"),
        .init("y_whitespace_crlf_lines", "{\r\n  \"a\": [\r\n    1\r\n  ]\r\n}\r\n"),
    ]

    static let nesting: [Accepted] = [
        .init("y_nesting_256_arrays", String(repeating: "[", count: 256) + String(repeating: "]", count: 256)),
        .init("y_nesting_objects_and_arrays", #"{"a":[{"b":[{"c":[]}]}]}"#),
    ]

    static let keys: [Accepted] = [
        .init("y_key_with_space", #"{"a b":1}"#),
        .init("y_key_escaped", #"{"\u0061":1}"#),
        .init("y_key_non_ascii", #"{"é":1}"#),
        .init("y_key_pointer_characters", #"{"a/b~c":1}"#),
        .init("y_key_duplicate_is_still_json", #"{"a":1,"a":2}"#),
    ]

    @Test(arguments: structures + numbers + strings + literals + whitespace + nesting + keys)
    func accepts(_ sample: Accepted) {
        let document = JSONParser.parse(sample.bytes)
        #expect(document.root != nil)
        let syntaxFindings = document.diagnostics.filter {
            $0.rule != .jsonRootNotObject && $0.rule != .jsonDuplicateKey
        }
        #expect(syntaxFindings.isEmpty, "\(syntaxFindings.map(\.message))")
    }

    static let badStructures: [Rejected] = [
        .init("n_object_trailing_comma", #"{"a":1,}"#, "trailing comma before '}'"),
        .init("n_array_trailing_comma", "[1,]", "trailing comma before ']'"),
        .init("n_array_missing_comma", "[1 2]", "expected ',' or ']' after an array element, found '2'"),
        .init("n_object_missing_comma", #"{"a":1 "b":2}"#, #"expected ',' or '}' after an object member, found '"'"#),
        .init("n_object_missing_colon", #"{"a" 1}"#, #"expected ':' after the member name "a", found '1'"#),
        .init("n_object_missing_value", #"{"a":}"#, "expected a value after ':', found '}'"),
        .init("n_object_key_without_value", #"{"a"}"#, #"expected ':' after the member name "a", found '}'"#),
        .init("n_array_unclosed", "[1", "expected ',' or ']' after an array element, found the end of the file"),
        .init("n_object_unclosed", "{", "expected a member name in double quotes, found the end of the file"),
        .init("n_array_closed_by_brace", "[1}", "expected ',' or ']' after an array element, found '}'"),
        .init("n_object_closed_by_bracket", #"{"a":1]"#, "expected ',' or '}' after an object member, found ']'"),
        .init("n_array_leading_comma", "[,1]", "expected a value or ']', found ','"),
        .init("n_array_double_comma", "[1,,2]", "expected a value after ',', found ','"),
        .init("n_object_only_comma", "{,}", "expected a member name in double quotes, found ','"),
        .init("n_array_with_colon", #"["a":1]"#, "expected ',' or ']' after an array element, found ':'"),
        .init("n_structure_lone_closer", "]", "expected a JSON value, found ']'"),
    ]

    static let badNumbers: [Rejected] = [
        .init("n_number_leading_zero", "[01]", "leading zeros are not allowed in JSON numbers ('01')"),
        .init("n_number_negative_leading_zero", "[-012]", "leading zeros are not allowed in JSON numbers ('-012')"),
        .init("n_number_plus", "[+1]", "a JSON number cannot start with '+' ('+1')"),
        .init("n_number_leading_point", "[.5]", "a JSON number cannot start with '.' ('.5')"),
        .init("n_number_trailing_point", "[1.]", "expected a digit after the decimal point ('1.')"),
        .init("n_number_point_exponent", "[1.e3]", "expected a digit after the decimal point ('1.e3')"),
        .init("n_number_empty_exponent", "[1e]", "expected a digit in the exponent ('1e')"),
        .init("n_number_signed_empty_exponent", "[1e+]", "expected a digit in the exponent ('1e+')"),
        .init("n_number_hex", "[0x10]", "hexadecimal numbers are not JSON ('0x10')"),
        .init("n_number_nan", "[NaN]", "'NaN' is not a JSON number"),
        .init("n_number_infinity", "[Infinity]", "'Infinity' is not a JSON number"),
        .init("n_number_minus_infinity", "[-Infinity]", "'-Infinity' is not a JSON number"),
        .init("n_number_plus_infinity", "[+Infinity]", "'+Infinity' is not a JSON number"),
        .init("n_number_lone_minus", "[-]", "expected a digit after '-', found ']'"),
        .init("n_number_minus_space", "[- 1]", "expected a digit after '-', found ' ' (space)"),
        .init("n_number_two_points", "[1.5.3]", "expected ',' or ']' after an array element, found '.'"),
    ]

    static let badStrings: [Rejected] = [
        .init("n_string_single_quoted", "['a']", "single-quoted strings are not JSON"),
        .init("n_string_raw_tab", "[\"a\tb\"]", "raw control character U+0009 (tab) inside a string"),
        .init("n_string_raw_newline", "[\"a\nb\"]", "raw control character U+000A (line feed) inside a string"),
        .init("n_string_raw_nul", "[\"a\u{0}\"]", "raw control character U+0000 (NUL) inside a string"),
        .init("n_string_raw_unit_separator", "[\"\u{1F}\"]", "raw control character U+001F (control character)"),
        .init("n_string_escape_x", #"["\x41"]"#, #"invalid escape '\x' inside a string"#),
        .init("n_string_escape_single_quote", #"["\'"]"#, #"invalid escape '\'' inside a string"#),
        .init("n_string_escape_newline", "[\"\\\n\"]", #"invalid escape: '\' followed by U+000A (line feed)"#),
        .init("n_string_lone_high_surrogate", #"["\uD800"]"#, #"lone UTF-16 high surrogate '\uD800'"#),
        .init("n_string_lone_low_surrogate", #"["\uDC00"]"#, #"lone UTF-16 low surrogate '\uDC00'"#),
        .init("n_string_reversed_surrogates", #"["\uDC00\uD800"]"#, #"lone UTF-16 low surrogate '\uDC00'"#),
        .init("n_string_high_then_bmp", #"["\uD800\u0041"]"#, #"'\uD800' is followed by '\u0041', not by a low surrogate"#),
        .init("n_string_high_then_text", #"["\uD800abc"]"#, #"lone UTF-16 high surrogate '\uD800'"#),
        .init("n_string_bad_hex", #"["\u12G4"]"#, #"invalid \u escape: expected 4 hex digits, found 'G'"#),
        .init("n_string_short_hex", #"["\u12"]"#, #"invalid \u escape: expected 4 hex digits, found '"'"#),
        .init("n_string_unterminated", #"["abc"#, "unterminated string"),
        .init("n_string_unterminated_escape", #"["\"#, "unterminated string"),
        .init("n_string_unterminated_key", #"{"abc"#, "unterminated string"),
    ]

    static let badLiterals: [Rejected] = [
        .init("n_literal_upper_true", "[TRUE]", "'TRUE' is not a JSON literal"),
        .init("n_literal_capital_true", "[True]", "'True' is not a JSON literal"),
        .init("n_literal_upper_false", "[FALSE]", "'FALSE' is not a JSON literal"),
        .init("n_literal_capital_null", "[Null]", "'Null' is not a JSON literal"),
        .init("n_literal_nil", "[nil]", "'nil' is not JSON"),
        .init("n_literal_undefined", "[undefined]", "'undefined' is not JSON"),
        .init("n_literal_none", "[None]", "'None' is not JSON"),
        .init("n_literal_truncated", "[tru]", "expected a value or ']', found 'tru'"),
        .init("n_literal_extended", "[nulll]", "expected a value or ']', found 'nulll'"),
        .init("n_literal_bareword", #"{"a":abc}"#, "expected a value after ':', found 'abc'"),
    ]

    static let badWhitespace: [Rejected] = [
        .init("n_whitespace_empty", "", "the file is empty"),
        .init("n_whitespace_only", " \r\n\t", "the file is empty"),
        .init("n_whitespace_no_break_space", "[\u{A0}1]", "expected a value or ']', found '\u{A0}' (U+00A0)"),
        .init("n_whitespace_form_feed", "[\u{0C}1]", "expected a value or ']', found U+000C (control character)"),
        .init("n_whitespace_vertical_tab", "{}\u{0B}", "unexpected content after the root value"),
        .init("n_whitespace_inner_bom", "[\u{FEFF}1]", "expected a value or ']', found '\u{FEFF}' (U+FEFF)"),
    ]

    static let badTrailingContent: [Rejected] = [
        .init("n_trailing_word", "{} x", "unexpected content after the root value"),
        .init("n_trailing_second_object", "{}{}", "unexpected content after the root value"),
        .init("n_trailing_comma", "{},", "unexpected content after the root value"),
        .init("n_trailing_closer", "{}}", "unexpected content after the root value"),
        .init("n_trailing_comment", "{} // end", "comments are not JSON"),
    ]

    static let badComments: [Rejected] = [
        .init("n_comment_line_in_object", "{// c\n}", "comments are not JSON: Android tolerates comments, iOS drops the template"),
        .init("n_comment_block_in_object", "{/* c */}", "comments are not JSON"),
        .init("n_comment_after_member", #"{"a":1 /* c */}"#, "comments are not JSON"),
        .init("n_comment_before_root", "/* c */ {}", "comments are not JSON"),
        .init("n_comment_as_value", #"{"a": // c"#, "comments are not JSON"),
        .init("n_comment_unclosed", "{/* c", "comments are not JSON"),
        .init("n_comment_lone_slash", "{/}", "expected a member name in double quotes, found '/'"),
    ]

    static let badKeys: [Rejected] = [
        .init("n_key_unquoted", "{a:1}", "unquoted member name 'a'"),
        .init("n_key_number", "{1:2}", "unquoted member name '1'"),
        .init("n_key_single_quoted", "{'a':1}", "single-quoted strings are not JSON"),
        .init("n_key_equals", #"{"a"=1}"#, #"expected ':' after the member name "a", found '='"#),
        .init("n_key_arrow", #"{"a"=>1}"#, #"expected ':' after the member name "a", found '=>'"#),
        .init("n_key_semicolon", #"{"a":1;"b":2}"#, "expected ',' or '}' after an object member, found ';'"),
        .init("n_key_non_string", "{[]:1}", "expected a member name in double quotes, found '['"),
    ]

    static let badNesting: [Rejected] = [
        .init("n_nesting_257_arrays", String(repeating: "[", count: 257) + String(repeating: "]", count: 257),
              "nested more than 256 levels deep", rule: .jsonTooDeep),
        .init("n_nesting_257_objects", String(repeating: #"{"a":"#, count: 257) + "1" + String(repeating: "}", count: 257),
              "nested more than 256 levels deep", rule: .jsonTooDeep),
    ]

    static let badBOM: [Rejected] = [
        .init("n_bom_only", bytes: [0xEF, 0xBB, 0xBF], "the file is empty", rule: .jsonSyntax),
        .init("n_bom_twice", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x7B, 0x7D], "expected a JSON value, found '\u{FEFF}' (U+FEFF)", rule: .jsonSyntax),
        .init("n_bom_after_whitespace", bytes: [0x20, 0xEF, 0xBB, 0xBF, 0x7B, 0x7D], "expected a JSON value, found '\u{FEFF}' (U+FEFF)", rule: .jsonSyntax),
    ]

    static let badEncodings: [Rejected] = [
        .init("n_encoding_ff", bytes: [0x7B, 0xFF, 0x7D], "invalid UTF-8 byte 0xFF at byte offset 1 (a byte that never occurs in UTF-8)", rule: .jsonEncoding),
        .init("n_encoding_f5", bytes: [0x5B, 0x22, 0xF5, 0x80, 0x80, 0x80, 0x22, 0x5D], "invalid UTF-8 byte 0xF5 at byte offset 2", rule: .jsonEncoding),
        .init("n_encoding_stray_continuation", bytes: [0x5B, 0x22, 0x80, 0x22, 0x5D], "byte 0x80 at byte offset 2 (a continuation byte without a lead byte)", rule: .jsonEncoding),
        .init("n_encoding_overlong_two", bytes: [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], "byte 0xC0 at byte offset 2 (an overlong encoding)", rule: .jsonEncoding),
        .init("n_encoding_overlong_three", bytes: [0x5B, 0x22, 0xE0, 0x80, 0xAF, 0x22, 0x5D], "byte 0xE0 at byte offset 2 (an overlong encoding)", rule: .jsonEncoding),
        .init("n_encoding_overlong_four", bytes: [0x5B, 0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22, 0x5D], "byte 0xF0 at byte offset 2 (an overlong encoding)", rule: .jsonEncoding),
        .init("n_encoding_surrogate", bytes: [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "byte 0xED at byte offset 2 (a UTF-16 surrogate encoded in UTF-8)", rule: .jsonEncoding),
        .init("n_encoding_beyond_unicode", bytes: [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], "byte 0xF4 at byte offset 2 (a code point above U+10FFFF)", rule: .jsonEncoding),
        .init("n_encoding_truncated_at_end", bytes: [0x5B, 0x22, 0xE2, 0x82], "byte 0xE2 at byte offset 2 (a multi-byte sequence cut short)", rule: .jsonEncoding),
        .init("n_encoding_truncated_by_ascii", bytes: [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], "byte 0xE2 at byte offset 2 (a multi-byte sequence cut short)", rule: .jsonEncoding),
        .init("n_encoding_latin1", bytes: Array(#"{"title": "Caf"#.utf8) + [0xE9] + Array(#""}"#.utf8), "invalid UTF-8 byte 0xE9 at byte offset 14", rule: .jsonEncoding),
        .init("n_encoding_utf16le_bom", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], "the file looks like UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8", rule: .jsonEncoding),
        .init("n_encoding_utf16be_bom", bytes: [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], "the file looks like UTF-16", rule: .jsonEncoding),
        .init("n_encoding_utf16le", bytes: [0x7B, 0x00, 0x7D, 0x00], "the file looks like UTF-16 (it has NUL bytes between characters); save it as UTF-8", rule: .jsonEncoding),
        .init("n_encoding_utf16be", bytes: [0x00, 0x7B, 0x00, 0x7D], "the file looks like UTF-16", rule: .jsonEncoding),
    ]

    @Test(arguments: badStructures + badNumbers + badStrings + badLiterals + badWhitespace + badTrailingContent
        + badComments + badKeys + badNesting + badBOM + badEncodings)
    func rejects(_ sample: Rejected) throws {
        let document = JSONParser.parse(sample.bytes)
        #expect(document.root == nil)
        let failure = try #require(document.diagnostics.last)
        #expect(failure.rule == sample.rule)
        #expect(failure.message.contains(sample.message), "\(failure.message)")
        #expect(document.diagnostics.filter { $0.severity == .error }.count == 1)
    }
}
