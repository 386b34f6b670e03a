"""Live reload in headless Chromium: a page open on the server shows a new title after the
template changes on disk, without a manual reload, and keeps its view (the URL fragment)."""

from serve_cdp import Browser
from serve_helpers import set_title

DATA = "document.getElementById('pw-data').textContent"


def test_an_open_page_shows_the_new_title_without_a_manual_reload(serve, templates, tmp_path):
    server = serve()
    browser = Browser(server.url + "modal-a.html#platform=android&appearance=dark", tmp_path / "profile")
    try:
        browser.wait_until(f"document.readyState === 'complete' && {DATA}.includes('displayType')")
        # A mark that only this load of the page carries: a reload clears it. (A change before the
        # page's event stream connects is no race: the stream then names an old version and reloads.)
        browser.evaluate("window.pwtemplateTestMark = 'before'; true")
        set_title(templates / "modal-a", "Live reloaded title")
        browser.wait_until(f"{DATA}.includes('Live reloaded title')")
        assert browser.evaluate("window.pwtemplateTestMark === undefined")
        assert browser.evaluate("location.hash") == "#platform=android&appearance=dark"
    finally:
        browser.close()
