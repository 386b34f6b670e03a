#!/usr/bin/env python3
"""Python's zipfile on the archives of the rewrite and archive-fix tests (ArchiveRewriterTests,
ArchiveFixTests).

`zip-entries.py write OUT [--streamed] [--duplicate]` writes a template archive with zipfile:
stored and deflated entries, a folder, an extra field, an entry comment, junk and an unused
image; `--streamed` writes it to an unseekable stream, so every entry has a data descriptor;
`--duplicate` adds a second `promo/.DS_Store`.
`zip-entries.py list ZIP` prints the archive comment and one JSON object per entry, in
directory order: the ZipInfo fields, the raw (still compressed) data read from behind the
local header as zipfile reads it, and the inflated data.
"""
import importlib.util
import io
import json
import pathlib
import struct
import sys
import warnings
import zipfile

# The clean modal of the fixture archives.
_spec = importlib.util.spec_from_file_location("make_fixtures", pathlib.Path(__file__).with_name("make-fixtures.py"))
_fixtures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_fixtures)
CONFIG = _fixtures.MODAL


class Unseekable(io.RawIOBase):
    """A write-only stream without seek or tell, like a pipe."""

    def __init__(self, target):
        self.target = target

    def writable(self):
        return True

    def write(self, data):
        return self.target.write(data)


def entry(name, date_time, compress_type, external_attr=0o100644 << 16):
    info = zipfile.ZipInfo(name, date_time)
    info.compress_type = compress_type
    info.external_attr = external_attr
    info.create_system = 3
    return info


def write(out, streamed, duplicate):
    with open(out, "wb") as raw:
        target = Unseekable(raw) if streamed else raw
        with zipfile.ZipFile(target, "w") as archive:
            config = entry("promo/native-config.json", (2024, 5, 17, 9, 30, 42), zipfile.ZIP_DEFLATED)
            config.extra = struct.pack("<HH4s", 0xCAFE, 4, b"PWT!")
            config.comment = b"the configuration"
            archive.writestr(entry("promo/", (2024, 5, 17, 9, 30, 0), zipfile.ZIP_STORED, 0o40755 << 16 | 0x10), b"")
            archive.writestr(config, CONFIG)
            archive.writestr(entry("promo/pushwoosh.json", (2023, 12, 31, 23, 59, 58), zipfile.ZIP_STORED),
                             b'{"default_language": "en", "localization": {"en": {}}}\n')
            archive.writestr(entry("promo/hero.png", (2022, 2, 2, 2, 2, 2), zipfile.ZIP_DEFLATED), bytes(range(256)) * 8)
            archive.writestr(entry("promo/.DS_Store", (2021, 1, 1, 12, 0, 0), zipfile.ZIP_DEFLATED), b"\0\0\0\1Bud1" * 40)
            archive.writestr(entry("__MACOSX/promo/._hero.png", (2021, 1, 1, 12, 0, 0), zipfile.ZIP_DEFLATED), b"\0\5\26\7" * 30)
            if duplicate:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")  # "Duplicate name"
                    archive.writestr(entry("promo/.DS_Store", (2021, 1, 1, 12, 0, 0), zipfile.ZIP_STORED), b"copy")
            archive.comment = b"archive comment"


def raw_data(archive, info):
    archive.fp.seek(info.header_offset)
    header = struct.unpack(zipfile.structFileHeader, archive.fp.read(zipfile.sizeFileHeader))
    archive.fp.seek(header[zipfile._FH_FILENAME_LENGTH] + header[zipfile._FH_EXTRA_FIELD_LENGTH], 1)
    return archive.fp.read(info.compress_size)


def listing(path):
    with zipfile.ZipFile(path) as archive:
        return {"comment": archive.comment.hex(), "entries": [{
            "name": info.filename,
            "compress_type": info.compress_type,
            "date_time": list(info.date_time),
            "crc": info.CRC,
            "compress_size": info.compress_size,
            "file_size": info.file_size,
            "extra": info.extra.hex(),
            "comment": info.comment.hex(),
            "external_attr": info.external_attr,
            "create_system": info.create_system,
            "flag_bits": info.flag_bits,
            "raw": raw_data(archive, info).hex(),
            "data": archive.read(info).hex(),
        } for info in archive.infolist()]}


if __name__ == "__main__":
    if sys.argv[1] == "write":
        write(sys.argv[2], "--streamed" in sys.argv[3:], "--duplicate" in sys.argv[3:])
    else:
        json.dump(listing(sys.argv[2]), sys.stdout, indent=1)
