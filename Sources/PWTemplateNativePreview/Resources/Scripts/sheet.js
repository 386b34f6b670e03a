(() => {
  "use strict";
  const PW = window.PW;
  const h = PW.h;

  PW.renderers.sheet = (ctx) => {
    const b = ctx.block, p = ctx.pointer, d = ctx.device, ios = ctx.ios;
    const buttons = Array.isArray(b.buttons) ? b.buttons : [];
    const fallback = ctx.appearance === "dark" ? "#fff" : "#000";
    const layer = h("div", { class: "pw-layer pw-sheet-layer" });
    if (b.dimBackground === true) layer.append(ctx.scrim(p + "/dimBackground", 0.6));
    const width = ios ? Math.min(d.width, 480) : d.width;
    const coverHeight = Math.round(Math.min((width - 28) * 0.52, 0.4 * (d.height - d.safeTop - d.safeBottom)));
    const light = PW.luminance(b.background) > 0.65;
    const handle = h("i", { class: "pw-sheet-handle", dataset: { role: "handle", pointer: p },
      style: { background: light ? (ios ? "rgba(31, 31, 31, 0.3)" : "rgba(0, 0, 0, 0.3)") : "rgba(255, 255, 255, 0.3)" } });
    const image = ctx.media(b.image, p + "/image", { width: "100%", height: coverHeight, radius: 18, fit: "cover", label: "image" });
    const title = ctx.text(b.title, p + "/title", { size: 22, weight: ios ? "heavy" : "bold", fallback });
    const message = ctx.text(b.message, p + "/message", { size: 15, fallback: "rgba(60, 60, 67, 0.6)" });
    const buttonViews = buttons.map((btn, i) => ctx.button(btn, `${p}/buttons/${i}`));
    const sheet = h("div", {
      class: `pw-msg-card pw-sheet ${ios ? "pw-sheet-ios" : "pw-sheet-android"}`,
      dataset: { role: "card", pointer: p },
      style: Object.assign(PW.card(ctx, b.background, { tint: 0.72, radius: 28, elevation: 8 }),
        { width, maxHeight: d.height - d.safeTop, paddingBottom: d.safeBottom + 16, color: fallback,
          borderBottomLeftRadius: 0, borderBottomRightRadius: 0 }),
      onclick: (event) => event.stopPropagation(),
    }, handle);
    const mediaBox = image ? h("div", { class: "pw-sheet-media" }, image) : null;
    if (ios) {
      const stack = h("div", { class: "pw-stack", style: { gap: 14, marginTop: 12 } }, mediaBox);
      if (title || message) {
        stack.append(h("div", { class: "pw-stack", style: { gap: 6, padding: `${image ? 2 : 8}px 24px 0` } }, title, message));
      }
      if (buttonViews.length) stack.append(h("div", { class: "pw-stack", style: { gap: 10, padding: "10px 20px 0" } }, buttonViews));
      sheet.append(stack);
    } else {
      if (mediaBox) mediaBox.style.marginTop = "12px";
      const textTop = image ? 16 : 8;
      if (title) Object.assign(title.style, { marginTop: textTop + "px", padding: "0 24px" });
      if (message) Object.assign(message.style, { marginTop: (title ? 6 : textTop) + "px", padding: "0 24px" });
      const blockAbove = !!(image || title || message);
      buttonViews.forEach((v, i) => { v.style.marginTop = (i === 0 && blockAbove ? 24 : 10) + "px"; });
      sheet.append(h("div", { class: "pw-stack" }, mediaBox, title, message,
        h("div", { class: "pw-stack", style: { padding: "0 20px" } }, buttonViews)));
    }
    if (b.showClose === true) sheet.append(ctx.close(p + "/showClose", { style: { position: "absolute", top: 16, right: 16 } }));
    layer.append(sheet);
    return layer;
  };
})();
