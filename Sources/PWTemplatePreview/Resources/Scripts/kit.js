(() => {
  "use strict";
  const PW = window.PW;
  const kit = {};
  /** A still picture (fragment `chrome=0`, what `--png` shoots): no timers, no entry animations. */
  kit.still = (ctx) => !!ctx && !!ctx.state && ctx.state.chrome === false;
  /** The viewer asked for less motion; the SDKs shorten their animations then. */
  kit.reduced = () => typeof matchMedia === "function"
    && matchMedia("(prefers-reduced-motion: reduce)").matches;
  /** An index in [0, count - 1], truncated; anything that is not a number gives 0. */
  kit.clampIndex = (value, count) => {
    const n = Math.trunc(Number(value));
    return Number.isFinite(n) ? Math.min(Math.max(n, 0), Math.max(count - 1, 0)) : 0;
  };
  /** CSS of channels [r, g, b, a] (as `PW.rgba` gives them), with `alpha` replacing theirs. */
  kit.css = (rgb, alpha) => `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${alpha === undefined ? rgb[3] : alpha})`;
  /** PWInAppStyle.isLightSurface: luma 0.299 R + 0.587 G + 0.114 B above 0.65. */
  kit.isLight = (rgb) => !rgb || 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 0.65 * 255;
  /** PWInAppStyle.contrastColor: white 0.12 on a light surface, white on a dark one. */
  kit.contrast = (rgb) => (kit.isLight(rgb) ? [31, 31, 31, 1] : [255, 255, 255, 1]);
  /** Whether a Text shows: iOS hides an empty label, Android a blank one (CarouselInAppView.kt). */
  kit.shows = (text, platform) => !!text && typeof text.text === "string"
    && (platform === "android" ? text.text.trim() !== "" : text.text !== "");
  /** Adds a class to an element that may be null (a helper drew nothing), and returns it. */
  kit.styled = (el, name) => { if (el) el.classList.add(name); return el; };
  /** Runs `fn` later only while `el` is still on the page (a re-render replaces it). */
  kit.later = (el, ms, fn) => setTimeout(() => { if (el.isConnected) fn(); }, ms);
  /** The drag that turns a page of a swiped track (a preview choice, no SDK counterpart). */
  const SWIPE_PX = 40;
  /**
   * Drags `track` inside `viewport` with the pointer: past SWIPE_PX it calls `go` with the next
   * or previous index, a still press calls `go(index)` and `tap` (the carousel and the inbox's
   * carousel cards).
   */
  kit.swipe = (viewport, track, index, go, tap) => {
    let start = null;
    const moved = (e) => {
      const scale = viewport.getBoundingClientRect().width / (viewport.offsetWidth || 1) || 1;
      return (e.clientX - start.x) / scale;
    };
    viewport.addEventListener("pointerdown", (e) => {
      start = { x: e.clientX };
      try { viewport.setPointerCapture(e.pointerId); } catch (_) { /* synthetic pointer */ }
      track.style.transition = "none";
    });
    viewport.addEventListener("pointermove", (e) => {
      if (!start) return;
      track.style.transform = `translateX(calc(${-index * 100}% + ${moved(e)}px))`;
    });
    const end = (e) => {
      if (!start) return;
      const dx = moved(e);
      start = null;
      if (Math.abs(dx) >= SWIPE_PX) go(index + (dx < 0 ? 1 : -1));
      else if (Math.abs(dx) < 8 && e.type === "pointerup") { go(index); tap(); }
      else go(index);
    };
    viewport.addEventListener("pointerup", end);
    viewport.addEventListener("pointercancel", end);
  };
  PW.kit = kit;
})();
