(() => {
  "use strict";
  const PW = (window.PW = window.PW || {});
  PW.renderers = PW.renderers || {};
  const FLAGS = ["spun", "revealed", "closed"];
  const LOOKS = { ios: ["glass", "classic"], android: ["material"] };
  /** The looks a platform has: iOS 26 and later (glass) and before (classic); Android's one. */
  PW.looksFor = (platform) => LOOKS[platform] || ["material"];
  const APPEARANCES = ["light", "dark"];
  let data = null;
  let state = null;
  let toast = null;
  let highlighted = null;

  function readData() {
    const node = document.getElementById("pw-data");
    let d = null;
    try { d = node ? JSON.parse(node.textContent) : null; } catch (e) { d = null; }
    if (!d || typeof d !== "object") return null;
    const list = (v) => (Array.isArray(v) ? v : []);
    return Object.assign({}, d, {
      platforms: list(d.platforms).length ? list(d.platforms) : ["ios"],
      devices: list(d.devices), variants: list(d.variants), findings: list(d.findings),
      languages: list(d.languages).length ? list(d.languages) : [{ id: "-", label: "default" }],
      initial: d.initial && typeof d.initial === "object" ? d.initial : {},
    });
  }

  const decode = (s) => { try { return decodeURIComponent(s.replace(/\+/g, " ")); } catch (e) { return s; } };
  function parseFragment(hash) {
    const out = {};
    for (const part of String(hash || "").replace(/^#/, "").split("&")) {
      if (!part) continue;
      const i = part.indexOf("=");
      out[decode(i < 0 ? part : part.slice(0, i))] = decode(i < 0 ? "" : part.slice(i + 1));
    }
    return out;
  }

  const pick = (value, allowed, fallback) => (allowed.includes(value) ? value : fallback);
  PW.devicesFor = (platform) => data.devices.filter((d) => d.platform === platform);

  /** The device of `platform` closest in width to the device `id` (the first on a tie): the
   *  other platform's counterpart of the initial phone. */
  function nearestDevice(platform, id) {
    const devices = PW.devicesFor(platform);
    const ref = data.devices.find((d) => d.id === id);
    if (!ref) return devices.length ? devices[0].id : null;
    let best = null;
    for (const d of devices) if (!best || Math.abs(d.width - ref.width) < Math.abs(best.width - ref.width)) best = d;
    return best ? best.id : null;
  }

  /** The view named by a fragment, each key checked against the data, with `initial` as fallback. */
  function resolveState(frag) {
    const init = data.initial;
    const platform = pick(frag.platform, data.platforms, pick(init.platform, data.platforms, data.platforms[0]));
    const looks = PW.looksFor(platform);
    const devices = PW.devicesFor(platform).map((d) => d.id);
    const langs = data.languages.map((l) => l.id);
    const flags = String(frag.state || "").split(",");
    const s = {
      platform,
      look: pick(frag.look, looks, pick(init.look, looks, looks[0])),
      device: pick(frag.device, devices, pick(init.device, devices, nearestDevice(platform, init.device))),
      lang: pick(frag.lang, langs, pick(init.lang, langs, langs[0])),
      appearance: pick(frag.appearance, APPEARANCES, pick(init.appearance, APPEARANCES, "light")),
      item: /^\d{1,4}$/.test(frag.item || "") ? parseInt(frag.item, 10) : 0,
      chrome: frag.chrome !== "0",
    };
    for (const f of FLAGS) s[f] = flags.includes(f);
    return s;
  }

  function fragmentOf(s) {
    const parts = [["platform", s.platform], ["look", s.look], ["device", s.device], ["lang", s.lang],
      ["appearance", s.appearance]];
    if (s.item) parts.push(["item", s.item]);
    const flags = FLAGS.filter((f) => s[f]);
    if (flags.length) parts.push(["state", flags.join(",")]);
    if (!s.chrome) parts.push(["chrome", "0"]);
    return "#" + parts.filter((p) => p[1] !== null && p[1] !== undefined)
      .map(([k, v]) => k + "=" + encodeURIComponent(String(v)).replace(/%2C/g, ",")).join("&");
  }

  function writeFragment() {
    const fragment = fragmentOf(state);
    if (location.hash === fragment) return;
    try { history.replaceState(null, "", fragment); } catch (e) { /* a page that refuses keeps its old URL */ }
  }

  /** The variant for (platform, lang, appearance); without a dark one the light one (the SDK draws light). */
  function pickVariant(s) {
    const vs = data.variants;
    const same = (v) => v.platform === s.platform && v.lang === s.lang;
    return vs.find((v) => same(v) && v.appearance === s.appearance)
      || vs.find((v) => same(v) && v.appearance === "light") || vs.find(same)
      || vs.find((v) => v.platform === s.platform) || vs[0] || null;
  }

  function act(action, pointer) {
    const type = action && typeof action.type === "string" ? action.type.trim().toLowerCase() : "";
    if (type === "url") {
      const url = typeof action.url === "string" ? action.url : "";
      const note = /^\s*javascript:/i.test(url) ? " (a script URL: shown, never followed)" : "";
      toast = { text: "Opens " + url + note, pointer };
    } else {
      toast = null;
    }
    // Every action dismisses the message (sdk-behaviour.md §6).
    setState({ closed: true });
  }

  function setState(patch) {
    Object.assign(state, patch || {});
    writeFragment();
    render();
  }

  function context(variant, device) {
    const ctx = {
      displayType: data.displayType, block: (variant && variant.block) || {},
      pointer: (variant && variant.pointer) || "/" + data.displayType,
      platform: state.platform, look: state.look, appearance: state.appearance,
      device, offline: !!data.offline, state, variant: variant || { missing: [] },
      ios: state.platform === "ios", android: state.platform === "android",
    };
    ctx.text = (t, pointer, opts) => PW.ui.text(ctx, t, pointer, opts);
    ctx.button = (b, pointer, opts) => PW.ui.button(ctx, b, pointer, opts);
    ctx.close = (pointer, opts) => PW.ui.close(ctx, pointer, opts);
    ctx.media = (url, pointer, opts) => PW.ui.media(ctx, url, pointer, opts);
    ctx.scrim = (pointer, opacity) => PW.ui.scrim(ctx, pointer, opacity);
    ctx.act = act;
    ctx.setState = setState;
    return ctx;
  }

  function drawMessage(layer, ctx, variant) {
    const renderer = PW.renderers[data.displayType];
    if (!renderer || !variant) {
      layer.append(PW.h("div", { class: "pw-note" },
        `No preview for display type "${data.displayType === null ? "none" : String(data.displayType)}".`));
      return;
    }
    try {
      const el = renderer(ctx);
      if (el) layer.append(el);
    } catch (error) {
      layer.append(PW.h("div", { class: "pw-note" }, "The preview could not draw this template: " + String(error && error.message)));
    }
  }

  function render() {
    document.body.dataset.ready = "0";
    try {
      draw();
    } finally {
      // Tests wait for this after every render, a failed one included.
      document.body.dataset.ready = "1";
    }
  }

  function draw() {
    document.body.classList.toggle("pw-chrome-off", !state.chrome);
    document.body.classList.toggle("pw-chromeless", !state.chrome);
    const device = PW.devicesFor(state.platform).find((d) => d.id === state.device) || PW.devicesFor(state.platform)[0]
      || { id: "generic", platform: state.platform, name: "Phone", width: 393, height: 852, safeTop: 47, safeBottom: 34, radius: 48 };
    const variant = pickVariant(state);
    PW.chrome.sync(data, state, onSwitch);
    const { screen, layer } = PW.screen.build(data, state, device);
    PW.chrome.stage().replaceChildren(screen);
    if (variant && variant.drop) screen.append(PW.h("div", { class: "pw-drop-banner", dataset: { role: "drop-banner" }, title: variant.drop },
      PW.h("span", { class: "pw-drop-text" }, variant.drop)));
    const ctx = context(variant, device);
    if (state.closed) {
      layer.append(PW.h("button", { type: "button", class: "pw-show-again", dataset: { role: "show-again" },
        onclick: () => { toast = null; setState({ closed: false }); } }, "Show again"));
    } else {
      drawMessage(layer, ctx, variant);
    }
    if (toast) screen.append(PW.h("div", { class: "pw-toast", dataset: { role: "toast", pointer: toast.pointer }, role: "status" }, toast.text));
    PW.fit(layer);
    applyHighlight(false);
  }

  function onSwitch(key, value) {
    const frag = parseFragment(fragmentOf(state));
    frag[key] = value;
    if (key === "platform") { delete frag.device; delete frag.look; }
    state = resolveState(frag);
    PW.state = state;
    toast = null;
    writeFragment();
    render();
  }

  /** The drawn element whose data-pointer is the longest prefix of `pointer` gets `pw-highlight`. */
  function applyHighlight(scroll) {
    for (const el of document.querySelectorAll(".pw-highlight")) el.classList.remove("pw-highlight");
    if (highlighted === null) return;
    let best = null;
    for (const el of document.querySelectorAll("#pw-screen [data-pointer]")) {
      const p = el.dataset.pointer;
      const covers = p === highlighted || highlighted.startsWith(p.endsWith("/") ? p : p + "/");
      if (covers && (!best || p.length > best.dataset.pointer.length)) best = el;
    }
    if (best) {
      best.classList.add("pw-highlight");
      if (scroll) best.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
  }

  PW.highlight = (pointer) => { highlighted = typeof pointer === "string" ? pointer : null; applyHighlight(true); };
  PW.render = () => render();

  function boot() {
    data = readData();
    if (!data) {
      document.body.append(PW.h("p", { class: "pw-note" }, "The preview data (#pw-data) is missing or unreadable."));
      document.body.dataset.ready = "1";
      return;
    }
    PW.data = data;
    state = resolveState(parseFragment(location.hash));
    PW.state = state;
    PW.chrome.findings(data);
    writeFragment();
    render();
    window.addEventListener("hashchange", () => {
      if (location.hash === fragmentOf(state)) return;
      state = resolveState(parseFragment(location.hash));
      PW.state = state;
      toast = null;
      render();
    });
  }

  // The script runs top to bottom, the renderers register after this piece: boot once it is done.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
  else queueMicrotask(boot);
})();
