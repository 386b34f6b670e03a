(() => {
  "use strict";
  const PW = window.PW;
  const h = PW.h;

  /**
   * The text column over the bottom scrim, shared by fullscreen and video: title, the message
   * 8 under it, then the buttons `buttonsTop` under the text (0 without text), `gap` apart.
   */
  PW.captionColumn = (ctx, { title, message, buttons, bottom, buttonsTop, gap }) => {
    if (message && title) message.style.marginTop = "8px";
    const column = h("div", { class: "pw-caption", style: { paddingBottom: bottom } }, title, message);
    if (buttons.length) {
      column.append(h("div", { class: "pw-stack", style: { gap, marginTop: title || message ? buttonsTop : 0 } }, buttons));
    }
    return column;
  };

  PW.renderers.fullscreen = (ctx) => {
    const b = ctx.block, p = ctx.pointer, d = ctx.device, ios = ctx.ios;
    const cover = b.cover && typeof b.cover === "object" ? b.cover : {};
    const buttons = Array.isArray(b.buttons) ? b.buttons : [];
    const layer = h("div", {
      class: "pw-layer pw-fullscreen", dataset: { role: "card", pointer: p },
      style: { background: PW.color(cover.background) || "#000" },
    });
    const image = ctx.media(cover.image, p + "/cover/image", { width: "100%", height: "100%", fit: "cover", label: "cover image" });
    if (image) layer.append(h("div", { class: "pw-fill" }, image));
    const title = ctx.text(b.title, p + "/title", { size: ios ? 30 : 26, weight: "bold", fallback: "#fff" });
    const message = ctx.text(b.message, p + "/message", { size: 16, fallback: "rgba(255, 255, 255, 0.85)" });
    const views = buttons.map((btn, i) => ctx.button(btn, `${p}/buttons/${i}`));
    layer.append(PW.captionColumn(ctx, {
      title, message, buttons: views, buttonsTop: ios ? 20 : 12, gap: ios ? 10 : 12,
      bottom: d.safeBottom + (ios ? 28 : 24),
    }));
    if (b.showClose === true || buttons.length === 0) {
      layer.append(ctx.close(p + "/showClose", { style: { position: "absolute", top: d.safeTop + 12, right: 16 } }));
    }
    return layer;
  };
})();
