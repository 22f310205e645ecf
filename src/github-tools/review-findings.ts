import { safeCut } from '../text/sanitize.js';
import type { Finding, FindingPlacement, ReportedFindings } from '../tools/report-findings.js';
import type { InlineComment } from './review.js';

/**
 * A field's share of one posted finding: 32 findings all outside the diff land in one review body, which GitHub caps at
 * 65,536 characters. The whole text stays in the job summary.
 */
const POSTED_FIELD_MAX = 500;

const cut = (text: string): string => (text.length > POSTED_FIELD_MAX ? `${safeCut(text, POSTED_FIELD_MAX)} […]` : text);

/** The labels a finding carries: its enum values (checked against the schema) and its category (the model's text). */
export function findingLabels(f: Finding): string[] {
  return [f.severity, f.category, f.verdict, f.outcome].filter((v): v is string => v !== undefined && v !== '');
}

/**
 * A finding as a review comment's body, in Markdown (review.ts makes it inert: mentions, raw HTML and images, as for
 * the model's own comments). Every field the model wrote is cut to a bounded length.
 */
export function findingCommentBody(f: Finding, rank: number, total: number): string {
  const labels = findingLabels(f).map(cut);
  const head = f.short_summary ? `**${cut(f.short_summary)}**` : `**Finding ${rank} of ${total}**`;
  return [
    `${head}${labels.length > 0 ? ` (${labels.join(', ')})` : ''}`,
    '',
    cut(f.summary),
    '',
    `Failure scenario: ${cut(f.failure_scenario)}`,
    '',
    `_Finding ${rank} of ${total}, reported by the agent (ReportFindings)._`,
  ].join('\n');
}

/** The findings as the review's comments: each on the file and line it names (the review places or moves it). */
export function findingComments(reported: ReportedFindings): InlineComment[] {
  const total = reported.findings.length;
  return reported.findings.map((f, i) => ({
    path: f.file.replace(/^\.?\//, ''),
    body: findingCommentBody(f, i + 1, total),
    line: f.line ?? 0,
    side: 'RIGHT' as const,
    finding: i,
  }));
}

/** Every finding with the same fate: none went to GitHub, for this reason. */
export function notPosted(reported: ReportedFindings, why: string): FindingPlacement[] {
  return reported.findings.map(() => ({ where: 'not_posted', why }));
}
