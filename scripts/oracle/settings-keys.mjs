// Runs Claude Code headless against the project's scripted model and records what five settings keys do when a
// project's .claude/settings.json (and settings.local.json) sets them:
// - `skillOverrides`: the skill listing the model sees, the Skill tool's answer for each value, a `/name` prompt of an
//   "off" skill, a plugin's skill, precedence between the two files; an agent's `skills:` naming a hidden skill; the
//   hooks around `/name` of an "off" skill (and the order of the prompt hooks); PreToolUse around the Skill tool's
//   refusal; workflows and commands. Those scenarios are in settings-keys-skills.mjs.
// - `allowedHttpHookUrls`, `httpHookAllowedEnvVars`: which http hooks are sent (URL patterns), what a blocked hook
//   does, which variables reach a header, the two files merged.
// - `fallbackModel`, `modelOverrides`: the request's `model` when the first model answers 529, and with an override.
// What it records is what the runner is held to (test/fixtures/claude-code-tool-results/2.1.332-settings-keys.json,
// test/session/settings-keys.test.ts, skill-overrides.test.ts, skill-overrides-reach.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/settings-keys.mjs <claude binary> [out.json] [variant…]
// (with variants named, out.json holds only those: merge them into the fixture's `variants`)
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hookEntry, SKILLS, SKILL_VARIANTS, skill } from './settings-keys-skills.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out, ...only] = process.argv.slice(2);
if (!claude) throw new Error('usage: settings-keys.mjs <claude binary> [out.json] [variant…]');

const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
const say = (text) => ({ content: [{ type: 'text', text }] });
/** Hooks on PreToolUse Bash, one per URL; `<hook>` is the hook server's origin. */
const httpHooks = (urls, extra = {}) => ({
  PreToolUse: [{ matcher: 'Bash', hooks: urls.map((url) => ({ type: 'http', url, timeout: 10, ...extra })) }],
});
const URLS = ['<hook>/allowed/a', '<hook>/allowed/deep/b?q=1', '<hook>/other', '<hook>/allowedX', '<local>/allowed/c', '<hook2>/allowed/d'];
const bashOnce = [['Bash', { command: 'echo ran', description: 'echo' }, 'bash_1']];
const patternVariant = (patterns) => ({
  args: ['--permission-mode', 'bypassPermissions'],
  settings: { hooks: httpHooks(URLS), allowedHttpHookUrls: patterns },
  main: bashOnce,
});

export const VARIANTS = {
  ...SKILL_VARIANTS,
  // allowedHttpHookUrls: each pattern against the same six hook URLs.
  urlsNone: patternVariant(undefined),
  urlsEmpty: patternVariant([]),
  urlsPathStar: patternVariant(['<hook>/allowed/*']),
  urlsOrigin: patternVariant(['<hook>']),
  urlsOriginSlash: patternVariant(['<hook>/']),
  urlsExact: patternVariant(['<hook>/other']),
  urlsPortStar: patternVariant(['http://127.0.0.1:*/allowed/*']),
  urlsHostStar: patternVariant(['http://*:<port>/allowed/*']),
  urlsAll: patternVariant(['*']),
  urlsStarInMiddle: patternVariant(['<hook>/all*']),
  urlsNoScheme: patternVariant(['127.0.0.1:<port>/allowed/*']),
  // The two files: local adds to (or cannot narrow?) the project's list.
  urlsLocal: { ...patternVariant(['<hook>/other']), local: { allowedHttpHookUrls: ['<hook>/allowed/a'] } },
  urlsLocalOnly: { ...patternVariant(undefined), local: { allowedHttpHookUrls: ['<hook>/other'] } },
  // httpHookAllowedEnvVars against each hook's own allowedEnvVars.
  envVars: {
    args: ['--permission-mode', 'bypassPermissions'],
    env: { HOOK_A: 'value-a', HOOK_B: 'value-b', HOOK_TOKEN: 'secret-token-value', GITHUB_TOKEN: 'ghs_secretvalue' },
    settings: {
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [
              {
                type: 'http',
                url: '<hook>/env',
                headers: { 'X-A': '$HOOK_A', 'X-B': '${HOOK_B}', 'X-T': 'Bearer $HOOK_TOKEN', 'X-G': '$GITHUB_TOKEN', 'X-U': '[$UNLISTED]' },
                allowedEnvVars: ['HOOK_A', 'HOOK_B', 'HOOK_TOKEN', 'GITHUB_TOKEN'],
              },
            ],
          },
        ],
      },
      httpHookAllowedEnvVars: ['HOOK_A', 'HOOK_TOKEN'],
    },
    main: bashOnce,
  },
  envVarsNone: {
    args: ['--permission-mode', 'bypassPermissions'],
    env: { HOOK_A: 'value-a', HOOK_B: 'value-b', HOOK_TOKEN: 'secret-token-value', GITHUB_TOKEN: 'ghs_secretvalue' },
    settings: {
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [
              {
                type: 'http',
                url: '<hook>/env',
                headers: { 'X-A': '$HOOK_A', 'X-B': '${HOOK_B}', 'X-T': 'Bearer $HOOK_TOKEN', 'X-G': '$GITHUB_TOKEN' },
                allowedEnvVars: ['HOOK_A', 'HOOK_B', 'HOOK_TOKEN', 'GITHUB_TOKEN'],
              },
            ],
          },
        ],
      },
    },
    main: bashOnce,
  },
  envVarsLocal: {
    args: ['--permission-mode', 'bypassPermissions'],
    env: { HOOK_A: 'value-a', HOOK_B: 'value-b' },
    settings: {
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [{ type: 'http', url: '<hook>/env', headers: { 'X-A': '$HOOK_A', 'X-B': '$HOOK_B' }, allowedEnvVars: ['HOOK_A', 'HOOK_B'] }],
          },
        ],
      },
      httpHookAllowedEnvVars: ['HOOK_A'],
    },
    local: { httpHookAllowedEnvVars: ['HOOK_B'] },
    main: bashOnce,
  },
  // A blocked hook that would deny: does the tool run?
  blockedGate: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { hooks: httpHooks(['<hook>/deny']), allowedHttpHookUrls: ['<hook>/allowed/*'] },
    main: bashOnce,
  },
  allowedGate: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { hooks: httpHooks(['<hook>/allowed/deny']), allowedHttpHookUrls: ['<hook>/allowed/*'] },
    main: bashOnce,
  },
  // fallbackModel: the first model answers 529 every time.
  fallback: { args: ['--model', 'claude-opus-4-6'], settings: { fallbackModel: 'claude-sonnet-4-5' }, overloaded: 'claude-opus-4-6', main: [] },
  fallbackFlag: { args: ['--model', 'claude-opus-4-6', '--fallback-model', 'claude-sonnet-4-5'], overloaded: 'claude-opus-4-6', main: [] },
  modelOverrides: {
    args: ['--model', 'claude-opus-4-6'],
    settings: { modelOverrides: { 'claude-opus-4-6': 'gateway-opus', 'claude-sonnet-4-5': 'gateway-sonnet' } },
    main: [],
  },
  modelOverridesAlias: {
    args: ['--model', 'sonnet'],
    settings: { modelOverrides: { 'claude-sonnet-5-5': 'gateway-sonnet-55', 'claude-sonnet-4-5': 'gateway-sonnet' } },
    main: [],
  },
  modelOverridesBedrock: {
    args: ['--model', 'claude-sonnet-4-5'],
    settings: { modelOverrides: { 'claude-sonnet-4-5': 'arn:aws:bedrock:us-east-1:123456789012:inference-profile/gateway-sonnet' } },
    provider: { CLAUDE_CODE_USE_BEDROCK: '1', CLAUDE_CODE_SKIP_BEDROCK_AUTH: '1', AWS_REGION: 'us-east-1' },
    base: 'ANTHROPIC_BEDROCK_BASE_URL',
    main: [],
  },
};

function startHookServer() {
  const seen = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k.startsWith('x-')));
      seen.push({ host: req.headers.host, path: req.url, headers });
      res.writeHead(200, { 'content-type': 'application/json' });
      const deny = req.url.endsWith('/deny');
      res.end(
        JSON.stringify(
          deny ? { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'denied by http hook' } } : {},
        ),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, seen, port: server.address().port })));
}

async function variant(name, sc) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  const plugin = path.join(work, 'plugin');
  for (const d of [cwd, home, path.join(plugin, '.claude-plugin')]) mkdirSync(d, { recursive: true });
  for (const [f, text] of Object.entries({ ...SKILLS, ...sc.files })) {
    mkdirSync(path.dirname(path.join(cwd, f)), { recursive: true });
    writeFileSync(path.join(cwd, f), text);
  }
  writeFileSync(path.join(plugin, '.claude-plugin/plugin.json'), JSON.stringify({ name: 'plug' }));
  for (const [f, text] of Object.entries(
    Object.fromEntries([skill('ps', 'Plugin skill set to off'), skill('pn', 'Plugin skill set to name-only'), skill('pk', 'Plugin skill kept')]),
  )) {
    mkdirSync(path.dirname(path.join(plugin, f.replace('.claude/', ''))), { recursive: true });
    writeFileSync(path.join(plugin, f.replace('.claude/', '')), text);
  }
  const hooks = await startHookServer();
  const hooks2 = await startHookServer();
  const fill = (v) =>
    v === undefined
      ? undefined
      : JSON.parse(
          JSON.stringify(v)
            .replaceAll('<hook2>', `http://127.0.0.1:${hooks2.port}`)
            .replaceAll('<hook>', `http://127.0.0.1:${hooks.port}`)
            .replaceAll('<local>', `http://localhost:${hooks.port}`)
            .replaceAll('<port>', String(hooks.port)),
        );
  const settings = fill(sc.settings);
  if (settings) writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify(settings, null, 2));
  if (sc.local) writeFileSync(path.join(cwd, '.claude/settings.local.json'), JSON.stringify(fill(sc.local), null, 2));
  writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
  spawnSync('git', ['init', '-q'], { cwd });
  let next = 0;
  const results = new Map();
  const requests = [];
  const model = await startScriptedModel((req) => {
    const msgs = req.body.messages ?? [];
    for (const m of msgs)
      if (m.role === 'user' && Array.isArray(m.content))
        for (const b of m.content) if (b.type === 'tool_result' && !results.has(b.tool_use_id)) results.set(b.tool_use_id, b);
    const main = Array.isArray(req.body.tools) && req.body.tools.length > 0;
    const bodies = [...new Set([...JSON.stringify(msgs).matchAll(/BODY OF ([\w-]+)/g)].map((m) => m[1]))].sort();
    const task = /SUBAGENT-TASK/.test(JSON.stringify(msgs[0] ?? ''));
    requests.push({ model: req.body.model, path: req.path.replace(/\?.*$/, ''), main, messages: msgs.length, ...(sc.files ? { bodies, subagent: task } : {}) });
    if (sc.overloaded && req.body.model === sc.overloaded) return { fault: { kind: 'http', status: 529 } };
    if (!main) return say('ok');
    const s = sc.main[next++];
    return s ? call(...s) : say('done');
  });
  const firstMain = () => model.requests.find((r) => Array.isArray(r.body.tools) && r.body.tools.length > 0);
  const run = await new Promise((resolve) => {
    const c = execFile(
      claude,
      [
        '-p',
        sc.prompt ?? 'oracle: call the tools',
        '--output-format',
        'stream-json',
        '--verbose',
        ...(sc.args.includes('--model') ? [] : ['--model', 'claude-opus-4-6']),
        ...sc.args,
        ...(sc.plugin ? ['--plugin-dir', plugin] : []),
      ],
      {
        cwd,
        encoding: 'utf8',
        timeout: 300_000,
        maxBuffer: 64 << 20,
        env: {
          PATH: process.env.PATH,
          HOME: home,
          ...(sc.base ? { [sc.base]: model.url } : { ANTHROPIC_BASE_URL: model.url }),
          ANTHROPIC_API_KEY: 'sk-ant-oracle',
          DISABLE_AUTOUPDATER: '1',
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
          DISABLE_TELEMETRY: '1',
          IS_SANDBOX: '1',
          ...(sc.provider ?? {}),
          ...(sc.env ?? {}),
        },
      },
      (error, stdout, stderr) => resolve({ stdout, stderr, status: error?.code ?? 0 }),
    );
    c.stdin?.end();
  });
  await model.close();
  hooks.server.close();
  hooks2.server.close();
  if (process.env.KEEP_STDOUT) writeFileSync(`${process.env.KEEP_STDOUT}.${name}`, run.stdout);
  if (run.status !== 0) console.error(name, run.stderr.slice(0, 2000));
  const clean = (s) =>
    s
      .replaceAll(cwd, '<cwd>')
      .replaceAll(plugin, '<plugin>')
      .replaceAll(work, '<work>')
      .replaceAll(`127.0.0.1:${hooks2.port}`, '<hook2>')
      .replaceAll(`127.0.0.1:${hooks.port}`, '<hook>')
      .replaceAll(`localhost:${hooks.port}`, '<local>')
      .replaceAll(String(hooks.port), '<port>');
  const text = (b) => {
    if (!b) return null;
    const raw = typeof b.content === 'string' ? b.content : (b.content ?? []).map((x) => x.text ?? `[${x.type}]`).join('\n');
    return clean(raw.replace(/\n*<system-reminder>[\s\S]*?<\/system-reminder>/g, '')).slice(0, 1500);
  };
  const first = firstMain();
  const firstUser = first ? JSON.stringify(first.body.messages?.[0]?.content ?? '') : '';
  const listing = /The following skills are available[^\\]*\\n\\n?([\s\S]*?)<\/system-reminder>/.exec(firstUser)?.[1] ?? null;
  const lines = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const resultLine = lines.find((l) => l.type === 'result');
  const hookLines = lines
    .filter((l) => l.type === 'system' && /hook/.test(l.subtype ?? ''))
    .map((l) => ({ subtype: l.subtype, hook_name: l.hook_name, outcome: l.outcome, output: l.output, stderr: l.stderr }));
  const localStdout = lines
    .filter((l) => l.type === 'user')
    .map((l) => (typeof l.message?.content === 'string' ? l.message.content : JSON.stringify(l.message?.content)))
    .filter((t) => /local-command/.test(t));
  return JSON.parse(
    clean(
      JSON.stringify({
        variant: name,
        args: sc.args,
        exit: run.status,
        requests,
        // The project's and the plugin's skills as listed; the CLI's bundled skills by name only.
        skillListing: listing === null ? null : listing.split('\\n').filter((l) => /^- (s-|plug:|wf-)/.test(l)),
        bundledSkills: listing === null ? null : listing.split('\\n').flatMap((l) => (/^- (?!s-|plug:|wf-)([\w-]+):/.exec(l) ?? []).slice(1)),
        firstUserHasSkill: /s-on/.test(firstUser),
        toolResults: Object.fromEntries(sc.main.map((s) => [s[2], text(results.get(s[2]))])),
        hookRequests: [...hooks.seen, ...hooks2.seen.map((h) => ({ ...h, server: 2 }))],
        hookLines,
        localStdout,
        ...(existsSync(path.join(cwd, 'hooks.log'))
          ? { hookLog: readFileSync(path.join(cwd, 'hooks.log'), 'utf8').split('\n').filter(Boolean).map(hookEntry) }
          : {}),
        ...(sc.prompt
          ? {
              resultLine: resultLine
                ? {
                    keys: Object.keys(resultLine).sort(),
                    local_command: resultLine.local_command,
                    stop_reason: resultLine.stop_reason,
                    total_cost_usd: resultLine.total_cost_usd,
                  }
                : null,
              assistantText: lines.filter((l) => l.type === 'assistant').map((l) => JSON.stringify(l.message?.content)),
              assistantLines: lines.filter((l) => l.type === 'assistant').length,
            }
          : {}),
        result: resultLine ? { subtype: resultLine.subtype, is_error: resultLine.is_error, result: resultLine.result, num_turns: resultLine.num_turns } : null,
        stderr: run.stderr.slice(0, 1500),
      }),
    ),
  );
}

const recorded = { claudeCode: spawnSync(claude, ['--version'], { encoding: 'utf8' }).stdout.trim(), variants: {} };
for (const [name, sc] of Object.entries(VARIANTS)) {
  if (only.length > 0 && !only.includes(name)) continue;
  recorded.variants[name] = await variant(name, sc);
  console.error('done', name);
}
const json = `${JSON.stringify(recorded, null, 2)}\n`;
if (out) writeFileSync(out, json);
else process.stdout.write(json);
