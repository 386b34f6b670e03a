# shellcheck shell=sh disable=SC2034 # sourced: its variables are used by the scripts that source it
# Shared by dist.sh and deb.sh (sourced): the version, platform and timestamp of a release.
# BINARY must name the release binary. Every failure exits 2 with a message.

fail() {
    echo "pwtemplate release: $*" >&2
    exit 2
}

[ -x "$BINARY" ] || fail "no release binary at '$BINARY'; run 'make release' first"
VERSION=$("$BINARY" --version | cut -d' ' -f2)
[ -n "$VERSION" ] || fail "'$BINARY --version' printed no version"

case "$(uname -s)" in
    Linux) OS=linux ;;
    Darwin) OS=macos ;;
    *) fail "no release archive is made for $(uname -s)" ;;
esac
ARCH=$(uname -m)
[ "$ARCH" = aarch64 ] && [ "$OS" = macos ] && ARCH=arm64
PLATFORM="$OS-$ARCH"

# Every timestamp in the archives: the last commit's, so a rebuild of a commit gives the same bytes.
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
    SOURCE_DATE_EPOCH=$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || echo 0)
fi
export SOURCE_DATE_EPOCH
umask 022
