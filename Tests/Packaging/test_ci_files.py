"""The CI adoption files: action.yml (schema-valid, and its steps run here as GitHub runs them,
against a release folder on 127.0.0.1), the example workflow of docs/install.md, the GitLab
component templates/pwtemplate.yml and the Homebrew formula (ruby -c)."""

import json
import os
import re
import subprocess

import yaml

from conftest import ROOT

EXPRESSION = re.compile(r"\$\{\{\s*([a-z_.-]+)\s*\}\}")
INTERPOLATION = re.compile(r"\$\[\[\s*inputs\.([a-z_-]+)\s*\]\]")


def check_schema(schema, path):
    result = subprocess.run(["check-jsonschema", "--builtin-schema", schema, path], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def marked_block(marker):
    """The code block after `<!-- marker -->` in docs/install.md."""
    text = (ROOT / "docs" / "install.md").read_text()
    found = re.search(rf"<!-- {re.escape(marker)} -->\n```ya?ml\n(.*?)```", text, re.S)
    assert found, f"docs/install.md has a yaml block after <!-- {marker} -->"
    return found.group(1)


def test_action_yml_is_a_valid_composite_action():
    check_schema("vendor.github-actions", ROOT / "action.yml")
    action = yaml.safe_load((ROOT / "action.yml").read_text())
    assert action["runs"]["using"] == "composite"
    assert {"version", "paths", "args", "sarif"} <= set(action["inputs"])


def test_the_example_workflows_of_install_md_are_valid(tmp_path):
    for marker in ["github-workflow", "github-workflow-shards"]:
        workflow = tmp_path / f"{marker}.yml"
        workflow.write_text(marked_block(marker))
        check_schema("vendor.github-workflows", workflow)
        assert "pwtemplate/pwtemplate@" in workflow.read_text()


def run_action(tmp_path, server, inputs, workspace):
    """Runs the `run:` steps of action.yml as a runner does (`sh -e`), with `${{ }}` evaluated
    from `inputs`; the cache step (`uses:`) is GitHub's and is left out."""
    action = yaml.safe_load((ROOT / "action.yml").read_text())
    values = {f"inputs.{name}": str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    values.update({f"inputs.{name}": value for name, value in inputs.items()})
    values["runner.tool_cache"] = str(tmp_path / "tool-cache")
    github_path, github_output = tmp_path / "GITHUB_PATH", tmp_path / "GITHUB_OUTPUT"
    github_path.write_text("")
    github_output.write_text("")
    outputs = []
    for step in action["runs"]["steps"]:
        if "run" not in step:
            continue
        assert step["shell"] == "sh"
        assert not EXPRESSION.search(step["run"]), "inputs reach scripts through env only"
        env = {key: EXPRESSION.sub(lambda match: values[match.group(1)], str(value)) for key, value in step.get("env", {}).items()}
        path = ":".join(github_path.read_text().split()) + ":" + os.environ["PATH"]
        outputs.append(subprocess.run(
            ["sh", "-e", "-c", step["run"]], cwd=workspace, capture_output=True, text=True, timeout=120,
            env={**os.environ, **env, "PATH": path, "GITHUB_ACTION_PATH": str(ROOT), "GITHUB_PATH": str(github_path),
                 "GITHUB_OUTPUT": str(github_output), "PWTEMPLATE_INSTALL_LIBZIP": "no"}))
        if outputs[-1].returncode != 0:
            break
    return outputs, github_output.read_text()


def test_the_action_installs_from_the_release_and_annotates(tmp_path, server, version, pwtemplate):
    workspace = tmp_path / "repo"
    (workspace / "promos").mkdir(parents=True)
    subprocess.run([pwtemplate, "new", "modal", workspace / "promos" / "spring"], check=True, capture_output=True)
    config = workspace / "promos" / "spring" / "native-config.json"
    config.write_text(config.read_text().replace('"#FFFFFFFF"', '"FFFFFFFF"', 1))
    steps, outputs = run_action(tmp_path, server, {
        "version": version, "base-url": server.url, "paths": "promos", "sarif": "out.sarif", "args": "--shard 1/1",
    }, workspace)
    install, lint = steps
    assert install.returncode == 0, install.stderr
    assert lint.returncode == 1, lint.stdout + lint.stderr
    assert lint.stdout.startswith("::error file=promos/spring/native-config.json,line="), lint.stdout
    sarif = json.loads((workspace / "out.sarif").read_text())
    assert sarif["runs"][0]["results"] and sarif["runs"][0]["runAutomationDetails"]["id"] == "pwtemplate/shard-1-of-1/"
    assert "sarif=out.sarif" in outputs
    summary = subprocess.run(["sarif", "summary", workspace / "out.sarif"], capture_output=True, text=True)
    assert summary.returncode == 0 and "error: 1" in summary.stdout, summary.stdout + summary.stderr


def test_the_action_stops_on_a_bad_checksum(tmp_path, server, version, archive_name):
    archive = server.folder / archive_name
    archive.write_bytes(archive.read_bytes() + b"tampered")
    workspace = tmp_path / "repo"
    workspace.mkdir()
    steps, _ = run_action(tmp_path, server, {"version": version, "base-url": server.url}, workspace)
    assert len(steps) == 1 and steps[0].returncode == 2
    assert "checksum mismatch" in steps[0].stderr
    assert not (tmp_path / "tool-cache" / "pwtemplate" / version / "pwtemplate").exists()


def rendered_component(inputs=None):
    """The job of templates/pwtemplate.yml with its inputs interpolated as GitLab does: a value
    that is one `$[[ inputs.x ]]` takes the input's type, others are strings."""
    spec, job = yaml.safe_load_all((ROOT / "templates" / "pwtemplate.yml").read_text())
    values = {name: declared.get("default") for name, declared in spec["spec"]["inputs"].items()}
    values.update(inputs or {})

    def interpolate(node):
        if isinstance(node, dict):
            return {key: interpolate(value) for key, value in node.items()}
        if isinstance(node, list):
            return [interpolate(value) for value in node]
        if isinstance(node, str):
            whole = INTERPOLATION.fullmatch(node.strip())
            if whole:
                return values[whole.group(1)]
            return INTERPOLATION.sub(lambda match: str(values[match.group(1)]), node)
        return node

    used = set(INTERPOLATION.findall((ROOT / "templates" / "pwtemplate.yml").read_text()))
    assert used == set(spec["spec"]["inputs"]), "every input is used, and only declared ones"
    return interpolate(job)


def test_the_gitlab_component_job_is_valid_gitlab_ci(tmp_path):
    for inputs in [None, {"parallel": 4, "args": "--shard auto --strict"}]:
        job = tmp_path / "job.yml"
        job.write_text(yaml.safe_dump(rendered_component(inputs)))
        check_schema("vendor.gitlab-ci", job)
    job = rendered_component()["pwtemplate"]
    assert job["artifacts"]["reports"]["codequality"] == "gl-code-quality-report.json"
    assert any("--format gitlab:gl-code-quality-report.json" in line for line in job["script"])
    include = tmp_path / "gitlab-ci.yml"
    include.write_text(marked_block("gitlab-ci"))
    check_schema("vendor.gitlab-ci", include)


def test_the_gitlab_component_installs_and_lints(tmp_path, server, version, pwtemplate):
    job = rendered_component({"version": version, "base-url": server.url, "paths": "promos"})["pwtemplate"]
    workspace = tmp_path / "repo"
    (workspace / "promos").mkdir(parents=True)
    subprocess.run([pwtemplate, "new", "modal", workspace / "promos" / "spring"], check=True, capture_output=True)
    variables = {key: str(value) for key, value in job["variables"].items()}
    variables["PWTEMPLATE_INSTALL_DIR"] = str(tmp_path / "bin")
    # apt-get is the image's; this machine has curl and libzip already.
    lines = [line for line in job["before_script"] if not line.startswith("apt-get")] + job["script"]
    lines = [line.replace("/tmp/pwtemplate-install.sh", str(tmp_path / "install.sh")) for line in lines]
    result = subprocess.run(["sh", "-e", "-c", "\n".join(lines)], cwd=workspace, capture_output=True, text=True, timeout=120,
                            env={**os.environ, **variables, "PATH": f"{tmp_path / 'bin'}:{os.environ['PATH']}", "PWTEMPLATE_INSTALL_LIBZIP": "no"})
    assert result.returncode == 0, result.stdout + result.stderr
    assert json.loads((workspace / "gl-code-quality-report.json").read_text()) == []


def test_the_homebrew_formula_parses_and_builds_from_source():
    formula = ROOT / "packaging" / "homebrew" / "pwtemplate.rb"
    subprocess.run(["ruby", "-c", formula], check=True, capture_output=True)
    text = formula.read_text()
    assert 'depends_on "libzip"' in text and 'depends_on "pkgconf" => :build' in text
    assert re.search(r'system "swift", "build"', text)
    assert 'man1.install "packaging/pwtemplate.1"' in text
    assert 'generate_completions_from_executable(bin/"pwtemplate", "completion"' in text
    test_block = text.split("test do", 1)[1]
    assert '"new", "modal"' in test_block and "lint" in test_block
