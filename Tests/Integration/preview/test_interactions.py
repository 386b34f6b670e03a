"""The preview's interactions, driven by real input events (mouse and touch) through the DevTools
protocol: next card and slide, the wheel's spin, the foil's scratch, a button's action, a finding's
highlight. Waits are bounded polls of the DOM, never sleeps."""

import json


def config_of(template):
    return json.loads((template / "native-config.json").read_text())


def visible_titles(browser):
    return browser.visible_texts("#pw-message [data-role=title]")


def test_carousel_next_shows_the_second_card(browser, previews):
    template = previews.scaffold("carousel")
    second = config_of(template)["carousel"]["items"][1]["title"]["text"]
    browser.open(previews.url(previews.page(template), chrome="0"))
    assert second not in visible_titles(browser)
    browser.click_element("#pw-message [data-role=next]")
    browser.wait_for("window.PW.state.item === 1")
    browser.wait_for(f"[...document.querySelectorAll('#pw-message [data-role=title]')].some(e => "
                     f"e.innerText === {json.dumps(second)} && e.getBoundingClientRect().left >= 0 "
                     f"&& e.getBoundingClientRect().right <= innerWidth)")
    assert "item=1" in browser.evaluate("location.hash")


def test_stories_next_shows_the_second_slide(browser, previews):
    template = previews.scaffold("stories")
    second = config_of(template)["stories"]["items"][1]["title"]["text"]
    browser.open(previews.url(previews.page(template), chrome="0"))
    assert second not in visible_titles(browser)
    browser.click_element("#pw-message [data-role=next]")
    browser.wait_for("window.PW.state.item === 1")
    browser.wait_for(f"[...document.querySelectorAll('#pw-message [data-role=title]')].some(e => e.innerText === {json.dumps(second)})")


def test_stories_item_fragment_opens_the_slide(browser, previews):
    template = previews.scaffold("stories")
    third = config_of(template)["stories"]["items"][2]["title"]["text"]
    browser.open(previews.url(previews.page(template), item="2", chrome="0"))
    assert third in visible_titles(browser)


def test_spinwheel_hub_tap_lands_on_win_index_and_shows_its_reward(browser, previews):
    template = previews.scaffold("spinwheel")
    wheel = config_of(template)["spinwheel"]
    reward = wheel["segments"][wheel["winIndex"]].get("reward", wheel["reward"])["title"]["text"]
    browser.open(previews.url(previews.page(template), chrome="0"))
    assert browser.count("#pw-message [data-role=segment]") == len(wheel["segments"])
    assert reward not in " ".join(browser.visible_texts("#pw-message [data-role=reward-title]"))
    browser.tap(*browser.center("#pw-message [data-role=hub]"))
    browser.wait_for("window.PW.state.spun === true", timeout=30)
    browser.wait_for(f"[...document.querySelectorAll('#pw-message [data-role=reward-title]')].some(e => e.innerText.includes({json.dumps(reward)}))",
                     timeout=30)


def test_scratchcard_drag_across_the_foil_reveals_the_reward(browser, previews):
    template = previews.scaffold("scratchcard")
    code = config_of(template)["scratchcard"]["reward"]["code"]
    browser.open(previews.url(previews.page(template), chrome="0"))
    assert not browser.evaluate("window.PW.state.revealed")
    foil = browser.rect("#pw-message [data-role=foil]")
    # Back and forth across the foil, row by row, as a finger scratches; 16 px in from its edges,
    # whose rounded corners are not the foil's to hit.
    points = []
    rows = 12
    for row in range(rows + 1):
        y = foil["y"] + 16 + (foil["height"] - 32) * row / rows
        xs = [foil["x"] + 16 + (foil["width"] - 32) * step / 10 for step in range(11)]
        points += [(x, y) for x in (xs if row % 2 == 0 else reversed(xs))]
    browser.drag(points)
    browser.wait_for("window.PW.state.revealed === true", timeout=30)
    browser.wait_for(f"[...document.querySelectorAll('#pw-message [data-role=code]')].some(e => e.innerText.includes({json.dumps(code)}))")


def test_a_url_button_shows_its_url_as_text_in_a_toast(browser, previews):
    template = previews.scaffold("modal")
    url = config_of(template)["modal"]["buttons"][0]["action"]["url"]
    browser.open(previews.url(previews.page(template)))
    browser.click_element("#pw-message [data-pointer='/modal/buttons/0']")
    browser.wait_for("!!document.querySelector('[data-role=toast]')")
    assert url in browser.text("[data-role=toast]")
    assert browser.count("[data-role=toast] a") == 0


def test_the_close_button_closes_and_show_again_returns(browser, previews):
    browser.open(previews.url(previews.page(previews.scaffold("modal"))))
    browser.click_element("#pw-message [data-role=close]")
    browser.wait_for("window.PW.state.closed === true && !document.querySelector('#pw-message [data-role=card]')")
    browser.click_element("[data-role=show-again]")
    browser.wait_for("window.PW.state.closed === false && !!document.querySelector('#pw-message [data-role=card]')")


def test_a_finding_click_highlights_its_element(browser, previews):
    template = previews.scaffold("modal")

    def change(config):
        config["modal"]["title"]["color"] = "#12345"
    previews.edit(template, change)
    browser.open(previews.url(previews.page(template)))
    finding = "#pw-findings li[data-pointer='/modal/title/color']"
    assert browser.count(finding) >= 1, "the invalid colour is listed in the findings panel"
    assert browser.count("#pw-message .pw-highlight") == 0
    browser.click_element(finding)
    browser.wait_for("document.querySelector(\"#pw-message [data-pointer='/modal/title']\").classList.contains('pw-highlight')")
