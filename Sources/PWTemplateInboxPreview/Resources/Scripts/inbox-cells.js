(() => {
  "use strict";
  const PW = window.PW;
  const h = (...args) => PW.h(...args);
  // The six cells of InboxKit (iOS SDK, iOS_SDK/Pushwoosh/PushwooshInboxKit/Public/), each a
  // rounded card 16 pt from the feed's sides. Their constants, by file:
  // PushwooshInboxBannerCell.swift: card 6 pt above and below, radius 18, image 200 tall, unread
  //   dot 8 at 14/14 on the image, pin chip 28 at 10 from the corner (black 0.42, glyph 13).
  // PushwooshInboxCaptionedCell.swift: image 178 tall, body 14 under it, 32 from the left
  //   (the dot's gutter) and 16 from the right and bottom, spacing 4, title 2 lines, body 3,
  //   buttons 12 under the body; pin chip as the banner's.
  // PushwooshInboxClassicCell.swift: unread dot 6 from the left, avatar 44 (radius 22) at 26, the
  //   initial in system 18 medium white on the accent, text 12 after it, 14 from the top, 16
  //   from the right and bottom, spacing 1, title 15.5 semibold on 1 line (the body when
  //   there is no title), the pin glyph 11 six before the date, body 2 lines, buttons 10 under.
  // PushwooshInboxCarouselCell.swift: card 8 pt above and below, radius 24; gallery 5.5 in,
  //   190 tall, radius 16; slide caption system 17 semibold white on 2 lines, 18 from the left
  //   and 22 from the bottom over a clear → black 0.55 scrim of 0.55 of the height; page
  //   control 8 above the gallery's bottom (iOS 26: glass dots 8, the active one 22 wide, 7
  //   apart, 12 above); pin chip 30 at 14 (glyph 14); text 14 under the gallery, 18 from the
  //   bottom, title 1 line, body 2, hidden without a title and body.
  // PushwooshInboxVideoCell.swift: card 8 above and below, radius 20; poster 5.5 in, 190 tall,
  //   radius 16; play.circle.fill badge 56, white with a 0.35 shadow of radius 6; pin chip 30 at
  //   14; text 12 under the poster and 14 from the bottom, title 1 line, body 2.
  // PushwooshInboxWalletCell.swift: card 6 above and below, radius 18; image 5.5 in, 178 tall,
  //   radius 16, none without an image (and no pin chip then); text 14 under it, title 2 lines,
  //   body 3; PKAddPassButton (black) 14 under the text, 16 from the sides and bottom, 46 tall.
  // PushwooshInboxCell.swift (applyButtons): one row, equal widths, 8 apart, 34 tall.
  const cells = {};

  /** A label of the cell: the text set as text, `lines` as numberOfLines (1: truncated tail). */
  function label(part, role, cls, lines) {
    if (!part || typeof part.text !== "string") return null;
    return h("div", {
      class: `pw-ib-text ${cls}` + (lines === 1 ? " pw-one-line" : " pw-clamp"),
      dataset: { role, pointer: part.pointer }, style: { webkitLineClamp: lines > 1 ? String(lines) : null },
    }, part.text);
  }

  /** SF Symbol pin.fill, as a path. */
  function pinGlyph(size, color) {
    return PW.svg("svg", { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true" },
      PW.svg("path", { d: "M8 2h8l-1.5 7 3.5 4v2h-5l-1 7-1 1-1-1-1-7H6v-2l3.5-4z", fill: color }));
  }

  /** The pin chip over an image (white glyph on black 0.42), when the message pins. */
  function pinChip(entry, size, inset, glyph) {
    if (!entry.pinned) return null;
    return h("div", { class: "pw-ib-pin-chip", dataset: { role: "pin", pointer: entry.pinned },
      style: { width: size, height: size, top: inset, right: inset } }, pinGlyph(glyph, "#fff"));
  }

  const dot = (style) => h("i", { class: "pw-ib-dot", dataset: { role: "unread" }, style });

  /** The title, the classic cell's pin glyph and the date on one row; with `pin` absent, the
   *  unread dot in the gutter left of it, centred on the title. */
  function titleRow(env, entry, title, pin) {
    const date = h("span", { class: "pw-ib-date", dataset: { role: "date", pointer: entry.date.pointer } }, entry.date.text);
    const gutter = pin === undefined && !env.isRead(entry) ? dot({ left: -16, top: "50%", marginTop: -4 }) : null;
    return h("div", { class: "pw-ib-title-row" }, gutter, title, pin, date);
  }

  /** The inline buttons (`buttons` of data): one row of equal buttons, `gap` under the body. */
  function buttons(env, entry, gap) {
    if (!Array.isArray(entry.buttons) || entry.buttons.length === 0) return null;
    return h("div", { class: "pw-ib-buttons", style: { marginTop: gap } }, ...entry.buttons.map((b) => h("button", {
      type: "button", class: "pw-ib-button", dataset: { role: "button", pointer: b.pointer, action: b.action },
      onclick: (event) => { event.stopPropagation(); env.button(b, entry); },
    }, h("span", { class: "pw-ib-button-label" }, b.title))));
  }

  /** The title, body and buttons under a card's image: `o` gives the lines and paddings; with
   *  `o.collapse` (carousel, video) the title row (and its date) hides without a title, the
   *  whole block without a title and a body. */
  function body(env, entry, o) {
    const title = label(entry.title, "title", "pw-ib-title", o.titleLines);
    const text = label(entry.body, "body", "pw-ib-body", o.bodyLines);
    if (o.collapse && !title && !text) return null;
    return h("div", { class: "pw-ib-stack", style: { padding: `${o.top}px 16px ${o.bottom}px 32px`, gap: 4 } },
      o.collapse && !title ? null : titleRow(env, entry, title), text, o.buttons ? buttons(env, entry, o.buttons - 4) : null);
  }

  /** An image filling `host` (labelled placeholders offline, as ctx.media draws them). */
  function image(env, part, label_) {
    return part ? env.ctx.media(part.url, part.pointer, { width: "100%", height: "100%", label: label_, fit: "cover" }) : null;
  }

  cells.banner = (env, entry) => [
    h("div", { class: "pw-ib-image", style: { height: 200 } }, image(env, entry.image, "inbox image"),
      env.isRead(entry) ? null : dot({ top: 14, left: 14 }), pinChip(entry, 28, 10, 13)),
  ];

  cells.captioned = (env, entry) => [
    h("div", { class: "pw-ib-image", style: { height: 178 } }, image(env, entry.image, "inbox image"), pinChip(entry, 28, 10, 13)),
    body(env, entry, { top: 14, bottom: 16, titleLines: 2, bodyLines: 3, buttons: 12 }),
  ];

  cells.classic = (env, entry) => {
    // The avatar: the message image, else the app's icon or initial (the preview draws "A").
    const avatar = h("div", { class: "pw-ib-avatar", dataset: { role: "avatar" } },
      image(env, entry.image, "avatar") || h("span", { class: "pw-ib-initial" }, "A"));
    const title = label(entry.title || entry.body, "title", "pw-ib-title pw-ib-classic-title", 1);
    const pin = entry.pinned ? h("span", { class: "pw-ib-pin", dataset: { role: "pin", pointer: entry.pinned } }, pinGlyph(11, "currentColor")) : null;
    const stack = h("div", { class: "pw-ib-stack pw-ib-classic-stack", style: { gap: 1 } }, titleRow(env, entry, title, pin),
      label(entry.body, "body", "pw-ib-body", 2), buttons(env, entry, 10 - 1));
    return [h("div", { class: "pw-ib-classic" }, env.isRead(entry) ? null : dot({ left: 6, top: "50%", marginTop: -4 }), avatar, stack)];
  };

  function slide(env, s, i) {
    const caption = label(s.caption, "caption", "pw-ib-caption", 2);
    return h("div", { class: "pw-ib-slide", dataset: { role: "slide", pointer: s.pointer, index: i } },
      image(env, s.image, `slide ${i + 1}`), caption ? h("i", { class: "pw-ib-scrim" }) : null, caption);
  }

  /** The page control: UIPageControl before iOS 26 (classic look), the glass dots on iOS 26. */
  function dots(env, count, index, go) {
    if (count < 2) return null;
    const glass = env.ctx.look === "glass";
    return h("div", { class: "pw-ib-dots" + (glass ? " pw-ib-glass-dots" : ""), dataset: { role: "dots" },
      "aria-label": `${index + 1} of ${count}` }, ...Array.from({ length: count }, (_, i) => {
      const d = h("button", { type: "button", class: i === index ? "pw-ib-page pw-on" : "pw-ib-page", dataset: { role: "dot" },
        "aria-label": `Slide ${i + 1} of ${count}` });
      d.addEventListener("click", (event) => { event.stopPropagation(); go(i); });
      return d;
    }));
  }

  cells.carousel = (env, entry) => {
    const slides = Array.isArray(entry.slides) ? entry.slides : [];
    const first = slides.length ? String(slides[0].pointer) : entry.pointer;
    const pointer = first.slice(0, first.lastIndexOf("/"));
    const index = PW.kit.clampIndex(env.page(pointer), slides.length);
    const track = h("div", { class: "pw-ib-track" }, ...slides.map((s, i) => slide(env, s, i)));
    track.style.transform = `translateX(${-index * 100}%)`;
    const viewport = h("div", { class: "pw-ib-viewport" }, track);
    const go = (n) => env.turn(pointer, track, index, n, slides.length);
    PW.kit.swipe(viewport, track, index, go, () => env.slideTap(entry, slides[index]));
    viewport.addEventListener("click", (event) => event.stopPropagation());
    const gallery = h("div", { class: "pw-ib-gallery", dataset: { role: "gallery", pointer } },
      viewport, dots(env, slides.length, index, go), pinChip(entry, 30, 14, 14));
    return [gallery, body(env, entry, { top: 14, bottom: 18, titleLines: 1, bodyLines: 2, collapse: true })];
  };

  /** play.circle.fill: a white disc with the triangle cut out of it. */
  function playBadge(pointer) {
    return h("div", { class: "pw-ib-play", dataset: { role: "play", pointer } },
      PW.svg("svg", { viewBox: "0 0 56 56", width: 56, height: 56, "aria-hidden": "true" },
        PW.svg("path", { d: "M28 2a26 26 0 1 0 0.01 0zM22 17v22l18-11z", fill: "#fff", "fill-rule": "evenodd" })));
  }

  cells.video = (env, entry) => {
    const video = entry.video || { url: "", pointer: entry.pointer };
    const poster = h("div", { class: "pw-ib-poster", dataset: { role: "video", pointer: video.pointer }, "aria-label": "Play video",
      onclick: (event) => { event.stopPropagation(); env.ctx.act({ type: "url", url: video.url }, video.pointer); },
    }, image(env, video.poster, "video poster"), playBadge(video.pointer), pinChip(entry, 30, 14, 14));
    return [poster, body(env, entry, { top: 12, bottom: 14, titleLines: 1, bodyLines: 2, collapse: true })];
  };

  /** PKAddPassButton, black style: the Wallet glyph and "Add to Apple Wallet". */
  function addPass(env, wallet) {
    const glyph = h("span", { class: "pw-ib-wallet-glyph", "aria-hidden": "true" },
      ...["#33a0e0", "#f5b821", "#ef5f3c", "#4cb860"].map((c) => h("i", { style: { background: c } })));
    return h("button", { type: "button", class: "pw-ib-add-pass", dataset: { role: "wallet", pointer: wallet.pointer },
      onclick: (event) => { event.stopPropagation(); env.ctx.act({ type: "url", url: wallet.url }, wallet.pointer); },
    }, glyph, h("span", { class: "pw-ib-add-pass-text" }, h("small", {}, "Add to"), h("b", {}, "Apple Wallet")));
  }

  cells.wallet = (env, entry) => {
    const hero = entry.image
      ? h("div", { class: "pw-ib-image pw-ib-inset", style: { height: 178 } }, image(env, entry.image, "inbox image"), pinChip(entry, 28, 10, 13))
      : null;
    const text = body(env, entry, { top: hero ? 14 : 19.5, bottom: 0, titleLines: 2, bodyLines: 3 });
    return [hero, text, entry.wallet ? addPass(env, entry.wallet) : null];
  };

  /** The card's radius and the cell's space above and below it, per cell file. */
  const FRAME = { banner: [18, 6], captioned: [18, 6], classic: [18, 6], carousel: [24, 8], video: [20, 8], wallet: [18, 6] };

  PW.inboxCells = {
    /** The iOS card of a feed entry: its cell's parts in the rounded card, a tap opening it. */
    card(env, entry) {
      const kind = cells[entry.card] ? entry.card : "classic";
      const [radius] = FRAME[kind];
      return h("div", {
        class: `pw-ib-card pw-ib-${kind}-card`, dataset: { role: "card", pointer: entry.pointer, card: kind },
        style: { borderRadius: radius }, onclick: () => env.open(entry),
      }, ...cells[kind](env, entry).filter(Boolean));
    },
    /** The space the cell leaves above and below its card. */
    inset: (card) => (FRAME[card] || FRAME.classic)[1],
    label,
  };
})();
