/**
 * Decisions on the real path, and Read deny rules that bind every reader, through the product's wiring
 * (decide → dispatch → tool): symbolic links a PR could commit into every protected folder and out of the
 * workspace are refused for reads and writes, by the file tools and by shell operands and redirections;
 * Grep (both engines, every mode) and Glob withhold denied files and say so; a hook's `ask` is a deny
 * with its reason and `defer` ends the run; a bare deny rule removes the tool from what the model sees.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { toolHooksFrom } from '../../src/session/hook-ports.js';
import type { HookOutcome, HookRunner } from '../../src/hooks/types.js';
import { decide, removedByDenyRule } from '../../src/permissions/decide.js';
import type { ToolHooks } from '../../src/tools/dispatch.js';
import { parseRuleList } from '../../src/permissions/rules.js';
import type { PermissionMode, PermissionPolicy } from '../../src/permissions/types.js';
import { sessionDispatch } from '../../src/session/dispatch.js';
import { createBuiltinTools } from '../../src/tools/index.js';
import { createGrepTool } from '../../src/tools/grep.js';
import { eraseTool, type AnyTool } from '../../src/tools/types.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';

// The product loads the grammar once its first model request is sent; these tests call the parser directly.
await loadBashGrammar();

let base: string;
let root: string;
const PROTECTED = ['.git/config', '.claude/settings.json', '.github/workflows/ci.yml'];

before(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'real-paths-')));
  root = path.join(base, 'repo');
  for (const f of [...PROTECTED, 'src/ok.ts', 'secrets/key', '.env', 'docs/a.md']) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), `${f} TOKEN\n`);
  }
  writeFileSync(path.join(base, 'outside.txt'), 'outside TOKEN\n');
  // What a PR can commit: links into each protected folder, to a protected folder itself, and out of the workspace.
  symlinkSync('../.git/config', path.join(root, 'src/git-config'));
  symlinkSync('../.claude/settings.json', path.join(root, 'src/claude-settings'));
  symlinkSync('../.github/workflows/ci.yml', path.join(root, 'src/workflow'));
  symlinkSync('../.git', path.join(root, 'src/gitdir'));
  symlinkSync('../.github/workflows', path.join(root, 'src/wf'));
  symlinkSync(path.join(base, 'outside.txt'), path.join(root, 'src/outside'));
  symlinkSync('../secrets/key', path.join(root, 'docs/key-link'));
});
after(() => rmSync(base, { recursive: true, force: true }));

const policy = (mode: PermissionMode, allow = '', deny = ''): PermissionPolicy => ({
  mode,
  allow: parseRuleList(allow, 'allowed_tools').rules,
  deny: parseRuleList(deny, 'disallowed_tools').rules,
  readOnlyBash: true,
  workspaceRoot: root,
});
const LINKS = [
  'src/git-config',
  'src/claude-settings',
  'src/workflow',
  'src/gitdir/config',
  'src/gitdir/hooks/pre-commit',
  'src/wf/ci.yml',
  'src/wf/new.yml',
  'src/outside',
];

/** Tool calls decided and run as the session wires them (src/session/dispatch.ts). */
function deps(p: PermissionPolicy, tools: AnyTool[], hooks?: ToolHooks): Dispatch {
  return sessionDispatch({ policy: p, tools: new Map(tools.map((t) => [t.name, t])), ...(hooks ? { hooks } : {}) });
}
type Dispatch = ReturnType<typeof sessionDispatch>;
const call = (d: Dispatch, name: string, input: unknown) => d({ id: 'x', name, input }, new AbortController().signal);

describe('decisions on the real path', () => {
  it('a committed link into a protected folder or outside is refused for reads and writes; ordinary files are not', () => {
    const edits = policy('acceptEdits', 'Edit(src/**), Read(src/**), Bash(cat:*)');
    let refused = 0;
    for (const link of LINKS) {
      for (const [tool, input] of [
        ['Edit', { file_path: link, old_string: 'a', new_string: 'b' }],
        ['Write', { file_path: link, content: 'x' }],
        ['Read', { file_path: link }],
      ] as const) {
        assert.equal(decide(edits, tool, input).behavior, 'deny', `${tool} ${link}`);
        refused++;
      }
      for (const command of [
        `cat ${link}`,
        `echo x > ${link}`,
        `cat < ${link}`,
        `ls ${link}`,
        'cat src/*',
        'cat src/gitdir/*',
        'cd src/gitdir && cat config',
        'cd src/wf && ls',
      ]) {
        assert.equal(decide(edits, 'Bash', { command }).behavior, 'deny', command);
        refused++;
      }
    }
    console.log(`symbolic links: ${LINKS.length} committed links, ${refused} reads and writes refused`);
    assert.equal(decide(edits, 'Edit', { file_path: 'src/ok.ts', old_string: 'a', new_string: 'b' }).behavior, 'allow');
    assert.equal(decide(edits, 'Read', { file_path: 'src/ok.ts' }).behavior, 'allow');
    assert.equal(decide(edits, 'Bash', { command: 'cat src/ok.ts docs/*' }).behavior, 'allow');
    assert.equal(decide(edits, 'Bash', { command: 'echo x > src/new.ts' }).behavior, 'allow');
  });

  it('the Write tool, wired, does not write through a link into .github/workflows', async () => {
    const tools = createBuiltinTools({ workspace: { root, tempDir: base }, passEnv: [], baseEnv: { PATH: process.env.PATH ?? '' } }).map(eraseTool);
    const d = deps(policy('acceptEdits'), tools);
    const out = await call(d, 'Write', { file_path: 'src/wf/evil.yml', content: 'on: push' });
    assert.ok(out.denial, out.result.content);
    const read = await call(d, 'Read', { file_path: 'src/outside' });
    assert.ok(read.denial ?? read.result.isError, read.result.content);
    assert.doesNotMatch(read.result.content, /outside TOKEN/);
  });
});

describe('a Read deny rule binds every reader', () => {
  const p = (): PermissionPolicy => policy('dontAsk', '', 'Read(./secrets/**), Read(./.env)');

  for (const engine of ['rg', 'js'] as const) {
    it(`Grep (${engine} engine) withholds denied files in every mode and says so`, async (t) => {
      const grep = eraseTool(createGrepTool({ workspace: { root, tempDir: base }, ...(engine === 'js' ? { rgPath: null } : {}) }));
      if (
        engine === 'rg' &&
        !process.env.PATH?.split(':').some((dir) => {
          try {
            readFileSync(path.join(dir, 'rg'));
            return true;
          } catch {
            return false;
          }
        })
      ) {
        t.skip('ripgrep is not installed');
        return;
      }
      for (const output_mode of ['content', 'files_with_matches', 'count'] as const) {
        const out = await call(deps(p(), [grep]), 'Grep', { pattern: 'TOKEN', output_mode });
        assert.equal(out.denial, undefined);
        assert.doesNotMatch(out.result.content, /secrets|\.env|key-link/, `${output_mode}: ${out.result.content}`);
        assert.match(out.result.content, /withheld: Read deny rules/);
        assert.match(out.result.content, /src\/ok\.ts/);
      }
    });
  }

  it('Glob withholds denied paths and says so', async () => {
    const tools = createBuiltinTools({ workspace: { root, tempDir: base }, passEnv: [], baseEnv: {} }).map(eraseTool);
    const out = await call(deps(p(), tools), 'Glob', { pattern: '**/*' });
    assert.doesNotMatch(out.result.content, /secrets\/key|\.env/);
    assert.match(out.result.content, /withheld: Read deny rules/);
  });

  it('read-only commands whose operands name a denied file are denied', () => {
    for (const command of ['cat .env', 'cat secrets/key', 'cat docs/key-link', 'grep -r TOKEN .', 'head -1 docs/*']) {
      assert.equal(decide(p(), 'Bash', { command }).behavior, 'deny', command);
    }
    assert.equal(decide(p(), 'Bash', { command: 'cat src/ok.ts' }).behavior, 'allow');
  });

  // Claude Code 2.1.332 offers no Grep or Glob tool by default (docs/claude-code-compatibility.md, "The first request"):
  // the model searches with grep and find, and a deny rule written for the Grep or Glob tool must keep them out too.
  it('a Grep(path) or Glob(path) deny rule binds the read-only commands as a Read rule does; a bare Grep only removes the tool', () => {
    for (const rule of ['Grep(./secrets/**)', 'Glob(./secrets/**)']) {
      const only = policy('dontAsk', '', rule);
      for (const command of ['grep -r TOKEN secrets', 'cat secrets/key', 'find secrets', 'grep -r TOKEN .', 'cat docs/key-link']) {
        assert.equal(decide(only, 'Bash', { command }).behavior, 'deny', `${rule}: ${command}`);
      }
      assert.equal(decide(only, 'Bash', { command: 'grep -r TOKEN src' }).behavior, 'allow', `${rule}: elsewhere`);
    }
    // The control: an Edit rule on the same path does not bind what Bash reads, and a bare Grep leaves every read alone.
    assert.equal(decide(policy('dontAsk', '', 'Edit(./secrets/**)'), 'Bash', { command: 'cat secrets/key' }).behavior, 'allow');
    assert.equal(decide(policy('dontAsk', '', 'Grep'), 'Bash', { command: 'grep -r TOKEN .' }).behavior, 'allow');
  });
});

describe('hooks and removed tools', () => {
  const runnerSaying = (outcome: Partial<HookOutcome>): HookRunner =>
    ({
      has: () => true,
      run: async () => ({ blocked: false, additionalContext: [], systemMessages: [], continue: true, stdout: '', failures: [], ran: 1, ...outcome }),
    }) as unknown as HookRunner;

  it('a hook\'s "ask" is a deny with the hook\'s reason, listed as a hook denial', async () => {
    const tools = createBuiltinTools({ workspace: { root, tempDir: base }, passEnv: [], baseEnv: {} }).map(eraseTool);
    const d = deps(policy('bypassPermissions'), tools, toolHooksFrom(runnerSaying({ permissionDecision: 'ask', permissionDecisionReason: 'needs a human' })));
    const out = await call(d, 'Read', { file_path: 'src/ok.ts' });
    assert.equal(out.denial?.decisionType, 'hook');
    assert.equal(out.result.content, 'PreToolUse:Read hook error: needs a human');
  });

  it('a hook\'s "defer" does not run the tool and ends the run', async () => {
    let stopped = '';
    const tools = createBuiltinTools({ workspace: { root, tempDir: base }, passEnv: [], baseEnv: {} }).map(eraseTool);
    const hooks = toolHooksFrom(runnerSaying({ permissionDecision: 'defer' }), {
      onStopRequested: (reason) => {
        stopped = reason;
      },
    });
    const out = await call(deps(policy('bypassPermissions'), tools, hooks), 'Write', { file_path: 'src/deferred.ts', content: 'x' });
    assert.ok(out.denial);
    assert.match(stopped, /deferred the Write call/);
    assert.throws(() => readFileSync(path.join(root, 'src/deferred.ts')));
  });

  it('a bare deny rule removes the tool from what the model is offered; a specifier only narrows', () => {
    assert.equal(removedByDenyRule(policy('dontAsk', '', 'Bash'), 'Bash'), true);
    assert.equal(removedByDenyRule(policy('dontAsk', '', 'Bash(rm:*)'), 'Bash'), false);
    assert.equal(removedByDenyRule(policy('dontAsk', '', 'mcp__fs'), 'mcp__fs__read'), true);
    assert.equal(removedByDenyRule(policy('dontAsk', '', 'Read'), 'Grep'), false);
  });
});
