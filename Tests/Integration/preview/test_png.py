"""`pwtemplate preview --png`: a PNG of exactly the device's size per language × appearance,
named as docs/commands/preview.md documents; without a browser, exit 2 and nothing written."""

import os
import pathlib
import shutil

from PIL import Image

from preview_support import run

SHEET_LANGUAGES = ["en", "de", "fr", "no-translation"]


def test_a_png_per_language_and_appearance_at_the_device_size(pwtemplate, examples, tmp_path):
    out = tmp_path / "out"
    result = run(pwtemplate, "preview", "--offline", "--png", "--device", "pixel-4a", "-o", str(out),
                 str(examples / "templates" / "sheet-coffee-rewards"))
    expected = {f"sheet-coffee-rewards.{lang}.{appearance}.png" for lang in SHEET_LANGUAGES for appearance in ("light", "dark")}
    assert {p.name for p in out.glob("*.png")} == expected
    for name in expected:
        with Image.open(out / name) as image:
            assert image.size == (393, 851), f"{name} is {image.size}, not the Pixel 4a's 393×851"
        assert f"Wrote {out / name}" in result.stdout
    # Light and dark differ; German and English differ.
    def pixels(name):
        with Image.open(out / name) as image:
            return image.convert("RGB").tobytes()
    assert pixels("sheet-coffee-rewards.de.light.png") != pixels("sheet-coffee-rewards.de.dark.png")
    assert pixels("sheet-coffee-rewards.de.light.png") != pixels("sheet-coffee-rewards.en.light.png")


def test_light_only_without_a_dark_overlay_and_the_chosen_language_only(pwtemplate, examples, tmp_path):
    template = tmp_path / "modal"
    run(pwtemplate, "new", "modal", str(template))
    out = tmp_path / "out"
    run(pwtemplate, "preview", "--offline", "--png", "-o", str(out), str(template))
    assert sorted(p.name for p in out.glob("*.png")) == ["modal.no-translation.light.png"]
    with Image.open(out / "modal.no-translation.light.png") as image:
        assert image.size == (393, 852)
    run(pwtemplate, "preview", "--offline", "--png", "--language", "de", "--appearance", "dark", "-o", str(tmp_path / "de"),
        str(examples / "templates" / "sheet-coffee-rewards"))
    assert [p.name for p in (tmp_path / "de").glob("*.png")] == ["sheet-coffee-rewards.de.dark.png"]


def test_existing_pngs_are_kept_without_force(pwtemplate, tmp_path):
    template = tmp_path / "modal"
    run(pwtemplate, "new", "modal", str(template))
    out = tmp_path / "out"
    out.mkdir()
    (out / "modal.no-translation.light.png").write_bytes(b"mine")
    result = run(pwtemplate, "preview", "--offline", "--png", "-o", str(out), str(template), check=False)
    assert result.returncode == 2
    assert "already exists" in result.stderr and "--force" in result.stderr
    assert (out / "modal.no-translation.light.png").read_bytes() == b"mine"
    assert not (out / "modal.html").exists()
    run(pwtemplate, "preview", "--offline", "--png", "--force", "-o", str(out), str(template))
    assert (out / "modal.no-translation.light.png").read_bytes().startswith(b"\x89PNG")


def test_without_a_browser_exit_2_says_how_to_install_one(pwtemplate, tmp_path):
    template = tmp_path / "modal"
    run(pwtemplate, "new", "modal", str(template))
    bare = tmp_path / "bin"
    bare.mkdir()
    for tool in ("sh", "env"):
        os.symlink(shutil.which(tool), bare / tool)
    # ASAN_OPTIONS too, when the binary under test is the ASan build (make test).
    environment = {"PATH": str(bare), "HOME": str(tmp_path), **{k: v for k, v in os.environ.items() if k == "ASAN_OPTIONS"}}
    out = tmp_path / "out"
    result = run(pwtemplate, "preview", "--png", "-o", str(out), str(template), env=environment, check=False)
    assert result.returncode == 2
    assert "chromium" in result.stderr and "apt-get install chromium" in result.stderr and "--browser" in result.stderr
    assert not out.exists(), "nothing is written without a browser"
    result = run(pwtemplate, "preview", "--png", "--browser", str(tmp_path / "no-such-browser"), "-o", str(out), str(template),
                 check=False)
    assert result.returncode == 2 and "no-such-browser" in result.stderr
    assert not out.exists()


def test_a_browser_that_writes_nothing_fails_with_exit_3(pwtemplate, tmp_path):
    template = tmp_path / "modal"
    run(pwtemplate, "new", "modal", str(template))
    fake = tmp_path / "fake-chromium"
    fake.write_text("#!/bin/sh\necho 'fake browser started' >&2\nexit 0\n")
    fake.chmod(0o755)
    out = tmp_path / "out"
    result = run(pwtemplate, "preview", "--offline", "--png", "--browser", str(fake), "-o", str(out), str(template), check=False)
    assert result.returncode == 3
    assert "wrote no screenshot" in result.stderr and "fake browser started" in result.stderr
    assert not list(out.glob("*.png"))
    assert not list(pathlib.Path(os.environ.get("TMPDIR", "/tmp")).glob("pwtemplate-png-*/shot.png"))


def fake_browser(folder: pathlib.Path, script: str) -> pathlib.Path:
    fake = folder / "fake-chromium"
    fake.write_text("#!/bin/sh\n" + script + "\n")
    fake.chmod(0o755)
    return fake


def test_a_crashing_or_hanging_browser_fails_with_exit_3(pwtemplate, tmp_path):
    template = tmp_path / "modal"
    run(pwtemplate, "new", "modal", str(template))
    crash = fake_browser(tmp_path, "kill -SEGV $$")
    result = run(pwtemplate, "preview", "--offline", "--png", "--browser", str(crash), "-o", str(tmp_path / "a"), str(template),
                 check=False)
    assert result.returncode == 3 and "crashed (signal 11)" in result.stderr
    hang = fake_browser(tmp_path, "sleep 600")
    result = run(pwtemplate, "preview", "--offline", "--png", "--browser", str(hang), "--browser-timeout", "1",
                 "-o", str(tmp_path / "b"), str(template), check=False)
    assert result.returncode == 3 and "took longer than 1 s and was stopped" in result.stderr
    assert not list((tmp_path / "b").glob("*.png"))
