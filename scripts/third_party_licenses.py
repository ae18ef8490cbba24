"""(Re)write THIRD_PARTY_LICENSES: every library the game installs, with its licence.

    .venv/bin/python scripts/third_party_licenses.py            # write the file
    .venv/bin/python scripts/third_party_licenses.py --check    # compare, write nothing

Run it with a Python that has the game's dependencies and the extras voice,
vosk and cluster installed (setup's .venv with the voice extra): their
closure and licence files are read from the installed distributions' metadata.
The Windows- and macOS-only libraries (``PLATFORM``) and the whisper extra's
closure (``WHISPER``: ctranslate2, tokenizers, numpy, from ``pip show``) are tables
here; the licence files of comtypes, pywin32 and colorama come from their
wheels, which ``pip download`` fetches (the package index must be reachable).
The Apache, LGPL and MPL texts are Debian's /usr/share/common-licenses.
Each library's licence (``LIC``) was checked by hand against its metadata and
licence file: a new dependency stops the script until it is added there.
``tests/test_third_party_licenses.py`` checks that the file names every
installed distribution of the closure.
"""
import argparse
import re
import subprocess
import sys
import tempfile
import textwrap
import tomllib
import zipfile
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name as canon

ROOT = Path(__file__).resolve().parent.parent
ARGS = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
ARGS.add_argument("--check", action="store_true",
                  help="compare with THIRD_PARTY_LICENSES and write nothing (status 1: differs)")
OPTIONS = ARGS.parse_args()
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]

def closure(requirements: list[str]) -> dict[str, metadata.Distribution]:
    """Every installed distribution ``requirements`` bring in, by canonical name.

    The game's own requirements count whatever their platform markers say (pyttsx3
    and accessible-output2 install only on Windows or macOS, yet ship with the game
    there), so this must run where they are installed; their own requirements are
    taken as they install here (the Windows and macOS ones are ``PLATFORM``).
    """
    seen: dict[str, metadata.Distribution] = {}
    todo = [(Requirement(text), "*") for text in requirements]
    while todo:
        requirement, asked = todo.pop()
        if (requirement.marker and asked != "*"
                and not requirement.marker.evaluate({"extra": asked})):
            continue
        name = canon(requirement.name)
        if name in seen:
            continue
        dist = metadata.distribution(requirement.name)
        seen[name] = dist
        for text in dist.requires or []:
            todo += [(Requirement(text), wanted) for wanted in ("", *requirement.extras)]
    return seen


base = closure(PROJECT["dependencies"])
extras = PROJECT["optional-dependencies"]
voice = closure(extras.get("voice", ["pocketsphinx>=5.1", "sounddevice>=0.4"]))
vosk = closure(extras["vosk"])
cluster = closure(extras["cluster"])

LIC = {  # SPDX, checked by hand against each distribution's metadata and licence file
 "prompt-toolkit": "BSD-3-Clause", "wcwidth": "MIT", "fluent-runtime": "Apache-2.0",
 "fluent-syntax": "Apache-2.0", "attrs": "MIT", "babel": "BSD-3-Clause", "pytz": "MIT",
 "typing-extensions": "PSF-2.0", "platformdirs": "MIT", "tomlkit": "MIT", "pyttsx3": "MPL-2.0",
 "accessible-output2": "MIT (its vendored Windows DLLs: see part 3)", "libloader": "MIT",
 "platform-utils": "MIT", "pocketsphinx": "BSD-2-Clause (with the CMU Sphinx notice)",
 "sounddevice": "MIT", "cffi": "MIT-0", "pycparser": "BSD-3-Clause",
 "vosk": "Apache-2.0", "requests": "Apache-2.0", "srt": "MIT", "tqdm": "MPL-2.0 AND MIT",
 "websockets": "BSD-3-Clause", "certifi": "MPL-2.0", "charset-normalizer": "MIT",
 "idna": "BSD-3-Clause", "urllib3": "MIT",
 "distributed": "BSD-3-Clause", "dask": "BSD-3-Clause", "click": "BSD-3-Clause",
 "cloudpickle": "BSD-3-Clause", "fsspec": "BSD-3-Clause", "jinja2": "BSD-3-Clause",
 "markupsafe": "BSD-3-Clause", "locket": "BSD-2-Clause", "msgpack": "Apache-2.0",
 "packaging": "Apache-2.0 OR BSD-2-Clause", "partd": "BSD-3-Clause", "psutil": "BSD-3-Clause",
 "pyyaml": "MIT", "sortedcontainers": "Apache-2.0", "tblib": "BSD-2-Clause",
 "toolz": "BSD-3-Clause", "tornado": "Apache-2.0", "zict": "BSD-3-Clause",
 "importlib-metadata": "Apache-2.0", "zipp": "MIT", "lazy-importer": "Apache-2.0",
 "numpy": "BSD-3-Clause (its wheels carry OpenBLAS, BSD-3-Clause, and the GCC runtime, "
          "GPL-3.0 with the runtime library exception)",
}
PLATFORM = [  # base install on Windows and macOS (platform markers), not installed here
 ("comtypes", "MIT", "Windows: pyttsx3's SAPI 5 driver"),
 ("pywin32",
  "PSF-2.0 (with parts under LGPL-2.1 and the Scintilla licence: its texts below)",
  "Windows: pyttsx3, accessible-output2"),
 ("pypiwin32", "no licence stated (an empty package that only installs pywin32)",
  "Windows: pyttsx3"),
 ("pyobjc", "MIT (pyobjc-core and the pyobjc-framework-* packages it installs)",
  "macOS: pyttsx3's NSSpeechSynthesizer driver"),
 ("appscript", "Public Domain", "macOS: accessible-output2 (VoiceOver)"),
 ("lxml", "BSD-3-Clause (its wheels carry libxml2 and libxslt, MIT)", "macOS: appscript"),
 ("colorama", "BSD-3-Clause", "Windows: tqdm ([vosk], [whisper])"),
]
WHISPER = [  # ctranslate2 4.8.5, tokenizers 0.23.3 and numpy: their closure (pip show)
 ("ctranslate2", "MIT"), ("huggingface-hub", "Apache-2.0"),
 ("hf-xet", "Apache-2.0"), ("tokenizers", "Apache-2.0"),
 ("numpy", "BSD-3-Clause (its wheels carry OpenBLAS, BSD-3-Clause, and the GCC runtime, "
           "GPL-3.0 with the runtime library exception)"),
 ("pyyaml", "MIT"), ("tqdm", "MPL-2.0 AND MIT"), ("filelock", "Unlicense"),
 ("fsspec", "BSD-3-Clause"),
 ("httpx2", "BSD-3-Clause"), ("httpcore2", "BSD-3-Clause"), ("h11", "MIT"), ("anyio", "MIT"),
 ("idna", "BSD-3-Clause"), ("truststore", "MIT"), ("click", "BSD-3-Clause"),
 ("packaging", "Apache-2.0 OR BSD-2-Clause"), ("typing-extensions", "PSF-2.0"),
]

GROUPS = {"base": base, "voice": voice, "vosk": vosk, "cluster": cluster,
          "whisper": dict(WHISPER)}


def where(name: str) -> str:
    """The installs that bring distribution ``name``: base and the extras."""
    return ", ".join(group for group, names in GROUPS.items() if name in names)

def dist_texts(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """The licence, copying and notice files of ``dist``'s .dist-info: (path, text)."""
    files = [f for f in (dist.files or [])
             if re.search(r"(?i)(licen[cs]e|copying|notice)", f.name) and "dist-info" in str(f)]
    return [(str(f).split(".dist-info/", 1)[1], f.read_text()) for f in sorted(files, key=str)]

out: list[str] = []
w = out.append
RULE = "=" * 78
RULE2 = "-" * 78


def part(title: str) -> None:
    """A part's heading between two rules."""
    out.extend([RULE, title, RULE])


def entry(title: str) -> None:
    """A distribution's heading, after a blank line, between two thin rules."""
    out.extend(["", RULE2, title, RULE2, ""])


def quoted(path: str, text: str) -> None:
    """A licence file: its path in brackets, then its text."""
    out.extend([f"[{path}]", "", text.rstrip(), ""])


w("THIRD-PARTY LICENCES of tripeaks-a11y")
w("")
w(textwrap.fill(
  "tripeaks-a11y itself is under the MIT licence (LICENSE). Installing it installs the "
  "Python distributions below, each under its own licence; none of their code is copied "
  "into tripeaks-a11y. Part 1 names every distribution of the runtime closure of the base "
  "install (on Linux, Windows and macOS) and of the extras voice, vosk, whisper and cluster, "
  "with its licence. Part 2 gives the full licence texts of the base install and of the "
  "voice extra, as each distribution ships them (for fluent.runtime and fluent.syntax, "
  "whose wheels ship none, the Apache License 2.0 that their metadata names). Part 3 says "
  "what the Windows DLLs inside accessible-output2 are. Part 4 holds the licence texts "
  "that parts 1-3 refer to by name. Versions are those this file was checked against. "
  "scripts/third_party_licenses.py in the source distribution makes this file.", 78))
w("")
part("Part 1. Every distribution, its licence, and what installs it")
w("")
w("base: the base install; voice, vosk, whisper, cluster: the extras of that name.")
w("")
rows = {}
for group in (base, voice, vosk, cluster):
    for name, dist in group.items():
        rows[name] = (dist.metadata["Name"], dist.version, LIC[name], where(name))
for name, lic in WHISPER:
    if name not in rows:
        rows[name] = (name, "", lic, where(name))
for _name, (shown, version, lic, used) in sorted(rows.items()):
    w(f"- {shown} {version}".rstrip() + f": {lic}. [{used}]")
w("")
w("Only on Windows or macOS (platform markers of the base install and extras):")
w("")
for name, lic, why in PLATFORM:
    w(f"- {name}: {lic}. [{why}]")
w("")
part("Part 2. The licence texts of the base install and the voice extra")
for name in sorted(set(base) | set(voice)):
    dist = (base | voice)[name]
    entry(f"{dist.metadata['Name']} {dist.version} ({LIC[name]})")
    texts = dist_texts(dist)
    if not texts:
        w(f"{dist.metadata['Name']} ships no licence file; its metadata names the "
          "Apache License 2.0, whose text is in part 4.")
        continue
    for path, text in texts:
        quoted(path, text)
# platform-only base deps: their own licence files, from their wheels
DL = Path(tempfile.mkdtemp(prefix="third-party-"))
subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary",
                ":all:", "--platform", "win_amd64", "--python-version", "3.12", "-d", str(DL),
                "comtypes", "pywin32", "colorama"], check=True)
for wheel in ("comtypes-*.whl", "pywin32-*.whl", "colorama-*.whl"):
    path = next(DL.glob(wheel))
    with zipfile.ZipFile(path) as archive:
        names = [n for n in archive.namelist()
                 if ".dist-info/licenses/" in n and not n.endswith("README.txt")]
        entry(f"{path.name.split('-')[0]} {path.name.split('-')[1]} (Windows only)")
        for member in sorted(names):
            quoted(member.split(".dist-info/", 1)[1],
                   archive.read(member).decode("utf-8", "replace"))
entry("pyobjc and pyobjc-core (macOS only; MIT)")
w(textwrap.fill(
    "PyObjC's wheels ship no licence file; its metadata names the MIT licence. Its "
    "copyright holders are Ronald Oussoren, Bill Bumgarner, Steve Majewski, Lele Gaifax "
    "and the other PyObjC contributors. The MIT licence's terms:", 78))
w("")
MIT = dist_texts(metadata.distribution("sounddevice"))[0][1]  # the MIT licence
w(MIT.split("\n", 2)[2].strip() if MIT.startswith("Copyright") else MIT)
w("")
entry("appscript (macOS only; Public Domain)")
w("appscript declares itself in the public domain (its metadata: License: Public Domain).")
w("")
part("Part 3. The Windows DLLs inside accessible-output2 (accessible_output2/lib/)")
w("")
w(textwrap.fill(
  "accessible-output2 (MIT) carries these Windows libraries, which it loads to talk to "
  "screen readers on Windows; tripeaks-a11y loads them only through accessible-output2, "
  "only on Windows, and never on Linux. None of them ships a licence text; what each is "
  "was read from its version resource and its origin:", 78))
w("")
DLLS = [
 ("nvdaControllerClient32.dll, nvdaControllerClient64.dll",
  "the NVDA Controller Client of NV Access's NVDA screen reader (the API programs use to "
  "send speech and braille to NVDA). NV Access publishes the controller client under the "
  "GNU Lesser General Public License version 2.1 (text in part 4). The DLLs also contain "
  "Microsoft's C++ runtime, which carries the notice \"Copyright (c) 1992-2004 by P.J. "
  "Plauger, licensed by Dinkumware, Ltd.\""),
 ("SAAPI32.dll", "the System Access API of Serotek's System Access screen reader; no version "
  "resource and no licence text: proprietary, redistributed by accessible-output2"),
 ("dolapi.dll", "\"The Dolphin Access System API\" (Support Module DOLAPI, version 1228), used "
  "by Dolphin's SuperNova, Hal, Lunar and LunarPlus; \"(c)1998-2010 Dolphin Oceanic Ltd. All "
  "rights reserved.\" Proprietary, redistributed by accessible-output2"),
 ("PCTKUSR.dll, PCTKUSR64.dll", "the PC-Talker shared library (version 10.0) of Kochi System "
  "Development, Inc., for the Japanese screen reader PC-Talker; \"Copyright (C) Kochi System "
  "Development 2002-2013. All rights reserved.\" Proprietary, redistributed by "
  "accessible-output2"),
 ("ZDSRAPI.dll, ZDSRAPI_x64.dll", "the ZDSR API (version 1.0.0.0) of the Chinese screen "
  "reader ZDSR (Zhengdu); \"Copyright (C) ZDSR.COM 2022\". Proprietary, redistributed by "
  "accessible-output2"),
]
for files, what in DLLS:
    w(textwrap.fill(f"- {files}: {what}.", 78, subsequent_indent="  "))
w("")
part("Part 4. Licence texts referred to by name")
COMMON = (
    ("Apache License 2.0 (fluent.runtime, fluent.syntax; also vosk, requests, tornado, msgpack, "
     "sortedcontainers, importlib-metadata, huggingface-hub, tokenizers, hf-xet, flatbuffers)",
     "Apache-2.0"),
    ("GNU Lesser General Public License 2.1 (the NVDA Controller Client DLLs; parts of pywin32; "
     "FFmpeg in av's wheels)", "LGPL-2.1"),
    ("Mozilla Public License 2.0 (pyttsx3; also certifi, tqdm)", "MPL-2.0"),
)
for name, path in COMMON:
    entry(textwrap.fill(name, 78))
    w(Path("/usr/share/common-licenses", path).read_text().rstrip())
w("")
text = "\n".join(out)
text = "\n".join(line.rstrip() for line in text.splitlines()) + "\n"
target = ROOT / "THIRD_PARTY_LICENSES"
if OPTIONS.check:
    same = target.read_text(encoding="utf-8") == text
    print("THIRD_PARTY_LICENSES is current" if same else "THIRD_PARTY_LICENSES differs")
    sys.exit(0 if same else 1)
target.write_text(text, encoding="utf-8")
print(f"wrote {target.name}: {len(text)} characters")
