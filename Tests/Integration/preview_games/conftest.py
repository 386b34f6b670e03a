"""Fixtures of the game and slide preview tests: pages written by `pwtemplate preview --offline`
and a headless Chromium driven over the DevTools protocol (`Tests/Integration/browser/cdp.py`).

The browser is one per module; each test opens its page fresh (about:blank in between), so the
state of one test never leaks into the next.
"""

import json
import subprocess

import pytest
from cdp import Browser


@pytest.fixture(scope="module")
def page():
    """One headless Chromium for the module, its page at the iPhone 16's 393×852."""
    with Browser() as tab:
        yield tab


@pytest.fixture
def preview(pwtemplate, tmp_path):
    """Writes the preview page of a template (a folder, or a native-config dict) and returns its file URL."""

    def write(template, name="template") -> str:
        if isinstance(template, dict):
            folder = tmp_path / "templates" / name
            folder.mkdir(parents=True)
            (folder / "native-config.json").write_text(json.dumps(template))
            template = folder
        out = tmp_path / "out" / name
        run = subprocess.run([pwtemplate, "preview", "--offline", str(template), "-o", str(out)],
                             capture_output=True, text=True)
        assert run.returncode in (0, 1), run.stderr
        pages = [p for p in out.glob("*.html") if p.name != "index.html"]
        assert len(pages) == 1, run.stdout + run.stderr
        return pages[0].as_uri()

    return write


@pytest.fixture
def config(examples):
    """The native config of an example under Examples/, as a fresh dict to vary."""

    def load(name: str) -> dict:
        for folder in ("templates", "ios-only"):
            path = examples / folder / name / "native-config.json"
            if path.exists():
                return json.loads(path.read_text())
        raise FileNotFoundError(name)

    return load
