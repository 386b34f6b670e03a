(() => {
  "use strict";
  const PW = window.PW;
  const SVG_NS = "http://www.w3.org/2000/svg";
  // Style values given as numbers are CSS px (1 px = 1 pt on iOS, 1 dp on Android), except these.
  const UNITLESS = new Set(["opacity", "zIndex", "flex", "flexGrow", "flexShrink", "fontWeight",
    "lineHeight", "order", "webkitLineClamp", "WebkitLineClamp"]);

  function append(el, child) {
    if (child === null || child === undefined || child === false) return;
    if (Array.isArray(child)) { child.forEach((c) => append(el, c)); return; }
    el.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }

  function setStyle(el, style) {
    for (const [prop, value] of Object.entries(style)) {
      if (value === null || value === undefined || value === "") continue;
      const text = typeof value === "number" && !UNITLESS.has(prop) ? value + "px" : String(value);
      if (prop.includes("-")) el.style.setProperty(prop, text); else el.style[prop] = text;
    }
  }

  // Only https media and in-page anchors ever become a URL attribute: template text never
  // turns into a link or a script URL.
  const URL_ATTRIBUTES = /^(href|src|srcset|action|formaction|xlink:href|poster)$/i;
  const SAFE_URL = /^(https:\/\/|#)/i;

  function build(el, attrs, children) {
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "style" && typeof value === "object") setStyle(el, value);
      else if (key === "dataset") {
        for (const [name, v] of Object.entries(value)) if (v !== null && v !== undefined) el.dataset[name] = String(v);
      } else if (key === "text") el.textContent = String(value);
      else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2).toLowerCase(), value);
      else if (URL_ATTRIBUTES.test(key) && !SAFE_URL.test(String(value).trim())) continue;
      else el.setAttribute(key, value === true ? "" : String(value));
    }
    append(el, children);
    return el;
  }

  /** DOM builder: `PW.h("div", {class, style: {...}, dataset: {...}, onclick}, "text", child)`. */
  PW.h = (tag, attrs, ...children) => build(document.createElement(tag), attrs, children);
  /** The same for SVG elements. */
  PW.svg = (tag, attrs, ...children) => build(document.createElementNS(SVG_NS, tag), attrs, children);

  /** `[r, g, b, a]` (0–255, alpha 0–1) of a template colour, or null when it does not parse. */
  PW.rgba = (hex) => {
    if (typeof hex !== "string") return null;
    const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
    if (!m) return null;
    let digits = m[1];
    if (digits.length <= 4) digits = digits.split("").map((c) => c + c).join("");
    const byte = (i) => parseInt(digits.slice(i, i + 2), 16);
    return [byte(0), byte(2), byte(4), digits.length === 8 ? byte(6) / 255 : 1];
  };

  /** CSS `rgba(…)` of a template colour (alpha last, times `alphaFactor`), or null. */
  PW.color = (hex, alphaFactor = 1) => {
    const c = PW.rgba(hex);
    return c ? `rgba(${c[0]}, ${c[1]}, ${c[2]}, ${+(c[3] * alphaFactor).toFixed(3)})` : null;
  };

  /** Perceived brightness 0–1 (0.299 R + 0.587 G + 0.114 B), as PWInAppStyle.isLightSurface. */
  PW.luminance = (hex) => {
    const c = PW.rgba(hex);
    return c ? (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]) / 255 : 1;
  };

  // The gradient of PWInAppGradientCardView (PWInAppStyle.swift) runs from (0.1, 0) to (0.9, 1)
  // in unit space, colours evenly spaced. Its isolines have the normal (0.8 / W, 1 / H) in
  // pixels, so the CSS angle and the stop positions depend on the box: give its size for an
  // exact match (a square is assumed otherwise).
  function gradient(colors, width, height) {
    const w = width > 0 ? width : 1, h = height > 0 ? height : w;
    const nx = 0.8 / w, ny = 1 / h, len = Math.hypot(nx, ny);
    const ux = nx / len, uy = ny / len;
    const line = Math.abs(w * ux) + Math.abs(h * uy);
    const along = (x, y) => ((x - w / 2) * ux + (y - h / 2) * uy + line / 2) / line * 100;
    const start = along(0.1 * w, 0), end = along(0.9 * w, h);
    const angle = Math.atan2(ux, -uy) * 180 / Math.PI;
    const stops = colors.map((c, i) => `${c} ${(start + (end - start) * i / (colors.length - 1)).toFixed(2)}%`);
    return `linear-gradient(${angle.toFixed(2)}deg, ${stops.join(", ")})`;
  }

  /** CSS background of a colour or a colour array (one colour: solid; two or more: the iOS diagonal gradient). */
  PW.surface = (value, width, height) => {
    if (typeof value === "string") return PW.color(value);
    if (!Array.isArray(value)) return null;
    const colors = value.map((v) => PW.color(v)).filter(Boolean);
    if (colors.length === 0) return null;
    return colors.length === 1 ? colors[0] : gradient(colors, width, height);
  };

  // UIFont.Weight → CSS weight.
  const WEIGHTS = { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 };
  /** Font of the platform: SF Rounded on iOS (PWInAppStyle.rounded), Roboto on Android. */
  PW.font = (ctx, size, weight = "regular") => ({
    fontFamily: ctx.platform === "ios"
      ? `ui-rounded, "SF Pro Rounded", system-ui, -apple-system, sans-serif`
      : `Roboto, "Noto Sans", system-ui, sans-serif`,
    fontSize: size,
    fontWeight: WEIGHTS[weight] || weight,
  });

  /**
   * Style of a card surface. iOS 26+ (`look=glass`): Liquid Glass tinted with the campaign
   * colour at `tint` alpha; before (`classic`): the solid colour with the module shadow
   * (PWInAppStyle.makeSurface, applyCardShadow: black 0.28, radius 28, offset 16). Android:
   * the solid colour, with an elevation shadow when `elevation` (dp) is given.
   */
  PW.card = (ctx, background, { tint = 0.55, radius = 24, elevation = 0, width, height } = {}) => {
    const solid = PW.surface(background, width, height) || "rgba(255, 255, 255, 1)";
    if (ctx.platform === "ios" && ctx.look === "glass" && typeof background === "string") {
      return {
        background: PW.color(background, tint) || solid,
        backdropFilter: "blur(18px) saturate(180%)",
        webkitBackdropFilter: "blur(18px) saturate(180%)",
        boxShadow: "inset 0 0 0 0.5px rgba(255, 255, 255, 0.55), inset 0 1px 1px rgba(255, 255, 255, 0.6), 0 8px 30px rgba(0, 0, 0, 0.12)",
        borderRadius: radius,
      };
    }
    const shadow = ctx.platform === "ios"
      ? "0 16px 56px rgba(0, 0, 0, 0.28)"
      : (elevation > 0 ? `0 ${elevation / 2}px ${elevation * 1.5}px rgba(0, 0, 0, 0.3)` : null);
    return { background: solid, boxShadow: shadow, borderRadius: radius };
  };
})();
