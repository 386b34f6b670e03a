"""Fixtures of the browser tests: one headless Chromium for the session, and previews built
from `pwtemplate new` scaffolds or the examples."""

import pytest
from cdp import Browser
from preview_support import Previews


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for every test, its page at the iPhone 16's 393×852."""
    with Browser() as page:
        yield page


@pytest.fixture
def previews(pwtemplate, tmp_path) -> Previews:
    return Previews(pwtemplate, tmp_path)
