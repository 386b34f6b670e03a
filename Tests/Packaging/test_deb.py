"""`make deb`: the package's files and fields, Depends from dpkg-shlibdeps, lintian, the same
bytes twice, and the binary run from a root the package was extracted into."""

import subprocess

from conftest import ROOT

FILES = [
    "./usr/bin/pwtemplate",
    "./usr/share/man/man1/pwtemplate.1.gz",
    "./usr/share/bash-completion/completions/pwtemplate",
    "./usr/share/zsh/vendor-completions/_pwtemplate",
    "./usr/share/fish/vendor_completions.d/pwtemplate.fish",
    "./usr/share/doc/pwtemplate/copyright",
    "./usr/share/doc/pwtemplate/changelog.gz",
]


def deb(dist, version):
    return dist / f"pwtemplate_{version}_amd64.deb"


def field(package, name):
    return subprocess.run(["dpkg-deb", "--field", package, name], check=True, capture_output=True, text=True).stdout.strip()


def test_the_package_holds_the_binary_man_page_completions_and_copyright(dist, version):
    listing = subprocess.run(["dpkg-deb", "--contents", deb(dist, version)], check=True, capture_output=True, text=True).stdout
    rows = [line.split() for line in listing.splitlines()]
    files = sorted(row[-1] for row in rows if row[0].startswith("-"))
    assert files == sorted(FILES)
    assert all(row[1] == "root/root" for row in rows), "owned by root, whoever built it"
    assert field(deb(dist, version), "Package") == "pwtemplate"
    assert field(deb(dist, version), "Version") == version


def test_depends_is_what_dpkg_shlibdeps_derives(tmp_path, dist, version):
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", deb(dist, version), root], check=True)
    (tmp_path / "debian").mkdir()
    (tmp_path / "debian" / "control").write_text("Source: pwtemplate\n\nPackage: pwtemplate\nArchitecture: any\n")
    derived = subprocess.run(["dpkg-shlibdeps", "-O", root / "usr/bin/pwtemplate"], cwd=tmp_path, check=True,
                             capture_output=True, text=True).stdout.strip().removeprefix("shlibs:Depends=")
    depends = field(deb(dist, version), "Depends")
    assert depends == derived
    libzip = subprocess.run(["dpkg", "-S", "libzip.so.4"], capture_output=True, text=True).stdout.split(":")[0]
    assert libzip and libzip in depends, "the libzip runtime package, as dpkg knows it"


def test_lintian_reports_no_error(dist, version):
    result = subprocess.run(["lintian", "--fail-on", "error", deb(dist, version)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "\nE: " not in "\n" + result.stdout


def test_building_again_gives_the_same_bytes(tmp_path, dist, release_binary, version):
    again = tmp_path / "again"
    subprocess.run([ROOT / "packaging" / "deb.sh", release_binary, again], check=True, capture_output=True)
    assert deb(again, version).read_bytes() == deb(dist, version).read_bytes()


def test_the_extracted_binary_scaffolds_and_lints(tmp_path, dist, version):
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", deb(dist, version), root], check=True)
    binary = root / "usr/bin/pwtemplate"
    assert subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.startswith(f"pwtemplate {version} (")
    subprocess.run([binary, "new", "modal", tmp_path / "promo"], check=True, capture_output=True)
    lint = subprocess.run([binary, "lint", tmp_path / "promo"], capture_output=True, text=True)
    assert lint.returncode == 0 and "no problems" in lint.stdout
    completion = (root / "usr/share/bash-completion/completions/pwtemplate").read_text()
    assert "--write-baseline" in completion and "--shard" in completion
