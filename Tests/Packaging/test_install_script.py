"""packaging/install.sh, which the GitHub Action and the GitLab component run, against a
release folder served on 127.0.0.1: a good install, a cached one, a bad checksum, a release
without an archive for this platform and one whose archive is missing. A failure exits 2 and
leaves the install folder as it was."""

import os
import subprocess

from conftest import ROOT

INSTALL = ROOT / "packaging" / "install.sh"


def install(server, folder, version, **environment):
    env = {
        **os.environ, "PWTEMPLATE_VERSION": version, "PWTEMPLATE_INSTALL_DIR": str(folder),
        "PWTEMPLATE_BASE_URL": server.url, "PWTEMPLATE_INSTALL_LIBZIP": "no", **environment,
    }
    return subprocess.run(["sh", INSTALL], env=env, capture_output=True, text=True, timeout=120)


def test_a_good_checksum_installs_a_binary_that_runs(tmp_path, server, version):
    folder = tmp_path / "bin"
    result = install(server, folder, version)
    assert result.returncode == 0, result.stderr
    assert sorted(path.name for path in folder.iterdir()) == ["pwtemplate"], "nothing else left behind"
    shown = subprocess.run([folder / "pwtemplate", "--version"], check=True, capture_output=True, text=True).stdout
    assert shown.startswith(f"pwtemplate {version} (")
    assert f"pwtemplate install: {shown.strip()} in {folder}" in result.stdout

    (server.folder / "SHA256SUMS").unlink()
    again = install(server, folder, "v" + version)
    assert again.returncode == 0, again.stderr
    assert "already in" in again.stdout, "a cached binary of the version is kept, nothing downloaded"


def test_a_bad_checksum_stops_and_installs_nothing(tmp_path, server, version, archive_name):
    archive = server.folder / archive_name
    data = bytearray(archive.read_bytes())
    data[len(data) // 2] ^= 0xFF
    archive.write_bytes(bytes(data))
    folder = tmp_path / "bin"
    result = install(server, folder, version)
    assert result.returncode == 2
    assert f"checksum mismatch for {archive_name}" in result.stderr and "nothing was installed" in result.stderr
    assert not folder.exists()


def test_a_bad_checksum_keeps_an_earlier_binary(tmp_path, server, version, archive_name):
    folder = tmp_path / "bin"
    folder.mkdir()
    (folder / "pwtemplate").write_text("#!/bin/sh\necho pwtemplate 0.0.1\n")
    (folder / "pwtemplate").chmod(0o755)
    sums = server.folder / "SHA256SUMS"
    lines = sums.read_text().splitlines()
    sums.write_text("".join(("0" * 64 + "  " + archive_name if line.endswith(archive_name) else line) + "\n" for line in lines))
    result = install(server, folder, version)
    assert result.returncode == 2, result.stderr
    assert "checksum mismatch" in result.stderr
    assert (folder / "pwtemplate").read_text() == "#!/bin/sh\necho pwtemplate 0.0.1\n"
    assert sorted(path.name for path in folder.iterdir()) == ["pwtemplate"]


def test_a_release_without_an_archive_for_this_platform_is_an_error(tmp_path, server, version, archive_name):
    sums = server.folder / "SHA256SUMS"
    sums.write_text("".join(line + "\n" for line in sums.read_text().splitlines() if not line.endswith(archive_name)))
    result = install(server, tmp_path / "bin", version)
    assert result.returncode == 2
    assert "has no archive for this platform (linux-x86_64)" in result.stderr
    assert not (tmp_path / "bin").exists()


def test_a_listed_archive_that_is_missing_is_an_error(tmp_path, server, version, archive_name):
    (server.folder / archive_name).unlink()
    result = install(server, tmp_path / "bin", version)
    assert result.returncode == 2
    assert f"cannot download {server.url}/{archive_name}" in result.stderr
    assert not (tmp_path / "bin").exists()


def test_an_unknown_version_is_an_error(tmp_path, server):
    result = install(server, tmp_path / "bin", "9.9.9", PWTEMPLATE_BASE_URL=server.url + "/v9.9.9")
    assert result.returncode == 2
    assert "cannot download" in result.stderr and "SHA256SUMS" in result.stderr


def test_missing_settings_are_errors(tmp_path, server, version):
    assert install(server, tmp_path / "bin", "").returncode == 2
    result = install(server, "", version)
    assert result.returncode == 2 and "PWTEMPLATE_INSTALL_DIR is not set" in result.stderr


def test_the_scripts_pass_shellcheck():
    scripts = sorted((ROOT / "packaging").glob("*.sh")) + [ROOT / "Plugins" / "CommitStamp" / "stamp.sh"]
    assert len(scripts) >= 5
    subprocess.run(["shellcheck", *scripts], check=True)


def fake_tools(folder, **scripts):
    """Executables named after the keywords, first on PATH, each logging its arguments."""
    folder.mkdir()
    for name, body in scripts.items():
        tool = folder / name.replace("_", "-")
        tool.write_text(f'#!/bin/sh\necho "{tool.name} $*" >> "{folder}/calls"\n{body}\n')
        tool.chmod(0o755)
    return {"PATH": f"{folder}:{os.environ['PATH']}"}


def test_a_missing_libzip_is_installed_with_the_package_apt_names(tmp_path, server, version):
    tools = tmp_path / "tools"
    path = fake_tools(tools, ldconfig="exit 0", apt_get="exit 0", sudo='exec "$@"',
                      apt_cache='echo "libzip4 - library for reading, creating, and modifying zip archives (runtime)"')
    result = install(server, tmp_path / "bin", version, PWTEMPLATE_INSTALL_LIBZIP="yes", **path)
    assert result.returncode == 0, result.stderr
    calls = (tools / "calls").read_text().splitlines()
    assert "apt-get install -y -qq libzip4" in calls, calls
    assert "installing libzip4 (the libzip runtime)" in result.stdout


def test_a_missing_libzip_without_installing_is_an_error(tmp_path, server, version):
    path = fake_tools(tmp_path / "tools", ldconfig="exit 0")
    result = install(server, tmp_path / "bin", version, **path)
    assert result.returncode == 2
    assert "the libzip runtime library is missing" in result.stderr
    assert not (tmp_path / "bin").exists()
