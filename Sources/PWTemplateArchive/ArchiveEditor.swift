import CLibzip

/// Applies ``ArchiveChanges`` to an archive open for writing, all of them or none: the changes
/// are checked against the entries before libzip is asked to change anything. Nothing reaches
/// the file before `zip_close`.
struct ArchiveEditor {
    private let archive: OpaquePointer
    /// Entry positions by name (as `zip_stat` gives it), a name stored twice having two.
    private let positions: [String: [UInt64]]
    private let entryCount: Int

    init(archive: OpaquePointer) {
        self.archive = archive
        let count = UInt64(max(zip_get_num_entries(archive, 0), 0))
        var positions: [String: [UInt64]] = [:]
        for index in 0..<count {
            if let name = zip_get_name(archive, index, 0) { positions[String(cString: name), default: []].append(index) }
        }
        self.positions = positions
        entryCount = Int(count)
    }

    func apply(_ changes: ArchiveChanges) throws(ArchiveError) {
        try check(changes)
        for name in changes.removals.sorted() {
            for index in positions[name] ?? [] where zip_delete(archive, index) != 0 { throw libzipError }
        }
        for (name, bytes) in changes.replacements.sorted(by: { $0.key < $1.key }) {
            try replace(position(of: name), with: bytes)
        }
        try move(changes.moves)
    }

    private func check(_ changes: ArchiveChanges) throws(ArchiveError) {
        let changed = Set(changes.replacements.keys).union(changes.moves.keys)
        for name in changes.removals.union(changed).sorted() where positions[name] == nil {
            throw Self.invalid("the archive holds no entry \"\(name)\"")
        }
        for name in changed.sorted() {
            if let count = positions[name]?.count, count > 1 { throw Self.invalid("\"\(name)\" is stored \(count) times") }
            if changes.removals.contains(name) { throw Self.invalid("\"\(name)\" is both removed and changed") }
        }
        let removed = changes.removals.reduce(0) { $0 + (positions[$1]?.count ?? 0) }
        if removed == entryCount { throw Self.invalid("the changes would remove every entry") }
    }

    /// Gives the entry at `index` new bytes, keeping its timestamp; stored stays stored, anything else is deflated.
    private func replace(_ index: UInt64, with bytes: [UInt8]) throws(ArchiveError) {
        var info = zip_stat_t()
        zip_stat_init(&info)
        guard zip_stat_index(archive, index, 0, &info) == 0 else { throw libzipError }
        let data = try LibzipBuffer.source(of: bytes, in: archive)
        guard zip_file_replace(archive, index, data, 0) == 0 else {
            zip_source_free(data)
            throw libzipError
        }
        let method = info.comp_method == UInt16(ZIP_CM_STORE) ? ZIP_CM_STORE : ZIP_CM_DEFLATE
        guard zip_set_file_compression(archive, index, method, 0) == 0,
              zip_file_set_mtime(archive, index, info.mtime, 0) == 0
        else { throw libzipError }
    }

    /// Renames every moved entry first to a name no entry has, then to its new name, so moves
    /// may chain or swap names; a new name already taken fails.
    private func move(_ moves: [String: String]) throws(ArchiveError) {
        let ordered = moves.sorted { $0.key < $1.key }
        for (step, move) in ordered.enumerated() {
            var spare = "pwtemplate-moving-\(step)"
            while zip_name_locate(archive, spare, 0) >= 0 { spare = "_" + spare }
            try rename(position(of: move.key), to: spare + (move.key.hasSuffix("/") ? "/" : ""))
        }
        for move in ordered {
            do throws(ArchiveError) {
                try rename(position(of: move.key), to: move.value)
            } catch {
                throw ArchiveError(code: error.code, reason: "cannot move \"\(move.key)\" to \"\(move.value)\": \(error.reason)")
            }
        }
    }

    private func rename(_ index: UInt64, to name: String) throws(ArchiveError) {
        guard zip_file_rename(archive, index, name, ZIP_FL_ENC_UTF_8) == 0 else { throw libzipError }
    }

    /// The one position of `name` (checked beforehand).
    private func position(of name: String) -> UInt64 {
        positions[name]![0]
    }

    private var libzipError: ArchiveError {
        ArchiveError(zip_get_error(archive))
    }

    private static func invalid(_ reason: String) -> ArchiveError {
        ArchiveError(code: .invalidChanges, reason: reason)
    }
}
