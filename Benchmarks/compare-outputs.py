#!/usr/bin/env python3
"""Runs two pwtemplate binaries over the same inputs and reports every output that differs.

The byte-identical check of a redesign (issue 33): the JSON and text reports of a corpus,
of Examples/, Tests/Fixtures and Tests/Conformance (each file or folder alone), `resolve` of
each example, and the files every scaffold of every kind writes. Exit status 1 when any
output differs, with the first lines of each difference.

    python3 Benchmarks/compare-outputs.py --base /work/perfbase/pwtemplate \\
        --new .build/release/pwtemplate --corpus /tmp/c1000
"""
import argparse
import difflib
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(binary, arguments, cwd=ROOT):
    """The exit status, standard output and standard error of one run."""
    done = subprocess.run([binary] + arguments, cwd=cwd, capture_output=True, timeout=600)
    return done.returncode, done.stdout, done.stderr


def inputs(folder):
    """Each template folder, archive and JSON file directly under `folder` and below it."""
    found = []
    for path, folders, files in os.walk(os.path.join(ROOT, folder)):
        if "native-config.json" in files:
            found.append(path)
            folders[:] = []
            continue
        found += [os.path.join(path, name) for name in files if name.endswith((".zip", ".json"))]
    return sorted(os.path.relpath(path, ROOT) for path in found)


def scaffold_files(binary, scaffold, workspace):
    """The bytes of every file `new <scaffold>` writes, by relative path, and its output."""
    folder = tempfile.mkdtemp(dir=workspace)
    status, out, err = run(binary, ["new", scaffold, "made"], cwd=folder)
    written = {}
    for path, _, files in os.walk(folder):
        for name in files:
            full = os.path.join(path, name)
            with open(full, "rb") as file:
                written[os.path.relpath(full, folder)] = file.read()
    return status, out.replace(folder.encode(), b"$DIR"), err.replace(folder.encode(), b"$DIR"), written


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the binary of the commit compared against")
    parser.add_argument("--new", required=True, help="the binary under test")
    parser.add_argument("--corpus", help="a folder of templates (Benchmarks/make-corpus.py)")
    options = parser.parse_args()
    options.base, options.new = os.path.abspath(options.base), os.path.abspath(options.new)
    cases = []
    if options.corpus:
        for format in ["json", "text"]:
            cases.append((f"lint corpus ({format})", ["lint", "--jobs", "1", "--format", format, options.corpus]))
    for path in inputs("Examples") + inputs("Tests/Fixtures") + inputs("Tests/Conformance"):
        for format in ["json", "text"]:
            cases.append((f"lint {path} ({format})", ["lint", "--format", format, path]))
    for path in inputs("Examples"):
        cases.append((f"resolve {path}", ["resolve", path]))
    differences = 0
    for name, arguments in cases:
        base, new = run(options.base, arguments), run(options.new, arguments)
        if base != new:
            differences += 1
            report(name, base, new)
    status, out, err = run(options.new, ["new", "--list"])
    scaffolds = re.findall(r"^([a-z][a-z-]*) {2,}", out.decode(), re.MULTILINE)
    with tempfile.TemporaryDirectory() as workspace:
        for scaffold in scaffolds:
            base, new = scaffold_files(options.base, scaffold, workspace), scaffold_files(options.new, scaffold, workspace)
            if base != new:
                differences += 1
                print(f"DIFFERS: new {scaffold}")
    total = len(cases) + len(scaffolds)
    print(f"{total - differences} of {total} outputs identical ({len(cases)} runs, {len(scaffolds)} scaffolds)")
    return 1 if differences else 0


def report(name, base, new):
    print(f"DIFFERS: {name}")
    for label, before, after in [("status", str(base[0]), str(new[0])), ("stdout", base[1], new[1]), ("stderr", base[2], new[2])]:
        if before == after:
            continue
        if isinstance(before, bytes):
            before, after = before.decode(errors="replace").splitlines(), after.decode(errors="replace").splitlines()
            for line in list(difflib.unified_diff(before, after, "base", "new", lineterm="", n=1))[:12]:
                print("    " + line)
        else:
            print(f"    {label}: {before} -> {after}")


if __name__ == "__main__":
    sys.exit(main())
