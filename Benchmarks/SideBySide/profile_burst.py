#!/usr/bin/env python3
"""Profile 40-key bursts of Tessera's Mountains on a pty with `perf record`.

  python3 profile_burst.py [--bin .build/release/tessera-demos] [--count 10000] [--bursts 20] [--out DIR]

Starts tessera-demos on the same pty set-up as sidebyside.py, waits for the full count and
quiet, attaches `perf record -e cpu-clock --call-graph dwarf -p PID` (a software clock: this
machine's perf has no hardware counters; valgrind 3.19 cannot read the binary's DWARF 5),
types the burst in one write BURSTS times (each followed by 300 ms quiet), stops perf and
writes `perf report` tops (self and with children) to OUT.
"""
import argparse, os, re, signal, subprocess, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sidebyside as sbs

ap = argparse.ArgumentParser()
ap.add_argument("--bin", default=os.path.join(sbs.REPO, ".build/release/tessera-demos"))
ap.add_argument("--count", type=int, default=10_000)
ap.add_argument("--bursts", type=int, default=20)
ap.add_argument("--freq", type=int, default=4000)
ap.add_argument("--out", default="/tmp/sidebyside-profile")
ap.add_argument("--no-animation", action="store_true")
ap.add_argument("--paced", action="store_true", help="type one key per 50 ms instead of bursts")
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
data = os.path.join(a.out, "perf.data")
argv = [a.bin, "mountains", "--synthetic", str(a.count)] + (["--no-animation"] if a.no_animation else [])
p = sbs.Pty(argv)
perf = None
try:
    p.until(re.compile(re.escape(f"{a.count:,} of {a.count:,}").encode()), 300)
    p.quiet(0.5, 60)
    perf = subprocess.Popen(["perf", "record", "-e", "cpu-clock", "-F", str(a.freq), "--call-graph", "dwarf,32768",
                             "-p", str(p.pid), "-o", data], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    time.sleep(1.0)
    c0, b0 = sbs.cpu_ns(p.pid)[0], p.total
    for _ in range(a.bursts):
        if a.paced:
            start = time.monotonic()
            for i, k in enumerate(sbs.KEYS):
                while (left := start + i * 0.05 - time.monotonic()) > 0:
                    p.read(left)
                os.write(p.fd, k.encode())
        else:
            os.write(p.fd, "".join(sbs.KEYS).encode())
        p.quiet(0.3, 60)
    c1 = sbs.cpu_ns(p.pid)[0]
    print(f"{a.bursts} {'paced runs' if a.paced else 'bursts'}: CPU {(c1 - c0) / 1e6 / a.bursts / len(sbs.KEYS):.3f} ms/key (perf attached), "
          f"{(p.total - b0) / a.bursts / len(sbs.KEYS):.0f} B/key")
finally:
    if perf:
        perf.send_signal(signal.SIGINT)
        try:
            perf.wait(60)
        except subprocess.TimeoutExpired:
            perf.kill()
            perf.wait()
    p.close()
for name, extra in [("self", ["--no-children"]), ("children", ["--children"])]:
    with open(os.path.join(a.out, f"report-{name}.txt"), "w") as f:
        subprocess.run(["perf", "report", "-i", data, "--stdio", "-g", "none", "--percent-limit", "0.5",
                        "--sort", "symbol"] + extra, stdout=f, stderr=subprocess.DEVNULL)
print(f"reports in {a.out}")
