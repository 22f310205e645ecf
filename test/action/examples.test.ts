import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../e2e/harness.js';

/** The examples are what teams copy: every `with:` key must be an input, and each needs the permissions its mode uses. */

type Step = { uses?: string; with?: Record<string, unknown> };
type Workflow = { on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, { if?: string; steps: Step[] }> };

const inputs = new Set(Object.keys((parse(readFileSync(path.join(PROJECT_ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }).inputs));
const examples = readdirSync(path.join(PROJECT_ROOT, 'examples')).filter((f) => f.endsWith('.yml'));
const load = (file: string): Workflow => parse(readFileSync(path.join(PROJECT_ROOT, 'examples', file), 'utf8')) as Workflow;
const agentSteps = (wf: Workflow): Step[] => Object.values(wf.jobs).flatMap((j) => j.steps.filter((s) => s.uses?.startsWith('agent-runner/')));

describe('examples/', () => {
  it('use only inputs action.yml declares', () => {
    for (const file of examples) {
      for (const step of agentSteps(load(file))) {
        for (const key of Object.keys(step.with ?? {})) assert.ok(inputs.has(key), `${file}: ${key} is not an input of action.yml`);
      }
    }
  });
  it('ci-fix.yml: failed workflow_run, actions: read, push onto the PR branch', () => {
    const wf = load('ci-fix.yml');
    assert.deepEqual((wf.on.workflow_run as { types: string[] }).types, ['completed']);
    assert.equal(wf.permissions?.actions, 'read');
    assert.equal(wf.permissions?.contents, 'write');
    assert.equal(wf.permissions?.['pull-requests'], 'write');
    assert.match(wf.jobs.fix?.if ?? '', /github\.event\.workflow_run\.conclusion == 'failure'/);
    assert.equal(agentSteps(wf)[0]?.with?.push, 'pr_branch');
    assert.equal(agentSteps(wf)[0]?.with?.prompt, undefined, 'no prompt needed');
  });
  it('scheduled examples with push: pull_request name a stable agent/ branch', () => {
    for (const file of examples) {
      const wf = load(file);
      if (!('schedule' in wf.on)) continue;
      for (const step of agentSteps(wf)) {
        if (step.with?.push !== 'pull_request') continue;
        assert.match(String(step.with.branch ?? ''), /^agent\//, `${file}: no stable branch`);
      }
    }
  });
});

describe('documentation snippets', () => {
  it('every actions/checkout step in README.md and docs/*.md sets persist-credentials: false, as the README advises', () => {
    const pages = [
      'README.md',
      ...readdirSync(path.join(PROJECT_ROOT, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => path.join('docs', f)),
    ];
    for (const page of pages) {
      const lines = readFileSync(path.join(PROJECT_ROOT, page), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!/^\s*- uses: actions\/checkout@/.test(line)) return;
        const step: string[] = [];
        for (let j = i + 1; j < lines.length && !/^\s*- /.test(lines[j] ?? '') && !/^\s*```/.test(lines[j] ?? ''); j++) step.push(lines[j] ?? '');
        assert.match(step.join('\n'), /persist-credentials: false/, `${page}:${i + 1}: actions/checkout without persist-credentials: false`);
      });
    }
  });
});
