"""Fixtures of the `preview --serve` tests: templates made with `pwtemplate new`, and a running
server started as a subprocess on a free port (`--port 0`), stopped with SIGINT afterwards."""

import subprocess

import pytest
from serve_helpers import Server


@pytest.fixture
def templates(tmp_path, pwtemplate):
    """A folder with two scaffolds, `modal-a` and `banner-b`."""
    for kind, name in (("modal", "modal-a"), ("banner", "banner-b")):
        subprocess.run([pwtemplate, "new", kind, name], cwd=tmp_path, check=True, capture_output=True)
    return tmp_path


@pytest.fixture
def serve(pwtemplate, templates):
    """Starts servers of `templates` (more arguments: `extra`, `env`); stops them afterwards."""
    started = []

    def start(*paths, env=None, extra=()):
        server = Server(pwtemplate, paths or ["."], templates, env=env, extra=extra)
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()
