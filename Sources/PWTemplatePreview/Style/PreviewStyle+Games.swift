extension PreviewStyle {
    /// The CSS of the spinwheel, scratchcard and reward layers.
    static let games = [gameStyle, rewardStyle].joined(separator: "\n")

    /// The game cards, iOS only: `PWSpinWheelInAppView.swift` and `PWScratchCardInAppView.swift`
    /// (no scrim, the card centred with radius 24, the stack 28 pt from the top and 24 pt from
    /// the sides with 14 pt spacing, 24 pt from the bottom under the wheel and 16 under the
    /// scratch area, title rounded 24 heavy, message 15, close 16 pt from the corner; the hub
    /// 72 pt with a 2 pt border, rounded 17 heavy and a 25 % shadow of radius 8; the pointer
    /// 26 pt in .label with a 30 % shadow; the scratch area radius 18 on white 0.97 with the
    /// reward 16 pt from its sides, ringed in systemYellow at 85 %, 2.5 pt, once revealed) and
    /// `PWInAppStyle.swift` (applyCardShadow: 28 % black, radius 28, 16 pt down).
    static let gameStyle = #"""
    .pw-game { display: flex; align-items: center; justify-content: center; pointer-events: none; }
    .pw-game-card { position: relative; flex: none; overflow: hidden; border-radius: 24px; pointer-events: auto; }
    .pw-game-stack { display: flex; flex-direction: column; gap: 14px; padding: 28px 24px 24px; }
    .pw-scratchcard-stack { padding-bottom: 16px; }
    .pw-wheel { position: relative; flex: none; align-self: center; }
    .pw-wheel-disc { position: absolute; inset: 30px; }
    .pw-wheel-svg { display: block; width: 100%; height: 100%; overflow: visible; }
    .pw-wheel-label { font-size: 14px; font-weight: 700; }
    .pw-wheel-pointer {
      position: absolute; top: 4px; left: 50%; margin-left: -13px; z-index: 1;
      fill: #000; filter: drop-shadow(0 2px 3px rgba(0, 0, 0, 0.3));
    }
    .pw-dark .pw-wheel-pointer { fill: #fff; }
    .pw-wheel-hub {
      position: absolute; top: 50%; left: 50%; z-index: 2; width: 72px; height: 72px; margin: -36px 0 0 -36px;
      padding: 0 4px; border: 2px solid transparent; border-radius: 50%; overflow: hidden;
      white-space: nowrap; text-overflow: ellipsis;
      box-shadow: 0 3px 16px rgba(0, 0, 0, 0.25); cursor: pointer; transition: opacity 0.2s;
    }
    .pw-wheel-hub.pw-spent { opacity: 0.35; cursor: default; }
    .pw-scratch-area { position: relative; flex: none; overflow: hidden; border-radius: 18px; background: rgb(247, 247, 247); }
    .pw-scratch-area > .pw-reward { position: absolute; left: 16px; right: 16px; top: 50%; transform: translateY(-50%); }
    .pw-scratch-foil { position: absolute; inset: 0; touch-action: none; cursor: crosshair; }
    .pw-scratch-area.pw-revealed::after {
      content: ''; position: absolute; inset: 0; border-radius: inherit; pointer-events: none;
      box-shadow: inset 0 0 0 2.5px rgba(255, 204, 0, 0.85);
    }
    .pw-dark .pw-scratch-area.pw-revealed::after { box-shadow: inset 0 0 0 2.5px rgba(255, 214, 10, 0.85); }
    """#

    /// The reward panel, `PWInAppRewardView.swift`: 12 pt spacing, title rounded 22 heavy,
    /// message 15, the code chip 48 pt high with radius 12 and a 1.5 pt dashed border, the code
    /// in rounded 17 bold with the copy icon 8 pt after it at 70 %, a 0.3 s fade in after the game.
    static let rewardStyle = #"""
    .pw-reward { display: flex; flex-direction: column; gap: 12px; text-align: center; }
    .pw-reward.pw-enter { animation: pw-reward-in 0.3s ease both; }
    @keyframes pw-reward-in { from { opacity: 0; } to { opacity: 1; } }
    .pw-reward-code {
      display: flex; align-items: center; justify-content: center; gap: 8px; width: 100%; height: 48px;
      padding: 0 12px; border: 1.5px dashed; border-radius: 12px; cursor: pointer;
    }
    .pw-reward-copy { flex: none; fill: none; stroke: currentColor; stroke-width: 1.5; opacity: 0.7; }
    """#
}
