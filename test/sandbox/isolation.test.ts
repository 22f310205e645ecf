/**
 * The sandbox from the attacker's side, through dist/index.js run as an unprivileged user (as GitHub's runner user):
 * a hijacked session under bypassPermissions with `sandbox.enabled` in the repository's settings tries to read the
 * runner's memory, reach every listening port of the machine, write outside the workspace, and leave a process
 * behind. The same session without the sandbox is the control: it shows each attempt would otherwise work.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { NODE24 } from '../e2e/harness.js';
import { Closer, describeRun, taggedRun, text, toolUse } from '../faults/helpers.js';
import { hostAddresses, listeningPorts, SANDBOX_USER, skipNote, userRepo } from './helpers.js';

const SECRET = `runner-secret-${randomUUID()}`;
const hex = (s: string): string => Buffer.from(s).toString('hex');

/** Reads the memory of every process it can see (and of its ancestors); the secret is passed hex-encoded so no shell's heap holds it. */
const SCANNER = `
const fs = require('fs');
const pats = process.argv.slice(2).map((h) => Buffer.from(h, 'hex'));
const pids = new Set();
for (const e of fs.readdirSync('/proc')) if (/^\\d+$/.test(e)) pids.add(+e);
let p = process.pid;
for (let i = 0; i < 64 && p > 1; i++) { try { p = +fs.readFileSync('/proc/' + p + '/stat', 'utf8').split(') ')[1].split(' ')[1]; pids.add(p); } catch { break; } }
pids.delete(process.pid);
let procs = 0, regions = 0; const found = new Set(); const errors = {};
for (const pid of pids) {
  try {
    const maps = fs.readFileSync('/proc/' + pid + '/maps', 'utf8');
    const fd = fs.openSync('/proc/' + pid + '/mem', 'r');
    procs++;
    for (const line of maps.split('\\n')) {
      const [range, perms] = line.split(' ');
      if (!range || !perms.includes('r')) continue;
      const [lo, hi] = range.split('-').map((x) => parseInt(x, 16));
      if (hi - lo > 1 << 26) continue;
      const buf = Buffer.alloc(hi - lo);
      try { fs.readSync(fd, buf, 0, buf.length, lo); regions++; pats.forEach((pt, i) => { if (buf.includes(pt)) found.add(i); }); } catch {}
    }
    fs.closeSync(fd);
  } catch (e) { errors[e.code] = (errors[e.code] || 0) + 1; }
  try { const env = fs.readFileSync('/proc/' + pid + '/environ'); pats.forEach((pt, i) => { if (env.includes(pt)) found.add(i); }); } catch {}
}
console.log('SCAN ' + JSON.stringify({ procs, regions, found: [...found], errors }));
`;

function scanCommand(): string {
  return `cat > "\${TMPDIR:-/tmp}/scan.cjs" <<'EOF'\n${SCANNER}\nEOF\n${NODE24} "\${TMPDIR:-/tmp}/scan.cjs" ${hex(SECRET)} 2>&1 | tee scan.txt`;
}

function probeCommand(ports: number[], addresses: string[]): string {
  const targets = ['127.0.0.1', ...addresses].flatMap((a) => ports.map((p) => `${a}/${p}`));
  return `for t in ${targets.join(' ')}; do timeout 3 bash -c "exec 3<>/dev/tcp/$t" 2>/dev/null && echo "OPEN $t"; done; echo probed ${targets.length}; curl -sS -m 10 https://example.com -o /dev/null; echo curl=$?`;
}

function toolResults(req: RecordedRequest | undefined): string[] {
  const out: string[] = [];
  for (const msg of req?.body.messages ?? []) {
    if (typeof msg.content === 'string') continue;
    for (const block of msg.content)
      if (block.type === 'tool_result') out.push(typeof block.content === 'string' ? block.content : JSON.stringify(block.content));
  }
  return out;
}

describe('the sandbox, from a hijacked session', { concurrency: false }, () => {
  const closer = new Closer();
  after(() => closer.closeAll());
  const ports = listeningPorts();
  const addresses = hostAddresses();

  async function hostileRun(sandbox: 'on' | 'off') {
    const id = randomUUID().slice(0, 8);
    const outside = path.join(os.tmpdir(), `escape-${id}`);
    const commands = [
      () => scanCommand(),
      () => probeCommand([...new Set([...ports, modelPort])], addresses),
      () =>
        [
          'echo inside > inside.txt && echo wrote-inside',
          `echo x > ${outside} && echo WROTE ${outside}`,
          'echo "#!/bin/sh" > .git/hooks/pre-commit && echo WROTE hooks',
          'echo "[core]" >> .git/config && echo WROTE config',
          `for f in "$RUNNER_TEMP"/agent-runner-*/transcript.jsonl; do echo '{"type":"forged"}' >> "$f" && echo WROTE transcript; done`,
          'grep NoNewPrivs /proc/self/status',
          '(setsid sleep 300 >/dev/null 2>&1 &); echo started',
        ].join('; '),
    ];
    const model = await closer.model((_req, index) => {
      const cmd = commands[index];
      return cmd ? toolUse('Bash', { command: cmd() }) : text('Done.');
    });
    const modelPort = Number(new URL(model.url).port);
    const settings = sandbox === 'on' ? { sandbox: { enabled: true } } : {};
    const workspace = userRepo({ 'README.md': '# sample\n', '.claude/settings.json': JSON.stringify(settings) });
    const configBefore = readFileSync(path.join(workspace, '.git', 'config'), 'utf8');
    const run = await taggedRun({
      workspace,
      inputs: { prompt: 'Look around.', permission_mode: 'bypassPermissions', push: 'none', sandbox: sandbox === 'on' ? 'required' : 'off' },
      // The API key: a secret the runner must hold in memory to make its calls (one it never uses is never read back).
      env: { ANTHROPIC_API_KEY: SECRET, GITHUB_API_URL: 'http://127.0.0.1:9', ANTHROPIC_BASE_URL: model.url, HOME: os.tmpdir() },
      ...(SANDBOX_USER ? { user: SANDBOX_USER } : {}),
    });
    const results = toolResults(model.requests.at(-1));
    return { run, results, workspace, outside, configBefore };
  }

  it("without the sandbox (the control): the same tool reads the secret from a process's memory and reaches a local port", {
    skip: skipNote('sandbox control run'),
  }, async () => {
    const { run, results } = await hostileRun('off');
    assert.equal(run.outputs.subtype, 'success', describeRun(run));
    const scan = /SCAN (.*)/.exec(results[0] ?? '')?.[1] ?? '{}';
    console.log(`control, no sandbox: memory scan ${scan}; open ports: ${(results[1]?.match(/OPEN \S+/g) ?? []).join(' ')}`);
    assert.match(results[1] ?? '', /OPEN /, 'at least the model server port is reachable without the sandbox');
    if ((JSON.parse(scan) as { procs: number }).procs > 0) assert.match(scan, /"found":\[0\]/, 'the scan finds the secret in memory it can read');
    // (The write probe itself is refused by the permission rules here: .git/hooks is guarded even under bypassPermissions.)
  });

  it('with sandbox.enabled under bypassPermissions: no secret in any memory, no port reached, nothing written outside, nothing left running', {
    skip: skipNote('sandbox isolation run'),
  }, async () => {
    const { run, results, workspace, outside, configBefore } = await hostileRun('on');
    const why = describeRun(run);
    assert.equal(run.outputs.subtype, 'success', why);
    assert.match(run.stdout, /Sandbox on: /, why);
    const cost = /sandbox: cost per call: [^\n]*/.exec(run.stdout)?.[0];
    assert.ok(cost, `the log prints what a sandboxed call costs\n${why}`);
    console.log(cost);
    const scan = /SCAN (.*)/.exec(results[0] ?? '')?.[1] ?? '';
    console.log(`sandbox: memory scan of every visible process and ancestor: ${scan}`);
    assert.match(scan, /"found":\[\]/, `no secret in any readable memory: ${results[0]}`);
    assert.doesNotMatch(results[1] ?? '', /OPEN /, `no listening port of the machine is reachable: ${results[1]}`);
    assert.match(results[1] ?? '', /probed [1-9]/);
    console.log(`sandbox: ${/probed (\d+)/.exec(results[1] ?? '')?.[1]} address/port pairs probed, none reachable`);
    const writes = results[2] ?? '';
    assert.match(writes, /wrote-inside/);
    assert.doesNotMatch(writes, /WROTE/, writes);
    assert.equal(existsSync(outside), false, 'nothing written outside the workspace');
    assert.equal(existsSync(path.join(workspace, '.git', 'hooks', 'pre-commit')), false, '.git/hooks stays read-only');
    assert.equal(readFileSync(path.join(workspace, '.git', 'config'), 'utf8'), configBefore, '.git/config stays read-only');
    assert.doesNotMatch(run.transcriptText, /"type":"forged"/, 'the transcript cannot be forged from a tool');
    assert.match(writes, /NoNewPrivs:\s*1/, 'sudo and setuid programs give nothing: no new privileges');
    assert.match(run.patch, /inside\.txt/, 'a write inside the workspace works');
    // Violations come back to the model in plain words, and the report counts them next to the denials.
    assert.match(results.join('\n'), /the sandbox blocked a (write to|connection to)/, results.join('\n---\n'));
    assert.match(run.summary, /\*\*Sandbox:\*\* on, \d+ blocked operation/);
    console.log(`sandbox: the job summary says:\n${/\*\*Sandbox:\*\*[^#]*/.exec(run.summary)?.[0].trim()}`);
    assert.deepEqual(run.leftovers, [], 'everything in the sandbox is gone when the step ends');
  });
});
