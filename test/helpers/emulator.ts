// THE emulator starter for tests: the real emulator on 127.0.0.1 (ephemeral port) in a temp dir, removed
// again by stop(). Tests that restart an emulator on the same data dir (persistence, faults) call
// startEmulator themselves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../src/emulator/index.js';

export interface TestEmulator extends RunningEmulator {
  /** Parent temp dir (the data dir is inside it); removed by stop(). */
  root: string;
  stop(): Promise<void>;
  /** The same as stop(). */
  dispose(): Promise<void>;
}

export function tempRoot(label = 'emu'): string {
  return mkdtempSync(join(tmpdir(), `agentdeck-${label}-`));
}

/** Defaults: port 0 on 127.0.0.1, a set is ready 300 ms after a write. */
export async function startTestEmulator(
  options: Partial<EmulatorOptions> = {},
  root = tempRoot(),
): Promise<TestEmulator> {
  const emulator = await startEmulator({
    dataDir: join(root, 'data'),
    port: 0,
    host: '127.0.0.1',
    readyDelayMs: 300,
    ...options,
  });
  const stop = async () => {
    await emulator.close();
    rmSync(root, { recursive: true, force: true });
  };
  return Object.assign(emulator, { root, stop, dispose: stop });
}
