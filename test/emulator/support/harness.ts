// Test harness: a real emulator on 127.0.0.1 in a temp data dir, and a small fetch wrapper.
import { startTestEmulator as start, tempRoot, type TestEmulator } from '../../helpers/emulator.js';
import type { EmulatorOptions } from '../../../src/emulator/index.js';

export { tempRoot, type TestEmulator };

/** The shared starter (test/helpers/emulator.ts) with a short ready delay: these tests wait for readiness. */
export function startTestEmulator(options: Partial<EmulatorOptions> = {}, root = tempRoot()): Promise<TestEmulator> {
  return start({ readyDelayMs: 100, ...options }, root);
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export interface CallOptions {
  key?: string;
  body?: unknown;
  /** Raw body sent as-is (content-type application/json unless headers say otherwise). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Every body the tests received, so a test can assert a secret value never came back. */
export const seenBodies: string[] = [];

export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${base}${path}`, { method, headers, body, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  seenBodies.push(text);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Polls `probe` until it returns a defined value or the deadline passes. */
export async function waitFor<T>(probe: () => Promise<T | undefined>, deadlineMs = 5000, stepMs = 20): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${deadlineMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

export function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}
