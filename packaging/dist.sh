#!/bin/sh
# make dist: dist/pwtemplate-<version>-<os>-<arch>.tar.gz (the stripped release binary,
# LICENSE, README.md, the man page, bash/zsh/fish completions), install.sh beside it, and
# dist/SHA256SUMS. The same binary gives the same bytes: entries sorted, owned by 0:0 without
# names, every mtime SOURCE_DATE_EPOCH, gzip without a name or time.
#
#   packaging/dist.sh <release binary> <output folder>
set -eu
BINARY=$1
OUT=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/packaging/release-env.sh"

NAME="pwtemplate-$VERSION-$PLATFORM"
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE/$NAME/completions" "$OUT"

cp "$BINARY" "$STAGE/$NAME/pwtemplate"
if [ "$OS" = linux ]; then strip --strip-all "$STAGE/$NAME/pwtemplate"; else strip -x "$STAGE/$NAME/pwtemplate"; fi
"$ROOT/packaging/check-binary.sh" "$STAGE/$NAME/pwtemplate"
cp "$ROOT/LICENSE" "$ROOT/README.md" "$ROOT/packaging/pwtemplate.1" "$STAGE/$NAME/"
"$BINARY" completion bash > "$STAGE/$NAME/completions/pwtemplate.bash"
"$BINARY" completion zsh > "$STAGE/$NAME/completions/_pwtemplate"
"$BINARY" completion fish > "$STAGE/$NAME/completions/pwtemplate.fish"
chmod 0755 "$STAGE/$NAME/pwtemplate"
find "$STAGE/$NAME" -type d -exec chmod 0755 {} +
find "$STAGE/$NAME" -type f ! -name pwtemplate -exec chmod 0644 {} +

if [ "$OS" = linux ]; then
    tar -C "$STAGE" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" \
        --format=gnu -cf "$STAGE/$NAME.tar" "$NAME"
else
    # bsdtar: no --sort; list the files in order ourselves.
    (cd "$STAGE" && find "$NAME" | LC_ALL=C sort > list && find "$NAME" -exec touch -h -t "$(date -r "$SOURCE_DATE_EPOCH" +%Y%m%d%H%M.%S)" {} + &&
        tar --uid 0 --gid 0 --uname '' --gname '' -n -cf "$NAME.tar" -T list)
fi
gzip -n -9 < "$STAGE/$NAME.tar" > "$OUT/$NAME.tar.gz.tmp"
mv "$OUT/$NAME.tar.gz.tmp" "$OUT/$NAME.tar.gz"
cp "$ROOT/packaging/install.sh" "$OUT/install.sh.tmp" && chmod 0755 "$OUT/install.sh.tmp" && mv "$OUT/install.sh.tmp" "$OUT/install.sh"
"$ROOT/packaging/checksums.sh" "$OUT"
echo "dist: $OUT/$NAME.tar.gz"
