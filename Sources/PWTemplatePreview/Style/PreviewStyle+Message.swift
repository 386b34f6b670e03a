extension PreviewStyle {
    /// The CSS of the shared blocks and the modal, sheet, fullscreen, banner, video and pip layers.
    static let message = [messageBlocks, messageLayers].joined(separator: "\n")

    /// Text, buttons, the close control, chips, media placeholders and the scrim. Sizes that
    /// depend on the template or the device are set by the script; the SDK constants that do not
    /// live here (PWInAppStyle.swift, InAppViewUtils.kt).
    static let messageBlocks = #"""
    .pw-layer { position: absolute; inset: 0; }
    .pw-scrim { position: absolute; inset: 0; }
    .pw-msg-card { position: relative; }
    .pw-stack { display: flex; flex-direction: column; min-height: 0; }
    .pw-text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.2; }
    .pw-android .pw-text { line-height: 1.17; }
    .pw-one-line { white-space: pre; overflow: hidden; text-overflow: ellipsis; }
    .pw-clamp { display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; }
    .pw-button { display: flex; align-items: center; justify-content: center; width: 100%; margin: 0; border-style: solid;
      border-width: 1.5px; cursor: pointer; flex: none; font-synthesis: none; }
    .pw-button-ios { height: 52px; padding: 0 12px; }
    .pw-button-ios .pw-label { display: block; min-width: 0; max-width: 100%; white-space: pre; overflow: hidden; text-overflow: ellipsis; }
    .pw-button-android { padding: 12px; min-height: 44px; text-align: center; line-height: 1.17; }
    .pw-button-android .pw-label { white-space: pre-wrap; overflow-wrap: anywhere; }
    .pw-close { display: flex; align-items: center; justify-content: center; padding: 0; border: 0; border-radius: 50%;
      background: rgba(0, 0, 0, 0.4); color: #fff; cursor: pointer; z-index: 5; flex: none; }
    .pw-close-android { background: rgba(0, 0, 0, 0.4); }
    .pw-close-glyph { font: 15px/1 Roboto, "Noto Sans", system-ui, sans-serif; color: #fff; }
    .pw-close-inline { background: transparent; }
    .pw-close-inline .pw-close-glyph { color: rgba(255, 255, 255, 0.6); }
    .pw-chip { display: flex; align-items: center; justify-content: center; border-radius: 50%; background: rgba(0, 0, 0, 0.4); z-index: 5; }
    .pw-glass:not(.pw-close-inline) { -webkit-backdrop-filter: blur(10px) saturate(160%); backdrop-filter: blur(10px) saturate(160%);
      box-shadow: inset 0 0 0 0.5px rgba(255, 255, 255, 0.45); }
    .pw-media { display: block; flex: none; }
    .pw-placeholder { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4px; flex: none;
      overflow: hidden; color: rgba(60, 60, 67, 0.75); font: 600 13px/1.25 system-ui, sans-serif; text-align: center;
      background: repeating-linear-gradient(135deg, #d8d8dd 0 10px, #cdcdd3 10px 20px); }
    .pw-placeholder-note { font-weight: 400; font-size: 11px; max-width: 90%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    """#

    /// The layers of modal, sheet, fullscreen, banner, video and pip.
    static let messageLayers = #"""
    .pw-modal-layer { display: flex; align-items: center; justify-content: center; }
    .pw-modal-layer > .pw-scrim { z-index: 0; }
    .pw-modal-card { display: flex; flex-direction: column; overflow: hidden; z-index: 1; }
    .pw-modal-ios { gap: 16px; }
    .pw-modal-media { padding: 14px 14px 0; display: flex; justify-content: center; min-height: 0; flex: 0 1 auto; overflow: hidden; }
    .pw-modal-media > * { max-height: 100%; min-height: 0; }
    .pw-sheet-layer { display: flex; align-items: flex-end; justify-content: center; }
    .pw-sheet { display: flex; flex-direction: column; overflow: hidden; z-index: 1; }
    .pw-sheet-handle { width: 36px; height: 5px; margin: 8px auto 0; border-radius: 2.5px; flex: none; }
    .pw-sheet-media { padding: 0 14px; flex: none; }
    .pw-fullscreen { overflow: hidden; }
    .pw-fill { position: absolute; inset: 0; }
    .pw-caption { position: absolute; left: 0; right: 0; bottom: 0; padding: 48px 24px 0; display: flex; flex-direction: column;
      background: linear-gradient(to bottom, rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.75)); z-index: 2; }
    .pw-banner-layer { pointer-events: none; }
    .pw-banner { position: absolute; left: 12px; right: 12px; display: flex; align-items: center; gap: 12px; padding: 12px 14px;
      pointer-events: auto; cursor: pointer; }
    .pw-banner-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
    .pw-video { position: absolute; inset: 0; background: #000; display: flex; align-items: center; justify-content: center; }
    .pw-video > .pw-media, .pw-video > .pw-placeholder { position: absolute; inset: 0; width: 100%; height: 100%; }
    .pw-video > .pw-placeholder { justify-content: flex-start; padding-top: 28%; }
    .pw-pip .pw-video > .pw-placeholder { padding-top: 8px; }
    .pw-pip .pw-placeholder-note { display: none; }
    .pw-video-empty { background: repeating-linear-gradient(135deg, #2c2c2e 0 10px, #242426 10px 20px); color: rgba(255, 255, 255, 0.7); }
    .pw-play { position: relative; z-index: 1; display: flex; align-items: center; justify-content: center; border-radius: 50%;
      background: rgba(0, 0, 0, 0.45); box-shadow: inset 0 0 0 1.5px rgba(255, 255, 255, 0.85); pointer-events: none; }
    .pw-play svg { margin-left: 8%; }
    .pw-pip-layer { pointer-events: none; }
    .pw-pip { position: absolute; overflow: hidden; background: #000; pointer-events: auto; box-shadow: 0 16px 56px rgba(0, 0, 0, 0.28); }
    """#
}
