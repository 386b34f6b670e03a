"""Shared fixtures of the packaging tests: the release folder `make dist` and `make deb` wrote,
the release binary they packed, the debug binary, and a local HTTP server over a release folder.

`make test-dist` builds everything first and sets PWTEMPLATE_DIST, PWTEMPLATE_RELEASE and
PWTEMPLATE; nothing here reaches the network.
"""

import functools
import http.server
import os
import pathlib
import shutil
import threading

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _required(variable: str, what: str) -> pathlib.Path:
    value = os.environ.get(variable)
    if not value or not pathlib.Path(value).exists():
        raise RuntimeError(f"{variable} must name {what}: run `make test-dist`")
    return pathlib.Path(value)


@pytest.fixture(scope="session")
def dist() -> pathlib.Path:
    """The folder `make dist` and `make deb` wrote (PWTEMPLATE_DIST)."""
    return _required("PWTEMPLATE_DIST", "the folder make dist wrote")


@pytest.fixture(scope="session")
def release_binary() -> pathlib.Path:
    """The release binary the archives hold, before stripping (PWTEMPLATE_RELEASE)."""
    return _required("PWTEMPLATE_RELEASE", "the release binary")


@pytest.fixture(scope="session")
def pwtemplate() -> str:
    """The debug binary (PWTEMPLATE), for help text and scaffolds."""
    return str(_required("PWTEMPLATE", "the debug binary"))


@pytest.fixture(scope="session")
def version(release_binary) -> str:
    import subprocess

    return subprocess.run([release_binary, "--version"], check=True, capture_output=True, text=True).stdout.split()[1]


@pytest.fixture(scope="session")
def archive_name(version) -> str:
    return f"pwtemplate-{version}-linux-x86_64.tar.gz"


class ReleaseServer:
    """A folder served over HTTP on 127.0.0.1 (a port of its own), as a GitHub release is."""

    def __init__(self, folder: pathlib.Path):
        handler = functools.partial(_QuietHandler, directory=str(folder))
        self.folder = folder
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the signature of the base class
        pass


@pytest.fixture
def release_folder(tmp_path, dist) -> pathlib.Path:
    """A copy of the release files, for a test to alter."""
    folder = tmp_path / "release"
    shutil.copytree(dist, folder)
    return folder


@pytest.fixture
def server(release_folder):
    served = ReleaseServer(release_folder)
    yield served
    served.close()
