#!/usr/bin/env python3
"""Runs a command in a new pseudo-terminal and records what it writes there, timed.

    python3 pty-record.py COLS ROWS TIMEOUT_MS COMMAND [ARG ...]

Every read from the terminal's master side goes to stdout as one record: a header line "<ms> <length> <cpu>\\n" (ms
since just before the fork, three decimals; <length>; <cpu>: the ms the command's process has run on a CPU by
then, all its threads, from /proc/<pid>/task/*/schedstat, or -1 where there is no /proc) followed by exactly
<length> raw bytes. The reader (bench/lib/pty.mjs)
decides when it has seen enough: a line on stdin, or stdin closing, ends the run, as do the command's exit and the
timeout. Then the command is sent SIGTERM (SIGKILL after 2 s) and this script exits 0.

No terminal emulator answers the command (no tmux, no screen): the command's own start-up is all that is timed.
The environment is passed through unchanged.
"""
import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios
import time


def main() -> int:
    cols, rows, timeout_ms = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
    command = sys.argv[4:]
    out = sys.stdout.buffer
    start = time.monotonic()
    pid, master = pty.fork()
    if pid == 0:
        # The child: the terminal is its stdin/stdout/stderr; size it before the command looks.
        fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        try:
            os.execvp(command[0], command)
        finally:
            os._exit(127)

    def cpu_ms() -> float:
        # On-CPU time so far of every thread of the command (ns, the first field of schedstat). A loaded machine
        # stretches wall time with the wait for a core; this far less.
        total = 0
        try:
            for task in os.listdir(f"/proc/{pid}/task"):
                try:
                    with open(f"/proc/{pid}/task/{task}/schedstat") as stat:
                        total += int(stat.read().split()[0])
                except (OSError, ValueError, IndexError):
                    pass  # a thread that just ended
        except OSError:
            return -1
        return total / 1e6

    def record(data: bytes) -> None:
        now = (time.monotonic() - start) * 1000
        out.write(f"{now:.3f} {len(data)} {cpu_ms():.3f}\n".encode())
        out.write(data)
        out.flush()

    stdin = sys.stdin.fileno()
    watching = [master, stdin]
    deadline = start + timeout_ms / 1000
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            break
        ready, _, _ = select.select(watching, [], [], left)
        if master in ready:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: the command has exited and its terminal closed
                data = b""
            if not data:
                break
            record(data)
        if stdin in ready:
            break  # the reader has seen what it waited for (a line, or stdin closed)

    ended = False
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    give_up = time.monotonic() + 2
    while not ended:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            ended = True
            break
        if time.monotonic() > give_up:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            ended = True
            break
        # Keep draining: a command blocked writing to a full terminal would never see the signal.
        ready, _, _ = select.select([master], [], [], 0.02)
        if ready:
            try:
                os.read(master, 65536)
            except OSError:
                pass
    os.close(master)
    return 0


if __name__ == "__main__":
    sys.exit(main())
