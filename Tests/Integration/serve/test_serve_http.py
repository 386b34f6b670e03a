"""`preview --serve` over HTTP with real clients: urllib, curl and raw sockets."""

import os
import signal
import socket
import subprocess
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from serve_helpers import PATIENCE, page_data


def test_gallery_and_pages_with_urllib(serve):
    server = serve()
    status, headers, body = server.get()
    assert status == 200
    assert headers["Content-Type"] == "text/html; charset=utf-8"
    assert headers["Cache-Control"] == "no-store"
    assert int(headers["Content-Length"]) == len(body)
    assert b'href="modal-a.html"' in body and b'href="banner-b.html"' in body
    status, _, page = server.get("modal-a.html")
    assert status == 200
    assert page_data(page)["displayType"] == "modal"
    assert b'new EventSource("/__pwtemplate/events?page="' in page


def test_pages_with_curl_and_head(serve):
    server = serve()
    full = subprocess.run(["curl", "-s", "-i", server.url + "banner-b.html"], capture_output=True, check=True).stdout
    head = subprocess.run(["curl", "-s", "-I", server.url + "banner-b.html"], capture_output=True, check=True).stdout
    assert full.startswith(b"HTTP/1.1 200 OK\r\n")
    assert head.split(b"\r\n\r\n")[0] == full.split(b"\r\n\r\n")[0].replace(b"keep-alive", b"keep-alive")
    assert head.endswith(b"\r\n\r\n"), "HEAD carries no body"
    assert b"Content-Length: 0" not in head


TRAVERSALS = [
    "/../etc/passwd", "/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E/modal-a.html",
    "/.%2e/modal-a.html", "/..%2Fmodal-a.html", "/modal-a%2Ehtml%2F..", "/%2Fetc%2Fpasswd", "//etc/passwd",
    "/etc/passwd", "/..\\..\\etc\\passwd", "/%5C..%5Cmodal-a.html", "/modal-a\\..\\index.html",
    "http://127.0.0.1/etc/passwd", "/modal-a/native-config.json", "/modal-a/", "/.", "/serve.log", "/%00",
]


@pytest.mark.parametrize("target", TRAVERSALS)
def test_traversal_attempts_get_404_and_nothing_else(serve, target):
    server = serve()
    response = server.raw(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
    assert response.startswith(b"HTTP/1.1 404 Not Found\r\n")
    assert response.endswith(b"\r\n\r\n404 Not Found\n")


def test_traversal_with_curl_path_as_is(serve):
    server = serve()
    for target in ("../../../etc/passwd", "%2e%2e/%2e%2e/etc/passwd", "..%2F..%2Fetc%2Fpasswd"):
        result = subprocess.run(["curl", "-s", "--path-as-is", "-o", "/dev/null", "-w", "%{http_code}", server.url + target],
                                capture_output=True, check=True)
        assert result.stdout == b"404", target


def test_a_hundred_concurrent_requests_are_all_answered(serve):
    server = serve()
    start = threading.Barrier(100, timeout=PATIENCE)

    def fetch(index):
        start.wait()
        return server.get("modal-a.html" if index % 2 else "")[0]

    with ThreadPoolExecutor(max_workers=100) as pool:
        statuses = list(pool.map(fetch, range(100)))
    assert statuses == [200] * 100


def test_a_silent_socket_does_not_delay_a_request(serve):
    server = serve()
    silent = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(3)]
    half = socket.create_connection(("127.0.0.1", server.port))
    half.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
    try:
        # Bounded by urllib's timeout: the request is answered while the others hold their sockets.
        assert server.get("banner-b.html")[0] == 200
    finally:
        for connection in silent + [half]:
            connection.close()


def test_a_megabyte_header_is_refused(serve):
    server = serve()
    response = server.raw(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"a" * (1 << 20) + b"\r\n\r\n")
    assert response.startswith(b"HTTP/1.1 431 Request Header Fields Too Large\r\n")
    assert server.get()[0] == 200, "the server goes on"


@pytest.mark.parametrize("request_head, status", [
    (b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\nhi", b"405"),
    (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\nhi", b"413"),
    (b"BREW / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", b"501"),
    (b"GET /" + b"a" * 10000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", b"414"),
])
def test_bodies_other_methods_and_long_targets_get_4xx_or_501(serve, request_head, status):
    assert serve().raw(request_head).startswith(b"HTTP/1.1 " + status)


def test_sigint_exits_0_and_frees_the_port(serve):
    server = serve()
    kept_alive = socket.create_connection(("127.0.0.1", server.port))
    server.process.send_signal(signal.SIGINT)
    assert server.process.wait(timeout=PATIENCE) == 0
    assert kept_alive.recv(1) == b""
    kept_alive.close()
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(("127.0.0.1", server.port))


def test_sigterm_exits_0(serve):
    server = serve()
    server.process.send_signal(signal.SIGTERM)
    assert server.process.wait(timeout=PATIENCE) == 0
    assert "Stopping (SIGTERM)." in server.log()


def test_a_port_in_use_is_a_clear_error(pwtemplate, templates):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run([pwtemplate, "preview", "--serve", "--port", str(port), "."], cwd=templates,
                                capture_output=True, timeout=PATIENCE)
    assert result.returncode == 2
    assert f"port {port} is in use".encode() in result.stderr and b"--port" in result.stderr
    assert result.stdout == b""


def test_another_host_warns_that_the_preview_is_reachable(serve):
    server = serve(extra=["--host", "0.0.0.0"])
    assert server.url.startswith("http://127.0.0.1:")
    assert server.get()[0] == 200
    assert "reachable from the network" in server.log()


def test_open_starts_the_browser_opener_with_the_url_and_no_blocked_signal(serve, tmp_path):
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    record = tmp_path / "opened.txt"
    opener = bin_folder / "xdg-open"
    # Python reads its own mask as exec left it; a shell's mask is racy to read (it blocks every
    # signal around its own forks, e.g. while grep reads /proc/$$/status).
    opener.write_text(
        "#!/usr/bin/env python3\n"
        "import os, sys\n"
        "blocked = next(line for line in open('/proc/self/status') if line.startswith('SigBlk:'))\n"
        "open(os.environ['OPENED'] + '.tmp', 'w').write(blocked + sys.argv[1] + '\\n')\n"
        "os.rename(os.environ['OPENED'] + '.tmp', os.environ['OPENED'])\n"
    )
    opener.chmod(0o755)
    server = serve(extra=["--open"], env={"PATH": f"{bin_folder}:{os.environ['PATH']}", "OPENED": str(record)})
    deadline = time.monotonic() + PATIENCE
    while not record.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    blocked, url = record.read_text().split("\n")[:2]
    assert url == server.url
    assert blocked.split() == ["SigBlk:", "0000000000000000"], "the browser must not inherit the blocked SIGINT and SIGTERM"
