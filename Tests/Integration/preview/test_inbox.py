"""The preview of InboxKit inbox messages (`*.inbox.json`) in Chromium: the feed with each
notification's card as InboxKit lays it out (iOS SDK PushwooshInboxKit/Public/*Cell.swift), the
degraded card with the finding that says why, the Android plain row, languages, light and dark
pixels, taps that show toasts, carousel swipes, and the gallery listing messages beside
templates. Pages come from `pwtemplate new inbox-<card>` then `pwtemplate preview --offline`."""

import json
import pathlib

import pytest

from preview_support import run

RICH = ("--target", "ios@7.1.2", "--target", "android")
CARDS = ["banner", "captioned", "classic", "carousel", "video", "wallet"]

PAGE_LIGHT, PAGE_DARK = (242, 242, 247), (0, 0, 0)          # systemGroupedBackground
CARD_LIGHT, CARD_DARK = (255, 255, 255), (28, 28, 30)       # secondarySystemGroupedBackground
BUTTON_LIGHT = (224, 239, 255)   # systemBlue #007AFF at 12 % over white
BUTTON_DARK = (25, 45, 66)       # systemBlue #0A84FF at 16 % over #1C1C1E


def close_to(pixel, colour, tolerance=6):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))


def message(binary: str, tmp_path: pathlib.Path, card: str, change=None) -> pathlib.Path:
    """`pwtemplate new inbox-<card>`, its first notification edited by `change`; the file's path."""
    path = tmp_path / f"{card}.inbox.json"
    run(binary, "new", "inbox-" + card, str(tmp_path / card), "--force")
    if change:
        body = json.loads(path.read_text())
        change(body["request"]["notifications"][0])
        path.write_text(json.dumps(body, indent=2, ensure_ascii=False))
    return path


def page(binary: str, tmp_path: pathlib.Path, path: pathlib.Path, *options: str) -> str:
    """`pwtemplate preview --offline` of one message; the page's file:// URL."""
    out = tmp_path / "out"
    run(binary, "preview", "--offline", "--force", "-o", str(out), *options, str(path))
    return (out / (path.name[: -len(".json")] + ".html")).as_uri()


def view(url: str, **fragment: str) -> str:
    return url + "#" + "&".join(f"{k}={v}" for k, v in fragment.items())


@pytest.mark.parametrize("card", CARDS)
def test_each_card_is_drawn_in_the_feed_as_inboxkit_lays_it_out(pwtemplate, browser, tmp_path, card):
    url = page(pwtemplate, tmp_path, message(pwtemplate, tmp_path, card), *RICH)
    browser.open(view(url, platform="ios", look="classic", chrome="0"))
    selector = f"#pw-message [data-role=card][data-card={card}]"
    assert browser.count(selector) == 1, f"no {card} card in the feed"
    assert browser.evaluate(f"document.querySelector({json.dumps(selector)}).dataset.pointer") == "/request/notifications/0"
    box = browser.rect(selector)
    assert (box["x"], box["width"]) == (16, 393 - 32), "cards sit 16 pt from the feed's sides"
    if card != "banner":
        assert "Summer sale" in browser.visible_texts("#pw-message [data-role=title]")
    assert browser.count("#pw-message [data-pointer='/request/notifications/0/send_date'][data-role=date]") == (0 if card == "banner" else 1)
    buttons = browser.count("#pw-message [data-role=button]")
    assert buttons == (2 if card in ("captioned", "classic") else 0), "only captioned and classic lay out the buttons"
    if card == "captioned":
        assert browser.rect("#pw-message [data-role=button]")["height"] == 34
        assert browser.rect("#pw-message .pw-ib-image")["height"] == 178
    if card == "banner":
        assert browser.rect("#pw-message .pw-ib-image")["height"] == 200
    if card == "carousel":
        assert browser.count("#pw-message [data-role=slide]") == 3
        assert browser.count("#pw-message [data-role=dot]") == 3
        assert browser.rect("#pw-message [data-role=gallery]")["height"] == 190
    if card == "video":
        assert browser.rect("#pw-message [data-role=play]")["width"] == 56
    if card == "wallet":
        assert "Apple Wallet" in browser.text("#pw-message [data-role=wallet]")
        assert browser.rect("#pw-message [data-role=wallet]")["height"] == 46
    # --offline: every image is a labelled placeholder, nothing is loaded.
    assert browser.count("#pw-message img") == 0
    assert browser.count("[data-role=drop-banner]") == 0


@pytest.mark.parametrize("appearance,page_colour,card_colour,button_colour",
                         [("light", PAGE_LIGHT, CARD_LIGHT, BUTTON_LIGHT), ("dark", PAGE_DARK, CARD_DARK, BUTTON_DARK)])
def test_system_colours_light_and_dark(pwtemplate, browser, tmp_path, appearance, page_colour, card_colour, button_colour):
    url = page(pwtemplate, tmp_path, message(pwtemplate, tmp_path, "captioned"))
    browser.open(view(url, platform="ios", look="classic", appearance=appearance, chrome="0"))
    shot = browser.screenshot()
    card = browser.rect("#pw-message [data-role=card]")
    beside = shot.getpixel((8, int(card["y"] + card["height"] / 2)))
    assert close_to(beside, page_colour), f"{appearance} page {beside}, expected {page_colour}"
    inside = shot.getpixel((int(card["x"] + card["width"] - 8), int(card["y"] + card["height"] - 6)))
    assert close_to(inside, card_colour), f"{appearance} card {inside}, expected {card_colour}"
    button = browser.rect("#pw-message [data-role=button]")
    fill = shot.getpixel((int(button["x"] + 6), int(button["y"] + button["height"] / 2)))
    assert close_to(fill, button_colour, tolerance=4), f"{appearance} button {fill}, expected {button_colour}"
    dot = browser.rect("#pw-message [data-role=unread]")
    blue = shot.getpixel((int(dot["x"] + 4), int(dot["y"] + 4)))
    assert close_to(blue, (0, 122, 255) if appearance == "light" else (10, 132, 255), tolerance=10), f"unread dot {blue}"


def test_the_wallet_button_is_black_and_the_play_badge_white(pwtemplate, browser, tmp_path):
    browser.open(view(page(pwtemplate, tmp_path, message(pwtemplate, tmp_path, "wallet"), *RICH), platform="ios", chrome="0"))
    shot = browser.screenshot()
    add = browser.rect("#pw-message [data-role=wallet]")
    assert close_to(shot.getpixel((int(add["x"] + add["width"] - 10), int(add["y"] + add["height"] / 2))), (0, 0, 0))
    browser.open(view(page(pwtemplate, tmp_path, message(pwtemplate, tmp_path, "video"), *RICH), platform="ios", chrome="0"))
    shot = browser.screenshot()
    x, y = browser.center("#pw-message [data-role=play]")
    ring = shot.getpixel((int(x), int(y - 22)))
    assert close_to(ring, (255, 255, 255), tolerance=12), f"the play badge's disc {ring} is not white"
    centre = shot.getpixel((int(x + 2), int(y)))
    assert not close_to(centre, (255, 255, 255), tolerance=12), "the triangle is cut out of the disc"


def test_a_degraded_card_is_classic_with_the_finding_that_says_why(pwtemplate, browser, tmp_path):
    def no_slides(notification):
        notification["data"]["carousel"] = [{"title": "no image"}]
    url = page(pwtemplate, tmp_path, message(pwtemplate, tmp_path, "carousel", no_slides), *RICH)
    browser.open(view(url, platform="ios"))
    assert browser.count("#pw-message [data-role=card][data-card=classic]") == 1
    assert browser.count("#pw-message [data-role=card][data-card=carousel]") == 0
    note = "#pw-message [data-role=degraded]"
    assert "Degraded from carousel to classic" in browser.text(note)
    assert browser.evaluate(f"document.querySelector({json.dumps(note)}).dataset.rule") == "inbox-carousel-empty"
    finding = "#pw-findings li[data-pointer='/request/notifications/0/data/displayType']"
    assert browser.count(finding) >= 1
    browser.click_element(finding)
    browser.wait_for(f"document.querySelector({json.dumps(note)}).classList.contains('pw-highlight')")


def test_android_draws_the_plain_row(pwtemplate, browser, tmp_path):
    def to_android(notification):
        notification["platforms"] = [1, 3]
    url = page(pwtemplate, tmp_path, message(pwtemplate, tmp_path, "captioned", to_android))
    for appearance, background in (("light", (255, 255, 255)), ("dark", (18, 18, 18))):
        browser.open(view(url, platform="android", appearance=appearance, chrome="0"))
        assert browser.count("#pw-message [data-role=card][data-card=row]") == 1
        assert browser.count("#pw-message [data-role=button], #pw-message [data-card=captioned]") == 0
        assert "plain inbox row" in browser.text("#pw-message [data-role=platform-note]")
        row = browser.rect("#pw-message [data-card=row]")
        assert row["height"] >= 72
        pixel = browser.screenshot().getpixel((int(row["x"] + row["width"] - 4), int(row["y"] + row["height"] - 4)))
        assert close_to(pixel, background), f"{appearance} row {pixel}, expected {background}"
        assert browser.rect("#pw-message .pw-ib-row-icon")["width"] == 56
    # The scaffold itself is sent to iOS only: Android marks it out of its feed.
    browser.open(view(page(pwtemplate, tmp_path, message(pwtemplate, tmp_path, "classic")), platform="android", chrome="0"))
    assert "leaves Android (3) out" in browser.text("#pw-message [data-role=excluded]")


def test_each_language_of_the_texts_is_a_variant(pwtemplate, browser, tmp_path):
    def languages(notification):
        notification["ios_title"] = {"en": "Summer sale", "de": "Sommerschlussverkauf"}
        notification["content"] = {"en": "30% off", "de": "30 % Rabatt"}
    url = page(pwtemplate, tmp_path, message(pwtemplate, tmp_path, "classic", languages))
    browser.open(view(url, platform="ios", lang="de", chrome="0"))
    assert "Sommerschlussverkauf" in browser.visible_texts("#pw-message [data-role=title]")
    assert browser.evaluate("document.querySelector(\"#pw-message [data-role=title]\").dataset.pointer") \
        == "/request/notifications/0/ios_title/de"
    browser.open(view(url, platform="ios", lang="en", chrome="0"))
    assert "Summer sale" in browser.visible_texts("#pw-message [data-role=title]")
    assert browser.evaluate("[...document.querySelectorAll('#pw-lang option')].map(o => o.value)") == ["en", "de"]


def test_taps_show_toasts_and_never_navigate(pwtemplate, browser, tmp_path):
    def linked(notification):
        notification["link"] = "javascript:window.__pwned=1"
        notification["ios_title"] = '<img src=x onerror="window.__pwned=2">'
    url = page(pwtemplate, tmp_path, message(pwtemplate, tmp_path, "classic", linked))
    browser.open(view(url, platform="ios"))
    assert '<img src=x onerror="window.__pwned=2">' in browser.text("#pw-message [data-role=title]")
    browser.click_element("#pw-message [data-role=button][data-action=openURL]")
    browser.wait_for("!!document.querySelector('[data-role=toast]')")
    assert "https://example.com/promo" in browser.text("[data-role=toast]")
    browser.open(view(url, platform="ios"))
    browser.click_element("#pw-message [data-role=button][data-action=markRead]")
    browser.wait_for("!!document.querySelector('#pw-message [data-role=toast]')")
    assert "marks the message read" in browser.text("#pw-message [data-role=toast]")
    assert browser.count("#pw-message [data-role=unread]") == 0, "a read message loses its unread dot"
    browser.click_element("#pw-message [data-role=body]")
    browser.wait_for("!!document.querySelector('[data-role=toast]') && document.querySelector('[data-role=toast]').innerText.includes('javascript:')")
    assert "never followed" in browser.text("[data-role=toast]")
    assert browser.evaluate("typeof window.__pwned") == "undefined"
    assert browser.count("#pw-screen img[src=x], a[href^='javascript' i]") == 0
    assert browser.evaluate("location.protocol") == "file:"


def test_the_carousel_swipes_to_its_next_slide(pwtemplate, browser, tmp_path):
    def captions(notification):
        for i, slide in enumerate(notification["data"]["carousel"]):
            slide["title"] = f"Slide caption {i + 1}"
    url = page(pwtemplate, tmp_path, message(pwtemplate, tmp_path, "carousel", captions), *RICH)
    browser.open(view(url, platform="ios", look="classic", chrome="0"))
    gallery = browser.rect("#pw-message [data-role=gallery]")

    def shown():
        return [t for t in browser.evaluate(f"""[...document.querySelectorAll('#pw-message [data-role=caption]')]
            .filter(e => {{ const r = e.getBoundingClientRect(); return r.left >= {gallery['x']} - 1
                && r.right <= {gallery['x'] + gallery['width']} + 1; }}).map(e => e.innerText)""")]
    assert shown() == ["Slide caption 1"]
    y = gallery["y"] + gallery["height"] / 2
    browser.drag([(gallery["x"] + gallery["width"] - 30 - step * 20, y) for step in range(10)])
    browser.wait_for("document.querySelectorAll('#pw-message [data-role=dot]')[1].classList.contains('pw-on')")
    browser.wait_ready()
    assert shown() == ["Slide caption 2"]
    browser.click_element("#pw-message [data-role=slide][data-index='1']")
    browser.wait_for("!!document.querySelector('[data-role=toast]')")
    assert "myapp://product/2" in browser.text("[data-role=toast]")


def test_the_gallery_lists_inbox_messages_beside_templates(pwtemplate, tmp_path):
    folder = tmp_path / "campaign"
    folder.mkdir()
    run(pwtemplate, "new", "modal", str(folder / "promo"))
    run(pwtemplate, "new", "inbox-captioned", str(folder / "inbox"))
    out = tmp_path / "site"
    result = run(pwtemplate, "preview", "--offline", "-o", str(out), str(folder))
    assert (out / "promo.html").exists() and (out / "inbox.inbox.html").exists(), result.stdout
    gallery = (out / "index.html").read_text()
    assert 'href="promo.html"' in gallery and 'href="inbox.inbox.html"' in gallery
    assert '<span class="pw-card-type">inbox</span>' in gallery
    assert '<span class="pw-card-type">modal</span>' in gallery


def test_images_load_without_offline(pwtemplate, browser, tmp_path):
    path = message(pwtemplate, tmp_path, "captioned")
    out = tmp_path / "online"
    run(pwtemplate, "preview", "--force", "-o", str(out), str(path))
    browser.open((out / "captioned.inbox.html").as_uri() + "#platform=ios&chrome=0")
    # The https image is asked for (an <img>); without a network it becomes the "failed to load"
    # placeholder, never the offline one naming the file.
    loaded = browser.evaluate("""document.querySelectorAll('#pw-message img[src="https://cdn.example.com/inbox/summer.png"]').length
        + [...document.querySelectorAll('#pw-message .pw-placeholder-note')].filter(e => e.innerText === 'failed to load').length""")
    assert loaded == 1
    assert browser.count("#pw-message [data-placeholder='1']") == browser.evaluate(
        "[...document.querySelectorAll('#pw-message .pw-placeholder-note')].filter(e => e.innerText === 'failed to load').length")


def test_png_shots_of_the_feed_light_and_dark(pwtemplate, tmp_path):
    from PIL import Image
    out = tmp_path / "shots"
    run(pwtemplate, "preview", "--offline", "--png", "-o", str(out), str(message(pwtemplate, tmp_path, "classic")))
    names = sorted(p.name for p in out.glob("*.png"))
    assert names == ["classic.inbox.no-translation.dark.png", "classic.inbox.no-translation.light.png"]
    with Image.open(out / names[0]) as dark, Image.open(out / names[1]) as light:
        assert dark.size == light.size == (393, 852)
        assert close_to(light.convert("RGB").getpixel((6, 400)), PAGE_LIGHT)
        assert close_to(dark.convert("RGB").getpixel((6, 400)), PAGE_DARK)


def test_ios_26_draws_the_inline_buttons_on_glass(pwtemplate, browser, tmp_path):
    url = page(pwtemplate, tmp_path, message(pwtemplate, tmp_path, "classic"))
    pixels = {}
    for look in ("classic", "glass"):
        browser.open(view(url, platform="ios", look=look, chrome="0"))
        button = browser.rect("#pw-message [data-role=button]")
        pixels[look] = browser.screenshot().getpixel((int(button["x"] + 6), int(button["y"] + button["height"] / 2)))
        assert (browser.evaluate("getComputedStyle(document.querySelector('#pw-message [data-role=button]')).backdropFilter") != "none") \
            == (look == "glass")
    assert close_to(pixels["classic"], BUTTON_LIGHT, tolerance=4)
    assert not close_to(pixels["glass"], BUTTON_LIGHT, tolerance=4), "the glass button is not the tinted fill"
