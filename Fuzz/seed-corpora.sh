#!/bin/sh
# Builds the seed corpora of the fuzz targets from the repository's own examples and fixtures,
# into <folder>/<target>/ (emptied first): nothing is committed twice.
# Usage: Fuzz/seed-corpora.sh <folder> [<pwtemplate binary>]   (run from the repository root;
# the binary, .build/debug/pwtemplate by default, writes the message kinds' scaffolds)
set -eu
out=${1:?usage: seed-corpora.sh <folder> [<pwtemplate binary>]}
binary=${2:-.build/debug/pwtemplate}
rm -rf "$out"
mkdir -p "$out/json" "$out/lint" "$out/archive" "$out/placeholders" "$out/fix" "$out/lsp" "$out/http" "$out/inbox" "$out/inapp"

# json: every JSON file of the examples and the conformance cases.
n=0
for file in $(find Examples Tests/Conformance -name '*.json' | sort); do
    n=$((n + 1))
    cp "$file" "$out/json/$n.json"
done

# lint: each template folder as native-config.json, a zero byte, pushwoosh.json.
n=0
for config in $(find Examples Tests/Conformance/valid -name '*.json' ! -name pushwoosh.json | sort); do
    n=$((n + 1))
    localization=$(dirname "$config")/pushwoosh.json
    if [ "$(basename "$config")" = native-config.json ] && [ -f "$localization" ]; then
        { cat "$config"; printf '\0'; cat "$localization"; } > "$out/lint/$n"
    else
        cp "$config" "$out/lint/$n"
    fi
done

# archive: the packed examples and the fixture archives, except those over 64 KB
# (the 1 GiB zip bomb would make every input that large).
for zip in $(find Examples Tests/Fixtures/archives -name '*.zip' -size -64k | sort); do
    cp "$zip" "$out/archive/$(echo "$zip" | tr / _)"
done

# placeholders: each string value that holds a brace, then the translations as key=value lines.
n=0
grep -rhoE '"[^"]*[{}][^"]*"' Examples --include=native-config.json | sort -u | while IFS= read -r value; do
    n=$((n + 1))
    printf '%s' "$value" | sed 's/^"//; s/"$//' > "$out/placeholders/$n"
done
printf '{{name|text|Friend}}, {Tier|UPPERCASE|gold}!\0name=Ann\ntitle={{x|text|y}}\n' > "$out/placeholders/dictionary"
printf '{{date|M-d-y|}} {{{{a|b|c}}}} {x|y|}\0date=2024-02-29 13:45\n' > "$out/placeholders/modifiers"

# fix: a flag byte, then each lint seed and the language server tests' file with mistakes;
# flag 0 in memory, 1 as a ZIP, 7 as a ZIP with the template in a folder beside __MACOSX/.
{ cat Tests/Integration/lsp/mistakes-native-config.json; printf '\0'; cat Tests/Integration/lsp/mistakes-pushwoosh.json; } > "$out/lint/mistakes"
for seed in "$out"/lint/*; do
    name=$(basename "$seed")
    { printf '\0'; cat "$seed"; } > "$out/fix/$name-memory"
    { printf '\1'; cat "$seed"; } > "$out/fix/$name-zip"
done
{ printf '\7'; cat "$out/lint/mistakes"; } > "$out/fix/mistakes-zip-folder"

# lsp: framed sessions like the language server tests' traffic (mode byte 0: raw stream), the
# malformed frames of Tests/Integration/lsp/test_lsp_malformed.py, and scripts of changes
# (mode byte 1) made of the bytes of the examples.
frame() { printf 'Content-Length: %d\r\n\r\n%s' "$(printf '%s' "$1" | wc -c)" "$1"; }
json_string() { sed 's/\\/\\\\/g; s/"/\\"/g; s/\t/\\t/g' "$1" | awk '{ printf "%s\\n", $0 }'; }
uri=file:///nonexistent/fuzz/native-config.json
n=0
for config in $(find Examples -name native-config.json | sort | head -8); do
    n=$((n + 1))
    {
        printf '\0'
        frame '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8","utf-16"]}}}}'
        frame '{"jsonrpc":"2.0","method":"initialized","params":{}}'
        frame "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":\"$uri\",\"languageId\":\"json\",\"version\":1,\"text\":\"$(json_string "$config")\"}}}"
        frame "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{\"textDocument\":{\"uri\":\"$uri\",\"version\":2},\"contentChanges\":[{\"range\":{\"start\":{\"line\":1,\"character\":2},\"end\":{\"line\":1,\"character\":9}},\"text\":\"\\\"x\\\": 1,\"}]}}"
        frame "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"$uri\"},\"position\":{\"line\":1,\"character\":4}}}"
        frame "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"textDocument/codeAction\",\"params\":{\"textDocument\":{\"uri\":\"$uri\"},\"range\":{\"start\":{\"line\":0,\"character\":0},\"end\":{\"line\":9,\"character\":0}},\"context\":{\"diagnostics\":[]}}}"
        frame "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"textDocument/formatting\",\"params\":{\"textDocument\":{\"uri\":\"$uri\"},\"options\":{\"tabSize\":2,\"insertSpaces\":true}}}"
        frame '{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":3}}'
        frame '{"jsonrpc":"2.0","id":"s","method":"shutdown"}'
        frame '{"jsonrpc":"2.0","method":"exit"}'
    } > "$out/lsp/session-$n"
    { printf '\1'; head -c 96 "$config"; } > "$out/lsp/script-$n"
done
{
    printf '\2\000\377 garbage without any header\r\n\r\nContent-Length: banana\r\n\r\n'
    frame '{this is not json'
    frame '[]'
    frame '{"jsonrpc":"2.0","id":7,"method":"textDocument/hover"}'
    printf 'Content-Length: 4\r\n\r\n{"jsonrpc":"2.0","id":8,"method":"shutdown"}'
    printf 'Content-Length: 70\r\n\r\n{"jsonrpc":"2.0","id":9,'
    frame '{"jsonrpc":"2.0","id":10,"method":"shutdown"}'
} > "$out/lsp/malformed"
printf '\1\000\001\002\003\370\371\004\005\006\007\010\011\012\013\014\372\373\374\375\376\200\201\202\203' > "$out/lsp/script-edges"

# http: the request heads of the --serve tests, the traversal attempts among them.
request() { name=$1; shift; printf "$@" > "$out/http/$name"; }
request pipelined 'GET / HTTP/1.1\r\nHost: 127.0.0.1:7317\r\nAccept:  text/html \r\n\r\nGET /a.html?x=1 HTTP/1.1\r\nHost: h\r\n\r\n'
request head 'HEAD /modal.html HTTP/1.0\r\nConnection: keep-alive\r\n\r\n'
request events 'GET /__pwtemplate/events?page=a%%20b.html&version=3 HTTP/1.1\r\nHost: h\r\n\r\n'
request post 'POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nhi'
request chunked 'GET / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n'
request folded 'BREW / HTTP/1.1\r\nHost: h\r\n folded\r\n\r\n'
n=0
for target in /../etc/passwd /%2e%2e/%2e%2e/etc/passwd /.%2e/x /..%2F..%2Fetc%2Fpasswd '/..\etc\passwd' /%5C..%5Cx //etc/passwd \
    /%00 /%c0%ae%c0%ae/x /a%20b.html /sub/page.html http://127.0.0.1/x '*'; do
    n=$((n + 1))
    request "target-$n" 'GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n' "$target"
done

# inbox, inapp: every scaffold of the kind, as `pwtemplate new` writes it.
[ -x "$binary" ] || { echo "seed-corpora.sh: no $binary to write the scaffolds; run 'swift build' first" >&2; exit 1; }
scaffolds=$(mktemp -d)
for name in $("$binary" new --list | grep -oE '^(inbox|inapp)-[a-z]+'); do
    "$binary" new "$name" "$scaffolds/$name" >/dev/null
    cp "$scaffolds/$name".*.json "$out/${name%%-*}/$name.json"
done
rm -rf "$scaffolds"

for target in json lint archive placeholders fix lsp http inbox inapp; do
    echo "fuzz seeds: $target: $(ls "$out/$target" | wc -l) files"
done
