"""Fixtures of the browser tests: one headless Chromium for the session, and previews built
from `pwtemplate new` scaffolds or the examples."""

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from cdp import Browser  # noqa: E402
from preview_support import Previews  # noqa: E402


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for every test, its page at the iPhone 16's 393×852."""
    with Browser() as page:
        yield page


@pytest.fixture
def previews(pwtemplate, tmp_path) -> Previews:
    return Previews(pwtemplate, tmp_path)
