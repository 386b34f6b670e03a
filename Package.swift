// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "pwtemplate",
    // Mutex and Atomic (Synchronization) and String(validating:as:) need macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "pwtemplate", targets: ["pwtemplate"]),
        .library(name: "PWTemplateCore", targets: ["PWTemplateCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibzip",
            pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"]), .brew(["libzip"])]
        ),
        // The preview page's JavaScript and CSS files, embedded as `PackageResources.<name>_<ext>`.
        .target(name: "PWTemplateCore", dependencies: ["CLibzip"], resources: [.embedInCode("Preview/Resources")]),
        .target(name: "PWTemplateLSP", dependencies: ["PWTemplateCore"]),
        .target(name: "PWTemplateCLI", dependencies: ["PWTemplateCore", "PWTemplateLSP"]),
        .executableTarget(name: "pwtemplate", dependencies: ["PWTemplateCLI"]),
        .testTarget(name: "PWTemplateCoreTests", dependencies: ["PWTemplateCore", "CLibzip"]),
        .testTarget(name: "PWTemplateCLITests", dependencies: ["PWTemplateCLI", "PWTemplateCore"], exclude: ["Golden"]),
        .testTarget(name: "PWTemplateLSPTests", dependencies: ["PWTemplateLSP", "PWTemplateCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["PWTemplateCore"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
