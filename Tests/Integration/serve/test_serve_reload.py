"""`preview --serve` follows the files: changed, new, deleted and half-typed templates, with the
native watcher and with PWTEMPLATE_WATCH=poll."""

import json
import shutil
import subprocess

import pytest
from serve_helpers import EventStream, page_data, page_version, set_title

MODES = [{}, {"PWTEMPLATE_WATCH": "poll"}]


def texts(data):
    return json.dumps(data["variants"])


@pytest.mark.parametrize("env", MODES, ids=["native", "poll"])
def test_a_changed_title_reloads_its_page_only(serve, templates, env):
    server = serve(env=env)
    _, _, page = server.get("modal-a.html")
    _, _, other = server.get("banner-b.html")
    modal = EventStream(server, "modal-a.html", page_version(page))
    banner = EventStream(server, "banner-b.html", page_version(other))
    set_title(templates / "modal-a", "Brand-new title 42")
    modal.wait_for(b"event: reload\ndata: ")
    _, _, page = server.get("modal-a.html")
    assert "Brand-new title 42" in texts(page_data(page))
    assert b"event:" not in banner.received
    assert server.get("banner-b.html")[2] == other, "an unchanged page keeps its version"
    modal.close()
    banner.close()


@pytest.mark.parametrize("env", MODES, ids=["native", "poll"])
def test_new_and_deleted_templates_enter_and_leave_the_gallery(serve, templates, pwtemplate, env):
    server = serve(env=env)
    _, _, gallery = server.get()
    stream = EventStream(server, "index.html", page_version(gallery))
    subprocess.run([pwtemplate, "new", "sheet", "sheet-c"], cwd=templates, check=True, capture_output=True)
    stream.wait_for(b"event: reload")
    stream.close()
    _, _, gallery = server.get()
    assert b'href="sheet-c.html"' in gallery
    assert server.get("sheet-c.html")[0] == 200
    stream = EventStream(server, "index.html", page_version(gallery))
    shutil.rmtree(templates / "sheet-c")
    stream.wait_for(b"event: reload")
    stream.close()
    assert b"sheet-c" not in server.get()[2]
    assert server.get("sheet-c.html")[0] == 404


def test_half_typed_json_shows_its_syntax_error_and_the_server_goes_on(serve, templates):
    server = serve()
    _, _, page = server.get("modal-a.html")
    stream = EventStream(server, "modal-a.html", page_version(page))
    path = templates / "modal-a" / "native-config.json"
    good = path.read_text()
    path.write_text(good[: len(good) // 2])
    stream.wait_for(b"event: reload")
    stream.close()
    status, _, page = server.get("modal-a.html")
    assert status == 200
    assert "json-syntax" in {finding["rule"] for finding in page_data(page)["findings"]}
    stream = EventStream(server, "modal-a.html", page_version(page))
    path.write_text(good)
    stream.wait_for(b"event: reload")
    stream.close()
    assert "json-syntax" not in {finding["rule"] for finding in page_data(server.get("modal-a.html")[2])["findings"]}
    assert server.process.poll() is None


def test_a_zip_argument_is_followed(serve, templates, pwtemplate):
    subprocess.run([pwtemplate, "pack", "modal-a", "--output", "promo.zip"], cwd=templates, check=True, capture_output=True)
    server = serve("promo.zip")
    _, _, page = server.get()
    assert page_data(page)["displayType"] == "modal", "a lone template is served at /"
    stream = EventStream(server, "index.html", page_version(page))
    set_title(templates / "modal-a", "Packed again")
    subprocess.run([pwtemplate, "pack", "modal-a", "--output", "promo.zip", "--force"], cwd=templates, check=True,
                   capture_output=True)
    stream.wait_for(b"event: reload")
    assert "Packed again" in texts(page_data(server.get()[2]))
