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
        .plugin(name: "CommitStamp", capability: .buildTool()),
        .target(name: "PWTemplateBuildInfo", plugins: ["CommitStamp"]),
        .target(name: "PWTemplateCore", dependencies: ["CLibzip"]),
        .target(name: "PWTemplateLSP", dependencies: ["PWTemplateCore"]),
        .target(name: "PWTemplateCLI", dependencies: ["PWTemplateCore", "PWTemplateLSP", "PWTemplateBuildInfo"]),
        .executableTarget(name: "pwtemplate", dependencies: ["PWTemplateCLI"]),
        .testTarget(name: "PWTemplateCoreTests", dependencies: ["PWTemplateCore", "CLibzip"]),
        .testTarget(name: "PWTemplateCLITests", dependencies: ["PWTemplateCLI", "PWTemplateCore", "PWTemplateBuildInfo"], exclude: ["Golden"]),
        .testTarget(name: "PWTemplateLSPTests", dependencies: ["PWTemplateLSP", "PWTemplateCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["PWTemplateCore"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
