"""Plugins/CommitStamp/stamp.sh, which writes the commit `--version` shows: the package's own
checkout gives its short hash; a folder outside git, or inside another repository, `unknown`."""

import os
import subprocess

from conftest import ROOT

STAMP = ROOT / "Plugins" / "CommitStamp" / "stamp.sh"


def stamp(package, output):
    subprocess.run(["sh", STAMP, package, output], check=True)
    return output.read_text()


def git(folder, *arguments):
    return subprocess.run(["git", "-C", folder, *arguments], check=True, capture_output=True, text=True,
                          env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
                               "GIT_COMMITTER_EMAIL": "t@t"}).stdout.strip()


def test_a_checkout_gives_its_short_commit_and_an_unchanged_one_is_not_rewritten(tmp_path):
    package = tmp_path / "package"
    package.mkdir()
    git(package, "init", "-q")
    git(package, "commit", "-q", "--allow-empty", "-m", "one")
    output = tmp_path / "out" / "BuildCommit.swift"
    text = stamp(package, output)
    assert f'public let buildCommit = "{git(package, "rev-parse", "--short", "HEAD")}"' in text
    os.utime(output, (1, 1))
    stamp(package, output)
    assert output.stat().st_mtime == 1, "the same commit leaves the file alone, so nothing recompiles"
    git(package, "commit", "-q", "--allow-empty", "-m", "two")
    assert git(package, "rev-parse", "--short", "HEAD") in stamp(package, output)


def test_outside_git_and_inside_another_repository_the_commit_is_unknown(tmp_path):
    plain = tmp_path / "tarball"
    plain.mkdir()
    assert 'buildCommit = "unknown"' in stamp(plain, tmp_path / "a.swift")
    outer = tmp_path / "outer"
    (outer / "vendor" / "pwtemplate").mkdir(parents=True)
    git(outer, "init", "-q")
    git(outer, "commit", "-q", "--allow-empty", "-m", "outer")
    assert 'buildCommit = "unknown"' in stamp(outer / "vendor" / "pwtemplate", tmp_path / "b.swift")


def test_this_build_names_this_checkouts_commit(pwtemplate):
    shown = subprocess.run([pwtemplate, "--version"], check=True, capture_output=True, text=True).stdout
    commit = shown.split("(")[1].split(",")[0]
    inside = subprocess.run(["git", "-C", ROOT, "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    if inside.returncode == 0:
        assert subprocess.run(["git", "-C", ROOT, "cat-file", "-e", commit + "^{commit}"]).returncode == 0, commit
    else:
        assert commit == "unknown"
