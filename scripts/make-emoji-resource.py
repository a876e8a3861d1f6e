#!/usr/bin/env python3
"""Derives demos/TesseraDemos/Resources/emoji.tsv from Unicode's emoji-test.txt.

Keeps what the demos need: fully-qualified emoji only, in CLDR order, one per line:
group <TAB> subgroup <TAB> code points (hex, space-separated) <TAB> emoji <TAB> name.
Usage: scripts/make-emoji-resource.py ../shared/data/emoji-test.txt > demos/TesseraDemos/Resources/emoji.tsv
"""
import sys

def main(path):
    group = subgroup = None
    out = ["# Derived from Unicode emoji-test.txt 15.0 (© Unicode, Inc.; Unicode terms of use) by scripts/make-emoji-resource.py"]
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("# group: "):
            group = line[len("# group: "):].strip()
        elif line.startswith("# subgroup: "):
            subgroup = line[len("# subgroup: "):].strip()
        elif line and not line.startswith("#"):
            codes, rest = line.split(";", 1)
            status, comment = rest.split("#", 1)
            if status.strip() != "fully-qualified" or group == "Component":
                continue
            emoji, _version, name = comment.strip().split(" ", 2)
            out.append("\t".join([group, subgroup, codes.strip(), emoji, name]))
    sys.stdout.write("\n".join(out) + "\n")

if __name__ == "__main__":
    main(sys.argv[1])
