import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBashTool, type BashInput, type BashOptions } from '../../src/tools/bash.js';
import { killBackgroundProcesses } from '../../src/process/group.js';
import type { ToolResult, Workspace } from '../../src/tools/types.js';
import { untilEmpty } from '../support/until-empty.js';

const ctx = { signal: new AbortController().signal, toolUseId: 'toolu_1' };

/** Live (non-zombie) processes in a process group, per ps. */
function liveInGroup(pgid: number): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid=,stat=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => Number(f[1]) === pgid && !(f[2] ?? '').startsWith('Z'))
    .map((f) => f.join(' '));
}

const waitGone = (pgid: number, ms = 10_000): Promise<string[]> => untilEmpty(() => liveInGroup(pgid), ms, 50);

/**
 * A name the command's processes run under (`exec -a`), so the test finds them without the command having printed
 * anything: on a loaded machine a timeout or abort may come before bash got to print its pid.
 */
let marks = 0;
const markName = (): string => `bash-test-${process.pid}-${++marks}`;
function liveMarked(mark: string): string[] {
  return execFileSync('ps', ['-eo', 'stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(mark) && !line.trim().startsWith('Z'));
}
const markedGone = (mark: string): Promise<string[]> => untilEmpty(() => liveMarked(mark), 10_000, 50);

function firstLineNumber(text: string): number {
  const m = /^(\d+)$/m.exec(text);
  assert.ok(m, `no pid in ${text}`);
  return Number(m[1]);
}

describe('Bash', () => {
  let base: string;
  let ws: Workspace;
  const make = (extra: Partial<BashOptions> = {}) => {
    const tool = createBashTool({ workspace: ws, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, ...extra });
    return async (input: BashInput, c = ctx): Promise<ToolResult> => {
      const v = tool.validate(input);
      assert.ok(v.ok);
      return tool.execute(v.value, c);
    };
  };

  before(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'bash-')));
    ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
    await mkdir(ws.root);
    await mkdir(ws.tempDir);
  });
  after(async () => {
    await killBackgroundProcesses(200);
    await rm(base, { recursive: true, force: true });
  });

  it('runs in the working directory and returns the output', async () => {
    const r = await make()({ command: 'pwd; echo hello' });
    assert.equal(r.isError, false);
    assert.equal(r.content, `${ws.root}\nhello`);
    assert.equal(r.details?.exitCode, 0);
    assert.equal(r.details?.stdout, `${ws.root}\nhello\n`);
  });

  it('reports a non-zero exit code as an error, with stdout and stderr', async () => {
    const r = await make()({ command: 'echo out; echo err >&2; exit 3' });
    assert.equal(r.isError, true);
    assert.match(r.content, /^Exit code 3\n/);
    assert.ok(r.content.includes('out') && r.content.includes('err'));
    assert.equal(r.details?.stdout, 'out\n');
    assert.equal(r.details?.stderr, 'err\n');
    assert.equal(r.details?.exitCode, 3);
    assert.equal(r.details?.interrupted, false);
  });

  it('says when there is no output, and when bash is killed by a signal', async () => {
    assert.equal((await make()({ command: 'true' })).content, '(Bash completed with no output)');
    const r = await make()({ command: 'kill -9 $$' });
    assert.equal(r.isError, true);
    assert.match(r.content, /killed by signal SIGKILL/);
  });

  it('closes stdin: cat returns at once and read sees end of input', async () => {
    // An open stdin would hang `cat` forever: the output itself proves end of input.
    const r = await make()({ command: 'cat; read x; echo "got:[$x] status:$?"' });
    assert.equal(r.content, 'got:[] status:1');
  });

  it('on timeout kills the whole process group', async () => {
    const mark = markName();
    const r = await make()({ command: `(exec -a ${mark} sleep 100) & (exec -a ${mark} sleep 100); echo never`, timeout: 500 });
    // The timeout message and the missing 'never' are the facts: the command was cut at 500 ms.
    assert.equal(r.isError, true);
    assert.equal(r.content, 'Exit code 143\nCommand timed out after 0.5s');
    assert.ok(!r.content.includes('never'));
    assert.equal(r.details?.interrupted, true);
    assert.deepEqual(await markedGone(mark), []);
  });

  it('escalates to SIGKILL when the command ignores SIGTERM', async () => {
    const mark = markName();
    const r = await make({ killGraceMs: 300 })({ command: `trap '' TERM; (exec -a ${mark} sleep 100) & (exec -a ${mark} sleep 100)`, timeout: 300 });
    assert.match(r.content, /^Exit code 137\nCommand timed out after 0\.3s$/);
    assert.deepEqual(await markedGone(mark), []);
  });

  it('stops on abort and kills the group', async () => {
    const ac = new AbortController();
    const mark = markName();
    // Aborted once both sleeps run (the event), not after a guess at how long bash takes to start them.
    const running = setInterval(() => liveMarked(mark).length >= 2 && ac.abort(), 20);
    const r = await make()({ command: `(exec -a ${mark} sleep 100) & (exec -a ${mark} sleep 100)` }, { signal: ac.signal, toolUseId: 't' }).finally(() =>
      clearInterval(running),
    );
    assert.equal(r.isError, true);
    assert.match(r.content, /interrupted/);
    assert.equal(r.details?.interrupted, true);
    assert.deepEqual(await markedGone(mark), []);
    const already = await make()({ command: 'echo hi' }, { signal: ac.signal, toolUseId: 't' });
    assert.match(already.content, /not run/);
  });

  it('returns while a background process holds the pipes, and can kill it later', async () => {
    const r = await make()({ command: 'echo $$; sleep 30 &' });
    assert.equal(r.isError, false);
    const pgid = firstLineNumber(r.content);
    // The fact that it returned without waiting: the background sleep is still alive.
    assert.ok(liveInGroup(pgid).length > 0);
    assert.ok((await killBackgroundProcesses(200)).length >= 1);
    assert.deepEqual(await waitGone(pgid), []);
  });

  it("caps large output with head and tail and spills the full output to a file, in Claude Code's <persisted-output> form", async () => {
    const r = await make()({ command: 'seq 1 300000' });
    assert.equal(r.isError, false);
    assert.ok(r.content.length < 31_000, `content is ${r.content.length} chars`);
    const path = String(r.details?.outputPath);
    assert.ok(
      r.content.startsWith(`<persisted-output>\nOutput too large (1.9MB). Full output saved to: ${path}\n\nPreview (start and end):\n1\n2\n3\n`),
      r.content.slice(0, 300),
    );
    assert.ok(r.content.endsWith('\n299999\n300000\n</persisted-output>'));
    assert.match(r.content, /\n\[… [\d.]+MB omitted …\]\n/);
    assert.ok(path.startsWith(ws.tempDir));
    assert.ok(r.content.includes(path));
    const full = await readFile(path, 'utf8');
    assert.equal(full.length, r.details?.outputBytes);
    assert.ok(full.includes('\n150000\n'));
  });

  it('keeps memory bounded on 100 MB of output and caps the spill file', async () => {
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 20);
    const before = process.memoryUsage().arrayBuffers;
    const r = await make({ spillMaxBytes: 1_000_000 })({ command: 'head -c 100000000 /dev/zero | tr "\\0" "x"; echo; echo END' });
    clearInterval(timer);
    assert.equal(r.details?.outputBytes, 100_000_005);
    // Chunks already read but not yet collected count too, so the bound is loose; keeping the whole
    // output would cross it (100 MB).
    assert.ok(peak - before < 90_000_000, `arrayBuffers grew by ${peak - before}`);
    assert.ok(r.content.length < 31_000);
    assert.match(r.content, /END\n<\/persisted-output>$/);
    assert.match(r.content, /^<persisted-output>\nOutput exceeded the 976\.6KB persist limit; only the first 976\.6KB were saved to: /);
    assert.equal((await stat(String(r.details?.outputPath))).size, 1_000_000);
  });

  it('deletes the spill file when the output fit after all', async () => {
    // Multi-byte characters: over the byte threshold, under the character cap.
    const spills = async (): Promise<number> => (await readdir(join(ws.tempDir, 'tool-output')).catch(() => [])).length;
    const n = await spills();
    const r = await make({ maxOutputChars: 300 })({ command: 'for i in $(seq 1 200); do printf "é"; done' });
    assert.equal(r.details?.outputPath, undefined);
    assert.equal(r.content, 'é'.repeat(200));
    assert.equal(await spills(), n);
  });

  it('clamps the timeout to the maximum', async () => {
    const r = await make({ maxTimeoutMs: 200 })({ command: 'sleep 5', timeout: 600_000 });
    assert.match(r.content, /^Exit code 143\nCommand timed out after 0\.2s$/);
  });
});
