(() => {
  "use strict";
  const PW = window.PW;
  const h = PW.h;

  PW.renderers.modal = (ctx) => {
    const b = ctx.block, p = ctx.pointer, d = ctx.device, ios = ctx.ios;
    const buttons = Array.isArray(b.buttons) ? b.buttons : [];
    const fallback = ios ? (ctx.appearance === "dark" ? "#fff" : "#000") : "#000";
    const layer = h("div", { class: "pw-layer pw-modal-layer" });
    if (b.dimBackground === true) layer.append(ctx.scrim(p + "/dimBackground", 0.6));
    const width = ios ? Math.min(d.width - 56, 400) : d.width - 56;
    const maxHeight = ios ? d.height - d.safeTop - d.safeBottom - 48 : d.height - 2 * Math.max(d.safeTop, d.safeBottom);
    const image = ctx.media(b.image, p + "/image", {
      width: "100%", height: "auto", placeholderHeight: 180, radius: 18, fit: "contain", label: "image",
      style: { minHeight: 180 }, onload: (img) => { img.style.minHeight = ""; },
    });
    const title = ctx.text(b.title, p + "/title", ios
      ? { size: 24, weight: "heavy", align: "center", fallback }
      : { size: 20, weight: "bold" });
    const message = ctx.text(b.message, p + "/message", ios
      ? { size: 15, align: "center", lineHeight: "21.5px", fallback: "rgba(60, 60, 67, 0.6)" }
      : { size: 15, style: { marginTop: title ? 8 : 0 } });
    const buttonViews = buttons.map((btn, i) => ctx.button(btn, `${p}/buttons/${i}`));
    const card = h("div", {
      class: `pw-msg-card pw-modal-card ${ios ? "pw-modal-ios" : "pw-modal-android"}`,
      dataset: { role: "card", pointer: p },
      style: Object.assign(PW.card(ctx, b.background, { tint: 0.55, radius: ios ? 24 : 16 }),
        { width, maxHeight, color: fallback }),
      onclick: (event) => event.stopPropagation(),
    });
    if (ios) {
      if (image) card.append(h("div", { class: "pw-modal-media" }, image));
      if (title || message) {
        card.append(h("div", { class: "pw-stack", style: { gap: 8, padding: `${image ? 4 : 30}px 24px 0` } }, title, message));
      }
      card.append(h("div", { class: "pw-stack", style: { gap: 10, padding: buttons.length ? "8px 20px 20px" : "0 0 20px" } },
        buttonViews));
    } else {
      card.style.padding = `${image ? 14 : 20}px 14px 20px`;
      if (image) card.append(h("div", { class: "pw-modal-media", style: { marginBottom: 12, padding: 0 } }, image));
      const column = h("div", { class: "pw-stack", style: { padding: "0 6px" } }, title, message,
        buttonViews.map((v) => { v.style.marginTop = "12px"; return v; }));
      card.append(column);
    }
    if (b.showClose === true || buttons.length === 0) {
      card.append(ctx.close(p + "/showClose", { style: { position: "absolute", top: 20, right: 20 } }));
    }
    layer.append(card);
    return layer;
  };
})();
