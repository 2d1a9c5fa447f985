// Preloaded (`node -r bench/lib/maxrss.cjs …`) into a child whose peak memory a bench reads: at exit, writes the
// process's peak resident set size in KB (process.resourceUsage().maxRSS) to $BENCH_MAXRSS_FILE.
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  if (process.env.BENCH_MAXRSS_FILE)
    writeFileSync(process.env.BENCH_MAXRSS_FILE, String(process.resourceUsage().maxRSS));
});
