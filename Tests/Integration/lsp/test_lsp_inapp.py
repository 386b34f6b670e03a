"""Hover and completion of `pwtemplate lsp` in an In-App API message (`*.inapp.json`), through
pytest-lsp: what a key and a value do (inapp-api-contract.md) with the finding there, and the
keys and values proposed in half-typed text."""

import json
import pathlib

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from lsp_helpers import open_and_lint, open_document, published, token_range, utf16_position

MESSAGE = {
    "id": "00000000-0000-4000-8000-0000000000a1",
    "format": "banner",
    "title": "Spring sale",
    "body": "Everything is 20 % off until Sunday.",
    "style": {"background_color": "#102030", "text_color": "#FFFFFF", "text_align": "center"},
    "trigger": {"type": "session_start"},
    "buttons": [{"id": "a1b2c3d4", "label": "See more", "action": {"type": "push_permission"}}],
}


@pytest.fixture
def message(tmp_path: pathlib.Path) -> pathlib.Path:
    """A message file (in a repository of its own) whose format no SDK knows."""
    (tmp_path / ".git").mkdir()
    path = tmp_path / "offer.inapp.json"
    path.write_text(json.dumps(MESSAGE, indent=2) + "\n")
    return path


def _document(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)


@pytest.mark.asyncio
async def test_hover_explains_a_key_a_value_and_the_finding_there(client: LanguageClient, message: pathlib.Path):
    text, uri, diagnostics = await open_and_lint(client, message)
    assert any(d.code == "inapp-unknown-format" for d in diagnostics)
    key = await client.text_document_hover_async(types.HoverParams(
        text_document=_document(uri), position=utf16_position(text, '"text_align"')))
    assert "Absent means `left`." in key.contents.value and "(style)" in key.contents.value
    assert key.range == token_range(text, '"text_align"')
    value = await client.text_document_hover_async(types.HoverParams(
        text_document=_document(uri), position=utf16_position(text, "banner")))
    assert "inapp-unknown-format" in value.contents.value
    assert "An SDK that does not know a format renders `center`." in value.contents.value
    push = await client.text_document_hover_async(types.HoverParams(
        text_document=_document(uri), position=utf16_position(text, "push_permission")))
    assert "`push_permission`: The built-in action" in push.contents.value


@pytest.mark.asyncio
async def test_completion_proposes_keys_and_values_of_half_typed_json(client: LanguageClient, message: pathlib.Path):
    uri = open_document(client, message, '{\n  "format": "top",\n  "style": {\n    "te')
    await published(client, uri)
    keys = await client.text_document_completion_async(types.CompletionParams(
        text_document=_document(uri), position=types.Position(line=3, character=7)))
    labels = [item.label for item in keys.items]
    assert "text_color" in labels and "text_align" in labels and "format" not in labels
    align = next(item for item in keys.items if item.label == "text_align")
    assert align.kind == types.CompletionItemKind.Property
    assert align.text_edit.range.start == types.Position(line=3, character=4)
    uri = open_document(client, message.with_name("draft.inapp.json"), '{\n  "buttons": [{ "action": { "type": "')
    await published(client, uri)
    values = await client.text_document_completion_async(types.CompletionParams(
        text_document=_document(uri), position=types.Position(line=1, character=37)))
    assert [item.label for item in values.items] == ["url", "deeplink", "push_permission"]
    assert all(item.kind == types.CompletionItemKind.EnumMember for item in values.items)
