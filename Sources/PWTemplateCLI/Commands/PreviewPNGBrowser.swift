import PWTemplateArchive
import PWTemplateLint
import PWTemplateSystem

/// The headless Chromium (or Chrome) `preview --png` shoots with: found, never installed.
struct PreviewPNGBrowser: Sendable {
    /// The browser's path.
    var executable: String
    /// One screenshot may take this long.
    var timeout: Duration

    /// The names searched in `PATH`, in order.
    static let names = ["chromium", "chromium-browser", "google-chrome"]
    /// Where macOS keeps the apps when none is in `PATH`.
    static let macOSApplications = [
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    ]

    /// Why no browser can be used: a set-up problem, exit 2, with how to install one.
    struct Missing: Error, Equatable {
        var message: String
    }

    /// The browser `--browser` names (a path, or a name looked up in `searchPath`), or the first of ``names`` in
    /// `searchPath`, or an app in /Applications.
    static func locate(_ explicit: String?, searchPath: String, currentDirectory: String) throws(Missing) -> String {
        if let explicit {
            // A bare name is looked up in PATH, as a shell does; a path is taken as it is.
            let path = explicit.hasPrefix("/") ? explicit : FilePath.join(currentDirectory, explicit)
            let found = explicit.contains("/")
                ? (FileSystem.isExecutableFile(path) ? path : nil)
                : FileSystem.executable(named: explicit, searchPath: searchPath)
            guard let found else { throw Missing(message: "'--browser \(explicit)' is not an executable file") }
            return found
        }
        for name in names {
            if let found = FileSystem.executable(named: name, searchPath: searchPath) { return found }
        }
        if let app = macOSApplications.first(where: FileSystem.isExecutableFile) { return app }
        throw Missing(message: "--png needs a headless Chromium or Chrome, and none of \(names.joined(separator: ", ")) is in PATH")
    }

    /// How to get a browser, for the lines after the error.
    static let installHint = """
        Install one (Debian/Ubuntu: 'sudo apt-get install chromium'; macOS: 'brew install --cask chromium'), \
        or name it with --browser PATH.
        """

    /// The command line of one shot: headless, the page's screen exactly `width × height` CSS
    /// pixels at scale 1, no scroll bars, no GPU, no first-run or audio, motion reduced, the PNG
    /// written to `output`. `--no-sandbox` only as root, where Chromium refuses to start with
    /// its sandbox: the sandbox guards the template's remote media a page loads without --offline.
    static func arguments(url: String, width: Int, height: Int, output: String, isRoot: Bool) -> [String] {
        ["--headless"] + (isRoot ? ["--no-sandbox"] : []) + [
            "--disable-gpu", "--hide-scrollbars", "--mute-audio", "--no-first-run", "--no-default-browser-check",
            "--force-device-scale-factor=1", "--force-prefers-reduced-motion",
            "--window-size=\(width),\(height)", "--screenshot=\(output)", url,
        ]
    }

    /// Why a shot failed: the browser crashed, timed out, or wrote no PNG of the asked size.
    struct Failure: Error, Equatable {
        var message: String
        /// The browser's last output lines, to show under the message.
        var output: String
    }

    /// Opens `url` and returns the PNG's bytes, checked to be a PNG of `width × height`.
    func shoot(url: String, width: Int, height: Int, scratchFolder: String) throws(Failure) -> [UInt8] {
        let output = scratchFolder + "/shot.png"
        defer { try? FileSystem.removeFile(output) }
        let run: Subprocess.Result
        do {
            run = try Subprocess(
                executable: executable,
                arguments: Self.arguments(url: url, width: width, height: height, output: output, isRoot: ProcessContext.isRoot),
                timeout: timeout
            ).run()
        } catch {
            throw Failure(message: error.description, output: "")
        }
        let printed = Self.lastLines(of: run.output)
        switch run.outcome {
        case .timedOut:
            throw Failure(message: "the browser took longer than \(timeout.components.seconds) s and was stopped", output: printed)
        case .signaled(let signal):
            throw Failure(message: "the browser crashed (signal \(signal))", output: printed)
        case .exited(let status) where status != 0:
            throw Failure(message: "the browser exited with status \(status)", output: printed)
        case .exited:
            break
        }
        guard let bytes = try? FileSystem.readFile(output, limit: 256 << 20) else {
            throw Failure(message: "the browser wrote no screenshot", output: printed)
        }
        guard let size = Self.pngSize(bytes) else {
            throw Failure(message: "the browser's screenshot is not a PNG", output: printed)
        }
        guard size == (width, height) else {
            throw Failure(message: "the browser's screenshot is \(size.0)×\(size.1), not \(width)×\(height)", output: printed)
        }
        return bytes
    }

    /// The width and height in a PNG's IHDR chunk, when `bytes` start with the PNG signature.
    static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// The last few lines the browser printed, without the D-Bus complaints every headless
    /// run on a server makes.
    static func lastLines(of output: [UInt8]) -> String {
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").filter { !$0.contains(":ERROR:dbus/") }
        return lines.suffix(5).joined(separator: "\n")
    }
}
