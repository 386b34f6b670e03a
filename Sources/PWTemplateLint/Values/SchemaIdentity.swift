/// What every JSON Schema pwtemplate prints declares: its dialect and where its `$id` lives.
package enum SchemaIdentity {
    /// The `$schema` of every exported schema: draft 2020-12.
    package static let dialect = "https://json-schema.org/draft/2020-12/schema"
    /// The start of every `$id`; a schema appends its file name.
    package static let idBase = "https://github.com/pwtemplate/pwtemplate/schemas/"
}
