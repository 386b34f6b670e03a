"""Shared fixtures of the integration tests: the pwtemplate binary under test and scratch folders;
`browser/` (the DevTools protocol client, `cdp`) goes on the import path of every test folder.

`make test-integration` sets PWTEMPLATE to the debug build; run by hand with
`PWTEMPLATE=.build/debug/pwtemplate python3 -m pytest Tests/Integration`.
"""

import os
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "browser"))


@pytest.fixture(scope="session")
def pwtemplate() -> str:
    """The path of the binary under test (PWTEMPLATE, else the debug build)."""
    binary = os.environ.get("PWTEMPLATE", str(ROOT / ".build" / "debug" / "pwtemplate"))
    if not os.access(binary, os.X_OK):
        raise RuntimeError(f"{binary} is not an executable: run `swift build` or `make test-integration`")
    return binary


@pytest.fixture(scope="session")
def examples() -> pathlib.Path:
    """The project's Examples/ folder."""
    return ROOT / "Examples"
