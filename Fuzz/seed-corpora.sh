#!/bin/sh
# Builds the seed corpora of the fuzz targets from the repository's own examples and fixtures,
# into <folder>/<target>/ (emptied first): nothing is committed twice.
# Usage: Fuzz/seed-corpora.sh <folder>   (run from the repository root)
set -eu
out=${1:?usage: seed-corpora.sh <folder>}
rm -rf "$out"
mkdir -p "$out/json" "$out/lint" "$out/archive" "$out/placeholders"

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

for target in json lint archive placeholders; do
    echo "fuzz seeds: $target: $(ls "$out/$target" | wc -l) files"
done
