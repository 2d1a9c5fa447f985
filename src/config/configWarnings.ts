// A credential that is there but cannot be used — empty (`api_key = ""`, `token = ""`) or under a misspelled key
// (`apikey`, `tokn`) — would otherwise pass unnoticed, and with nothing else configured agentdeck would use the
// local emulator. These warnings name the file, the key and, for a misspelling, the key meant. Key names come
// from a file a user wrote: they are cleaned before they are shown; values never are.
import { sanitizeTerminalText } from '../api/redact/sanitize.js';
import { AGENTDECK_CONFIG_KEYS, type TomlTable } from './credentialsFile.js';
import { ENVIRONMENTS, isTable, type HostSession } from './hostSessions.js';
import { suggestName } from './organizationChoice.js';

const blank = (value: unknown) => typeof value === 'string' && value.trim() === '';
const shown = (key: string) =>
  sanitizeTerminalText(key.length > 40 ? `${key.slice(0, 40)}…` : key, { singleLine: true });

/** The known key `key` was probably meant to be (same letters in another case, or a typo), if any. */
function meantKey(key: string, known: readonly string[]): string | undefined {
  const folded = known.find((k) => k.toLowerCase() === key.toLowerCase().replace(/-/g, '_'));
  return folded ?? suggestName(key, known);
}

/** agentdeck's config.toml: an empty api_key, and every key it does not read (with the one probably meant). */
export function agentdeckConfigWarnings(path: string, table: TomlTable): string[] {
  const warnings: string[] = [];
  if (blank(table.api_key)) warnings.push(`warning: ${path}: api_key is empty, so this file gives no private API key`);
  const known = Object.keys(AGENTDECK_CONFIG_KEYS);
  for (const key of Object.keys(table)) {
    if (known.includes(key)) continue;
    const meant = meantKey(key, known);
    warnings.push(
      `warning: ${path}: ${shown(key)} is not a key agentdeck reads (it reads ${known.join(', ')})${meant ? ` — did you mean ${meant}?` : ''}; it is ignored`,
    );
  }
  return warnings;
}

const CREDENTIAL_KEYS = ['token', 'refresh_token', 'token_expires_at'];

/** Scalar keys of `table` that look like a misspelled credential key. */
function misspelledCredentials(table: TomlTable): Array<[key: string, meant: string]> {
  const found: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(table)) {
    if (isTable(value) || CREDENTIAL_KEYS.includes(key) || key === 'org') continue;
    const meant = meantKey(key, CREDENTIAL_KEYS);
    if (meant) found.push([key, meant]);
  }
  return found;
}

/**
 * The official CLI's pipecatcloud.toml, as far as the session of `host` goes: an empty token where the session is
 * read, a misspelled credential key there or at the top level, a misspelled `environments` table.
 */
export function pipecatConfigWarnings(path: string, table: TomlTable, host: string, session: HostSession): string[] {
  const warnings: string[] = [];
  const where = session.sectionKey !== undefined ? ` in [${ENVIRONMENTS}.${JSON.stringify(session.sectionKey)}]` : '';
  if (blank(session.values.token))
    warnings.push(`warning: ${path}: token${where} is empty, so this file holds no session for ${host}`);
  const tables: Array<[TomlTable, string]> = [[table, '']];
  if (session.sectionKey !== undefined)
    tables.push([(table[ENVIRONMENTS] as TomlTable)[session.sectionKey] as TomlTable, where]);
  for (const [scope, label] of tables) {
    for (const [key, meant] of misspelledCredentials(scope)) {
      warnings.push(
        `warning: ${path}: ${shown(key)}${label} is not a key the session is read from — did you mean ${meant}? It is ignored`,
      );
    }
  }
  for (const [key, value] of Object.entries(table)) {
    if (key === ENVIRONMENTS || !isTable(value) || key.length < 8) continue;
    if (suggestName(key, [ENVIRONMENTS]) === ENVIRONMENTS || key.toLowerCase() === ENVIRONMENTS) {
      warnings.push(`warning: ${path}: [${shown(key)}] — did you mean [${ENVIRONMENTS}]? Its sessions are ignored`);
    }
  }
  return warnings;
}
