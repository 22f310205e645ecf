import type Anthropic from '@anthropic-ai/sdk';
import { validateInput, type JsonSchema, type ObjectSchema } from './schema.js';
import type { ToolDefinition, Validation } from './types.js';

/** One code-review finding, as Claude Code 2.1.332's ReportFindings takes it. */
export interface Finding {
  file: string;
  line?: number;
  summary: string;
  short_summary?: string;
  failure_scenario: string;
  category?: string;
  severity?: 'important' | 'pre_existing' | 'nit';
  verdict?: 'CONFIRMED' | 'PLAUSIBLE';
  outcome?: 'fixed' | 'skipped' | 'no_change_needed';
}

export interface ReportFindingsInput {
  level?: 'low' | 'medium' | 'high' | 'xhigh' | 'max';
  findings: Finding[];
}

/** Where one finding went on GitHub, as the report says it: what happened, not what the model asked for. */
export type FindingPlacement = { where: 'inline'; url?: string } | { where: 'review_body'; why: string } | { where: 'not_posted'; why: string };

/** The run's findings: the last call's list (a re-report replaces the earlier one), how many calls there were, where each went. */
export interface ReportedFindings {
  findings: Finding[];
  level?: ReportFindingsInput['level'];
  calls: number;
  /** Set once the review is posted (or not), one per finding, in order. */
  placements?: FindingPlacement[];
}

const LEVELS = ['low', 'medium', 'high', 'xhigh', 'max'] as const;
const SEVERITIES = ['important', 'pre_existing', 'nit'] as const;
const VERDICTS = ['CONFIRMED', 'PLAUSIBLE'] as const;
const OUTCOMES = ['fixed', 'skipped', 'no_change_needed'] as const;
export const MAX_FINDINGS = 32;
const SHORT_SUMMARY_MAX = 60;
const CATEGORY_MAX = 40;

/** The fields of a finding, with Claude Code 2.1.332's descriptions (test/fixtures/claude-code-first-request/2.1.332.json). */
const FINDING_FIELDS: Record<keyof Finding, JsonSchema & { maxLength?: number }> = {
  file: { type: 'string', description: 'Repo-relative path of the file the finding is in' },
  line: { type: 'integer', description: '1-indexed line the finding anchors to' },
  summary: { type: 'string', description: 'Statement of the defect' },
  short_summary: { type: 'string', maxLength: SHORT_SUMMARY_MAX, description: 'Compressed label for compact UI (≤60 chars): the claim alone, no rationale' },
  failure_scenario: { type: 'string', description: 'Concrete inputs/state → wrong output/crash' },
  category: { type: 'string', maxLength: CATEGORY_MAX, description: 'Short kebab-case slug of the finding type, e.g. "correctness", "test-coverage"' },
  severity: {
    type: 'string',
    enum: SEVERITIES,
    description: 'When the review instructions ask for it. important: a bug the change adds or makes worse; pre_existing: there before; nit: minor',
  },
  verdict: { type: 'string', enum: VERDICTS, description: 'Set when a verify pass ran' },
  outcome: { type: 'string', enum: OUTCOMES, description: 'Set ONLY when re-reporting after applying fixes: what happened to this finding' },
};
const FINDING_REQUIRED = ['file', 'summary', 'failure_scenario'];

/** What the model is shown: the CLI's schema (its bounds included). */
const SCHEMA: Anthropic.Tool.InputSchema = {
  type: 'object',
  properties: {
    level: { type: 'string', enum: LEVELS, description: 'Effort level the review ran at' },
    findings: {
      type: 'array',
      maxItems: MAX_FINDINGS,
      description: 'Verified findings, most-severe first; empty if none survived',
      items: { type: 'object', properties: FINDING_FIELDS, required: FINDING_REQUIRED, additionalProperties: false },
    },
  },
  required: ['findings'],
  additionalProperties: false,
};

/**
 * What is checked first, in the runner's (and the CLI's) words for a missing field or a wrong type. Unknown fields pass
 * and are dropped, as 2.1.332 drops them (measured: an extra `column` was accepted and absent from the hooks' input).
 */
const SHAPE: ObjectSchema = {
  type: 'object',
  properties: {
    level: { type: 'string' },
    findings: {
      type: 'array',
      items: {
        type: 'object',
        required: FINDING_REQUIRED,
        properties: Object.fromEntries(Object.entries(FINDING_FIELDS).map(([k, v]) => [k, { type: v.type }])),
      },
    },
  },
  required: ['findings'],
};

type ZodIssue = Record<string, unknown>;
const tooBig = (origin: 'array' | 'string', maximum: number, path: (string | number)[]): ZodIssue => ({
  origin,
  code: 'too_big',
  maximum,
  inclusive: true,
  path,
  message: `Too big: expected ${origin} to have <=${maximum} ${origin === 'array' ? 'items' : 'characters'}`,
});
const badOption = (values: readonly string[], path: (string | number)[]): ZodIssue => ({
  code: 'invalid_value',
  values,
  path,
  message: `Invalid option: expected one of ${values.map((v) => JSON.stringify(v)).join('|')}`,
});

/** The bounds 2.1.332 states as zod's issues (measured: the array of issues as JSON, after `InputValidationError: `). */
function boundIssues(input: ReportFindingsInput): ZodIssue[] {
  const issues: ZodIssue[] = [];
  if (input.level !== undefined && !LEVELS.includes(input.level)) issues.push(badOption(LEVELS, ['level']));
  if (input.findings.length > MAX_FINDINGS) issues.push(tooBig('array', MAX_FINDINGS, ['findings']));
  input.findings.forEach((f, i) => {
    if (f.short_summary !== undefined && f.short_summary.length > SHORT_SUMMARY_MAX)
      issues.push(tooBig('string', SHORT_SUMMARY_MAX, ['findings', i, 'short_summary']));
    if (f.category !== undefined && f.category.length > CATEGORY_MAX) issues.push(tooBig('string', CATEGORY_MAX, ['findings', i, 'category']));
    if (f.severity !== undefined && !SEVERITIES.includes(f.severity)) issues.push(badOption(SEVERITIES, ['findings', i, 'severity']));
    if (f.verdict !== undefined && !VERDICTS.includes(f.verdict)) issues.push(badOption(VERDICTS, ['findings', i, 'verdict']));
    if (f.outcome !== undefined && !OUTCOMES.includes(f.outcome)) issues.push(badOption(OUTCOMES, ['findings', i, 'outcome']));
  });
  return issues;
}

/** A finding with only its known fields, in the schema's order (as the CLI's parsed input). */
function known(raw: Finding): Finding {
  const kept = Object.keys(FINDING_FIELDS).filter((k) => raw[k as keyof Finding] !== undefined);
  return Object.fromEntries(kept.map((k) => [k, raw[k as keyof Finding]])) as unknown as Finding;
}

export function validateReportFindings(input: unknown): Validation<ReportFindingsInput> {
  const shaped = validateInput<ReportFindingsInput>('ReportFindings', SHAPE, input);
  if (!shaped.ok) return shaped;
  const value: ReportFindingsInput = {
    ...(shaped.value.level !== undefined ? { level: shaped.value.level } : {}),
    findings: shaped.value.findings.map(known),
  };
  const issues = boundIssues(value);
  return issues.length > 0 ? { ok: false, error: JSON.stringify(issues, null, 2) } : { ok: true, value };
}

/** Claude Code 2.1.332's result text (measured). */
export function findingsReportedText(count: number): string {
  return count === 0 ? 'No findings reported.' : `${count} finding${count === 1 ? '' : 's'} reported.`;
}

const DESCRIPTION = `Report code-review findings as a typed list, for the run's report: its comment and job summary list them ranked as given and, on a pull request whose workflow lets the run review it, each finding on a line the pull request changes becomes an inline review comment (others go into the review's body).

Use it only when the review instructions tell you to report findings with this tool; otherwise follow their format. Call it once, with the verified findings most severe first (an empty list if none survived), and do not also write them out as text. A later call replaces the earlier list: re-report only when the instructions ask for it after applying fixes, with \`outcome\` set on each finding.`;

/** `onReported` hands each accepted call's list to the run (the session emits it as a `findings` event). */
export function createReportFindingsTool(onReported: (input: ReportFindingsInput, toolUseId: string) => void): ToolDefinition<ReportFindingsInput> {
  return {
    name: 'ReportFindings',
    description: DESCRIPTION,
    inputSchema: SCHEMA,
    readOnly: false,
    validate: validateReportFindings,
    execute(input, ctx) {
      onReported(input, ctx.toolUseId);
      // The CLI's tool_use_result (and hooks' tool_response): count, level, findings.
      const details = { count: input.findings.length, ...(input.level !== undefined ? { level: input.level } : {}), findings: input.findings };
      return Promise.resolve({ content: findingsReportedText(input.findings.length), isError: false, details });
    },
  };
}
