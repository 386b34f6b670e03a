"""pwtemplate lsp over a raw pipe: garbage frames, wrong lengths and invalid JSON-RPC are
answered or ignored, and the server keeps serving."""

import json
import subprocess


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def message(obj) -> bytes:
    return frame(json.dumps(obj).encode())


def responses(stdout: bytes) -> list[dict]:
    """The messages of the server's output, parsed."""
    found = []
    while stdout:
        header, _, rest = stdout.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        found.append(json.loads(rest[:length]))
        stdout = rest[length:]
    return found


def test_garbage_wrong_lengths_and_invalid_messages_leave_the_server_serving(pwtemplate: str):
    initialize = message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    valid = message({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    body = json.dumps({"jsonrpc": "2.0", "id": 50, "method": "shutdown"}).encode()
    stream = b"".join([
        initialize,
        b"\x00\xff garbage without any header\r\n\r\n",
        b"Content-Length: banana\r\n\r\n",
        frame(b"{this is not json"),
        frame(b"[]"),
        message({"id": 3, "method": "shutdown"}),
        message({"jsonrpc": "2.0", "id": True, "method": "shutdown"}),
        message({"jsonrpc": "2.0", "id": 4, "method": "no/such/method"}),
        message({"jsonrpc": "2.0", "method": "no/such/notification"}),
        message({"jsonrpc": "2.0", "id": 5, "method": "textDocument/codeAction", "params": {"range": 7}}),
        b"Content-Length: 4\r\n\r\n" + body,  # too short: the rest of the body is garbage
        b"Content-Length: 70\r\n\r\n" + body[:20],  # too long: swallows the start of the next frame
        valid,
        message({"jsonrpc": "2.0", "method": "exit"}),
    ])
    server = subprocess.run([pwtemplate, "lsp"], input=stream, capture_output=True, timeout=60)
    answers = responses(server.stdout)
    by_id = {}
    for answer in answers:
        by_id.setdefault(json.dumps(answer.get("id")), []).append(answer)
    assert by_id["1"][0]["result"]["capabilities"]["positionEncoding"] == "utf-16"
    assert by_id["3"][0]["error"]["code"] == -32600
    assert by_id["4"][0]["error"]["code"] == -32601
    assert by_id["5"][0]["error"]["code"] == -32602
    null_codes = sorted(answer["error"]["code"] for answer in by_id["null"])
    assert -32700 in null_codes and -32600 in null_codes
    assert "50" not in by_id
    # The valid request after all of it is answered, and shutdown then exit ends with 0.
    assert by_id["2"] == [{"jsonrpc": "2.0", "id": 2, "result": None}]
    assert server.returncode == 0
    assert b"Content-Length" in server.stderr
    assert b"Traceback" not in server.stderr and b"Fatal error" not in server.stderr


def test_exit_without_shutdown_and_a_closed_input_end_with_one(pwtemplate: str):
    initialize = message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    exit_now = subprocess.run([pwtemplate, "lsp"], input=initialize + message({"jsonrpc": "2.0", "method": "exit"}),
                              capture_output=True, timeout=60)
    assert exit_now.returncode == 1
    closed = subprocess.run([pwtemplate, "lsp"], input=initialize, capture_output=True, timeout=60)
    assert closed.returncode == 1
    assert responses(closed.stdout)[0]["id"] == 1


def test_a_document_over_the_size_limit_gets_a_finding_not_a_hang(pwtemplate: str, tmp_path):
    (tmp_path / ".git").mkdir()
    path = tmp_path / "native-config.json"
    filler = ", ".join(f'"k{i}": "{"x" * 40}"' for i in range(1_000_000))  # about 50 MB
    text = '{"displayType": "modal", "modal": {"background": "FFFFFF"}, ' + filler + "}"
    stream = b"".join([
        message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
        message({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
        message({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": path.as_uri(), "languageId": "json", "version": 1, "text": text}}}),
        message({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}),
        message({"jsonrpc": "2.0", "method": "exit"}),
    ])
    server = subprocess.run([pwtemplate, "lsp"], input=stream, capture_output=True, timeout=300)
    published = [m for m in responses(server.stdout) if m.get("method") == "textDocument/publishDiagnostics"]
    # As lint does for a folder: the file is over the 4 MiB limit for a JSON file.
    assert [d["code"] for d in published[-1]["params"]["diagnostics"]] == ["archive-too-large"]
    assert server.returncode == 0
