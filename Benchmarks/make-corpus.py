#!/usr/bin/env python3
"""Write a benchmark corpus of template ZIPs: `python3 Benchmarks/make-corpus.py OUT [--count N]`.

Every template starts from one of the ten example templates in Examples/ (one per display
type) and is varied: new texts, colours and media URLs, pretty-printed or minified JSON. About
half are localized (a pushwoosh.json with en, de and fr, the texts turned into placeholders),
and about a third carry one common mistake (JSON syntax, schema, localization or archive
layout), so the corpus holds valid and invalid templates in a realistic mix.

The ZIPs go to OUT/<display type>/<type>-<number>.zip. Python 3 standard library only; the
output is the same for the same --count and --seed.
"""
import argparse
import copy
import json
import pathlib
import random
import re
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLE_FOLDERS = [ROOT / "Examples" / "templates", ROOT / "Examples" / "ios-only"]
DATE_TIME = (2024, 3, 1, 9, 0, 0)
LANGUAGES = ["en", "de", "fr"]
WORDS = {
    "en": "spring sale today free coffee your reward is waiting book a test drive new arrivals "
          "limited offer members only join now save more weekend deal open the app".split(),
    "de": "Frühling Angebot heute gratis Kaffee deine Belohnung wartet jetzt buchen neu "
          "eingetroffen nur für Mitglieder mehr sparen Wochenende App öffnen".split(),
    "fr": "printemps soldes aujourd'hui café offert votre récompense vous attend réserver "
          "nouveautés offre limitée membres seulement économisez week-end ouvrir".split(),
}
COLOR = re.compile(r"^#[0-9A-Fa-f]{8}$")


def load_examples():
    """(display type, native-config, pushwoosh or None) of each example template, by type."""
    examples = {}
    for folder in EXAMPLE_FOLDERS:
        for template in sorted(folder.iterdir()):
            config = json.loads((template / "native-config.json").read_text())
            pushwoosh = template / "pushwoosh.json"
            localization = json.loads(pushwoosh.read_text()) if pushwoosh.exists() else None
            examples[config["displayType"]] = (config, localization)
    return [(kind, *examples[kind]) for kind in sorted(examples)]


def phrase(rng, language, low=2, high=6):
    return " ".join(rng.choice(WORDS[language]) for _ in range(rng.randint(low, high))).capitalize()


def walk(node):
    """Every (container, key) holding a string, depth first."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else []
    for key, value in list(items):
        if isinstance(value, str):
            yield node, key
        else:
            yield from walk(value)


def vary(config, rng):
    """New texts, colours (opaque, so contrast stays as it was roughly) and media URLs."""
    for container, key in walk(config):
        value = container[key]
        if key == "text" and "{{" not in value:
            container[key] = phrase(rng, "en")
        elif COLOR.match(value) and rng.random() < 0.3:
            shade = rng.randint(-24, 24)
            rgb = [max(0, min(255, int(value[i:i + 2], 16) + shade)) for i in (1, 3, 5)]
            container[key] = "#" + "".join(f"{c:02X}" for c in rgb) + value[7:]
        elif value.startswith("https://example.com/"):
            container[key] = value.replace("example.com/", f"cdn{rng.randint(1, 9)}.example.com/", 1)


def localize(config, rng):
    """Turns every text into a placeholder and returns a pushwoosh.json with three languages,
    or None when the template has no text."""
    texts = [c for c in walk(config) if c[1] == "text"]
    if not texts:
        return None
    sections = {language: {} for language in LANGUAGES}
    for number, (container, key) in enumerate(texts):
        name = f"t{number}"
        default = container[key]
        container[key] = f"{{{{{name}|text|{default}}}}}"
        sections["en"][name] = default
        for language in LANGUAGES[1:]:
            sections[language][name] = phrase(rng, language)
    return {"default_language": "en", "localization": sections}


def first(config, test):
    return next(((c, k) for c, k in walk(config) if test(k, c[k])), None)


def mutate_document(config, kind, rng):
    """One schema-level mistake, applied to the parsed document; False when none applies."""
    block = config[kind]
    choices = ["color-without-hash", "http-media", "string-boolean", "typo", "block-case", "missing-block"]
    rng.shuffle(choices)
    for choice in choices:
        if choice == "color-without-hash" and (found := first(config, lambda k, v: bool(COLOR.match(v)))):
            container, key = found
            container[key] = container[key][1:]
        elif choice == "http-media" and (found := first(config, lambda k, v: v.startswith("https://"))):
            container, key = found
            container[key] = "http://" + container[key][len("https://"):]
        elif choice == "string-boolean" and "showClose" in block:
            block["showClose"] = "true"
        elif choice == "typo":
            block["autoDismis" if kind == "banner" else "titel"] = 5
        elif choice == "block-case":
            config[kind.capitalize()] = config.pop(kind)
        elif choice == "missing-block":
            del config[kind]
        else:
            continue
        return True
    return False


def mutate_text(text, rng):
    """One JSON syntax mistake, applied to the text."""
    choice = rng.choice(["trailing-comma", "comment", "capital-true", "truncated"])
    if choice == "trailing-comma":
        body = text.rstrip()
        return body[:-1].rstrip() + ",\n}\n"
    if choice == "comment":
        return text.replace("{", "{ // campaign draft\n", 1)
    if choice == "capital-true" and ": true" in text:
        return text.replace(": true", ": True", 1)
    return text[: len(text) // 2]


def template(kind, config, localization, rng):
    """The entries (name, bytes) of one varied template, and whether it was made invalid."""
    config = copy.deepcopy(config)
    localization = copy.deepcopy(localization)
    vary(config, rng)
    if localization is None and rng.random() < 0.5:
        localization = localize(config, rng)
    mistake = rng.random() < 0.35
    layer = rng.choice(["document", "document", "text", "localization", "archive"]) if mistake else None
    if layer == "localization" and localization:
        section = localization["localization"][rng.choice(LANGUAGES[1:])]
        del section[next(iter(section))]
    elif layer in ("document", "localization"):
        mutate_document(config, kind, rng)
    minified = rng.random() < 0.3
    dump = (lambda value: json.dumps(value, ensure_ascii=False, separators=(",", ":"))) if minified else \
        (lambda value: json.dumps(value, ensure_ascii=False, indent=2) + "\n")
    text = dump(config)
    if layer == "text":
        text = mutate_text(text, rng)
    entries = [("native-config.json", text)]
    if localization:
        entries.append(("pushwoosh.json", dump(localization)))
    if layer == "archive":
        if rng.random() < 0.5:
            entries = [("campaign/", "")] + [("campaign/" + name, data) for name, data in entries]
        else:
            entries += [(".DS_Store", "\0" * 64), ("__MACOSX/._native-config.json", "\0" * 26)]
    return [(name, data.encode()) for name, data in entries], mistake


def write_zip(path, entries):
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in entries:
            info = zipfile.ZipInfo(name, DATE_TIME)
            info.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
            info.external_attr = (0o40755 if name.endswith("/") else 0o100644) << 16
            archive.writestr(info, data)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=pathlib.Path, help="the folder to write (created)")
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    examples = load_examples()
    invalid = 0
    for number in range(arguments.count):
        kind, config, localization = examples[number % len(examples)]
        folder = arguments.out / kind
        folder.mkdir(parents=True, exist_ok=True)
        entries, mistake = template(kind, config, localization, rng)
        invalid += mistake
        write_zip(folder / f"{kind}-{number:05d}.zip", entries)
    print(f"{arguments.count} templates ({invalid} with a mistake, {len(examples)} display types) in {arguments.out}")


if __name__ == "__main__":
    main()
