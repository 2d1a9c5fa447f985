// `--seed-project`: the same agents in both organizations, two regions, bound to nothing; an empty store only.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';

let emu: TestEmulator | undefined;
afterEach(async () => {
  await emu?.stop();
  emu = undefined;
});

describe('--seed-project', () => {
  it('creates voice-bot in us-west and us-east and support-bot in us-west, in every organization', async () => {
    emu = await startTestEmulator({ seedProject: true });
    expect(emu.seeded).toEqual([{ option: '--seed-project', created: 6 }]);
    for (const org of emu.orgs) {
      const res = await fetch(`${emu.apiHost}/v1/organizations/${org}/services`, {
        headers: { authorization: `Bearer ${emu.keys.userToken}` },
      });
      const body = (await res.json()) as { services: Array<{ name: string; region: string }> };
      expect(body.services.map((s) => [s.name, s.region]).sort()).toEqual([
        ['support-bot', 'us-west'],
        ['voice-bot-us-east', 'us-east'],
        ['voice-bot-us-west', 'us-west'],
      ]);
    }
  });
});
