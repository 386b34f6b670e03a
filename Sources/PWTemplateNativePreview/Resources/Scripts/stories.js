(() => {
  "use strict";
  const PW = window.PW;
  // PWStoryItem.maxDuration (iOS PWInAppMessageModel.swift): durations clamp to 30 s.
  const MAX_DURATION = 30;
  // iOS PWStoriesInAppView.currentDuration starts at 5 s; used for a duration that is no number.
  const DEFAULT_DURATION = 5;
  // Preview guard, not SDK: the timer never runs shorter, so a tiny duration cannot make the
  // page re-render every frame (Android turns 0.0004 s into 0 ms).
  const MIN_TIMER_S = 0.5;
  // PWStoriesInAppView.setupGestures: a 0.25 s long press pauses; a downward swipe closes.
  const HOLD_MS = 250;
  const SWIPE_DOWN = 60;

  const seconds = (value) => {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_DURATION) : DEFAULT_DURATION;
  };

  // One track per slide (PWStoriesProgressBar / StoriesProgressView): earlier slides full,
  // the current one filling, later ones empty.
  function progress(ptr, items, index, duration, still) {
    const { h } = PW;
    return h("div", { class: "pw-sto-progress", dataset: { role: "progress", pointer: `${ptr}/items` } },
      ...items.map((_, i) => {
        const fill = h("span", { class: "pw-sto-fill" });
        if (i < index) fill.style.width = "100%";
        if (i === index && !still) {
          fill.classList.add("pw-run");
          fill.style.animationDuration = `${duration}s`;
        }
        return h("span", { class: "pw-sto-track", dataset: { pointer: `${ptr}/items/${i}/duration` } }, fill);
      }));
  }

  // The playback clock: advances after the slide's duration, pauses while held.
  function clock(root, fill, duration, next) {
    let remaining = Math.max(duration, MIN_TIMER_S) * 1000;
    let started = performance.now();
    let timer = PW.kit.later(root, remaining, next);
    return {
      paused: false,
      pause() {
        if (this.paused) return;
        this.paused = true;
        clearTimeout(timer);
        remaining -= performance.now() - started;
        if (fill) fill.style.animationPlayState = "paused";
      },
      resume() {
        if (!this.paused) return;
        this.paused = false;
        started = performance.now();
        timer = PW.kit.later(root, Math.max(remaining, 0), next);
        if (fill) fill.style.animationPlayState = "running";
      },
    };
  }

  // A tap zone: a click moves; a hold pauses until release; a downward swipe closes.
  function zone(role, label, move, close, getClock) {
    const el = PW.h("button", { type: "button", class: `pw-sto-zone pw-sto-${role}`,
      "aria-label": label, dataset: { role } });
    let press = null;
    let swallow = false;
    el.addEventListener("pointerdown", (e) => {
      press = { x: e.clientX, y: e.clientY,
        hold: setTimeout(() => { const c = getClock(); if (c) c.pause(); }, HOLD_MS) };
    });
    el.addEventListener("pointerup", (e) => {
      if (!press) return;
      clearTimeout(press.hold);
      const dx = e.clientX - press.x;
      const dy = e.clientY - press.y;
      press = null;
      const c = getClock();
      if (dy > SWIPE_DOWN && dy > Math.abs(dx)) { swallow = true; close(); }
      else if (c && c.paused) { swallow = true; c.resume(); }
    });
    el.addEventListener("click", () => { if (swallow) swallow = false; else move(); });
    return el;
  }

  PW.renderers.stories = (ctx) => {
    const { h, kit } = PW;
    const ptr = ctx.pointer;
    const android = ctx.platform === "android";
    const items = Array.isArray(ctx.block.items) ? ctx.block.items : [];
    const index = kit.clampIndex(ctx.state.item, items.length);
    const item = items[index] || {};
    const itemPtr = `${ptr}/items/${index}`;
    const still = kit.still(ctx);
    const duration = seconds(item.duration);
    const close = () => ctx.setState({ closed: true });
    // goNext / goPrevious: past the last slide, loop back to the first or close.
    const go = (n) => {
      if (n < items.length) ctx.setState({ item: Math.max(n, 0) });
      else if (ctx.block.loop === true) ctx.setState({ item: 0 });
      else close();
    };

    const parts = [];
    if (typeof item.image === "string") {
      parts.push(PW.kit.styled(ctx.media(item.image, `${itemPtr}/image`,
        { width: "100%", height: "100%", label: `items[${index}].image`, fit: "cover" }), "pw-sto-image"));
    }
    const bars = progress(ptr, items, index, duration, still);
    let playback = null;
    parts.push(zone("prev", "Previous slide", () => go(index - 1), close, () => playback));
    parts.push(zone("next", "Next slide", () => go(index + 1), close, () => playback));

    // iOS hides an empty label; Android's bindText hides only a missing one.
    const shows = (text) => (android ? !!text && typeof text.text === "string" : kit.shows(text, "ios"));
    const foot = [];
    // iOS: title rounded 23 bold in white, message 14 in white 85 % unless coloured; Android
    // 20 sp bold and 15 sp; 2 lines each with an end ellipsis on both.
    if (shows(item.title)) {
      foot.push(PW.kit.styled(ctx.text(item.title, `${itemPtr}/title`,
        { size: android ? 20 : 23, weight: "bold", lines: 2, fallback: "#fff" }), "pw-sto-title"));
    }
    if (shows(item.message)) {
      foot.push(PW.kit.styled(ctx.text(item.message, `${itemPtr}/message`,
        { size: android ? 15 : 14, lines: 2, fallback: "rgba(255, 255, 255, 0.85)" }), "pw-sto-message"));
    }
    const buttons = (Array.isArray(item.buttons) ? item.buttons : [])
      .map((button, k) => PW.kit.styled(ctx.button(button, `${itemPtr}/buttons/${k}`), "pw-sto-button"));
    if (buttons.length) foot.push(h("div", { class: "pw-sto-buttons" }, ...buttons));
    const bottom = h("div", { class: "pw-sto-foot" }, ...foot.filter(Boolean));
    bottom.style.paddingBottom = `${(ctx.device.safeBottom || 0) + (android ? 20 : 24)}px`;
    if (foot.length) parts.push(bottom);

    const barTop = (ctx.device.safeTop || 0) + (android ? 12 : 14);
    const top = h("div", { class: "pw-sto-top" }, bars);
    top.style.paddingTop = `${barTop}px`;
    parts.push(top);
    // The chip 10 under the 3 pt bars: 16 pt from the edge on iOS; on Android the 48 dp box
    // 3 dp under the bar, its 34 dp oval 7 dp inside it, so 19 dp from the edge.
    if (ctx.block.showClose === true) {
      parts.push(ctx.close(`${ptr}/showClose`,
        { style: { position: "absolute", top: barTop + 13, right: android ? 19 : 16 } }));
    }

    const root = h("div", { class: "pw-layer pw-stories", dataset: { role: "card", pointer: ptr } },
      ...parts.filter(Boolean));
    if (!still && items.length) {
      playback = clock(root, bars.querySelector(".pw-run"), duration, () => go(index + 1));
    }
    return root;
  };
})();
