"""`make dist`: the archive's contents, its checksums, reproducible bytes, what the binary
needs at run time (readelf) and the oldest glibc docs/install.md promises."""

import hashlib
import os
import re
import subprocess
import tarfile

from conftest import ROOT

ALLOWED_LIBRARIES = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "ld-linux-x86-64.so.2"}


def test_the_archive_holds_the_binary_docs_man_page_and_completions(dist, archive_name, version):
    with tarfile.open(dist / archive_name) as archive:
        members = {member.name: member for member in archive.getmembers()}
    prefix = f"pwtemplate-{version}-linux-x86_64/"
    assert sorted(members) == sorted([prefix.rstrip("/")] + [prefix + name for name in [
        "pwtemplate", "LICENSE", "README.md", "pwtemplate.1", "completions",
        "completions/pwtemplate.bash", "completions/_pwtemplate", "completions/pwtemplate.fish",
    ]])
    for member in members.values():
        assert (member.uid, member.gid, member.uname, member.gname) == (0, 0, "", ""), member.name
    assert members[prefix + "pwtemplate"].mode == 0o755
    assert members[prefix + "LICENSE"].mode == 0o644
    assert len({member.mtime for member in members.values()}) == 1, "one timestamp: SOURCE_DATE_EPOCH"


def test_sha256sums_lists_every_release_file(dist, archive_name):
    lines = (dist / "SHA256SUMS").read_text().splitlines()
    names = [line.split("  ")[1] for line in lines]
    assert names == sorted(names)
    assert archive_name in names and "install.sh" in names
    for line in lines:
        digest, name = line.split("  ")
        assert hashlib.sha256((dist / name).read_bytes()).hexdigest() == digest, name
    subprocess.run(["sha256sum", "--check", "--quiet", "SHA256SUMS"], cwd=dist, check=True)


def test_packing_again_gives_the_same_bytes(tmp_path, dist, release_binary, archive_name):
    again = tmp_path / "again"
    subprocess.run([ROOT / "packaging" / "dist.sh", release_binary, again], check=True, capture_output=True)
    assert (again / archive_name).read_bytes() == (dist / archive_name).read_bytes()
    assert (again / "install.sh").read_bytes() == (dist / "install.sh").read_bytes()


def _unpacked_binary(tmp_path, dist, archive_name):
    with tarfile.open(dist / archive_name) as archive:
        archive.extractall(tmp_path, filter="data")
    return next(tmp_path.glob("pwtemplate-*/pwtemplate"))


def test_the_binary_needs_only_libc_libm_libstdcxx_libgcc_and_libzip(tmp_path, dist, archive_name):
    binary = _unpacked_binary(tmp_path, dist, archive_name)
    dynamic = subprocess.run(["readelf", "-d", binary], check=True, capture_output=True, text=True).stdout
    needed = set(re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", dynamic))
    libzip = {name for name in needed if re.fullmatch(r"libzip\.so\.\d+", name)}
    assert len(libzip) == 1, needed
    assert needed - libzip <= ALLOWED_LIBRARIES, needed
    assert not re.search(r"libswift|libFoundation|libdispatch", dynamic), "the Swift runtime is linked in"
    sections = subprocess.run(["readelf", "-S", binary], check=True, capture_output=True, text=True).stdout
    assert ".symtab" not in sections, "stripped"


def test_install_md_states_the_oldest_glibc_from_the_symbol_versions(tmp_path, dist, archive_name):
    binary = _unpacked_binary(tmp_path, dist, archive_name)
    versions = subprocess.run(["readelf", "-V", "--wide", binary], check=True, capture_output=True, text=True).stdout
    newest = max((tuple(int(part) for part in found.split(".")) for found in re.findall(r"GLIBC_([0-9.]+)", versions)))
    stated = re.search(r"glibc (\d+\.\d+) or newer", (ROOT / "docs" / "install.md").read_text())
    assert stated, "docs/install.md says 'glibc X.Y or newer'"
    assert stated.group(1) == ".".join(map(str, newest))


def test_the_unpacked_binary_runs_and_lints(tmp_path, dist, archive_name, version):
    binary = _unpacked_binary(tmp_path, dist, archive_name)
    shown = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout
    assert re.fullmatch(rf"pwtemplate {re.escape(version)} \(([0-9a-f]{{4,}}|unknown), libzip \d+\.\d+(\.\d+)?\)\n", shown)
    subprocess.run([binary, "lint", ROOT / "Examples" / "templates"], check=True, capture_output=True)


def test_the_man_page_and_completions_are_the_current_ones(tmp_path, dist, archive_name, pwtemplate):
    binary = _unpacked_binary(tmp_path, dist, archive_name)
    folder = binary.parent
    page = subprocess.run(["python3", ROOT / "packaging" / "manpage.py", pwtemplate], check=True, capture_output=True, text=True).stdout
    assert (ROOT / "packaging" / "pwtemplate.1").read_text() == page, "packaging/pwtemplate.1 is stale: run `make man`"
    assert (folder / "pwtemplate.1").read_text() == page
    for shell, name in [("bash", "pwtemplate.bash"), ("zsh", "_pwtemplate"), ("fish", "pwtemplate.fish")]:
        script = subprocess.run([pwtemplate, "completion", shell], check=True, capture_output=True, text=True).stdout
        assert (folder / "completions" / name).read_text() == script, shell
    rendered = subprocess.run(["man", "--warnings", "-l", folder / "pwtemplate.1"], capture_output=True, text=True,
                              env={**os.environ, "MANWIDTH": "80", "MAN_KEEP_FORMATTING": "0"})
    text = re.sub(".\b", "", rendered.stdout).replace("‐", "-")  # overstrike bold, hyphens
    assert rendered.returncode == 0 and not rendered.stderr, rendered.stderr
    assert "PWTEMPLATE LINT" in text and "--write-baseline" in text
