#!/usr/bin/env python3
# Regenerate the fixture archives: `python3 Tests/Fixtures/make-fixtures.py` (writes Tests/Fixtures/archives/*.zip).
"""Fixture ZIP archives for the archive-layer tests.

Python 3 standard library only (zipfile, zlib, struct). The output is deterministic: fixed
timestamps and attributes, entries in the order listed, archives written in sorted order.
"""
import pathlib
import struct
import warnings
import zipfile
import zlib

OUT = pathlib.Path(__file__).resolve().parent / "archives"
DATE_TIME = (1980, 1, 1, 0, 0, 0)

MODAL = b"""{
  "displayType": "modal",
  "modal": {
    "showClose": true,
    "dimBackground": true,
    "background": "#FFFFFFFF",
    "title": { "text": "Spring sale", "color": "#111111FF" },
    "buttons": [
      {
        "text": { "text": "OK", "color": "#FFFFFFFF" },
        "background": "#0A5FC2FF",
        "border": { "color": "#0A5FC2FF", "radius": 12 },
        "action": { "type": "close" }
      }
    ]
  }
}
"""
# The same modal with its title translated through pushwoosh.json (valid-modal.zip, nested-folder.zip).
LOCALIZED_MODAL = MODAL.replace(b'"Spring sale"', b'"{{title|text|Spring sale}}"')
PUSHWOOSH = b"""{
  "default_language": "en",
  "localization": { "en": { "title": "Spring sale" } }
}
"""
INDEX_HTML = b"<!doctype html>\n<html><body><h1>Hello</h1></body></html>\n"
# A native template as Pushwoosh serves it (served-native.zip): the rich-media ZIP (index.html,
# its style sheet, scripts, images and fonts, pushwoosh.json) with native-config.json added,
# as the iOS sample app's local server builds it. index.html is what SDKs without native
# in-apps show; everything below is one of its files except what it names by absolute URL.
SERVED_INDEX_HTML = b"""<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Spring sale</title>
  <link rel="stylesheet" href="css/style.css?v=3">
  <link rel="preconnect" href="https://fonts.gstatic.com">
  <link rel="icon" href="data:,">
  <script src="./js/pushwoosh-richmedia.js"></script>
  <style>
    .hero { background-image: url( "img/hero%20bg.jpg" ); }
  </style>
</head>
<body>
  <!-- <img src="img/old-banner.png"> was the 2024 banner -->
  <div class="hero">
    <h1>{{title|text|Spring sale}}</h1>
    <img src='img/logo.png#top' srcset="img/logo.png 1x, img/logo@2x.png 2x" alt="">
    <img src="https://cdn.example.com/spring/badge.png" alt="">
    <img src="//cdn.example.com/spring/ribbon.png" alt="">
    <a href="#close" class="close" onclick="pushwoosh.closeInApp(); return false;">&times;</a>
    <button onclick="pushwoosh.postEvent('spring_sale')">Shop now</button>
  </div>
  <script>
    // A script is skipped whole: "<img src='img/in-script.png'>" names no file of the page.
    document.querySelector(".close").focus();
  </script>
</body>
</html>
"""
SERVED_STYLE_CSS = b"""@import "fonts.css";
/* url(img/commented-out.png) is not a reference */
body { margin: 0; font-family: "Inter", sans-serif; }
.close { background: url('../img/close.svg') no-repeat center; }
.hero::after { content: "url(img/in-a-string.png)"; }
"""
SERVED_FONTS_CSS = b"""@font-face {
  font-family: "Inter";
  src: url(../fonts/inter.woff2) format("woff2"), url("https://cdn.example.com/inter.woff") format("woff");
}
"""
SERVED_SCRIPT = b"window.pushwoosh = window.pushwoosh || {};\n"
# The smallest valid PNG: a 1x1 transparent pixel.
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082"
)


def info(name, compress_type=zipfile.ZIP_DEFLATED):
    entry = zipfile.ZipInfo(name, date_time=DATE_TIME)
    entry.compress_type = zipfile.ZIP_STORED if name.endswith("/") else compress_type
    entry.create_system = 3
    entry.external_attr = (0o040755 if name.endswith("/") else 0o100644) << 16
    return entry


def zip_bytes(entries, force_zip64=False):
    """entries: (name, data) or (name, data, compress_type); folders end with '/' and hold b''."""
    path = OUT / ".tmp.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for name, data, *method in entries:
            entry = info(name, *method)
            if force_zip64:
                with archive.open(entry, "w", force_zip64=True) as handle:
                    handle.write(data)
            else:
                archive.writestr(entry, data)
    data = path.read_bytes()
    path.unlink()
    return data


def raw_deflate_zip(name, chunks, size):
    """A one-entry archive whose deflate data is streamed from `chunks` (never held whole)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    crc = 0
    compressed = bytearray()
    for chunk in chunks:
        crc = zlib.crc32(chunk, crc)
        compressed += compressor.compress(chunk)
    compressed += compressor.flush()
    raw_name = name.encode("ascii")
    dos_time, dos_date = 0, (0 << 9) | (1 << 5) | 1
    local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, dos_time, dos_date, crc, len(compressed), size, len(raw_name), 0)
    central = struct.pack(
        "<IHHHHHHIIIHHHHHII", 0x02014B50, (3 << 8) | 20, 20, 0, 8, dos_time, dos_date, crc, len(compressed), size,
        len(raw_name), 0, 0, 0, 0, 0o100644 << 16, 0,
    )
    config = zip_bytes([("native-config.json", MODAL)])
    # Append the zeros entry after the config entry of a normal archive: rebuild both directories.
    config_end = config.rfind(b"PK\x05\x06")
    config_directory_offset = struct.unpack_from("<I", config, config_end + 16)[0]
    config_local = config[:config_directory_offset]
    config_central = config[config_directory_offset:config_end]
    zeros_offset = len(config_local)
    central = central[:-4] + struct.pack("<I", zeros_offset)
    body = config_local + local + raw_name + compressed
    directory = config_central + central + raw_name
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 2, 2, len(directory), len(body), 0)
    return body + directory + end


def zeros(total, chunk=1 << 20):
    block = bytes(chunk)
    for _ in range(total // chunk):
        yield block


def fixtures():
    valid = zip_bytes([("native-config.json", LOCALIZED_MODAL), ("pushwoosh.json", PUSHWOOSH)])
    stored = zip_bytes([("native-config.json", MODAL, zipfile.ZIP_STORED)])
    data_start = 30 + len("native-config.json")
    bad_crc = bytearray(stored)
    bad_crc[data_start + 10] ^= 0x20
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # zipfile warns about the duplicate on purpose
        duplicate = zip_bytes([("native-config.json", MODAL), ("native-config.json", b'{"displayType": "banner"}')])
    return {
        "valid-modal.zip": valid,
        "nested-folder.zip": zip_bytes([
            ("promo/", b""), ("promo/native-config.json", LOCALIZED_MODAL), ("promo/pushwoosh.json", PUSHWOOSH),
        ]),
        "macos-junk.zip": zip_bytes([
            ("native-config.json", MODAL), (".DS_Store", bytes(64)),
            ("__MACOSX/", b""), ("__MACOSX/._native-config.json", bytes(82)),
        ]),
        "mixed-formats.zip": zip_bytes([("index.html", INDEX_HTML), ("native-config.json", MODAL)]),
        "html-only.zip": zip_bytes([("index.html", INDEX_HTML), ("style.css", b"h1 { color: red; }\n")]),
        "bzip2-entry.zip": zip_bytes([("native-config.json", MODAL, zipfile.ZIP_BZIP2)]),
        "zip64-entry.zip": zip_bytes([("native-config.json", MODAL)], force_zip64=True),
        "non-ascii-name.zip": zip_bytes([("native-config.json", MODAL), ("caf\u00e9.png", PNG)]),
        "parent-path.zip": zip_bytes([("native-config.json", MODAL), ("../evil", b"evil\n")]),
        "backslash-name.zip": zip_bytes([("native-config.json", MODAL), ("images\\logo.png", PNG)]),
        "duplicate-entry.zip": duplicate,
        "zeros-1gib.zip": raw_deflate_zip("zeros.bin", zeros(1 << 30), 1 << 30),
        "truncated.zip": valid[: len(valid) // 2],
        "bad-crc.zip": bytes(bad_crc),
        "empty.zip": b"",
        "not-a-zip.zip": b"This is a text file, not a ZIP archive.\n",
        "served-native.zip": zip_bytes([
            ("index.html", SERVED_INDEX_HTML), ("css/", b""), ("css/style.css", SERVED_STYLE_CSS),
            ("css/fonts.css", SERVED_FONTS_CSS), ("fonts/", b""), ("fonts/inter.woff2", bytes(48)),
            ("img/", b""), ("img/hero bg.jpg", PNG), ("img/logo.png", PNG), ("img/logo@2x.png", PNG),
            ("img/close.svg", b'<svg xmlns="http://www.w3.org/2000/svg"/>'), ("js/", b""),
            ("js/pushwoosh-richmedia.js", SERVED_SCRIPT), ("pushwoosh.json", PUSHWOOSH),
            ("native-config.json", LOCALIZED_MODAL),
        ]),
        "with-image.zip": zip_bytes([("native-config.json", MODAL), ("images/", b""), ("images/hero.png", PNG)]),
    }


def main():
    OUT.mkdir(exist_ok=True)
    for name, data in sorted(fixtures().items()):
        (OUT / name).write_bytes(data)
        print(f"{name}: {len(data)} bytes")


if __name__ == "__main__":
    main()
