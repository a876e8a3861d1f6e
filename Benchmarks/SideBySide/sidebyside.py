#!/usr/bin/env python3
"""Tessera's Mountains search beside fzf and the Textual app, measured as a user runs them.

Each program is started on its own pseudo-terminal (120x40, TERM=xterm-256color, the real
clock), typed at, and read from, interleaved within a round so that load on the machine
falls on all of them. For each program and size it measures:

  start-up   exec to the first screen that shows every result ("10,000 of 10,000",
             fzf's "10000/10000"), as the terminal emulator (pyte) draws the bytes read
  burst      the 40 keys written at once: CPU (the kernel's schedstat, every thread) and
             bytes read, from the write until the final count is on screen and the output
             has been quiet for QUIET seconds; per key
  paced      the same keys one every 50 ms: CPU and bytes per key, as above
  latency    one key at a time, each after the screen has settled: from the key's bytes
             written to (a) the first byte read and (b) the read after which the screen shows
             the key's result (its count); p50 and p99 over the keys whose count differs from
             the one before

Usage (see README.md):
  sidebyside.py [--sizes 10000,100000,1000000] [--rounds 2] [--programs tessera,fzf,textual]
                [--tessera BIN] [--tessera-before BIN] [--out DIR] [--quick]
"""
from __future__ import annotations

import argparse
import fcntl
import json
import os
import pty
import re
import select
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time

try:
    import pyte
except ImportError:  # pragma: no cover
    sys.exit("sidebyside: needs pyte (python3 -m pip install pyte); run.sh makes a venv with it")

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "Textual"))
WIDTH, HEIGHT = 120, 40
QUIET = 0.35            # no output for this long: the program has finished drawing
BS = "\x7f"
# 40 keys: words that narrow and widen the results, each erased again.
# The last leaves a query standing ("summit"), so the end of the typing shows on screen.
KEYS = list("ice") + [BS] * 3 + list("crag") + [BS] * 4 + list("ridge") + [BS] * 5 \
    + list("-7") + [BS] * 2 + list("summi") + [BS] * 3 + list("mmit")
assert len(KEYS) == 40


def synthetic_names(count: int) -> list[str]:
    """Tessera's synthetic peaks, in its order (the Textual peer's exact copy of the generator)."""
    from mountains_textual import synthetic  # imports textual: run under the venv
    return synthetic(count)[0]


class Counts:
    """How many names contain each query (case-insensitive substring, as all three match)."""
    def __init__(self, names: list[str]):
        self.lowered = [n.lower() for n in names]
        self.cache: dict[str, int] = {}

    def __call__(self, query: str) -> int:
        q = query.strip().lower()
        if q not in self.cache:
            self.cache[q] = len(self.lowered) if not q else sum(1 for n in self.lowered if q in n)
        return self.cache[q]


def queries(keys: list[str]) -> list[str]:
    """The query after each key."""
    out, q = [], ""
    for k in keys:
        q = q[:-1] if k == BS else q + k
        out.append(q)
    return out


class Program:
    def __init__(self, name: str, argv: list[str], status, stdin_path: str | None = None, env=None):
        self.name, self.argv, self.status, self.stdin_path, self.env = name, argv, status, stdin_path, env or {}

    def shows(self, screen: pyte.Screen, count: int, total: int) -> bool:
        """Whether the screen shows `count` of `total` ("42 of 1,645" is not "1,642 of 1,645")."""
        pattern = r"(?<![\d,])" + re.escape(self.status(count, total)) + r"(?![\d,])"
        return re.search(pattern, "\n".join(screen.display)) is not None


class Session:
    """One program on one pty, with a terminal emulator following its output."""

    def __init__(self, program: Program, timeout: float):
        self.program = program
        self.screen = pyte.Screen(WIDTH, HEIGHT)
        self.stream = pyte.ByteStream(self.screen)
        self.bytes_read = 0
        self.started = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:  # the child: the pty is its controlling terminal and stdio
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH, 0, 0))
                if program.stdin_path:
                    src = os.open(program.stdin_path, os.O_RDONLY)
                    os.dup2(src, 0)
                env = dict(os.environ, TERM="xterm-256color", COLUMNS=str(WIDTH), LINES=str(HEIGHT), **program.env)
                os.execvpe(program.argv[0], program.argv, env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.timeout = timeout
        # Answer what a terminal answers (cursor position reports, device attributes), as
        # every real emulator does: Tessera probes the terminal at start and waits for the
        # reply to its last question (DA1) before its first frame.
        self.screen.write_process_input = lambda reply: os.write(self.fd, reply.encode())

    def cpu_ns(self) -> int:
        """CPU time of every thread of the process so far (schedstat's first field, ns)."""
        total = 0
        task_dir = f"/proc/{self.pid}/task"
        for tid in os.listdir(task_dir):
            try:
                with open(f"{task_dir}/{tid}/schedstat") as f:
                    total += int(f.read().split()[0])
            except (FileNotFoundError, ProcessLookupError):
                pass
        return total

    def read_once(self, wait: float) -> float | None:
        """Reads what is there within `wait` seconds; the time it arrived, or None."""
        r, _, _ = select.select([self.fd], [], [], max(0.0, wait))
        if not r:
            return None
        try:
            data = os.read(self.fd, 1 << 16)
        except OSError:
            raise RuntimeError(f"{self.program.name} closed its terminal")
        now = time.perf_counter()
        if not data:
            raise RuntimeError(f"{self.program.name} closed its terminal")
        self.bytes_read += len(data)
        self.stream.feed(data)
        return now

    def until(self, condition, what: str, quiet: float = QUIET, timeout: float | None = None) -> float:
        """Reads until `condition()` holds and then nothing arrives for `quiet` s; the time
        of the read after which it first held."""
        deadline = time.perf_counter() + (timeout or self.timeout)
        met_at = time.perf_counter() if condition() else None
        last = time.perf_counter()
        while True:
            now = time.perf_counter()
            if now > deadline:
                raise RuntimeError(f"{self.program.name}: timed out waiting for {what}; last row: {self.screen.display[-1]!r}")
            arrived = self.read_once(min(0.05, quiet))
            if arrived is not None:
                last = arrived
                if met_at is None and condition():
                    met_at = arrived
            elif met_at is not None and time.perf_counter() - last >= quiet:
                return met_at

    def write(self, text: str):
        os.write(self.fd, text.encode())

    def close(self):
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.kill(self.pid, sig)
            except ProcessLookupError:
                break
            end = time.perf_counter() + 2
            while time.perf_counter() < end:
                try:
                    if os.waitpid(self.pid, os.WNOHANG)[0]:
                        os.close(self.fd)
                        return
                except ChildProcessError:
                    os.close(self.fd)
                    return
                try:
                    os.read(self.fd, 1 << 16)
                except OSError:
                    pass
                time.sleep(0.02)
        try:
            os.close(self.fd)
        except OSError:
            pass


def settle_on(s: Session, final_result_shown, phase: str, result: dict):
    """Reads until the typing's final result is on screen and the output has settled.
    Textual 8 applies fast backspaces out of order (its issue #6605) and can end on another
    result: it is measured all the same, once its output has settled, and marked."""
    try:
        s.until(final_result_shown, f"the {phase} typing's last result", timeout=15)
    except RuntimeError:
        s.until(lambda: True, f"the {phase} typing's output to settle")
        result[f"{phase}_wrong_result"] = s.screen.display[-1].strip()


def measure(program: Program, total: int, counts: Counts, timeout: float, latency: bool) -> dict:
    """Start-up, burst, paced and (optionally) latency for one program at one size."""
    result = {"program": program.name, "size": total}
    qs = queries(KEYS)
    shows = lambda count: (lambda: program.shows(s.screen, count, total))

    # Start-up, then the burst, in one session.
    s = Session(program, timeout)
    try:
        ready = s.until(shows(total), "all results")
        result["startup_ms"] = (ready - s.started) * 1000
        cpu0, bytes0 = s.cpu_ns(), s.bytes_read
        s.write("".join(KEYS))
        settle_on(s, shows(counts(qs[-1])), "burst", result)
        result["burst_cpu_ms_per_key"] = (s.cpu_ns() - cpu0) / 1e6 / len(KEYS)
        result["burst_bytes_per_key"] = (s.bytes_read - bytes0) / len(KEYS)
    finally:
        s.close()

    # Paced: one key every 50 ms.
    s = Session(program, timeout)
    try:
        s.until(shows(total), "all results")
        cpu0, bytes0 = s.cpu_ns(), s.bytes_read
        start = time.perf_counter()
        for i, key in enumerate(KEYS):
            due = start + i * 0.05
            while (now := time.perf_counter()) < due:
                s.read_once(due - now)
            s.write(key)
        settle_on(s, shows(counts(qs[-1])), "paced", result)
        result["paced_cpu_ms_per_key"] = (s.cpu_ns() - cpu0) / 1e6 / len(KEYS)
        result["paced_bytes_per_key"] = (s.bytes_read - bytes0) / len(KEYS)
    finally:
        s.close()

    if not latency:
        return result
    # Latency: one key at a time on a settled screen.
    s = Session(program, timeout)
    first, shown = [], []
    try:
        s.until(shows(total), "all results")
        previous = total
        for key, q in zip(KEYS, qs):
            count = counts(q)
            t0 = time.perf_counter()
            s.write(key)
            first_byte = None
            # The first byte: whatever the program sends first after the key.
            while first_byte is None:
                if time.perf_counter() - t0 > timeout:
                    raise RuntimeError(f"{program.name}: no output after {key!r}")
                first_byte = s.read_once(0.05)
            at = first_byte if program.shows(s.screen, count, total) else None
            met = s.until(shows(count), f"the count for {q!r}", quiet=0.15) if at is None else at
            if at is not None:
                s.until(lambda: True, "quiet", quiet=0.15)
            if count != previous:
                first.append((first_byte - t0) * 1000)
                shown.append((met - t0) * 1000)
            previous = count
    finally:
        s.close()
    result["latency_first_byte_ms"] = percentiles(first)
    result["latency_result_ms"] = percentiles(shown)
    return result


def percentiles(values: list[float]) -> dict:
    if not values:
        return {}
    ordered = sorted(values)
    pick = lambda p: ordered[min(len(ordered) - 1, max(0, int(round(p * (len(ordered) - 1)))))]
    return {"p50": statistics.median(ordered), "p99": pick(0.99), "max": ordered[-1], "n": len(ordered)}


def programs(args, names_file: str, total: int) -> list[Program]:
    grouped = lambda c, t: f"{c:,} of {t:,}"
    out = []
    for name in args.programs.split(","):
        if name == "tessera":
            out.append(Program("tessera", [args.tessera, "mountains", "--synthetic", str(total)], grouped))
        elif name == "tessera-before" and args.tessera_before:
            out.append(Program("tessera-before", [args.tessera_before, "mountains", "--synthetic", str(total)], grouped))
        elif name == "fzf":
            out.append(Program("fzf", ["fzf", "--exact", "+x", "-i", "--no-sort"], lambda c, t: f"{c}/{t}",
                               stdin_path=names_file))
        elif name == "textual" and total <= args.textual_max:
            script = os.path.join(ROOT, "Benchmarks", "Textual", "mountains_textual.py")
            out.append(Program("textual", [sys.executable, script, "run", "--count", str(total)], grouped))
    return out


def table(rows: list[dict]) -> str:
    """One round's table: each program's figures, and Tessera's ratios to the others."""
    lines = []
    cols = ["startup_ms", "burst_cpu_ms_per_key", "paced_cpu_ms_per_key", "burst_bytes_per_key", "paced_bytes_per_key"]
    head = "| size | program | start-up ms | burst CPU ms/key | paced CPU ms/key | burst bytes/key | paced bytes/key | latency p50/p99 ms (result) | latency p50/p99 ms (first byte) |"
    lines += [head, "|" + "---|" * 9]
    for r in rows:
        lat = r.get("latency_result_ms") or {}
        fb = r.get("latency_first_byte_ms") or {}
        cells = [f"{r[c]:.2f}" if isinstance(r.get(c), float) else "–" for c in cols]
        wrong = [phase for phase in ("burst", "paced") if f"{phase}_wrong_result" in r]
        name = r["program"] + (f" ({' and '.join(wrong)} ended on a wrong result)" if wrong else "")
        lines.append(f"| {r['size']:,} | {name} | " + " | ".join(cells)
                     + f" | {lat.get('p50', 0):.1f} / {lat.get('p99', 0):.1f} | {fb.get('p50', 0):.1f} / {fb.get('p99', 0):.1f} |")
    lines.append("")
    lines.append("| size | ratio | start-up | burst CPU | paced CPU | burst bytes | paced bytes |")
    lines.append("|---|---|---|---|---|---|---|")
    by = {(r["size"], r["program"]): r for r in rows}
    for size in sorted({r["size"] for r in rows}):
        t = by.get((size, "tessera"))
        if not t:
            continue
        for peer in ("fzf", "textual", "tessera-before"):
            p = by.get((size, peer))
            if not p:
                continue
            ratio = lambda c: f"{t[c] / p[c]:.2f}" if p.get(c) else "–"
            lines.append(f"| {size:,} | tessera ÷ {peer} | " + " | ".join(ratio(c) for c in cols) + " |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--programs", default="tessera,fzf,textual,tessera-before")
    parser.add_argument("--tessera", default=os.path.join(ROOT, ".build", "release", "tessera-demos"))
    parser.add_argument("--tessera-before", default=None, help="an older tessera-demos, measured as 'tessera-before'")
    parser.add_argument("--textual-max", type=int, default=100_000, help="largest size the Textual app is run at")
    parser.add_argument("--no-latency", action="store_true")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--out", default=None)
    parser.add_argument("--quick", action="store_true", help="10k, one round, no latency pass")
    args = parser.parse_args()
    if args.quick:
        args.sizes, args.rounds, args.no_latency = "10000", 1, True
    out = args.out or os.path.join(HERE, "results", time.strftime("%Y%m%dT%H%M%SZ", time.gmtime()))
    os.makedirs(out, exist_ok=True)
    sizes = [int(s) for s in args.sizes.split(",")]
    names = {n: synthetic_names(n) for n in sizes}
    counts = {n: Counts(names[n]) for n in sizes}
    files = {}
    for n in sizes:
        fd, path = tempfile.mkstemp(prefix=f"names-{n}-", suffix=".txt")
        with os.fdopen(fd, "w") as f:
            f.write("\n".join(names[n]) + "\n")
        files[n] = path
    meta = {"load_before": os.getloadavg(), "cpus": os.cpu_count(), "keys": len(KEYS), "quiet_s": QUIET,
            "tessera": args.tessera, "tessera_before": args.tessera_before, "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    try:
        for round_ in range(1, args.rounds + 1):
            rows = []
            with open(os.path.join(out, f"round-{round_}.jsonl"), "w") as f:
                for n in sizes:
                    for program in programs(args, files[n], n):
                        load = os.getloadavg()[0]
                        try:
                            row = measure(program, n, counts[n], args.timeout, latency=not args.no_latency)
                        except RuntimeError as error:
                            row = {"program": program.name, "size": n, "error": str(error)}
                        row["round"], row["load1"] = round_, load
                        rows.append(row)
                        f.write(json.dumps(row) + "\n")
                        f.flush()
                        print(json.dumps(row), file=sys.stderr, flush=True)
            text = f"## Round {round_} (load before: {os.getloadavg()[0]:.2f}, {os.cpu_count()} CPUs)\n\n" + table([r for r in rows if "error" not in r])
            errors = [r for r in rows if "error" in r]
            if errors:
                text += "\n\nErrors:\n" + "\n".join(f"- {r['program']} at {r['size']:,}: {r['error']}" for r in errors)
            with open(os.path.join(out, f"round-{round_}.md"), "w") as f:
                f.write(text + "\n")
            print(text, flush=True)
        meta["load_after"] = os.getloadavg()
        with open(os.path.join(out, "meta.json"), "w") as f:
            json.dump(meta, f, indent=1)
    finally:
        for path in files.values():
            os.unlink(path)


if __name__ == "__main__":
    main()
