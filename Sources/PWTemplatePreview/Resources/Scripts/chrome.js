(() => {
  "use strict";
  const PW = window.PW;
  const h = (...args) => PW.h(...args); // PW.h is defined by the blocks, after this piece
  const chrome = (PW.chrome = {});

  function container(id, tag) {
    let el = document.getElementById(id);
    if (!el) { el = h(tag, { id }); document.body.append(el); }
    return el;
  }

  chrome.stage = () => container("pw-stage", "main");

  const LOOK_LABELS = { glass: "iOS 26 and later (Liquid Glass)", classic: "before iOS 26 (solid card)", material: "Material" };
  const PLATFORM_LABELS = { ios: "iOS", android: "Android" };

  function select(id, label, options, value, onChange, note) {
    const sel = h("select", { id, onchange: (e) => onChange(e.target.value) },
      options.map((o) => h("option", { value: o.value, selected: o.value === value, disabled: !!o.disabled }, o.label)));
    sel.value = value === null || value === undefined ? "" : String(value);
    if (options.length < 2) sel.disabled = true;
    return h("label", { class: "pw-switcher", for: id }, h("span", { class: "pw-switcher-label" }, label), sel,
      note ? h("span", { class: "pw-switcher-note" }, note) : null);
  }

  /** Rebuilds the switchers for the current state; `onSwitch(key, value)` applies a choice. */
  chrome.sync = (data, state, onSwitch) => {
    const toolbar = container("pw-toolbar", "header");
    let group = document.getElementById("pw-switchers");
    if (!group) { group = h("div", { id: "pw-switchers", class: "pw-switchers" }); toolbar.append(group); }
    const looks = PW.looksFor(state.platform);
    const dark = data.hasDark === true;
    group.replaceChildren(
      select("pw-platform", "Platform", data.platforms.map((p) => ({ value: p, label: PLATFORM_LABELS[p] || p })),
        state.platform, (v) => onSwitch("platform", v)),
      select("pw-look", "Look", looks.map((l) => ({ value: l, label: LOOK_LABELS[l] || l })),
        state.look, (v) => onSwitch("look", v)),
      select("pw-device", "Device", PW.devicesFor(state.platform).map((d) => ({ value: d.id,
        label: `${d.name || d.id} (${d.width}×${d.height})` })), state.device, (v) => onSwitch("device", v)),
      select("pw-lang", "Language", data.languages.map((l) => ({ value: l.id, label: l.label || l.id })),
        state.lang, (v) => onSwitch("lang", v)),
      select("pw-appearance", "Appearance", [{ value: "light", label: "Light" },
        { value: "dark", label: "Dark", disabled: !dark }], state.appearance, (v) => onSwitch("appearance", v),
        dark ? null : "no dark overlay: the SDK draws the light colours"),
    );
  };

  function where(f) {
    const place = [f.entry, f.line, f.column].filter((v) => v !== null && v !== undefined && v !== "").join(":");
    return [place, f.pointer || null].filter(Boolean).join(" ");
  }

  /** The findings list: one `li[data-pointer]` per finding; a click highlights the element drawn for it. */
  chrome.findings = (data) => {
    const panel = container("pw-findings-panel", "aside");
    const items = data.findings.map((f) => {
      const pointer = typeof f.pointer === "string" ? f.pointer : "";
      const select = () => {
        for (const li of panel.querySelectorAll("li.pw-active")) li.classList.remove("pw-active");
        item.classList.add("pw-active");
        PW.highlight(pointer || null);
      };
      const severity = String(f.severity || "info");
      const item = h("li", {
        class: "pw-finding pw-" + severity.replace(/[^a-z]/gi, ""), tabindex: "0", dataset: { pointer, severity },
        onclick: select, onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); select(); } },
      },
      h("span", { class: "pw-finding-severity" }, severity),
      f.language ? h("span", { class: "pw-finding-platform" }, String(f.language)) : null,
      f.platform ? h("span", { class: "pw-finding-platform" }, String(f.platform)) : null,
      h("span", { class: "pw-finding-message" }, String(f.message || "")),
      h("span", { class: "pw-finding-where" }, [f.rule ? String(f.rule) : null, where(f)].filter(Boolean).join(" · ")));
      return item;
    });
    const count = data.findings.length;
    panel.replaceChildren(
      h("h2", { class: "pw-findings-title" }, count === 0 ? "No findings" : `Findings (${count})`),
      h("ul", { id: "pw-findings", class: "pw-findings" }, items));
  };
})();
