#!/bin/sh
# make deb: dist/pwtemplate_<version>_<arch>.deb with dpkg-deb: /usr/bin/pwtemplate (stripped),
# the man page, the bash/zsh/fish completions in their system folders, the copyright and
# changelog, and Depends from dpkg-shlibdeps (never a hard-coded libzip package name). The
# same binary gives the same bytes (SOURCE_DATE_EPOCH, --root-owner-group). SHA256SUMS is
# rewritten to list it.
#
#   packaging/deb.sh <release binary> <output folder>
set -eu
BINARY=$1
OUT=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/packaging/release-env.sh"
[ "$OS" = linux ] || fail "a .deb is made on Linux only"
for tool in dpkg-deb dpkg-shlibdeps; do
    command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing; install dpkg-dev ('make test-deps' does)"
done

DEB_ARCH=$(dpkg --print-architecture)
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
PKG="$STAGE/root"
DOC="$PKG/usr/share/doc/pwtemplate"
mkdir -p "$PKG/DEBIAN" "$PKG/usr/bin" "$PKG/usr/share/man/man1" "$DOC" \
    "$PKG/usr/share/bash-completion/completions" "$PKG/usr/share/zsh/vendor-completions" "$PKG/usr/share/fish/vendor_completions.d"

install -m 0755 "$BINARY" "$PKG/usr/bin/pwtemplate"
strip --strip-all "$PKG/usr/bin/pwtemplate"
"$ROOT/packaging/check-binary.sh" "$PKG/usr/bin/pwtemplate" >/dev/null
gzip -n -9 < "$ROOT/packaging/pwtemplate.1" > "$PKG/usr/share/man/man1/pwtemplate.1.gz"
"$BINARY" completion bash > "$PKG/usr/share/bash-completion/completions/pwtemplate"
"$BINARY" completion zsh > "$PKG/usr/share/zsh/vendor-completions/_pwtemplate"
"$BINARY" completion fish > "$PKG/usr/share/fish/vendor_completions.d/pwtemplate.fish"

{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: pwtemplate"
    echo "Source: https://github.com/pwtemplate/pwtemplate"
    echo
    echo "Files: *"
    echo "Copyright: 2026 the pwtemplate authors"
    echo "License: MIT"
    sed -n '3,$p' "$ROOT/LICENSE" | sed -e 's/^$/./' -e 's/^/ /'
} > "$DOC/copyright"
DATE=$(LC_ALL=C date -u -d "@$SOURCE_DATE_EPOCH" '+%a, %d %b %Y %H:%M:%S +0000')
MAINTAINER="pwtemplate maintainers <maintainers@pwtemplate.dev>"
printf 'pwtemplate (%s) unstable; urgency=medium\n\n  * Release %s; see CHANGELOG.md upstream.\n\n -- %s  %s\n' \
    "$VERSION" "$VERSION" "$MAINTAINER" "$DATE" | gzip -n -9 > "$DOC/changelog.gz"

# dpkg-shlibdeps reads debian/control of its working folder.
mkdir -p "$STAGE/shlibs/debian"
printf 'Source: pwtemplate\n\nPackage: pwtemplate\nArchitecture: any\n' > "$STAGE/shlibs/debian/control"
DEPENDS=$(cd "$STAGE/shlibs" && dpkg-shlibdeps -O "$PKG/usr/bin/pwtemplate" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$DEPENDS" ] || fail "dpkg-shlibdeps found no dependencies of $PKG/usr/bin/pwtemplate"

find "$PKG" -type d -exec chmod 0755 {} +
find "$PKG/usr/share" -type f -exec chmod 0644 {} +
(cd "$PKG" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$PKG/DEBIAN/md5sums"
chmod 0644 "$PKG/DEBIAN/md5sums"
SIZE=$(du -k -s --apparent-size "$PKG/usr" | cut -f1)
cat > "$PKG/DEBIAN/control" <<CONTROL
Package: pwtemplate
Version: $VERSION
Architecture: $DEB_ARCH
Maintainer: $MAINTAINER
Installed-Size: $SIZE
Depends: $DEPENDS
Section: devel
Priority: optional
Homepage: https://github.com/pwtemplate/pwtemplate
Description: linter for Pushwoosh native in-app message templates
 pwtemplate checks Pushwoosh native in-app templates (ZIP archives and
 template folders) for problems the iOS and Android SDKs would reject,
 fixes the safe ones, scaffolds, previews and packs templates, and serves
 editors over the Language Server Protocol.
CONTROL
chmod 0644 "$PKG/DEBIAN/control"
find "$PKG" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +

mkdir -p "$OUT"
DEB="$OUT/pwtemplate_${VERSION}_$DEB_ARCH.deb"
dpkg-deb --root-owner-group -Zxz --build "$PKG" "$DEB.tmp" >/dev/null
mv "$DEB.tmp" "$DEB"
"$ROOT/packaging/checksums.sh" "$OUT"
echo "deb: $DEB (Depends: $DEPENDS)"
