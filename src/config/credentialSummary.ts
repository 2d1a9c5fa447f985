// Which credentials agentdeck would use, found without a request and without starting the embedded emulator:
// for `agentdeck doctor`. The order is resolveTarget's (target.ts): private key → user session → emulator; a test
// holds the two to the same answer. Never a key or a token: only where each comes from.
import { agentdeckConfigWarnings, pipecatConfigWarnings } from './configWarnings.js';
import { AGENTDECK_CONFIG_KEYS, PIPECAT_CONFIG_KEYS, readCredentialsToml, stringField } from './credentialsFile.js';
import { activeApiHost, DEFAULT_API_HOST, isDefaultHost } from './hostSessions.js';
import { agentdeckConfigPath, pipecatCredentialsPath } from './paths.js';
import { hostSession, toStoredSession } from './sessionFile.js';

const DEFAULT_ROOM_API_URL = 'https://api.daily.co/v1';

export interface CredentialSummary {
  kind: 'private-key' | 'user-token' | 'emulator';
  /** Where the credential comes from: PIPECAT_API_KEY, PIPECAT_TOKEN, a file's path; "none" for the emulator. */
  source: string;
  /** The Pipecat Cloud API the commands talk to (the emulator's is chosen at start: undefined). */
  apiHost?: string;
  /** Where room requests go and with which key (undefined: no room service, or the embedded emulator's). */
  roomApiUrl?: string;
  roomSource: 'DAILY_API_KEY' | 'organization' | 'emulator' | 'none';
  /** For a session from the official CLI's file. */
  session?: { method: 'OAuth' | 'PAT' | 'token'; expiresAt?: number; org?: string };
  /** What the files say that a user should fix (empty or misspelled credentials). */
  warnings: string[];
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export async function summarizeCredentials(env: NodeJS.ProcessEnv): Promise<CredentialSummary> {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  const dailyKey = env.DAILY_API_KEY?.trim();
  const dailyUrl = env.DAILY_API_URL?.trim() ? trimSlash(env.DAILY_API_URL.trim()) : undefined;
  const envHost = env.PIPECAT_API_HOST?.trim() ? trimSlash(env.PIPECAT_API_HOST.trim()) : undefined;
  const withDailyKey = dailyKey
    ? { roomApiUrl: dailyUrl ?? DEFAULT_ROOM_API_URL, roomSource: 'DAILY_API_KEY' as const }
    : undefined;

  const envKey = env.PIPECAT_API_KEY?.trim();
  const configPath = agentdeckConfigPath(env);
  const config = envKey ? null : await readCredentialsToml(configPath, warn, AGENTDECK_CONFIG_KEYS);
  if (config) warnings.push(...agentdeckConfigWarnings(configPath, config));
  if (envKey || stringField(config, 'api_key')) {
    return {
      kind: 'private-key',
      source: envKey ? 'PIPECAT_API_KEY' : configPath,
      apiHost:
        envHost ?? (stringField(config, 'api_host') ? trimSlash(stringField(config, 'api_host')!) : DEFAULT_API_HOST),
      ...(withDailyKey ?? { roomSource: 'none' as const }),
      warnings,
    };
  }

  const credentialsPath = pipecatCredentialsPath(env);
  const file = await readCredentialsToml(credentialsPath, warn, PIPECAT_CONFIG_KEYS);
  const fileHost = activeApiHost(env);
  let stored: ReturnType<typeof toStoredSession> = {};
  if (file) {
    const found = hostSession(credentialsPath, file, fileHost);
    stored = toStoredSession(found.values);
    warnings.push(...pipecatConfigWarnings(credentialsPath, file, fileHost, found));
  }
  const envToken = env.PIPECAT_TOKEN?.trim();
  if (envToken || stored.token) {
    const apiHost = envHost ?? DEFAULT_API_HOST;
    const token = envToken ?? stored.token!;
    const method = token.startsWith('pcc_pat_')
      ? 'PAT'
      : !envToken && (stored.refreshToken || stored.expiresAt)
        ? 'OAuth'
        : 'token';
    return {
      kind: 'user-token',
      source: envToken ? 'PIPECAT_TOKEN' : credentialsPath,
      apiHost,
      ...(withDailyKey ?? {
        roomApiUrl: dailyUrl ?? (isDefaultHost(apiHost) ? DEFAULT_ROOM_API_URL : `${apiHost}/daily/v1`),
        roomSource: 'organization' as const,
      }),
      session: {
        method,
        ...(!envToken && stored.expiresAt ? { expiresAt: stored.expiresAt } : {}),
        ...(env.PIPECAT_ORG?.trim() || stored.org ? { org: env.PIPECAT_ORG?.trim() || stored.org } : {}),
      },
      warnings,
    };
  }
  return { kind: 'emulator', source: 'none', ...(withDailyKey ?? { roomSource: 'emulator' as const }), warnings };
}
