extension PreviewScript {
    /// `PW.renderers.modal`: a centred card. iOS: PWModalInAppView.swift (side inset 28, max
    /// width 400, 24 from the safe area, media inset 14 with radius 18 and a 180 pt floor, text
    /// inset 24, title SF Rounded 24 heavy and message 15 centred, buttons inset 20 spaced 10, the
    /// ✕ 20 from the corner, a 0.6 black scrim; card radius 24 from PWInAppStyle.swift, Liquid
    /// Glass tinted at 0.55 on iOS 26). Android: ModalInAppView.kt (margin 28 dp, 16 dp corners,
    /// `#99000000` backdrop, padding 14/20, title 20 sp bold, message 15 sp, buttons 12 dp apart).
    /// The ✕ shows when `showClose` is true and always when `buttons` is empty (sdk-behaviour §6).
    static let cardsModal = #"""
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
    """#

    /// `PW.renderers.sheet`: a card on the bottom edge with a drag handle. iOS: PWSheetInAppView.swift
    /// (max width 480, top corners 28, Liquid Glass tint 0.72, handle 36×5 at 8 in the 30 %
    /// contrast colour of PWInAppStyle.contrastColor, content 12 under it spaced 14, cover inset
    /// 14 at width × 0.52 capped at 0.4 of the safe height, radius 18, text inset 24: title 22
    /// heavy and message 15 left-aligned, buttons inset 20 spaced 10, 16 above the safe bottom,
    /// the ✕ 16 from the corner). Android: SheetInAppView.kt (the same geometry, handle
    /// #4D000000 / #4DFFFFFF, elevation 8 dp, first button 24 dp under the text).
    /// The ✕ follows `showClose` only on both: the sources say a swipe always dismisses a sheet,
    /// so neither forces it (PWSheetInAppView.swift, SheetInAppView.kt).
    static let cardsSheet = #"""
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
    """#
}
