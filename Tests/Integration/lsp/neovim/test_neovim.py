"""Neovim's built-in LSP client (Debian's 0.7.2, headless) attached to `pwtemplate lsp`:
vim.diagnostic.get() holds the template's findings at their byte columns."""

import json
import os
import pathlib
import shutil
import subprocess

HERE = pathlib.Path(__file__).resolve().parent
MISTAKES = HERE.parent / "mistakes-native-config.json"


def test_neovim_shows_the_diagnostics_of_a_template(pwtemplate: str, tmp_path: pathlib.Path):
    (tmp_path / ".git").mkdir()
    folder = tmp_path / "promo"
    folder.mkdir()
    shutil.copy(MISTAKES, folder / "native-config.json")
    shutil.copy(HERE.parent / "mistakes-pushwoosh.json", folder / "pushwoosh.json")
    output = tmp_path / "diagnostics.json"
    environment = dict(os.environ, PWTEMPLATE=pwtemplate, TEMPLATE_FILE=str(folder / "native-config.json"), OUTPUT_FILE=str(output))
    subprocess.run(["nvim", "--headless", "-u", "NONE", "-c", f"luafile {HERE / 'attach.lua'}"],
                   env=environment, capture_output=True, timeout=120, check=True)
    result = json.loads(output.read_text(encoding="utf-8"))
    assert result["arrived"] is True
    lines = (folder / "native-config.json").read_bytes().split(b"\n")

    def columns(token: bytes) -> tuple[int, int, int]:
        line = next(number for number, text in enumerate(lines) if token in text)
        start = lines[line].index(token)
        return line, start, start + len(token)

    found = sorted((d["code"], d["lnum"], d["col"], d["end_col"]) for d in result["diagnostics"])
    # Neovim turns the server's UTF-16 positions into byte columns: "🎉" before "333333" is 4 bytes.
    assert found == sorted([
        ("invalid-color", *columns(b'"FFFFFF"')),
        ("insecure-media-url", *columns(b'"http://example.com/shop/spring-sale.jpg"')),
        ("invalid-color", *columns(b'"333333"')),
    ])
    assert {d["source"] for d in result["diagnostics"]} == {"pwtemplate"}
    assert all(d["severity"] == 1 for d in result["diagnostics"])  # vim.diagnostic.severity.ERROR
