#!/usr/bin/env python3
"""UIKit coverage inventory for Tessera (issue 32).

Reads the member lists in members/*.txt (transcribed from UIKit's public SDK headers; each file
names the header, SDK and commit it came from), and

  probe   writes generated/Probe.swift: one use of every inventoried spelling, one line each;
  check   type-checks the probe against the modules `swift build` made and prints each line's
          status (works / accepted-no-effect / unavailable / missing);
  table   writes docs/uikit-coverage.tsv and docs/uikit-coverage.md from that check;
  stubs   writes Sources/Tessera/UIKitFixIts/Generated/*.swift: an unavailable declaration,
          with the message of its concern, for every spelling the check found missing
          (and keeps those it wrote before, listed in generated/stubbed.tsv).

Standard library only; nothing here touches the network. Usage:
  scripts/uikit-inventory/inventory.py probe
  scripts/uikit-inventory/inventory.py check|table|stubs --bin-dir "$(swift build --show-bin-path)"

Swift spelling rule: the member lists give each member as Swift imports it: NS_SWIFT_NAME where
the header has one, otherwise Swift's Objective-C import rules (getter= names such as isHidden,
first selector piece split at its last preposition into base name and first label, "WithX"
labels lowered, omitted needless type words), applied by hand when transcribing, and the Swift
overlay's refinements for iOS 14+ initializers where the overlay replaces the imported one.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
from concerns import message_for, PLANNED_CLASSES  # noqa: E402

PROBE = os.path.join(HERE, "generated", "Probe.swift")
STUBBED = os.path.join(HERE, "generated", "stubbed.tsv")
STUB_DIR = os.path.join(ROOT, "Sources", "Tessera", "UIKitFixIts", "Generated")
MIN_IOS, MAX_IOS = 13.0, 18.99

# Receivers for generic Tessera types.
GENERIC = {
    "CollectionViewDiffableDataSource": "CollectionViewDiffableDataSource<Int, Int>",
    "TableViewDiffableDataSource": "TableViewDiffableDataSource<Int, Int>",
    "DiffableDataSourceSnapshot": "DiffableDataSourceSnapshot<Int, Int>",
    "DiffableDataSourceSectionSnapshot": "DiffableDataSourceSectionSnapshot<Int>",
}


def tessera_name(uikit):
    for prefix in ("NSCollectionLayout", "NSDiffable"):
        if uikit.startswith(prefix):
            return uikit[2:]
    if uikit.startswith("UI") or uikit.startswith("NS"):
        return uikit[2:]
    return uikit


def version(text):
    parts = text.split(".")
    return float(parts[0] + "." + "".join(parts[1:]) if len(parts) > 1 else parts[0])


class Member:
    def __init__(self, uikit, protocol, kind, spelling, intro, dep, concern, source, header):
        self.uikit, self.protocol, self.kind, self.spelling = uikit, protocol, kind, spelling
        self.intro, self.dep, self.concern, self.source, self.header = intro, dep, concern, source, header
        self.tessera = tessera_name(uikit)

    @property
    def key(self):
        return f"{self.uikit}\t{self.kind}\t{self.spelling}"

    @property
    def kind_name(self):
        return {"i": "init", "p": "property", "m": "method", "s": "class member", "r": "protocol requirement",
                "c": "enum case", "t": "type"}[self.kind]

    @property
    def availability(self):
        text = f"iOS {self.intro}" if self.intro else "iOS <13"
        return text + (f", deprecated {self.dep}" if self.dep else "")

    def display(self):
        if self.kind == "c":
            return self.spelling[2:] if self.spelling.startswith("::") else f"{self.tessera}.{self.spelling}"
        sep = "." if self.kind in "sc" else "."
        return f"{self.tessera}{sep}{self.spelling}"


def load_members():
    members, seen = [], set()
    for name in sorted(os.listdir(os.path.join(HERE, "members"))):
        if not name.endswith(".txt"):
            continue
        header, uikit, protocol = name, None, False
        for raw in open(os.path.join(HERE, "members", name), encoding="utf-8"):
            line = raw.strip()
            if line.startswith("# source:"):
                header = line[len("# source:"):].strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("@class ") or line.startswith("@protocol "):
                protocol = line.startswith("@protocol ")
                uikit = line.split()[1]
                continue
            fields = line.split()
            kind, spelling = fields[0], fields[1]
            intro = dep = concern = None
            source = "header"
            for f in fields[2:]:
                if f.startswith("@"):
                    intro = f[1:]
                elif f.startswith("!"):
                    dep = f[1:]
                elif f.startswith("#"):
                    concern = f[1:]
                elif f == "%issue32":
                    source = "issue 32"
            if dep and version(dep) <= MIN_IOS:
                continue  # gone before iOS 13's apps
            if intro and version(intro) > MAX_IOS:
                continue
            m = Member(uikit, protocol, kind, spelling, intro, dep, concern, source, header)
            if m.key in seen:
                continue
            seen.add(m.key)
            members.append(m)
    return members


def reference(m, n=0):
    """One Swift expression statement that uses the member, on one line."""
    t = GENERIC.get(m.tessera, m.tessera)
    s = m.spelling
    base, args = (s.split("(", 1) + [""])[:2]
    no_args = s.endswith("()")
    if m.kind == "r":
        ref = f"x.{base}" if no_args else f"x.{s}"
        return f"func p{n}<T: {t}>(_ x: T) {{ _ = {ref} }}"
    if m.kind == "t":
        return f"_ = {t}.self"
    if m.kind == "c":
        return f"_ = {s[2:]}" if s.startswith("::") else f"_ = {t}.{s}"
    if m.kind == "i":
        if s == "init()":
            return f"_ = {t}()"
        return f"_ = {t}.{s}"
    if m.kind == "s":
        return f"_ = {t}.{base}" if (no_args or "(" not in s) else f"_ = {t}.{s}"
    if m.kind == "p":
        return f"_ = {{ (x: {t}) in x.{s} }}"
    return f"_ = {{ (x: {t}) in x.{base} }}" if no_args else f"_ = {{ (x: {t}) in x.{s} }}"


PROBE_HEAD = """// Generated by scripts/uikit-inventory/inventory.py from members/*.txt: do not edit.
// One use of every inventoried UIKit spelling a line, type-checked by UIKitInventoryProbeTests.
import Tessera
@MainActor func probe() {
"""


def write_probe(members):
    os.makedirs(os.path.dirname(PROBE), exist_ok=True)
    lines = [PROBE_HEAD] + [f"    {reference(m, n)} // {m.uikit} {m.spelling}\n" for n, m in enumerate(members)] + ["}\n"]
    with open(PROBE, "w", encoding="utf-8") as f:
        f.writelines(lines)
    return PROBE_HEAD.count("\n") + 1  # line number of the first use


def typecheck(bin_dir, path):
    args = ["swiftc", "-typecheck", "-I", os.path.join(bin_dir, "Modules"),
            "-Xcc", f"-fmodule-map-file={bin_dir}/CNcursesw.build/module.modulemap",
            "-Xcc", f"-fmodule-map-file={bin_dir}/CDispatchMainQueue.build/module.modulemap", path]
    run = subprocess.run(args, capture_output=True, text=True)
    errors = {}
    pattern = re.compile(re.escape(path) + r":(\d+):\d+: error: (.*)")
    for line in (run.stdout + run.stderr).splitlines():
        match = pattern.match(line)
        if match:
            errors.setdefault(int(match.group(1)), []).append(match.group(2))
    return errors


NO_MEMBER = ("has no member", "cannot find", "no exact matches", "has no type named", "is not a member type",
             "has no dynamic member", "value of type", "incorrect argument label", "extraneous argument label",
             "missing argument", "extra argument")


# Errors that show the spelling exists, though a bare reference cannot use it as written.
EXISTS = ("ambiguous use", "could not be inferred", "partial application of 'mutating' method",
          "cannot use mutating member on immutable value", "cannot reference 'mutating' method as function value")


def classify(errors):
    if not errors:
        return "works", ""
    if all(" is unavailable: " in e for e in errors):
        message = errors[0].split(" is unavailable: ", 1)[1]
        return "unavailable", message
    if any(k in e for e in errors for k in NO_MEMBER):
        return "missing", errors[0]
    if all(any(k in e for k in EXISTS) for e in errors):
        return "works", ""  # overloads of one compound name (convert(_:to:) for points and rects)
    return "other", errors[0]


def no_effect_names():
    """Declarations documented as accepted with no effect ("it has no effect")."""
    found = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for name in files:
            if not name.endswith(".swift") or "UIKitFixIts" in folder:
                continue
            doc = []
            for line in open(os.path.join(folder, name), encoding="utf-8"):
                stripped = line.strip()
                if stripped.startswith("///"):
                    doc.append(stripped)
                    continue
                match = re.search(r"\b(?:var|func|case)\s+([A-Za-z_][A-Za-z0-9_]*)", stripped)
                if match and doc and "no effect" in " ".join(doc) and "Accepted" in " ".join(doc):
                    found.add(match.group(1))
                if not stripped.startswith("@"):
                    doc = []
    return found


def check(bin_dir, members):
    first = write_probe(members)
    errors = typecheck(bin_dir, PROBE)
    quiet = no_effect_names()
    results = []
    for offset, m in enumerate(members):
        status, detail = classify(errors.get(first + offset, []))
        if status == "works" and m.spelling.split("(")[0] in quiet:
            status = "accepted-no-effect"
        if status == "unavailable" and m.tessera in PLANNED_CLASSES:
            status = "unavailable (planned)"
        results.append((m, status, detail))
    outside = {k: v for k, v in errors.items() if not (first <= k < first + len(members))}
    return results, outside


def main(argv):
    if not argv or argv[0] not in ("probe", "check", "table", "stubs"):
        print(__doc__)
        return 2
    members = load_members()
    if argv[0] == "probe":
        write_probe(members)
        print(f"{len(members)} spellings -> {os.path.relpath(PROBE, ROOT)}")
        return 0
    bin_dir = argv[argv.index("--bin-dir") + 1] if "--bin-dir" in argv else None
    if not bin_dir:
        print("--bin-dir is needed (swift build --show-bin-path)")
        return 2
    results, outside = check(bin_dir, members)
    if outside:
        print("errors outside the uses:", outside)
    if argv[0] == "check":
        for m, status, detail in results:
            print(f"{status}\t{m.display()}\t{detail}")
    elif argv[0] == "table":
        from table import write_table
        write_table(results)
    elif argv[0] == "stubs":
        from stubs import write_stubs
        write_stubs(results, STUBBED, STUB_DIR)
    counts = {}
    for _, status, _ in results:
        counts[status] = counts.get(status, 0) + 1
    print(counts)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
