/**
 * The action's entry writes workflow and file commands without @actions/core (src/workflow-commands.ts). The same
 * calls, in the same environment, go once through ours and once through @actions/core, each in its own Node
 * process: what reaches stdout, the command files and the exit code must be the same bytes (the heredoc
 * delimiters are random in both: compared with the UUID masked).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { NODE24, PROJECT_ROOT } from './harness.js';

const run = promisify(execFile);

/** Every call main.ts makes, with text that needs escaping; `::case` lines separate them in the output. */
const SCRIPT = `
import { appendFileSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
const [impl, dir] = process.argv.slice(2);
const core = impl === 'ours' ? (await import(process.env.OURS)).workflowCommands : await import('@actions/core');
const TRICKY = 'line one\\nline two\\r\\n100% done :: a,b ::warning::not a command';
const files = { GITHUB_OUTPUT: dir + '/output', GITHUB_STATE: dir + '/state', GITHUB_STEP_SUMMARY: dir + '/summary' };
const cases = [
  ['info', () => core.info(TRICKY), {}],
  ['warning', () => core.warning(TRICKY), {}],
  ['debug', () => core.debug(TRICKY), {}],
  ['setSecret', () => core.setSecret('s3cr%t\\nnext'), {}],
  ['getInput', () => core.info('[' + core.getInput('my input') + '] [' + core.getInput('missing') + ']'), { INPUT_MY_INPUT: '  value \\n' }],
  ['saveState file', () => core.saveState('files', { a: 1, text: TRICKY }), { GITHUB_STATE: files.GITHUB_STATE }],
  ['saveState stdout', () => core.saveState('files', TRICKY), {}],
  ['saveState missing file', () => core.saveState('x', 'y'), { GITHUB_STATE: dir + '/nonexistent' }],
  ['setOutput file', () => core.setOutput('result', TRICKY), { GITHUB_OUTPUT: files.GITHUB_OUTPUT }],
  ['setOutput stdout', () => core.setOutput('num_turns', 3), {}],
  ['group', () => core.group(TRICKY, async () => core.info('inside')), {}],
  // @actions/core keeps the first summary path it finds for the life of the process: the failing case first.
  ['summary without the file', () => core.summary.addRaw('x').write(), {}],
  ['summary', () => core.summary.addRaw('# Title\\n' + TRICKY).write(), { GITHUB_STEP_SUMMARY: files.GITHUB_STEP_SUMMARY }],
  ['setFailed', () => core.setFailed(TRICKY), {}],
];
for (const f of Object.values(files)) writeFileSync(f, '');
for (const [name, act, env] of cases) {
  writeSync(1, '::case ' + name + '\\n');
  for (const n of [...Object.keys(files), 'INPUT_MY_INPUT']) delete process.env[n];
  Object.assign(process.env, env);
  try { await act(); } catch (e) { writeSync(1, 'threw: ' + e.message + '\\n'); }
}
writeSync(1, '::exitCode ' + process.exitCode + '\\n');
for (const [n, f] of Object.entries(files)) writeSync(1, '::file ' + n + '\\n' + readFileSync(f, 'utf8'));
process.exitCode = 0;
`;

async function written(impl: 'ours' | 'core'): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `workflow-commands-${impl}-`));
  try {
    const script = path.join(PROJECT_ROOT, 'build', `workflow-commands-probe-${process.pid}-${impl}.mjs`);
    writeFileSync(script, SCRIPT);
    try {
      const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', OURS: pathToFileURL(path.join(PROJECT_ROOT, 'build', 'src', 'workflow-commands.js')).href };
      const { stdout } = await run(NODE24, [script, impl, dir], { env, cwd: PROJECT_ROOT });
      return stdout.replaceAll(dir, '<dir>').replace(/ghadelimiter_[0-9a-f-]{36}/g, 'ghadelimiter_<uuid>');
    } finally {
      rmSync(script, { force: true });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('workflow commands without @actions/core', () => {
  it('every call main.ts makes writes the same bytes as @actions/core 3 (stdout, GITHUB_OUTPUT, GITHUB_STATE, the summary, the exit code)', async () => {
    const [ours, theirs] = await Promise.all([written('ours'), written('core')]);
    assert.match(theirs, /::warning::line one%0Aline two%0D%0A100%25 done :: a,b ::warning::not a command/, 'the probe ran @actions/core');
    assert.match(theirs, /files<<ghadelimiter_<uuid>/);
    assert.match(theirs, /::exitCode 1/);
    assert.equal(ours, theirs);
  });
});
