"""A minimal Chrome DevTools Protocol client for the live-reload test: starts headless Chromium
on a page and evaluates JavaScript in it over websocket-client."""

import json
import re
import select
import subprocess
import time
import urllib.request

import websocket

from serve_helpers import PATIENCE


class Browser:
    """Headless Chromium showing `url`, with a DevTools connection to that page."""

    def __init__(self, url: str, profile):
        self.process = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
             "--remote-allow-origins=*", f"--user-data-dir={profile}", "--no-first-run", url],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        endpoint = self._devtools_endpoint()
        page = self._page(endpoint, url)
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=PATIENCE)
        self.next_id = 0

    def _devtools_endpoint(self) -> str:
        """The `http://127.0.0.1:PORT` Chromium prints as `DevTools listening on ws://…`."""
        deadline = time.monotonic() + PATIENCE
        seen = b""
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stderr], [], [], 1)
            if ready:
                seen += self.process.stderr.readline()
                match = re.search(rb"DevTools listening on ws://([\d.]+:\d+)/", seen)
                if match:
                    return "http://" + match.group(1).decode()
        raise AssertionError(f"Chromium printed no DevTools address: {seen[-2000:]!r}")

    @staticmethod
    def _page(endpoint: str, url: str) -> dict:
        deadline = time.monotonic() + PATIENCE
        while time.monotonic() < deadline:
            with urllib.request.urlopen(endpoint + "/json", timeout=PATIENCE) as response:
                pages = [page for page in json.load(response) if page.get("type") == "page" and page["url"].startswith(url.split("#")[0])]
            if pages:
                return pages[0]
            time.sleep(0.1)
        raise AssertionError(f"no page for {url}")

    def evaluate(self, expression: str):
        """The value of `expression` in the page (`Runtime.evaluate`, returned by value)."""
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": "Runtime.evaluate",
                                     "params": {"expression": expression, "returnByValue": True}}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                return message.get("result", {}).get("result", {}).get("value")

    def wait_until(self, expression: str):
        """Evaluates `expression` until it is truthy (bounded by PATIENCE); returns its value."""
        deadline = time.monotonic() + PATIENCE
        while time.monotonic() < deadline:
            try:
                value = self.evaluate(expression)
            except (websocket.WebSocketException, ConnectionError):
                value = None
            if value:
                return value
            time.sleep(0.05)
        raise AssertionError(f"never true: {expression}")

    def close(self):
        self.socket.close()
        self.process.terminate()
        self.process.wait(timeout=PATIENCE)
