/// Why ``JSONParser`` stopped: the first syntax error, or nesting past the depth limit.
struct JSONParseFailure: Error {
    let problem: JSONProblem
}
