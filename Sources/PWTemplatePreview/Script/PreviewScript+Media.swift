extension PreviewScript {
    /// The JavaScript of the renderers of video and pip.
    static let media = [mediaVideo, mediaPip].joined(separator: "\n")

    /// `PW.renderers.video`: full screen on black, the poster (or the fallback image) aspect-fitted
    /// (PWInAppVideoPlayerView.swift) with a play badge instead of playback, the caption column of
    /// PWVideoInAppView.swift (title SF Rounded 28 bold, message 16, everything 8 apart and the
    /// buttons 20 under the text, 28 above the safe bottom; VideoInAppView.kt: the same in sp/dp),
    /// the mute chip top left and the ✕ top right, 12 under the safe top and 16 from the edges;
    /// the ✕ forced when `buttons` is empty.
    static let mediaVideo = #"""
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
    """#

    /// `PW.renderers.pip` (iOS only; Android rejects the type): a floating video tile in its corner,
    /// 14 from the safe area (PWInAppPipContainerView.swift), width = screen width × `width`
    /// (a value > 1 is a percentage, clamped to [0.15, 0.70], sdk-behaviour §6), height = width ×
    /// `aspectRatio`, corners `borderRadius` (default 16), black behind the poster, the module
    /// card shadow, 26 pt chips 6 in: ✕ top right (drawn when `showClose` is true), mute bottom
    /// right, expand bottom left. A tap on the tile runs its `action` when it has one.
    static let mediaPip = #"""
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
    """#
}
