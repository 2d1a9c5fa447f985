// The emulator's https mode (`--https`): a local CA and a server certificate for the loopback names, kept in
// <dataDir>/tls and reused across runs until they are about to expire. The CA's private key is never written:
// it signs the server certificate once and is dropped, so the CA a client is told to trust vouches for nothing
// else. tls/server.pem (0600) holds the server's key, its certificate and the CA certificate; tls/ca.pem is the CA
// certificate alone, the file clients trust (NODE_EXTRA_CA_CERTS, SSL_CERT_FILE).
import type { KeyObject, X509Certificate } from 'node:crypto';
import { nodeCrypto } from './nodeCrypto.js';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { writeTempFile } from './tempFile.js';
import { buildCertificate } from './x509.js';

export const TLS_DIR = 'tls';
export const CA_FILE = 'ca.pem';
export const SERVER_FILE = 'server.pem';

const DAY_MS = 86_400_000;
const VALIDITY_DAYS = 365;
/** A certificate this close to its end is replaced at start, so a running emulator never serves an expired one. */
const RENEW_BEFORE_MS = DAY_MS;
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'] as const;
const ORGANIZATION = 'agentdeck emulator';

export interface EmulatorTls {
  /** PEM of the server's private key and certificate (what the https server presents). */
  key: string;
  cert: string;
  /** The CA certificate clients trust. */
  caFile: string;
  notAfter: Date;
  /** Names the server certificate is valid for. */
  altNames: string[];
}

/** Loopback names, plus the address the emulator binds when it is a specific one (not a wildcard). */
export function certificateNames(host: string): string[] {
  const names: string[] = [...LOOPBACK_NAMES];
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare !== '' && bare !== '0.0.0.0' && bare !== '::' && !names.includes(bare)) names.push(bare);
  return names;
}

interface Parsed {
  key: string;
  cert: string;
  caPem: string;
  notAfter: Date;
}

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----\r?\n[A-Za-z0-9+/=\r\n]+?-----END \1-----\r?\n?/g;

/** The bundle when it is whole, consistent, valid now and for a while yet, and covers `names`; else undefined. */
function usable(text: string, names: readonly string[], now: number): Parsed | undefined {
  const blocks = [...text.matchAll(PEM_BLOCK)];
  const key = blocks.find((b) => b[1] === 'PRIVATE KEY')?.[0];
  const certs = blocks.filter((b) => b[1] === 'CERTIFICATE').map((b) => b[0]);
  if (!key || certs.length !== 2) return undefined;
  try {
    const server = new (nodeCrypto().X509Certificate)(certs[0]);
    const ca = new (nodeCrypto().X509Certificate)(certs[1]);
    const privateKey = nodeCrypto().createPrivateKey(key);
    const fresh = (cert: X509Certificate) =>
      Date.parse(cert.validFrom) <= now && Date.parse(cert.validTo) - RENEW_BEFORE_MS > now;
    const covers = (name: string) =>
      (isIP(name) ? server.checkIP(name) : server.checkHost(name, { wildcards: false })) !== undefined;
    const consistent =
      ca.ca &&
      !server.ca &&
      server.checkIssued(ca) &&
      server.verify(ca.publicKey) &&
      server.checkPrivateKey(privateKey);
    if (!consistent || !fresh(server) || !fresh(ca) || !names.every(covers)) return undefined;
    return { key, cert: certs[0], caPem: certs[1], notAfter: new Date(Date.parse(server.validTo)) };
  } catch {
    return undefined;
  }
}

const serial = (): Buffer => {
  const bytes = nodeCrypto().randomBytes(16);
  bytes[0] = (bytes[0] & 0x7f) | 0x40; // positive, 16 significant bytes
  return bytes;
};

function generate(names: readonly string[], now: number): Parsed {
  const pair = () => nodeCrypto().generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const ca = pair();
  const server = pair();
  // Whole seconds: certificates carry no fractions, and `usable` compares against what was written.
  const notBefore = new Date(Math.floor((now - DAY_MS) / 1000) * 1000); // tolerate a clock a little behind
  const notAfter = new Date(Math.floor((now + VALIDITY_DAYS * DAY_MS) / 1000) * 1000);
  const caName = { commonName: 'agentdeck emulator local CA', organization: ORGANIZATION };
  const caPem = buildCertificate({
    serial: serial(),
    subject: caName,
    issuer: caName,
    notBefore,
    notAfter,
    publicKey: ca.publicKey,
    issuerPublicKey: ca.publicKey,
    signingKey: ca.privateKey,
    role: { ca: true },
  });
  const cert = buildCertificate({
    serial: serial(),
    subject: { commonName: 'localhost', organization: ORGANIZATION },
    issuer: caName,
    notBefore,
    notAfter,
    publicKey: server.publicKey,
    issuerPublicKey: ca.publicKey,
    signingKey: ca.privateKey,
    role: { ca: false, altNames: names },
  });
  const key = (server.privateKey as KeyObject).export({ type: 'pkcs8', format: 'pem' }).toString();
  return { key, cert, caPem, notAfter };
}

function readBundle(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Writes `text` to `file` through a temp file: replaced atomically, or (replace false) published only if absent. */
function publish(file: string, text: string, mode: number, replace: boolean): boolean {
  const temp = `${file}.${process.pid}.${nodeCrypto().randomBytes(4).toString('hex')}.tmp`;
  writeTempFile(temp, file, text, mode);
  try {
    if (replace) {
      renameSync(temp, file);
      return true;
    }
    linkSync(temp, file); // another process sharing the data dir may have published first: keep theirs
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * The certificate of `<dataDir>/tls`, created on first use and replaced when it expires within a day, is damaged,
 * or does not cover `host`. `now` is the wall clock (certificates are checked against the client's).
 */
export function loadOrCreateTls(dataDir: string, options: { host: string; now?: () => number }): EmulatorTls {
  const now = (options.now ?? Date.now)();
  const names = certificateNames(options.host);
  const dir = join(dataDir, TLS_DIR);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
  const serverFile = join(dir, SERVER_FILE);
  const caFile = join(dir, CA_FILE);

  let parsed: Parsed | undefined;
  const existing = readBundle(serverFile);
  if (existing !== undefined) {
    if ((statSync(serverFile).mode & 0o077) !== 0) chmodSync(serverFile, 0o600);
    parsed = usable(existing, names, now);
  }
  if (!parsed) {
    const fresh = generate(names, now);
    const published = publish(serverFile, fresh.key + fresh.cert + fresh.caPem, 0o600, existsSync(serverFile));
    // Lost the race to create it: use what the other process wrote when it suits, else replace it.
    parsed = published ? fresh : usable(readBundle(serverFile) ?? '', names, now);
    if (!parsed) {
      publish(serverFile, fresh.key + fresh.cert + fresh.caPem, 0o600, true);
      parsed = fresh;
    }
  }
  if (readBundle(caFile) !== parsed.caPem) publish(caFile, parsed.caPem, 0o644, true);
  return { key: parsed.key, cert: parsed.cert, caFile, notAfter: parsed.notAfter, altNames: names };
}
