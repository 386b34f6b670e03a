(() => {
  "use strict";
  const PW = window.PW;
  // PWScratchCardInAppView.swift Metrics: textInset 24, areaAspect 0.62, strokeWidth 46,
  // ticketColor white 0.97; PWScratchMaskView: a 16 × 10 coverage grid, marked every
  // 0.4 stroke widths along a stroke; reveal() fades the foil out in 0.45 s (0.2 s with
  // Reduce Motion).
  const TEXT_INSET = 24;
  const AREA_ASPECT = 0.62;
  const STROKE = 46;
  const COLS = 16;
  const ROWS = 10;
  const TICKET = [247, 247, 247, 1];
  const FADE_MS = 450;
  const FADE_REDUCED_MS = 200;
  // makeFoil: the hint under a foil without an image, in rounded 14 semibold, 6 pt under a
  // 26 pt hand.draw symbol, in the cover's contrast colour at 45 %; the silver base white 0.78.
  const HINT = "Scratch here";
  const SILVER = [199, 199, 199, 1];
  let entering = false;

  // sdk-behaviour §6: revealThreshold clamps to [0.1, 0.9]; 0.55 is the model's default
  // (PWInAppScratchCardContent.defaultRevealThreshold) for a value that is no number.
  const threshold = (raw) => {
    const n = Number(raw);
    return Number.isFinite(n) ? Math.min(Math.max(n, 0.1), 0.9) : 0.55;
  };

  // PWFoilGradientView: the base colour with a sheen (brightness + 0.12) and a shade
  // (brightness − 0.10) in HSB, stops shade 0, sheen 0.35, shade 0.7, sheen 1, corner to corner.
  function brightness(rgb, delta) {
    const v = Math.max(rgb[0], rgb[1], rgb[2]) / 255;
    const target = Math.min(Math.max(v + delta, 0), 1);
    if (v === 0) return [target * 255, target * 255, target * 255, 1];
    return [rgb[0] * target / v, rgb[1] * target / v, rgb[2] * target / v, 1].map(Math.round);
  }

  function drawFoil(ctx, g, w, h, rgb) {
    const { kit } = PW;
    const sheen = kit.css(brightness(rgb, 0.12), 1);
    const shade = kit.css(brightness(rgb, -0.10), 1);
    const gradient = g.createLinearGradient(0, 0, w, h);
    [[0, shade], [0.35, sheen], [0.7, shade], [1, sheen]].forEach(([at, c]) => gradient.addColorStop(at, c));
    g.fillStyle = gradient;
    g.fillRect(0, 0, w, h);
    const ink = kit.css(kit.contrast(rgb), 0.45);
    const top = h / 2 - 25;
    // A squiggle stands in for the SF Symbol hand.draw, which a browser does not have.
    g.strokeStyle = ink;
    g.lineWidth = 2.5;
    g.lineCap = "round";
    g.beginPath();
    g.moveTo(w / 2 - 12, top + 18);
    g.bezierCurveTo(w / 2 - 6, top - 2, w / 2, top + 30, w / 2 + 12, top + 6);
    g.stroke();
    g.fillStyle = ink;
    g.font = `600 14px ${PW.font(ctx, 14).fontFamily}`;
    g.textAlign = "center";
    g.textBaseline = "middle";
    g.fillText(HINT, w / 2, top + 26 + 6 + 9);
  }

  // The cover under the strokes: the image filling it over cover.background (makeFoil), the
  // same colour with a labelled frame offline, or the gradient with the hint without an image
  // (an image the SDK drops, in variant.missing, takes that path too). `loaded` redraws.
  function paintCover(ctx, g, size, loaded) {
    const { kit } = PW;
    const cover = PW.game.isObject(ctx.block.cover) ? ctx.block.cover : {};
    const colour = PW.rgba(cover.background) || SILVER;
    const missing = ((ctx.variant && ctx.variant.missing) || []).includes(`${ctx.pointer}/cover/image`);
    const image = typeof cover.image === "string" && !missing ? cover.image : null;
    if (!image) {
      drawFoil(ctx, g, size.width, size.height, colour);
      return HINT;
    }
    g.fillStyle = kit.css(colour, 1);
    g.fillRect(0, 0, size.width, size.height);
    if (ctx.offline) {
      g.strokeStyle = kit.css(kit.contrast(colour), 0.45);
      g.setLineDash([6, 4]);
      g.strokeRect(8, 8, size.width - 16, size.height - 16);
      g.fillStyle = g.strokeStyle;
      g.font = "600 13px system-ui, sans-serif";
      g.textAlign = "center";
      g.textBaseline = "middle";
      g.fillText(`cover.image ${Math.round(size.width)}\u00D7${Math.round(size.height)}`, size.width / 2, size.height / 2);
    } else if (/^https:\/\//i.test(image)) {
      const picture = new Image();
      picture.onload = () => {
        const scale = Math.max(size.width / picture.width, size.height / picture.height);
        const w = picture.width * scale;
        const hgt = picture.height * scale;
        g.drawImage(picture, (size.width - w) / 2, (size.height - hgt) / 2, w, hgt);
        loaded();
      };
      picture.src = image;
    }
    return null;
  }

  // The foil: the cover painted once on a hidden canvas, then shown through a mask of every
  // stroke so far, one round-capped 46 pt path as PWScratchMaskView draws it.
  function foil(ctx, size) {
    const { h } = PW;
    // The area's VoiceOver label in PWScratchCardInAppView.makeScratchArea.
    const canvas = h("canvas", { class: "pw-scratch-foil", role: "img",
      "aria-label": "Scratch card. Double tap to reveal your reward.",
      dataset: { role: "foil", pointer: `${ctx.pointer}/cover` } });
    const ratio = Math.max(devicePixelRatio || 1, 1);
    const base = document.createElement("canvas");
    for (const c of [canvas, base]) {
      c.width = Math.round(size.width * ratio);
      c.height = Math.round(size.height * ratio);
    }
    canvas.style.width = `${size.width}px`;
    canvas.style.height = `${size.height}px`;
    const g = canvas.getContext("2d");
    const b = base.getContext("2d");
    if (!g || !b) return { canvas, scratch: () => {} };
    const path = new Path2D();
    let scratched = false;
    const draw = () => {
      g.setTransform(1, 0, 0, 1, 0, 0);
      g.globalCompositeOperation = "copy";
      g.drawImage(base, 0, 0);
      if (!scratched) return;
      g.setTransform(ratio, 0, 0, ratio, 0, 0);
      g.globalCompositeOperation = "destination-out";
      Object.assign(g, { lineWidth: STROKE, lineCap: "round", lineJoin: "round" });
      g.stroke(path);
    };
    b.setTransform(ratio, 0, 0, ratio, 0, 0);
    const hint = paintCover(ctx, b, size, draw);
    if (hint) canvas.dataset.hint = hint;
    draw();
    const scratch = (from, to) => {
      if (to) { path.lineTo(to.x, to.y); scratched = true; draw(); } else path.moveTo(from.x, from.y);
    };
    return { canvas, scratch };
  }

  // PWScratchMaskView.markGrid: every cell the stroke's bounding square touches is cleared.
  function coverage(size) {
    const grid = new Array(COLS * ROWS).fill(false);
    const cellW = size.width / COLS;
    const cellH = size.height / ROWS;
    const mark = (p) => {
      const r = STROKE / 2;
      const c0 = Math.max(0, Math.trunc((p.x - r) / cellW));
      const c1 = Math.min(COLS - 1, Math.trunc((p.x + r) / cellW));
      const r0 = Math.max(0, Math.trunc((p.y - r) / cellH));
      const r1 = Math.min(ROWS - 1, Math.trunc((p.y + r) / cellH));
      for (let row = r0; row <= r1; row += 1) for (let col = c0; col <= c1; col += 1) grid[row * COLS + col] = true;
    };
    return {
      begin: mark,
      line(from, to) {
        const steps = Math.max(1, Math.trunc(Math.hypot(to.x - from.x, to.y - from.y) / (STROKE * 0.4)));
        for (let s = 1; s <= steps; s += 1) {
          mark({ x: from.x + (to.x - from.x) * s / steps, y: from.y + (to.y - from.y) * s / steps });
        }
      },
      fraction: () => grid.filter(Boolean).length / grid.length,
    };
  }

  // scratchPan: a press starts a stroke, a move continues it and, past the threshold, reveals.
  function scratching(canvas, size, limit, draw, reveal) {
    const grid = coverage(size);
    let last = null;
    const at = (e) => {
      const rect = canvas.getBoundingClientRect();
      return { x: (e.clientX - rect.left) * size.width / (rect.width || 1),
        y: (e.clientY - rect.top) * size.height / (rect.height || 1) };
    };
    canvas.addEventListener("pointerdown", (e) => {
      last = at(e);
      try { canvas.setPointerCapture(e.pointerId); } catch (_) { /* synthetic pointer */ }
      grid.begin(last);
      draw(last, null);
    });
    canvas.addEventListener("pointermove", (e) => {
      if (!last) return;
      const point = at(e);
      grid.line(last, point);
      draw(last, point);
      last = point;
      if (grid.fraction() >= limit) reveal();
    });
    const stop = () => { last = null; };
    canvas.addEventListener("pointerup", stop);
    canvas.addEventListener("pointercancel", stop);
  }

  PW.renderers.scratchcard = (ctx) => {
    const { h, kit } = PW;
    const block = ctx.block;
    const ptr = ctx.pointer;
    const reward = PW.game.isObject(block.reward) ? block.reward : {};
    const width = PW.game.width(ctx.device) - 2 * TEXT_INSET;
    const size = { width, height: width * AREA_ASPECT };
    const revealed = !!ctx.state.revealed;
    const panel = PW.game.reward(ctx, reward, `${ptr}/reward`, TICKET, { entering: revealed && entering });
    entering = false;
    const area = h("div", { class: revealed ? "pw-scratch-area pw-revealed" : "pw-scratch-area" }, panel);
    area.style.height = `${size.height}px`;
    let done = false;
    // reveal(): once; the foil fades, then the revealed state draws the ringed ticket.
    const reveal = () => {
      if (done || revealed) return;
      done = true;
      const show = () => { entering = true; ctx.setState({ revealed: true }); };
      const canvas = area.querySelector("canvas");
      if (kit.still(ctx) || !canvas) { show(); return; }
      const ms = kit.reduced() ? FADE_REDUCED_MS : FADE_MS;
      canvas.style.transition = `opacity ${ms}ms ease-out`;
      canvas.style.opacity = "0";
      kit.later(area, ms, show);
    };
    if (!revealed) {
      const { canvas, scratch } = foil(ctx, size);
      area.appendChild(canvas);
      scratching(canvas, size, threshold(block.revealThreshold), scratch, reveal);
    }
    const parts = [area];
    if (PW.game.isObject(block.revealButton)) {
      parts.push(ctx.button(block.revealButton, `${ptr}/revealButton`, { onTap: reveal, role: "reveal-button" }));
    }
    const closes = block.showClose === true || !PW.game.isObject(reward.button);
    return PW.game.card(ctx, { closes, kind: "scratchcard" }, ...parts);
  };
})();
