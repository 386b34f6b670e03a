(() => {
  "use strict";
  const PW = window.PW;
  const h = (...args) => PW.h(...args); // PW.h is defined by the blocks, after this piece

  function statusBar(platform, safeTop, island) {
    const time = h("span", { class: "pw-status-time" }, platform === "ios" ? "9:41" : "12:30");
    const icons = h("span", { class: "pw-status-icons" },
      h("i", { class: "pw-icon-signal" }), h("i", { class: "pw-icon-wifi" }), h("i", { class: "pw-icon-battery" }));
    return h("div", { class: "pw-statusbar", style: { height: Math.max(safeTop, 20) } },
      time, island ? h("i", { class: "pw-island" }) : null, icons);
  }

  function row(i) {
    return h("div", { class: "pw-row" }, h("i", { class: "pw-avatar" }),
      h("div", { class: "pw-row-lines" }, h("i", { class: "pw-line", style: { width: 55 + ((i * 37) % 35) + "%" } }),
        h("i", { class: "pw-line pw-line-dim", style: { width: 40 + ((i * 53) % 45) + "%" } })));
  }

  function mockApp(platform, device) {
    const ios = platform === "ios";
    const rows = Array.from({ length: 14 }, (_, i) => row(i));
    const bar = ios
      ? h("div", { class: "pw-app-title" }, h("span", {}, "Today"))
      : h("div", { class: "pw-app-topbar" }, h("i", { class: "pw-app-menu" }), h("span", {}, "Today"));
    const bottom = ios
      ? h("div", { class: "pw-tabbar", style: { paddingBottom: device.safeBottom } },
        [0, 1, 2, 3].map(() => h("i", { class: "pw-tab" })))
      : h("div", { class: "pw-navbar", style: { height: Math.max(device.safeBottom, 24) } }, h("i", { class: "pw-gesture" }));
    return h("div", { class: "pw-app", "aria-hidden": "true" },
      statusBar(platform, device.safeTop, ios && device.safeTop >= 47), bar,
      h("div", { class: "pw-list" }, rows), bottom);
  }

  PW.screen = {
    /** The screen and its message layer for one device, platform and appearance. */
    build(data, state, device) {
      const screen = h("div", {
        id: "pw-screen",
        class: `pw-screen pw-${state.platform} pw-${state.appearance} pw-look-${state.look}`,
        dataset: { device: device.id, platform: state.platform, appearance: state.appearance, look: state.look },
        style: { width: device.width, height: device.height, borderRadius: state.chrome ? device.radius || 0 : 0,
          "--pw-safe-top": (device.safeTop || 0) + "px", "--pw-safe-bottom": (device.safeBottom || 0) + "px" },
      });
      const layer = h("div", { id: "pw-message", class: "pw-message", dataset: { displayType: String(data.displayType) } });
      screen.append(mockApp(state.platform, device), layer);
      if (state.platform === "ios" && device.safeBottom > 0) screen.append(h("i", { class: "pw-home-indicator" }));
      return { screen, layer };
    },
  };
})();
