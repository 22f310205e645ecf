import type { FindingPlacement, ReportedFindings } from '../../tools/report-findings.js';
import { renderUntrusted } from '../../text/untrusted-markdown.js';

/**
 * One finding's text in the report: the comment has GitHub's 65,536-character cap to share with the answer and the rest,
 * so 32 findings take at most about half of it (the transcript and the `findings` output keep the whole text).
 */
const TEXT_MAX = 240;

/** Where a finding went, in the report's words: what happened on GitHub (the review's answer), never the model's. */
function placementText(p: FindingPlacement | undefined): string {
  if (!p) return 'in this report only';
  if (p.where === 'inline') return p.url ? `inline comment in [the review](${p.url})` : 'inline comment in the review';
  if (p.where === 'review_body') return `in the review's body, not inline: ${p.why}`;
  return `not posted to GitHub: ${p.why}`;
}

/**
 * The findings the agent reported with ReportFindings, ranked as it gave them (most severe first), each with where it
 * went. Every field the model wrote is made inert (mentions, HTML, images) and cut; the enum labels are checked values.
 */
export function renderFindings(reported: ReportedFindings): string {
  const { findings, placements } = reported;
  const level = reported.level ? ` at effort ${reported.level}` : '';
  const calls = reported.calls > 1 ? ` The agent reported ${reported.calls} times; the last list is shown.` : '';
  const inline = (placements ?? []).filter((p) => p.where === 'inline').length;
  const tally = placements && findings.length > 0 ? ` ${inline} of ${findings.length} posted as inline review comments.` : '';
  const head = `### 🔎 Findings (${findings.length})`;
  if (findings.length === 0) return [head, '', `The agent's review${level} reported no findings.${calls}`].join('\n');
  const rows = findings.map((f, i) => {
    const labels = [f.severity, f.category, f.verdict, f.outcome].filter((v): v is string => v !== undefined && v !== '');
    const where = f.line !== undefined ? `${f.file}:${f.line}` : f.file;
    const title = f.short_summary ? `**${renderUntrusted(f.short_summary, 'line', 80)}** — ` : '';
    return [
      `${i + 1}. ${renderUntrusted(where, 'code', 120)}${labels.length > 0 ? ` (${renderUntrusted(labels.join(', '), 'line', 120)})` : ''}: ${title}${renderUntrusted(f.summary, 'line', TEXT_MAX)}`,
      `   - Failure scenario: ${renderUntrusted(f.failure_scenario, 'line', TEXT_MAX)}`,
      `   - ${renderUntrusted(placementText(placements?.[i]), 'line', 200)}`,
    ].join('\n');
  });
  return [head, '', `Reported by the agent${level}, most severe first.${tally}${calls}`, '', ...rows].join('\n');
}
