(() => {
  "use strict";
  const PW = window.PW;
  const h = (...args) => PW.h(...args);
  // The page turn of a carousel slide (a preview choice, as carousel.js's).
  const TURN_MS = 300;
  // What outlives a re-render: each carousel's page, the messages a button dismissed or marked
  // read, the feed's scroll and the note of the last tap that opens nothing.
  const memory = { pages: new Map(), dismissed: new Set(), read: new Set(), scroll: 0, note: null };

  /** What the cells call back: taps (a URL goes to ctx.act: a toast, never a navigation). */
  function environment(ctx) {
    const say = (text, pointer) => { memory.note = { text, pointer }; ctx.setState({}); };
    const open = (entry) => {
      if (entry.link) { ctx.act({ type: "url", url: entry.link.url }, entry.link.pointer); return; }
      memory.read.add(entry.pointer);
      say("Opens the message: InboxKit marks it read and runs its default action (it has no link)", entry.pointer);
    };
    return {
      ctx,
      open,
      isRead: (entry) => memory.read.has(entry.pointer),
      page: (pointer) => memory.pages.get(pointer) || 0,
      /** PushwooshInboxButton.resolveAction: openURL, dismiss, markRead or custom. */
      button(b, entry) {
        if (b.action === "openURL") ctx.act({ type: "url", url: b.url || "" }, b.pointer);
        else if (b.action === "dismiss") {
          memory.dismissed.add(entry.pointer);
          say("Dismiss: InboxKit removes the message from the feed", b.pointer);
        } else if (b.action === "markRead") {
          memory.read.add(entry.pointer);
          say("Mark read: InboxKit marks the message read", b.pointer);
        } else {
          say("Custom: InboxKit hands the button to the app's delegate (inboxKit(_:didTapButton:onMessage:))", b.pointer);
        }
      },
      /** A slide opens its url; without one, the tap falls through to the message's row action. */
      slideTap(entry, slide) {
        if (slide && slide.url) ctx.act({ type: "url", url: slide.url.url }, slide.url.pointer);
        else open(entry);
      },
      /** Turns the carousel at `pointer` from page `from` to `to` (clamped), then redraws. */
      turn(pointer, track, from, to, count) {
        const n = Math.min(Math.max(to, 0), Math.max(count - 1, 0));
        const done = () => { memory.pages.set(pointer, n); if (n !== from) ctx.setState({}); };
        track.style.transform = `translateX(${-n * 100}%)`;
        if (n === from || PW.kit.still(ctx) || PW.kit.reduced()) { track.style.transition = ""; done(); return; }
        track.style.transition = `transform ${TURN_MS}ms ease-out`;
        PW.kit.later(track, TURN_MS, done);
      },
    };
  }

  /** The annotation over a card that is not the one displayType asks for: what it degraded
   *  from and the finding that says why (the preview's, not InboxKit's). */
  function annotation(entry) {
    const finding = entry.finding;
    let text = null;
    if (entry.degradedFrom) {
      text = `Degraded from ${entry.degradedFrom} to classic: the card lacks ${entry.lack}`;
    } else if (finding) {
      text = finding.message;
    }
    if (!text) return null;
    const pointer = (finding && finding.pointer) || entry.pointer + "/data/displayType";
    return h("div", { class: "pw-ib-annotation", dataset: { role: "degraded", pointer, rule: finding ? finding.rule : null } },
      finding ? h("b", {}, finding.rule) : null, h("span", {}, text));
  }

  /** Why a message is not in this feed (a plain push, or not sent to the platform). */
  function excluded(entry) {
    return entry.excluded
      ? h("div", { class: "pw-ib-annotation pw-ib-excluded", dataset: { role: "excluded", pointer: entry.pointer } }, entry.excluded)
      : null;
  }

  /** One iOS cell: the card, inset 16 from the sides and its cell's 6 or 8 above and below. */
  function cell(env, entry) {
    const inset = PW.inboxCells.inset(entry.card);
    return h("div", {
      class: "pw-ib-cell" + (env.isRead(entry) ? " pw-ib-read" : "") + (entry.excluded ? " pw-ib-out" : ""),
      style: { padding: `${inset}px 16px` },
    }, annotation(entry), excluded(entry), PW.inboxCells.card(env, entry));
  }

  /**
   * One Android row (pushwoosh-inbox-ui, res/layout/pw_item_inbox.xml and values/dimens.xml): at
   * least 72 dp tall, the image 56 dp with 16 dp around it (the app's round launcher icon without
   * one), the header (Subhead, 16 sp) and the content (Body1, 14 sp) 8 dp under it, 16 dp above
   * and below, the rich-media status icon 16 dp in from the end, a 0.5 dp divider.
   */
  function row(env, entry) {
    const { ctx } = env;
    const icon = (entry.image && ctx.media(entry.image.url, entry.image.pointer, { width: 56, height: 56, label: "b", radius: "50%" }))
      || h("div", { class: "pw-ib-launcher", dataset: { role: "avatar" } }, "A");
    return h("div", {
      class: "pw-ib-row" + (entry.excluded ? " pw-ib-out" : ""), dataset: { role: "card", pointer: entry.pointer, card: "row" },
      onclick: () => env.open(entry),
    }, excluded(entry), h("div", { class: "pw-ib-row-main" }, h("div", { class: "pw-ib-row-icon" }, icon),
      h("div", { class: "pw-ib-row-text" },
        PW.inboxCells.label(entry.title, "title", "pw-ib-row-title", 1), PW.inboxCells.label(entry.body, "body", "pw-ib-row-body", 2)),
      h("i", { class: "pw-ib-status", "aria-hidden": "true" })));
  }

  /**
   * `PW.renderers.inbox`: the inbox screen under the status bar. iOS: PushwooshInboxKitViewController
   * (the page in systemGroupedBackground, no separators, the cards in the cell's
   * secondarySystemGroupedBackground, light and dark), each notification one cell in order,
   * pinned ones first (PushwooshInboxKitAttributes.defaultTransform); "Your inbox is empty"
   * without one. Android: the plain rows. The bar with "Inbox" is the host app's (a preview choice).
   */
  PW.renderers.inbox = (ctx) => {
    const model = ctx.block || {};
    const feed = (Array.isArray(model.feed) ? model.feed : []).filter((e) => e && typeof e === "object" && !memory.dismissed.has(e.pointer));
    const env = environment(ctx);
    const items = feed.map((entry) => (ctx.android ? row(env, entry) : cell(env, entry)));
    const list = h("div", { class: "pw-ib-feed", dataset: { role: "feed" }, style: { paddingBottom: (ctx.device.safeBottom || 0) + 8 } },
      model.note ? h("div", { class: "pw-ib-note", dataset: { role: "platform-note" } }, model.note) : null,
      items.length ? items : h("div", { class: "pw-ib-empty", dataset: { role: "empty" } }, "Your inbox is empty"));
    list.addEventListener("scroll", () => { memory.scroll = list.scrollTop; });
    queueMicrotask(() => { list.scrollTop = memory.scroll; });
    const note = memory.note;
    memory.note = null;
    return h("div", {
      class: `pw-layer pw-ib pw-ib-${ctx.android ? "android" : "ios"}`, dataset: { role: "inbox", release: model.release },
      style: { top: Math.max(ctx.device.safeTop || 0, 20) },
    }, h("div", { class: "pw-ib-bar" }, h("span", {}, "Inbox")), list,
    note ? h("div", { class: "pw-toast", dataset: { role: "toast", pointer: note.pointer }, role: "status" }, note.text) : null);
  };
})();
