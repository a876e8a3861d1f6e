#!/usr/bin/env python3
"""Profile one 40-key burst of Tessera's Mountains on a pty under valgrind's callgrind.

  python3 profile_burst.py [--bin .build/release/tessera-demos] [--count 10000] [--out DIR]

Starts `valgrind --tool=callgrind --instr-atstart=no` on the same pty set-up as
sidebyside.py, waits for the full count and quiet, turns instrumentation on
(`callgrind_control -i on`), types the burst in one write, waits for quiet, dumps
(`callgrind_control -d`) and writes callgrind_annotate's inclusive and exclusive tops.
Under valgrind the program runs ~50x slower on the real clock, so the animation draws fewer
frames per key than it would natively: read the drawing share as a lower bound.
"""
import argparse, os, subprocess, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sidebyside as sbs

ap = argparse.ArgumentParser()
ap.add_argument("--bin", default=os.path.join(sbs.REPO, ".build/release/tessera-demos"))
ap.add_argument("--count", type=int, default=10_000)
ap.add_argument("--out", default="/tmp/sidebyside-profile")
ap.add_argument("--no-animation", action="store_true")
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
cg = os.path.join(a.out, "callgrind.out")
argv = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={cg}.%p",
        a.bin, "mountains", "--synthetic", str(a.count)] + (["--no-animation"] if a.no_animation else [])
import re
p = sbs.Pty(argv)
try:
    p.until(re.compile(re.escape(f"{a.count:,} of {a.count:,}").encode()), 600)
    p.quiet(2.0, 300)
    subprocess.run(["callgrind_control", "-i", "on", str(p.pid)], check=True, capture_output=True)
    b0 = p.total
    os.write(p.fd, "".join(sbs.KEYS).encode())
    p.quiet(3.0, 600)
    subprocess.run(["callgrind_control", "-d", str(p.pid)], check=True, capture_output=True)
    print(f"burst bytes: {p.total - b0}")
finally:
    p.close()
