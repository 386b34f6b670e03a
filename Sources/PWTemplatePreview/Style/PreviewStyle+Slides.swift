extension PreviewStyle {
    /// The CSS of the carousel and stories layers.
    static let slides = [carouselStyle, storiesStyle].joined(separator: "\n")

    /// The carousel: iOS `PWCarouselInAppView.swift` (card radius 24 from PWInAppStyle, black
    /// card or glass tinted white 0.1 at 35 %, 80 % scrim, close 12 pt from the card's corner,
    /// page control 12 pt above its bottom) and `PWCarouselCell` (140 pt scrim clear → black
    /// 0.75, text 18 pt from the sides and 36 pt from the bottom, 3 pt apart, title 20 bold,
    /// message 14); Android `CarouselInAppView.kt` (`#CC000000` dim, 8 dp dots 4 dp apart at
    /// 40 % alpha, the same 140 dp `#BF000000` scrim, `InAppViewUtils.kt`).
    static let carouselStyle = #"""
    .pw-car-backdrop { background: rgba(0, 0, 0, 0.8); }
    .pw-car-card { position: absolute; overflow: hidden; border-radius: 24px; background: #000; }
    .pw-look-glass .pw-car-card {
      background: rgba(26, 26, 26, 0.35);
      -webkit-backdrop-filter: blur(24px) saturate(1.6);
      backdrop-filter: blur(24px) saturate(1.6);
    }
    .pw-car-viewport { position: absolute; inset: 0; overflow: hidden; touch-action: pan-y; }
    .pw-car-track { display: flex; height: 100%; will-change: transform; }
    .pw-car-slide { position: relative; flex: 0 0 100%; height: 100%; overflow: hidden; user-select: none; }
    .pw-car-slide.pw-tappable { cursor: pointer; }
    .pw-car-image {
      position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover;
    }
    .pw-car-scrim {
      position: absolute; left: 0; right: 0; bottom: 0; height: 140px; pointer-events: none;
      background: linear-gradient(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.75));
    }
    .pw-car-text {
      position: absolute; left: 18px; right: 18px; bottom: 36px; pointer-events: none;
      display: flex; flex-direction: column; gap: 3px;
    }
    .pw-car-dots {
      position: absolute; left: 50%; bottom: 12px; transform: translateX(-50%);
      display: flex; align-items: center; z-index: 2;
    }
    .pw-ios .pw-car-dots { height: 26px; gap: 9px; padding: 0 8px; }
    .pw-android .pw-car-dots { gap: 8px; }
    .pw-car-dot {
      width: 7px; height: 7px; padding: 0; border: 0; border-radius: 50%;
      background: #fff; opacity: 0.4; cursor: pointer;
    }
    .pw-android .pw-car-dot { width: 8px; height: 8px; }
    .pw-car-dot.pw-on { opacity: 1; }
    .pw-car-arrow {
      position: absolute; top: 50%; width: 32px; height: 32px; margin-top: -16px; z-index: 2;
      padding: 0; border: 0; border-radius: 50%; background: rgba(0, 0, 0, 0.35);
      color: #fff; font: 600 22px/30px system-ui, sans-serif; cursor: pointer;
    }
    .pw-car-prev { left: 8px; }
    .pw-car-next { right: 8px; }
    .pw-car-arrow:disabled { opacity: 0.25; cursor: default; }
    .pw-chromeless .pw-car-arrow { opacity: 0; }
    """#

    /// Stories: iOS `PWStoriesInAppView.swift` (black screen, progress 14 pt under the safe area
    /// and 12 pt from the sides, close 10 pt under it and 16 pt from the edge, bottom stack 24 pt
    /// in with 6 pt spacing and 16 after the message, buttons 10 apart with 28 pt side insets
    /// and a 14 pt shadow at 28 %, title 23 bold, message 14, the scrim rising 44 pt above the
    /// text) and `PWStoriesProgressBar.swift` (3 pt tracks 4 apart, radius 1.5, white 30 % under
    /// white); Android `StoriesInAppView.kt` (12 dp top padding, 20 dp bottom padding, title 20
    /// bold, message 15, buttons 12 dp apart) and `StoriesProgressView.kt` (`#4DFFFFFF` tracks).
    static let storiesStyle = #"""
    .pw-stories { overflow: hidden; background: #000; color: #fff; }
    .pw-sto-image { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
    .pw-sto-zone {
      position: absolute; top: 0; bottom: 0; margin: 0; padding: 0; border: 0;
      background: transparent; cursor: pointer; -webkit-tap-highlight-color: transparent;
    }
    .pw-sto-prev { left: 0; width: 33.333%; }
    .pw-sto-next { right: 0; width: 66.667%; }
    .pw-sto-top { position: absolute; left: 0; right: 0; top: 0; padding: 0 12px; pointer-events: none; }
    .pw-sto-progress { display: flex; gap: 4px; height: 3px; }
    .pw-sto-track { flex: 1; height: 3px; overflow: hidden; border-radius: 1.5px; background: rgba(255, 255, 255, 0.3); }
    .pw-sto-fill { display: block; width: 0; height: 100%; background: #fff; }
    .pw-sto-fill.pw-run { animation: pw-sto-fill linear forwards; }
    @keyframes pw-sto-fill { from { width: 0; } to { width: 100%; } }
    .pw-sto-foot {
      position: absolute; left: 0; right: 0; bottom: 0; display: flex; flex-direction: column;
      pointer-events: none; background: linear-gradient(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.75));
    }
    .pw-ios .pw-sto-foot { padding: 44px 24px 0; }
    .pw-android .pw-sto-foot { padding: 44px 20px 0; }
    .pw-ios .pw-sto-foot > * + * { margin-top: 6px; }
    .pw-ios .pw-sto-foot > .pw-sto-message + .pw-sto-buttons { margin-top: 16px; }
    .pw-sto-buttons { display: flex; flex-direction: column; pointer-events: auto; }
    .pw-ios .pw-sto-buttons { gap: 10px; }
    .pw-ios .pw-sto-button { padding-left: 28px; padding-right: 28px; box-shadow: 0 6px 28px rgba(0, 0, 0, 0.28); }
    .pw-android .pw-sto-button { margin-top: 12px; }
    """#
}
