(() => {
  "use strict";
  const PW = window.PW;
  // PWSpinWheelInAppView / PWScratchCardInAppView Metrics: maxCardWidth 400, sideInset 28.
  const MAX_WIDTH = 400;
  const SIDE = 28;
  // PWInAppRewardView Metrics: the code chip reads "Copied!" for 1.6 s after a tap.
  const COPY_RESET_MS = 1600;
  const COPIED = "Copied!";

  const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

  /** The card's base colour: the first gradient stop or the solid colour (cardBase in the SDK). */
  function base(ctx, background) {
    const rgb = PW.rgba(Array.isArray(background) ? background[0] : background);
    if (rgb) return rgb;
    // No parsable colour (a dropped template): .systemBackground.
    return ctx.appearance === "dark" ? [0, 0, 0, 1] : [255, 255, 255, 1];
  }

  // PWInAppStyle.makeGradientSurface for two or more colours: opaque on every look, no
  // shadow, the diagonal fitted to the card's box once it is laid out. One colour (a string
  // or a one-element array): makeSurface, glass tinted at 55 % or solid with the card shadow.
  const stops = (background) => (Array.isArray(background) ? background : [background]);
  function surface(ctx, background) {
    const list = stops(background);
    if (list.length >= 2) return { background: PW.surface(list) };
    return PW.card(ctx, list[0], { tint: 0.55, radius: 24 });
  }
  function fitGradient(card, background) {
    const list = stops(background);
    if (list.length < 2 || typeof ResizeObserver !== "function") return;
    new ResizeObserver(() => {
      card.style.background = PW.surface(list, card.offsetWidth, card.offsetHeight) || "";
    }).observe(card);
  }

  /** A game card: title, message and `content` in the stack, the close chip on top. */
  function card(ctx, { closes, kind }, ...content) {
    const { h, kit } = PW;
    const block = ctx.block;
    const ptr = ctx.pointer;
    const ink = kit.contrast(base(ctx, block.background));
    // Title rounded 24 heavy, message 15, centred; colours missing fall back to the contrast
    // colour of the card (72 % for the message).
    const title = ctx.text(block.title, `${ptr}/title`,
      { size: 24, weight: "heavy", align: "center", fallback: kit.css(ink) });
    const message = ctx.text(block.message, `${ptr}/message`,
      { size: 15, align: "center", fallback: kit.css(ink, 0.72) });
    const kids = [h("div", { class: `pw-game-stack pw-${kind}-stack` }, title, message, ...content)];
    // Both games show the chip when showClose is true or nothing else can dismiss them
    // (the reward has no button): "hasGuaranteedDismissPath" in both views.
    if (closes) kids.push(ctx.close(`${ptr}/showClose`, { style: { position: "absolute", top: 16, right: 16 } }));
    const style = Object.assign(surface(ctx, block.background), { width: PW.game.width(ctx.device) });
    const el = h("div", { class: "pw-game-card", dataset: { role: "card", pointer: ptr }, style }, ...kids);
    fitGradient(el, block.background);
    return h("div", { class: `pw-layer pw-game pw-game-${kind}` }, el);
  }

  // The promo-code chip: 48 pt high, radius 12, a 1.5 pt dashed border in the contrast colour
  // at 40 %, the code in rounded 17 bold (the reward title's colour) with a copy icon at 70 %;
  // a tap copies it and reads "Copied!" for a moment (PWInAppRewardView.makeCodeChip).
  function codeChip(ctx, code, pointer, colours) {
    const { h, svg } = PW;
    const label = h("span", { class: "pw-reward-code-text" }, code);
    // Stands in for the SF Symbol doc.on.doc, which a browser does not have.
    const icon = svg("svg", { class: "pw-reward-copy", viewBox: "0 0 14 14", width: 14, height: 14, "aria-hidden": "true" },
      svg("rect", { x: 4, y: 1, width: 9, height: 9, rx: 2 }), svg("rect", { x: 1, y: 4, width: 9, height: 9, rx: 2 }));
    const style = Object.assign(PW.font(ctx, 17, "bold"),
      { color: colours.ink, borderColor: colours.dash, backgroundColor: colours.chip });
    const chip = h("button", { type: "button", class: "pw-reward-code", "aria-label": `Promo code ${code}. Click to copy.`,
      dataset: { role: "code", pointer }, style }, label, icon);
    chip.addEventListener("click", (event) => {
      event.stopPropagation();
      try {
        const done = navigator.clipboard && navigator.clipboard.writeText(code);
        if (done && done.catch) done.catch(() => {});
      } catch (_) { /* no clipboard on this page */ }
      label.textContent = COPIED;
      PW.kit.later(chip, COPY_RESET_MS, () => { label.textContent = code; });
    });
    return chip;
  }

  /**
   * The reward panel on a surface of channels `surfaceRgb`: colours missing from the template
   * fall back to the contrast colour (72 % for the message) as in PWInAppRewardView.init;
   * `titleRole`/`titlePointer` mark a synthesised lose title; `entering` fades it in.
   */
  function panel(ctx, reward, pointer, surfaceRgb, options = {}) {
    const { h, kit } = PW;
    const primary = kit.contrast(surfaceRgb);
    // Title rounded 22 heavy, message 15, centred.
    const title = ctx.text(reward.title, options.titlePointer || `${pointer}/title`,
      { size: 22, weight: "heavy", align: "center", fallback: kit.css(primary), role: options.titleRole || "reward-title" });
    const message = ctx.text(reward.message, `${pointer}/message`,
      { size: 15, align: "center", fallback: kit.css(primary, 0.72) });
    let chip = null;
    if (typeof reward.code === "string" && reward.code !== "") {
      chip = codeChip(ctx, reward.code, `${pointer}/code`, {
        ink: kit.css(PW.rgba(reward.title && reward.title.color) || primary),
        dash: kit.css(primary, 0.4),
        chip: kit.isLight(surfaceRgb) ? "rgba(0, 0, 0, 0.06)" : "rgba(255, 255, 255, 0.16)",
      });
    }
    const button = isObject(reward.button) ? ctx.button(reward.button, `${pointer}/button`) : null;
    const el = h("div", { class: "pw-reward", dataset: { role: "reward", pointer } }, title, message, chip, button);
    if (options.entering && !kit.still(ctx)) el.classList.add("pw-enter");
    return el;
  }

  PW.game = {
    isObject,
    /** The card width: the screen less 28 pt a side, at most 400 pt. */
    width: (device) => Math.min(MAX_WIDTH, device.width - 2 * SIDE),
    base,
    card,
    reward: panel,
  };
})();
