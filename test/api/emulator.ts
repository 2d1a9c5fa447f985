// Starts the real emulator on 127.0.0.1 (ephemeral port) in a temp data dir for one test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type ChaosOptions, type RunningEmulator } from '../../src/emulator/index.js';

export interface TestEmulator extends RunningEmulator {
  stop(): Promise<void>;
}

export async function startTestEmulator(opts: { readyDelayMs?: number; chaos?: ChaosOptions } = {}): Promise<TestEmulator> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdeck-api-test-'));
  const emulator = await startEmulator({ dataDir, port: 0, readyDelayMs: opts.readyDelayMs ?? 300, chaos: opts.chaos });
  return Object.assign(emulator, {
    async stop() {
      await emulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
