#!/bin/sh
# Fails (exit 2) when a release binary needs a shared library beyond libc, libm, libstdc++,
# libgcc_s and libzip, as `readelf -d` lists them; prints the newest GLIBC symbol version it
# needs (the oldest glibc it runs on). Linux only; on macOS it does nothing.
set -eu
[ "$(uname -s)" = Linux ] || exit 0
needed=$(readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | LC_ALL=C sort)
extra=$(echo "$needed" | grep -Ev '^(libc\.so\.6|libm\.so\.6|libstdc\+\+\.so\.6|libgcc_s\.so\.1|libzip\.so\.[0-9]+|ld-linux-x86-64\.so\.2|ld-linux-aarch64\.so\.1)$' || true)
if [ -n "$extra" ]; then
    echo "pwtemplate release: $1 needs shared libraries beyond libc, libm, libstdc++, libgcc_s and libzip: $(echo "$extra" | tr '\n' ' ')" >&2
    exit 2
fi
glibc=$(readelf -V "$1" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -t. -k1,1n -k2,2n -k3,3n -u | tail -1)
echo "check-binary: needs $(echo "$needed" | tr '\n' ' '); newest symbol version GLIBC_$glibc"
