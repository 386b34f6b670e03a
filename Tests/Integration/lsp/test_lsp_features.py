"""Hover, completion, colours and the outline of pwtemplate lsp, through pytest-lsp."""

import pathlib

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from lsp_helpers import apply_edits, change_document, open_and_lint, open_document, published, token_range, utf16_position


def _document(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)


@pytest.mark.asyncio
async def test_hover_shows_a_field_a_placeholder_and_a_finding(client: LanguageClient, template: pathlib.Path):
    text, uri, _ = await open_and_lint(client, template / "native-config.json")
    field = await client.text_document_hover_async(types.HoverParams(
        text_document=_document(uri), position=utf16_position(text, "showClose")))
    assert "showClose" in field.contents.value and "required" in field.contents.value
    assert field.range == token_range(text, '"showClose"')
    placeholder = await client.text_document_hover_async(types.HoverParams(
        text_document=_document(uri), position=utf16_position(text, "title|text")))
    assert "Frühjahrsverkauf" in placeholder.contents.value  # the "de" value, from pushwoosh.json
    finding = await client.text_document_hover_async(types.HoverParams(
        text_document=_document(uri), position=utf16_position(text, "http://")))
    assert "insecure-media-url" in finding.contents.value


@pytest.mark.asyncio
async def test_completion_proposes_members_of_half_typed_json(client: LanguageClient, template: pathlib.Path):
    path = template / "native-config.json"
    uri = open_document(client, path, '{\n  "displayType": "modal",\n  "modal": {\n    "ti')
    await published(client, uri)
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=_document(uri), position=types.Position(line=3, character=7)))
    labels = [item.label for item in result.items]
    assert "title" in labels
    title = next(item for item in result.items if item.label == "title")
    assert title.kind == types.CompletionItemKind.Property
    # The edit replaces the half-typed key, opening quote included.
    assert title.text_edit.range.start == types.Position(line=3, character=4)


@pytest.mark.asyncio
async def test_document_colours_and_the_picker_text(client: LanguageClient, template: pathlib.Path):
    text, uri, _ = await open_and_lint(client, template / "native-config.json")
    colours = await client.text_document_document_color_async(types.DocumentColorParams(text_document=_document(uri)))
    title = next(c for c in colours if c.range == token_range(text, "#1A1A1AFF"))  # after the emoji on its line
    assert abs(title.color.red - 0x1A / 255) < 1e-9 and title.color.alpha == 1
    presentations = await client.text_document_color_presentation_async(types.ColorPresentationParams(
        text_document=_document(uri), color=types.Color(red=1.0, green=0.5, blue=0.0, alpha=0.5), range=title.range))
    assert [p.label for p in presentations] == ["#FF800080"]
    assert presentations[0].text_edit.range == title.range


@pytest.mark.asyncio
async def test_a_placeholder_default_colour_gets_a_swatch_and_the_picker_replaces_only_it(
        client: LanguageClient, breaks_color: pathlib.Path):
    text, uri, _ = await open_and_lint(client, breaks_color / "native-config.json")
    assert '"{{cardColor|color|#FFFFFFFF}}"' in text
    colours = await client.text_document_document_color_async(types.DocumentColorParams(text_document=_document(uri)))
    default = token_range(text, "{{cardColor|color|")
    card = next(c for c in colours if c.range.start == default.end)  # the default, after "{{cardColor|color|"
    assert card.range.end.character - card.range.start.character == len("#FFFFFFFF")
    assert (card.color.red, card.color.green, card.color.blue, card.color.alpha) == (1, 1, 1, 1)
    presentations = await client.text_document_color_presentation_async(types.ColorPresentationParams(
        text_document=_document(uri), color=types.Color(red=1.0, green=0.5, blue=0.0, alpha=1.0), range=card.range))
    assert [p.label for p in presentations] == ["#FF8000FF"]
    picked = apply_edits(text, [presentations[0].text_edit])
    assert picked == text.replace('"{{cardColor|color|#FFFFFFFF}}"', '"{{cardColor|color|#FF8000FF}}"')


@pytest.mark.asyncio
async def test_the_outline_names_the_block_and_its_buttons(client: LanguageClient, template: pathlib.Path):
    _, uri, _ = await open_and_lint(client, template / "native-config.json")
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=_document(uri)))
    modal = next(s for s in symbols if s.name == "modal")
    buttons = next(s for s in modal.children if s.name == "buttons")
    assert len(buttons.children) == 1
    assert "Shop the sale" in buttons.children[0].name


@pytest.mark.asyncio
async def test_a_changed_colour_moves_its_swatch(client: LanguageClient, template: pathlib.Path):
    text, uri, _ = await open_and_lint(client, template / "native-config.json")
    change_document(client, uri, text.replace('"333333"', '"#00FF00"'), version=2)
    await published(client, uri)
    colours = await client.text_document_document_color_async(types.DocumentColorParams(text_document=_document(uri)))
    green = [c for c in colours if c.color.green == 1 and c.color.red == 0]
    assert [c.range for c in green] == [token_range(text.replace('"333333"', '"#00FF00"'), "#00FF00")]
