import { COMPACT_MARKER } from '../src/agent/context/compact.js';
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RecordedRequest, ScriptedTurn } from '../support/scripted-model/scripted-model.js';
import { makeRepo } from '../support/runner/run-action.js';
import { isMainLoop } from './proxy.js';

/**
 * The scripted sessions the side-by-side bench replays, identical for both harnesses: the same workspace
 * (a temp git copy of demo/sample-repo, plus large generated files when asked), the same tool calls with
 * absolute paths (Claude Code's Read wants them; ours takes both), the same final answer.
 */

export interface Session {
  name: string;
  prompt: string;
  /** The main-loop turns, in order; `undefined` past the end means "keep repeating the last one". */
  turns: (workspace: string) => ScriptedTurn[];
  /** Repeat the last scripted turn forever (the budget scenario): the harness must stop by itself. */
  endless?: boolean;
  /** Needs the large generated files. */
  large?: boolean;
  maxTurns: number;
  budgetUsd?: number;
  /**
   * Bash in the OS sandbox (ours: input `sandbox: required`; Claude Code: `sandbox.enabled` with
   * `autoAllowBashIfSandboxed`) or not (ours: `sandbox: off`; Claude Code: `sandbox.enabled: false`). Unset: each
   * harness's default (ours `auto`, which sandboxes where the machine can).
   */
  sandbox?: boolean;
  /** Hosts the sandbox lets commands reach (both harnesses read `sandbox.network.allowedDomains` from .claude/settings.json). */
  allowedHosts?: string[];
}

const tool = (name: string, input: Record<string, unknown>, text?: string): ScriptedTurn => ({
  content: [...(text ? [{ type: 'text' as const, text }] : []), { type: 'tool_use', name, input }],
});
const answer = (text: string): ScriptedTurn => ({ content: [{ type: 'text', text }] });

/** `turns` model calls: turns − 1 cheap tool calls (Read of a small file, Glob), then the answer. */
export function cheapSession(turns: number): Session {
  return {
    name: `${turns}-turn cheap session`,
    prompt: 'Look around the project and summarize it.',
    maxTurns: turns + 5,
    turns: (ws) => [
      ...Array.from({ length: turns - 1 }, (_, i) =>
        i % 2 === 0 ? tool('Read', { file_path: path.join(ws, 'README.md') }) : tool('Glob', { pattern: '**/*.js' }),
      ),
      answer('The project is a tiny calculator with one test file.'),
    ],
  };
}

const MODULES = 6;

/** 30 tool steps over large files (≈60 KB sources, a 280 KB build log), re-reads included, then the answer. */
export function largeSession(): Session {
  return {
    name: '30-step session, large tool results',
    prompt: 'Find out why the build is slow and where the retry logic lives.',
    maxTurns: 40,
    large: true,
    turns: (ws) => {
      const mod = (i: number): string => path.join(ws, 'src', 'big', `module${(i % MODULES) + 1}.js`);
      const steps: ScriptedTurn[] = [
        tool('Glob', { pattern: '**/*.js' }, 'Listing the sources.'),
        ...Array.from({ length: MODULES }, (_, i) => tool('Read', { file_path: mod(i) }, `Reading module ${i + 1}.`)),
        tool('Bash', { command: 'cat logs/build.log', description: 'Show the build log' }),
        tool('Grep', { pattern: 'TODO', output_mode: 'content', '-n': true }),
        tool('Read', { file_path: mod(0) }, 'Module 1 again.'),
        tool('Bash', { command: 'cat logs/test.log', description: 'Show the test log' }),
        tool('Grep', { pattern: 'export function handle', output_mode: 'content', '-n': true }),
        ...Array.from({ length: MODULES }, (_, i) => tool('Read', { file_path: mod(i), offset: 200, limit: 600 })),
        tool('Bash', { command: 'grep -n ERROR logs/build.log', description: 'Errors in the build log' }),
        tool('Read', { file_path: mod(2) }),
        tool('Grep', { pattern: 'retry', '-i': true, output_mode: 'content', '-n': true }),
        tool('Read', { file_path: path.join(ws, 'logs', 'build.log'), offset: 1000, limit: 1500 }),
        tool('Glob', { pattern: 'src/big/*.js' }),
        tool('Read', { file_path: mod(4) }),
        tool('Bash', { command: 'wc -l src/big/*.js logs/*.log', description: 'Sizes' }),
        tool('Grep', { pattern: 'timeout after', output_mode: 'count' }),
        tool('Read', { file_path: mod(5) }),
        tool('Read', { file_path: mod(1) }),
        tool('Bash', { command: 'tail -n 400 logs/build.log', description: 'End of the build log' }),
        tool('Read', { file_path: mod(3) }),
      ];
      return [...steps.slice(0, 30), answer('The retry logic lives in module 1; the build spends its time in module-3 compiles.')];
    },
  };
}

/** `calls` Bash calls of `command`, then the answer: what a sandboxed call costs, against the same session unsandboxed. */
export function bashSession(calls: number, command: string, sandbox: boolean, allowedHosts?: string[]): Session {
  return {
    name: `${calls} Bash \`${command}\` calls, ${sandbox ? 'sandboxed' : 'unsandboxed'}${allowedHosts ? ` (${allowedHosts.join(', ')} allowed)` : ''}`,
    ...(allowedHosts ? { allowedHosts } : {}),
    prompt: 'Run the command a few times.',
    maxTurns: calls + 5,
    sandbox,
    turns: () => [...Array.from({ length: calls }, () => tool('Bash', { command, description: 'Run it' })), answer('Done.')],
  };
}

/** An endless Read loop with expensive replies (2,000 output tokens each): only the budget stops it. */
export function budgetSession(budgetUsd: number): Session {
  return {
    name: `budget scenario ($${budgetUsd})`,
    prompt: 'Keep reading the modules.',
    maxTurns: 50,
    budgetUsd,
    large: true,
    endless: true,
    turns: (ws) => [{ ...tool('Read', { file_path: path.join(ws, 'src', 'big', 'module1.js') }), usage: { output_tokens: 2000 } }],
  };
}

// ---- the scripted model's side --------------------------------------------------------------------

/**
 * A script for the scripted server: main-loop requests (they offer tools) get the session's turns in order;
 * side requests (a title, a summary, …) get a short text and do not advance the session.
 */
export function sessionScript(session: Session, workspace: string): (req: RecordedRequest) => ScriptedTurn {
  const turns = session.turns(workspace);
  let next = 0;
  return (req) => {
    if (!isMainLoop(req.body)) return answer('Bench session');
    // Our compaction request keeps the tools (so the cached prefix is read) but asks for a summary.
    if (JSON.stringify(req.body.messages?.at(-1) ?? '').includes(COMPACT_MARKER)) {
      return answer('Task: the bench session. Done so far: read the modules and logs listed above. Next: continue with the next step.');
    }
    const turn = turns[next] ?? (session.endless ? turns.at(-1) : undefined) ?? answer('Done.');
    next++;
    return turn;
  };
}

// ---- the workspace --------------------------------------------------------------------------------

function sourceFile(name: string, lines: number): string {
  const out: string[] = [`// ${name}.js: generated for the bench`];
  for (let i = 0; out.length < lines; i++) {
    if (i % 40 === 0) out.push(`export function handle${name}${i}(req) {`);
    else if (i % 40 === 39) out.push('}');
    else if (i % 97 === 0) out.push(`  // TODO(${name}): revisit the retry path near step ${i}`);
    else out.push(`  const v${i} = compute(req, ${i}, '${name}-${(i * 7919) % 10007}'); // keep ${i}`);
  }
  return `${out.join('\n')}\n`;
}

function logFile(kind: string, lines: number): string {
  return (
    Array.from(
      { length: lines },
      (_, i) =>
        `[${kind}] 2026-12-01T10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z step ${i}: ` +
        (i % 53 === 0 ? `ERROR handle${i % 40} failed: timeout after 1000ms` : `ok module-${i % 17} compiled in ${(i * 37) % 900}ms`),
    ).join('\n') + '\n'
  );
}

/** A fresh temp git repository: demo/sample-repo, plus the large files when the session needs them. */
export function sessionWorkspace(session: Session): string {
  const dir = realpathSync(makeRepo());
  if (session.allowedHosts) {
    mkdirSync(path.join(dir, '.claude'), { recursive: true });
    writeFileSync(path.join(dir, '.claude', 'settings.json'), JSON.stringify({ sandbox: { network: { allowedDomains: session.allowedHosts } } }));
    execFileSync('git', ['add', '-A'], { cwd: dir, stdio: 'ignore' });
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '-qm', 'allowed hosts'], { cwd: dir, stdio: 'ignore' });
  }
  if (!session.large) return dir;
  mkdirSync(path.join(dir, 'src', 'big'), { recursive: true });
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  for (let i = 1; i <= MODULES; i++) writeFileSync(path.join(dir, 'src', 'big', `module${i}.js`), sourceFile(`module${i}`, 900));
  writeFileSync(path.join(dir, 'logs', 'build.log'), logFile('build', 4000));
  writeFileSync(path.join(dir, 'logs', 'test.log'), logFile('test', 1500));
  const git = (...args: string[]): void => void execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('add', '-A');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '-qm', 'large files');
  return dir;
}
