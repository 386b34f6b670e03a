"""The one Chrome DevTools Protocol client of the browser tests (preview, preview_games, serve).

It starts a headless Chromium with `--remote-debugging-port=0`, reads the port from the
`DevTools listening on ws://…` line on standard error, connects to the page target with
websocket-client, and offers what the tests need: open a page, evaluate JavaScript, wait for a
condition (bounded, polled), find elements, send real mouse and touch input, take screenshots.
`Tests/Integration/conftest.py` puts this folder on `sys.path`: `from cdp import Browser`.
Protocol reference: https://chromedevtools.github.io/devtools-protocol/
"""

from __future__ import annotations

import base64
import io
import itertools
import json
import os
import queue
import re
import shutil
import subprocess
import tempfile
import threading
import time
import urllib.request

import websocket
from PIL import Image

BROWSER_NAMES = ("chromium", "chromium-browser", "google-chrome")
LISTENING = re.compile(r"DevTools listening on (ws://\S+)")


class CDPError(RuntimeError):
    """A protocol error, or a wait that ran out of time."""


def find_browser() -> str:
    """The first Chromium or Chrome on PATH; `make test-deps` installs Debian's chromium."""
    for name in BROWSER_NAMES:
        path = shutil.which(name)
        if path:
            return path
    raise CDPError(f"none of {', '.join(BROWSER_NAMES)} is on PATH: run `make test-deps`")


class Browser:
    """A headless Chromium with one page, driven over the DevTools protocol."""

    def __init__(self, width: int = 393, height: int = 852, start_timeout: float = 60):
        self.profile = tempfile.mkdtemp(prefix="pwtemplate-cdp-")
        arguments = [find_browser(), "--headless", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                     "--no-first-run", "--no-default-browser-check", "--remote-debugging-port=0",
                     f"--user-data-dir={self.profile}", f"--window-size={width},{height}", "about:blank"]
        if os.geteuid() == 0:  # Chromium refuses to start as root with its sandbox.
            arguments.insert(2, "--no-sandbox")
        self.process = subprocess.Popen(arguments, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.PIPE, text=True, start_new_session=True)
        self.log: list[str] = []
        endpoint: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read_log, args=(endpoint,), daemon=True).start()
        try:
            browser_url = endpoint.get(timeout=start_timeout)
        except queue.Empty:
            self.close()
            raise CDPError("Chromium printed no DevTools address:\n" + "\n".join(self.log[-10:])) from None
        port = browser_url.split("/")[2].rsplit(":", 1)[1]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as response:
            targets = json.load(response)
        page = next(t for t in targets if t["type"] == "page")
        self.page = Page(websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30, suppress_origin=True))
        self.page.send("Page.enable")
        self.page.send("Runtime.enable")
        self.page.resize(width, height)

    def _read_log(self, endpoint: queue.Queue[str]) -> None:
        # Keeps reading so that the pipe never fills and blocks Chromium.
        for line in self.process.stderr:
            self.log.append(line.rstrip())
            match = LISTENING.search(line)
            if match:
                endpoint.put(match.group(1))

    def close(self) -> None:
        if getattr(self, "page", None):
            self.page.close()
        if self.process.poll() is None:
            os.killpg(self.process.pid, 9)
        self.process.wait(timeout=30)
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self) -> Page:
        return self.page

    def __exit__(self, *exc) -> None:
        self.close()


class Page:
    """One page target: commands, events, and the helpers the tests use."""

    def __init__(self, socket: websocket.WebSocket):
        self.socket = socket
        self.ids = itertools.count(1)
        self.events: list[dict] = []

    def close(self) -> None:
        self.socket.close()

    def send(self, method: str, timeout: float = 30, **params):
        """Sends a command and returns its result; events that arrive meanwhile are kept."""
        ident = next(self.ids)
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        deadline = time.monotonic() + timeout
        while True:
            message = self._receive(deadline, method)
            if message.get("id") == ident:
                if "error" in message:
                    raise CDPError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def _receive(self, deadline: float, waiting_for: str) -> dict:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise CDPError(f"no answer to {waiting_for} in time")
        self.socket.settimeout(remaining)
        try:
            return json.loads(self.socket.recv())
        except websocket.WebSocketTimeoutException:
            raise CDPError(f"no answer to {waiting_for} in time") from None

    # Pages and scripts

    def resize(self, width: int, height: int) -> None:
        """The viewport: exactly `width × height` CSS pixels at scale 1."""
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)

    def open(self, url: str, timeout: float = 30, settle: bool = True) -> None:
        """Loads `url` afresh (through about:blank, so that a URL differing only in its fragment
        is loaded again, not scrolled to) and waits until the preview has rendered (and, with
        `settle`, until its entrance animations ended: see `wait_ready`)."""
        for target in ("about:blank", url):
            navigation = self.send("Page.navigate", url=target)
            if navigation.get("errorText"):
                raise CDPError(f"cannot open {target}: {navigation['errorText']}")
            # The page rewrites its fragment (history.replaceState): compare what comes before it.
            document = json.dumps(target.split("#")[0])
            self.wait_for(f"location.href.split('#')[0] === {document} && document.readyState === 'complete'", timeout)
        self.wait_ready(timeout, settle)

    def evaluate(self, expression: str):
        """The value of a JavaScript expression (promises awaited), as JSON."""
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise CDPError(f"{expression}: {result['exceptionDetails'].get('exception', {}).get('description')}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 15):
        """Polls `expression` until it is truthy; raises after `timeout` seconds. Returns its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise CDPError(f"still false after {timeout} s: {expression}")
            time.sleep(0.05)

    def wait_ready(self, timeout: float = 15, settle: bool = True) -> None:
        """Waits for the runtime's signal that a render finished, then, with `settle`, for
        entrance animations and transitions to end (a card sliding in is not where a click
        should land yet). Without it, finite animations that are the subject of a test (a
        story's progress bar) keep running."""
        self.wait_for("document.body && document.body.dataset.ready === '1'", timeout)
        if settle:
                self.wait_for("document.getAnimations().every(a => a.playState !== 'running' "
                          "|| !isFinite(a.effect.getComputedTiming().endTime))", timeout)

    def rerender(self, action: str, timeout: float = 15) -> None:
        """Clears the ready flag, runs `action` (a function of no arguments), waits for the next render."""
        self.evaluate("document.body.dataset.ready = '0'")
        action()
        self.wait_ready(timeout)

    # Elements

    def rect(self, selector: str, scroll: bool = False) -> dict:
        """The bounding box of the first element matching `selector`, in CSS pixels; with
        `scroll`, after scrolling it to the centre of the view."""
        box = self.evaluate(f"""(() => {{
            const e = document.querySelector({json.dumps(selector)});
            if (!e) return null;
            if ({json.dumps(scroll)}) e.scrollIntoView({{block: 'center', inline: 'center'}});
            const r = e.getBoundingClientRect();
            return {{x: r.x, y: r.y, width: r.width, height: r.height}};
        }})()""")
        if not box:
            raise CDPError(f"no element matches {selector}")
        return box

    def text(self, selector: str) -> str:
        """The rendered text of the first element matching `selector` (empty when none)."""
        return self.evaluate(f"(document.querySelector({json.dumps(selector)}) || {{}}).innerText || ''")

    def count(self, selector: str) -> int:
        return self.evaluate(f"document.querySelectorAll({json.dumps(selector)}).length")

    def visible_texts(self, selector: str) -> list[str]:
        """The text of each element matching `selector` drawn whole across the screen's width
        (a carousel's next card peeking in at the edge does not count)."""
        return self.evaluate(f"""[...document.querySelectorAll({json.dumps(selector)})]
            .filter(e => {{ const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0
                && r.left >= -1 && r.right <= innerWidth + 1 && getComputedStyle(e).visibility !== 'hidden'; }})
            .map(e => e.innerText)""")

    def center(self, selector: str) -> tuple[float, float]:
        box = self.rect(selector)
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    # Input: real events, as a person's mouse or finger sends them

    def press(self, x: float, y: float) -> None:
        """Moves the mouse to a point and presses the left button there (held until `release`)."""
        self.send("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
        self.send("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", buttons=1, clickCount=1)

    def release(self, x: float, y: float) -> None:
        self.send("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", buttons=0, clickCount=1)

    def click(self, x: float, y: float) -> None:
        self.press(x, y)
        self.release(x, y)

    def click_element(self, selector: str, dx: float = 0.5, dy: float = 0.5) -> None:
        """Scrolls the element into view (a finding low in the panel) and clicks it at the
        fractions `dx`, `dy` of its width and height (its centre by default)."""
        box = self.rect(selector, scroll=True)
        self.click(box["x"] + box["width"] * dx, box["y"] + box["height"] * dy)

    def drag(self, points: list[tuple[float, float]]) -> None:
        """Presses the left button at the first point, moves through the others, releases at the last."""
        self.press(*points[0])
        for x, y in points[1:]:
            self.send("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y, button="left", buttons=1)
        self.release(*points[-1])

    def tap(self, x: float, y: float) -> None:
        """A finger's tap: touchStart then touchEnd at one point. Touch emulation is on only
        meanwhile: left on, it turns later mouse input into touch gestures."""
        self.send("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)
        try:
            self.send("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": x, "y": y}])
            self.send("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
        finally:
            self.send("Emulation.setTouchEmulationEnabled", enabled=False)

    # Pixels

    def screenshot(self) -> Image.Image:
        """The viewport as an RGB image, one pixel per CSS pixel."""
        data = self.send("Page.captureScreenshot", format="png")["data"]
        return Image.open(io.BytesIO(base64.b64decode(data))).convert("RGB")
