"""pwtemplate lsp driven by a real language client (pytest-lsp, pygls): diagnostics at their
exact ranges, changes, code actions, formatting and the sibling re-lint."""

import asyncio
import pathlib

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from lsp_helpers import apply_edits, change_document, code_actions, open_and_lint, open_document, published, token_range


@pytest.mark.asyncio
async def test_initialize_announces_the_capabilities(client: LanguageClient):
    capabilities = client.initialize_result.capabilities
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    assert capabilities.document_formatting_provider
    assert "source.fixAll.pwtemplate" in capabilities.code_action_provider.code_action_kinds
    # The server asks VS Code to watch the template files and .pwtemplate.json.
    for _ in range(100):
        if client.registrations:
            break
        await asyncio.sleep(0.05)
    assert [r.method for r in client.registrations] == ["workspace/didChangeWatchedFiles"]


@pytest.mark.asyncio
async def test_each_mistake_is_a_diagnostic_at_its_exact_range(client: LanguageClient, template: pathlib.Path):
    text, _, diagnostics = await open_and_lint(client, template / "native-config.json")
    found = sorted((d.code, d.range.start.line, d.range.start.character, d.range.end.character) for d in diagnostics)
    expected = sorted([
        ("invalid-color", *_span(token_range(text, '"FFFFFF"'))),
        ("insecure-media-url", *_span(token_range(text, '"http://example.com/shop/spring-sale.jpg"'))),
        # After "🎉" (two UTF-16 units) on the same line.
        ("invalid-color", *_span(token_range(text, '"333333"'))),
    ])
    assert found == expected
    first = next(d for d in diagnostics if d.code == "insecure-media-url")
    assert first.severity == types.DiagnosticSeverity.Error
    assert first.source == "pwtemplate"
    assert first.code_description.href.endswith("docs/rules.md#insecure-media-url")


def _span(r: types.Range) -> tuple[int, int, int]:
    return (r.start.line, r.start.character, r.end.character)


@pytest.mark.asyncio
async def test_a_change_that_fixes_a_mistake_clears_its_diagnostic(client: LanguageClient, template: pathlib.Path):
    text, uri, diagnostics = await open_and_lint(client, template / "native-config.json")
    assert len(diagnostics) == 3
    change_document(client, uri, text.replace('"FFFFFF"', '"#FFFFFF"'), version=2)
    codes = sorted(d.code for d in await published(client, uri))
    assert codes == ["insecure-media-url", "invalid-color"]


@pytest.mark.asyncio
async def test_a_quick_fix_applied_clears_its_diagnostic(client: LanguageClient, template: pathlib.Path):
    text, uri, diagnostics = await open_and_lint(client, template / "native-config.json")
    target = next(d for d in diagnostics if d.code == "invalid-color" and d.range.start.line == 8)
    actions = await code_actions(client, uri, target.range, [target], only=[types.CodeActionKind.QuickFix])
    assert len(actions) == 1 and actions[0].kind == types.CodeActionKind.QuickFix
    fixed = apply_edits(text, actions[0].edit.changes[uri])
    assert '"color": "#333333"' in fixed
    change_document(client, uri, fixed, version=2)
    remaining = await published(client, uri)
    assert not any(d.code == "invalid-color" and d.range.start.line == 8 for d in remaining)
    assert len(remaining) == 2


@pytest.mark.asyncio
async def test_unsafe_fixes_are_marked_and_fix_all_applies_only_the_safe_ones(client: LanguageClient, template: pathlib.Path):
    text, uri, diagnostics = await open_and_lint(client, template / "native-config.json")
    whole = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=99, character=0))
    actions = await code_actions(client, uri, whole, diagnostics)
    titles = [a.title for a in actions]
    assert any(t.endswith("(unsafe)") for t in titles if "https" in t)
    fix_all = next(a for a in actions if a.kind == "source.fixAll.pwtemplate")
    fixed = apply_edits(text, fix_all.edit.changes[uri])
    assert '"#FFFFFF"' in fixed and '"#333333"' in fixed
    assert "http://example.com" in fixed  # the unsafe https fix is not part of fix-all
    change_document(client, uri, fixed, version=2)
    assert [d.code for d in await published(client, uri)] == ["insecure-media-url"]


@pytest.mark.asyncio
async def test_formatting_is_one_whole_document_edit_and_none_when_formatted(client: LanguageClient, template: pathlib.Path):
    path = template / "pushwoosh.json"
    uri = open_document(client, path, '{"default_language":"en","localization":{"en":{"title":"Spring sale"}}}')
    options = types.FormattingOptions(tab_size=2, insert_spaces=True)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri), options=options))
    assert len(edits) == 1
    assert edits[0].new_text == '{\n  "default_language": "en",\n  "localization": {\n    "en": {\n      "title": "Spring sale"\n    }\n  }\n}\n'
    change_document(client, uri, edits[0].new_text, version=2)
    again = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri), options=options))
    assert again is not None and len(again) == 0
    change_document(client, uri, '{"default_language": ', version=3)
    broken = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri), options=options))
    assert broken is not None and len(broken) == 0


@pytest.mark.asyncio
async def test_a_pushwoosh_change_changes_a_native_config_diagnostic(client: LanguageClient, breaks_color: pathlib.Path):
    config_uri = open_document(client, breaks_color / "native-config.json")
    before = await published(client, config_uri)
    assert [d.code for d in before] == ["invalid-color"]
    assert before[0].message.startswith("[de] ")
    pushwoosh = breaks_color / "pushwoosh.json"
    pushwoosh_uri = open_document(client, pushwoosh)
    await published(client, config_uri)
    text = pushwoosh.read_text(encoding="utf-8")
    change_document(client, pushwoosh_uri, text.replace('"FFF8E1"', '"#FFF8E1"'), version=2)
    assert await published(client, config_uri) == []


@pytest.mark.asyncio
async def test_the_folder_is_read_as_lint_reads_it(client: LanguageClient, template: pathlib.Path):
    # A stray text file gets unused-file on itself; a binary one on native-config.json.
    notes = template / "notes.txt"
    notes.write_text("draft copy\n", encoding="utf-8")
    (template / "hero.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    _, _, diagnostics = await open_and_lint(client, template / "native-config.json")
    unused = [d for d in diagnostics if d.code == "unused-file"]
    assert len(unused) == 1 and "hero.png" in unused[0].message
    on_notes = await published(client, notes.as_uri())
    assert [d.code for d in on_notes] == ["unused-file"]
    assert "notes.txt" in on_notes[0].message
