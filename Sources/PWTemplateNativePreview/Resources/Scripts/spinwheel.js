(() => {
  "use strict";
  const PW = window.PW;
  // PWSpinWheelInAppView.swift Metrics: wheelInset 30, hubSize 72, pointerSize 26 (4 pt from
  // the top), textInset 24; the spin: fullTurns 5 over spinDuration 4.2 s on the curve
  // (0.12, 0.64, 0.18, 1.0), a 1.0 s rest on the winning slice, the wheel fading out in
  // 0.25 s; with Reduce Motion 1 turn in 0.7 s, a 0.4 s rest and a 0.15 s fade.
  const WHEEL_INSET = 30;
  const TEXT_INSET = 24;
  const POINTER = 26;
  const MOTION = { turns: 5, ms: 4200, rest: 1000, fade: 250 };
  const REDUCED = { turns: 1, ms: 700, rest: 400, fade: 150 };
  const CURVE = "cubic-bezier(0.12, 0.64, 0.18, 1)";
  // PWSpinWheelInAppView.defaultPalette: systemIndigo, systemPink, systemTeal, systemOrange,
  // systemPurple, systemGreen, by index modulo 6. Their light and dark values are Apple's
  // system colours (iOS 15 and later): not spelled out in the SDK source.
  const PALETTE = {
    light: ["#5856D6", "#FF2D55", "#30B0C7", "#FF9500", "#AF52DE", "#34C759"],
    dark: ["#5E5CE6", "#FF375F", "#40C8E0", "#FF9F0A", "#BF5AF2", "#30D158"],
  };
  // Set just before the re-render that follows a spin, so the reward fades in only then.
  let entering = false;

  // PWSpinWheelInAppView.resolvedReward: the segment's own reward, else the wheel's, else a
  // synthesised panel titled loseTitle or "Better luck next time!". The parser requires the
  // wheel's reward (PWInAppConfigParser), so the last case shows only in a dropped template.
  function resolve(block, win, ptr) {
    const { isObject } = PW.game;
    const segment = (block.segments || [])[win];
    if (isObject(segment) && isObject(segment.reward)) {
      return { reward: segment.reward, pointer: `${ptr}/segments/${win}/reward` };
    }
    if (isObject(block.reward)) return { reward: block.reward, pointer: `${ptr}/reward` };
    const title = isObject(block.loseTitle) ? block.loseTitle : { text: "Better luck next time!" };
    return { reward: { title }, pointer: `${ptr}/reward`, lose: true,
      titlePointer: isObject(block.loseTitle) ? `${ptr}/loseTitle` : `${ptr}/reward` };
  }

  // renderWheelImage: every slice is 2π / count wide, whatever its weight (the weights only
  // feed a client-side draw when there is no winIndex, and the parser requires winIndex),
  // slice 0 starts at the top, a white 35 % hairline between slices, the label in rounded
  // 14 bold at 0.55 of the radius, turned along the slice's middle.
  function disc(ctx, segments, diameter) {
    const { kit, svg } = PW;
    const r = diameter / 2;
    const n = segments.length;
    const step = 360 / Math.max(n, 1);
    const palette = ctx.appearance === "dark" ? PALETTE.dark : PALETTE.light;
    const at = (deg) => {
      const rad = (deg * Math.PI) / 180;
      return `${r + r * Math.cos(rad)},${r + r * Math.sin(rad)}`;
    };
    const root = svg("svg", { class: "pw-wheel-svg", width: diameter, height: diameter,
      viewBox: `0 0 ${diameter} ${diameter}` });
    segments.forEach((raw, i) => {
      const segment = PW.game.isObject(raw) ? raw : {};
      const ptr = `${ctx.pointer}/segments/${i}`;
      const fill = PW.rgba(segment.color) || PW.rgba(palette[i % palette.length]);
      const start = -90 + i * step;
      const shape = n === 1
        ? svg("circle", { cx: r, cy: r, r })
        : svg("path", { d: `M${r},${r} L${at(start)} A${r},${r} 0 ${step > 180 ? 1 : 0} 1 ${at(start + step)} Z` });
      shape.setAttribute("fill", kit.css(fill));
      shape.setAttribute("stroke", "rgba(255, 255, 255, 0.35)");
      shape.setAttribute("stroke-width", "1");
      const message = PW.game.isObject(segment.message) ? segment.message : {};
      const ink = PW.rgba(message.color) || kit.contrast(fill);
      const label = svg("text", { class: "pw-wheel-label", x: r * 0.55, y: 0, "text-anchor": "middle",
        "dominant-baseline": "central", fill: kit.css(ink), "data-pointer": `${ptr}/message`,
        transform: `translate(${r} ${r}) rotate(${start + step / 2})` },
        typeof message.text === "string" ? message.text : "");
      root.appendChild(svg("g", { "data-role": "segment", "data-pointer": ptr,
        "data-weight": String(segment.weight) }, shape, label));
    });
    return root;
  }

  // The wheel container: a square of the stack's width, the disc inset 30 pt, the pointer
  // (a downward triangle in .label) on top, the 72 pt hub in the middle.
  function wheel(ctx, win, onSpin) {
    const { h, svg } = PW;
    const block = ctx.block;
    const ptr = ctx.pointer;
    const segments = Array.isArray(block.segments) ? block.segments : [];
    const side = PW.game.width(ctx.device) - 2 * TEXT_INSET;
    const diameter = Math.max(side - 2 * WHEEL_INSET, 0);
    const spinner = h("div", { class: "pw-wheel-disc", dataset: { role: "wheel", pointer: `${ptr}/segments` } },
      disc(ctx, segments, diameter));
    const pointer = svg("svg", { class: "pw-wheel-pointer", width: POINTER, height: POINTER,
      viewBox: `0 0 ${POINTER} ${POINTER}`, "aria-hidden": "true" },
      svg("path", { d: `M0,0 H${POINTER} L${POINTER / 2},${POINTER} Z` }));
    const button = PW.game.isObject(block.spinButton) ? block.spinButton : {};
    const text = PW.game.isObject(button.text) ? button.text : {};
    const hub = h("button", { type: "button", class: "pw-wheel-hub", "aria-label": "Spin the wheel",
      dataset: { role: "hub", pointer: `${ptr}/spinButton` } }, typeof text.text === "string" ? text.text : "");
    const border = PW.game.isObject(button.border) ? button.border : {};
    // The hub ignores the button's radius (a 36 pt circle) and draws a 2 pt border.
    Object.assign(hub.style, PW.font(ctx, 17, "heavy"), {
      fontSize: "17px",
      color: PW.color(text.color) || "",
      backgroundColor: PW.color(button.background) || "",
      borderColor: PW.color(border.color) || "transparent",
    });
    const box = h("div", { class: "pw-wheel" }, spinner, pointer, hub);
    box.style.width = `${side}px`;
    box.style.height = `${side}px`;
    hub.addEventListener("click", () => {
      if (hub.disabled) return;
      hub.disabled = true;
      hub.classList.add("pw-spent");
      onSpin(box, spinner, 360 / Math.max(segments.length, 1));
    });
    return box;
  }

  PW.renderers.spinwheel = (ctx) => {
    const { kit } = PW;
    const block = ctx.block;
    const count = Array.isArray(block.segments) ? block.segments.length : 0;
    const win = kit.clampIndex(block.winIndex, count);
    const prize = resolve(block, win, ctx.pointer);
    const closes = block.showClose === true || !PW.game.isObject(prize.reward.button);
    if (ctx.state.spun) {
      const surface = PW.game.base(ctx, block.background);
      const panel = PW.game.reward(ctx, prize.reward, prize.pointer, surface,
        { titleRole: prize.lose ? "lose-title" : undefined, titlePointer: prize.titlePointer, entering });
      entering = false;
      return PW.game.card(ctx, { closes, kind: "spinwheel" }, panel);
    }
    // spinTapped: one spin, the hub dims to 35 %, the winning slice's middle ends under the
    // pointer after whole turns backwards (the SDK's random ±0.3-slice jitter is left out so
    // the picture is the same every time); a still picture shows the result at once.
    const spin = (box, spinner, step) => {
      const done = () => { entering = true; ctx.setState({ spun: true }); };
      if (kit.still(ctx)) { done(); return; }
      const m = kit.reduced() ? REDUCED : MOTION;
      spinner.style.transition = `transform ${m.ms}ms ${CURVE}`;
      spinner.style.transform = `rotate(${-(360 * m.turns) - (win + 0.5) * step}deg)`;
      kit.later(box, m.ms + m.rest, () => {
        box.style.transition = `opacity ${m.fade}ms ease`;
        box.style.opacity = "0";
        kit.later(box, m.fade, done);
      });
    };
    return PW.game.card(ctx, { closes, kind: "spinwheel" }, wheel(ctx, win, spin));
  };
})();
