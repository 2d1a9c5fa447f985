// `agentdeck secrets list 2>&1 | head -1`: once the reader goes away, the next write to stdout or stderr fails with
// EPIPE. That ends the command quietly, as `ls` does in a pipeline — no stack trace, and exit 0 unless the command
// had already failed (the output it still wanted to print has no reader to go to).
export function endQuietlyOnClosedPipe(
  stream: NodeJS.WritableStream,
  exit: (code: number) => never | void = (code) => process.exit(code),
): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') {
      const code = process.exitCode;
      exit(typeof code === 'number' ? code : 0);
      return;
    }
    throw error;
  });
}
