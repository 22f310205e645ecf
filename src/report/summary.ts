import { quotedAnswer } from './github/comment-render.js';
import { renderUntrusted } from '../text/untrusted-markdown.js';
import type { RunOutcome } from '../agent/outcome.js';
import { conclusionOf } from './outputs.js';
import { formatContextMarkdown } from '../agent/context/stats.js';
import { trackingSections } from './github/checklist-render.js';
import { renderEvidence } from './evidence.js';

const SUBTYPE_LABEL: Record<RunOutcome['subtype'], string> = {
  success: '✅ success',
  error_max_turns: '🛑 stopped at the turn limit (error_max_turns)',
  error_max_budget_usd: '💸 stopped at the budget limit (error_max_budget_usd)',
  error_during_execution: '❌ error during execution (error_during_execution)',
  error_max_structured_output_retries: '❌ no valid structured answer (error_max_structured_output_retries)',
};

/** The job summary: the run at a glance, then the answer and the whole patch. */
export function renderSummary(result: RunOutcome, extra: { model: string; patch: string; afterPush?: string; pushedSha?: string }): string {
  const conclusion = conclusionOf(result);
  const label =
    result.cause === 'needs_input'
      ? "⏸️ waiting for a person's answer (needs_input)"
      : conclusion === 'success_with_denials'
        ? '⚠️ success, with permission denials'
        : SUBTYPE_LABEL[result.subtype];
  const u = result.usage;
  const lines = [
    '## Agent Runner',
    '',
    '| | |',
    '|---|---|',
    `| Result | ${label} |`,
    `| Cost | $${result.costUsd.toFixed(4)} |`,
    `| Turns | ${result.turns} |`,
    `| Duration | ${(result.durationMs / 1000).toFixed(1)} s |`,
    `| Model | ${renderUntrusted(extra.model, 'cell')} |`,
    `| Tokens | input ${u.input_tokens}, output ${u.output_tokens}, cache read ${u.cache_read_input_tokens}, cache write ${u.cache_creation_input_tokens} |`,
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
  lines.push('### Patch', '', extra.patch.trim() === '' ? '_No changes._' : fence(extra.patch, 'diff'), '');
  if (extra.afterPush) lines.push('### Not pushed: the work tree after the push', '', fence(extra.afterPush, 'diff'), '');
  return lines.join('\n');
}

/** A fence longer than any backtick run inside, so the patch cannot close it. */
export function fence(text: string, lang: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}\n${text.replace(/\n$/, '')}\n${ticks}`;
}
