"""Live reload in headless Chromium (through Tests/Integration/browser/cdp.py): a page open on
the server draws the new title after the template changes on disk, without a manual reload,
and keeps its view (the URL fragment)."""

import time

from cdp import Browser, CDPError
from serve_helpers import PATIENCE, set_title

TITLE = "(document.querySelector('[data-role=title]') || {innerText: ''}).innerText.toLowerCase()"


def wait_through_reloads(page, expression):
    """Polls `expression` until it is truthy (bounded by PATIENCE); a reload that destroys the
    context between two polls is retried."""
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        try:
            value = page.evaluate(expression)
        except CDPError:
            value = None
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"still false after {PATIENCE} s: {expression}")


def test_an_open_page_draws_the_new_title_without_a_manual_reload(serve, templates):
    server = serve()
    with Browser() as page:
        page.open(server.url + "modal-a.html#platform=android&appearance=dark")
        assert "live reloaded title" not in page.evaluate(TITLE)
        # A mark only this load of the page carries: a reload clears it. (A change before the
        # page's event stream connects is no race: the stream then names an old version and reloads.)
        page.evaluate("window.pwtemplateTestMark = 'before'")
        set_title(templates / "modal-a", "Live reloaded title")
        wait_through_reloads(page, f"document.body.dataset.ready === '1' && {TITLE}.includes('live reloaded title')")
        assert page.evaluate("window.pwtemplateTestMark === undefined")
        fragment = page.evaluate("location.hash")
        assert "platform=android" in fragment and "appearance=dark" in fragment
