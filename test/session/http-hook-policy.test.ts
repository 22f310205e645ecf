import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelFor, resultText, run, tempRepoFor, toolResultOf } from './harness.js';
import { bash, call, text, turn } from '../support/scripted-turns.js';

/**
 * `allowedHttpHookUrls` and `httpHookAllowedEnvVars` as Claude Code 2.1.332 applies them headless
 * (scripts/oracle/settings-keys.mjs, test/fixtures/claude-code-tool-results/2.1.332-settings-keys.json): the same six
 * hook URLs against each pattern, the variables a header takes, a blocked PreToolUse hook. Each test is also the
 * attack with its control: without the lists (main's code) every hook below is sent and every variable interpolated.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURE = path.join(ROOT, 'test/fixtures/claude-code-tool-results/2.1.332-settings-keys.json');
interface HookRequest {
  host: string;
  path: string;
  headers: Record<string, string>;
  server?: number;
}
interface Variant {
  hookRequests: HookRequest[];
  toolResults: Record<string, string | null>;
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { variants: Record<string, Variant> }).variants;

/** A hook endpoint on 127.0.0.1 that records each request (host as `<hook>`/`<local>`/`<hook2>`) and denies on `/deny`. */
async function hookServer(t: { after(fn: () => Promise<void>): void }, names: (port: number) => [string, string][], seen: HookRequest[], server = 1) {
  const s = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const port = (s.address() as AddressInfo).port;
      const host = names(port).reduce((h, [from, to]) => (h === from ? to : h), req.headers.host ?? '');
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k.startsWith('x-'))) as Record<string, string>;
      seen.push({ host, path: req.url ?? '', headers, ...(server === 2 ? { server } : {}) });
      const deny = req.url?.endsWith('/deny') === true;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        deny
          ? JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'denied by http hook' } })
          : '{}',
      );
    });
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => s.close(() => resolve())));
  return (s.address() as AddressInfo).port;
}

const URLS = ['<hook>/allowed/a', '<hook>/allowed/deep/b?q=1', '<hook>/other', '<hook>/allowedX', '<local>/allowed/c', '<hook2>/allowed/d'];

/** One Bash call under PreToolUse http hooks; what each hook server received, and the call's result. */
async function replay(
  t: { after(fn: () => Promise<void>): void },
  settings: Record<string, unknown>,
  local?: Record<string, unknown>,
  /** The workflow's `settings` input (inline JSON). */
  input?: Record<string, unknown>,
): Promise<{ seen: HookRequest[]; bash: string; warnings: string[] }> {
  const seen: HookRequest[] = [];
  const seen2: HookRequest[] = [];
  const port = await hookServer(
    t,
    (p) => [
      [`127.0.0.1:${p}`, '<hook>'],
      [`localhost:${p}`, '<local>'],
    ],
    seen,
  );
  const port2 = await hookServer(t, (p) => [[`127.0.0.1:${p}`, '<hook2>']], seen2, 2);
  const fill = (v: unknown): unknown =>
    JSON.parse(
      JSON.stringify(v)
        .replaceAll('<hook2>', `http://127.0.0.1:${port2}`)
        .replaceAll('<hook>', `http://127.0.0.1:${port}`)
        .replaceAll('<local>', `http://localhost:${port}`)
        .replaceAll('<port>', String(port)),
    );
  const repo = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify(fill(settings)),
    ...(local ? { '.claude/settings.local.json': JSON.stringify(fill(local)) } : {}),
  });
  const model = await modelFor(t, [bash('echo ran', 'bash_1'), text('done')]);
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'bypassPermissions', ...(input ? { settings: JSON.stringify(fill(input)) } : {}) } });
  const logged = r.events.flatMap((e) => (e.kind === 'log' && e.level === 'warning' ? [e.text] : []));
  return { seen: [...seen, ...seen2], bash: resultText(toolResultOf(model.requests[1])), warnings: [...r.outcome.warnings, ...logged] };
}

const hooksOn = (urls: string[]) => ({ PreToolUse: [{ matcher: 'Bash', hooks: urls.map((url) => ({ type: 'http', url, timeout: 10 })) }] });
const paths = (list: HookRequest[]): string[] => list.map((h) => `${h.host}${h.path}`).sort();

const PATTERNS: Record<string, string[] | undefined> = {
  urlsNone: undefined,
  urlsEmpty: [],
  urlsPathStar: ['<hook>/allowed/*'],
  urlsOrigin: ['<hook>'],
  urlsOriginSlash: ['<hook>/'],
  urlsExact: ['<hook>/other'],
  urlsPortStar: ['http://127.0.0.1:*/allowed/*'],
  urlsHostStar: ['http://*:<port>/allowed/*'],
  urlsAll: ['*'],
  urlsStarInMiddle: ['<hook>/all*'],
  urlsNoScheme: ['127.0.0.1:<port>/allowed/*'],
};

for (const [name, patterns] of Object.entries(PATTERNS)) {
  test(`allowedHttpHookUrls ${JSON.stringify(patterns)}: the hooks sent are those Claude Code 2.1.332 sends (${name})`, async (t) => {
    const want = oracle[name];
    assert.ok(want);
    const got = await replay(t, { hooks: hooksOn(URLS), ...(patterns !== undefined ? { allowedHttpHookUrls: patterns } : {}) });
    assert.deepEqual(paths(got.seen), paths(want.hookRequests));
    assert.equal(got.bash.replace(/\n+$/, ''), 'ran', 'a hook not sent decides nothing: the command runs, as in the CLI');
    const blocked = URLS.length - want.hookRequests.length;
    assert.equal(got.warnings.filter((w) => w.startsWith('HTTP hook blocked: ')).length, blocked, got.warnings.join('\n'));
  });
}

test('a blocked PreToolUse http hook that would deny is not sent and the command runs (as in the CLI); the same hook allowed denies', async (t) => {
  const blocked = await replay(t, { hooks: hooksOn(['<hook>/deny']), allowedHttpHookUrls: ['<hook>/allowed/*'] });
  assert.deepEqual(paths(blocked.seen), paths(oracle.blockedGate?.hookRequests ?? []));
  assert.equal(blocked.bash.replace(/\n+$/, ''), oracle.blockedGate?.toolResults.bash_1);
  const allowed = await replay(t, { hooks: hooksOn(['<hook>/allowed/deny']), allowedHttpHookUrls: ['<hook>/allowed/*'] });
  assert.deepEqual(paths(allowed.seen), paths(oracle.allowedGate?.hookRequests ?? []));
  assert.equal(allowed.bash, oracle.allowedGate?.toolResults.bash_1);
});

test('settings.local.json: its list applies where settings.json sets none; it cannot add to the list settings.json sets (the CLI merges them)', async (t) => {
  const localOnly = await replay(t, { hooks: hooksOn(URLS) }, { allowedHttpHookUrls: ['<hook>/other'] });
  assert.deepEqual(paths(localOnly.seen), paths(oracle.urlsLocalOnly?.hookRequests ?? []));
  const both = await replay(t, { hooks: hooksOn(URLS), allowedHttpHookUrls: ['<hook>/other'] }, { allowedHttpHookUrls: ['<hook>/allowed/a'] });
  // The CLI sends /allowed/a too (the union); the runner keeps the team's list.
  assert.deepEqual(
    paths(oracle.urlsLocal?.hookRequests ?? []).filter((p) => !p.endsWith('/allowed/a')),
    paths(both.seen),
  );
  assert.ok(
    both.warnings.some((w) => w.startsWith('.claude/settings.local.json: allowedHttpHookUrls: not added')),
    both.warnings.join('\n'),
  );
});

test("the workflow's settings input bounds allowedHttpHookUrls: a repository's list narrows it, never adds to it (Claude Code would merge them)", async (t) => {
  // Attack: the repository allows every URL; the workflow allows its own hook path only.
  const wide = await replay(t, { hooks: hooksOn(URLS), allowedHttpHookUrls: ['*'] }, undefined, { allowedHttpHookUrls: ['<hook>/allowed/*'] });
  assert.deepEqual(paths(wide.seen), paths(oracle.urlsPathStar?.hookRequests ?? []));
  assert.ok(paths(wide.seen).length > 0 && paths(wide.seen).length < URLS.length, paths(wide.seen).join(', '));
  assert.ok(
    wide.warnings.some((w) => w.startsWith('settings input: allowedHttpHookUrls: the bound of the list .claude/settings.json sets')),
    wide.warnings.join('\n'),
  );
  // The repository's list narrows the workflow's.
  const narrow = await replay(t, { hooks: hooksOn(URLS), allowedHttpHookUrls: ['<hook>/allowed/a'] }, undefined, { allowedHttpHookUrls: ['<hook>/allowed/*'] });
  assert.deepEqual(paths(narrow.seen), ['<hook>/allowed/a']);
  // Control: the input's list alone.
  const alone = await replay(t, { hooks: hooksOn(URLS) }, undefined, { allowedHttpHookUrls: ['<hook>/allowed/*'] });
  assert.deepEqual(paths(alone.seen), paths(oracle.urlsPathStar?.hookRequests ?? []));
});

const ENV_HOOK = {
  type: 'http',
  url: '<hook>/env',
  headers: { 'X-A': '$HOOK_A', 'X-B': '${HOOK_B}', 'X-T': 'Bearer $HOOK_TOKEN', 'X-U': '[$UNLISTED]' },
  allowedEnvVars: ['HOOK_A', 'HOOK_B', 'HOOK_TOKEN'],
};
const ENV = { HOOK_A: 'value-a', HOOK_B: 'value-b', HOOK_TOKEN: 'secret-token-value', UNLISTED: 'unlisted-value' };

test('httpHookAllowedEnvVars: a header takes only the variables both lists name, as in Claude Code 2.1.332', async (t) => {
  const got = await replay(t, { env: ENV, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [ENV_HOOK] }] }, httpHookAllowedEnvVars: ['HOOK_A', 'HOOK_TOKEN'] });
  const want = oracle.envVars?.hookRequests[0]?.headers;
  assert.ok(want);
  assert.deepEqual(got.seen[0]?.headers, { 'x-a': want['x-a'], 'x-b': want['x-b'], 'x-t': want['x-t'], 'x-u': want['x-u'] });
  const none = await replay(t, { env: ENV, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [ENV_HOOK] }] } });
  assert.equal(none.seen[0]?.headers['x-b'], oracle.envVarsNone?.hookRequests[0]?.headers['x-b'], 'control: without the list, HOOK_B reaches the header');
});

test('httpHookAllowedEnvVars in settings.local.json cannot add a variable to the list settings.json sets', async (t) => {
  const hook = { type: 'http', url: '<hook>/env', headers: { 'X-A': '$HOOK_A', 'X-B': '$HOOK_B' }, allowedEnvVars: ['HOOK_A', 'HOOK_B'] };
  const got = await replay(
    t,
    { env: ENV, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [hook] }] }, httpHookAllowedEnvVars: ['HOOK_A'] },
    { httpHookAllowedEnvVars: ['HOOK_B'] },
  );
  // The CLI merges the two lists (value-b reaches it: oracle.envVarsLocal); the runner keeps the team's.
  assert.equal(oracle.envVarsLocal?.hookRequests[0]?.headers['x-b'], 'value-b');
  assert.deepEqual(got.seen[0]?.headers, { 'x-a': 'value-a', 'x-b': '' });
});

test("allowedHttpHookUrls bounds a skill's front-matter http hook too (attack: a hook outside the list; control: the same hook inside it is sent)", async (t) => {
  for (const [where, sent] of [
    ['/other', false],
    ['/allowed/x', true],
  ] as const) {
    const seen: HookRequest[] = [];
    const port = await hookServer(t, (p) => [[`127.0.0.1:${p}`, '<hook>']], seen);
    const skillFile = [
      '---',
      'name: hooked',
      'description: A skill with an http hook',
      'hooks:',
      '  PreToolUse:',
      '    - matcher: Bash',
      '      hooks:',
      '        - type: http',
      `          url: http://127.0.0.1:${port}${where}`,
      '---',
      'Run echo.',
      '',
    ].join('\n');
    const repo = await tempRepoFor(t, {
      '.claude/skills/hooked/SKILL.md': skillFile,
      '.claude/settings.json': JSON.stringify({ allowedHttpHookUrls: [`http://127.0.0.1:${port}/allowed/*`] }),
    });
    const model = await modelFor(t, [turn(call('Skill', { skill: 'hooked' }, 'skill_1')), bash('echo ran', 'bash_1'), text('done')]);
    await run({ url: model.url, repo, inputs: { permission_mode: 'bypassPermissions' } });
    assert.deepEqual(
      seen.map((h) => h.path),
      sent ? [where] : [],
      where,
    );
  }
});

test("the workflow's settings input bounds httpHookAllowedEnvVars: a repository's list narrows it, never adds a variable", async (t) => {
  const hook = { type: 'http', url: '<hook>/env', headers: { 'X-A': '$HOOK_A', 'X-B': '$HOOK_B' }, allowedEnvVars: ['HOOK_A', 'HOOK_B'] };
  const settings = (list: string[]) => ({ env: ENV, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [hook] }] }, httpHookAllowedEnvVars: list });
  // Attack: the repository names HOOK_B too; the workflow allows HOOK_A only.
  const wide = await replay(t, settings(['HOOK_A', 'HOOK_B']), undefined, { httpHookAllowedEnvVars: ['HOOK_A'] });
  assert.deepEqual(wide.seen[0]?.headers, { 'x-a': 'value-a', 'x-b': '' });
  assert.ok(
    wide.warnings.some((w) => w.startsWith('settings input: httpHookAllowedEnvVars: the bound of the list .claude/settings.json sets')),
    wide.warnings.join('\n'),
  );
  // The repository's list narrows the workflow's.
  const narrow = await replay(t, settings(['HOOK_B']), undefined, { httpHookAllowedEnvVars: ['HOOK_A', 'HOOK_B'] });
  assert.deepEqual(narrow.seen[0]?.headers, { 'x-a': '', 'x-b': 'value-b' });
});
