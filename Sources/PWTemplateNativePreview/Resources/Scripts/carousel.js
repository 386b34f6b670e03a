(() => {
  "use strict";
  const PW = window.PW;
  // iOS PWCarouselInAppView.swift Metrics: sideInset 22, aspect 1.32, maxCardWidth 480, the
  // card centred in the safe area and capped to its height. Android CarouselInAppView.kt:
  // CARD_ASPECT 1.32, cardMargin 22 dp plus the larger inset of each axis, no width cap.
  const SIDE = 22;
  const ASPECT = 1.32;
  const IOS_MAX_WIDTH = 480;
  // A preview choice, no SDK counterpart: the page turn.
  const TURN_MS = 300;

  function cardSize(device, android) {
    const safeTop = device.safeTop || 0;
    const safeBottom = device.safeBottom || 0;
    if (android) {
      const margin = SIDE + Math.max(safeTop, safeBottom);
      const width = device.width - 2 * SIDE;
      const maxHeight = device.height - 2 * margin;
      const height = Math.round(width * ASPECT);
      if (height <= maxHeight) return { width, height, top: (device.height - height) / 2 };
      return { width: Math.round(maxHeight / ASPECT), height: maxHeight, top: margin };
    }
    const safeHeight = device.height - safeTop - safeBottom;
    let width = Math.min(device.width - 2 * SIDE, IOS_MAX_WIDTH);
    let height = width * ASPECT;
    if (height > safeHeight - 2 * SIDE) {
      height = safeHeight - 2 * SIDE;
      width = height / ASPECT;
    }
    return { width, height, top: safeTop + (safeHeight - height) / 2 };
  }

  // One slide (PWCarouselCell / CarouselAdapter): the image filling the card, the bottom
  // scrim when a text shows, title and message at 2 lines each on both platforms.
  function slide(ctx, item, i) {
    const { h, kit } = PW;
    const ptr = `${ctx.pointer}/items/${i}`;
    const kids = [];
    if (typeof item.image === "string") {
      kids.push(PW.kit.styled(ctx.media(item.image, `${ptr}/image`,
        { width: "100%", height: "100%", label: `items[${i}].image`, fit: "cover" }), "pw-car-image"));
    }
    const title = kit.shows(item.title, ctx.platform);
    const message = kit.shows(item.message, ctx.platform);
    if (title || message) kids.push(h("div", { class: "pw-car-scrim" }));
    const texts = [];
    // Title rounded 20 bold in white, message 14 in white 85 % unless coloured (Android: 20 sp
    // bold and 14 sp, InAppViewUtils.makeText with maxLines 2 and an end ellipsis).
    if (title) texts.push(ctx.text(item.title, `${ptr}/title`, { size: 20, weight: "bold", lines: 2, fallback: "#fff" }));
    if (message) {
      texts.push(ctx.text(item.message, `${ptr}/message`,
        { size: 14, lines: 2, fallback: "rgba(255, 255, 255, 0.85)" }));
    }
    if (texts.length) kids.push(h("div", { class: "pw-car-text" }, ...texts));
    const el = h("div", { class: "pw-car-slide", dataset: { role: "card", pointer: ptr } },
      ...kids.filter(Boolean));
    if (item.action) el.classList.add("pw-tappable");
    return el;
  }

  PW.renderers.carousel = (ctx) => {
    const { h, kit } = PW;
    const ptr = ctx.pointer;
    const android = ctx.platform === "android";
    const items = Array.isArray(ctx.block.items) ? ctx.block.items : [];
    const count = items.length;
    const index = kit.clampIndex(ctx.state.item, count);
    const size = cardSize(ctx.device, android);
    const track = h("div", { class: "pw-car-track" },
      ...items.map((item, i) => slide(ctx, item || {}, i)));
    track.style.transform = `translateX(${-index * 100}%)`;
    const viewport = h("div", { class: "pw-car-viewport" }, track);

    const go = (target) => {
      const n = Math.min(Math.max(target, 0), Math.max(count - 1, 0));
      if (n === index || kit.still(ctx) || kit.reduced()) {
        track.style.transition = "";
        track.style.transform = `translateX(${-n * 100}%)`;
        if (n !== index) ctx.setState({ item: n });
        return;
      }
      track.style.transition = `transform ${TURN_MS}ms ease-out`;
      track.style.transform = `translateX(${-n * 100}%)`;
      kit.later(track, TURN_MS, () => ctx.setState({ item: n }));
    };
    const tap = () => {
      const action = items[index] && items[index].action;
      if (action) ctx.act(action, `${ptr}/items/${index}/action`);
    };
    kit.swipe(viewport, track, index, go, tap);

    const parts = [viewport];
    // UIPageControl.hidesForSinglePage; Android buildDots hides the row for one item.
    if (count > 1) {
      parts.push(h("div", { class: "pw-car-dots", dataset: { role: "dots", pointer: `${ptr}/items` } },
        ...items.map((_, i) => {
          const dot = h("button", { type: "button", class: i === index ? "pw-car-dot pw-on" : "pw-car-dot",
            "aria-label": `Card ${i + 1} of ${count}`, dataset: { role: "dot" } });
          dot.addEventListener("click", () => go(i));
          return dot;
        })));
    }
    const arrow = (role, label, target, glyph) => {
      const button = h("button", { type: "button", class: `pw-car-arrow pw-car-${role}`,
        "aria-label": label, dataset: { role } }, glyph);
      button.disabled = target < 0 || target >= count;
      button.addEventListener("click", () => go(target));
      return button;
    };
    parts.push(arrow("prev", "Previous card", index - 1, "\u2039"));
    parts.push(arrow("next", "Next card", index + 1, "\u203A"));
    // Both SDKs show the close chip whatever showClose says: a carousel has no other way
    // out a user can guess (PWCarouselInAppView.buildUI, CarouselInAppView init).
    parts.push(ctx.close(`${ptr}/showClose`, { style: { position: "absolute", top: 12, right: 12 } }));

    const card = h("div", { class: "pw-car-card", dataset: { role: "card", pointer: ptr } }, ...parts);
    Object.assign(card.style, { width: `${size.width}px`, height: `${size.height}px`,
      top: `${size.top}px`, left: `${(ctx.device.width - size.width) / 2}px` });
    // A tap on the scrim closes, on both platforms.
    const scrim = h("div", { class: "pw-scrim pw-car-backdrop", dataset: { role: "scrim" },
      onclick: () => ctx.setState({ closed: true }) });
    return h("div", { class: "pw-layer pw-carousel" }, scrim, card);
  };
})();
