// Demo data: the secret sets, agents and room of the README's picture, so a first start on an empty emulator shows
// what agentdeck does. The app offers it once per data dir (the answer is kept in DEMO_ANSWER_FILE);
// `agentdeck emulator --seed-demo` seeds it. Written through the services' own request handlers, so it is data a
// client could have written: sets provision, agents deploy, as any other.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentsService } from './agents.js';
import type { RoomsService } from './rooms.js';
import type { HttpResult } from './rules.js';
import type { SecretsService } from './secrets.js';
import type { EmulatorStore } from './store.js';

/**
 * The sets: `shared` used by two agents, `east-set` bound by an agent in another region (a problem: the service
 * refuses such a binding when it is made, so the set moved region after it), `fresh` rotated, `unused`.
 */
export const DEMO_SETS: ReadonlyArray<{ name: string; region: string; keys: Readonly<Record<string, string>> }> = [
  {
    name: 'shared',
    region: 'us-west',
    keys: { OPENAI_API_KEY: 'demo-openai-not-a-real-key', DEEPGRAM_API_KEY: 'demo-deepgram-not-a-real-key' },
  },
  { name: 'east-set', region: 'us-east', keys: { DAILY_API_KEY: 'demo-daily-not-a-real-key' } },
  { name: 'fresh', region: 'us-west', keys: { CARTESIA_API_KEY: 'demo-cartesia-not-a-real-key' } },
  { name: 'unused', region: 'us-west', keys: { OLD_API_KEY: 'demo-old-not-a-real-key' } },
];

export const DEMO_AGENTS: ReadonlyArray<{ name: string; region: string; secretSet: string }> = [
  { name: 'voice-bot', region: 'us-west', secretSet: 'shared' },
  { name: 'support-bot', region: 'us-west', secretSet: 'shared' },
  { name: 'video-bot', region: 'us-west', secretSet: 'fresh' },
  { name: 'lost-bot', region: 'us-west', secretSet: 'east-set' },
];

export const DEMO_ROOM = 'standup';

/** Where the app's question is answered for good, in the emulator's data dir. */
export const DEMO_ANSWER_FILE = 'demo-offer.json';

export interface DemoSummary {
  sets: number;
  agents: number;
  rooms: number;
}

export interface DemoServices {
  dataDir: string;
  org: string;
  store: EmulatorStore;
  secrets: SecretsService;
  agents: AgentsService;
  rooms: RoomsService;
  now: () => number;
}

/** The demo data as the app sees it (RunningEmulator.demo). */
export interface DemoData {
  /** True when the app should offer it: the store is empty and the question was never answered in this data dir. */
  offerPending(): boolean;
  /** Seeds the demo data (into an empty store only) and remembers the answer. */
  accept(): DemoSummary;
  /** Remembers that the user said no: never offered again in this data dir. */
  decline(): void;
  /** True while demo data is in the store: it was accepted and one of its sets is still there. */
  present(): boolean;
}

function ok(result: HttpResult, what: string): void {
  if (result.status >= 300) throw new Error(`demo data: ${what}: ${JSON.stringify(result.body)}`);
}

/** True when there is nothing in the store: no set, no agent, no live room. */
export function storeIsEmpty(s: DemoServices): boolean {
  return s.store.countSets() === 0 && s.agents.isEmpty() && s.store.countLiveRooms(Math.floor(s.now() / 1000)) === 0;
}

/** The set written again after the agents deployed: it provisions (pending), and its agent runs the old values. */
const ROTATED = 'fresh';
/** The set re-created in its region after its agent was bound to it in the agent's region (as if it moved). */
const MOVED = 'east-set';

/**
 * Writes the demo sets (ready), the agents that use them (deploying, as created), the room, then writes `fresh`
 * again, as a rotation does: pending for a moment, and the agent that uses it still runs its old values.
 */
export function seedDemo(s: DemoServices): DemoSummary {
  const moved = DEMO_SETS.find((set) => set.name === MOVED)!;
  s.secrets.seedNamed(
    s.org,
    DEMO_SETS.map((set) => (set === moved ? { ...set, region: 'us-west' } : set)),
  );
  for (const agent of DEMO_AGENTS) {
    const body = {
      serviceName: agent.name,
      region: agent.region,
      image: `ghcr.io/example/${agent.name}:1.0`,
      secretSet: agent.secretSet,
    };
    ok(s.agents.create(s.org, body), `agent ${agent.name}`);
  }
  ok(s.secrets.deleteSet(s.org, MOVED), `set ${MOVED}`);
  s.secrets.seedNamed(s.org, [moved]);
  const rotated = DEMO_SETS.find((set) => set.name === ROTATED)!;
  const secrets = Object.entries(rotated.keys).map(([secretKey, secretValue]) => ({
    secretKey,
    secretValue: `${secretValue}-rotated`,
  }));
  ok(s.secrets.put(s.org, ROTATED, { secrets }, undefined), `set ${ROTATED}`);
  ok(s.rooms.create({ name: DEMO_ROOM, privacy: 'public', properties: { enable_chat: true } }), `room ${DEMO_ROOM}`);
  return { sets: DEMO_SETS.length, agents: DEMO_AGENTS.length, rooms: 1 };
}

type Answer = 'accepted' | 'declined';

function readAnswer(dataDir: string): Answer | null {
  const path = join(dataDir, DEMO_ANSWER_FILE);
  if (!existsSync(path)) return null;
  try {
    const answer = (JSON.parse(readFileSync(path, 'utf8')) as { answer?: unknown }).answer;
    return answer === 'accepted' || answer === 'declined' ? answer : 'declined';
  } catch {
    return 'declined'; // unreadable: asked once already
  }
}

function writeAnswer(s: DemoServices, answer: Answer): void {
  writeFileSync(
    join(s.dataDir, DEMO_ANSWER_FILE),
    `${JSON.stringify({ answer, at: new Date(s.now()).toISOString() })}\n`,
    { mode: 0o600 },
  );
}

export function demoData(s: DemoServices): DemoData {
  return {
    offerPending: () => readAnswer(s.dataDir) === null && storeIsEmpty(s),
    accept() {
      const summary = storeIsEmpty(s) ? seedDemo(s) : { sets: 0, agents: 0, rooms: 0 };
      writeAnswer(s, 'accepted');
      return summary;
    },
    decline: () => writeAnswer(s, 'declined'),
    present: () =>
      readAnswer(s.dataDir) === 'accepted' && DEMO_SETS.some((set) => s.store.getSet(s.org, set.name) !== undefined),
  };
}
