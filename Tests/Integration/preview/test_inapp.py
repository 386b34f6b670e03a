"""Chromium draws In-App API messages (`*.inapp.json`) by the layout table of
inapp-api-contract.md: the bars, the card on its backdrop and the full screen at the contract's
bounds, the style tokens and their SDK defaults in pixels, the buttons side by side or wrapped,
the countdown badge, the taps, the message switcher of a response, and the gallery beside
templates. Pages come from `pwtemplate new inapp-<format>` and `pwtemplate preview --offline`."""

import copy
import json
import pathlib

import pytest
from PIL import Image

from preview_support import run

# The example response of the contract ("Fetching eligible messages"), its colours unlike the mock app's.
CONTRACT_MESSAGE = {
    "id": "00000000-0000-4000-8000-0000000000a1",
    "format": "center",
    "title": "Example title",
    "body": "Example body text.",
    "image_url": "https://cdn.example.com/example.png",
    "image_action": {"type": "url", "value": "https://example.com/offer"},
    "style": {"background_color": "#102030", "text_color": "#FFFFFF", "button_color": "#E94B8B",
              "button_text_color": "#FFFFFF", "text_align": "center", "margin": True},
    "dismiss_after_seconds": 8,
    "trigger": {"type": "event", "name": "checkout_done"},
    "buttons": [
        {"id": "a1b2c3d4", "label": "See more", "action": {"type": "deeplink", "value": "exampleapp://offers/42"}},
        {"id": "e5f6a7b8", "label": "Docs", "action": {"type": "url", "value": "https://example.com/docs"}},
    ],
}
CARD = (16, 32, 48)          # #102030
BUTTON = (233, 75, 139)      # #E94B8B
# The preview's SDK defaults (InAppPreviewModel.Defaults): the contract names none.
DEFAULT_BACKGROUND = (255, 255, 255)
DEFAULT_BUTTON = (10, 102, 216)  # #0A66D8


def close_to(pixel, colour, tolerance=6):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))


def message(**changes):
    """The contract's message with `changes` (a value None removes the key)."""
    result = copy.deepcopy(CONTRACT_MESSAGE)
    for key, value in changes.items():
        if value is None:
            result.pop(key, None)
        else:
            result[key] = value
    return result


def page_of(pwtemplate, folder: pathlib.Path, content, *options, name="message.inapp.json") -> pathlib.Path:
    """`preview --offline` of one In-App file holding `content`; returns the page."""
    path = folder / name
    path.write_text(json.dumps(content, indent=2, ensure_ascii=False))
    out = folder / "out"
    run(pwtemplate, "preview", "--offline", "--force", "-o", str(out), *options, str(path))
    return out / (name.removesuffix(".json") + ".html")


def url(page: pathlib.Path, **view) -> str:
    return page.as_uri() + "#" + "&".join(f"{k}={v}" for k, v in view.items())


def device(browser):
    return browser.evaluate("PW.data.devices.find(d => d.id === PW.state.device)")


def toast_after_tap(browser, selector: str) -> str:
    """Clicks the element and returns the text of the toast it shows."""
    browser.click_element(selector)
    browser.wait_for("!!document.querySelector('[data-role=toast]')")
    return browser.text("[data-role=toast]")


@pytest.mark.parametrize("platform", ["ios", "android"])
@pytest.mark.parametrize("layout", ["top", "bottom", "center", "full"])
def test_each_scaffold_follows_the_layout_table(browser, pwtemplate, tmp_path, layout, platform):
    run(pwtemplate, "new", f"inapp-{layout}", str(tmp_path / layout))
    out = tmp_path / "out"
    run(pwtemplate, "preview", "--offline", "-o", str(out), str(tmp_path / f"{layout}.inapp.json"))
    browser.open(url(out / f"{layout}.inapp.html", platform=platform, chrome="0"))
    d = device(browser)
    card = browser.rect("#pw-message [data-role=card]")
    title = browser.rect("#pw-message [data-role=title]")
    image = browser.rect("#pw-message [data-role=image]")
    assert browser.count("#pw-message [data-role=close]") == 1, "a close control is always shown"
    seconds = json.loads((tmp_path / f"{layout}.inapp.json").read_text())["dismiss_after_seconds"]
    assert browser.text("#pw-message [data-role=countdown]") == (f"{seconds} s" if seconds else ""), "a badge with the timer only"
    assert browser.evaluate("document.querySelector('#pw-message [data-role=image]').dataset.placeholder") == "1"
    if layout in ("top", "bottom"):
        # Under (above) the safe area, 16 in (margin true), at most 40 % of the screen high.
        assert card["x"] == 16 and card["width"] == d["width"] - 32
        if layout == "top":
            assert card["y"] == d["safeTop"] + 16
        else:
            assert card["y"] + card["height"] == d["height"] - d["safeBottom"] - 16
        assert card["height"] <= 0.4 * d["height"]
        assert image["width"] <= 64 and image["x"] < title["x"], "a small leading thumbnail"
        assert browser.count("#pw-message [data-role=scrim]") == 0, "no backdrop"
        first = browser.rect("#pw-message [data-pointer$='/buttons/0']")
        second = browser.rect("#pw-message [data-pointer$='/buttons/1']")
        assert first["y"] == second["y"] and first["x"] < second["x"], "two buttons side by side"
    elif layout == "center":
        assert card["width"] <= 0.9 * d["width"]
        assert abs(card["x"] - (d["width"] - card["width"]) / 2) <= 1, "centred"
        assert image["y"] + image["height"] <= title["y"], "the image above the text"
        assert browser.count("#pw-message [data-role=scrim]") == 1
    else:
        # Edge to edge inside the safe areas, 16 in, the buttons pinned to the bottom.
        assert (card["x"], card["y"]) == (16, d["safeTop"] + 16)
        assert card["y"] + card["height"] == d["height"] - d["safeBottom"] - 16
        assert image["y"] + image["height"] <= title["y"]
        last = browser.rect("#pw-message [data-pointer$='/buttons/1']")
        assert abs(card["y"] + card["height"] - 20 - (last["y"] + last["height"])) <= 1, "buttons pinned to the bottom"


def test_center_card_button_and_backdrop_pixels(browser, pwtemplate, tmp_path):
    page = page_of(pwtemplate, tmp_path, {"messages": [message()]})
    browser.open(url(page, chrome="0"))
    shot = browser.screenshot()
    card = browser.rect("#pw-message [data-role=card]")
    inside = shot.getpixel((int(card["x"] + card["width"] / 2), int(card["y"] + card["height"] - 6)))
    assert close_to(inside, CARD), f"card {inside}, expected background_color {CARD}"
    button = browser.rect("#pw-message [data-pointer='/messages/0/buttons/0']")
    fill = shot.getpixel((int(button["x"] + 8), int(button["y"] + button["height"] / 2)))
    assert close_to(fill, BUTTON), f"button {fill}, expected button_color {BUTTON}"
    # Below the card: the mock app under 50 % black, against the same pixel once closed.
    below = (int(card["x"] + card["width"] / 2), int((card["y"] + card["height"] + shot.height) / 2))
    dimmed = shot.getpixel(below)
    browser.open(url(page, chrome="0", state="closed"))
    app = browser.screenshot().getpixel(below)
    assert all(abs(d - a * 0.5) <= 3 for d, a in zip(dimmed, app)), f"backdrop {dimmed} over {app} is not 50 % black"


def test_a_bar_has_no_backdrop_and_draws_the_sdk_defaults(browser, pwtemplate, tmp_path):
    page = page_of(pwtemplate, tmp_path, message(format="top", style=None))
    browser.open(url(page, chrome="0"))
    shot = browser.screenshot()
    card = browser.rect("#pw-message [data-role=card]")
    first = browser.rect("#pw-message [data-pointer='/buttons/0']")
    second = browser.rect("#pw-message [data-pointer='/buttons/1']")
    assert browser.count("#pw-message [data-role=countdown]") == 1
    point = (int(card["x"] + card["width"] / 2), int(card["y"] + card["height"] + 200))
    browser.open(url(page, chrome="0", state="closed"))
    assert browser.screenshot().getpixel(point) == shot.getpixel(point), "the app beside a bar is not dimmed"
    assert close_to(shot.getpixel((int(card["x"] + card["width"] - 4), int(card["y"] + card["height"] / 2))), DEFAULT_BACKGROUND)
    assert close_to(shot.getpixel((int(first["x"] + 8), int(first["y"] + first["height"] / 2))), DEFAULT_BUTTON)
    # No button token: the second button keeps the SDK's other style, outlined on the bar.
    assert close_to(shot.getpixel((int(second["x"] + 8), int(second["y"] + second["height"] / 2))), DEFAULT_BACKGROUND)
    assert close_to(shot.getpixel((int(second["x"] + 0.5), int(second["y"] + second["height"] / 2))), DEFAULT_BUTTON, tolerance=60)


def test_bar_buttons_wrap_to_a_column_when_they_do_not_fit(browser, pwtemplate, tmp_path):
    long = [dict(b, label=label) for b, label in zip(CONTRACT_MESSAGE["buttons"], ["See every offer of the week", "Read the documentation now"])]
    page = page_of(pwtemplate, tmp_path, message(format="bottom", buttons=long))
    browser.open(url(page, chrome="0"))
    first = browser.rect("#pw-message [data-pointer='/buttons/0']")
    second = browser.rect("#pw-message [data-pointer='/buttons/1']")
    card = browser.rect("#pw-message [data-role=card]")
    assert second["y"] >= first["y"] + first["height"], "the second button wraps under the first"
    assert first["width"] == second["width"] == card["width"] - 24, "a column of full-width buttons"


def test_margin_false_removes_the_inset(browser, pwtemplate, tmp_path):
    page = page_of(pwtemplate, tmp_path, message(format="top", style={"margin": False}))
    browser.open(url(page, chrome="0"))
    d = device(browser)
    card = browser.rect("#pw-message [data-role=card]")
    assert (card["x"], card["y"], card["width"]) == (0, d["safeTop"], d["width"])


def test_a_tap_on_a_bar_runs_the_first_button_and_a_button_its_own(browser, pwtemplate, tmp_path):
    page = page_of(pwtemplate, tmp_path, message(format="bottom"))
    browser.open(url(page))
    assert "exampleapp://offers/42" in toast_after_tap(browser, "#pw-message [data-role=message]")
    assert browser.evaluate("PW.state.closed") is True
    browser.open(url(page))
    assert "https://example.com/docs" in toast_after_tap(browser, "#pw-message [data-pointer='/buttons/1']")
    assert browser.evaluate("location.protocol") == "file:"


def test_the_image_runs_its_image_action_and_the_backdrop_closes(browser, pwtemplate, tmp_path):
    page = page_of(pwtemplate, tmp_path, message())
    browser.open(url(page))
    assert "https://example.com/offer" in toast_after_tap(browser, "#pw-message [data-role=image]")
    browser.open(url(page, chrome="0"))
    card = browser.rect("#pw-message [data-role=card]")
    browser.click(8, card["y"] + card["height"] + 40)
    browser.wait_for("PW.state.closed === true && !document.querySelector('[data-role=toast]')")


def test_a_response_switches_between_its_messages_and_a_finding_shows_its_own(browser, pwtemplate, tmp_path):
    second = message(id="00000000-0000-4000-8000-0000000000a2", format="top", title="Second " + "x" * 100)
    page = page_of(pwtemplate, tmp_path, {"messages": [message(), second]})
    browser.open(url(page))
    assert browser.count("#pw-inapp-message option") == 2
    assert browser.text("#pw-message [data-role=title]") == "Example title"
    browser.rerender(lambda: browser.evaluate("""(() => { const s = document.querySelector('#pw-inapp-message');
        s.value = '1'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()"""))
    assert browser.text("#pw-message [data-role=title]").startswith("Second ")
    assert "item=1" in browser.evaluate("location.hash")
    browser.open(url(page))
    finding = "#pw-findings li[data-pointer='/messages/1/title']"
    assert browser.count(finding) >= 1, "the title over 100 characters is listed"
    browser.click_element(finding)
    browser.wait_for("PW.state.item === 1 && document.querySelector(\"#pw-message [data-pointer='/messages/1/title']\")"
                     ".classList.contains('pw-highlight')")


def test_hostile_text_shows_as_text_and_a_script_link_is_never_followed(browser, pwtemplate, tmp_path):
    hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'
    buttons = [dict(CONTRACT_MESSAGE["buttons"][0], action={"type": "deeplink", "value": "javascript:window.__pwned=3"})]
    page = page_of(pwtemplate, tmp_path, message(title=hostile, body=hostile, buttons=buttons))
    browser.open(url(page))
    assert browser.text("#pw-message [data-role=title]") == hostile
    assert browser.count("#pw-screen img[src=x], #pw-screen script, a[href^='javascript' i]") == 0
    assert "never followed" in toast_after_tap(browser, "#pw-message [data-pointer='/buttons/0']")
    assert browser.evaluate("typeof window.__pwned") == "undefined"


def test_images_load_online_and_are_labelled_placeholders_offline(browser, pwtemplate, tmp_path):
    offline = page_of(pwtemplate, tmp_path, message())
    browser.open(url(offline))
    assert browser.count("#pw-message img") == 0
    assert "example.png" in browser.text("#pw-message [data-role=image]")
    path = tmp_path / "online.inapp.json"
    path.write_text(json.dumps(message()))
    run(pwtemplate, "preview", "--force", "-o", str(tmp_path / "online"), str(path))
    browser.open(url(tmp_path / "online" / "online.inapp.html"), settle=False)
    # Loaded, or (without a network) tried and replaced by the placeholder that says so.
    assert browser.evaluate("""(() => { const e = document.querySelector('#pw-message [data-pointer="/image_url"]');
        return e.tagName === 'IMG' ? e.src === 'https://cdn.example.com/example.png' : e.innerText.includes('failed to load'); })()""")


def test_the_gallery_lists_in_app_messages_beside_templates(pwtemplate, tmp_path):
    folder = tmp_path / "campaign"
    folder.mkdir()
    run(pwtemplate, "new", "modal", str(folder / "welcome"))
    run(pwtemplate, "new", "inapp-bottom", str(folder / "offers"))
    out = tmp_path / "out"
    result = run(pwtemplate, "preview", "--offline", "-o", str(out), str(folder))
    gallery = (out / "index.html").read_text()
    assert "welcome.html" in gallery and "offers.inapp.html" in gallery
    assert '<span class="pw-card-type">inapp</span>' in gallery and '<span class="pw-card-type">modal</span>' in gallery
    assert (out / "offers.inapp.html").exists() and "Wrote" in result.stdout
    assert '"displayType":"inapp"' in (out / "offers.inapp.html").read_text().replace(" ", "")


def test_a_png_of_an_in_app_message_shows_its_bar(pwtemplate, tmp_path):
    path = tmp_path / "offer.inapp.json"
    path.write_text(json.dumps(message(format="top")))
    out = tmp_path / "out"
    run(pwtemplate, "preview", "--offline", "--png", "-o", str(out), str(path))
    assert sorted(p.name for p in out.glob("*.png")) == ["offer.inapp.no-translation.light.png"], "one language, light only"
    with Image.open(out / "offer.inapp.no-translation.light.png") as image:
        shot = image.convert("RGB")
    assert shot.size == (393, 852)
    # iPhone 16: safe top 59; the bar starts 16 under it and 16 in, in background_color.
    assert close_to(shot.getpixel((16 + 4, 59 + 16 + 60)), CARD), shot.getpixel((20, 135))
