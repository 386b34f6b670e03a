"""Building preview pages for the browser tests: `pwtemplate new` scaffolds, edits of their
native-config.json, `pwtemplate preview --offline`, and the pages' file:// URLs."""

import json
import pathlib
import subprocess
import urllib.parse


def run(*arguments: str, cwd=None, env=None, check=True) -> subprocess.CompletedProcess:
    """Runs a command; unless `check` is false, a non-zero exit fails the test with its output."""
    result = subprocess.run(arguments, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    if check and result.returncode != 0:
        raise AssertionError(f"{arguments} exited {result.returncode}:\n{result.stdout}\n{result.stderr}")
    return result


class Previews:
    """Builds preview pages in a scratch folder and gives their file:// URLs."""

    def __init__(self, binary: str, folder: pathlib.Path):
        self.binary = binary
        self.folder = folder

    def scaffold(self, display_type: str, *new_options: str) -> pathlib.Path:
        """`pwtemplate new <type>` into the scratch folder; returns the template folder."""
        target = self.folder / display_type
        run(self.binary, "new", display_type, str(target), "--force", *new_options)
        return target

    def edit(self, template: pathlib.Path, change) -> None:
        """Applies `change` to the parsed native-config.json of `template` and writes it back."""
        path = template / "native-config.json"
        config = json.loads(path.read_text())
        change(config)
        path.write_text(json.dumps(config, indent=2, ensure_ascii=False))

    def page(self, template: pathlib.Path, *options: str) -> pathlib.Path:
        """`pwtemplate preview --offline` of one template; returns the page's path."""
        out = self.folder / "out"
        run(self.binary, "preview", "--offline", "--force", "-o", str(out), *options, str(template))
        return out / (template.name + ".html")

    @staticmethod
    def url(page: pathlib.Path, **view: str) -> str:
        return page.as_uri() + ("#" + urllib.parse.urlencode(view) if view else "")
