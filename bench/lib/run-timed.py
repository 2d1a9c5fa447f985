#!/usr/bin/env python3
"""Runs commands in turn, round after round, and reports each run's wall and CPU time.

    python3 run-timed.py SPEC_JSON

SPEC_JSON: {"rounds": N, "warmup": W, "variants": [{"name": ..., "argv": [...], "env": {...}, "cwd": ...}, ...]}.
Each round runs every variant once, in the order given (interleaved, so machine noise hits every side alike);
the first W rounds are not reported. Output: one JSON line per run, {"name", "round", "wall", "user", "sys",
"code"}, times in ms: wall from just before the fork to the child's exit, user and sys from the kernel's
accounting of the child (os.wait4), which a loaded machine inflates far less than wall time. stdout and stderr
of the child are discarded; a run that exits non-zero is reported with its code and the first 300 bytes of its
stderr.
"""
import json
import os
import sys
import tempfile
import time


def run_once(variant):
    with tempfile.TemporaryFile() as err:
        start = time.monotonic()
        pid = os.fork()
        if pid == 0:
            try:
                devnull = os.open(os.devnull, os.O_RDWR)
                os.dup2(devnull, 0)
                os.dup2(devnull, 1)
                os.dup2(err.fileno(), 2)
                if variant.get("cwd"):
                    os.chdir(variant["cwd"])
                os.execvpe(variant["argv"][0], variant["argv"], variant["env"])
            finally:
                os._exit(127)
        _, status, usage = os.wait4(pid, 0)
        wall = (time.monotonic() - start) * 1000
        code = os.waitstatus_to_exitcode(status)
        record = {"wall": round(wall, 3), "user": round(usage.ru_utime * 1000, 3), "sys": round(usage.ru_stime * 1000, 3), "code": code}
        if code != 0:
            err.seek(0)
            record["stderr"] = err.read(300).decode("utf-8", "replace")
        return record


def main() -> int:
    spec = json.loads(sys.argv[1])
    for round_number in range(spec.get("warmup", 0) + spec["rounds"]):
        for variant in spec["variants"]:
            record = run_once(variant)
            if round_number >= spec.get("warmup", 0):
                record.update(name=variant["name"], round=round_number - spec.get("warmup", 0))
                sys.stdout.write(json.dumps(record) + "\n")
                sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
