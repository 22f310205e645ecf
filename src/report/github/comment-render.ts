import { outcomeWithoutRun, type RunOutcome, type ToolDenial } from '../../agent/outcome.js';
import { nextStep } from '../next-step.js';
import { redactTokens } from '../../text/redact-tokens.js';
import { safeCut } from '../../text/sanitize.js';
import { renderPostedMarkdown } from '../../text/posted-markdown.js';
import { renderUntrusted } from '../../text/untrusted-markdown.js';
import { stickyMarkerFor } from '../../github/sticky-marker.js';
import { renderEvidence } from '../evidence.js';
import { APPLY_HOW, emptyDelivery, notPushed, type ArtifactLink, type Delivery } from '../delivery.js';
import { markdownOf, runFace, type RunFace } from '../headline.js';

/**
 * The run's face as the comment and the summary open: the headline (what reached GitHub, or what stopped the run), its
 * details, the next step, then the links to the run's artifacts (the upload's place, issue 35 item 3).
 */
export function faceLines(face: RunFace, artifacts: readonly ArtifactLink[] = []): string[] {
  // The runner's own sentences carry values it did not choose (a branch, GitHub's error, a permission's name): each
  // line is parsed and made inert once more as a whole, so no interpolation can make it live.
  const lines = [`### ${renderPostedMarkdown(markdownOf(face.title, renderUntrusted))}`];
  for (const detail of face.details) lines.push('', renderPostedMarkdown(markdownOf(detail, renderUntrusted)));
  if (face.next) lines.push('', renderPostedMarkdown(`**Next step:** ${markdownOf(face.next, renderUntrusted)}`));
  if (artifacts.length > 0) lines.push('', artifactsLine(artifacts));
  return lines;
}

/** The run's artifacts, linked: the patch and the transcript where anyone on the thread can download them. */
function artifactsLine(artifacts: readonly ArtifactLink[]): string {
  return `**Artifacts:** ${artifacts.map((a) => `[${renderUntrusted(a.name, 'line')}](${a.url})`).join(' · ')} (the patch and the transcript)`;
}

/** GitHub refuses comment bodies over 65536 characters. */
export const GITHUB_COMMENT_LIMIT = 65_536;

interface Common {
  /** `GITHUB_RUN_ID` (with `-<attempt>` if wanted): the marker that finds this run's comment again. */
  runId: string | number;
  runUrl?: string;
  /** Markdown blocks the runner rendered itself, model text already made inert (the questions, the task checklist). */
  sections?: string[];
}

export type CommentState =
  | (Common & { phase: 'working'; turns: number; costUsd: number; currentTool?: string; model?: string; agentComment?: string })
  | (Common & {
      phase: 'final';
      result: RunOutcome;
      model?: string;
      /** Unified diff of the run's changes; empty or absent when nothing changed. */
      patch?: string;
      /** Where the full patch was written (the `patch_file` output). */
      patchFile?: string;
      /** After the agent's own push: the work tree's changes since (against the pushed tree), shown apart from the patch. */
      afterPush?: string;
      /** What reached GitHub, in the words every report of the run uses (src/report/headline.ts); default: nothing delivered. */
      face?: RunFace;
      /** The commit pushed, beside the check's evidence. */
      pushedSha?: string;
      /** Links to the run's uploaded artifacts (issue 35 item 3), under the headline. */
      artifacts?: ArtifactLink[];
      /** Extra lines for the reader (e.g. "the comment could not be updated during the run"). */
      notes?: string[];
      /** What the agent last wrote into the comment (update_claude_comment), shown above the result. */
      agentComment?: string;
    })
  | (Common & { phase: 'cancelled'; turns: number; costUsd: number; reason?: string; artifacts?: ArtifactLink[] })
  | (Common & { phase: 'refused'; actor: string; reason: string });

export interface StickyMarker {
  runId: string;
  phase: CommentState['phase'];
  turns?: number;
  costUsd?: number;
}

export function renderMarker(state: CommentState): string {
  let extra = '';
  if (state.phase === 'working' || state.phase === 'cancelled') extra = ` turns=${state.turns} cost=${state.costUsd.toFixed(4)}`;
  if (state.phase === 'final') extra = ` turns=${state.result.turns} cost=${state.result.costUsd.toFixed(4)}`;
  return `${stickyMarkerFor(state.runId)}state=${state.phase}${extra} -->`;
}

/** Reads the marker back (the post step uses it to tell an unfinished comment and its last turn/cost). */
export function parseStickyMarker(body: string): StickyMarker | null {
  const m = /<!-- agent-runner:sticky run=([A-Za-z0-9._-]+) state=(working|final|cancelled|refused)(?: turns=(\d+) cost=([0-9.]+))? -->/.exec(body);
  if (!m || !m[1] || !m[2]) return null;
  const phase = m[2] as StickyMarker['phase'];
  const out: StickyMarker = { runId: m[1], phase };
  if (m[3] !== undefined) out.turns = Number(m[3]);
  if (m[4] !== undefined) out.costUsd = Number(m[4]);
  return out;
}

export function formatUsd(n: number): string {
  return n > 0 && n < 0.01 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`;
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A fenced block its content cannot close (a diff context line ` ```` ` would close a 3-tick fence). */
export function fenced(text: string, info = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`{3,}/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${info}\n${text.replace(/\n$/, '')}\n${fence}`;
}

/** Model and tool output is shown as markdown, but must not forge our marker or leak a token. */
function clean(text: string): string {
  return redactTokens(text).replaceAll('agent-runner:', 'agent-runner-quoted:');
}

/**
 * The agent's final answer, rendered as Markdown inside a block quote: whatever it holds (an unclosed fence, a stray
 * `</details>`, a fake heading) ends with the quote, so the runner's own sections after it keep their structure. Parsed
 * as GitHub parses it and made inert in the syntax tree (src/text/untrusted-markdown.ts): code blocks are kept as
 * written (nothing in them is HTML or a mention), everything else is untrusted prose.
 */
export function quotedAnswer(text: string): string {
  return renderUntrusted(text, 'quote');
}

const cell = (text: string, max = 160): string => renderUntrusted(text, 'cell', max);

/** A final state rendered with no delivery reported (the post step, tests): its changes, if any, were not pushed. */
function unreported(patch: string | undefined): Delivery {
  return patch?.trim() ? { delivered: [notPushed('no push was made', APPLY_HOW)], failed: [] } : emptyDelivery();
}

function denialsTable(denials: ToolDenial[], maxRows = 20): string {
  const rows = denials.slice(0, maxRows).map((d) => {
    const input = typeof d.input === 'string' ? d.input : (JSON.stringify(d.input) ?? '');
    const rule = d.suggestedRule ? cell(d.suggestedRule, 120) : '—';
    const why = d.reason ? cell(d.reason, 120) : '—';
    return `| ${cell(d.toolName, 60)} | ${cell(input)} | ${rule} | ${why} |`;
  });
  const more = denials.length > maxRows ? `\n\n…and ${denials.length - maxRows} more (see the job summary).` : '';
  return (
    [`**Permission denials** (${denials.length})`, '', '| Tool | Input | Rule that would allow it | Denied by |', '|---|---|---|---|', ...rows].join('\n') +
    more
  );
}

function runLink(state: Common): string {
  return state.runUrl ? `[View run](${state.runUrl})` : '';
}

function patchStats(patch: string): string {
  const files = (patch.match(/^diff --git /gm) ?? []).length;
  const added = (patch.match(/^\+(?!\+\+ )/gm) ?? []).length;
  const removed = (patch.match(/^-(?!-- )/gm) ?? []).length;
  return `${files > 0 ? plural(files, 'file') + ', ' : ''}+${added} −${removed}`;
}

export interface RenderOptions {
  /** Default `GITHUB_COMMENT_LIMIT` minus a safety margin for GitHub's own counting. */
  maxLength?: number;
}

export function renderComment(state: CommentState, options: RenderOptions = {}): string {
  const max = options.maxLength ?? GITHUB_COMMENT_LIMIT - 536;
  const marker = renderMarker(state);
  const link = runLink(state);
  switch (state.phase) {
    case 'working': {
      const bits = [`turn ${state.turns}`];
      if (state.currentTool) bits.push(`using ${renderUntrusted(state.currentTool, 'code')}`);
      bits.push(`${formatUsd(state.costUsd)} so far`);
      if (state.model) bits.push(renderUntrusted(state.model, 'code'));
      const agent = state.agentComment?.trim() ? ['', quotedAnswer(state.agentComment.trim())] : [];
      return cap([marker, `### ⏳ Agent Runner is working…`, '', bits.join(' · '), ...agent, ...sectionLines(state), '', link].join('\n').trimEnd(), max);
    }
    case 'cancelled': {
      const why = state.reason ? `\n\n${renderUntrusted(state.reason, 'block')}` : '';
      // The words the main step's report uses for a cancelled run (src/report/headline.ts), its next step included.
      const step = nextStep({ ...outcomeWithoutRun(['Cancelled'], Date.now()), cause: 'cancelled' }, emptyDelivery());
      const next = step ? `\n\n**Next step:** ${markdownOf(step, renderUntrusted)}` : '';
      const artifacts = state.artifacts?.length ? `\n\n${artifactsLine(state.artifacts)}` : '';
      return cap(
        `${marker}\n### 🚫 Cancelled after ${plural(state.turns, 'turn')}, ${formatUsd(state.costUsd)}${why}${next}${artifacts}\n\n${link}`.trimEnd(),
        max,
      );
    }
    case 'refused':
      return cap(
        `${marker}\n### 🔒 Not run\n\nSorry @${state.actor.replace(/[^A-Za-z0-9\-[\]]/g, '')}, this action only runs for people with write access to the repository.\n\n${renderUntrusted(state.reason, 'block')}\n\n${link}`.trimEnd(),
        max,
      );
    case 'final':
      return renderFinal(state, marker, link, max);
  }
}

/** The model the session chose; else the models that answered (a run stopped before its session started: none, `unknown`). */
export function reportedModel(chosen: string | undefined, result: Pick<RunOutcome, 'modelUsage'>): string {
  return chosen ?? (Object.keys(result.modelUsage).join(', ') || 'unknown');
}

function renderFinal(state: Extract<CommentState, { phase: 'final' }>, marker: string, link: string, max: number): string {
  const r = state.result;
  const model = reportedModel(state.model, r);
  const face = state.face ?? runFace(r, unreported(state.patch));
  const parts: string[] = [marker, ...faceLines(face, state.artifacts)];
  if (r.errors.length > 0) parts.push('', '**Errors**', ...r.errors.slice(0, 20).map((e) => `- ${renderUntrusted(e, 'line')}`));
  if (state.agentComment?.trim()) parts.push('', quotedAnswer(state.agentComment.trim()));
  const answer = r.result?.trim() ? quotedAnswer(r.result.trim()) : '';
  const answerSlot = parts.length + 1;
  if (answer) parts.push('', answer);
  // The outcome word beside the SDK's subtype, as the summary's table and the `outcome` output say it.
  parts.push(
    '',
    '| Outcome | Cost | Turns | Duration | Model |',
    '|---|---|---|---|---|',
    `| \`${face.outcome}\` (\`${r.subtype}\`) | ${formatUsd(r.costUsd)} | ${r.turns} | ${formatDuration(r.durationMs)} | ${cell(model, 80)} |`,
  );
  if (r.warnings.length > 0) parts.push('', ...r.warnings.slice(0, 10).map((w) => `> ⚠️ ${renderUntrusted(w, 'line')}`));
  parts.push(...sectionLines(state));
  if (r.denials.length > 0) parts.push('', denialsTable(r.denials));
  if (r.sandbox && r.sandbox.violations.count > 0) {
    parts.push(
      '',
      `**Blocked by the sandbox** (${r.sandbox.violations.count})`,
      '',
      ...r.sandbox.violations.examples.map((e) => `- ${renderUntrusted(e, 'line')}`),
    );
  }
  if (r.verification) parts.push('', renderEvidence(r.verification, state.pushedSha));
  for (const n of state.notes ?? []) parts.push('', `> ${renderUntrusted(n, 'line')}`);
  // Where a reader of the PR can open it: the run's summary and its artifact, never a path on the runner.
  const summaryLink = state.runUrl ? `[the job summary](${state.runUrl})` : 'the job summary';
  const artifact = state.artifacts?.[0];
  const where = artifact ? `${summaryLink} and the run's artifact [${renderUntrusted(artifact.name, 'line')}](${artifact.url})` : summaryLink;
  const patch = state.patch ? clean(state.patch) : '';
  const footer = [afterPushSection(state.afterPush ? clean(state.afterPush) : ''), '', link].join('\n');

  let head = parts.join('\n');
  const patchSection = (body: string, note: string): string =>
    `\n\n<details><summary>Patch (${patchStats(patch)})</summary>\n\n${fenced(body, 'diff')}\n\n</details>${note ? `\n\n${note}` : ''}`;
  // The answer is cut before the patch is dropped only when the answer alone overflows.
  const reserve = 2_000 + footer.length;
  if (head.length > max - reserve && answer) {
    const over = head.length - (max - reserve);
    const kept = safeCut(answer, Math.max(0, answer.length - over - 200));
    parts[answerSlot] = `${kept}\n\n**[Answer cut here: ${answer.length - kept.length} more characters are in the job summary.]**`;
    head = parts.join('\n');
  }
  if (!patch) return cap(`${head}\n${footer}`.trimEnd(), max);
  const full = patchSection(patch, '');
  if (head.length + full.length + footer.length <= max) return `${head}${full}\n${footer}`.trimEnd();

  const lines = patch.split('\n');
  const budget = max - head.length - footer.length - 600;
  let used = 0;
  let n = 0;
  while (n < lines.length && used + (lines[n]?.length ?? 0) + 1 <= budget) used += (lines[n++]?.length ?? 0) + 1;
  if (n === 0) {
    return cap(
      `${head}\n\n**Patch not shown:** it is too large for a comment (${patch.length} characters). The full patch is in ${where}.\n${footer}`.trimEnd(),
      max,
    );
  }
  const note = `**Patch cut:** showing the first ${n} of ${lines.length} lines (GitHub comments hold at most ${GITHUB_COMMENT_LIMIT} characters). The full patch is in ${where}.`;
  return cap(`${head}${patchSection(lines.slice(0, n).join('\n'), note)}\n${footer}`.trimEnd(), max);
}

/** Work-tree changes after a push, apart from the patch (what was pushed); too long for the comment, they are named. */
function afterPushSection(diff: string): string {
  if (!diff) return '';
  const title = `Not pushed: the work tree after the push (${patchStats(diff)})`;
  if (diff.length > 20_000) return `\n\n**${title}:** too large for a comment (${diff.length} characters); it is in the job summary.`;
  return `\n\n<details><summary>${title}</summary>\n\n${fenced(diff, 'diff')}\n\n</details>`;
}

function sectionLines(state: Common): string[] {
  return (state.sections ?? []).flatMap((section) => ['', section]);
}

/** Last resort so GitHub never refuses the body; the ordinary paths stay under `max` themselves. */
function cap(body: string, max: number): string {
  if (body.length <= max) return body;
  const note = "\n\n**[Comment cut at GitHub's size limit: see the job summary.]**";
  return safeCut(body, max - note.length) + note;
}
