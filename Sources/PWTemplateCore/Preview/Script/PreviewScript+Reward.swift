extension PreviewScript {
    /// `PW.game`: the card the spinwheel and the scratchcard share (width, surface, title,
    /// message, close chip) and the reward panel (title, message, the promo-code chip that
    /// copies on a tap, the reward button with its action).
    static let reward = #"""
    (() => {
      'use strict';
      const PW = window.PW;
      // PWSpinWheelInAppView / PWScratchCardInAppView Metrics: maxCardWidth 400, sideInset 28.
      const MAX_WIDTH = 400;
      const SIDE = 28;
      // PWInAppRewardView Metrics: the code chip reads "Copied!" for 1.6 s after a tap.
      const COPY_RESET_MS = 1600;
      const COPIED = 'Copied!';

      const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
      const styled = (el, name) => { if (el) el.classList.add(name); return el; };

      /** The card's base colour: the first gradient stop or the solid colour (cardBase in the SDK). */
      function base(ctx, background) {
        const first = Array.isArray(background) ? background[0] : background;
        const rgb = PW.kit.channels(first);
        if (rgb) return rgb;
        // No parsable colour (a dropped template): .systemBackground.
        return ctx.appearance === 'dark' ? [0, 0, 0, 1] : [255, 255, 255, 1];
      }

      // PWInAppStyle.makeGradientSurface for two or more colours (opaque on every look), else
      // makeSurface: Liquid Glass tinted with the colour at 55 % (glass look) or the solid colour
      // with the card shadow (classic look; the games are iOS-only, Android draws it classic).
      function paint(ctx, card, background, rgb) {
        if (Array.isArray(background) && background.length >= 2) {
          card.style.background = PW.surface(background) || PW.kit.css(rgb);
          card.classList.add('pw-gradient');
        } else if (ctx.platform !== 'android' && ctx.look === 'glass') {
          card.style.backgroundColor = PW.kit.css(rgb, 0.55);
          card.classList.add('pw-glass');
        } else {
          card.style.backgroundColor = PW.kit.css(rgb);
          card.classList.add('pw-solid');
        }
      }

      /** A game card: title, message and `content` in the stack, the close chip on top. */
      function card(ctx, { closes, kind }, ...content) {
        const { h } = PW;
        const block = ctx.block;
        const ptr = ctx.pointer;
        const rgb = base(ctx, block.background);
        const stack = [];
        if (isObject(block.title)) stack.push(styled(ctx.text(block.title, `${ptr}/title`), 'pw-game-title'));
        if (isObject(block.message)) stack.push(styled(ctx.text(block.message, `${ptr}/message`), 'pw-game-message'));
        const kids = [h('div', { class: `pw-game-stack pw-${kind}-stack` }, ...stack, ...content.filter(Boolean))];
        // Both games show the chip when showClose is true or nothing else can dismiss them
        // (the reward has no button): "hasGuaranteedDismissPath" in both views.
        if (closes) kids.push(h('div', { class: 'pw-game-close' }, ctx.close(`${ptr}/showClose`)));
        const el = h('div', { class: 'pw-game-card', dataset: { role: 'card', pointer: ptr } }, ...kids);
        el.style.width = `${PW.game.width(ctx.device)}px`;
        paint(ctx, el, block.background, rgb);
        const classes = ['pw-game', `pw-game-${kind}`];
        if (ctx.appearance === 'dark') classes.push('pw-dark');
        return h('div', { class: classes.join(' ') }, el);
      }

      // The promo-code chip: 48 pt high, radius 12, a 1.5 pt dashed border in the contrast colour
      // at 40 %, the code in rounded 17 bold (the reward title's colour) with a copy icon at 70 %;
      // a tap copies it and reads "Copied!" for a moment (PWInAppRewardView.makeCodeChip).
      function codeChip(code, pointer, colour, dash, chipBackground) {
        const { h } = PW;
        const label = h('span', { class: 'pw-reward-code-text' }, code);
        const { svg } = PW.kit;
        // Stands in for the SF Symbol doc.on.doc, which a browser does not have.
        const icon = svg('svg', { class: 'pw-reward-copy', viewBox: '0 0 14 14', width: 14, height: 14, 'aria-hidden': 'true' },
          svg('rect', { x: 4, y: 1, width: 9, height: 9, rx: 2 }), svg('rect', { x: 1, y: 4, width: 9, height: 9, rx: 2 }));
        const chip = h('button', { type: 'button', class: 'pw-reward-code', 'aria-label': `Promo code ${code}. Click to copy.`,
          dataset: { role: 'code', pointer } }, label, icon);
        chip.style.color = colour;
        chip.style.borderColor = dash;
        chip.style.backgroundColor = chipBackground;
        chip.addEventListener('click', () => {
          try {
            const done = navigator.clipboard && navigator.clipboard.writeText(code);
            if (done && done.catch) done.catch(() => {});
          } catch (_) { /* no clipboard on this page */ }
          label.textContent = COPIED;
          PW.kit.later(chip, COPY_RESET_MS, () => { label.textContent = code; });
        });
        return chip;
      }

      /**
       * The reward panel on a surface of colour `surface` ([r, g, b, a]): colours missing from
       * the template fall back to the contrast colour (72 % for the message) as in
       * PWInAppRewardView.init; `titleRole`/`titlePointer` mark a synthesised lose title.
       */
      function panel(ctx, reward, pointer, surface, options = {}) {
        const { h, kit } = PW;
        const primary = kit.contrast(surface);
        const chipBackground = kit.isLight(surface) ? 'rgba(0, 0, 0, 0.06)' : 'rgba(255, 255, 255, 0.16)';
        const kids = [];
        if (isObject(reward.title)) {
          const title = styled(ctx.text(reward.title, options.titlePointer || `${pointer}/title`), 'pw-reward-title');
          if (title) {
            title.dataset.role = options.titleRole || 'reward-title';
            if (!kit.channels(reward.title.color)) title.style.color = kit.css(primary);
            kids.push(title);
          }
        }
        if (isObject(reward.message)) {
          const message = styled(ctx.text(reward.message, `${pointer}/message`), 'pw-reward-message');
          if (message && !kit.channels(reward.message.color)) message.style.color = kit.css(primary, 0.72);
          kids.push(message);
        }
        if (typeof reward.code === 'string' && reward.code !== '') {
          const ink = kit.channels(reward.title && reward.title.color) || primary;
          kids.push(codeChip(reward.code, `${pointer}/code`, kit.css(ink), kit.css(primary, 0.4), chipBackground));
        }
        if (isObject(reward.button)) kids.push(styled(ctx.button(reward.button, `${pointer}/button`), 'pw-reward-button'));
        const el = h('div', { class: 'pw-reward', dataset: { role: 'reward', pointer } }, ...kids.filter(Boolean));
        if (options.entering && !kit.still()) el.classList.add('pw-enter');
        return el;
      }

      PW.game = {
        isObject,
        /** The card width: the screen less 28 pt a side, at most 400 pt. */
        width: (device) => Math.min(MAX_WIDTH, device.width - 2 * SIDE),
        base,
        card,
        reward: panel,
      };
    })();
    """#
}
