#!/usr/bin/env python3
"""How long after a didChange the diagnostics arrive from `pwtemplate lsp`: `make bench` runs it.

    python3 Benchmarks/lsp-latency.py --binary .build/release/pwtemplate [--changes 50]

Two templates: the largest of Examples/ (by the size of its two JSON files) and a generated
carousel of 20 languages x 200 translation keys. Each is opened (native-config.json and
pushwoosh.json) in a server over plain pipes; then native-config.json gets --changes full-text
didChange notifications, one at a time, alternating between two texts that differ by one
colour, and each is timed from the write of the notification to the read of the
publishDiagnostics of that version. Prints the median, 95th percentile and maximum in ms (the
goal: within 20 ms). Python 3 standard library only.
"""
import argparse
import json
import pathlib
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


class Server:
    """`pwtemplate lsp` over pipes, read synchronously."""

    def __init__(self, binary: pathlib.Path):
        self.process = subprocess.Popen([str(binary), "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
        self.read_until(lambda message: message.get("id") == 1)
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

    def send(self, message: dict) -> None:
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self) -> dict:
        length = 0
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.strip().lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def read_until(self, predicate) -> dict:
        while True:
            message = self.read()
            if predicate(message):
                return message

    def close(self) -> None:
        self.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        self.read_until(lambda message: message.get("id") == 2)
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.process.wait(timeout=30)


def largest_example() -> pathlib.Path:
    folders = [path.parent for path in (ROOT / "Examples").glob("*/*/native-config.json")]
    return max(folders, key=lambda folder: sum(file.stat().st_size for file in folder.glob("*.json")))


def write_carousel(folder: pathlib.Path, languages: int = 20, keys: int = 200) -> None:
    """A carousel whose texts are `keys` placeholders, translated in `languages` sections."""
    items = []
    for item in range(keys // 2):
        items.append({
            "image": f"https://example.com/items/{item}.jpg",
            "title": {"text": f"{{{{title{item}|text|Item {item}}}}}", "color": "#FFFFFFFF"},
            "message": {"text": f"{{{{message{item}|text|About item {item}}}}}", "color": "#FFFFFFFF"},
            "action": {"type": "url", "url": f"shop://item/{item}"},
        })
    config = {"displayType": "carousel", "carousel": {"showClose": True, "items": items}}
    codes = ["en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "fi", "nb", "pl", "cs", "tr", "ru", "uk", "ja", "ko", "zh", "ar"]
    sections = {code: {f"{kind}{item}": f"{kind} {item} in {code}" for item in range(keys // 2) for kind in ("title", "message")}
                for code in codes[:languages]}
    (folder / "native-config.json").write_text(json.dumps(config, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (folder / "pushwoosh.json").write_text(json.dumps({"default_language": "en", "localization": sections}, indent=2,
                                                      ensure_ascii=False) + "\n", encoding="utf-8")


def measure(binary: pathlib.Path, folder: pathlib.Path, changes: int) -> list[float]:
    """The latencies in ms of `changes` didChange notifications of native-config.json."""
    server = Server(binary)
    config = folder / "native-config.json"
    uri = config.as_uri()
    text = config.read_text(encoding="utf-8")
    texts = [text, text.replace('"#FFFFFFFF"', '"#FFFFFFFE"', 1) if '"#FFFFFFFF"' in text else text + " "]
    for name in ("native-config.json", "pushwoosh.json"):
        path = folder / name
        if path.exists():
            server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": path.as_uri(), "languageId": "json", "version": 1, "text": path.read_text(encoding="utf-8")}}})
            server.read_until(lambda message, u=path.as_uri(): message.get("method") == "textDocument/publishDiagnostics"
                              and message["params"]["uri"] == u)
    latencies = []
    for version in range(2, changes + 2):
        started = time.perf_counter()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": texts[version % 2]}]}})
        server.read_until(lambda message: message.get("method") == "textDocument/publishDiagnostics"
                          and message["params"]["uri"] == uri and message["params"].get("version") == version)
        latencies.append((time.perf_counter() - started) * 1000)
    server.close()
    return latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", type=pathlib.Path, required=True, help="the pwtemplate to measure")
    parser.add_argument("--changes", type=int, default=50)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        scratch = pathlib.Path(scratch)
        (scratch / ".git").mkdir()
        example = largest_example()
        shutil.copytree(example, scratch / "example")
        (scratch / "carousel").mkdir()
        write_carousel(scratch / "carousel")
        print("LSP latency: didChange of native-config.json to its publishDiagnostics (goal: 20 ms)")
        for label, folder in ((f"largest example ({example.name})", scratch / "example"),
                              ("carousel, 20 languages x 200 keys", scratch / "carousel")):
            latencies = sorted(measure(arguments.binary, folder, arguments.changes))
            p95 = latencies[min(len(latencies) - 1, round(0.95 * (len(latencies) - 1)))]
            print(f"  {label}: median {statistics.median(latencies):.1f} ms, p95 {p95:.1f} ms, "
                  f"max {latencies[-1]:.1f} ms ({len(latencies)} changes)")


if __name__ == "__main__":
    main()
