// A room's SIP codecs and provider (RoomSipParams.codecs / .provider): the names Daily documents, the rule a
// codec list follows, and the `MEDIA=CODEC[,CODEC]` text the command line (--sip-codec) and the app's form share.
// Pure. Daily lists audio PCMU, PCMA, G722, Opus and video H264, VP8 (written "Opus" in its prose and "OPUS" in
// its examples), and no other media type: the shape is checked strictly, audio and video names against those
// lists without regard to case, and any other media type's names only for being non-empty.
import { quoteForMessage } from '../validation.js';

export type SipCodecs = Record<string, string[]>;

export const SIP_CODECS: Readonly<Record<'audio' | 'video', readonly string[]>> = {
  audio: ['PCMU', 'PCMA', 'G722', 'OPUS'],
  video: ['H264', 'VP8'],
};

/** Daily's SIP providers; `signalwire` is the service's default (used when none is set). */
export const SIP_PROVIDERS = ['daily', 'signalwire'] as const;

/** `audio=PCMU`, `audio=PCMA`, …: one documented codec each, for help and Tab. */
export const SIP_CODEC_CHOICES: readonly string[] = Object.entries(SIP_CODECS).flatMap(([media, names]) =>
  names.map((n) => `${media}=${n}`),
);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const EXAMPLE = '{"audio":["OPUS"],"video":["H264"]}';

/** The documented spelling of a known codec name ("opus" → "OPUS"); other names unchanged. */
export function canonicalCodec(media: string, name: string): string {
  const known = SIP_CODECS[media as keyof typeof SIP_CODECS];
  return known?.find((k) => k === name.toUpperCase()) ?? name;
}

/** Null when `value` is a valid codecs object; else `{field, message}` naming the broken part (under `field`). */
export function sipCodecsProblem(value: unknown, field: string): { field: string; message: string } | null {
  const fail = (at: string, rule: string) => ({ field: at, message: `${at}: ${rule}` });
  if (!isRecord(value)) return fail(field, `must be an object of codec lists, e.g. ${EXAMPLE}`);
  const entries = Object.entries(value);
  if (entries.length === 0)
    return fail(field, "names no media type; leave it out (or unset it) for the service's default codecs");
  for (const [media, list] of entries) {
    if (media.trim() === '') return fail(field, 'a media type (such as audio or video) must not be empty');
    const at = `${field}.${media}`;
    if (!Array.isArray(list)) return fail(at, `must be a list of codec names, e.g. ${EXAMPLE}`);
    if (list.length === 0) return fail(at, 'must name at least one codec');
    const known = SIP_CODECS[media as keyof typeof SIP_CODECS];
    for (const [i, name] of list.entries()) {
      if (typeof name !== 'string' || name.trim() === '') return fail(`${at}[${i}]`, 'must be a non-empty codec name');
      if (known && !known.includes(name.toUpperCase())) {
        return fail(
          `${at}[${i}]`,
          `${quoteForMessage(name, 24)} is not a supported ${media} codec (${known.join(', ')})`,
        );
      }
    }
  }
  return null;
}

/** Null when `value` is a provider Daily documents; else the message naming `field`. */
export function sipProviderProblem(value: unknown, field: string): string | null {
  if (typeof value === 'string' && (SIP_PROVIDERS as readonly string[]).includes(value)) return null;
  const got = typeof value === 'string' ? quoteForMessage(value, 24) : (JSON.stringify(value) ?? String(value));
  return `${field}: must be ${SIP_PROVIDERS.map((p) => `"${p}"`).join(' or ')} (got ${got})`;
}

/**
 * `["audio=OPUS,PCMU", "video=H264"]` (or one string of such items separated by spaces) → codecs; items for
 * the same media type add up, known names take their documented spelling. A string is the rule broken
 * (naming `label`); the result is not yet checked against the codec lists (sipCodecsProblem does that).
 */
export function parseSipCodecSpecs(items: readonly string[], label: string): SipCodecs | string {
  const codecs: SipCodecs = {};
  for (const item of items.flatMap((i) => i.split(/\s+/)).filter((i) => i !== '')) {
    const eq = item.indexOf('=');
    const media = eq < 0 ? '' : item.slice(0, eq).trim().toLowerCase();
    const names =
      eq < 0
        ? []
        : item
            .slice(eq + 1)
            .split(',')
            .map((n) => n.trim());
    if (media === '' || names.some((n) => n === '')) {
      return `${label} ${quoteForMessage(item, 40)}: expected MEDIA=CODEC[,CODEC…], e.g. audio=OPUS or video=H264,VP8`;
    }
    codecs[media] = [...(codecs[media] ?? []), ...names.map((n) => canonicalCodec(media, n))];
  }
  return codecs;
}

/** Codecs → `audio=OPUS,PCMU video=H264` (the text parseSipCodecSpecs reads back). */
export function formatSipCodecs(codecs: unknown): string {
  if (!isRecord(codecs)) return '';
  return Object.entries(codecs)
    .map(([media, names]) => `${media}=${Array.isArray(names) ? names.map(String).join(',') : String(names)}`)
    .join(' ');
}
