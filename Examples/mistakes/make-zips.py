#!/usr/bin/env python3
# Regenerate the mistake ZIPs: `python3 Examples/mistakes/make-zips.py` (writes the *.zip files beside it).
"""The two mistakes that only exist inside an archive.

- nested-folder.zip: "Compress folder" put native-config.json under spring-sale/ instead of
  at the root (config-not-at-root).
- macos-junk.zip: a valid template compressed by macOS Finder, with __MACOSX/ resource forks
  and .DS_Store (archive-junk).

Python 3 standard library only. The output is deterministic: fixed timestamps and
attributes, entries in the order listed.
"""
import pathlib
import zipfile

HERE = pathlib.Path(__file__).resolve().parent
DATE_TIME = (2024, 3, 1, 9, 0, 0)

MODAL = b"""{
  "displayType": "modal",
  "modal": {
    "showClose": true,
    "dimBackground": true,
    "background": "#FFFFFFFF",
    "image": "https://example.com/shop/spring-sale.jpg",
    "title": {
      "text": "Spring sale starts today",
      "color": "#1A1A1AFF"
    },
    "message": {
      "text": "Up to 40% off outdoor gear until Sunday.",
      "color": "#333333FF"
    },
    "buttons": [
      {
        "text": {
          "text": "Shop the sale",
          "color": "#FFFFFFFF"
        },
        "background": "#0A5FC2FF",
        "border": {
          "color": "#0A5FC2FF",
          "radius": 12
        },
        "action": {
          "type": "url",
          "url": "shop://sale/spring"
        }
      }
    ]
  }
}
"""
# What Finder stores for a file with extended attributes: an AppleDouble header, nothing else.
APPLE_DOUBLE = bytes.fromhex("0005160700020000") + bytes(16) + bytes.fromhex("0000")
# The first bytes of a Finder .DS_Store (the "Bud1" buddy allocator header).
DS_STORE = bytes.fromhex("00000001427564310000100000000800000010000000040a") + bytes(40)

ARCHIVES = {
    "nested-folder.zip": [
        ("spring-sale/", b""),
        ("spring-sale/native-config.json", MODAL),
    ],
    "macos-junk.zip": [
        ("native-config.json", MODAL),
        ("__MACOSX/", b""),
        ("__MACOSX/._native-config.json", APPLE_DOUBLE),
        (".DS_Store", DS_STORE),
    ],
}


def entry_info(name):
    info = zipfile.ZipInfo(name, date_time=DATE_TIME)
    folder = name.endswith("/")
    info.compress_type = zipfile.ZIP_STORED if folder else zipfile.ZIP_DEFLATED
    info.create_system = 3
    info.external_attr = (0o040755 if folder else 0o100644) << 16
    return info


def main():
    for name, entries in ARCHIVES.items():
        with zipfile.ZipFile(HERE / name, "w") as archive:
            for entry, data in entries:
                archive.writestr(entry_info(entry), data)


if __name__ == "__main__":
    main()
