#!/usr/bin/env python3
"""Measure pwtemplate against a floor and a peer: `make bench` runs it.

    python3 Benchmarks/bench.py --binary .build/release/pwtemplate --floor FLOOR [--write docs/performance.md]

In one run, on one generated corpus (Benchmarks/make-corpus.py), it measures the medians of
--repeat runs of:

1. `pwtemplate lint` over the whole corpus with `--jobs 1` and with the default jobs: wall time
   and peak memory (maximum resident set size, from GNU time);
2. the floor (Benchmarks/floor.c): only open each ZIP with libzip and read its JSON entries;
3. the peer: check-jsonschema validating the corpus's native-config.json files, extracted
   beforehand, against `pwtemplate schema`;
4. one small template end to end (the pre-commit case) and the start-up alone, with hyperfine.

It prints the table and the ratios, and with --write replaces the measured part of that
Markdown file (between the bench markers), keeping the notes around it. Python 3 standard
library, GNU time (/usr/bin/time), hyperfine and check-jsonschema.
"""
import argparse
import json
import os
import pathlib
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
SMALL_TEMPLATE = ROOT / "Examples" / "packed" / "sheet-coffee-rewards.zip"
BEGIN, END = "<!-- bench:begin -->", "<!-- bench:end -->"
MEMORY_TARGET_MB = 64


def measure(command, work):
    """(wall seconds, peak resident set in MB, CPU seconds) of one run, output discarded. The
    peak and the CPU time (user + system) come from GNU time: a child forked from Python would
    count Python's own pages until its exec."""
    usage = work / "usage.txt"
    start = time.perf_counter()
    process = subprocess.run(["/usr/bin/time", "--format", "%M %U %S", "--output", str(usage), *command],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    if process.returncode not in (0, 1):
        sys.exit(f"bench: {' '.join(map(str, command))} exited with {process.returncode}")
    peak, user, system = usage.read_text().split()[-3:]
    return wall, int(peak) / 1024, float(user) + float(system)


def medians(commands, repeat, work):
    """{name: (median wall, median peak MB, median CPU seconds)}, the commands interleaved so
    load hits all alike."""
    for command in commands.values():
        measure(command, work)  # warm the page cache
    runs = {name: [] for name in commands}
    for _ in range(repeat):
        for name, command in commands.items():
            runs[name].append(measure(command, work))
    return {name: tuple(statistics.median(column) for column in zip(*r)) for name, r in runs.items()}


def hyperfine(commands, work):
    """{name: median seconds} of many runs of each command, from hyperfine."""
    export = work / "hyperfine.json"
    arguments = ["hyperfine", "--shell=none", "--ignore-failure", "--warmup", "20", "--runs", "200",
                 "--style", "none", "--export-json", str(export)]
    for name, command in commands.items():
        arguments += ["--command-name", name, " ".join(map(str, command))]
    subprocess.run(arguments, check=True, stdout=subprocess.DEVNULL)
    return {result["command"]: result["median"] for result in json.loads(export.read_text())["results"]}


def extract_configs(corpus, folder):
    """Copies each ZIP's root native-config.json into `folder`; returns the files written."""
    folder.mkdir()
    files = []
    for number, archive in enumerate(sorted(corpus.rglob("*.zip"))):
        with zipfile.ZipFile(archive) as zipped:
            if "native-config.json" in zipped.namelist():
                path = folder / f"{number:05d}.json"
                path.write_bytes(zipped.read("native-config.json"))
                files.append(path)
    return files


def first_line(command):
    try:
        return subprocess.run(command, capture_output=True, text=True).stdout.strip().splitlines()[0]
    except (OSError, IndexError):
        return "unknown"


def machine():
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
               platform.processor() or "unknown")
    memory = next((int(line.split()[1]) // 1024 for line in open("/proc/meminfo") if line.startswith("MemTotal")), 0)
    return {
        "Processors (nproc)": str(os.cpu_count()),
        "CPU": cpu,
        "Memory": f"{memory / 1024:.1f} GB",
        "System": f"{platform.system()} {platform.release()}",
        "Swift": first_line(["swift", "--version"]),
        "libzip": first_line(["pkg-config", "--modversion", "libzip"]),
        "Load average at start": " ".join(f"{value:.2f}" for value in os.getloadavg()),
    }


def verdict(ok):
    return "met" if ok else "**missed**"


def report(arguments, results, startup, count, configs):
    lint1, lintN, floor, peer = (results[name] for name in ("lint1", "lintN", "floor", "peer"))
    jobs = os.cpu_count()
    rows = [
        ("`pwtemplate lint --jobs 1`", lint1),
        (f"`pwtemplate lint` (default: {jobs} jobs)", lintN),
        ("floor: libzip open + read the JSON entries, 1 thread", floor),
        (f"check-jsonschema on the {configs} extracted native-config.json files", peer),
    ]
    lines = [
        f"Corpus: {count} generated template ZIPs (`Benchmarks/make-corpus.py`, all ten display types, "
        "about half with a pushwoosh.json in three languages, about a third with a mistake). "
        f"Medians of {arguments.repeat} runs, measured in one run of `make bench`.",
        "",
        "| Machine | |",
        "| --- | --- |",
        *(f"| {key} | {value} |" for key, value in machine().items()),
        "",
        f"| Whole corpus ({count} templates) | wall time | CPU time (user + system) | peak memory |",
        "| --- | ---: | ---: | ---: |",
        *(f"| {name} | {wall:.3f} s | {cpu:.3f} s | {memory:.1f} MB |" for name, (wall, memory, cpu) in rows),
        "",
        "| One small template (pre-commit case), hyperfine median | time |",
        "| --- | ---: |",
        f"| `pwtemplate lint {SMALL_TEMPLATE.relative_to(ROOT)}` | {startup['lint-one'] * 1000:.2f} ms |",
        f"| floor on the same template | {startup['floor-one'] * 1000:.2f} ms |",
        f"| start-up alone: `pwtemplate --version` | {startup['version'] * 1000:.2f} ms |",
        "",
        "| Ratio | value | target | |",
        "| --- | ---: | --- | --- |",
        f"| `--jobs 1` ÷ floor | {lint1[0] / floor[0]:.2f}× | at most 3× | {verdict(lint1[0] <= 3 * floor[0])} |",
        f"| default jobs ÷ floor (1 thread) | {lintN[0] / floor[0]:.2f}× | at most 2× on 2 cores | "
        f"{verdict(lintN[0] <= 2 * floor[0]) if jobs >= 2 else 'n/a (1 core)'} |",
        f"| one template ÷ start-up alone | {startup['lint-one'] / startup['version']:.2f}× | at most 1.15× | "
        f"{verdict(startup['lint-one'] <= 1.15 * startup['version'])} |",
        f"| peak memory, default jobs | {lintN[1]:.1f} MB | at most {MEMORY_TARGET_MB} MB | {verdict(lintN[1] <= MEMORY_TARGET_MB)} |",
        f"| check-jsonschema ÷ default jobs | {peer[0] / lintN[0]:.1f}× slower | at least 40× | {verdict(peer[0] >= 40 * lintN[0])} |",
        f"| one template ÷ floor on it | {startup['lint-one'] / startup['floor-one']:.2f}× | | |",
    ]
    return "\n".join(lines) + "\n"


def write_section(path, section):
    text = path.read_text() if path.exists() else f"# Performance\n\n{BEGIN}\n{END}\n"
    before, rest = text.split(BEGIN, 1)
    after = rest.split(END, 1)[1]
    path.write_text(f"{before}{BEGIN}\n{section}{END}{after}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", type=pathlib.Path, required=True, help="the release pwtemplate")
    parser.add_argument("--floor", type=pathlib.Path, required=True, help="the built Benchmarks/floor.c")
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--write", type=pathlib.Path, help="a Markdown file whose bench section to replace")
    arguments = parser.parse_args()
    binary, floor = arguments.binary.resolve(), arguments.floor.resolve()

    with tempfile.TemporaryDirectory(prefix="pwtemplate-bench-") as scratch:
        work = pathlib.Path(scratch)
        corpus = work / "corpus"
        subprocess.run([sys.executable, HERE / "make-corpus.py", corpus, "--count", str(arguments.count)], check=True)
        schema = work / "schema.json"
        schema.write_bytes(subprocess.run([binary, "schema"], check=True, capture_output=True).stdout)
        configs = extract_configs(corpus, work / "configs")

        print(f"bench: {arguments.repeat} runs of each over {arguments.count} templates…", flush=True)
        results = medians({
            "floor": [floor, corpus],
            "lint1": [binary, "lint", "--jobs", "1", corpus],
            "lintN": [binary, "lint", corpus],
            "peer": ["check-jsonschema", "--schemafile", schema, *configs],
        }, arguments.repeat, work)
        print("bench: one small template and the start-up, with hyperfine…", flush=True)
        startup = hyperfine({
            "lint-one": [binary, "lint", SMALL_TEMPLATE],
            "floor-one": [floor, SMALL_TEMPLATE],
            "version": [binary, "--version"],
        }, work)
        section = report(arguments, results, startup, arguments.count, len(configs))
    print(section)
    if arguments.write:
        write_section(arguments.write, section)
        print(f"bench: wrote {arguments.write}")


if __name__ == "__main__":
    main()
