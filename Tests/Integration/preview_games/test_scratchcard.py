"""The scratchcard preview in Chromium: the foil on a canvas over the reward, scratching with the
pointer up to the clamped revealThreshold, the reveal button, state=revealed, the code chip."""

TICKET = (247, 247, 247)


def foil_box(page):
    return page.rect("[data-role=foil]", scroll=True)


def ticket_edge(page, box):
    """A pixel of the scratch area 6 px in from its left edge, half-way down: foil or bare ticket."""
    return page.screenshot().getpixel((round(box["x"] + 6), round(box["y"] + box["height"] / 2)))


def test_the_foil_covers_the_reward_until_it_is_revealed(page, preview, examples):
    url = preview(examples / "ios-only" / "scratchcard-garage-perk")
    page.open(url + "#chrome=0")
    box = foil_box(page)
    covered = ticket_edge(page, box)
    # The silver foil on cover.background #C9CDD6 (with its sheen and shade), not the ticket.
    assert max(abs(c - t) for c, t in zip(covered, TICKET)) > 12, covered
    assert page.evaluate("document.querySelector('[data-role=reward]') !== null")
    page.open(url + "#chrome=0&state=revealed")
    assert page.evaluate("document.querySelector('[data-role=foil]')") is None
    assert ticket_edge(page, box) == TICKET
    assert page.evaluate("document.querySelector('[data-role=code]').textContent") == "APEX20"


def test_scratching_past_the_threshold_reveals(page, preview, examples):
    page.open(preview(examples / "ios-only" / "scratchcard-garage-perk"))
    box = foil_box(page)
    # One short stroke in the corner clears 4 of the 160 cells: far below 0.55.
    page.drag([(box["x"] + 5, box["y"] + 5), (box["x"] + 10, box["y"] + 5)])
    assert page.evaluate("PW.state.revealed") is False
    points = []
    for row in range(5):
        y = box["y"] + 10 + row * (box["height"] - 20) / 4
        xs = [box["x"] + 10 + i * (box["width"] - 20) / 10 for i in range(11)]
        points += [(x, y) for x in (xs if row % 2 == 0 else xs[::-1])]
    page.drag(points)
    page.wait_for("PW.state.revealed === true")
    assert page.evaluate("document.querySelector('[data-role=foil]')") is None
    assert "state=revealed" in page.evaluate("location.hash")


def test_a_threshold_below_the_clamp_needs_a_tenth(page, preview, config):
    template = config("scratchcard-garage-perk")
    template["scratchcard"]["revealThreshold"] = 0.01  # clamped to 0.1
    page.open(preview(template))
    box = foil_box(page)
    # 4 cells of 160 (2.5 %): enough for 0.01, not for the clamped 0.1.
    page.drag([(box["x"] + 5, box["y"] + 5), (box["x"] + 10, box["y"] + 5)])
    assert page.evaluate("PW.state.revealed") is False
    page.drag([(box["x"] + 5, box["y"] + 30), (box["x"] + box["width"] - 5, box["y"] + 30)])
    page.wait_for("PW.state.revealed === true")


def test_the_reveal_button_reveals_and_the_code_copies(page, preview, examples):
    page.open(preview(examples / "ios-only" / "scratchcard-garage-perk"))
    assert page.evaluate("document.querySelector('[data-role=reveal-button]').textContent") == "Reveal without scratching"
    page.click_element("[data-role=reveal-button]")
    page.wait_for("PW.state.revealed === true")
    assert page.evaluate("PW.state.closed") is False  # the reveal button has no action of its own
    page.click_element("[data-role=code]")
    assert page.evaluate("document.querySelector('[data-role=code]').textContent") == "Copied!"
    page.wait_for("document.querySelector('[data-role=code]').textContent === 'APEX20'")
    page.click_element("[data-role=reward] [data-role=button]")
    assert page.evaluate("document.querySelector('[data-role=toast]').textContent") == "Opens apexmotors://service/detailing"


def test_a_cover_without_image_shows_the_hint_and_one_with_an_image_does_not(page, preview, config):
    template = config("scratchcard-garage-perk")
    page.open(preview(template) + "#chrome=0")
    assert page.evaluate("document.querySelector('[data-role=foil]').dataset.hint") == "Scratch here"
    plain = page.evaluate("document.querySelector('[data-role=foil]').toDataURL()")
    template["scratchcard"]["cover"]["image"] = "https://example.com/foil.png"
    page.open(preview(template, "image") + "#chrome=0")
    assert page.evaluate("document.querySelector('[data-role=foil]').dataset.hint") is None
    assert page.evaluate("document.querySelector('[data-role=foil]').toDataURL()") != plain
