"""The carousel and stories previews in Chromium: page dots, arrows, swipes and card taps; the
stories' progress bars, tap zones, loop and clamped durations; the 2-line limits."""

ITEM = "PW.state.item"
# A story's progress bar is a finite animation the tests watch: stories open with settle=False,
# without waiting for animations to end.


def visible_title(page):
    """The text of the carousel title whose slide is inside the card."""
    return page.evaluate(
        "(() => { const card = document.querySelector('.pw-car-card').getBoundingClientRect();"
        " const t = [...document.querySelectorAll('.pw-car-slide [data-role=title]')].find((el) => {"
        " const r = el.getBoundingClientRect(); return r.left >= card.left - 1 && r.right <= card.right + 1; });"
        " return t ? t.textContent : null; })()")


def test_carousel_arrows_dots_and_fragment(page, preview, examples):
    page.open(preview(examples / "templates" / "carousel-autumn-collection"))
    assert page.evaluate("document.querySelectorAll('[data-role=dots] [data-role=dot]').length") == 3
    assert visible_title(page) == "Harbour parka"
    assert page.evaluate("document.querySelector('[data-role=prev]').disabled") is True
    page.click_element("[data-role=next]")
    page.wait_for(f"{ITEM} === 1")
    assert "item=1" in page.evaluate("location.hash")
    assert page.evaluate("[...document.querySelectorAll('[data-role=dot]')].findIndex((d) => d.classList.contains('pw-on'))") == 1
    assert visible_title(page) == "Fjord hiking boots"
    page.click_element("[data-role=dot]:last-child")
    page.wait_for(f"{ITEM} === 2")
    assert page.evaluate("document.querySelector('[data-role=next]').disabled") is True


def test_carousel_swipes_and_a_card_tap_runs_its_action(page, preview, examples):
    url = preview(examples / "templates" / "carousel-autumn-collection")
    page.open(url + "#chrome=0")
    box = page.rect(".pw-car-viewport", scroll=True)
    mid_y = box["y"] + box["height"] / 2
    page.drag([(box["x"] + box["width"] - 60 - i * 20, mid_y) for i in range(12)])
    page.wait_for(f"{ITEM} === 1")
    page.drag([(box["x"] + 60 + i * 20, mid_y) for i in range(12)])
    page.wait_for(f"{ITEM} === 0")
    page.click_element(".pw-car-viewport", dy=0.3)
    assert page.evaluate("document.querySelector('[data-role=toast]').textContent") == "Opens northwind://product/harbour-parka"
    assert page.evaluate("PW.state.closed") is True
    page.open(url + "#chrome=0&item=2")
    assert visible_title(page) == "Merino roll-neck"


def test_carousel_backdrop_is_dark_and_closes_on_a_tap(page, preview, examples):
    page.open(preview(examples / "templates" / "carousel-autumn-collection") + "#chrome=0")
    card = page.rect(".pw-car-card", scroll=True)
    below = page.screenshot().getpixel((20, round(card["y"] + card["height"] + 20)))
    assert max(below) < 70, below  # the app under an 80 % black scrim
    page.click_element("[data-role=scrim]", dx=0.5, dy=0.02)
    assert page.evaluate("PW.state.closed") is True


def test_carousel_and_stories_texts_stop_at_two_lines(page, preview, config):
    long = "Windproof, recycled down and twenty per cent off this weekend only " * 4
    carousel = config("carousel-autumn-collection")
    carousel["carousel"]["items"][0]["title"]["text"] = long
    stories = config("stories-recipe-week")
    stories["stories"]["items"][0]["message"]["text"] = long
    for template, selector, name in ((carousel, ".pw-car-slide [data-role=title]", "carousel"),
                                     (stories, "[data-role=message]", "stories")):
        url = preview(template, name)
        for platform in ("ios", "android"):
            page.open(f"{url}#chrome=0&platform={platform}")
            lines = page.evaluate(f"(() => {{ const el = document.querySelector({selector!r}); const s = getComputedStyle(el);"
                            " return el.getBoundingClientRect().height / parseFloat(s.lineHeight); })()")
            assert 1.5 < lines <= 2.05, (name, platform, lines)


def test_stories_tap_zones_and_the_end(page, preview, config):
    template = config("stories-recipe-week")
    url = preview(template)
    page.open(url, settle=False)
    assert page.evaluate("document.querySelectorAll('[data-role=progress] .pw-sto-track').length") == 3
    page.click_element("[data-role=next]", dx=0.8)
    page.wait_for(f"{ITEM} === 1")
    assert page.evaluate("document.querySelector('[data-role=title]').textContent") == "Wednesday: crispy fish tacos"
    # The slide before is full, this one fills over its 6 s, the next is empty.
    assert page.evaluate("document.querySelectorAll('.pw-sto-fill')[0].style.width") == "100%"
    assert page.evaluate("getComputedStyle(document.querySelectorAll('.pw-sto-fill')[1]).animationDuration") == "6s"
    page.click_element("[data-role=prev]", dx=0.5)
    page.wait_for(f"{ITEM} === 0")
    page.open(url + "#item=2", settle=False)
    page.click_element("[data-role=next]", dx=0.8)
    page.wait_for("PW.state.closed === true")  # loop is false: past the last slide the stories close
    template["stories"]["loop"] = True
    page.open(preview(template, "loop") + "#item=2", settle=False)
    page.click_element("[data-role=next]", dx=0.8)
    page.wait_for(f"{ITEM} === 0")
    assert page.evaluate("PW.state.closed") is False


def test_stories_advance_on_their_own_except_in_a_still(page, preview, config):
    template = config("stories-recipe-week")
    for item in template["stories"]["items"]:
        item["duration"] = 0.5
    template["stories"]["items"][2]["duration"] = 100  # clamped to 30 s
    url = preview(template)
    page.open(url, settle=False)
    page.wait_for(f"{ITEM} === 2")
    assert page.evaluate("getComputedStyle(document.querySelector('.pw-sto-fill.pw-run')).animationDuration") == "30s"
    page.open(url + "#chrome=0")
    assert page.evaluate("document.querySelector('.pw-sto-fill.pw-run')") is None
    page.evaluate("new Promise((done) => setTimeout(done, 1500))")
    assert page.evaluate(ITEM) == 0


def test_stories_pause_while_held(page, preview, examples):
    page.open(preview(examples / "templates" / "stories-recipe-week"), settle=False)
    box = page.rect("[data-role=next]", scroll=True)
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 3
    page.press(x, y)
    page.wait_for("document.querySelector('.pw-sto-fill.pw-run').style.animationPlayState === 'paused'")
    page.release(x, y)
    # A release after a hold resumes the slide instead of moving on.
    page.wait_for("document.querySelector('.pw-sto-fill.pw-run').style.animationPlayState === 'running'")
    assert page.evaluate(ITEM) == 0
