#!/bin/sh
# Writes <folder>/SHA256SUMS for every release file in it (archives, .deb, install.sh), sorted
# by name, in the format `sha256sum --check` reads; replaced whole.
set -eu
cd "$1"
if command -v sha256sum >/dev/null 2>&1; then sum="sha256sum"; else sum="shasum -a 256"; fi
for file in *.tar.gz *.deb install.sh; do
    [ -f "$file" ] && echo "$file"
done | LC_ALL=C sort | while read -r file; do $sum "$file"; done > SHA256SUMS.tmp
mv SHA256SUMS.tmp SHA256SUMS
