extension PreviewStyle {
    /// The CSS of the page around the device: toolbar, switchers, findings panel, gallery.
    /// The runtime fills `#pw-toolbar`, `#pw-stage` and `#pw-findings-panel`; the gallery is
    /// static HTML (`.pw-gallery`, one `.pw-card` per template with `data-status`).
    static let page = #"""
    :root { color-scheme: light dark; --pw-ink: #1d1d1f; --pw-muted: #6e6e73; --pw-paper: #f5f5f7; --pw-panel: #ffffff;
      --pw-line: #d2d2d7; --pw-accent: #0a66d8; --pw-error: #c9341b; --pw-warning: #a05a00; --pw-info: #3a6ea5; }
    @media (prefers-color-scheme: dark) {
      :root { --pw-ink: #f5f5f7; --pw-muted: #a1a1a6; --pw-paper: #161617; --pw-panel: #232325; --pw-line: #3a3a3c;
        --pw-accent: #4c9bff; --pw-error: #ff6b57; --pw-warning: #ffb340; --pw-info: #7fb2ec; }
    }
    * { box-sizing: border-box; }
    html, body { margin: 0; padding: 0; }
    body.pw-page, body.pw-gallery-page { font: 14px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif;
      color: var(--pw-ink); background: var(--pw-paper); min-height: 100vh; }
    body.pw-page { display: flex; flex-direction: column; }
    #pw-back { padding: 8px 16px 0; }
    #pw-back a, .pw-gallery a { color: var(--pw-accent); }
    #pw-toolbar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; padding: 10px 16px;
      border-bottom: 1px solid var(--pw-line); background: var(--pw-panel); position: sticky; top: 0; z-index: 10; }
    #pw-toolbar label { display: inline-flex; gap: 6px; align-items: center; color: var(--pw-muted); }
    #pw-toolbar select, #pw-toolbar button { font: inherit; color: var(--pw-ink); background: var(--pw-paper);
      border: 1px solid var(--pw-line); border-radius: 6px; padding: 3px 6px; }
    #pw-toolbar select:disabled { opacity: 0.5; }
    .pw-switchers { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
    #pw-layout { flex: 1; display: flex; align-items: flex-start; min-height: 0; }
    #pw-stage { flex: 1; display: flex; justify-content: center; align-items: flex-start; padding: 24px; overflow: auto; }
    #pw-findings-panel { width: 360px; max-width: 40vw; align-self: stretch; border-left: 1px solid var(--pw-line);
      background: var(--pw-panel); padding: 12px 16px; overflow: auto; }
    #pw-findings-panel ul { list-style: none; margin: 0; padding: 0; }
    #pw-findings-panel li { padding: 8px 6px; border-bottom: 1px solid var(--pw-line); cursor: pointer; overflow-wrap: anywhere; }
    #pw-findings-panel li:hover, #pw-findings-panel li:focus { background: var(--pw-paper); outline: none; }
    #pw-findings-panel li > span { display: block; }
    #pw-findings-panel .pw-finding-severity, #pw-findings-panel .pw-finding-platform { display: inline-block;
      margin: 0 6px 2px 0; font-size: 11px; font-weight: 600; text-transform: uppercase; color: var(--pw-muted); }
    #pw-findings-panel .pw-finding-where { margin-top: 2px; font-size: 12px; color: var(--pw-muted); }
    #pw-findings-panel [data-severity="error"] { border-left: 3px solid var(--pw-error); }
    #pw-findings-panel [data-severity="warning"] { border-left: 3px solid var(--pw-warning); }
    #pw-findings-panel [data-severity="info"] { border-left: 3px solid var(--pw-info); }
    .pw-noscript { margin: 24px; padding: 12px; border: 1px solid var(--pw-line); background: var(--pw-panel); }
    @media (max-width: 820px) {
      #pw-layout { flex-direction: column; }
      #pw-findings-panel { width: auto; max-width: none; border-left: none; border-top: 1px solid var(--pw-line); }
    }
    body.pw-chromeless #pw-toolbar, body.pw-chromeless #pw-findings-panel, body.pw-chromeless #pw-back { display: none; }
    body.pw-chromeless #pw-stage { padding: 0; overflow: hidden; }
    .pw-gallery-header { padding: 24px 24px 0; }
    .pw-gallery-header h1 { margin: 0 0 4px; font-size: 22px; }
    .pw-gallery-header p { margin: 0; color: var(--pw-muted); }
    .pw-gallery { list-style: none; margin: 0; padding: 24px; display: grid; gap: 16px;
      grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); }
    .pw-card a { display: flex; flex-direction: column; gap: 4px; height: 100%; padding: 14px 16px; border-radius: 12px;
      background: var(--pw-panel); border: 1px solid var(--pw-line); border-top: 4px solid var(--pw-line); text-decoration: none; color: inherit; }
    .pw-card a:hover, .pw-card a:focus { border-color: var(--pw-accent); }
    .pw-card[data-status="error"] a { border-top-color: var(--pw-error); }
    .pw-card[data-status="warning"] a { border-top-color: var(--pw-warning); }
    .pw-card[data-status="clean"] a { border-top-color: #2e9d4f; }
    .pw-card-name { font-weight: 600; overflow-wrap: anywhere; }
    .pw-card-type { text-transform: capitalize; }
    .pw-card-languages, .pw-card-status { color: var(--pw-muted); }
    .pw-card[data-status="error"] .pw-card-status { color: var(--pw-error); }
    """#
}
