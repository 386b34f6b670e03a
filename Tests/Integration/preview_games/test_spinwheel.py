"""The spinwheel preview in Chromium: equal slices in their colours or the SDK palette, the spin
onto the clamped winIndex, the reward of that segment or the wheel's, the lose title, the close."""

import math

PALETTE_LIGHT = [(0x58, 0x56, 0xD6), (0xFF, 0x2D, 0x55), (0x30, 0xB0, 0xC7), (0xFF, 0x95, 0x00),
                 (0xAF, 0x52, 0xDE), (0x34, 0xC7, 0x59)]


def hexrgb(value):
    return tuple(int(value[i:i + 2], 16) for i in (1, 3, 5))


def close_to(actual, expected, tolerance=8):
    return all(abs(a - e) <= tolerance for a, e in zip(actual, expected))


def slice_colours(page, count):
    """The colour in the middle of each slice, 85 % out from the hub (clear of the labels)."""
    disc = page.rect("[data-role=wheel]", scroll=True)
    shot = page.screenshot()
    cx, cy, r = disc["x"] + disc["width"] / 2, disc["y"] + disc["height"] / 2, disc["width"] / 2
    colours = []
    for i in range(count):
        angle = math.radians((i + 0.5) * 360 / count)
        colours.append(shot.getpixel((round(cx + 0.85 * r * math.sin(angle)), round(cy - 0.85 * r * math.cos(angle)))))
    return colours


def test_slices_are_equal_whatever_the_weights(page, preview, examples, config):
    # Weights 4, 3, 2, 1: sized by weight, slice 0 would cover the middle of slice 1 too.
    page.open(preview(examples / "ios-only" / "spinwheel-daily-bonus") + "#chrome=0")
    wheel = config("spinwheel-daily-bonus")["spinwheel"]
    expected = [hexrgb(s["color"]) for s in wheel["segments"]]
    assert page.evaluate("document.querySelectorAll('[data-role=segment]').length") == 4
    for actual, wanted in zip(slice_colours(page, 4), expected):
        assert close_to(actual, wanted), (actual, wanted)


def test_segments_without_colour_take_the_palette(page, preview, config):
    template = config("spinwheel-daily-bonus")
    template["spinwheel"]["segments"] = [
        {"message": {"text": f"S{i}", "color": "#FFFFFF"}, "weight": 0} for i in range(7)]
    page.open(preview(template) + "#chrome=0")
    colours = slice_colours(page, 7)
    for i, actual in enumerate(colours):
        assert close_to(actual, PALETTE_LIGHT[i % 6]), (i, actual)


def test_a_tap_on_the_hub_spins_onto_win_index_and_shows_its_reward(page, preview, examples):
    page.open(preview(examples / "ios-only" / "spinwheel-daily-bonus"))
    page.click_element("[data-role=hub]")
    # Five whole turns backwards, then the middle of slice 2 of 4 (225°) under the pointer.
    assert page.evaluate("document.querySelector('[data-role=wheel]').style.transform") == "rotate(-2025deg)"
    assert page.evaluate("PW.state.spun") is False
    page.wait_for("PW.state.spun === true")
    assert page.evaluate("document.querySelector('[data-role=wheel]')") is None
    assert page.evaluate("document.querySelector('[data-role=reward]').dataset.pointer") == "/spinwheel/segments/2/reward"
    assert page.evaluate("document.querySelector('[data-role=reward-title]').textContent") == "500 crystals!"
    assert page.evaluate("document.querySelector('[data-role=code]').textContent") == "MINE500"
    assert "state=spun" in page.evaluate("location.hash")


def test_state_spun_shows_the_reward_at_once_and_a_clamped_win_index(page, preview, config):
    template = config("spinwheel-daily-bonus")
    template["spinwheel"]["winIndex"] = 2.9  # truncated to 2, not rounded to 3
    page.open(preview(template) + "#chrome=0&state=spun")
    assert page.evaluate("document.querySelector('[data-role=reward-title]').textContent") == "500 crystals!"
    template["spinwheel"]["winIndex"] = 99
    page.open(preview(template, "last") + "#chrome=0&state=spun")
    # The last segment has no reward of its own: the wheel's reward shows.
    assert page.evaluate("document.querySelector('[data-role=reward]').dataset.pointer") == "/spinwheel/reward"
    assert page.evaluate("document.querySelector('[data-role=reward-title]').textContent") == "You won today's prize"


def test_without_any_reward_the_lose_title_shows(page, preview, config):
    template = config("spinwheel-daily-bonus")
    del template["spinwheel"]["reward"]
    del template["spinwheel"]["segments"][2]["reward"]
    page.open(preview(template) + "#chrome=0&state=spun")
    assert page.evaluate("document.querySelector('[data-role=drop-banner]') !== null")
    assert page.evaluate("document.querySelector('[data-role=lose-title]').textContent") == "Better luck tomorrow"
    del template["spinwheel"]["loseTitle"]
    page.open(preview(template, "no-lose-title") + "#chrome=0&state=spun")
    assert page.evaluate("document.querySelector('[data-role=lose-title]').textContent") == "Better luck next time!"


def test_the_close_chip_shows_when_nothing_else_dismisses(page, preview, config):
    template = config("spinwheel-daily-bonus")
    template["spinwheel"]["showClose"] = False
    page.open(preview(template) + "#chrome=0")
    # Segment 2's reward has a button: that is a way out, so no chip.
    assert page.evaluate("document.querySelector('[data-role=close]')") is None
    del template["spinwheel"]["segments"][2]["reward"]["button"]
    page.open(preview(template, "no-button") + "#chrome=0")
    assert page.evaluate("document.querySelector('[data-role=close]') !== null")
