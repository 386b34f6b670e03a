(() => {
  "use strict";
  const PW = window.PW;
  const h = PW.h;

  /** The width fraction the SDK uses: > 1 is a percentage, then clamped to [0.15, 0.70]. */
  PW.pipFraction = (value) => {
    const n = typeof value === "number" && isFinite(value) && value > 0 ? value : 0.4;
    return Math.min(0.7, Math.max(0.15, n > 1 ? n / 100 : n));
  };

  function expandGlyph(size) {
    return PW.svg("svg", { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true" },
      PW.svg("path", { d: "M14 4h6v6M20 4l-7 7M10 20H4v-6M4 20l7-7", stroke: "#fff", "stroke-width": 2.2,
        "stroke-linecap": "round", "stroke-linejoin": "round", fill: "none" }));
  }

  PW.renderers.pip = (ctx) => {
    const b = ctx.block, p = ctx.pointer, d = ctx.device;
    const width = Math.round(d.width * PW.pipFraction(b.width));
    const ratio = typeof b.aspectRatio === "number" && b.aspectRatio > 0 ? b.aspectRatio : 0.5625;
    const height = Math.round(width * ratio);
    const radius = typeof b.borderRadius === "number" && b.borderRadius >= 0 ? b.borderRadius : 16;
    const corner = typeof b.position === "string" ? b.position.trim().toLowerCase() : "bottom-right";
    const place = {};
    if (corner.startsWith("top")) place.top = d.safeTop + 14; else place.bottom = d.safeBottom + 14;
    if (corner.endsWith("left")) place.left = 14; else place.right = 14;
    const action = b.action && typeof b.action === "object" ? b.action : null;
    const tile = h("div", {
      class: "pw-msg-card pw-pip", dataset: { role: "card", pointer: p },
      style: Object.assign({ width, height, borderRadius: radius, cursor: action ? "pointer" : "default" }, place),
      onclick: () => { if (action) ctx.act(action, p + "/action"); },
    }, PW.videoSurface(ctx, b, p, Math.max(28, Math.min(48, width * 0.22))));
    if (b.showClose === true) {
      tile.append(ctx.close(p + "/showClose", { kind: "small", style: { position: "absolute", top: 6, right: 6 } }));
    }
    tile.append(PW.muteChip(ctx, b.muted !== false, 26, { position: "absolute", bottom: 6, right: 6 }));
    tile.append(h("div", { class: "pw-chip" + (ctx.look === "glass" ? " pw-glass" : ""), "aria-label": "Expand",
      style: { position: "absolute", bottom: 6, left: 6, width: 26, height: 26 } }, expandGlyph(12)));
    return h("div", { class: "pw-layer pw-pip-layer" }, tile);
  };
})();
