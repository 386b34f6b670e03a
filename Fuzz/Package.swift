// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for pwtemplate. A separate package because a target built for libFuzzer has
// no `main` of its own and would break a plain `swift build` of the main package.
// Build and run them with `make fuzz` from the repository root, or by hand:
//   swift build --package-path Fuzz -c release --sanitize=fuzzer
//   SWIFT_BACKTRACE=enable=no Fuzz/.build/release/fuzz-json -max_total_time=60 <corpus folder>
let package = Package(
    name: "pwtemplate-fuzz",
    dependencies: [.package(name: "pwtemplate", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "PWTemplateLint", package: "pwtemplate"), .product(name: "PWTemplateKinds", package: "pwtemplate")]
        ),
        fuzzer("fuzz-json", folder: "FuzzJSON"),
        fuzzer("fuzz-placeholders", folder: "FuzzPlaceholders"),
        fuzzer("fuzz-archive", folder: "FuzzArchive"),
        fuzzer("fuzz-lint", folder: "FuzzLint"),
        fuzzer("fuzz-fix", folder: "FuzzFix"),
        fuzzer("fuzz-lsp", folder: "FuzzLSP", using: "PWTemplateLSP"),
        fuzzer("fuzz-http", folder: "FuzzHTTP", using: "PWTemplateServing"),
        fuzzer("fuzz-inbox", folder: "FuzzInbox"),
        fuzzer("fuzz-inapp", folder: "FuzzInApp"),
    ],
    swiftLanguageModes: [.v6]
)

/// An executable whose entry point is libFuzzer's `main`, calling `LLVMFuzzerTestOneInput`;
/// `using` names a library product of the main package it needs besides `PWTemplateLint`.
func fuzzer(_ name: String, folder: String, using product: String? = nil) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            "FuzzSupport", .product(name: "PWTemplateLint", package: "pwtemplate"), .product(name: "PWTemplateKinds", package: "pwtemplate"),
        ]
            + (product.map { [.product(name: $0, package: "pwtemplate")] } ?? []),
        path: "Sources/\(folder)",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
}
