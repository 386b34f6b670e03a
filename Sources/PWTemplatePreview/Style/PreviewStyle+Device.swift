extension PreviewStyle {
    /// The CSS of the device screen and the mock app behind the message.
    static let device = [deviceScreen, deviceOverlays].joined(separator: "\n")

    /// The screen, its status bar and the neutral list app behind the message, light and dark.
    static let deviceScreen = #"""
    .pw-screen { position: relative; overflow: hidden; flex: none; isolation: isolate;
      --pw-app-bg: #f2f2f7; --pw-app-card: #ffffff; --pw-app-ink: #1c1c1e; --pw-app-line: #d1d1d6; --pw-app-dim: #e5e5ea;
      background: var(--pw-app-bg); color: var(--pw-app-ink); box-shadow: 0 0 0 10px #1c1c1e, 0 20px 50px rgba(0, 0, 0, 0.35);
      font-family: system-ui, -apple-system, sans-serif; -webkit-font-smoothing: antialiased; text-align: left; }
    .pw-screen.pw-dark { --pw-app-bg: #000000; --pw-app-card: #1c1c1e; --pw-app-ink: #f2f2f7; --pw-app-line: #3a3a3c; --pw-app-dim: #2c2c2e; }
    .pw-screen.pw-android { --pw-app-bg: #f7f2fa; --pw-app-card: #ffffff; --pw-app-line: #cac4d0; --pw-app-dim: #e7e0ec;
      font-family: Roboto, "Noto Sans", system-ui, sans-serif; }
    .pw-screen.pw-android.pw-dark { --pw-app-bg: #141218; --pw-app-card: #1d1b20; --pw-app-ink: #e6e0e9; --pw-app-line: #49454f; --pw-app-dim: #2b2930; }
    .pw-screen *, .pw-screen *::before, .pw-screen *::after { box-sizing: border-box; }
    .pw-screen i { display: block; font-style: normal; }
    .pw-app { position: absolute; inset: 0; display: flex; flex-direction: column; z-index: 0; }
    .pw-statusbar { display: flex; align-items: center; justify-content: space-between; padding: 0 28px; flex: none;
      position: relative; font-size: 15px; font-weight: 600; }
    .pw-android .pw-statusbar { padding: 0 16px; font-size: 13px; font-weight: 500; }
    .pw-status-icons { display: flex; gap: 5px; align-items: center; }
    .pw-icon-signal { width: 17px; height: 10px; background: linear-gradient(to right, currentColor 0 3px, transparent 3px 5px,
      currentColor 5px 8px, transparent 8px 10px, currentColor 10px 13px, transparent 13px 14px, currentColor 14px); clip-path: polygon(0 100%, 100% 0, 100% 100%); }
    .pw-icon-wifi { width: 14px; height: 10px; background: currentColor; clip-path: polygon(50% 100%, 0 25%, 20% 0, 80% 0, 100% 25%); }
    .pw-icon-battery { width: 24px; height: 11px; border: 1.5px solid currentColor; border-radius: 3px; opacity: 0.9;
      background: linear-gradient(currentColor, currentColor) 1px 1px / 70% calc(100% - 2px) no-repeat; }
    .pw-island { position: absolute; left: 50%; top: 11px; width: 124px; height: 36px; margin-left: -62px; border-radius: 18px; background: #000; }
    .pw-app-title { padding: 6px 16px 8px; font-size: 34px; font-weight: 700; flex: none; }
    .pw-app-topbar { display: flex; align-items: center; gap: 24px; height: 64px; padding: 0 16px; font-size: 22px; flex: none; }
    .pw-app-menu { width: 18px; height: 12px; border-top: 2px solid currentColor; border-bottom: 2px solid currentColor;
      background: linear-gradient(currentColor, currentColor) 0 50% / 100% 2px no-repeat; }
    .pw-list { flex: 1; overflow: hidden; margin: 0 16px; border-radius: 12px; background: var(--pw-app-card); }
    .pw-android .pw-list { margin: 0; border-radius: 0; background: transparent; }
    .pw-row { display: flex; align-items: center; gap: 12px; height: 64px; padding: 0 14px; border-bottom: 0.5px solid var(--pw-app-line); }
    .pw-avatar { width: 40px; height: 40px; border-radius: 50%; background: var(--pw-app-dim); flex: none; }
    .pw-row-lines { flex: 1; display: flex; flex-direction: column; gap: 8px; }
    .pw-line { height: 9px; border-radius: 5px; background: var(--pw-app-line); }
    .pw-line-dim { background: var(--pw-app-dim); }
    .pw-tabbar { flex: none; display: flex; justify-content: space-around; padding-top: 10px; min-height: 50px;
      background: var(--pw-app-card); border-top: 0.5px solid var(--pw-app-line); }
    .pw-tab { width: 26px; height: 26px; border-radius: 7px; background: var(--pw-app-dim); }
    .pw-navbar { flex: none; display: flex; align-items: center; justify-content: center; background: var(--pw-app-bg); }
    .pw-gesture { width: 108px; height: 4px; border-radius: 2px; background: var(--pw-app-ink); opacity: 0.5; }
    .pw-home-indicator { position: absolute; left: 50%; bottom: 8px; width: 134px; height: 5px; margin-left: -67px;
      border-radius: 3px; background: var(--pw-app-ink); z-index: 30; pointer-events: none; opacity: 0.85; }
    """#

    /// The message layer, the drop banner, toasts, "Show again", highlights and `chrome=0`.
    static let deviceOverlays = #"""
    .pw-message { position: absolute; inset: 0; z-index: 10; }
    .pw-drop-banner { position: absolute; left: 8px; right: 8px; top: 6px; z-index: 40; padding: 6px 10px; border-radius: 10px;
      background: rgba(200, 30, 30, 0.94); color: #fff; font: 600 12px/1.3 system-ui, sans-serif; pointer-events: none; }
    .pw-drop-text { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; overflow-wrap: anywhere; }
    .pw-toast { position: absolute; left: 16px; right: 16px; bottom: calc(var(--pw-safe-bottom) + 24px); z-index: 40;
      padding: 10px 14px; border-radius: 12px; background: rgba(28, 28, 30, 0.92); color: #fff;
      font: 500 14px/1.35 system-ui, sans-serif; overflow-wrap: anywhere; white-space: pre-wrap; }
    .pw-show-again { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); padding: 10px 18px;
      border: 0; border-radius: 20px; background: #0a84ff; color: #fff; font: 600 15px system-ui, sans-serif; cursor: pointer; }
    .pw-note { position: absolute; left: 16px; right: 16px; top: 40%; padding: 12px; border-radius: 12px;
      background: rgba(120, 120, 128, 0.2); font: 14px/1.4 system-ui, sans-serif; text-align: center; overflow-wrap: anywhere; }
    .pw-highlight { outline: 3px solid #ff2d95 !important; outline-offset: 2px; }
    body.pw-chrome-off { margin: 0 !important; padding: 0 !important; overflow: hidden !important; background: #000; }
    body.pw-chrome-off #pw-toolbar, body.pw-chrome-off #pw-findings-panel { display: none !important; }
    body.pw-chrome-off #pw-stage { position: fixed !important; left: 0; top: 0; margin: 0 !important; padding: 0 !important;
      display: block !important; width: auto !important; height: auto !important; }
    body.pw-chrome-off .pw-screen { box-shadow: none; }
    """#
}
