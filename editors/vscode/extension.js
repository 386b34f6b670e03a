// A minimal VS Code extension: starts `pwtemplate lsp` for native-config.json, pushwoosh.json
// and .pwtemplate.json. Not published; docs/editors.md shows how to run it from this folder.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("pwtemplate").get("path") || "pwtemplate";
  const files = ["native-config.json", "pushwoosh.json", ".pwtemplate.json"];
  client = new LanguageClient(
    "pwtemplate",
    "pwtemplate",
    { command, args: ["lsp"] },
    { documentSelector: files.map((name) => ({ scheme: "file", pattern: `**/${name}` })) },
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
