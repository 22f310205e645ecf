/**
 * Faults in what the agent runs, through dist/index.js: hooks that crash, hang or print garbage; MCP
 * servers that crash mid-call, never answer a call, or never even finish starting; Bash commands that
 * leave daemons behind or print 100 MB. The run must end with its subtype and every output, and
 * nothing it started may outlive it.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { makeRepo, NODE24, PROJECT_ROOT } from '../e2e/harness.js';
import { startMcpServers } from '../../src/mcp/index.js';
import { assertWellEnded, Closer, leftoversAfter, taggedRun, text, toolUse, type TaggedRun } from './helpers.js';

const closer = new Closer();
after(() => closer.closeAll());

const RAN = toolUse('Bash', { command: 'echo ran >> ran.txt' });

async function run(o: {
  script: ScriptedTurn[];
  files?: Record<string, string>;
  inputs?: Record<string, string>;
  onSpawn?: (pid: number) => void;
}): Promise<{ run: TaggedRun; requests: RecordedRequest[]; workspace: string }> {
  const model = await closer.model(o.script);
  const workspace = makeRepo({ 'README.md': '# sample\n', ...o.files });
  const result = await taggedRun({
    workspace,
    inputs: { prompt: 'Do the work.', permission_mode: 'bypassPermissions', max_turns: '8', ...o.inputs },
    env: { ANTHROPIC_BASE_URL: model.url },
    ...(o.onSpawn ? { onSpawn: o.onSpawn } : {}),
  });
  return { run: result, requests: model.requests, workspace };
}

const settingsWithHook = (event: string, command: string, extra: Record<string, unknown> = {}): Record<string, string> => ({
  '.claude/settings.json': JSON.stringify({ hooks: { [event]: [{ matcher: 'Bash', hooks: [{ type: 'command', command, ...extra }] }] } }),
});

/** Text of every tool_result in the last request. */
const toolResults = (requests: RecordedRequest[]): string => JSON.stringify(requests.at(-1)?.body.messages?.filter((m) => m.role === 'user'));

describe('hook faults', { concurrency: 4 }, () => {
  it('a PreToolUse hook that crashes: a warning naming it, the tool still runs, success', async () => {
    const { run: r, workspace } = await run({ script: [RAN, text('Done.')], files: settingsWithHook('PreToolUse', 'echo boom >&2; exit 1') });
    const result = assertWellEnded(r, { subtype: 'success' });
    assert.equal(readFileSync(path.join(workspace, 'ran.txt'), 'utf8'), 'ran\n');
    assert.match(JSON.stringify(result.warnings), /hook .*boom|exit code 1/i, JSON.stringify(result.warnings));
  });

  it('a hook killed by a signal: reported as a crash, the run goes on', async () => {
    const { run: r, workspace } = await run({ script: [RAN, text('Done.')], files: settingsWithHook('PostToolUse', 'kill -9 $$') });
    const result = assertWellEnded(r, { subtype: 'success' });
    assert.ok(existsSync(path.join(workspace, 'ran.txt')));
    assert.match(JSON.stringify(result.warnings), /killed by SIGKILL/);
  });

  it('a hook that hangs past its timeout: killed with its process group, warned, the run goes on', async () => {
    const { run: r } = await run({ script: [RAN, text('Done.')], files: settingsWithHook('PreToolUse', 'sleep 30; echo late', { timeout: 1 }) });
    const result = assertWellEnded(r, { subtype: 'success' });
    // The warning is the fact: the hook was killed at its 1 s timeout, not waited out for 30 s.
    assert.match(JSON.stringify(result.warnings), /timed out after 1s/);
  });

  it('a hook that leaves a daemon behind: gone when the run ends', async () => {
    const { run: r } = await run({ script: [RAN, text('Done.')], files: settingsWithHook('PostToolUse', '(sleep 1000 > /dev/null 2>&1 &); exit 0') });
    assertWellEnded(r, { subtype: 'success' });
  });

  it('hooks printing garbage JSON (cut, wrong types): a PreToolUse gate that cannot answer denies, the others warn, never a crash', async () => {
    const files = {
      '.claude/settings.json': JSON.stringify({
        hooks: {
          PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: `printf '{"decision": "block", "reason": '` }] }],
          PostToolUse: [
            {
              matcher: 'Bash',
              hooks: [
                {
                  type: 'command',
                  command: `echo '{"hookSpecificOutput": {"hookEventName": 5, "permissionDecision": ["deny"], "additionalContext": {"x": 1}}, "continue": "no"}'`,
                },
              ],
            },
          ],
          Stop: [{ hooks: [{ type: 'command', command: `printf '\\x00\\xff\\xfe{{{{'` }] }],
          UserPromptSubmit: [{ hooks: [{ type: 'command', command: `echo '[1,2,3]'` }] }],
        },
      }),
    };
    const { run: r, workspace } = await run({ script: [RAN, text('Done.')], files });
    const result = assertWellEnded(r, { subtype: 'success' });
    // A PreToolUse gate whose answer cannot be parsed denies in CI (docs/hooks.md: fail closed, unlike Claude Code).
    assert.equal(existsSync(path.join(workspace, 'ran.txt')), false, 'a PreToolUse gate that cannot answer does not let the call through');
    assert.ok(Array.isArray(result.permission_denials) && result.permission_denials.length > 0, 'the denial is listed');
  });
});

describe('MCP faults', { concurrency: 4 }, () => {
  const server = (extra: Record<string, unknown> = {}): string =>
    JSON.stringify({
      mcpServers: { fake: { command: NODE24, args: [path.join(PROJECT_ROOT, 'build', 'test', 'support', 'modern-mcp-server.js')], ...extra } },
    });

  it('a server that crashes in the middle of a call: the call fails clearly, later calls too, the run ends success', async () => {
    const { run: r, requests } = await run({
      script: [toolUse('mcp__fake__echo', { text: 'before' }), toolUse('mcp__fake__crash', {}), toolUse('mcp__fake__echo', { text: 'after' }), text('Done.')],
      inputs: { mcp_config: server() },
    });
    assertWellEnded(r, { subtype: 'success' });
    const results = toolResults(requests);
    assert.match(results, /before/);
    assert.match(results, /"is_error":true/);
    assert.doesNotMatch(results, /"after"/, 'no answer from a dead server');
  });

  it('a call the server never answers: cancelled at mcp_tool_timeout, the run goes on', async () => {
    const { run: r, requests } = await run({
      script: [toolUse('mcp__fake__slow', { ms: 600_000 }), toolUse('mcp__fake__echo', { text: 'still alive' }), text('Done.')],
      // Every call has this long: the echo after the hang answers well within it however loaded the machine.
      inputs: { mcp_config: server(), mcp_tool_timeout: '3' },
    });
    assertWellEnded(r, { subtype: 'success' });
    const results = toolResults(requests);
    assert.match(results, /timed out|did not answer|timeout/i);
    // The call was cancelled at the 3 s timeout (a 600 s call waited out would fail the suite's time limit, not this assertion).
    assert.match(results, /still alive/);
  });

  it('a server that never answers the handshake: left out with an error at the connect timeout, and stopped (startMcpServers: the action waits 30 s)', async () => {
    const mark = `mark-${randomUUID()}`;
    const mcp = await startMcpServers({
      cwd: PROJECT_ROOT,
      configInput: JSON.stringify({ mcpServers: { mute: { command: NODE24, args: ['-e', 'process.stdin.resume(); setInterval(() => {}, 1e6)'] } } }),
      env: { PATH: process.env.PATH ?? '', AGENT_RUNNER_TEST_MARK: mark },
      tempDir: os.tmpdir(),
      connectTimeoutMs: 800,
      closeGraceMs: 200,
    });
    await mcp.close();
    assert.deepEqual(mcp.tools, []);
    assert.equal(mcp.servers[0]?.status, 'failed');
    // The connect timeout ended the wait: the error says so (a mute server would otherwise be waited on forever).
    assert.match(mcp.errors.join('\n'), /mute.*(800 ms|timed out|no answer)/i);
    assert.deepEqual(await leftoversAfter(mark), [], 'the mute server was stopped');
  });
});

describe('Bash faults', { concurrency: 4 }, () => {
  it('daemons left behind (&, nohup, disown, setsid, double fork): none outlives the run', async () => {
    const daemons = [
      'sleep 1001 > /dev/null 2>&1 &',
      'sleep 1002 &',
      'nohup sleep 1003 > /dev/null 2>&1 & disown',
      '(sleep 1004 > /dev/null 2>&1 &)',
      'setsid sleep 1005 > /dev/null 2>&1 < /dev/null &',
      'setsid -f sleep 1006 > /dev/null 2>&1 < /dev/null',
    ];
    const { run: r } = await run({ script: [...daemons.map((command) => toolUse('Bash', { command })), text('Done.')], inputs: { max_turns: '10' } });
    assertWellEnded(r, { subtype: 'success' });
  });

  it('a command printing 100 MB: the model gets a bounded excerpt, the full output is on disk (capped), memory stays bounded', async () => {
    let peakKb = 0;
    let timer: NodeJS.Timeout | undefined;
    const { run: r, requests } = await run({
      script: [toolUse('Bash', { command: 'yes 0123456789abcdefghijklmnopqrstuvwxyz | head -c 100000000' }), text('Done.')],
      onSpawn: (pid) => {
        timer = setInterval(() => {
          try {
            const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
            if (hwm) peakKb = Math.max(peakKb, Number(hwm));
          } catch {
            // Exited.
          }
        }, 50);
      },
    });
    clearInterval(timer);
    assertWellEnded(r, { subtype: 'success' });
    const sent = JSON.stringify(requests[1]?.body.messages?.at(-1));
    assert.ok(sent.length < 60_000, `${sent.length} characters of tool result sent to the model`);
    assert.match(sent, /0123456789abcdefghij/);
    assert.match(sent, /saved|Read|file/i, 'the model is told where the rest is');
    // Bounded, not proportional (~130 MB here, 165 MB sandboxed). It was ~650 MB whatever the output: V8's optimizing
    // tier compiling the bash grammar's WebAssembly lexer, which now stays on the baseline tier (bash-grammar.ts).
    assert.ok(peakKb > 0 && peakKb < 400 * 1024, `runner peak RSS ${Math.round(peakKb / 1024)} MB`);
    // Speed is bench/'s business; here only what the model got and the memory bound are asserted.
    console.log(`100 MB of Bash output: ${sent.length} characters to the model, runner peak RSS ${Math.round(peakKb / 1024)} MB, ${r.wallMs} ms`);
  });
});

describe('repository configuration faults', { timeout: 300_000 }, () => {
  it('skills and agents that cannot be parsed or read (YAML alias bomb, unresolved alias, link to /dev/zero, FIFO): front matter that does not parse loads with no fields, as Claude Code loads it; files that cannot be read are skipped; each with a warning, the run goes on', async () => {
    const bomb = [
      '---',
      'name: bomb',
      'a: &a [x,x,x,x,x,x,x,x,x]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'description: d',
      '---',
      'body',
    ].join('\n');
    const model = await closer.model([RAN, text('Done.')]);
    const workspace = makeRepo({
      'README.md': '# sample\n',
      '.claude/skills/bomb/SKILL.md': bomb,
      '.claude/skills/alias/SKILL.md': '---\nname: alias\ndescription: *nope\n---\nbody\n',
      '.claude/agents/alias.md': '---\nname: alias\ndescription: *nope\n---\nbody\n',
      '.claude/skills/ok/SKILL.md': '---\nname: ok\ndescription: A fine skill.\n---\nbody\n',
    });
    mkdirSync(path.join(workspace, '.claude', 'skills', 'zero'));
    symlinkSync('/dev/zero', path.join(workspace, '.claude', 'skills', 'zero', 'SKILL.md'));
    mkdirSync(path.join(workspace, '.claude', 'skills', 'fifo'));
    execFileSync('mkfifo', [path.join(workspace, '.claude', 'skills', 'fifo', 'SKILL.md')]);
    execFileSync('mkfifo', [path.join(workspace, '.claude', 'agents', 'fifo.md')]);
    symlinkSync('/dev/zero', path.join(workspace, '.claude', 'agents', 'zero.md'));
    const r = await taggedRun({ workspace, inputs: { prompt: 'Do the work.', permission_mode: 'bypassPermissions' }, env: { ANTHROPIC_BASE_URL: model.url } });
    const result = assertWellEnded(r, { subtype: 'success' });
    const warnings = JSON.stringify(result.warnings);
    // A FIFO in .claude/agents is not a file and is passed over without reading; the others are named.
    for (const name of ['skills/bomb', 'skills/alias', 'agents/alias.md', 'skills/zero', 'skills/fifo', 'agents/zero.md'])
      assert.match(warnings, new RegExp(name.replace('.', '\\.')), warnings);
    const init = r.transcript.find((l) => l.type === 'system' && l.subtype === 'init');
    // Reading /dev/zero or a FIFO would never end: the run ending at all, with these warnings, is the fact.
    // A skill whose front matter does not parse is still offered under its folder's name, as Claude Code offers it.
    assert.deepEqual(init?.skills, ['alias', 'bomb', 'ok']);
  });
});
