#!/usr/bin/env python3
"""How long `pwtemplate preview` takes to write the page of one template: `make bench` runs it.

    python3 Benchmarks/preview-time.py --binary .build/release/pwtemplate [--runs 30]

Times `preview --offline --force -o TMP` on the largest template of Examples/ (by the size of
its two JSON files) and on each display type's `new` scaffold, whole process runs, against
`pwtemplate --version` (the process start) measured in the same run. Prints the median and the
maximum in ms (the goal: the HTML of one template within 50 ms). Python 3 standard library only.
"""
import argparse
import pathlib
import statistics
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
TYPES = ["banner", "carousel", "fullscreen", "modal", "pip", "scratchcard", "sheet", "spinwheel", "stories", "video"]


def timed(command: list[str], runs: int) -> list[float]:
    """Wall-clock milliseconds of `runs` runs of `command` (after one warm-up run)."""
    subprocess.run(command, check=True, capture_output=True)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        times.append((time.perf_counter() - start) * 1000)
    return times


def largest_example() -> pathlib.Path:
    """The template folder of Examples/ whose two JSON files are the largest."""
    folders = [path.parent for path in ROOT.glob("Examples/*/*/native-config.json") if "mistakes" not in path.parts]

    def size(folder: pathlib.Path) -> int:
        return sum(file.stat().st_size for file in (folder / "native-config.json", folder / "pushwoosh.json") if file.exists())

    return max(folders, key=size)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", type=pathlib.Path, required=True, help="the release pwtemplate")
    parser.add_argument("--runs", type=int, default=30)
    arguments = parser.parse_args()
    binary = str(arguments.binary)
    with tempfile.TemporaryDirectory() as work:
        templates = [("largest example: " + largest_example().name, largest_example())]
        for kind in TYPES:
            folder = pathlib.Path(work) / kind
            subprocess.run([binary, "new", kind, str(folder)], check=True, capture_output=True)
            templates.append((kind + " scaffold", folder))
        start = timed([binary, "--version"], arguments.runs)
        print(f"preview of one template, {arguments.runs} runs each (process start, --version: "
              f"median {statistics.median(start):.1f} ms)")
        for name, folder in templates:
            output = str(pathlib.Path(work) / "out")
            times = timed([binary, "preview", "--offline", "--force", "-o", output, str(folder)], arguments.runs)
            verdict = "met" if statistics.median(times) <= 50 else "MISSED"
            print(f"  {name:42} median {statistics.median(times):6.1f} ms, max {max(times):6.1f} ms "
                  f"({statistics.median(times) / statistics.median(start):.1f}x the start; goal 50 ms: {verdict})")


if __name__ == "__main__":
    main()
