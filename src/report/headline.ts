import type { RunOutcome } from '../agent/outcome.js';
import {
  conclusionOf,
  failureLabel,
  outcomeOf,
  stopCauseOf,
  type DeliveryFailure,
  type Segment,
  type Conclusion,
  type Delivered,
  type Delivery,
  type Outcome,
} from './delivery.js';
import { nextStep, type LastRetry, type RunLimits } from './next-step.js';

/** How untrusted text (a branch name, GitHub's error) is made inert in Markdown: src/text/untrusted-markdown.ts. */
export type Inert = (text: string, where: 'code' | 'line') => string;

/** One face for one run (issue 35 item 7): the comment, the summary, the log and the outputs say these words. */
export interface RunFace {
  outcome: Outcome;
  conclusion: Conclusion;
  /** The first line, emoji first: what reached GitHub, or what stopped the run. */
  title: Segment[];
  /** One line per further delivery detail (how to apply a patch, why a branch is new). */
  details: Segment[][];
  /** What a person does next; absent for a run that delivered. */
  next?: Segment[];
}

export interface FaceContext {
  /** `https://github.com/owner/repo`: branch, commit and pull-request links. */
  web?: string;
  limits?: RunLimits;
  lastRetry?: LastRetry;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const usd = (n: number): string => (n > 0 && n < 0.01 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`);

export function runFace(result: RunOutcome, delivery: Delivery, context: FaceContext = {}): RunFace {
  const outcome = outcomeOf(result, delivery);
  const next = nextStep(result, delivery, context.limits, context.lastRetry);
  const base = { outcome, conclusion: conclusionOf(result, delivery), ...(next ? { next } : {}) };
  const details = delivery.delivered.flatMap((d) => detailOf(d));
  // A stopped run may still have delivered something (the review it left), or kept a patch: each is a line under the stop.
  const made = delivery.delivered.filter((d) => d.kind !== 'no_changes').map((d) => titleOf(d, context.web, false));
  if (result.isError) return { ...base, title: [stopTitle(result)], details: [...made, ...details] };
  // Waiting for a person: nothing is delivered until the reply's run finishes; the question follows the title.
  if (result.cause === 'needs_input' && delivery.failed.length === 0) {
    return { ...base, title: [`⏸️ Waiting for your answer after ${plural(result.turns, 'turn')}, ${usd(result.costUsd)}`], details: [] };
  }
  const failed = delivery.failed[0];
  if (failed) {
    const more = delivery.failed.length > 1 ? ` (and ${plural(delivery.failed.length - 1, 'other failed delivery')})` : '';
    const failedLine = (f: DeliveryFailure): Segment[] => [`❌ ${failureLabel(f)}: `, { text: f.error }];
    return { ...base, title: [...failedLine(failed), more], details: [...delivery.failed.slice(1).map(failedLine), ...details] };
  }
  const title: Segment[] = [];
  const items = delivery.delivered.length > 0 ? delivery.delivered : [{ kind: 'no_changes' as const }];
  items.forEach((item, i) => title.push(...(i > 0 ? [' · '] : []), ...titleOf(item, context.web, i === 0)));
  if (result.cause === 'hook_stopped') title.unshift('🛑 Stopped by a hook · ');
  if (result.denials.length > 0) title.push(` — ⚠️ ${plural(result.denials.length, 'tool call')} denied`);
  return { ...base, title, details };
}

function stopTitle(result: RunOutcome): string {
  const turns = plural(result.turns, 'turn');
  const cost = usd(result.costUsd);
  switch (stopCauseOf(result)) {
    case 'cancelled':
      return `🚫 Cancelled after ${turns}, ${cost}`;
    case 'timeout':
      return `⏱️ Timed out after ${turns}, ${cost}`;
    case 'api_error':
      return `❌ API error${result.apiErrorStatus ? ` ${result.apiErrorStatus}` : ''}: the model could not be reached after ${turns}, ${cost}`;
    case 'max_turns':
      return `🛑 Stopped: turn limit reached (${turns}, ${cost})`;
    case 'budget':
      return `💸 Stopped: budget limit reached (${cost} spent, ${turns})`;
    case 'structured_output':
      return '❌ Error: the final answer never matched the required JSON schema';
    case 'check_failed':
      return "❌ Not delivered: the repository's check still fails after the agent's changes";
    default:
      return `❌ Error during execution after ${turns}, ${cost}`;
  }
}

function titleOf(item: Delivered, web: string | undefined, first: boolean): Segment[] {
  const mark = first ? '✅ ' : '';
  switch (item.kind) {
    case 'pushed': {
      const branch = { text: item.branch, code: true, ...(web ? { url: `${web}/tree/${item.branch.split('/').map(encodeURIComponent).join('/')}` } : {}) };
      const commit = { text: item.commitSha.slice(0, 7), code: true, ...(web ? { url: `${web}/commit/${item.commitSha}` } : {}) };
      const onto = item.onPullRequest !== undefined ? `, the branch of pull request #${item.onPullRequest}` : '';
      return [`${mark}Pushed `, commit, ' to ', branch, onto, ...leftOutOf(item.leftOut)];
    }
    case 'pull_request':
      return [
        `${mark}`,
        { text: item.number !== undefined ? `Pull request #${item.number}` : 'Pull request', url: item.url },
        ` opened from `,
        { text: item.branch, code: true },
        ...leftOutOf(item.leftOut),
      ];
    case 'review':
      return [`${mark}`, { text: 'Review posted', url: item.url }, ` (${plural(item.comments, 'inline comment')})`];
    case 'patch':
      return [`${first ? '📦 ' : ''}Patch ready — not pushed (`, { text: item.why }, ')'];
    case 'no_changes':
      return [`${mark}Done — no changes to the repository`];
  }
}

/**
 * The paths a push left out (`exclude`): nothing dropped silently. Their names are the model's, so each is a code
 * segment, made inert where it is rendered; a long list names the first few and counts the rest.
 */
function leftOutOf(paths: readonly string[] | undefined): Segment[] {
  if (!paths?.length) return [];
  const shown = paths.slice(0, LEFT_OUT_NAMED);
  const names = shown.flatMap((p, i): Segment[] => [...(i > 0 ? [', '] : []), { text: p, code: true }]);
  const more = paths.length > shown.length ? `, and ${paths.length - shown.length} more` : '';
  return [` (left out: ${plural(paths.length, 'file')}: `, ...names, `${more})`];
}

const LEFT_OUT_NAMED = 5;

function detailOf(item: Delivered): Segment[][] {
  switch (item.kind) {
    case 'pushed':
      return [
        ...(item.createPullRequestUrl
          ? [[{ text: 'Create PR ➔', url: item.createPullRequestUrl }, ' (a pull request from this branch, title and body filled in)']]
          : []),
        // Branch names in it may be the agent's or the event's: inert like every untrusted text.
        ...(item.why ? [[{ text: item.why }]] : []),
      ];
    case 'patch':
      // A fork's branch and repository name come from the event.
      return [[{ text: item.how }]];
    default:
      return [];
  }
}

/** The segments as GitHub Markdown: untrusted text inert, links live. */
export function markdownOf(segments: readonly Segment[], inert: Inert): string {
  return segments
    .map((s) => {
      if (typeof s === 'string') return s;
      const text = s.code ? inert(s.text, 'code') : inert(s.text, 'line');
      return s.url ? `[${text}](${s.url.replace(/[()\s]/g, encodeURIComponent)})` : text;
    })
    .join('');
}

/** The segments as one plain line (the log, the outputs, an annotation): links in parentheses. */
export function plainOf(segments: readonly Segment[]): string {
  return segments.map((s) => (typeof s === 'string' ? s : s.code ? `\`${s.text}\`` : s.text)).join('');
}
