"""Fixtures of the game and slide preview tests: pages written by `pwtemplate preview --offline`
and a headless Chromium driven over the DevTools protocol (websocket-client).

The browser is one per module; each test opens its page fresh (about:blank in between), so the
state of one test never leaks into the next.
"""

import base64
import io
import json
import re
import shutil
import subprocess
import tempfile
import time
import urllib.request

import pytest
import websocket
from PIL import Image

WIDTH, HEIGHT = 393, 852


def browser_binary() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    raise RuntimeError("no Chromium on PATH: run `make test-deps`")


class Page:
    """One Chromium tab: navigate, evaluate JavaScript, send mouse input, take screenshots."""

    def __init__(self, process, socket):
        self.process = process
        self.socket = socket
        self.counter = 0

    def call(self, method, **params):
        self.counter += 1
        self.socket.send(json.dumps({"id": self.counter, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.counter:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def js(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result.get("result", {}).get("value")

    def wait(self, expression, timeout=15.0):
        """Waits until `expression` is truthy and returns its value (a hang guard, not a timing check)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.js(expression)
            if value:
                return value
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {expression}")

    def open(self, url):
        self.call("Page.navigate", url="about:blank")
        self.call("Page.navigate", url=url)
        self.wait("document.readyState === 'complete' && document.body && document.body.dataset.ready === '1'")

    def box(self, selector):
        """The viewport box {x, y, w, h} of the first match, scrolled into view."""
        return self.js(
            f"(() => {{ const el = document.querySelector({json.dumps(selector)});"
            " if (!el) return null; el.scrollIntoView({block: 'center', inline: 'center'});"
            " const r = el.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; })()")

    def mouse(self, kind, x, y, pressed=True):
        self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                  buttons=1 if pressed else 0, clickCount=1)

    def click(self, selector, dx=0.5, dy=0.5):
        box = self.box(selector)
        assert box, f"nothing matches {selector}"
        x, y = box["x"] + box["w"] * dx, box["y"] + box["h"] * dy
        self.mouse("mousePressed", x, y)
        self.mouse("mouseReleased", x, y, pressed=False)

    def drag(self, points):
        """Presses at the first point, moves through the others, releases at the last."""
        self.mouse("mousePressed", *points[0])
        for point in points[1:]:
            self.mouse("mouseMoved", *point)
        self.mouse("mouseReleased", *points[-1], pressed=False)

    def screenshot(self) -> Image.Image:
        data = self.call("Page.captureScreenshot", format="png")["data"]
        return Image.open(io.BytesIO(base64.b64decode(data))).convert("RGB")


@pytest.fixture(scope="module")
def page():
    profile = tempfile.mkdtemp(prefix="pw-games-chromium-")
    process = subprocess.Popen(
        [browser_binary(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         f"--window-size={WIDTH},{HEIGHT}", "--remote-debugging-port=0", f"--user-data-dir={profile}",
         "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        port = None
        for line in process.stderr:
            found = re.search(r"ws://127\.0\.0\.1:(\d+)/", line)
            if found:
                port = found.group(1)
                break
        assert port, "Chromium printed no DevTools address"
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json") as response:
            targets = json.load(response)
        target = next(t for t in targets if t["type"] == "page")
        socket = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=30)
        tab = Page(process, socket)
        tab.call("Page.enable")
        tab.call("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT, deviceScaleFactor=1, mobile=False)
        yield tab
        socket.close()
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def preview(pwtemplate, tmp_path):
    """Writes the preview page of a template (a folder, or a native-config dict) and returns its file URL."""

    def write(template, name="template") -> str:
        if isinstance(template, dict):
            folder = tmp_path / "templates" / name
            folder.mkdir(parents=True)
            (folder / "native-config.json").write_text(json.dumps(template))
            template = folder
        out = tmp_path / "out" / name
        run = subprocess.run([pwtemplate, "preview", "--offline", str(template), "-o", str(out)],
                             capture_output=True, text=True)
        assert run.returncode in (0, 1), run.stderr
        pages = [p for p in out.glob("*.html") if p.name != "index.html"]
        assert len(pages) == 1, run.stdout + run.stderr
        return pages[0].as_uri()

    return write


@pytest.fixture
def config(examples):
    """The native config of an example under Examples/, as a fresh dict to vary."""

    def load(name: str) -> dict:
        for folder in ("templates", "ios-only"):
            path = examples / folder / name / "native-config.json"
            if path.exists():
                return json.loads(path.read_text())
        raise FileNotFoundError(name)

    return load
