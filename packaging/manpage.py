#!/usr/bin/env python3
"""Write the man page pwtemplate.1 from the help text of a pwtemplate binary.

    python3 packaging/manpage.py .build/debug/pwtemplate > packaging/pwtemplate.1

The page is the root help, then each subcommand's help (`pwtemplate help <subcommand>`) as its
own section, so it says exactly what `--help` says. It holds no date and no build details (only
the version), so the same help text gives the same bytes. A test fails when the checked-in page
is stale; `make man` rewrites it.
"""
import re
import subprocess
import sys


def help_text(binary, *arguments):
    return subprocess.run([binary, *arguments], check=True, capture_output=True, text=True).stdout


def roff(text):
    """Escape text for roff: backslashes, and a leading '.' or "'" that would be a request."""
    lines = []
    for line in text.replace("\\", "\\e").split("\n"):
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line.replace("-", "\\-"))
    return "\n".join(lines)


def section(title, text):
    return f".SH {title}\n.nf\n{roff(text.rstrip())}\n.fi\n"


def main():
    binary = sys.argv[1]
    version = help_text(binary, "--version").split()[1]
    root = help_text(binary, "help")
    subcommands = re.findall(r"^  ([a-z0-9]+)(?: \(default\))?\s{2,}", root.split("SUBCOMMANDS:")[1].split("\n\n")[0], re.M)
    page = [
        f'.TH PWTEMPLATE 1 "" "pwtemplate {version}" "User Commands"\n',
        ".SH NAME\npwtemplate \\- lint, scaffold and pack Pushwoosh native in\\-app templates\n",
        ".SH SYNOPSIS\n.B pwtemplate\n[\\fIsubcommand\\fR] [\\fIoptions\\fR] [\\fIpath\\fR ...]\n",
        section("DESCRIPTION", root),
    ]
    for name in subcommands:
        page.append(section(f"PWTEMPLATE {name.upper()}", help_text(binary, "help", name)))
    page.append(".SH SEE ALSO\nhttps://github.com/pwtemplate/pwtemplate (docs/install.md, docs/commands/)\n")
    sys.stdout.write("".join(page))


if __name__ == "__main__":
    main()
