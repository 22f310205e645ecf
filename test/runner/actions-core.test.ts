import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import * as real from '@actions/core';
import * as ours from '../../src/actions-core.js';

/** src/actions-core.ts must write exactly what @actions/core writes (its delimiters are random: compared masked). */

const masked = (text: string): string => text.replace(/ghadelimiter_[0-9a-f-]+/g, 'ghadelimiter_X');

function stdoutOf(fn: () => void): string {
  const write = process.stdout.write.bind(process.stdout);
  let out = '';
  process.stdout.write = ((chunk: string | Uint8Array): boolean => {
    out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  try {
    fn();
  } finally {
    process.stdout.write = write;
  }
  return out;
}

describe('actions-core: the main step’s subset of @actions/core, byte for byte', () => {
  let dir: string;
  const saved = { ...process.env };
  const exitCode = process.exitCode;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-core-'));
  });
  afterEach(() => {
    process.env = { ...saved };
    process.exitCode = exitCode;
    rmSync(dir, { recursive: true, force: true });
  });

  it('workflow commands: warning, add-mask, debug, info, group, error with escapes', async () => {
    const tricky = 'a%b\r\nc:d,e';
    const run = (core: Pick<typeof ours, 'warning' | 'setSecret' | 'debug' | 'info' | 'setFailed'>): string =>
      stdoutOf(() => {
        core.warning(tricky);
        core.setSecret(tricky);
        core.debug(tricky);
        core.info(tricky);
        core.setFailed(tricky);
      });
    assert.equal(run(ours), run(real));
    assert.equal(process.exitCode, 1);
    const groups = async (core: Pick<typeof ours, 'group'>): Promise<string> => {
      const write = process.stdout.write.bind(process.stdout);
      let out = '';
      process.stdout.write = ((chunk: string): boolean => ((out += chunk), true)) as typeof process.stdout.write;
      try {
        await core.group('Agent run', async () => 1).catch(() => 0);
        await core.group('Report', async () => Promise.reject(new Error('x'))).catch(() => 0);
      } finally {
        process.stdout.write = write;
      }
      return out;
    };
    assert.equal(await groups(ours), await groups(real));
  });

  it('file commands: outputs and state, multi-line values, and their stdout forms without the files', () => {
    for (const [variable, name] of [['GITHUB_OUTPUT', 'OUTPUT'], ['GITHUB_STATE', 'STATE']] as const) {
      const file = path.join(dir, name);
      writeFileSync(file, '');
      process.env[variable] = file;
      const write = (core: Pick<typeof ours, 'setOutput' | 'saveState'>): string => {
        writeFileSync(file, '');
        if (name === 'OUTPUT') core.setOutput('result', 'line 1\nline 2');
        else core.saveState('comment', { id: 7 });
        return masked(readFileSync(file, 'utf8'));
      };
      assert.equal(write(ours), write(real));
      delete process.env[variable];
      const printed = (core: Pick<typeof ours, 'setOutput' | 'saveState'>): string =>
        stdoutOf(() => (name === 'OUTPUT' ? core.setOutput('result', 'a\nb') : core.saveState('comment', 'x')));
      assert.equal(printed(ours), printed(real));
    }
  });

  it('inputs and state are read as @actions/core reads them', () => {
    process.env.INPUT_ALLOWED_TOOLS = '  Read,Grep \n';
    process.env.STATE_app_token = 'tok';
    assert.equal(ours.getInput('allowed tools'), real.getInput('allowed tools'));
    assert.equal(ours.getInput('missing'), real.getInput('missing'));
    assert.equal(ours.getState('app_token'), real.getState('app_token'));
  });
});
