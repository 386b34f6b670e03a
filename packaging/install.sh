#!/bin/sh
# Installs a pwtemplate release binary, as the GitHub Action and the GitLab component do:
# downloads SHA256SUMS and the archive for this platform, stops on a checksum mismatch,
# installs the libzip runtime when it is missing, and puts the binary in place with one rename
# (nothing half-installed). Every failure exits 2 with a message.
#
#   PWTEMPLATE_VERSION=0.1.0 PWTEMPLATE_INSTALL_DIR="$HOME/.local/bin" sh install.sh
#
# PWTEMPLATE_BASE_URL: the release folder (default: the GitHub release of the version).
# PWTEMPLATE_INSTALL_LIBZIP=no: only check for libzip, never install it.
set -eu

fail() {
    echo "pwtemplate install: error: $*" >&2
    exit 2
}

VERSION=${PWTEMPLATE_VERSION:-}
DIR=${PWTEMPLATE_INSTALL_DIR:-}
[ -n "$VERSION" ] || fail "PWTEMPLATE_VERSION is not set (e.g. 0.1.0)"
[ -n "$DIR" ] || fail "PWTEMPLATE_INSTALL_DIR is not set (the folder to put the pwtemplate binary in)"
VERSION=${VERSION#v}
BASE=${PWTEMPLATE_BASE_URL:-https://github.com/pwtemplate/pwtemplate/releases/download/v$VERSION}

case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) PLATFORM=linux-x86_64 ;;
    Darwin-arm64) PLATFORM=macos-arm64 ;;
    *) PLATFORM="$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)" ;;
esac
ARCHIVE="pwtemplate-$VERSION-$PLATFORM.tar.gz"

have_libzip() {
    if [ "$(uname -s)" = Darwin ]; then
        [ -e /opt/homebrew/opt/libzip/lib/libzip.5.dylib ] || [ -e /usr/local/opt/libzip/lib/libzip.5.dylib ]
    else
        { ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null; } | grep -q 'libzip\.so\.[0-9]'
    fi
}

ensure_libzip() {
    have_libzip && return 0
    [ "${PWTEMPLATE_INSTALL_LIBZIP:-yes}" != no ] || fail "the libzip runtime library is missing; install it (Debian/Ubuntu: the libzip<N> package, macOS: brew install libzip)"
    if [ "$(uname -s)" = Darwin ]; then
        brew install libzip || fail "brew install libzip failed"
        return 0
    fi
    command -v apt-get >/dev/null 2>&1 || fail "the libzip runtime library is missing and there is no apt-get to install it with"
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq || fail "apt-get update failed"
    # The package is libzip4 on Debian 12 and Ubuntu 22.04, another name elsewhere: find it.
    package=$(apt-cache search --names-only '^libzip[0-9]+t?[0-9]*$' | cut -d' ' -f1 | sort | tail -1)
    [ -n "$package" ] || fail "no libzip runtime package found with apt-cache"
    echo "pwtemplate install: installing $package (the libzip runtime)"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$package" >/dev/null || fail "apt-get install $package failed"
}

installed_version() {
    [ -x "$DIR/pwtemplate" ] && "$DIR/pwtemplate" --version 2>/dev/null | cut -d' ' -f2
}

ensure_libzip
if [ "$(installed_version || true)" = "$VERSION" ]; then
    echo "pwtemplate install: pwtemplate $VERSION is already in $DIR (cached)"
    exit 0
fi

command -v curl >/dev/null 2>&1 || fail "curl is missing"
if command -v sha256sum >/dev/null 2>&1; then sha() { sha256sum "$1" | cut -d' ' -f1; }; else sha() { shasum -a 256 "$1" | cut -d' ' -f1; }; fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

curl -fsSL --retry 3 -o "$WORK/SHA256SUMS" "$BASE/SHA256SUMS" || fail "cannot download $BASE/SHA256SUMS (is $VERSION a released version?)"
expected=$(awk -v name="$ARCHIVE" '$2 == name || $2 == "*" name { print $1 }' "$WORK/SHA256SUMS")
if [ -z "$expected" ]; then
    available=$(awk '{ print $2 }' "$WORK/SHA256SUMS" | grep '\.tar\.gz$' | tr '\n' ' ')
    fail "release $VERSION has no archive for this platform ($PLATFORM); it has: ${available:-none}. Build from source instead (docs/install.md)"
fi
curl -fsSL --retry 3 -o "$WORK/$ARCHIVE" "$BASE/$ARCHIVE" || fail "cannot download $BASE/$ARCHIVE"
actual=$(sha "$WORK/$ARCHIVE")
[ "$actual" = "$expected" ] || fail "checksum mismatch for $ARCHIVE: SHA256SUMS says $expected, the download is $actual; nothing was installed"

mkdir -p "$WORK/unpacked"
tar -xzf "$WORK/$ARCHIVE" -C "$WORK/unpacked" || fail "cannot unpack $ARCHIVE"
binary="$WORK/unpacked/pwtemplate-$VERSION-$PLATFORM/pwtemplate"
[ -x "$binary" ] || fail "$ARCHIVE holds no pwtemplate-$VERSION-$PLATFORM/pwtemplate"
"$binary" --version >/dev/null || fail "the downloaded binary does not run here: $("$binary" --version 2>&1 | head -1)"

mkdir -p "$DIR" || fail "cannot create $DIR"
if ! { cp "$binary" "$DIR/.pwtemplate.$$" && chmod 0755 "$DIR/.pwtemplate.$$"; }; then
    rm -f "$DIR/.pwtemplate.$$"
    fail "cannot write to $DIR"
fi
mv -f "$DIR/.pwtemplate.$$" "$DIR/pwtemplate"
echo "pwtemplate install: $("$DIR/pwtemplate" --version) in $DIR"
