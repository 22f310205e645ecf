import type { FakeJob } from '../../support/fake-github/fake-github-types.js';

/**
 * A job log as the runner writes it (see ../shared/reference/runner-observed.md): every line starts
 * with an ISO timestamp; the runner's set-up lines come first; each step opens with
 * `##[group]Run <command>` echoing the command and `##[endgroup]`, then its output; an error is a
 * `##[error]` line; post steps follow. The matching `steps` carry the API's numbers, names and times.
 */
export interface LogStep {
  name: string;
  /** The command the `##[group]Run` line echoes; defaults to the name. */
  command?: string;
  output: string[];
  conclusion: 'success' | 'failure' | 'skipped';
}

export function jobLog(steps: LogStep[], start = Date.parse('2026-11-30T10:00:00.000Z')): { log: string; steps: FakeJob['steps'] } {
  let t = start;
  const lines: string[] = [];
  const stamp = (text: string): void => {
    lines.push(`${new Date(t).toISOString().replace('Z', '0000Z')} ${text}`);
    t += 3;
  };
  const apiSteps: FakeJob['steps'] = [];
  const iso = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  const setupStart = t;
  for (const l of [
    "Current runner version: '2.330.0'",
    '##[group]Operating System',
    'Ubuntu',
    '24.04.3',
    'LTS',
    '##[endgroup]',
    '##[group]Runner Image',
    'Image: ubuntu-24.04',
    '##[endgroup]',
    'Complete job name: test',
  ])
    stamp(l);
  apiSteps.push({ name: 'Set up job', number: 1, status: 'completed', conclusion: 'success', started_at: iso(setupStart), completed_at: iso(t) });
  t += 1500;
  let failed = false;
  steps.forEach((s, i) => {
    const number = i + 2;
    if (s.conclusion === 'skipped' || failed) {
      apiSteps.push({ name: s.name, number, status: 'completed', conclusion: 'skipped', started_at: null, completed_at: null });
      return;
    }
    const begin = t;
    stamp(`##[group]Run ${s.command ?? s.name}`);
    stamp(s.command ?? s.name);
    stamp('shell: /usr/bin/bash -e {0}');
    stamp('##[endgroup]');
    for (const o of s.output) stamp(o);
    if (s.conclusion === 'failure') {
      stamp('##[error]Process completed with exit code 1.');
      failed = true;
    }
    apiSteps.push({ name: s.name, number, status: 'completed', conclusion: s.conclusion, started_at: iso(begin), completed_at: iso(t) });
    t += 5000;
  });
  const postStart = t;
  stamp('Post job cleanup.');
  stamp('[command]/usr/bin/git version');
  stamp('Cleaning up orphan processes');
  apiSteps.push({
    name: 'Complete job',
    number: steps.length + 2,
    status: 'completed',
    conclusion: 'success',
    started_at: iso(postStart),
    completed_at: iso(t),
  });
  return { log: `\ufeff${lines.join('\n')}\n`, steps: apiSteps };
}
