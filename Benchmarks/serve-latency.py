#!/usr/bin/env python3
"""How long `pwtemplate preview --serve` takes from a save to the page's reload event, with
400 templates: `make bench` runs it.

    python3 Benchmarks/serve-latency.py --binary .build/release/pwtemplate [--templates 400] [--saves 20]
    python3 Benchmarks/serve-latency.py --binary … --instructions [--saves 3]

Copies the template folders of Examples/templates/ into a temporary folder until there are
`--templates` of them, serves it (`--port 0`), and `--saves` times: reads one page's
version from its live-reload script, opens its event stream, saves that template's
native-config.json with a changed title (a temporary file renamed over it, as editors do), and
waits for the `reload` event. Prints the median and the 95th percentile in ms (the goal of
issue 33: at most 25 ms at the 95th percentile with 400 templates, 50 ms with 4,000). Python 3 standard library only.

With `--instructions`, counts instructions instead of time, under valgrind's callgrind
(`SWIFT_DETERMINISTIC_HASHING=1`, so the machine's load does not move them): one run collects
only inside the rebuild loop (`SiteRebuilder.run`) over `--saves` saves, each awaited on the
server's `Rebuilt …` line, another only inside the first full build (`serveUntilStopped`,
which also sets up the server and the watcher, with no save). Prints the instructions of one save's rebuild, of the full
build, and their ratio.
"""
import argparse
import json
import os
import pathlib
import re
import shutil
import socket
import statistics
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
# `SiteRebuilder.run()` and `PreviewServeCommand.serveUntilStopped(mode:)` (the first build, which
# the compiler may inline there, with the server and the watcher set up), as the binary names them.
REBUILD_LOOP = "$s17PWTemplateServing13SiteRebuilderV3runyyF"
FULL_BUILD = ("$s13PWTemplateCLI19PreviewServeCommandV17serveUntilStopped33_312274755DC3126041A33685BBE0B04CLL"
              "4modeAA8ExitCodeO0A7Serving9WatchModeO_tF")
VERSION = re.compile(r'&version=" \+ encodeURIComponent\("([^"]+)"\)')


def make_site(folder: pathlib.Path, count: int) -> pathlib.Path:
    """`count` template folders t000… copied round-robin from Examples/templates/."""
    examples = sorted(path.parent for path in ROOT.glob("Examples/templates/*/native-config.json"))
    for index in range(count):
        shutil.copytree(examples[index % len(examples)], folder / f"t{index:03}")
    return folder / "t000" / "native-config.json"


def request(port: int, target: str) -> socket.socket:
    connection = socket.create_connection(("127.0.0.1", port), timeout=10)
    connection.sendall(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
    return connection


def page_version(port: int, page: str) -> str:
    connection = request(port, "/" + page)
    body = b""
    while chunk := connection.recv(65536):
        body += chunk
    connection.close()
    match = VERSION.search(body.decode("utf-8", "replace"))
    if not match:
        raise SystemExit(f"serve-latency: no live-reload version in /{page}")
    return json.loads('"' + match.group(1) + '"')


def save(config: pathlib.Path, title: str) -> None:
    """Rewrites the first `"text"` value of the file through a renamed temporary file."""
    text = re.sub(r'("text"\s*:\s*")[^"]*(")', lambda m: m.group(1) + title + m.group(2), config.read_text(), count=1)
    temporary = config.with_name(".native-config.json.tmp")
    temporary.write_text(text)
    os.replace(temporary, config)


def collected_instructions(binary: str, site: pathlib.Path, config: pathlib.Path, toggle: str, saves: int) -> int:
    """The instructions callgrind counts inside functions matching `toggle` while the server
    builds `site`, then rebuilds after each of `saves` saves of `config`."""
    with tempfile.TemporaryDirectory() as scratch:
        out = pathlib.Path(scratch) / "callgrind.out"
        server = subprocess.Popen(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", f"--toggle-collect={toggle}",
             binary, "preview", "--serve", "--port", "0", str(site)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1"})
        try:
            if "Serving" not in server.stdout.readline():
                raise SystemExit("serve-latency: the server did not start under valgrind")
            for index in range(saves):
                save(config, f"Counted {index}")
                while not (line := server.stderr.readline()).startswith("Rebuilt "):
                    if not line:
                        raise SystemExit("serve-latency: the server stopped before rebuilding")
        finally:
            server.terminate()
            server.wait(timeout=120)
        totals = [line for line in out.read_text().splitlines() if line.startswith(("summary:", "totals:"))]
        return int(totals[-1].split()[1])


def instructions(options: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        site = pathlib.Path(scratch) / "site"
        site.mkdir()
        config = make_site(site, options.templates)
        saves = max(options.saves, 1)
        # Exact symbols: callgrind toggles collection again on entering a nested match (a closure).
        rebuild = collected_instructions(options.binary, site, config, REBUILD_LOOP, saves) / saves
        full = collected_instructions(options.binary, site, config, FULL_BUILD, 0)
    print(f"serve instructions with {options.templates} templates: one save's rebuild {rebuild / 1e6:.1f} M, "
          f"the full build {full / 1e6:.1f} M, 1/{full / rebuild:.0f} (goal: at most 1/20)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--templates", type=int, default=400)
    parser.add_argument("--saves", type=int, default=20)
    parser.add_argument("--instructions", action="store_true", help="count instructions with callgrind instead of timing")
    options = parser.parse_args()
    if options.instructions:
        instructions(options)
        return
    with tempfile.TemporaryDirectory() as scratch:
        site = pathlib.Path(scratch) / "site"
        site.mkdir()
        config = make_site(site, options.templates)
        server = subprocess.Popen([options.binary, "preview", "--serve", "--port", "0", str(site)],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            line = server.stdout.readline()
            port_match = re.search(r":(\d+)/", line)
            if not port_match:
                raise SystemExit(f"serve-latency: unexpected first line {line!r}")
            port = int(port_match.group(1))
            times = []
            for index in range(options.saves):
                version = page_version(port, "t000.html")
                stream = request(port, f"/__pwtemplate/events?page=t000.html&version={version}")
                received = stream.recv(4096)  # the stream's head
                start = time.perf_counter()
                save(config, f"Save {index}")
                while b"event: reload" not in received:
                    chunk = stream.recv(4096)
                    if not chunk:
                        raise SystemExit("serve-latency: the event stream ended without a reload")
                    received += chunk
                times.append((time.perf_counter() - start) * 1000)
                stream.close()
        finally:
            server.terminate()
            server.wait(timeout=10)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    print(f"serve, save to reload with {options.templates} templates: median {statistics.median(times):.1f} ms, "
          f"p95 {p95:.1f} ms (goal: p95 at most {25 if options.templates <= 400 else 50} ms)")


if __name__ == "__main__":
    main()
