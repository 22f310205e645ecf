import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typeCheck } from '../e2e/sdk-typecheck.js';
import { msgCount, readJsonLines, run, writeFiles, tempRepoFor, modelFor, whenExists } from './harness.js';
import { bash, call, text, turn } from '../support/scripted-turns.js';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';

/** What Claude Code 2.1.332 sent its FileChanged and ConfigChange hooks headless (scripts/oracle/hook-scopes.mjs). */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-hook-stdin/2.1.332-scopes.json');
const observed = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { fired: Record<string, unknown>[] }).fired;
/** The CLI's fields for an event: the fixture's, less its tag, plus the two the oracle leaves out (they name the run). */
const cliFields = (event: string): string[] => {
  const p = observed.find((f) => f['hook_event_name'] === event);
  assert.ok(p, event);
  return [...Object.keys(p).filter((k) => k !== 'tag' && k !== 'cwd'), 'cwd', 'session_id', 'transcript_path'].sort();
};

test('FileChanged and ConfigChange fire after the tool call that changed a watched file, with the CLI stdin fields', async (t) => {
  const repo = await tempRepoFor(t);
  const files = path.join(repo.tempDir, 'file-changed.jsonl');
  const config = path.join(repo.tempDir, 'config-change.jsonl');
  const settings = {
    hooks: {
      // The matchers name the files to watch and filter by a file's name, as in Claude Code: the group without one runs for every change.
      FileChanged: [
        {
          matcher: 'watched.txt|.envrc',
          hooks: [{ type: 'command', command: `echo '{"hookSpecificOutput":{"hookEventName":"FileChanged","watchPaths":["extra.txt"]}}'` }],
        },
        { hooks: [{ type: 'command', command: `cat >> '${files}'; echo >> '${files}'` }] },
      ],
      ConfigChange: [{ matcher: 'project_settings', hooks: [{ type: 'command', command: `cat >> '${config}'; echo >> '${config}'; echo no >&2; exit 2` }] }],
    },
  };
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify(settings), 'README.md': '# x\n' });
  const steps = [
    bash('echo untouched', 'toolu_none'),
    turn(call('Write', { file_path: path.join(repo.dir, 'watched.txt'), content: 'one\n' }, 'toolu_add')),
    bash('echo two >> watched.txt', 'toolu_change'),
    bash('echo x > extra.txt', 'toolu_extra'),
    bash('rm watched.txt', 'toolu_unlink'),
    bash(`printf ' ' >> .claude/settings.json`, 'toolu_settings'),
  ];
  const model = await modelFor(t, (req) => steps[(msgCount(req) - 1) / 2] ?? text('Done.'));
  // The runner protects .claude even under bypassPermissions: a rule lets the agent change the settings file.
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20', allowed_tools: 'Edit(.claude/settings.json)' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

  const changed = await readJsonLines(files);
  const watched = path.join(repo.dir, 'watched.txt');
  assert.deepEqual(
    changed.map((p) => [p['file_path'], p['event']]),
    [
      [watched, 'add'],
      [watched, 'change'],
      [path.join(repo.dir, 'extra.txt'), 'add'],
      [watched, 'unlink'],
    ],
    'one event per change, none for a call that changed nothing; a path from watchPaths is watched from then on',
  );
  assert.deepEqual(Object.keys(changed[0] ?? {}).sort(), cliFields('FileChanged'));
  const configured = await readJsonLines(config);
  assert.deepEqual(
    configured.map((p) => [p['source'], p['file_path']]),
    [['project_settings', path.join(repo.dir, '.claude', 'settings.json')]],
  );
  assert.deepEqual(Object.keys(configured[0] ?? {}).sort(), cliFields('ConfigChange'));
  const errors = await typeCheck(
    [...changed, ...configured].map((p, i) => ({
      label: `payload ${i + 1} (${String(p['hook_event_name'])})`,
      type: `import('@anthropic-ai/claude-agent-sdk').${String(p['hook_event_name'])}HookInput`,
      value: p,
    })),
  );
  assert.deepEqual(errors, [], 'each payload type-checks against the Agent SDK');
  const log = r.events.flatMap((e) => (e.kind === 'log' ? [e.text] : [])).join('\n');
  assert.match(log, /ConfigChange: a hook blocked the change to .*settings\.json; the run never applies a settings change made during it/);
  assert.doesNotMatch(r.outcome.warnings.join('\n'), /FileChanged|ConfigChange/, 'both are fired, not warned about');
});

test('FileChanged fires from the OS watcher: a background command changes a watched file while the model is thinking, the hook runs before the next call', {
  timeout: 120_000,
}, async (t) => {
  const repo = await tempRepoFor(t);
  const fired = path.join(repo.tempDir, 'file-changed.jsonl');
  const go = path.join(repo.tempDir, 'go');
  const settings = { hooks: { FileChanged: [{ matcher: 'watched.txt', hooks: [{ type: 'command', command: `cat >> '${fired}'; echo >> '${fired}'` }] }] } };
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify(settings), 'watched.txt': 'one\n' });
  // The background command waits for the test's word, given once the call is over and its after-call check is done:
  // only a watcher can see the change before the model's next call.
  const background = `while [ ! -e '${go}' ]; do sleep 0.05; done; echo two >> watched.txt`;
  const steps = [
    turn(call('Bash', { command: background, run_in_background: true, description: 'later change' }, 'toolu_bg')),
    bash('echo next', 'toolu_next'),
  ];
  let firedBeforeNextCall: boolean | undefined;
  const model = await startScriptedModel((req) => steps[(msgCount(req) - 1) / 2] ?? text('Done.'), {
    onRequest: async (req) => {
      if (msgCount(req) !== 3) return;
      // The model was asked after the background call: let the command change the file, and hold the reply until the hook ran.
      await writeFile(go, '');
      await whenExists(fired);
      firedBeforeNextCall = true;
    },
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, inputs: { max_turns: '10' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.equal(firedBeforeNextCall, true);
  const changed = await readJsonLines(fired);
  assert.deepEqual(
    changed.map((p) => [p['file_path'], p['event']]),
    [[path.join(repo.dir, 'watched.txt'), 'change']],
    'fired once: the after-call check that follows finds the change already seen',
  );
  assert.deepEqual(Object.keys(changed[0] ?? {}).sort(), cliFields('FileChanged'));
});

test('FileChanged: a hook that appends to the file it watches does not fire itself again', async (t) => {
  const repo = await tempRepoFor(t);
  const fired = path.join(repo.tempDir, 'file-changed.jsonl');
  const hook = `cat >> '${fired}'; echo >> '${fired}'; echo more >> "$CLAUDE_PROJECT_DIR/watched.txt"`;
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({ hooks: { FileChanged: [{ matcher: 'watched.txt', hooks: [{ type: 'command', command: hook }] }] } }),
    'watched.txt': 'one\n',
  });
  const model = await modelFor(t, [bash('echo two >> watched.txt', 'toolu_change'), bash('echo next', 'toolu_next'), text('Done.')]);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  // Without that, the next call's check (or the watcher) would see the hook's own line and fire it again, and again.
  assert.equal((await readJsonLines(fired)).length, 1);
});
