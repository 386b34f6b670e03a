"""Helpers of the `preview --serve` tests: a running server subprocess, the data of its pages,
and a raw-socket reader of a live-reload event stream."""

import json
import os
import pathlib
import re
import select
import signal
import socket
import subprocess
import time
import urllib.request

PATIENCE = 20  # seconds: the bound of every wait; nothing is asserted about time below it


class Server:
    """A `pwtemplate preview --serve` subprocess and the URL it printed."""

    def __init__(self, binary, paths, cwd, env=None, extra=()):
        self.stderr_path = pathlib.Path(cwd) / f"serve-{time.monotonic_ns()}.log"
        self.stderr = open(self.stderr_path, "wb")
        self.process = subprocess.Popen(
            [binary, "preview", "--serve", "--port", "0", *extra, *map(str, paths)],
            cwd=cwd, stdout=subprocess.PIPE, stderr=self.stderr, env={**os.environ, **(env or {})})
        ready, _, _ = select.select([self.process.stdout], [], [], PATIENCE)
        line = self.process.stdout.readline().decode() if ready else ""
        match = re.search(r"(http://\S+/)", line)
        assert match, f"no URL printed: {line!r}; stderr: {self.log()}"
        self.url = match.group(1)
        self.port = int(re.search(r":(\d+)/$", self.url).group(1))

    def log(self):
        return self.stderr_path.read_text(errors="replace")

    def get(self, path="", method="GET"):
        """(status, headers, body) of a request made with urllib."""
        request = urllib.request.Request(self.url + path, method=method)
        try:
            with urllib.request.urlopen(request, timeout=PATIENCE) as response:
                return response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read()

    def raw(self, data: bytes) -> bytes:
        """Sends `data` on a fresh connection and returns everything until the server closes."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=PATIENCE) as connection:
            connection.sendall(data)
            chunks = []
            while chunk := connection.recv(65536):
                chunks.append(chunk)
            return b"".join(chunks)

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        code = self.process.wait(timeout=PATIENCE)
        self.stderr.close()
        return code


def page_version(body: bytes) -> str:
    """The version the live-reload script of a served page names."""
    return re.search(rb'&version=" \+ encodeURIComponent\("([^"]+)"\)', body).group(1).decode()


def page_data(body: bytes) -> dict:
    """The data island of a page."""
    match = re.search(rb'<script type="application/json" id="pw-data">(.*?)</script>', body, re.S)
    return json.loads(match.group(1))


class EventStream:
    """A raw-socket reader of the live-reload stream of one page."""

    def __init__(self, server: Server, page: str, version: str):
        self.connection = socket.create_connection(("127.0.0.1", server.port), timeout=PATIENCE)
        self.connection.sendall(
            f"GET /__pwtemplate/events?page={page}&version={version} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        self.received = b""
        self.wait_for(b"retry: 1000\n\n")

    def wait_for(self, marker: bytes) -> bytes:
        while marker not in self.received:
            chunk = self.connection.recv(65536)
            assert chunk, f"stream ended before {marker!r}: {self.received!r}"
            self.received += chunk
        return self.received

    def close(self):
        self.connection.close()


def set_title(folder, text):
    """Replaces the title text of the scaffold in `folder` the way an editor saves: write, rename."""
    path = folder / "native-config.json"
    config = json.loads(path.read_text())
    block = config[config["displayType"]]
    block["title"]["text"] = text
    temporary = folder / ".native-config.json.tmp"
    temporary.write_text(json.dumps(config, indent=2))
    temporary.replace(path)
