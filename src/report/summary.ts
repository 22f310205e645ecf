import { renderUntrusted } from '../text/untrusted-markdown.js';
import type { RunOutcome } from '../agent/outcome.js';
import { faceLines, quotedAnswer, reportedModel } from './github/comment-render.js';
import { emptyDelivery, type ArtifactLink } from './delivery.js';
import { runFace, type RunFace } from './headline.js';
import { formatContextMarkdown } from '../agent/context/stats.js';
import { trackingSections } from './github/checklist-render.js';
import { renderEvidence } from './evidence.js';

/** GitHub shows at most 1 MiB of one step's summary: the patch gives way before the rest. */
const SUMMARY_PATCH_LIMIT = 400_000;

/**
 * The job summary: the outcome and what reached GitHub first (the same words as the comment and the log), the run's
 * figures, then the answer and the patch, collapsed.
 */
export function renderSummary(
  result: RunOutcome,
  extra: { model?: string; patch: string; afterPush?: string; pushedSha?: string; artifacts?: readonly ArtifactLink[] },
  face: RunFace = runFace(result, emptyDelivery()),
): string {
  const u = result.usage;
  const lines = [
    ...faceLines(face, extra.artifacts),
    '',
    '| Outcome | Cost | Turns | Duration | Model |',
    '|---|---|---|---|---|',
    `| \`${face.outcome}\` (\`${result.subtype}\`) | $${result.costUsd.toFixed(4)} | ${result.turns} | ${(result.durationMs / 1000).toFixed(1)} s | ${renderUntrusted(reportedModel(extra.model, result), 'cell', 80)} |`,
    '',
    `Tokens: input ${u.input_tokens}, output ${u.output_tokens}, cache read ${u.cache_read_input_tokens}, cache write ${u.cache_creation_input_tokens}.`,
    '',
  ];
  // Model and tool text is made inert here as in the comment: it cannot hide or restyle the rest.
  if (result.errors.length > 0) lines.push('**What stopped the run:**', ...result.errors.map((e) => `- ${renderUntrusted(e, 'line')}`), '');
  if (result.warnings.length > 0) lines.push('**Warnings:**', ...result.warnings.map((w) => `- ${renderUntrusted(w, 'line')}`), '');
  if (result.denials.length > 0) {
    lines.push('**Permission denials:**', '', '| Tool | Input | Rule that would allow it |', '|---|---|---|');
    for (const denial of result.denials) {
      const rule = denial.suggestedRule ? renderUntrusted(denial.suggestedRule, 'cell', 120) : '';
      lines.push(`| ${renderUntrusted(denial.toolName, 'cell', 120)} | ${renderUntrusted(JSON.stringify(denial.input) ?? '', 'cell', 120)} | ${rule} |`);
    }
    lines.push('');
  }
  if (result.sandbox) {
    const { enabled, reason, violations } = result.sandbox;
    lines.push(
      `**Sandbox:** ${enabled ? 'on' : `off (${reason ?? 'no reason given'})`}${violations.count > 0 ? `, ${violations.count} blocked operation${violations.count === 1 ? '' : 's'}:` : ''}`,
      '',
    );
    if (violations.count > 0) lines.push(...violations.examples.map((e) => `- ${renderUntrusted(e, 'line')}`), '');
  }
  if (result.verification) lines.push(renderEvidence(result.verification, extra.pushedSha), '');
  for (const section of trackingSections(result)) lines.push(section, '');
  if (result.result) lines.push('### Answer', '', quotedAnswer(result.result), '');
  if (result.context) lines.push('### Context', '', formatContextMarkdown(result.context), '');
  lines.push(extra.patch.trim() === '' ? '_No changes to the repository._' : collapsed('Patch', extra.patch), '');
  if (extra.afterPush) lines.push(collapsed('Not pushed: the work tree after the push', extra.afterPush), '');
  return lines.join('\n');
}

/** A diff folded under its counts; one too large for the summary is cut, and says where the whole is. */
function collapsed(title: string, diff: string): string {
  const files = (diff.match(/^diff --git /gm) ?? []).length;
  const added = (diff.match(/^\+(?!\+\+ )/gm) ?? []).length;
  const removed = (diff.match(/^-(?!-- )/gm) ?? []).length;
  const cut = diff.length > SUMMARY_PATCH_LIMIT;
  const shown = cut ? diff.slice(0, diff.lastIndexOf('\n', SUMMARY_PATCH_LIMIT) + 1) : diff;
  const note = cut
    ? `\n\n**Patch cut:** the first ${shown.length} of ${diff.length} characters; the whole patch is the \`patch_file\` output and the run's artifacts.`
    : '';
  return `<details><summary><b>${title}</b> (${files} file${files === 1 ? '' : 's'}, +${added} −${removed})</summary>\n\n${fence(shown, 'diff')}${note}\n\n</details>`;
}

/** A fence longer than any backtick run inside, so the patch cannot close it. */
export function fence(text: string, lang: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}\n${text.replace(/\n$/, '')}\n${ticks}`;
}
