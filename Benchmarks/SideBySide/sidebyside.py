#!/usr/bin/env python3
"""Side-by-side runner: Tessera's Mountains, fzf and the Textual app, each run as a user runs it.

Each program is a process on its own pty (pty.fork: the pty is its controlling terminal and
/dev/tty), TERM=xterm-256color, 120x40 set with TIOCSWINSZ before exec, the real clock. The
runner types the same 40 keys (summit, glacier, ridge, co, each followed by as many
backspaces) as a burst (one write) and paced (one key every 50 ms), reads CPU from the kernel
(/proc/<pid>/task/*/schedstat, ns, summed over the process tree) and bytes from the pty.

  python3 sidebyside.py                       # 10k 100k 1M, ROUNDS (env, default 2) rounds
  python3 sidebyside.py --quick               # 10k, 1 round, 12 keys: a sanity check (< 1 min)
  python3 sidebyside.py --before /work/wt-before/.build/release/tessera-demos
See README.md.  Stdlib only.
"""
from __future__ import annotations

import argparse, fcntl, json, os, pty, re, select, signal, statistics, struct, subprocess, sys, termios, time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
ROWS, COLS = 40, 120
WORDS = ["Alder", "Basalt", "Cairn", "Col", "Crag", "Dome", "Drift", "Eagle", "Falcon",
         "Fell", "Glacier", "Granite", "Horn", "Ice", "Juniper", "Knob", "Lark", "Moraine",
         "Needle", "Obsidian", "Pine", "Quartz", "Ridge", "Saddle", "Scree", "Slate", "Spire",
         "Summit", "Talus", "Tor", "Vale", "Zenith"]
KEYS: list[str] = []
for _w in ["summit", "glacier", "ridge", "co"]:
    KEYS += list(_w) + ["\x7f"] * len(_w)
QUICK_KEYS = list("summit") + ["\x7f"] * 6
ANSI = re.compile(rb"\x1b\[[0-9;?<>=!]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1bP[^\x1b]*\x1b\\|\x1b[()][0-9A-Za-z]|\x1b[=>78DEHMNOZc]")


def synthetic(count: int) -> list[str]:
    """Tessera's generated peak names in its order (copy of mountains_textual.synthetic)."""
    mask = (1 << 64) - 1
    s = 42
    words = [0] * (count + 1)
    for i in range(1, count + 1):
        s = (s * 6364136223846793005 + 1442695040888963407) & mask
        words[i] = (s >> 33) % 32
        s = (s * 6364136223846793005 + 1442695040888963407) & mask
    names: list[str] = []
    stack = list(range(min(9, count), 0, -1))
    while stack:
        i = stack.pop()
        names.append(f"Peak-{i} {WORDS[words[i]]}")
        first = i * 10
        if first <= count:
            stack.extend(range(min(count, first + 9), first - 1, -1))
    return names


# MARK: CPU from the kernel

def tree(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat", "rb") as f:
                st = f.read()
        except OSError:
            continue
        ppid = int(st[st.rindex(b")") + 2:].split()[1])
        children.setdefault(ppid, []).append(int(d))
    out, todo = [], [root]
    while todo:
        p = todo.pop()
        out.append(p)
        todo += children.get(p, [])
    return out


def cpu_ns(root: int) -> tuple[int, int]:
    """(schedstat ns summed over the live threads of the tree, stat utime+stime in ns)."""
    sched = ticks = 0
    hz = os.sysconf("SC_CLK_TCK")
    for p in tree(root):
        try:
            with open(f"/proc/{p}/stat", "rb") as f:
                st = f.read()
            fields = st[st.rindex(b")") + 2:].split()
            ticks += int(fields[11]) + int(fields[12])
            for t in os.listdir(f"/proc/{p}/task"):
                with open(f"/proc/{p}/task/{t}/schedstat") as f:
                    sched += int(f.read().split()[0])
        except (OSError, ValueError):
            continue
    return sched, ticks * 1_000_000_000 // hz


# MARK: a program on a pty

class Timeout(Exception):
    pass


class Pty:
    def __init__(self, argv: list[str], stdin_path: str | None = None):
        env = dict(os.environ, TERM="xterm-256color", LINES=str(ROWS), COLUMNS=str(COLS))
        env.pop("TMUX", None)
        self.t0 = time.perf_counter_ns()
        pid, fd = pty.fork()
        if pid == 0:
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
                if stdin_path:
                    src = os.open(stdin_path, os.O_RDONLY)
                    os.dup2(src, 0)
                    os.close(src)
                os.execvpe(argv[0], argv, env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.tail = b""          # last output, for markers
        self.total = 0
        self.alive = True

    def _answer(self, data: bytes) -> None:
        # No terminal emulator answers on a bare pty: answer the queries a terminal would, so
        # no program waits out a probe time-out (cursor position, device attributes, DECRQM).
        if b"\x1b[6n" in data:
            os.write(self.fd, b"\x1b[1;1R")
        if b"\x1b[c" in data or b"\x1b[0c" in data:
            os.write(self.fd, b"\x1b[?62;22c")
        for m in re.finditer(rb"\x1b\[\?(\d+)\$p", data):
            os.write(self.fd, b"\x1b[?" + m.group(1) + b";0$y")

    def read(self, timeout: float) -> tuple[bytes, int] | None:
        """One chunk and the time it was read, or None after timeout seconds."""
        r, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
        if not r:
            return None
        now = time.perf_counter_ns()
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            data = b""
        if not data:
            self.alive = False
            raise Timeout("the program closed its terminal (exited?)")
        self.total += len(data)
        self.tail = (self.tail + data)[-200_000:]
        self._answer(data)
        return data, now

    def until(self, pattern: re.Pattern, timeout: float) -> int:
        """Read until the plain text (escapes removed) of the recent output matches; its time."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise Timeout(f"no {pattern.pattern!r} within {timeout:.0f} s")
            got = self.read(left)
            if got and pattern.search(ANSI.sub(b"", self.tail[-60_000:])):
                return got[1]

    def quiet(self, quiet_s: float, timeout: float, marker: re.Pattern | None = None) -> int:
        """Read until settled: no output for quiet_s, the process tree using under 10% of a CPU
        in that time (a program computing without drawing is not settled), and, with marker,
        the plain text of the recent output showing it. Returns the time of the last chunk."""
        deadline = time.monotonic() + timeout
        last = time.perf_counter_ns()
        cpu = cpu_ns(self.pid)[0]
        while time.monotonic() < deadline:
            got = self.read(quiet_s)
            if got is None:
                now_cpu = cpu_ns(self.pid)[0]
                idle = now_cpu - cpu < 0.1 * quiet_s * 1e9
                cpu = now_cpu
                if idle and (marker is None or marker.search(ANSI.sub(b"", self.tail[-60_000:]))):
                    return last
                continue
            last = got[1]
            cpu = cpu_ns(self.pid)[0]
        raise Timeout(f"not settled within {timeout:.0f} s")

    def close(self) -> None:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            for p in reversed(tree(self.pid)):
                try:
                    os.kill(p, sig)
                except ProcessLookupError:
                    pass
            deadline = time.monotonic() + 2
            while time.monotonic() < deadline:
                try:
                    done, _ = os.waitpid(self.pid, os.WNOHANG)
                except ChildProcessError:
                    done = self.pid
                if done:
                    break
                try:
                    select.select([self.fd], [], [], 0.05) and os.read(self.fd, 65536)
                except OSError:
                    time.sleep(0.05)
            else:
                continue
            break
        try:
            os.close(self.fd)
        except OSError:
            pass


# MARK: one program, one size

def grouped(n: int) -> str:
    return f"{n:,}"


def programs(args, count: int, names_path: str) -> list[tuple[str, list[str], str | None, re.Pattern]]:
    full_grouped = re.compile(re.escape(f"{grouped(count)} of {grouped(count)}").encode())
    out = []
    anim = [] if args.animation else ["--no-animation"]
    out.append(("tessera", [args.after, "mountains", "--synthetic", str(count)] + anim, None, full_grouped))
    if args.before:
        out.append(("tessera-before", [args.before, "mountains", "--synthetic", str(count)] + anim, None, full_grouped))
    out.append(("fzf", ["fzf", "--exact", "+x", "-i", "--no-sort"], names_path,
                re.compile(rf"\b{count}/{count}\b".encode())))
    if count <= args.textual_max:
        out.append(("textual", [args.python, os.path.join(REPO, "Benchmarks/Textual/mountains_textual.py"),
                                "run", "--count", str(count)], None, full_grouped))
    return out


def measure(name: str, argv: list[str], stdin_path: str | None, ready: re.Pattern, count: int,
            keys: list[str], quiet_s: float) -> dict:
    load = os.getloadavg()[0]
    p = Pty(argv, stdin_path)
    res: dict = {"program": name, "peaks": count, "keys": len(keys), "load": round(load, 2)}
    try:
        t_ready = p.until(ready, 300 if count >= 1_000_000 else 120)
        res["startup_ms"] = (t_ready - p.t0) / 1e6
        p.quiet(quiet_s, 120, ready)
        res["startup_bytes"] = p.total
        res["startup_cpu_ms"] = cpu_ns(p.pid)[0] / 1e6
        # Burst: all keys in one write.
        c0, b0 = cpu_ns(p.pid), p.total
        t_write = time.perf_counter_ns()
        os.write(p.fd, "".join(keys).encode())
        first = p.read(10)
        t_last = p.quiet(quiet_s, 300)
        c1 = cpu_ns(p.pid)
        res["burst_cpu_ms_per_key"] = (c1[0] - c0[0]) / 1e6 / len(keys)
        res["burst_cpu_ms_per_key_stat"] = (c1[1] - c0[1]) / 1e6 / len(keys)
        res["burst_bytes_per_key"] = (p.total - b0) / len(keys)
        res["burst_first_byte_ms"] = (first[1] - t_write) / 1e6 if first else None
        res["burst_settle_ms"] = (t_last - t_write) / 1e6
        # Whether the burst's own output drew the full count again (a program that redraws only
        # what changed may not redraw the count when the burst ends where it started).
        res["burst_output_shows_full_count"] = bool(ready.search(ANSI.sub(b"", p.tail[-(p.total - b0):]))) if p.total > b0 else False
        # Paced: one key every 50 ms; latency = key written to first byte read after it.
        c0, b0 = cpu_ns(p.pid), p.total
        lat: list[float | None] = []
        pending: list[tuple[int, int]] = []   # (key index, time written) with no byte since
        step = 50_000_000

        def take(timeout: float) -> None:
            got = p.read(timeout)
            if got:
                for i, t in pending:
                    lat[i] = (got[1] - t) / 1e6
                pending.clear()

        start = time.perf_counter_ns()
        for i, k in enumerate(keys):
            due = start + i * step
            while (now := time.perf_counter_ns()) < due:
                take((due - now) / 1e9)
            t_write = time.perf_counter_ns()
            os.write(p.fd, k.encode())
            lat.append(None)
            pending.append((i, t_write))
        deadline = time.monotonic() + 10
        while pending and time.monotonic() < deadline:
            take(deadline - time.monotonic())
        p.quiet(quiet_s, 300)
        c1 = cpu_ns(p.pid)
        res["paced_cpu_ms_per_key"] = (c1[0] - c0[0]) / 1e6 / len(keys)
        res["paced_cpu_ms_per_key_stat"] = (c1[1] - c0[1]) / 1e6 / len(keys)
        res["paced_bytes_per_key"] = (p.total - b0) / len(keys)
        got_lat = sorted(x for x in lat if x is not None)
        res["paced_keys_without_output"] = len(lat) - len(got_lat)
        res["paced_keys_over_50ms"] = sum(1 for x in got_lat if x > 50)
        if got_lat:
            res["latency_p50_ms"] = statistics.median(got_lat)
            res["latency_p99_ms"] = got_lat[min(len(got_lat) - 1, round(0.99 * (len(got_lat) - 1)))]
            res["latency_max_ms"] = got_lat[-1]
        res["latency_ms"] = lat
    except Timeout as e:
        res["error"] = str(e)
        res["screen_tail"] = ANSI.sub(b"", p.tail[-3000:]).decode("utf-8", "replace")[-600:]
    finally:
        p.close()
    return res


# MARK: table

COLUMNS = [("startup_ms", "start ms"), ("burst_cpu_ms_per_key", "burst CPU ms/key"),
           ("paced_cpu_ms_per_key", "paced CPU ms/key"), ("burst_bytes_per_key", "burst B/key"),
           ("paced_bytes_per_key", "paced B/key"), ("latency_p50_ms", "lat p50 ms"),
           ("latency_p99_ms", "lat p99 ms")]


def table(rows: list[dict]) -> str:
    lines = []
    head = f"{'size':>6} {'program':<23}" + "".join(f"{h:>17}" for _, h in COLUMNS)
    lines.append(head)
    by = {}
    for r in rows:
        by[(r["peaks"], r["program"])] = r
    for count in sorted({r["peaks"] for r in rows}):
        for prog in ["tessera", "tessera-before", "fzf", "textual"]:
            r = by.get((count, prog))
            if not r:
                continue
            cells = []
            for k, _ in COLUMNS:
                v = r.get(k)
                cells.append(f"{v:>17.2f}" if isinstance(v, (int, float)) else f"{'—':>17}")
            err = f"  ERROR: {r['error']}" if "error" in r else ""
            lines.append(f"{label(count):>6} {prog:<23}" + "".join(cells) + err)
        for tess in ["tessera", "tessera-before"]:
            for peer in ["fzf", "textual", "tessera-before"]:
                a, b = by.get((count, tess)), by.get((count, peer))
                if not a or not b or tess == peer or (tess == "tessera-before" and peer == "tessera-before"):
                    continue
                if tess == "tessera-before" and peer == "tessera-before":
                    continue
                cells = []
                for k, _ in COLUMNS:
                    x, y = a.get(k), b.get(k)
                    cells.append(f"{ratio(x / y):>17}" if isinstance(x, (int, float)) and isinstance(y, (int, float)) and y and x else f"{'—':>17}")
                lines.append(f"{'':>6} {tess + '÷' + peer:<23}" + "".join(cells))
        lines.append("")
    return "\n".join(lines)


def ratio(r: float) -> str:
    return f"1/{1 / r:.0f}" if r < 0.1 else f"{r:.2f}×"


def label(n: int) -> str:
    return f"{n // 1_000_000}M" if n >= 1_000_000 and n % 1_000_000 == 0 else f"{n // 1000}k" if n % 1000 == 0 else str(n)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--after", default=os.path.join(REPO, ".build/release/tessera-demos"),
                    help="tessera-demos to measure as 'tessera' (default: this tree's release build)")
    ap.add_argument("--before", help="a second tessera-demos, measured as 'tessera-before'")
    ap.add_argument("--python", default=os.environ.get("VENV", "/tmp/textual-venv") + "/bin/python",
                    help="Python with textual==8.2.8 (compare.sh makes /tmp/textual-venv)")
    ap.add_argument("--sizes", default="10000,100000,1000000")
    ap.add_argument("--rounds", type=int, default=int(os.environ.get("ROUNDS", "2")))
    ap.add_argument("--textual-max", type=int, default=1_000_000, help="skip Textual above this size")
    ap.add_argument("--no-animation", dest="animation", action="store_false", help="pass --no-animation to Tessera")
    ap.add_argument("--quiet-ms", type=int, default=300, help="output counts as settled after this long quiet")
    ap.add_argument("--quick", action="store_true", help="10k, 1 round, 12 keys")
    ap.add_argument("--out", help="results directory (default results/<UTC time>)")
    ap.add_argument("--only", help="comma-separated programs to run")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    keys = KEYS
    if args.quick:
        sizes, args.rounds, keys = [10_000], 1, QUICK_KEYS
    for path in [args.after] + ([args.before] if args.before else []):
        if not os.access(path, os.X_OK):
            sys.exit(f"no tessera-demos at {path}: swift build -c release --product tessera-demos")
    out = args.out or os.path.join(HERE, "results", time.strftime("%Y%m%dT%H%M%SZ", time.gmtime()))
    os.makedirs(out, exist_ok=True)
    about = [f"date: {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}",
             f"machine: {os.cpu_count()} cores; load at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}",
             f"after: {args.after}", f"before: {args.before}", f"animation: {args.animation}",
             f"keys: {len(keys)} ({''.join(k if k != chr(127) else '⌫' for k in keys)}); paced every 50 ms",
             f"sizes: {sizes}; rounds: {args.rounds}; quiet: {args.quiet_ms} ms"]
    print("\n".join(about))
    with open(os.path.join(out, "about.txt"), "w") as f:
        f.write("\n".join(about) + "\n")
    names_paths = {}
    for count in sizes:
        path = os.path.join("/tmp", f"sidebyside-names-{count}.txt")
        if not os.path.exists(path):
            with open(path + ".tmp", "w") as f:
                f.write("\n".join(synthetic(count)) + "\n")
            os.replace(path + ".tmp", path)
        names_paths[count] = path
    only = set(args.only.split(",")) if args.only else None
    # Warm the page cache once (a user's second launch, not the first after a build): each
    # binary and Textual's imports, untimed.
    warm = [[args.after, "--help"], ["fzf", "--version"], [args.python, "-c", "import textual.app, textual.widgets"]]
    if args.before:
        warm.append([args.before, "--help"])
    for argv in warm:
        try:
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
        except (OSError, subprocess.TimeoutExpired):
            pass
    for rnd in range(1, args.rounds + 1):
        rows = []
        log = os.path.join(out, f"round-{rnd}.jsonl")
        with open(log, "w") as f:
            for count in sizes:
                for name, argv, stdin_path, ready in programs(args, count, names_paths[count]):
                    if only and name not in only:
                        continue
                    print(f"[round {rnd}] {time.strftime('%H:%M:%S', time.gmtime())} {name} {label(count)} "
                          f"(load {os.getloadavg()[0]:.2f})", file=sys.stderr, flush=True)
                    r = measure(name, argv, stdin_path, ready, count, keys, args.quiet_ms / 1000)
                    r["round"] = rnd
                    rows.append(r)
                    f.write(json.dumps(r) + "\n")
                    f.flush()
        text = (f"Round {rnd} ({time.strftime('%H:%M:%S', time.gmtime())} UTC, load "
                f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}); ratios are Tessera ÷ peer\n" + table(rows))
        print(text)
        with open(os.path.join(out, f"round-{rnd}.txt"), "w") as f:
            f.write(text + "\n")
    print(f"Raw results: {out}")


if __name__ == "__main__":
    main()
