import { redactTokens } from '../text/redact-tokens.js';
import { renderUntrusted } from '../text/untrusted-markdown.js';
import type { CheckRun, Verification } from '../agent/verification.js';

/**
 * The evidence section of the comment and the job summary: what the runner itself ran before and after the agent,
 * each command's exit code and duration, the output's end, beside the commit it pushed. Never the model's word.
 */

const TAIL_SHOWN = 12;

const VERDICT: Record<Verification['verdict'], string> = {
  passed: '✓ the check passes after the agent',
  failed: '✗ the check still fails after the agent: not delivered as a fix',
  not_reproduced: 'the check passes on the failed commit: not reproduced here, nothing changed',
  error: '✗ the check could not run',
  not_run: 'the check did not run after the agent',
};

function mark(run: CheckRun | undefined): string {
  if (!run) return '—';
  const status = run.error ? `✗ ${run.error.replace(/^`[^`]*` /, '')}` : `${run.passed ? '✓' : '✗'} exit ${run.exitCode ?? 'none'}`;
  return `${renderUntrusted(status, 'line', 160)} · ${(run.durationMs / 1000).toFixed(1)} s`;
}

const short = (sha: string | undefined): string => (sha ? `\`${sha.slice(0, 7)}\`` : '—');

/** A fence its content cannot close; the output is the code's own words, tokens redacted and our marker defused. */
function fencedTail(text: string): string {
  const body = redactTokens(text).replaceAll('agent-runner:', 'agent-runner-quoted:').split('\n').slice(-TAIL_SHOWN).join('\n');
  const longest = Math.max(2, ...[...body.matchAll(/`{3,}/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}text\n${body}\n${ticks}`;
}

export function renderEvidence(v: Verification, pushedSha?: string): string {
  const from = v.source === 'input' ? 'the `verify` input' : "the failed step's own `run:` in the workflow file";
  const lines = [`**Verification** (${from}): ${VERDICT[v.verdict]}${v.note ? ` (${renderUntrusted(v.note, 'line')})` : ''}`];
  const names = [...new Set([...(v.before?.runs ?? []), ...(v.after?.runs ?? [])].map((run) => run.name))];
  if (names.length > 0) {
    lines.push('', '| Check | Before | After |', '|---|---|---|');
    for (const name of names) {
      const before = v.before?.runs.find((run) => run.name === name);
      const after = v.after?.runs.find((run) => run.name === name);
      lines.push(`| ${renderUntrusted(name, 'cell', 120)} | ${mark(before)} | ${mark(after)} |`);
    }
    const sandboxed = [...(v.before?.runs ?? []), ...(v.after?.runs ?? [])].every((run) => run.sandboxed);
    lines.push(
      '',
      `Checked ${short(v.before?.sha)} before${v.after ? `, the agent's work on ${short(v.after.sha)} after` : ''}${pushedSha ? `; pushed ${short(pushedSha)}` : ''}` +
        `${v.retries > 0 ? `; the agent was sent back ${v.retries} time${v.retries === 1 ? '' : 's'}` : ''}${sandboxed ? '; run in the sandbox' : '; not sandboxed'}.`,
    );
    const last = v.after?.runs.find((run) => !run.passed) ?? v.after?.runs.at(-1) ?? v.before?.runs.find((run) => !run.passed) ?? v.before?.runs.at(-1);
    if (last && last.tail.trim() !== '') {
      const when = v.after?.runs.includes(last) ? 'after' : 'before';
      lines.push(
        '',
        `<details><summary>Output of <code>${renderUntrusted(last.name, 'html', 80)}</code> (${when}, last lines)</summary>`,
        '',
        fencedTail(last.tail),
        '',
        '</details>',
      );
    }
  }
  if (v.notRunnable.length > 0) {
    lines.push(
      '',
      '**Not runnable here:**',
      ...v.notRunnable.map((step) => `- ${renderUntrusted(step.name, 'code', 120)}: ${renderUntrusted(step.reason, 'line', 300)}`),
    );
  }
  return lines.join('\n');
}
