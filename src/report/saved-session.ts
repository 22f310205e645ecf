import { createHash } from 'node:crypto';
import type { PausedSession } from '../agent/checkpoint.js';
import type { Redactor } from './secrets/redact.js';

/**
 * A paused session as it is saved for the run that continues it: what that run needs (the messages, the pending
 * call, the workspace changes as a patch against the start commit, what the chain spent so far and its limits)
 * and what it checks before trusting it (the repository, the thread, when it expires). Redacted as the transcript
 * is. Its SHA-256 goes into the runner's own comment on the thread, so an entry the comment does not name is
 * never resumed.
 */
export interface SavedSession {
  format: 1;
  sessionId: string;
  /** `owner/name`. */
  repository: string;
  /** The issue or pull request the question was asked on: only a reply there resumes it. */
  thread: number;
  /** The run that saved it. */
  run: { id: string; url?: string };
  savedAt: string;
  expiresAt: string;
  /** The commit the chain's changes are a patch against. */
  startCommit?: string;
  patch: string;
  /** What the chain spent so far, this run included. */
  spent: { turns: number; costUsd: number };
  /** The chain's limits: the first run's, unless a later workflow raised them. */
  limits: { maxTurns: number; maxBudgetUsd: number };
  /** Who started the run that asked, and on which event. */
  trigger: { event: string; actor: string };
  paused: PausedSession;
}

/** What the runner's comment says of the entry: enough to find it and to know it is the one it saved. */
export interface SessionMarker {
  id: string;
  key: string;
  sha256: string;
  expires: string;
  run: string;
}

const SESSION_MARKER_PREFIX = '<!-- agent-runner:session ';

/** The cache key of one save (a chain that pauses twice saves twice): repository, thread, session and run. */
export function sessionKey(repository: string, thread: number, sessionId: string, runId: string): string {
  return `agent-runner-session-${repository}-${thread}-${sessionId}-${runId}`.replace(/[^A-Za-z0-9._-]/g, '-');
}

/** Every string in the value through the redactor (a secret a tool printed may be in a message). */
function redactDeep(value: unknown, redact: Redactor): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, redact));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v, redact)]));
  return value;
}

/** The saved text (redacted) and its digest. */
export function serializeSaved(saved: SavedSession, redact: Redactor): { text: string; sha256: string } {
  const text = JSON.stringify(redactDeep(saved, redact));
  return { text, sha256: createHash('sha256').update(text).digest('hex') };
}

export function renderSessionMarker(marker: SessionMarker): string {
  return `${SESSION_MARKER_PREFIX}id=${marker.id} key=${marker.key} sha256=${marker.sha256} expires=${marker.expires} run=${marker.run} -->`;
}

/** The first marker at the start of a line (where the runner writes it; model text never starts a line there). */
export function findSessionMarker(body: string): SessionMarker | undefined {
  const m = /^<!-- agent-runner:session id=([0-9a-f-]{36}) key=([A-Za-z0-9._-]{1,512}) sha256=([0-9a-f]{64}) expires=(\S+) run=([A-Za-z0-9._-]+) -->$/m.exec(
    body,
  );
  if (!m) return undefined;
  const [, id = '', key = '', sha256 = '', expires = '', run = ''] = m;
  return { id, key, sha256, expires, run };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The saved session from a restored text, once it is the very one the marker names (its digest) and belongs here
 * (the repository and the thread); else why it is refused.
 */
export function parseSaved(
  text: string,
  expected: { sha256: string; repository: string; thread: number },
): { ok: true; saved: SavedSession } | { ok: false; error: string } {
  if (createHash('sha256').update(text).digest('hex') !== expected.sha256)
    return { ok: false, error: "its content is not what the runner's comment names (digest mismatch)" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'it is not JSON' };
  }
  if (!isRecord(value) || value.format !== 1) return { ok: false, error: 'it is not a saved session of this format' };
  if (value.repository !== expected.repository || value.thread !== expected.thread) {
    return { ok: false, error: `it was saved for ${String(value.repository)}#${String(value.thread)}, not this thread` };
  }
  const paused = value.paused;
  const valid =
    typeof value.sessionId === 'string' &&
    typeof value.patch === 'string' &&
    typeof value.expiresAt === 'string' &&
    isRecord(value.run) &&
    isRecord(value.spent) &&
    isRecord(value.limits) &&
    isRecord(paused) &&
    Array.isArray(paused.messages) &&
    Array.isArray(paused.results) &&
    isRecord(paused.pending) &&
    typeof paused.pending.id === 'string';
  return valid ? { ok: true, saved: value as unknown as SavedSession } : { ok: false, error: 'it lacks a field a resumed run needs' };
}
