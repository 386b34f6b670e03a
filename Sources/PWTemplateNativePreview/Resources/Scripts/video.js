(() => {
  "use strict";
  const PW = window.PW;
  const h = PW.h;

  /** The play badge over a poster: the preview never plays the video. */
  PW.playBadge = (pointer, size) => h("div", {
    class: "pw-play", dataset: { role: "play", pointer }, style: { width: size, height: size },
  }, PW.svg("svg", { viewBox: "0 0 24 24", width: size * 0.45, height: size * 0.45, "aria-hidden": "true" },
    PW.svg("path", { d: "M7 4.5v15l12.5-7.5z", fill: "#fff" })));

  /** A speaker glyph, struck through when muted (speaker.slash.fill / MuteIconDrawable). */
  PW.muteChip = (ctx, muted, size, style) => h("div", {
    class: "pw-chip" + (ctx.ios && ctx.look === "glass" ? " pw-glass" : ""),
    "aria-label": muted ? "Unmute" : "Mute", style: Object.assign({ width: size, height: size }, style),
  }, PW.svg("svg", { viewBox: "0 0 24 24", width: size * 0.5, height: size * 0.5, "aria-hidden": "true" },
    PW.svg("path", { d: "M4 9h4l4-4v14l-4-4H4z", fill: "#fff" }),
    PW.svg("path", { d: muted ? "M15 9l6 6M21 9l-6 6" : "M15 8.5a5 5 0 0 1 0 7M17.5 6a8.5 8.5 0 0 1 0 12",
      stroke: "#fff", "stroke-width": 1.8, "stroke-linecap": "round", fill: "none" })));

  /** The video surface: poster or fallback, else a placeholder naming the video; a play badge on top. */
  PW.videoSurface = (ctx, block, pointer, badge) => {
    const url = typeof block.url === "string" ? block.url : "";
    const still = { width: "100%", height: "100%", fit: "contain", label: "video poster" };
    const poster = ctx.media(block.poster, pointer + "/poster", still)
      || ctx.media(block.fallback, pointer + "/fallback", Object.assign({}, still, { label: "fallback image" }));
    const surface = h("div", { class: "pw-video", dataset: { role: "video", pointer: pointer + "/url" } },
      poster || h("div", { class: "pw-placeholder pw-video-empty" },
        h("span", { class: "pw-placeholder-label" }, "video"),
        h("span", { class: "pw-placeholder-note" }, url.split(/[?#]/)[0].split("/").pop() || url)),
      PW.playBadge(pointer + "/url", badge));
    return surface;
  };

  PW.renderers.video = (ctx) => {
    const b = ctx.block, p = ctx.pointer, d = ctx.device, ios = ctx.ios;
    const buttons = Array.isArray(b.buttons) ? b.buttons : [];
    const layer = h("div", { class: "pw-layer pw-fullscreen pw-video-layer", dataset: { role: "card", pointer: p },
      style: { background: "#000" } }, PW.videoSurface(ctx, b, p, 72));
    const title = ctx.text(b.title, p + "/title", { size: 28, weight: "bold", fallback: "#fff" });
    const message = ctx.text(b.message, p + "/message", { size: 16, fallback: "rgba(255, 255, 255, 0.85)" });
    const views = buttons.map((btn, i) => ctx.button(btn, `${p}/buttons/${i}`));
    layer.append(PW.captionColumn(ctx, { title, message, buttons: views, buttonsTop: 20, gap: 8, bottom: d.safeBottom + 28 }));
    layer.append(PW.muteChip(ctx, b.muted !== false, 34, { position: "absolute", top: d.safeTop + 12, left: 16 }));
    if (b.showClose === true || buttons.length === 0) {
      layer.append(ctx.close(p + "/showClose", { style: { position: "absolute", top: d.safeTop + 12, right: 16 } }));
    }
    return layer;
  };
})();
