import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { emptySandboxSettings, startSandbox, type SpawnWrapper } from '../../src/sandbox/index.js';
import { runWorkflowScript, type ScriptCalls } from '../../src/sandbox/workflow-host.js';

// A workflow file is repository code (on a pull request, the base's); a script passed inline is the model's. Either
// may be hostile. These attack the script's process with a control each: the same code, run as a plain Node
// program with the runner's environment, does reach what the script must not.

const CANARY = 'workflow-canary-7f3a';
const calls: ScriptCalls = { agent: async () => ({ ok: true, value: null }), log: () => undefined, phase: () => undefined };
const PATH_ONLY = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

function scratch(t: { after(fn: () => void): void }): { dir: string; secret: string; outside: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'workflow-attack-'));
  const secret = path.join(dir, 'secret.txt');
  writeFileSync(secret, 'TOP-SECRET');
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return { dir, secret, outside: path.join(dir, 'written-by-script') };
}

async function listen(): Promise<{ server: Server; port: number; connections: () => number }> {
  let count = 0;
  const server = createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0, connections: () => count };
}

test('inside the script: no process, require, code from strings, import() or fetch; the same probes as plain Node reach the environment (control)', async (t) => {
  const { dir } = scratch(t);
  const probes = [
    "try { r.process = typeof process === 'undefined' ? 'none' : process.env.WORKFLOW_CANARY } catch (e) { r.process = 'threw' }",
    "r.require = typeof require === 'undefined' ? 'none' : 'present'",
    "r.fetch = typeof fetch === 'undefined' ? 'none' : 'present'",
    "try { r.fn = Function('return typeof process')() } catch (e) { r.fn = 'threw' }",
    "try { r.escape = agent.constructor.constructor('return process')().env.WORKFLOW_CANARY } catch (e) { r.escape = 'threw' }",
    "try { r.escape2 = Object.getPrototypeOf(async () => {}).constructor('return process')() } catch (e) { r.escape2 = 'threw' }",
    "try { r.eval = eval('1 + 1') } catch (e) { r.eval = 'threw' }",
  ];
  const script = `export const meta = { name: 'attack', description: 'probes' }\nconst r = {}\nconst agent = globalThis.agent\n${probes.join('\n')}\nreturn r`;
  const outcome = await runWorkflowScript(script, undefined, calls, { cwd: dir, env: PATH_ONLY, signal: new AbortController().signal });
  assert.ok(outcome.ok, JSON.stringify(outcome));
  assert.deepEqual(outcome.value, { process: 'none', require: 'none', fetch: 'none', fn: 'threw', escape: 'threw', escape2: 'threw', eval: 'threw' });
  const dynamicImport = await runWorkflowScript("export const meta = { name: 'i', description: 'i' }\nreturn await import('node:fs')", undefined, calls, {
    cwd: dir,
    env: PATH_ONLY,
    signal: new AbortController().signal,
  });
  assert.equal(dynamicImport.ok, false, 'import() has nothing to load from');

  // Control: the probes as a plain Node program, in the runner's environment, read the secret.
  const control = spawnSync(process.execPath, ['-e', `const r = {}; const agent = () => {};\n${probes.join('\n')}\nconsole.log(JSON.stringify(r))`], {
    encoding: 'utf8',
    env: { ...process.env, WORKFLOW_CANARY: CANARY },
  });
  const seen = JSON.parse(control.stdout) as Record<string, unknown>;
  assert.equal(seen.process, CANARY);
  assert.equal(seen.escape, CANARY);
});

test('a nested workflow() context and the new API (budget, workflow) lead to no process either; control: the same probes as plain Node reach it', async (t) => {
  const { dir } = scratch(t);
  const probes = [
    "try { r.process = typeof process === 'undefined' ? 'none' : process.env.WORKFLOW_CANARY } catch (e) { r.process = 'threw' }",
    "try { r.viaBudget = budget.spent.constructor('return process')().env.WORKFLOW_CANARY } catch (e) { r.viaBudget = 'threw' }",
    "try { r.viaWorkflow = workflow.constructor('return process')().env.WORKFLOW_CANARY } catch (e) { r.viaWorkflow = 'threw' }",
    "r.hidden = ['__host', '__post', '__args'].filter((k) => k in globalThis)",
  ];
  const child = `export const meta = { name: 'probe', description: 'probes' }\nconst r = {}\n${probes.join('\n')}\nreturn r`;
  const nested: ScriptCalls = { ...calls, workflow: async () => ({ ok: true, value: { name: 'probe', script: child } }), spent: () => 42 };
  const outer = `export const meta = { name: 'outer', description: 'outer' }\nconst r = {}\n${probes.join('\n')}\nreturn { outer: r, inner: await workflow('probe'), spent: budget.spent() }`;
  const outcome = await runWorkflowScript(outer, undefined, nested, { cwd: dir, env: PATH_ONLY, signal: new AbortController().signal });
  assert.ok(outcome.ok, JSON.stringify(outcome));
  const fenced = { process: 'none', viaBudget: 'threw', viaWorkflow: 'threw', hidden: [] };
  assert.deepEqual(outcome.value, { outer: fenced, inner: fenced, spent: 42 });
  const control = spawnSync(
    process.execPath,
    ['-e', `const r = {}; const budget = { spent: () => 0 }; const workflow = () => {};\n${probes.join('\n')}\nconsole.log(JSON.stringify(r))`],
    { encoding: 'utf8', env: { ...process.env, WORKFLOW_CANARY: CANARY } },
  );
  const seen = JSON.parse(control.stdout) as Record<string, unknown>;
  assert.equal(seen.process, CANARY);
  assert.equal(seen.viaBudget, CANARY);
});

/** The code a script would run had it left the vm: it has the process's powers, and reports them as a finished script. */
function escapedProgram(secret: string, outside: string, port: number): string {
  return `const r = {};
try { r.env = process.env.WORKFLOW_CANARY ?? 'absent'; } catch (e) { r.env = 'threw'; }
try { r.read = require('fs').readFileSync(${JSON.stringify(secret)}, 'utf8'); } catch (e) { r.read = e.code || 'threw'; }
try { require('fs').writeFileSync(${JSON.stringify(outside)}, 'x'); r.write = 'wrote'; } catch (e) { r.write = e.code || 'threw'; }
try { r.spawn = String(require('child_process').execFileSync('id')).slice(0, 3); } catch (e) { r.spawn = e.code || 'threw'; }
const done = () => { process.stdout.write(JSON.stringify({ t: 'done', json: JSON.stringify(r) }) + '\\n'); process.exit(0); };
const s = require('net').connect(${port}, '127.0.0.1');
s.on('connect', () => { r.net = 'connected'; s.destroy(); done(); });
s.on('error', (e) => { r.net = e.code || 'error'; done(); });`;
}

/** Runs the escaped program where the script's own program runs: same Node flags, same environment, same wrapper. */
const substitute =
  (program: string, inner?: SpawnWrapper): SpawnWrapper =>
  async (argv, label) => {
    const swapped = [...argv];
    swapped[swapped.indexOf('-e') + 1] = program;
    return inner ? inner(swapped, label) : { argv: swapped, exit: (code, signal) => ({ code, signal }), finish: () => [] };
  };

test('a script that left the vm still cannot read or write files, start programs or see the runner environment (Node permission model); control: the same code unfenced can', async (t) => {
  const { dir, secret, outside } = scratch(t);
  const { server, port } = await listen();
  t.after(() => server.close());
  process.env.WORKFLOW_CANARY = CANARY;
  t.after(() => delete process.env.WORKFLOW_CANARY);
  const program = escapedProgram(secret, outside, port);
  const outcome = await runWorkflowScript('export const meta = { name: "x", description: "x" }', undefined, calls, {
    cwd: dir,
    env: PATH_ONLY,
    signal: new AbortController().signal,
    wrapSpawn: substitute(program),
  });
  assert.ok(outcome.ok, JSON.stringify(outcome));
  const fenced = outcome.value as Record<string, string>;
  assert.equal(fenced.env, 'absent');
  assert.equal(fenced.read, 'ERR_ACCESS_DENIED');
  assert.equal(fenced.write, 'ERR_ACCESS_DENIED');
  assert.equal(fenced.spawn, 'ERR_ACCESS_DENIED');
  assert.equal(existsSync(outside), false);

  const control = spawnSync(process.execPath, ['-e', program], { encoding: 'utf8', env: process.env });
  const open = JSON.parse((JSON.parse(control.stdout.trim()) as { json: string }).json) as Record<string, string>;
  assert.equal(open.env, CANARY);
  assert.equal(open.read, 'TOP-SECRET');
  assert.equal(open.write, 'wrote');
  assert.equal(open.net, 'connected', 'the listener is reachable from an unfenced process');
});

test('in the tool sandbox, a script that left the vm reaches no network either; control: the same wrapper-less run connects', async (t) => {
  if (process.platform !== 'linux') return t.skip('the tool sandbox runs bubblewrap on Linux');
  const { dir, secret, outside } = scratch(t);
  const started = await startSandbox({ mode: 'required', settings: { ...emptySandboxSettings(), enabled: true }, cwd: dir, runDir: dir, allowRules: [] });
  if (!started.ok || !started.sandbox) return t.skip(`no tool sandbox on this machine: ${started.ok ? started.status.reason : started.error}`);
  const sandbox = started.sandbox;
  t.after(() => sandbox.close());
  const { server, port, connections } = await listen();
  t.after(() => server.close());
  const program = escapedProgram(secret, outside, port);
  const run = (wrapSpawn: SpawnWrapper) =>
    runWorkflowScript('export const meta = { name: "x", description: "x" }', undefined, calls, {
      cwd: dir,
      env: PATH_ONLY,
      signal: new AbortController().signal,
      wrapSpawn,
    });
  const boxed = await run(substitute(program, sandbox.wrap));
  assert.ok(boxed.ok, JSON.stringify(boxed));
  assert.notEqual((boxed.value as Record<string, string>).net, 'connected');
  assert.equal(connections(), 0, 'nothing reached the listener from the sandbox');
  const bare = await run(substitute(program));
  assert.ok(bare.ok, JSON.stringify(bare));
  assert.equal((bare.value as Record<string, string>).net, 'connected');
  assert.equal(connections(), 1);
});

test('an endless script ends with the run: the process is killed when the run stops', async (t) => {
  const { dir } = scratch(t);
  const controller = new AbortController();
  const pending = runWorkflowScript(
    "export const meta = { name: 'loop', description: 'loop' }\nawait agent('first')\nwhile (true) {}",
    undefined,
    { ...calls, agent: async () => (controller.abort(), { ok: true, value: null }) },
    { cwd: dir, env: PATH_ONLY, signal: controller.signal },
  );
  const outcome = await pending;
  assert.deepEqual(outcome, { ok: false, error: 'stopped: the run is stopping' });
});
