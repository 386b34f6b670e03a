// swift-tools-version:6.0
import PackageDescription

// The targets follow the layers of docs/architecture.md; a target depends only on the ones
// below it, and the compiler holds every file to that.
let package = Package(
    name: "pwtemplate",
    // Mutex and Atomic (Synchronization) and String(validating:as:) need macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "pwtemplate", targets: ["pwtemplate"]),
        // The linting library: reading, the kinds of message and their checks, configuration,
        // fixes and formatting; no preview, server or language server.
        .library(
            name: "PWTemplateLint",
            targets: [
                "PWTemplateSystem", "PWTemplateSyntax", "PWTemplateArchive", "PWTemplateLint", "PWTemplateNative", "PWTemplateInbox",
                "PWTemplateInApp",
            ]
        ),
        // The language server and the preview server's HTTP layer, for the fuzz package (Fuzz/),
        // which can only use library products of this one.
        .library(name: "PWTemplateLSP", targets: ["PWTemplateLSP"]),
        .library(name: "PWTemplateServing", targets: ["PWTemplateServing"]),
        // The composition root (every kind and its preview), for the fuzz package too.
        .library(name: "PWTemplateKinds", targets: ["PWTemplateKinds"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibzip",
            pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"]), .brew(["libzip"])]
        ),
        .plugin(name: "CommitStamp", capability: .buildTool()),
        .target(name: "PWTemplateBuildInfo", plugins: ["CommitStamp"]),
        .target(name: "PWTemplateSystem"),
        .target(name: "PWTemplateSyntax"),
        .target(name: "PWTemplateArchive", dependencies: ["CLibzip", "PWTemplateSystem", "PWTemplateSyntax"]),
        .target(name: "PWTemplateLint", dependencies: ["PWTemplateSystem", "PWTemplateSyntax", "PWTemplateArchive"]),
        // One target per kind of message, over the kind-neutral PWTemplateLint; never on each other.
        .target(name: "PWTemplateNative", dependencies: ["PWTemplateSystem", "PWTemplateSyntax", "PWTemplateArchive", "PWTemplateLint"]),
        .target(name: "PWTemplateInbox", dependencies: ["PWTemplateSystem", "PWTemplateSyntax", "PWTemplateLint"]),
        .target(name: "PWTemplateInApp", dependencies: ["PWTemplateSystem", "PWTemplateSyntax", "PWTemplateLint"]),
        // The page's scripts and styles are files, embedded at build time (PackageResources).
        .target(
            name: "PWTemplatePreview", dependencies: ["PWTemplateSyntax", "PWTemplateLint"],
            resources: [.embedInCode("Resources")]
        ),
        // Each kind's preview renderer, over the kind-neutral page of PWTemplatePreview.
        .target(
            name: "PWTemplateNativePreview",
            dependencies: ["PWTemplateSystem", "PWTemplateSyntax", "PWTemplateLint", "PWTemplatePreview", "PWTemplateNative"],
            resources: [.embedInCode("Resources")]
        ),
        .target(
            name: "PWTemplateInboxPreview",
            dependencies: ["PWTemplateSystem", "PWTemplateSyntax", "PWTemplateLint", "PWTemplatePreview", "PWTemplateInbox"]
       ,
            resources: [.embedInCode("Resources")]
        ),
        .target(
            name: "PWTemplateInAppPreview",
            dependencies: ["PWTemplateSystem", "PWTemplateSyntax", "PWTemplateLint", "PWTemplatePreview", "PWTemplateInApp"]
       ,
            resources: [.embedInCode("Resources")]
        ),
        // The composition root: every kind pwtemplate ships and its preview, registered in one place.
        .target(
            name: "PWTemplateKinds",
            dependencies: [
                "PWTemplateLint", "PWTemplateNative", "PWTemplateInbox", "PWTemplateInApp", "PWTemplatePreview",
                "PWTemplateNativePreview", "PWTemplateInboxPreview", "PWTemplateInAppPreview",
            ]
        ),
        .target(name: "PWTemplateServing", dependencies: ["PWTemplateSystem", "PWTemplateSyntax"]),
        .target(name: "PWTemplateLSP", dependencies: ["PWTemplateSystem", "PWTemplateSyntax", "PWTemplateLint"]),
        .target(
            name: "PWTemplateCLI",
            dependencies: [
                "PWTemplateSystem", "PWTemplateSyntax", "PWTemplateArchive", "PWTemplateLint",
                "PWTemplateNative", "PWTemplatePreview", "PWTemplateServing", "PWTemplateLSP", "PWTemplateKinds", "PWTemplateBuildInfo",
            ]
        ),
        .executableTarget(name: "pwtemplate", dependencies: ["PWTemplateCLI", "PWTemplateSystem"]),
        .testTarget(
            name: "PWTemplateCoreTests",
            dependencies: [
                "CLibzip", "PWTemplateSystem", "PWTemplateSyntax", "PWTemplateArchive", "PWTemplateLint", "PWTemplateNative",
                "PWTemplateInbox", "PWTemplateInApp", "PWTemplatePreview", "PWTemplateNativePreview", "PWTemplateInboxPreview",
                "PWTemplateInAppPreview",
                "PWTemplateServing", "PWTemplateKinds",
            ]
        ),
        .testTarget(
            name: "PWTemplateCLITests",
            dependencies: [
                "PWTemplateCLI", "PWTemplateSystem", "PWTemplateSyntax", "PWTemplateLint", "PWTemplateNative", "PWTemplateInbox",
                "PWTemplateInApp", "PWTemplateNativePreview",
                "PWTemplatePreview", "PWTemplateServing", "PWTemplateKinds", "PWTemplateBuildInfo",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "PWTemplateLSPTests",
            dependencies: ["PWTemplateLSP", "PWTemplateSystem", "PWTemplateSyntax", "PWTemplateLint", "PWTemplateNative", "PWTemplateKinds"]
        ),
        .testTarget(
            name: "EndToEndTests", dependencies: ["PWTemplateSystem", "PWTemplateSyntax", "PWTemplateLint", "PWTemplateNative", "PWTemplateKinds"],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
