/**
 * `scriptPath` checked, then opened: a race. The model's background command swaps a folder on the script's path
 * between a real folder (holding a harmless script) and a link out of the working directory, while the model calls
 * Workflow with that path again and again. A check made while the folder is real, followed by an open made while it
 * is the link, reads the file outside (O_NOFOLLOW guards only the last name; the lstat before the open follows the
 * same link, so its inode agrees). What it reads is used as the script: a file the Read tool may not read, from outside
 * the working directory or under a deny rule (a file that is not a workflow script is refused by its missing `meta`,
 * so what leaks is limited to such files: their meta's description, what they compute). The loader
 * (src/session/workflow-script-path.ts) now asks the kernel which file it opened. Control:
 * the loader as it landed (test/security/previous-workflow-script-path.ts) reads the outside file under the same race.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import type { ScriptPathLoader } from '../../src/agent/workflow-tool.js';
import { scriptPathLoader } from '../../src/session/workflow-script-path.js';
import { rulePolicy } from '../support/rule-policy.js';
import { previousScriptPathLoader } from './previous-workflow-script-path.js';

const OUTSIDE = 'TOKEN=ghp_outside_secret\n';
const INSIDE = "export const meta = { name: 'ok', description: 'ok' }\nreturn 1\n";

/** The race: `d` is, by turns, the real folder `real` and the link `away` (to the outside folder), swapped by rename. */
async function racing(t: TestContext): Promise<{ root: string }> {
  const base = await realpath(await mkdtemp(path.join(tmpdir(), 'script-race-')));
  const root = path.join(base, 'ws');
  await mkdir(path.join(root, 'real'), { recursive: true });
  await mkdir(path.join(base, 'outside'));
  await writeFile(path.join(root, 'real', 'flow.js'), INSIDE);
  await writeFile(path.join(base, 'outside', 'flow.js'), OUTSIDE);
  await symlink(path.join(base, 'outside'), path.join(root, 'away'));
  const swapper = `const { renameSync: mv } = require('node:fs'); process.chdir(${JSON.stringify(root)}); process.stdout.write('go\\n');
for (;;) { for (const n of ['real', 'away']) { try { mv(n, 'd'); mv('d', n); } catch {} } }`;
  const child = spawn(process.execPath, ['-e', swapper], { stdio: ['ignore', 'pipe', 'inherit'] });
  t.after(async () => {
    child.kill('SIGKILL');
    await rm(base, { recursive: true, force: true });
  });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { root };
}

/** Calls `load` on d/flow.js until it returns the outside file or `tries` calls were made: what it got. */
async function attempt(load: ScriptPathLoader, tries: number): Promise<{ leaked: number; inside: number }> {
  let leaked = 0;
  let inside = 0;
  for (let i = 0; i < tries && leaked === 0; i++) {
    const got = await load('d/flow.js');
    if ('script' in got && got.script === OUTSIDE) leaked++;
    if ('script' in got && got.script === INSIDE) inside++;
  }
  return { leaked, inside };
}

test('scriptPath under a folder-for-link swap: the loader never reads the file outside the working directory', async (t) => {
  const { root } = await racing(t);
  const { leaked, inside } = await attempt(scriptPathLoader(rulePolicy(root, 'default')), 4000);
  assert.equal(leaked, 0);
  assert.ok(inside > 0, 'the harmless script inside was read between swaps (the race ran)');
});

test('control: the loader as it landed reads the outside file under the same race', async (t) => {
  const { root } = await racing(t);
  const { leaked } = await attempt(previousScriptPathLoader(rulePolicy(root, 'default')), 200_000);
  assert.equal(leaked, 1);
});
