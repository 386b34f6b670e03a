(() => {
  "use strict";
  const PW = window.PW;
  const h = PW.h;
  // inapp-api-contract.md, "Layouts": "The sizes are bounds, not pixel specifications: each
  // platform renders with its own components, but it must stay inside the bounds".
  const BAR_HEIGHT = 0.4;   // top, bottom: "at most 40% of the screen height"
  const CARD_WIDTH = 0.9;   // center: "Card centered, at most 90% of the width"
  const BACKDROP = 0.5;     // center: "50% black"
  // The preview's choices inside those bounds (no SDK implementation of the contract is public).
  const THUMB = 48, RADIUS = 16, CARD_FLOOR = 32;

  /** The last render's context: a finding about another message switches to it first. */
  let last = null;

  const value = (color) => (color && typeof color.value === "string" ? color.value : null);
  const filled = (text) => typeof text === "string" && text !== "";

  /** A tap on an action: a toast naming the link (never followed), as for templates. `url` and
   *  `deeplink` are links the SDK hands to the app ("it only hands url and deeplink actions to
   *  the app"); `push_permission` reports the click and closes the message before the OS acts. */
  function run(ctx, action, pointer) {
    const type = action && typeof action.type === "string" ? action.type : "";
    if (type === "url" || type === "deeplink") ctx.act({ type: "url", url: typeof action.value === "string" ? action.value : "" }, pointer);
    else ctx.act({ type: "close" }, pointer);
  }

  /** Title and body in `text_color`, aligned by `text_align` ("Title and body"), as plain text. */
  function texts(ctx, m, sizes) {
    const color = value(m.colors.text_color), align = m.textAlign;
    const title = filled(m.title) ? ctx.text({ text: m.title, color }, m.pointer + "/title",
      { size: sizes.title, weight: "bold", align, role: "title" }) : null;
    const body = filled(m.body) ? ctx.text({ text: m.body, color }, m.pointer + "/body",
      { size: sizes.body, align, role: "message", style: { marginTop: title ? 4 : 0 } }) : null;
    return [title, body];
  }

  /** A button in `button_color` with its label in `button_text_color`; the SDK's second style
   *  (outlined) while neither token is set. A tap runs its action. */
  function button(ctx, b) {
    const fill = PW.color(b.background), ink = PW.color(b.color);
    const style = Object.assign(PW.font(ctx, 15, "semibold"), b.secondary
      ? { background: "transparent", color: fill, borderColor: fill }
      : { background: fill, color: ink, borderColor: fill });
    return h("button", {
      type: "button", class: "pw-ia-button", style,
      dataset: { role: "button", pointer: b.pointer, secondary: b.secondary ? "1" : null },
      onclick: (event) => { event.stopPropagation(); run(ctx, b.action, b.pointer + "/action"); },
    }, h("span", { class: "pw-ia-label" }, typeof b.label === "string" ? b.label : ""));
  }

  function buttons(ctx, m, kind) {
    const views = (Array.isArray(m.buttons) ? m.buttons : []).map((b) => button(ctx, b));
    return views.length ? h("div", { class: "pw-ia-buttons pw-ia-" + kind, dataset: { role: "buttons", pointer: m.pointer + "/buttons" } },
      views) : null;
  }

  /** The image: loaded, or a labelled placeholder offline. Tappable only with an `image_action`
   *  ("Without image_action the image is not tappable"). */
  function image(ctx, m, opts) {
    const el = ctx.media(m.image, m.pointer + "/image_url", Object.assign({ label: "image", fit: "cover" }, opts));
    if (el && m.imageAction) {
      el.classList.add("pw-tappable");
      el.addEventListener("click", (event) => { event.stopPropagation(); run(ctx, m.imageAction, m.pointer + "/image_action"); });
    }
    return el;
  }

  /** The close control, "always shown, whatever the layout and the timer", after the countdown
   *  badge when `dismiss_after_seconds` is set ("The close control stays available during the
   *  countdown"). */
  function corner(ctx, m, kind) {
    const seconds = m.dismissAfterSeconds;
    const badge = typeof seconds === "number" ? h("span", {
      class: "pw-ia-countdown", dataset: { role: "countdown", pointer: m.pointer + "/dismiss_after_seconds" },
      title: `Closes by itself ${seconds} s after it shows (dismiss reason "auto")`,
    }, `${seconds} s`) : null;
    return h("div", { class: "pw-ia-corner" }, badge, ctx.close(m.pointer, { kind }));
  }

  /** `top` and `bottom`: a bar under (above) the safe area, at most 40 % of the screen high,
   *  the thumbnail leading, the buttons side by side wrapping to a column; a tap on the body
   *  runs the first button's action. */
  function bar(ctx, m) {
    const d = ctx.device, top = m.format === "top", inset = m.inset;
    const first = Array.isArray(m.buttons) && m.buttons.length ? m.buttons[0] : null;
    const [title, body] = texts(ctx, m, { title: 16, body: 14 });
    const thumb = image(ctx, m, { width: THUMB, height: THUMB, radius: 8, style: { flex: "none" } });
    const place = top ? { top: d.safeTop + inset } : { bottom: d.safeBottom + inset };
    const el = h("div", {
      class: "pw-msg-card pw-ia-bar" + (first ? " pw-tappable" : ""),
      dataset: { role: "card", pointer: m.pointer, format: m.format },
      style: Object.assign({ background: PW.color(value(m.colors.background_color)), left: inset, right: inset,
        maxHeight: Math.floor(d.height * BAR_HEIGHT), borderRadius: inset ? RADIUS : 0 }, place),
      onclick: () => { if (first) run(ctx, first.action, first.pointer + "/action"); },
    }, h("div", { class: "pw-ia-row" }, thumb, h("div", { class: "pw-ia-texts" }, title, body), corner(ctx, m, "small")),
    buttons(ctx, m, "side"));
    return h("div", { class: "pw-layer pw-ia-bars" }, el);
  }

  /** `center`: a card at most 90 % of the width over a 50 % black backdrop, the image above the
   *  text; a tap on the backdrop closes it (`outside_tap`). */
  function card(ctx, m) {
    const d = ctx.device;
    const [title, body] = texts(ctx, m, { title: 20, body: 15 });
    const el = h("div", {
      class: "pw-msg-card pw-ia-card", dataset: { role: "card", pointer: m.pointer, format: "center" },
      style: { width: Math.floor(d.width * CARD_WIDTH), maxHeight: d.height - d.safeTop - d.safeBottom - CARD_FLOOR,
        background: PW.color(value(m.colors.background_color)), borderRadius: RADIUS },
      onclick: (event) => event.stopPropagation(),
    }, image(ctx, m, { width: "100%", height: "auto", placeholderHeight: 160, style: { maxHeight: 220 } }),
    h("div", { class: "pw-ia-content" }, title, body, buttons(ctx, m, "column")), corner(ctx, m, "chip"));
    return h("div", { class: "pw-layer pw-ia-center" }, ctx.scrim(m.pointer + "/format", BACKDROP), el);
  }

  /** `full`: edge to edge inside the safe areas (16 in with `margin`), the image above the
   *  text, the buttons pinned to the bottom. */
  function full(ctx, m) {
    const d = ctx.device, inset = m.inset;
    const [title, body] = texts(ctx, m, { title: 24, body: 16 });
    const el = h("div", {
      class: "pw-msg-card pw-ia-full", dataset: { role: "card", pointer: m.pointer, format: "full" },
      style: { top: d.safeTop + inset, bottom: d.safeBottom + inset, left: inset, right: inset,
        background: PW.color(value(m.colors.background_color)), borderRadius: inset ? RADIUS : 0 },
    }, image(ctx, m, { width: "100%", height: "auto", placeholderHeight: 220, style: { maxHeight: "45%" } }),
    h("div", { class: "pw-ia-content pw-ia-grow" }, title, body), buttons(ctx, m, "pinned"), corner(ctx, m, "chip"));
    return h("div", { class: "pw-layer pw-ia-fulls" }, el);
  }

  const LAYOUTS = { top: bar, bottom: bar, center: card, full };

  /** The toolbar's Message switcher of a response: `item` is the message shown. */
  function switcher(ctx, messages, index) {
    const group = document.getElementById("pw-switchers");
    if (!group || !ctx.block.response) return;
    const select = h("select", { id: "pw-inapp-message",
      onchange: (event) => ctx.setState({ item: parseInt(event.target.value, 10) || 0, closed: false }) },
    messages.map((m, i) => h("option", { value: String(i) },
      `${i + 1} · ${m.format}` + (filled(m.title) ? ` · ${m.title}` : filled(m.id) ? ` · ${m.id}` : ""))));
    select.value = String(index);
    select.disabled = messages.length < 2;
    group.append(h("label", { class: "pw-switcher", for: "pw-inapp-message" }, h("span", { class: "pw-switcher-label" }, "Message"), select));
  }

  /** Beside the phone: which message, when it shows and closes, each style token drawn (the
   *  message's or the SDK default) and the notes. Not part of the device screen. */
  function info(ctx, m, index, count) {
    const stage = document.getElementById("pw-stage");
    if (!stage) return;
    const seconds = m.dismissAfterSeconds;
    const line = (text, role) => h("p", { dataset: { role } }, text);
    const swatches = Object.entries(m.colors).map(([token, color]) => h("li", { dataset: { token, default: color.default ? "1" : "0" } },
      h("i", { class: "pw-ia-swatch", style: { background: PW.color(color.value) } }),
      `${token} ${color.value}` + (color.default ? " (SDK default)" : "")));
    stage.append(h("aside", { class: "pw-ia-info", dataset: { role: "inapp-info" } },
      line(`Message ${index + 1} of ${count}` + (filled(m.id) ? ` (${m.id})` : ""), "inapp-which"),
      line(`${m.format}` + (m.shown ? `, shown ${m.shown}` : ""), "inapp-shown"),
      line(typeof seconds === "number" ? `Closes after ${seconds} s, or by the user` : "Closes when the user closes it", "inapp-closes"),
      h("ul", { class: "pw-ia-tokens" }, swatches, h("li", {}, `text_align ${m.textAlign}`), h("li", {}, `inset ${m.inset} pt`)),
      (Array.isArray(m.notes) ? m.notes : []).map((note) => line(note, "inapp-note"))));
  }

  PW.renderers.inapp = (ctx) => {
    last = ctx;
    const messages = Array.isArray(ctx.block.messages) ? ctx.block.messages : [];
    if (messages.length === 0) return null;
    const index = PW.kit.clampIndex(ctx.state.item, messages.length);
    const m = messages[index];
    switcher(ctx, messages, index);
    info(ctx, m, index, messages.length);
    return (LAYOUTS[m.format] || card)(ctx, m);
  };

  // A finding about another message of a response shows that message before it is highlighted.
  const highlight = PW.highlight;
  PW.highlight = (pointer) => {
    if (last && typeof pointer === "string") {
      const messages = Array.isArray(last.block.messages) ? last.block.messages : [];
      const index = messages.findIndex((m) => pointer === m.pointer || pointer.startsWith(m.pointer + "/"));
      if (index >= 0 && index !== PW.kit.clampIndex(last.state.item, messages.length)) last.setState({ item: index, closed: false });
    }
    highlight(pointer);
  };
})();
