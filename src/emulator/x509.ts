// X.509 certificates for the emulator's https mode, written as DER by hand: Node 20's node:crypto parses
// certificates (X509Certificate) and signs, but cannot build one, and neither `openssl` nor an npm generator
// (selfsigned pulls in @peculiar/x509 + pkijs) is worth depending on for two fixed certificate shapes.
// Only what RFC 5280 and OpenSSL's strict verification (Python 3.13's default) need: ECDSA P-256 keys, SHA-256
// signatures, names of UTF8String attributes, and the extensions listed in CertificateSpec.
import type { KeyObject } from 'node:crypto';
import { nodeCrypto } from './nodeCrypto.js';
import { isIPv4, isIPv6 } from 'node:net';

type Der = Buffer;

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, content: Buffer): Der {
  return Buffer.concat([Buffer.from([tag]), length(content.length), content]);
}

const sequence = (...items: Der[]): Der => tlv(0x30, Buffer.concat(items));
const set = (...items: Der[]): Der => tlv(0x31, Buffer.concat(items));
const octetString = (bytes: Buffer): Der => tlv(0x04, bytes);
const utf8 = (text: string): Der => tlv(0x0c, Buffer.from(text, 'utf8'));
const explicit = (n: number, inner: Der): Der => tlv(0xa0 | n, inner);
const BOOLEAN_TRUE = Buffer.from([0x01, 0x01, 0xff]);

/** Bits of a BIT STRING, DER style: trailing zero bits are declared unused. */
function bitString(bytes: Buffer, unusedBits = 0): Der {
  return tlv(0x03, Buffer.concat([Buffer.from([unusedBits]), bytes]));
}

/** A non-negative INTEGER from its big-endian magnitude (minimal, with a 0x00 when the top bit is set). */
function unsignedInteger(magnitude: Buffer): Der {
  let start = 0;
  while (start < magnitude.length - 1 && magnitude[start] === 0) start++;
  const trimmed = magnitude.subarray(start);
  return tlv(0x02, trimmed[0] & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

function oid(dotted: string): Der {
  const arcs = dotted.split('.').map(Number);
  const bytes: number[] = [40 * arcs[0] + arcs[1]];
  for (const arc of arcs.slice(2)) {
    const chunk: number[] = [arc & 0x7f];
    for (let rest = Math.floor(arc / 128); rest > 0; rest = Math.floor(rest / 128)) chunk.unshift((rest & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime until 2049, GeneralizedTime from 2050 (RFC 5280 §4.1.2.5), whole seconds, UTC. */
function time(date: Date): Der {
  const iso = date.toISOString(); // 2026-04-22T14:16:57.000Z
  const digits = iso.slice(0, 19).replace(/[-T:]/g, '') + 'Z'; // 20260422141657Z
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(digits.slice(2), 'ascii'))
    : tlv(0x18, Buffer.from(digits, 'ascii'));
}

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  organizationName: '2.5.4.10',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extKeyUsage: '2.5.29.37',
  serverAuth: '1.3.6.1.5.5.7.3.1',
} as const;

// RFC 5758 §3.2: the ECDSA signature algorithm identifiers carry no parameters.
const SIGNATURE_ALGORITHM = sequence(oid(OID.ecdsaWithSha256));

function name(commonName: string, organization: string): Der {
  const attribute = (type: string, value: string) => set(sequence(oid(type), utf8(value)));
  return sequence(attribute(OID.organizationName, organization), attribute(OID.commonName, commonName));
}

function extension(id: string, critical: boolean, value: Der): Der {
  return sequence(oid(id), ...(critical ? [BOOLEAN_TRUE] : []), octetString(value));
}

/** IP addresses as iPAddress [7], anything else as dNSName [2]. */
function generalNames(names: readonly string[]): Der {
  return sequence(
    ...names.map((entry) => {
      if (isIPv4(entry)) return tlv(0x87, Buffer.from(entry.split('.').map(Number)));
      if (isIPv6(entry)) return tlv(0x87, ipv6Bytes(entry));
      return tlv(0x82, Buffer.from(entry, 'ascii'));
    }),
  );
}

function ipv6Bytes(address: string): Buffer {
  // The URL parser writes any IPv6 form (an embedded IPv4 part included) as hex groups.
  const normal = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head, tail = ''] = normal.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = normal.includes('::') ? groups(tail) : [];
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return Buffer.from(all.flatMap((group) => [parseInt(group, 16) >> 8, parseInt(group, 16) & 0xff]));
}

/** Key identifier: SHA-256 of the SubjectPublicKeyInfo, truncated to 160 bits (RFC 7093 §2 method 1). */
export function keyIdentifier(publicKey: KeyObject): Buffer {
  return nodeCrypto()
    .createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest()
    .subarray(0, 20);
}

export interface CertificateSpec {
  serial: Buffer;
  subject: { commonName: string; organization: string };
  issuer: { commonName: string; organization: string };
  notBefore: Date;
  notAfter: Date;
  publicKey: KeyObject;
  /** The issuer's public key (the subject's own for a self-signed certificate): its identifier becomes the AKI. */
  issuerPublicKey: KeyObject;
  signingKey: KeyObject;
  /** A CA (may sign certificates, path length 0) or a TLS server certificate for `altNames`. */
  role: { ca: true } | { ca: false; altNames: readonly string[] };
}

/** The certificate as PEM, signed with ECDSA-SHA256 by `signingKey`. */
export function buildCertificate(spec: CertificateSpec): string {
  const { role } = spec;
  const extensions: Der[] = role.ca
    ? [
        // Critical basicConstraints and a keyUsage on a CA: OpenSSL's strict mode refuses a CA without them.
        extension(OID.basicConstraints, true, sequence(BOOLEAN_TRUE, tlv(0x02, Buffer.from([0])))),
        extension(OID.keyUsage, true, bitString(Buffer.from([0x06]), 1)), // keyCertSign, cRLSign
      ]
    : [
        extension(OID.basicConstraints, true, sequence()),
        extension(OID.keyUsage, true, bitString(Buffer.from([0x80]), 7)), // digitalSignature (ECDHE-ECDSA)
        extension(OID.extKeyUsage, false, sequence(oid(OID.serverAuth))),
        extension(OID.subjectAltName, false, generalNames(role.altNames)),
      ];
  extensions.push(
    extension(OID.subjectKeyIdentifier, false, octetString(keyIdentifier(spec.publicKey))),
    extension(OID.authorityKeyIdentifier, false, sequence(tlv(0x80, keyIdentifier(spec.issuerPublicKey)))),
  );
  const tbs = sequence(
    explicit(0, tlv(0x02, Buffer.from([2]))), // v3
    unsignedInteger(spec.serial),
    SIGNATURE_ALGORITHM,
    name(spec.issuer.commonName, spec.issuer.organization),
    sequence(time(spec.notBefore), time(spec.notAfter)),
    name(spec.subject.commonName, spec.subject.organization),
    spec.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(...extensions)),
  );
  const signature = nodeCrypto().sign('sha256', tbs, spec.signingKey); // DER ECDSA-Sig-Value
  const der = sequence(tbs, SIGNATURE_ALGORITHM, bitString(signature));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
