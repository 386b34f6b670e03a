(() => {
  "use strict";
  const PW = window.PW;
  const h = PW.h;

  PW.renderers.banner = (ctx) => {
    const b = ctx.block, p = ctx.pointer, d = ctx.device, ios = ctx.ios;
    const bottom = typeof b.position === "string" && b.position.trim().toLowerCase() === "bottom";
    const thumb = ctx.media(b.image, p + "/image", { width: 52, height: 52, radius: 12, fit: "cover", label: "image",
      style: { flex: "none" } });
    const title = ctx.text(b.title, p + "/title", { size: 16, weight: ios ? "semibold" : "bold", lines: 1, fallback: "#fff" });
    const message = ctx.text(b.message, p + "/message", { size: 13, lines: 2, fallback: "rgba(255, 255, 255, 0.7)",
      style: { marginTop: title ? 2 : 0 } });
    const bar = h("div", {
      class: "pw-msg-card pw-banner", dataset: { role: "card", pointer: p },
      style: Object.assign(PW.card(ctx, b.background, { tint: 0.5, radius: 18, elevation: 6 }),
        bottom ? { bottom: d.safeBottom + 10 } : { top: d.safeTop + 10 }),
      onclick: () => ctx.act(b.action, p + "/action"),
    }, thumb, h("div", { class: "pw-banner-text" }, title, message));
    if (b.showClose === true) bar.append(ctx.close(p + "/showClose", { kind: "inline", style: { flex: "none" } }));
    return h("div", { class: "pw-layer pw-banner-layer" }, bar);
  };
})();
