import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { run, writeFiles, systemText, tempRepoAndFolder } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';
import { startPageServer } from '../tools/web-helpers.js';

/**
 * Tool hooks' stdin field for field against Claude Code 2.1.332's: test/fixtures/claude-code-hook-stdin/2.1.332-tools.json
 * holds what the CLI sent its PreToolUse, PostToolUse, PostToolBatch, Stop and SubagentStop hooks when the model called
 * each built-in tool once (scripts/oracle/hook-tools.mjs), and what it sent in dontAsk for refused calls. The runner
 * runs the same calls; `tool_response` must be the CLI's value (PostToolBatch's too: the text the model is sent), every
 * event's fields the CLI's, `effort` the CLI's.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-hook-stdin/2.1.332-tools.json');
type Payload = Record<string, unknown>;
interface OracleRun {
  fired: Payload[];
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: Record<'bypass' | 'dontAsk', OracleRun> }).runs;

// PermissionRequest is left out: the runner asks it where the mode refuses (docs/hooks.md), the CLI shows no dialog in dontAsk.
const EVENTS = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'PostToolBatch', 'PermissionDenied', 'Stop', 'SubagentStop'];
/** Calls left out of the comparison (none now: the Agent call is launched in the background as the CLI launches it). */
const NOT_COMPARED = new Set<string>([]);

/**
 * The CLI's value as the runner sends it by a documented choice (docs/claude-code-compatibility.md): a background
 * agent's launch names no transcript file (it can be continued with SendMessage, as the CLI's), and its model is not reported.
 */
function asRunnerSends(key: string, field: string, want: unknown, got: unknown): unknown {
  // The agent's id is the run's own: the entry is compared with it.
  if (field === 'background_tasks' && Array.isArray(want))
    return (want as Payload[]).map((entry, i) => ({ ...entry, id: (got as Payload[] | undefined)?.[i]?.['id'] }));
  if (key === 'PostToolBatch:toolu_agent' && field === 'tool_calls' && Array.isArray(want)) {
    return (want as Payload[]).map((c) => ({ ...c, tool_response: launchWithoutFile(c['tool_response'], got) }));
  }
  if (key !== 'PostToolUse:toolu_agent' || field !== 'tool_response' || want === null || typeof want !== 'object') return want;
  const { resolvedModel: _model, ...rest } = want as Payload;
  return { ...rest, agentId: (got as Payload | undefined)?.['agentId'], outputFile: '', canReadOutputFile: false, canContinueAgent: true };
}

/**
 * The run's stdin files in the order the hooks ran, with what names the run as the oracle writes it: the repository's
 * path as `<cwd>`, the page server's origin as `<page>` (the CLI fetched it over https), durations as 0.
 */
function payloadsOf(logDir: string, cwd: string, pageOrigin: string): Payload[] {
  return readdirSync(logDir)
    .sort()
    .map(
      (f) =>
        JSON.parse(
          readFileSync(path.join(logDir, f), 'utf8')
            .replaceAll(cwd, '<cwd>')
            .replaceAll(pageOrigin, '<page>')
            .replace(/"(duration_ms|durationMs)":\d+(\.\d+)?/g, '"$1":0'),
        ) as Payload,
    );
}

/**
 * The CLI's launch text in its own form for a launch that names no output file and cannot be continued (the branch
 * of 2.1.332's code without `outputFile`), with the run's agent id.
 */
function launchWithoutFile(response: unknown, got: unknown): unknown {
  const ours = (got as Payload[] | undefined)?.[0]?.['tool_response'] as Payload[] | undefined;
  const agentId = String(ours?.[0]?.['text'] ?? '').match(/agentId: (a[0-9a-f]{16})/)?.[1] ?? '<none>';
  return (response as Payload[]).map((block) => ({
    ...block,
    text: String(block['text'])
      .replaceAll('<agentId>', agentId)
      .replace(
        /\nDo not duplicate this agent's work[\s\S]*$/,
        '\nIn your own words, briefly tell the user what you launched — do not echo this tool result. Agent results will arrive in a subsequent message. If the user asks for progress, say the agent is still running.',
      ),
  }));
}

const keyOf = (p: Payload): string =>
  `${String(p['hook_event_name'])}:${String(p['tool_use_id'] ?? (p['tool_calls'] as Payload[] | undefined)?.map((c) => c['tool_use_id']).join('+') ?? (p['agent_id'] ? 'child' : 'main'))}`;

function differences(cli: Payload[], ours: Payload[]): string[] {
  const mine = new Map(ours.map((p) => [keyOf(p), p]));
  const out: string[] = [];
  for (const want of cli) {
    const key = keyOf(want);
    if ([...NOT_COMPARED].some((id) => key.includes(id))) continue;
    const got = mine.get(key);
    if (!got) {
      out.push(`${key}: not fired`);
      continue;
    }
    const missing = Object.keys(want).filter((k) => !(k in got));
    const extra = Object.keys(got).filter((k) => !(k in want));
    if (missing.length + extra.length > 0) out.push(`${key}: missing ${missing.join(',') || '-'}; extra ${extra.join(',') || '-'}`);
    for (const field of ['tool_response', 'tool_calls', 'effort', 'tool_input', 'background_tasks'])
      if (field in want && JSON.stringify(sorted(asRunnerSends(key, field, want[field], got[field]))) !== JSON.stringify(sorted(got[field])))
        out.push(`${key}.${field}: ${JSON.stringify(got[field])}, Claude Code ${JSON.stringify(want[field])}`);
  }
  return out;
}

/** Keys in order, so two values compare whatever order their fields were written in. */
function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v as Payload)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, x]) => [k, sorted(x)]),
  );
}

async function runScenario(
  t: Parameters<typeof tempRepoAndFolder>[0],
  name: 'bypass' | 'dontAsk',
  main: (cwd: string, page: string) => ScriptedTurn[],
  files: Record<string, string>,
  inputs: Record<string, string>,
  settings: Payload = {},
): Promise<Payload[]> {
  const { repo, folder: logDir } = await tempRepoAndFolder(t, `hook-stdin-tools-${name}-`);
  const record = `cat > "${logDir}/$(date +%s%N)-$$.json"`;
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({
      ...settings,
      hooks: Object.fromEntries(EVENTS.map((e) => [e, [{ hooks: [{ type: 'command', command: record }] }]])),
    }),
    ...files,
  });
  const pages = await startPageServer({
    '/page': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body><h1>Oracle page</h1><p>The page says hello.</p></body></html>');
    },
  });
  t.after(() => pages.close());
  const turns = main(repo.dir, `${pages.url}/page`);
  const child: ScriptedTurn[] = [turn(call('Bash', { command: 'echo four', description: 'four' }, 'toolu_child_bash'))];
  let next = 0;
  let nextChild = 0;
  const model = await startScriptedModel((req) =>
    // A request without tools is WebFetch's question about the page (the oracle answers it so too).
    !Array.isArray(req.body.tools) || req.body.tools.length === 0
      ? { content: [{ type: 'text', text: 'The page says hello.' }] }
      : systemText(req).includes('PARENT-SYSTEM')
        ? (turns[next++] ?? { content: [{ type: 'text', text: 'done' }] })
        : (child[nextChild++] ?? { content: [{ type: 'text', text: 'child done' }] }),
  );
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'call the tools', inputs: { model: 'claude-opus-4-6', max_turns: '30', ...inputs } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  return payloadsOf(logDir, repo.dir, pages.url);
}

const NOTEBOOK = JSON.stringify(
  {
    cells: [{ cell_type: 'code', id: 'c1', metadata: {}, source: ['print(1)\n'], outputs: [], execution_count: null }],
    metadata: {},
    nbformat: 4,
    nbformat_minor: 5,
  },
  null,
  1,
);

test('tool hooks get the tool_response, fields and effort Claude Code 2.1.332 sends, for every built-in tool', async (t) => {
  let repoDir = '';
  const ours = await runScenario(
    t,
    'bypass',
    (cwd, page) => {
      repoDir = cwd;
      const p = (f: string): string => path.join(cwd, f);
      return [
        turn(call('Write', { file_path: p('new.txt'), content: 'one\ntwo\nthree\n' }, 'toolu_write_create')),
        turn(call('Write', { file_path: p('new.txt'), content: 'one\nTWO\nthree\n' }, 'toolu_write_update')),
        turn(call('Read', { file_path: p('new.txt') }, 'toolu_read')),
        turn(call('Edit', { file_path: p('new.txt'), old_string: 'TWO', new_string: 'two' }, 'toolu_edit')),
        turn(call('Edit', { file_path: p('new.txt'), old_string: 'o', new_string: '0', replace_all: true }, 'toolu_edit_all')),
        turn(call('Bash', { command: 'echo hi', description: 'say hi' }, 'toolu_bash')),
        turn(call('Read', { file_path: p('nb.ipynb') }, 'toolu_read_nb')),
        turn(call('NotebookEdit', { notebook_path: p('nb.ipynb'), cell_id: 'c1', new_source: 'print(2)' }, 'toolu_nbedit')),
        turn(call('WebFetch', { url: page, prompt: 'What does it say?' }, 'toolu_webfetch')),
        turn(call('TaskCreate', { subject: 'Check', description: 'Check the API' }, 'toolu_tc')),
        turn(call('TaskGet', { taskId: '1' }, 'toolu_tg')),
        turn(call('TaskList', {}, 'toolu_tl')),
        turn(call('TaskUpdate', { taskId: '1', status: 'completed' }, 'toolu_tu')),
        turn(call('Bash', { command: 'echo a', description: 'a' }, 'toolu_par1'), call('Read', { file_path: p('new.txt'), limit: 1 }, 'toolu_par2')),
        turn(call('Agent', { description: 'look', prompt: 'run echo four', subagent_type: 'general-purpose' }, 'toolu_agent')),
        { content: [{ type: 'text', text: 'done' }] },
      ];
    },
    { 'nb.ipynb': NOTEBOOK, 'CLAUDE.md': '# repo\n' },
    { permission_mode: 'bypassPermissions' },
  );
  // What the CLI could not run here is left out: Glob, Grep, TodoWrite (its native build hides them).
  const cli = oracle.bypass.fired.filter(
    (p) =>
      EVENTS.includes(String(p['hook_event_name'])) &&
      !/toolu_(glob|grep|todo)/.test(JSON.stringify([p['tool_use_id'], p['tool_calls']])) &&
      p['hook_event_name'] !== 'Stop',
  );
  assert.deepEqual(differences(cli, ours), []);
  // The edited notebook's bytes are those Claude Code wrote (its updated_file is the file it writes).
  const cliEdit = cli.find((p) => p['hook_event_name'] === 'PostToolUse' && p['tool_use_id'] === 'toolu_nbedit');
  assert.equal(readFileSync(path.join(repoDir, 'nb.ipynb'), 'utf8'), (cliEdit?.['tool_response'] as Payload)['updated_file']);
});

test('in dontAsk, refused calls fire no PermissionDenied (as Claude Code 2.1.332), and effort is the settings effortLevel', async (t) => {
  const ours = await runScenario(
    t,
    'dontAsk',
    (cwd) => [
      turn(call('Bash', { command: 'rm -f x', description: 'denied by rule' }, 'toolu_denied_rule')),
      turn(call('Write', { file_path: path.join(cwd, 'refused.txt'), content: 'x' }, 'toolu_denied_write')),
      turn(call('Read', { file_path: path.join(cwd, 'new.txt') }, 'toolu_read_ok')),
      { content: [{ type: 'text', text: 'done' }] },
    ],
    { 'new.txt': 'start\n' },
    { permission_mode: 'dontAsk', allowed_tools: 'Read' },
    { effortLevel: 'low', permissions: { deny: ['Bash(rm:*)'] } },
  );
  const cli = oracle.dontAsk.fired.filter((p) => EVENTS.includes(String(p['hook_event_name'])) && !JSON.stringify(p).includes('toolu_denied_bash'));
  assert.deepEqual(
    ours.map((p) => p['hook_event_name']),
    cli.map((p) => p['hook_event_name']),
  );
  const batches = (ps: Payload[]): unknown => ps.filter((p) => p['hook_event_name'] === 'PostToolBatch').map((p) => p['effort']);
  assert.deepEqual(batches(ours), batches(cli));
  assert.deepEqual(
    differences(
      // A rule's refusal also names the rule (test/session/tool-result-wording.test.ts holds its text); dontAsk's is the CLI's.
      cli.filter((p) => !String(p['hook_event_name']).startsWith('PostToolBatch') || !JSON.stringify(p).includes('toolu_denied_rule')),
      ours,
    ),
    [],
  );
});

test("a subagent's events carry its own model's effort: none for a model without effort levels", async (t) => {
  const ours = await runScenario(
    t,
    'bypass',
    () => [
      turn(call('Bash', { command: 'echo main', description: 'main' }, 'toolu_main')),
      turn(call('Agent', { description: 'old', prompt: 'run echo four', subagent_type: 'old' }, 'toolu_agent')),
      { content: [{ type: 'text', text: 'done' }] },
    ],
    { '.claude/agents/old.md': '---\nname: old\ndescription: Runs on an older model\nmodel: claude-haiku-4-5\n---\nYou help.\n' },
    { permission_mode: 'bypassPermissions', effort: 'medium' },
  );
  const effortOf = (event: string, child: boolean): unknown[] =>
    ours.filter((p) => p['hook_event_name'] === event && 'agent_id' in p === child).map((p) => p['effort'] ?? 'none');
  assert.deepEqual(effortOf('PreToolUse', false), [{ level: 'medium' }, { level: 'medium' }]);
  assert.deepEqual(effortOf('PreToolUse', true), ['none']);
  assert.deepEqual(effortOf('PostToolBatch', true), ['none']);
  assert.deepEqual(effortOf('SubagentStop', true), ['none']);
});
