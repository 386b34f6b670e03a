(() => {
  "use strict";
  const PW = window.PW;
  const h = PW.h;
  const ui = (PW.ui = {});

  const ROLES = { title: "title", message: "message", loseTitle: "lose-title" };
  const roleOf = (pointer) => ROLES[String(pointer || "").split("/").pop()] || "message";

  /**
   * A Text `{text, color}`. `opts`: `size`, `weight`, `align`, `fallback` colour, `lineHeight`,
   * `role`, `style`, and `lines` (1: one line with an ellipsis; n > 1: clamped to n lines, as
   * Android's maxLines + TruncateAt.END in InAppViewUtils.makeText; 0: no limit).
   */
  ui.text = (ctx, t, pointer, opts = {}) => {
    if (!t || typeof t !== "object" || typeof t.text !== "string") return null;
    const lines = opts.lines || 0;
    const cls = "pw-text" + (lines === 1 ? " pw-one-line" : lines > 1 ? " pw-clamp" : "");
    const style = Object.assign(PW.font(ctx, opts.size || 15, opts.weight || "regular"), {
      color: PW.color(t.color) || opts.fallback || null,
      textAlign: opts.align || null,
      lineHeight: opts.lineHeight || null,
      webkitLineClamp: lines > 1 ? String(lines) : null,
    }, opts.style || {});
    return h("div", { class: cls, dataset: { role: opts.role || roleOf(pointer), pointer }, style }, t.text);
  };

  /**
   * A Button `{text, background, border, action}`: fill from `background`, a 1.5 pt stroke
   * from `border.color`, radius from `border.radius`, label colour from `text.color`.
   * iOS (PWInAppStyle.makeContractButton): 52 pt high, SF Rounded 16 semibold, one line that
   * shrinks to 0.8 and then truncates (`PW.fit`). Android (InAppViewUtils.makeButton): 16 sp,
   * 12 dp padding, the label wraps. A tap runs `opts.onTap`, else the button's action.
   */
  ui.button = (ctx, b, pointer, opts = {}) => {
    if (!b || typeof b !== "object") return null;
    const ios = ctx.platform === "ios";
    const border = b.border && typeof b.border === "object" ? b.border : {};
    const radius = Math.max(0, Number(border.radius) || 0);
    const label = b.text && typeof b.text.text === "string" ? b.text.text : "";
    const style = Object.assign(PW.font(ctx, 16, ios ? "semibold" : "regular"), {
      background: PW.color(b.background) || "transparent",
      borderColor: PW.color(border.color) || "transparent",
      borderRadius: radius,
      color: PW.color(b.text && b.text.color) || (ios ? "#fff" : "#000"),
    }, opts.style || {});
    const onclick = (event) => {
      event.stopPropagation();
      if (opts.onTap) opts.onTap(); else ctx.act(b.action, pointer + "/action");
    };
    return h("button", {
      type: "button", class: "pw-button " + (ios ? "pw-button-ios" : "pw-button-android"),
      dataset: { role: opts.role || "button", pointer }, style, onclick,
    }, h("span", { class: "pw-label" }, label));
  };

  /** Shrinks every iOS button label that overflows, down to 0.8 of its size (minimumScaleFactor). */
  PW.fit = (root) => {
    for (const label of root.querySelectorAll(".pw-button-ios .pw-label, .pw-shrink")) {
      if (label.scrollWidth <= label.clientWidth || label.clientWidth === 0) continue;
      const base = parseFloat(getComputedStyle(label).fontSize);
      const scale = Math.max(0.8, label.clientWidth / label.scrollWidth);
      label.style.fontSize = (base * scale).toFixed(2) + "px";
      label.dataset.scale = scale.toFixed(2);
    }
  };

  function xmark(size, stroke, color) {
    const a = stroke, b = size - stroke;
    return PW.svg("svg", { width: size, height: size, viewBox: `0 0 ${size} ${size}`, "aria-hidden": "true" },
      PW.svg("path", { d: `M${a} ${a}L${b} ${b}M${b} ${a}L${a} ${b}`, stroke: color,
        "stroke-width": stroke, "stroke-linecap": "round", fill: "none" }));
  }

  /**
   * The close control. `kind`: "chip" (iOS PWInAppChipButton: 34 pt, xmark 12 pt bold, 40 %
   * black under the glass; Android makeCardCloseButton: a 34 dp #66000000 oval inside its
   * 48 dp touch box, "✕" 15 sp), "small" (the 26 pt pip chip) or "inline" (the banner's bare
   * ✕, 60 % white on both, its centre 26 from the bar's edge: a 24 box, as
   * PWBannerInAppView.swift and makeInlineCloseButton in InAppViewUtils.kt). `opts.style` places it; the runtime's close runs on a tap.
   */
  ui.close = (ctx, pointer, opts = {}) => {
    const kind = opts.kind || "chip";
    const ios = ctx.platform === "ios";
    const size = kind === "small" ? 26 : kind === "inline" ? 24 : 34;
    const glyph = ios
      ? xmark(kind === "small" ? 10 : 11, 2, kind === "inline" ? "rgba(255, 255, 255, 0.6)" : "#fff")
      : h("span", { class: "pw-close-glyph" }, "✕");
    const classes = `pw-close pw-close-${kind} ${ios ? "pw-close-ios" : "pw-close-android"}` +
      (ios && ctx.look === "glass" ? " pw-glass" : "");
    return h("button", {
      type: "button", class: classes, "aria-label": "Close",
      dataset: { role: "close", pointer },
      style: Object.assign({ width: size, height: size }, opts.style || {}),
      onclick: (event) => { event.stopPropagation(); ctx.setState({ closed: true }); },
    }, glyph);
  };

  const cssSize = (v) => (typeof v === "number" ? v + "px" : v || "100%");

  function placeholder(url, pointer, opts, note) {
    const name = String(url).split(/[?#]/)[0].split("/").filter(Boolean).pop() || String(url);
    return h("div", {
      class: "pw-placeholder", dataset: { role: opts.role || "image", pointer, placeholder: "1" },
      style: Object.assign({ width: cssSize(opts.width), height: cssSize(opts.placeholderHeight || opts.height),
        borderRadius: opts.radius }, opts.style || {}),
    }, h("span", { class: "pw-placeholder-label" }, opts.label || "image"),
      h("span", { class: "pw-placeholder-note" }, note || name));
  }

  /**
   * A media URL. Nothing when its pointer is in `variant.missing` (the SDK drops it);
   * `offline`: a labelled placeholder of the given size; an `<img>` for an https URL
   * (any other scheme is a placeholder "not loaded", as the SDKs load https only, §9).
   * `opts`: width, height, placeholderHeight, label, fit (object-fit), radius, role, style, onload.
   */
  ui.media = (ctx, url, pointer, opts = {}) => {
    const missing = ctx.variant && Array.isArray(ctx.variant.missing) ? ctx.variant.missing : [];
    if (missing.includes(pointer) || typeof url !== "string" || url.trim() === "") return null;
    const clean = url.trim();
    if (!/^https:\/\//i.test(clean)) return placeholder(clean, pointer, opts, "not loaded: only https:// media load");
    if (ctx.offline) return placeholder(clean, pointer, opts, null);
    const img = h("img", {
      src: clean, alt: "", referrerpolicy: "no-referrer", class: "pw-media",
      dataset: { role: opts.role || "image", pointer },
      style: Object.assign({ width: cssSize(opts.width), height: cssSize(opts.height), objectFit: opts.fit || "cover",
        borderRadius: opts.radius }, opts.style || {}),
    });
    img.addEventListener("error", () => img.replaceWith(placeholder(clean, pointer, opts, "failed to load")));
    if (opts.onload) img.addEventListener("load", () => opts.onload(img));
    return img;
  };

  /** The dimmed backdrop: black at `opacity`; a tap on it closes the message. */
  ui.scrim = (ctx, pointer, opacity) => h("div", {
    class: "pw-scrim", dataset: { role: "scrim", pointer },
    style: { background: `rgba(0, 0, 0, ${opacity})` },
    onclick: () => ctx.setState({ closed: true }),
  });
})();
