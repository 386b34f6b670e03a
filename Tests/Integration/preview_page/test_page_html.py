"""`pwtemplate preview` pages parsed by Python's html.parser: well-formed, one doctype, the
containers the runtime fills, a data island that parses as JSON and holds each resolved text,
and template text that never becomes markup."""

import json
import pathlib
import subprocess
from html.parser import HTMLParser

VOID = {"meta", "link", "br", "img", "input", "hr", "source", "wbr"}


class PageStructure(HTMLParser):
    """Element nesting, ids, the data island and every script as the browser's tokenizer sees them."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.problems: list[str] = []
        self.ids: list[str] = []
        self.doctypes = 0
        self.scripts: list[dict] = []
        self.title = ""
        self.hrefs: list[str] = []
        self._in_title = False

    def handle_decl(self, decl: str) -> None:
        if decl.lower().startswith("doctype"):
            self.doctypes += 1

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if "id" in attributes:
            self.ids.append(attributes["id"])
        if tag == "a":
            self.hrefs.append(attributes.get("href", ""))
        if tag == "script":
            self.scripts.append({"attrs": attributes, "text": ""})
        self._in_title = tag == "title"
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()
        else:
            self.problems.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        self._in_title = False

    def handle_data(self, data):
        if self.stack and self.stack[-1] == "script":
            self.scripts[-1]["text"] += data
        if self._in_title:
            self.title += data


def parse(path: pathlib.Path) -> PageStructure:
    structure = PageStructure()
    structure.feed(path.read_text(encoding="utf-8"))
    structure.close()
    return structure


def data_island(structure: PageStructure) -> dict:
    islands = [s for s in structure.scripts if s["attrs"].get("type") == "application/json"]
    assert len(islands) == 1
    return json.loads(islands[0]["text"])


def test_every_example_page_is_well_formed_and_holds_its_texts(pwtemplate, examples, tmp_path):
    run = subprocess.run([pwtemplate, "preview", str(examples / "templates"), "-o", str(tmp_path), "--offline"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    pages = sorted(tmp_path.glob("*.html"))
    assert tmp_path / "index.html" in pages and len(pages) >= 3
    for page in pages:
        structure = parse(page)
        assert structure.doctypes == 1, page
        assert structure.problems == [] and structure.stack == [], (page, structure.problems, structure.stack)
        if page.name == "index.html":
            assert sorted(h for h in structure.hrefs) == sorted(p.name for p in pages if p.name != "index.html")
            continue
        assert {"pw-toolbar", "pw-stage", "pw-findings-panel", "pw-data"} <= set(structure.ids)
        data = data_island(structure)
        assert data["offline"] is True
        assert data["languages"][-1]["id"] == "-"
    sheet = data_island(parse(tmp_path / "sheet-coffee-rewards.html"))
    titles = {(v["platform"], v["lang"], v["appearance"]): v["block"]["title"]["text"] for v in sheet["variants"]}
    assert titles[("ios", "de", "light")] == "Dein Gratis-Kaffee wartet"
    assert titles[("android", "fr", "dark")] == "Votre café offert vous attend"
    assert titles[("ios", "-", "light")] == "Your free coffee is waiting"
    assert sheet["hasDark"] is True


def test_hostile_text_stays_text(pwtemplate, tmp_path):
    hostile = "</script><script>alert(1)</script>"
    folder = tmp_path / "x'\"<b>"
    folder.mkdir()
    (folder / "native-config.json").write_text(json.dumps({
        "displayType": "modal",
        "modal": {"title": {"text": hostile}, "message": {"text": "\"q\" & 'a' <!-- \u2028"},
                  "buttons": [{"text": {"text": "Go"}, "action": {"type": "url", "url": "javascript:alert(2)"}}]},
    }), encoding="utf-8")
    out = tmp_path / "out"
    run = subprocess.run([pwtemplate, "preview", str(folder), "-o", str(out)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    pages = list(out.glob("*.html"))
    assert len(pages) == 1
    structure = parse(pages[0])
    assert structure.problems == [] and structure.stack == []
    assert len(structure.scripts) == 2, "no script element comes from the template"
    assert "x'\"<b>" in structure.title
    assert not any(h.startswith("javascript:") for h in structure.hrefs)
    data = data_island(structure)
    block = data["variants"][0]["block"]
    assert block["title"]["text"] == hostile
    assert block["buttons"][0]["action"]["url"] == "javascript:alert(2)"
