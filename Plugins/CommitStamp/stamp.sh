#!/bin/sh
# Writes the Swift file of the commit a build comes from: `stamp.sh <package folder> <output file>`.
# The commit is `git rev-parse --short HEAD` of the package's own checkout, else `unknown` (a
# source tarball, even one unpacked inside another repository, or no git). The file is replaced
# only when its text changes, so a build at the same commit recompiles nothing.
set -eu
commit=unknown
if [ "$(git -C "$1" rev-parse --show-toplevel 2>/dev/null)" = "$(cd "$1" && pwd -P)" ]; then
    commit=$(git -C "$1" rev-parse --short HEAD 2>/dev/null) || commit=unknown
fi
case "$commit" in *[!0-9a-f]* | '') commit=unknown ;; esac
text="/// The commit this binary was built from (\`git rev-parse --short HEAD\`), or \`unknown\`.
public let buildCommit = \"$commit\""
mkdir -p "$(dirname "$2")"
if [ "$(cat "$2" 2>/dev/null)" != "$text" ]; then
    printf '%s\n' "$text" > "$2.tmp"
    mv "$2.tmp" "$2"
fi
