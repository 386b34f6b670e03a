"""Small helpers of the language server tests: opening files, waiting for diagnostics,
turning Python string offsets into LSP positions."""

import asyncio
import pathlib

from lsprotocol import types
from pytest_lsp import LanguageClient


def utf16_position(text: str, needle: str, occurrence: int = 0) -> types.Position:
    """The position (UTF-16 units, as LSP counts by default) where `needle` starts in `text`."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    line = text.count("\n", 0, index)
    line_start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=len(text[line_start:index].encode("utf-16-le")) // 2)


def token_range(text: str, needle: str) -> types.Range:
    """The range of `needle` (a token such as a quoted string) in `text`."""
    start = utf16_position(text, needle)
    width = len(needle.encode("utf-16-le")) // 2
    return types.Range(start=start, end=types.Position(line=start.line, character=start.character + width))


async def published(client: LanguageClient, uri: str) -> list[types.Diagnostic]:
    """Waits for the first publishDiagnostics of `uri` after the last message this module sent
    (`open_document`, `change_document`), or after the last one this returned; returns its
    diagnostics."""
    seen = client.marks.get(uri, 0)
    for _ in range(3000):
        if client.publications.count(uri) > seen:
            client.marks[uri] = seen + 1
            break
        await asyncio.sleep(0.01)
    else:
        raise TimeoutError(f"no diagnostics for {uri}")
    return list(client.diagnostics[uri])


def _mark(client: LanguageClient) -> None:
    """Notes how many diagnostics each document had when a message was sent."""
    client.marks = {uri: client.publications.count(uri) for uri in set(client.publications)}


def open_document(client: LanguageClient, path: pathlib.Path, text: str | None = None) -> str:
    """Opens `path` (with `text`, else its content); returns its URI."""
    uri = path.as_uri()
    body = path.read_text(encoding="utf-8") if text is None else text
    _mark(client)
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="json", version=1, text=body)))
    return uri


async def open_and_lint(client: LanguageClient, path: pathlib.Path) -> tuple[str, str, list[types.Diagnostic]]:
    """Opens `path` with its content and waits for its diagnostics: its text, URI and diagnostics."""
    uri = open_document(client, path)
    return path.read_text(encoding="utf-8"), uri, await published(client, uri)


async def code_actions(client: LanguageClient, uri: str, where: types.Range, diagnostics: list[types.Diagnostic],
                       only: list[str] | None = None) -> list[types.CodeAction]:
    """The code actions of `uri` in `where`."""
    return await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=where,
        context=types.CodeActionContext(diagnostics=diagnostics, only=only)))


def change_document(client: LanguageClient, uri: str, text: str, version: int) -> None:
    """Replaces the whole text of an open document."""
    _mark(client)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


def apply_edits(text: str, edits: list[types.TextEdit]) -> str:
    """`text` with LSP text edits (UTF-16 positions) applied, last first."""
    lines = text.split("\n")

    def offset(position: types.Position) -> int:
        start = sum(len(line) + 1 for line in lines[:position.line])
        line = lines[position.line] if position.line < len(lines) else ""
        units = 0
        for index, character in enumerate(line):
            if units >= position.character:
                return start + index
            units += len(character.encode("utf-16-le")) // 2
        return start + len(line)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[:offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
        lines = text.split("\n")
    return text
