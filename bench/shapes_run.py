#!/usr/bin/env python3
"""Times rlv verify/lower/check against opt-22 on every shape of gen_shapes.py at several
scales and prints, per command, time, peak memory, the ratio to opt-22 and the growth per
unit between scales. Called by bench/shapes.sh (see there for the options).

Times are CPU seconds (user + system, from wait4), which other work on a shared machine
disturbs less than the wall clock. Growth per unit at scale K (after scale J) is (time at K /
time at J) / (K / J): 1.0 is linear, 10 at 10x steps is quadratic. A command that runs past
--timeout (wall clock) is killed and shows as TIMEOUT; one killed by a signal as SIG<n>.

verify-dxil times `rlv verify` on rlv's own lowering of the shape (made once, untimed, next
to the module) against opt-22 -passes=verify on that file: the DXIL-level rules.
"""
import argparse
import os
import signal
import subprocess
import sys
import threading

BENCH = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(BENCH, "gen_shapes.py")
sys.path.insert(0, BENCH)
import gen_shapes  # noqa: E402  (the shape table: names, units, expected exit codes)


def run_once(cmd, timeout):
    """(CPU seconds, peak RSS MB, exit code or 'TIMEOUT'/'SIG<n>') of one run of cmd."""
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True)
    fired = []

    def kill():
        fired.append(True)
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    timer = threading.Timer(timeout, kill)
    timer.start()
    _, status, usage = os.wait4(p.pid, 0)
    timer.cancel()
    cpu = usage.ru_utime + usage.ru_stime
    p.returncode = status  # keep Popen from waiting again
    if fired:
        code = "TIMEOUT"
    elif os.WIFSIGNALED(status):
        code = f"SIG{os.WTERMSIG(status)}"
    else:
        code = os.WEXITSTATUS(status)
    return cpu, usage.ru_maxrss / 1024.0, code


def best_of(cmds, reps, timeout):
    """Runs the commands in turn reps times; the fastest run of each (a timed-out command
    is not run again)."""
    best = [None] * len(cmds)
    for _ in range(reps):
        for i, cmd in enumerate(cmds):
            if best[i] is not None and best[i][2] == "TIMEOUT":
                continue
            r = run_once(cmd, timeout)
            if best[i] is None or r[0] < best[i][0]:
                best[i] = r
    return best


def shape_file(out_dir, shape, scale):
    """The cached module; regenerated when the generator is newer."""
    path = os.path.join(out_dir, f"shape-{shape}-x{scale}.ll")
    if not os.path.exists(path) or os.path.getmtime(GEN) > os.path.getmtime(path):
        subprocess.run([sys.executable, GEN, "--shape", shape, "--scale", str(scale), "-o", path],
                       check=True)
    return path


def lowered_file(rlv, path):
    """rlv's lowering of the module at `path` (cached beside it), or None when it fails."""
    out = path[:-3] + ".dxil.ll"
    if not os.path.exists(out) or os.path.getmtime(path) > os.path.getmtime(out) or \
            os.path.getmtime(rlv) > os.path.getmtime(out):
        r = subprocess.run([rlv, "lower", path, "-o", out], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
        if r.returncode != 0:
            return None
    return out


COMMANDS = {
    # command -> (rlv arguments, the opt-22 yardstick's arguments)
    "verify": (["verify"], ["-passes=verify", "-disable-output"]),
    "verify-dxil": (["verify"], ["-passes=verify", "-disable-output"]),
    "lower": (["lower", "-o", "/dev/null"], ["-S", "-o", "/dev/null"]),
    "check": (["check"], ["-passes=verify", "-disable-output"]),
}


def fmt_time(r):
    return "TIMEOUT" if r[2] == "TIMEOUT" else f"{r[0]:.3f}"


def growth(prev, cur, step):
    """Per-unit growth of a (seconds, MB, exit) result from the previous scale's, or '-'."""
    if prev is None or "TIMEOUT" in (prev[2], cur[2]) or prev[0] <= 0:
        return "-"
    return f"{cur[0] / prev[0] / step:.2f}"


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rlv", required=True)
    ap.add_argument("--opt", default="opt-22")
    ap.add_argument("--reps", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--scales", default="1,10,100")
    ap.add_argument("--shapes", default=",".join(gen_shapes.SHAPES))
    ap.add_argument("--commands", default="verify,lower,check")
    ap.add_argument("--out-dir", default=os.path.join(BENCH, "out", "shapes"))
    a = ap.parse_args(argv)
    scales = [int(s) for s in a.scales.split(",")]
    shapes = a.shapes.split(",")
    commands = a.commands.split(",")
    for s in shapes:
        if s not in gen_shapes.SHAPES:
            ap.error(f"unknown shape '{s}' (known: {', '.join(gen_shapes.SHAPES)})")
    for c in commands:
        if c not in COMMANDS:
            ap.error(f"unknown command '{c}' (known: {', '.join(COMMANDS)})")
    os.makedirs(a.out_dir, exist_ok=True)

    # results[command][shape] = [(scale, units, MB, opt result, rlv result)]
    results = {c: {s: [] for s in shapes} for c in commands}
    for shape in shapes:
        unit = gen_shapes.SHAPES[shape][1]
        for scale in scales:
            path = shape_file(a.out_dir, shape, scale)
            mb = os.path.getsize(path) / 1e6
            for c in commands:
                rlv_args, opt_args = COMMANDS[c]
                target = lowered_file(a.rlv, path) if c == "verify-dxil" else path
                if target is None:
                    continue  # nothing lowered (the overlapping shape): nothing to verify
                tmb = os.path.getsize(target) / 1e6
                print(f"  {shape} x{scale} ({tmb:.1f} MB): {c} ...", file=sys.stderr, flush=True)
                o, r = best_of([[a.opt] + opt_args + [target], [a.rlv] + rlv_args + [target]],
                               a.reps, a.timeout)
                results[c][shape].append((scale, unit * scale, tmb, o, r))

    for c in commands:
        rlv_args, opt_args = COMMANDS[c]
        what = "on rlv's lowered FILE " if c == "verify-dxil" else ""
        print(f"\n{c}: `rlv {' '.join(rlv_args)} FILE` vs `opt-22 {' '.join(opt_args)} FILE` "
              f"{what}(best of {a.reps}, CPU seconds, timeout {a.timeout:g} s)")
        hdr = ("| shape | scale | units | MB | opt s | opt MB | rlv s | rlv MB | rlv/opt | "
               "rlv growth/unit | opt growth/unit | exit |")
        print(hdr)
        print("|" + "|".join("---" for _ in hdr.split("|")[1:-1]) + "|")
        for shape in shapes:
            prev, prev_scale = None, None
            for scale, units, mb, o, r in results[c][shape]:
                step = scale / prev_scale if prev_scale else 1
                ratio = "-" if "TIMEOUT" in (o[2], r[2]) else f"{r[0] / o[0]:.2f}"
                print(f"| {shape} | {scale}x | {units} | {mb:.2f} | {fmt_time(o)} | {o[1]:.0f} | "
                      f"{fmt_time(r)} | {r[1]:.0f} | {ratio} | "
                      f"{growth(prev and prev[1], r, step)} | "
                      f"{growth(prev and prev[0], o, step)} | {r[2]} |")
                prev, prev_scale = (o, r), scale
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
