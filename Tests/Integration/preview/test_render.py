"""Chromium renders each display type's scaffold, and the pixels are those the template asks for.

The pages come from `pwtemplate new <type>` then `pwtemplate preview --offline`; elements are
found through the DOM contract (`#pw-screen`, `data-role`, `data-pointer`), renders are awaited
through `document.body.dataset.ready`. Run: `swift build && PWTEMPLATE=$PWD/.build/debug/pwtemplate
python3 -m pytest -q Tests/Integration/preview`.
"""

import pytest

# Every display type `pwtemplate new` scaffolds.
DISPLAY_TYPES = ["modal", "sheet", "fullscreen", "banner", "video", "pip", "carousel", "stories", "spinwheel",
                 "scratchcard"]

# The colours the pixel tests give the modal scaffold, unlike any colour of the mock app.
CARD = (255, 224, 178)      # #FFE0B2
FILL = (29, 78, 216)        # #1D4ED8, the scaffold's first button
BORDER = (220, 38, 38)      # #DC2626, given to the second button's border
DARK_CARD = (16, 40, 24)    # #102818


def close_to(pixel, colour, tolerance=6):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))


def brightness(pixel):
    return sum(pixel) / 3


def pixel_at(image, x, y):
    return image.getpixel((int(x), int(y)))


@pytest.mark.parametrize("display_type", DISPLAY_TYPES)
def test_each_scaffold_renders_on_the_device_screen(browser, previews, display_type):
    page = previews.page(previews.scaffold(display_type))
    for platform in ("ios", "android"):
        browser.open(previews.url(page, platform=platform, chrome="0"))
        screen = browser.rect("#pw-screen")
        assert (screen["x"], screen["y"]) == (0, 0), f"{display_type} on {platform}: chrome=0 draws the screen at (0,0)"
        assert browser.count("#pw-message [data-pointer]") > 0, f"{display_type} on {platform}: nothing drawn from the template"
        if display_type == "pip":  # a video window: no texts in its schema
            assert browser.visible_texts("#pw-message [data-role=video]"), f"pip on {platform}: no video window shows"
        else:
            texts = browser.visible_texts("#pw-message [data-role=title], #pw-message [data-role=message]")
            assert any(text.strip() for text in texts), f"{display_type} on {platform}: no title or message text shows"
        assert browser.count("[data-role=drop-banner]") == 0, f"{display_type} on {platform}: a clean scaffold is not dropped"


def colourful_modal(previews, dark=False):
    template = previews.scaffold("modal")

    def change(config):
        modal = config["modal"]
        modal["background"] = "#FFE0B2FF"
        modal["buttons"][1]["border"]["color"] = "#DC2626FF"
        if dark:
            modal["dark"] = {"background": "#102818FF", "title": {"color": "#FFFFFFFF"}, "message": {"color": "#E5E7EBFF"}}
    previews.edit(template, change)
    return template


@pytest.mark.parametrize("platform,look", [("ios", "classic"), ("android", "material")])
def test_card_button_and_scrim_pixels(browser, previews, platform, look):
    page = previews.page(colourful_modal(previews))
    browser.open(previews.url(page, platform=platform, look=look, chrome="0"))
    shot = browser.screenshot()
    card = browser.rect("#pw-message [data-role=card]")
    # Inside the card, below its last button: the card's own background.
    inside = pixel_at(shot, card["x"] + card["width"] / 2, card["y"] + card["height"] - 6)
    assert close_to(inside, CARD), f"card background {inside}, expected {CARD}"
    first = browser.rect("#pw-message [data-pointer='/modal/buttons/0']")
    fill = pixel_at(shot, first["x"] + 8, first["y"] + first["height"] / 2)
    assert close_to(fill, FILL), f"button fill {fill}, expected {FILL}"
    second = browser.rect("#pw-message [data-pointer='/modal/buttons/1']")
    border = pixel_at(shot, second["x"] + 0.5, second["y"] + second["height"] / 2)
    assert close_to(border, BORDER, tolerance=40), f"button border {border}, expected {BORDER}"
    # The backdrop below the card, away from its shadow: the mock app under a 60 % black scrim
    # (iOS PWModalInAppView's 0.6 black; Android ModalInAppView.kt's #99000000), against the
    # same pixel once the message is closed.
    below = (card["x"] + card["width"] / 2, (card["y"] + card["height"] + shot.height) / 2)
    dimmed = pixel_at(shot, *below)
    browser.open(previews.url(page, platform=platform, look=look, chrome="0", state="closed"))
    assert browser.count("#pw-message [data-role=card]") == 0, "state=closed closes the message"
    app = pixel_at(browser.screenshot(), *below)
    assert brightness(dimmed) < brightness(app) - 30, f"scrim {dimmed} is not darker than the app {app}"
    assert all(abs(d - a * 0.4) <= 4 for d, a in zip(dimmed, app)), f"scrim {dimmed} over {app} is not 60 % black"


def test_the_dark_variant_differs_from_the_light_one(browser, previews):
    page = previews.page(colourful_modal(previews, dark=True))
    browser.open(previews.url(page, look="classic", appearance="light", chrome="0"))
    card = browser.rect("#pw-message [data-role=card]")
    point = (card["x"] + card["width"] / 2, card["y"] + card["height"] - 6)
    light = pixel_at(browser.screenshot(), *point)
    browser.open(previews.url(page, look="classic", appearance="dark", chrome="0"))
    dark = pixel_at(browser.screenshot(), *point)
    assert close_to(light, CARD), f"light card {light}"
    assert close_to(dark, DARK_CARD), f"dark card {dark}, expected the overlay's {DARK_CARD}"


def test_dark_is_offered_only_with_a_dark_overlay(browser, previews):
    page = previews.page(previews.scaffold("modal"))
    browser.open(previews.url(page))
    assert browser.evaluate("(document.querySelector('#pw-appearance option[value=dark]') || {}).disabled === true")


def test_a_german_section_shows_german_text(browser, previews, examples):
    page = previews.page(examples / "templates" / "sheet-coffee-rewards")
    browser.open(previews.url(page, lang="de", chrome="0"))
    german = " ".join(browser.visible_texts("#pw-message [data-role]"))
    assert "Dein Gratis-Kaffee wartet" in german
    assert "Vorbestellen" in german
    browser.open(previews.url(page, lang="en", chrome="0"))
    english = " ".join(browser.visible_texts("#pw-message [data-role]"))
    assert "Dein Gratis-Kaffee" not in english and english.strip()


def test_the_language_switcher_redraws_in_german(browser, previews, examples):
    page = previews.page(examples / "templates" / "sheet-coffee-rewards")
    browser.open(previews.url(page, lang="en"))
    browser.rerender(lambda: browser.evaluate("""(() => { const s = document.querySelector('#pw-lang');
        s.value = 'de'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()"""))
    assert "Dein Gratis-Kaffee wartet" in " ".join(browser.visible_texts("#pw-message [data-role=title]"))
    assert "lang=de" in browser.evaluate("location.hash")


HOSTILE_TITLE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>"\'&'
HOSTILE_URL = "javascript:window.__pwned=3"


def test_hostile_text_shows_as_text_and_runs_nothing(browser, previews):
    template = previews.scaffold("modal")

    def change(config):
        config["modal"]["title"]["text"] = HOSTILE_TITLE
        config["modal"]["buttons"][0]["action"] = {"type": "url", "url": HOSTILE_URL}
    previews.edit(template, change)
    page = previews.page(template)
    browser.open(previews.url(page))
    assert HOSTILE_TITLE in browser.text("#pw-message [data-role=title]")
    assert browser.evaluate("typeof window.__pwned") == "undefined"
    assert browser.count("#pw-screen img[src=x], #pw-screen script") == 0
    assert browser.count("a[href^='javascript' i]") == 0
    browser.click_element("#pw-message [data-pointer='/modal/buttons/0']")
    browser.wait_for("!!document.querySelector('[data-role=toast]')")
    assert HOSTILE_URL in browser.text("[data-role=toast]")
    assert browser.evaluate("typeof window.__pwned") == "undefined"
    assert browser.count("a[href^='javascript' i]") == 0
    assert browser.evaluate("location.protocol") == "file:"


@pytest.mark.parametrize("device,width", [("iphone-se", 375), ("iphone-16-pro-max", 440)])
def test_the_ios_modal_follows_the_sdk_geometry(browser, previews, device, width):
    # PWModalInAppView.swift: side inset 28, card at most 400 wide; PWInAppStyle.swift: buttons 52 pt high.
    page = previews.page(previews.scaffold("modal"))
    browser.resize(width, 956)
    try:
        browser.open(previews.url(page, platform="ios", look="classic", device=device, chrome="0"))
        card = browser.rect("#pw-message [data-role=card]")
        assert (card["x"], card["width"]) == (28, min(width - 56, 400))
        assert browser.rect("#pw-message [data-pointer='/modal/buttons/0']")["height"] == 52
    finally:
        browser.resize(393, 852)
