// What a leaked fragment of a secret looks like, for the redaction tests: runs of 8 characters (the shortest fragment
// redaction replaces) and the base64 characters that depend on a value's bytes alone.

/**
 * Every run of `n` characters of `text` that redaction counts as a fragment: one with a letter or digit, not one
 * character repeated (runs of punctuation or spaces are left, so tables and rulers are not garbled).
 */
export const windows = (text: string, n = 8): string[] =>
  Array.from({ length: Math.max(0, text.length - n + 1) }, (_, i) => text.slice(i, i + n)).filter(
    (w) => /[\p{L}\p{N}]/u.test(w) && new Set(w).size > 1,
  );

/**
 * The base64 characters of `blob` that depend only on its bytes [start, end): the characters of every 4-character
 * group whose 3 bytes all lie inside, as runs. They are what a base64 text shows of that part.
 */
export function pureBase64Runs(blob: Buffer, start: number, end: number): string[] {
  const encoded = blob.toString('base64');
  const runs: string[] = [];
  let run = '';
  for (let group = 0; group * 3 < blob.length; group++) {
    if (group * 3 >= start && group * 3 + 3 <= end) run += encoded.slice(group * 4, group * 4 + 4);
    else if (run) {
      runs.push(run);
      run = '';
    }
  }
  if (run) runs.push(run);
  return runs;
}

/** The fragments of `value` a server may quote as text: runs of it as given, JSON-escaped and URL-encoded. */
export function textFragments(value: string): string[] {
  return [
    ...new Set([value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)].flatMap((form) => windows(form))),
  ];
}

/** The runs of base64 text that a base64 of `blob` shows of `part` (found in it as bytes), as fragments. */
export function base64Fragments(blob: Buffer, part: string): string[] {
  const bytes = Buffer.from(part);
  const at = blob.indexOf(bytes);
  if (at < 0) throw new Error('part not found in blob');
  return pureBase64Runs(blob, at, at + bytes.length).flatMap((run) => windows(run));
}
