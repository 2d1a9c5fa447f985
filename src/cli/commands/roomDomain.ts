// A room given by URL belongs to a domain; the room service agentdeck talks to has one. Every room call takes the
// room's name only (the last path segment), so `rooms token https://other.example/room` would mint a token for
// `room` of the configured domain without a word. This tells the two apart before anything is minted.
import type { RoomsApi } from '../../api/contracts.js';

export type RoomUrlCheck = { ok: true } | { ok: false; problem: string } | { unknown: string };

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Where this room service's rooms live: `<domain>.daily.co` on Daily; `<domain>.daily.localhost` on a room service
 * on this machine (the emulator's rooms).
 */
export function roomDomainHost(domain: string, roomApiUrl: string | undefined): string {
  let local = false;
  try {
    local = roomApiUrl !== undefined && LOOPBACK.test(new URL(roomApiUrl).hostname);
  } catch {
    // not a URL: Daily's form
  }
  return `${domain}.${local ? 'daily.localhost' : 'daily.co'}`.toLowerCase();
}

/**
 * Whether `url`'s host is on the configured room domain. A host whose first label is the domain's name is on it
 * (`acme.daily.co`, and the same domain behind another suffix); anything else is not. When the domain cannot be
 * read (a key without access to it, the network), the answer is `unknown`, with why.
 */
export async function checkRoomUrlHost(
  rooms: RoomsApi,
  url: string,
  roomApiUrl: string | undefined,
): Promise<RoomUrlCheck> {
  let host: string;
  try {
    host = new URL(url.trim()).hostname.toLowerCase();
  } catch {
    return { ok: true }; // not a URL at all: the room client says so, naming the rule
  }
  let domain: string | undefined;
  try {
    domain = (await rooms.getDomainConfig()).domain_name?.trim().toLowerCase();
  } catch (error) {
    return { unknown: error instanceof Error ? error.message : String(error) };
  }
  if (!domain) return { unknown: 'the room service named no domain' };
  if (host.split('.')[0] === domain) return { ok: true };
  const expected = roomDomainHost(domain, roomApiUrl);
  return {
    ok: false,
    problem: `the room URL is on ${host}, but this room service's rooms are on ${expected} (domain '${domain}')`,
  };
}
