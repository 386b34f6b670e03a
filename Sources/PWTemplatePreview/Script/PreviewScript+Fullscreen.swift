extension PreviewScript {
    /// `PW.renderers.fullscreen`: the cover fills the screen. iOS: PWFullscreenInAppView.swift
    /// (`cover.background` behind, `cover.image` aspect-filled, a clear → 75 % black scrim from 48
    /// above the text (PWGradientScrimView, PWStoriesInAppView.swift), text inset 24 and 28 above
    /// the safe bottom, title SF Rounded 30 bold, message 16, spacing 8, buttons 20 below the text
    /// and 10 apart, the ✕ 12 under the safe top and 16 from the edge). Android:
    /// FullscreenInAppView.kt (padding 24 dp, title 26 sp bold, message 16 sp, buttons 12 dp apart,
    /// the ✕ chip at 5 + 7 dp under the status bar and 9 + 7 dp from the edge). A top-level
    /// `image` or `background` is not read (§6). The ✕ is forced when `buttons` is empty.
    static let cardsFullscreen = #"""
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
    """#

    /// `PW.renderers.banner`: a bar 10 from the safe area at the top or bottom, 12 from the sides,
    /// radius 18, padding 12/14, a 52×52 thumbnail (radius 12) on the left, title 16 on one line and
    /// message 13 on two lines with an ellipsis, the bare ✕ at the right (PWBannerInAppView.swift:
    /// Liquid Glass tint 0.5, SF Rounded semibold title; BannerInAppView.kt: elevation 6 dp, bold
    /// title). A tap on the bar runs its `action`.
    static let cardsBanner = #"""
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
    """#
}
