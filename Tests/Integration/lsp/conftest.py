"""Fixtures of the language server tests: a pytest-lsp client on `pwtemplate lsp`, and a
scratch template folder with known mistakes."""

import os
import pathlib
import shutil

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[2]
# The same binary as the `pwtemplate` fixture of Tests/Integration/conftest.py: pytest-lsp
# needs the command when the fixture is declared.
BINARY = os.environ.get("PWTEMPLATE", str(ROOT / ".build" / "debug" / "pwtemplate"))


class RecordingDict(dict):
    """A dict that lists the keys set, in order, repeats included."""

    def __init__(self, *args):
        super().__init__(*args)
        self.keys_set = []

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        self.keys_set.append(key)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient):
    """A client that speaks to the server as VS Code does (UTF-16 positions), and accepts the
    server's registration of file watchers as VS Code does; `lsp_client.registrations` lists them."""
    lsp_client.registrations = []
    # Every publishDiagnostics in arrival order (pytest-lsp stores each in `diagnostics`), so a
    # test waits for the ones after its change (lsp_helpers.published), never for one that
    # arrived before it looked.
    lsp_client.diagnostics = RecordingDict(lsp_client.diagnostics)
    lsp_client.publications = lsp_client.diagnostics.keys_set
    lsp_client.marks = {}

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    lsp_client.initialize_result = await lsp_client.initialize_session(types.InitializeParams(capabilities=client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
def template(tmp_path: pathlib.Path) -> pathlib.Path:
    """A template folder (in a repository of its own) whose native-config.json has mistakes."""
    (tmp_path / ".git").mkdir()
    folder = tmp_path / "promo"
    folder.mkdir()
    shutil.copy(HERE / "mistakes-native-config.json", folder / "native-config.json")
    shutil.copy(HERE / "mistakes-pushwoosh.json", folder / "pushwoosh.json")
    return folder


@pytest.fixture
def breaks_color(tmp_path: pathlib.Path) -> pathlib.Path:
    """Examples/mistakes/translation-breaks-color: the "de" translation breaks a colour."""
    (tmp_path / ".git").mkdir()
    folder = tmp_path / "breaks-color"
    shutil.copytree(ROOT / "Examples" / "mistakes" / "translation-breaks-color", folder)
    return folder
