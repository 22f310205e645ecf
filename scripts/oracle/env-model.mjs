// Runs Claude Code headless (`claude -p`) against the project's scripted model with the `env` variables of
// `.claude/settings.json` that act on the model request and the context (prompt caching and its TTL, effort, thinking,
// betas, the request timeout, retries, the subagents' model, compaction), set in the settings file exactly as a
// repository commits them. Records, for every request the CLI sent: where it put cache breakpoints (and their `ttl`),
// its shaped fields (model, max_tokens, thinking, output_config, context_management), the anthropic-beta list, the SDK's
// timeout header, and what kind of call it was (the main thread, a subagent, a compaction summary).
// What it prints is what the runner is held to (test/fixtures/claude-code-first-request/2.1.332-env-model.json,
// test/session/env-model.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/env-model.mjs <claude binary> [out.json] [setup…]
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shapingSetups } from './model-shaping.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, outFile, ...only] = process.argv.slice(2);
if (!claude) throw new Error('usage: env-model.mjs <claude binary> [out.json] [setup…]');

const done = { content: [{ type: 'text', text: 'done' }] };
const model = (name) => ['--model', name];
const bash = (id) => ({ content: [{ type: 'tool_use', id, name: 'Bash', input: { command: 'true', description: 'nothing' } }] });
/** A reply whose usage says the window is this full: what the CLI reads to decide on compaction. */
const full = (id, tokens) => ({ ...bash(id), usage: { input_tokens: tokens, output_tokens: 20 } });
const agentCall = (id, input) => ({
  content: [{ type: 'tool_use', id, name: 'Agent', input: { description: 'probe', prompt: 'SUBAGENT: answer at once', ...input } }],
});
const AGENTS = {
  '.claude/agents/pinned.md': '---\nname: pinned\ndescription: An agent with its own model\nmodel: sonnet\n---\nAnswer at once.\n',
  '.claude/agents/inheriting.md': '---\nname: inheriting\ndescription: An agent that inherits the model\nmodel: inherit\n---\nAnswer at once.\n',
  '.claude/agents/plain.md': '---\nname: plain\ndescription: An agent without a model\n---\nAnswer at once.\n',
};

/** Each setup: CLI arguments (after `-p … --permission-mode bypassPermissions`), the settings' env, the main thread's turns. */
const setups = {
  // Prompt caching.
  cacheDefault: { args: [], env: {}, main: [bash('t1')] },
  disableCaching: { args: [], env: { DISABLE_PROMPT_CACHING: '1' }, main: [bash('t1')] },
  disableCachingOpus: { args: [], env: { DISABLE_PROMPT_CACHING_OPUS: '1' } },
  disableCachingSonnet: { args: [], env: { DISABLE_PROMPT_CACHING_SONNET: '1' } },
  disableCachingSonnetOnSonnet: { args: model('sonnet'), env: { DISABLE_PROMPT_CACHING_SONNET: '1' } },
  disableCachingHaikuOnHaiku: { args: model('claude-haiku-4-5'), env: { DISABLE_PROMPT_CACHING_HAIKU: '1' } },
  disableCachingFalse: { args: [], env: { DISABLE_PROMPT_CACHING: 'false' } },
  disableCachingZero: { args: [], env: { DISABLE_PROMPT_CACHING: '0' } },
  cache1h: { args: [], env: { ENABLE_PROMPT_CACHING_1H: '1' }, main: [bash('t1')] },
  cache1hForced5m: { args: [], env: { ENABLE_PROMPT_CACHING_1H: '1', FORCE_PROMPT_CACHING_5M: '1' } },
  cacheTtl1h: { args: [], env: { CLAUDE_CODE_PROMPT_CACHE_TTL: '1h' } },
  cache1hSubagent: { args: [], env: { ENABLE_PROMPT_CACHING_1H: '1' }, main: [agentCall('a1', { subagent_type: 'general-purpose' })] },
  // Effort.
  effortEnvLow: { args: [], env: { CLAUDE_CODE_EFFORT_LEVEL: 'low' } },
  effortEnvLowOverSettings: { args: [], env: { CLAUDE_CODE_EFFORT_LEVEL: 'low' }, settings: { effortLevel: 'high' } },
  effortEnvLowUnderFlag: { args: ['--effort', 'high'], env: { CLAUDE_CODE_EFFORT_LEVEL: 'low' } },
  effortEnvAuto: { args: [], env: { CLAUDE_CODE_EFFORT_LEVEL: 'auto' }, settings: { effortLevel: 'high' } },
  effortEnvMax: { args: [], env: { CLAUDE_CODE_EFFORT_LEVEL: 'max' } },
  effortEnvBad: { args: [], env: { CLAUDE_CODE_EFFORT_LEVEL: 'fast' } },
  effortEnvSonnet45: { args: model('claude-sonnet-4-5'), env: { CLAUDE_CODE_EFFORT_LEVEL: 'low' } },
  effortEnvAutoSubagent: { args: [], env: { CLAUDE_CODE_EFFORT_LEVEL: 'auto' }, main: [agentCall('a1', { subagent_type: 'general-purpose' })] },
  // The subagents' effort.
  subagentEffortLow: { args: [], env: { CLAUDE_CODE_SUBAGENT_EFFORT: 'low' }, main: [agentCall('a1', { subagent_type: 'general-purpose' })] },
  subagentEffortLowMainHigh: {
    args: [],
    env: { CLAUDE_CODE_SUBAGENT_EFFORT: 'low', CLAUDE_CODE_EFFORT_LEVEL: 'high' },
    main: [agentCall('a1', { subagent_type: 'general-purpose' })],
  },
  subagentEffortMax: { args: [], env: { CLAUDE_CODE_SUBAGENT_EFFORT: 'max' }, main: [agentCall('a1', { subagent_type: 'general-purpose' })] },
  subagentEffortAuto: { args: [], env: { CLAUDE_CODE_SUBAGENT_EFFORT: 'auto' }, main: [agentCall('a1', { subagent_type: 'general-purpose' })] },
  subagentEffortBad: { args: [], env: { CLAUDE_CODE_SUBAGENT_EFFORT: 'fast' }, main: [agentCall('a1', { subagent_type: 'general-purpose' })] },
  subagentEffortOnSonnet45: {
    args: [],
    env: { CLAUDE_CODE_SUBAGENT_EFFORT: 'low', CLAUDE_CODE_SUBAGENT_MODEL: 'claude-sonnet-4-5' },
    main: [agentCall('a1', { subagent_type: 'general-purpose' })],
  },
  // Thinking and betas.
  noInterleaved: { args: [], env: { DISABLE_INTERLEAVED_THINKING: '1' } },
  noInterleavedSonnet45: { args: model('claude-sonnet-4-5'), env: { DISABLE_INTERLEAVED_THINKING: '1' } },
  noThinking: { args: [], env: { CLAUDE_CODE_DISABLE_THINKING: '1' } },
  noThinkingSonnet45: { args: model('claude-sonnet-4-5'), env: { CLAUDE_CODE_DISABLE_THINKING: '1' } },
  noAdaptiveOpus46: { args: model('claude-opus-4-6'), env: { CLAUDE_CODE_DISABLE_ADAPTIVE_THINKING: '1' } },
  noAdaptiveSonnet46: { args: model('claude-sonnet-4-6'), env: { CLAUDE_CODE_DISABLE_ADAPTIVE_THINKING: '1' } },
  noAdaptiveDefault: { args: [], env: { CLAUDE_CODE_DISABLE_ADAPTIVE_THINKING: '1' } },
  sonnet1m: { args: model('sonnet[1m]'), env: {} },
  sonnet1mDisabled: { args: model('sonnet[1m]'), env: { CLAUDE_CODE_DISABLE_1M_CONTEXT: '1' } },
  sonnet45with1m: { args: model('claude-sonnet-4-5[1m]'), env: {} },
  sonnet45with1mDisabled: { args: model('claude-sonnet-4-5[1m]'), env: { CLAUDE_CODE_DISABLE_1M_CONTEXT: '1' } },
  noExperimentalBetas: { args: [], env: { CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS: '1' } },
  noExperimentalBetasToolSearchOn: { args: [], env: { CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS: '1', ENABLE_TOOL_SEARCH: 'true' } },
  noExperimentalBetasSonnet45: { args: model('claude-sonnet-4-5'), env: { CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS: '1' } },
  // What the aliases name.
  defaultOpusFlag: { args: model('opus'), env: { ANTHROPIC_DEFAULT_OPUS_MODEL: 'claude-opus-4-6' } },
  defaultOpusNoFlag: { args: [], env: { ANTHROPIC_DEFAULT_OPUS_MODEL: 'claude-opus-4-6' } },
  defaultSonnetSetting: { args: [], env: { ANTHROPIC_DEFAULT_SONNET_MODEL: 'claude-sonnet-4-5' }, settings: { model: 'sonnet' } },
  defaultSonnetFlagUnknown: { args: model('sonnet'), env: { ANTHROPIC_DEFAULT_SONNET_MODEL: 'gateway-sonnet' } },
  defaultSonnetAgent: {
    args: [],
    env: { ANTHROPIC_DEFAULT_SONNET_MODEL: 'claude-sonnet-4-5' },
    files: AGENTS,
    main: [agentCall('a1', { subagent_type: 'pinned' })],
  },
  defaultSonnetSubagentModel: {
    args: [],
    env: { ANTHROPIC_DEFAULT_SONNET_MODEL: 'claude-sonnet-4-5', CLAUDE_CODE_SUBAGENT_MODEL: 'sonnet' },
    main: [agentCall('a1', { subagent_type: 'general-purpose' })],
  },
  defaultHaikuFlag: { args: model('haiku'), env: { ANTHROPIC_DEFAULT_HAIKU_MODEL: 'claude-haiku-4-5' } },
  defaultSonnetModelEnv: { args: [], env: { ANTHROPIC_DEFAULT_SONNET_MODEL: 'claude-sonnet-4-5', ANTHROPIC_MODEL: 'sonnet' } },
  // The cache TTL per kind of call.
  ttlMain1hSubagent: { args: [], env: { CLAUDE_CODE_PROMPT_CACHE_TTL: '1h' }, main: [agentCall('a1', { subagent_type: 'general-purpose' })] },
  ttlSubagent1h: { args: [], env: { CLAUDE_CODE_SUBAGENT_PROMPT_CACHE_TTL: '1h' }, main: [agentCall('a1', { subagent_type: 'general-purpose' })] },
  ttlMain5mOver1h: { args: [], env: { ENABLE_PROMPT_CACHING_1H: '1', CLAUDE_CODE_PROMPT_CACHE_TTL: '5m' }, main: [bash('t1')] },
  ttlMain1hForced5m: { args: [], env: { CLAUDE_CODE_PROMPT_CACHE_TTL: '1h', FORCE_PROMPT_CACHING_5M: '1' } },
  ttlMainBad: { args: [], env: { CLAUDE_CODE_PROMPT_CACHE_TTL: '2h' } },
  ttlMessages5m: { args: [], env: { ENABLE_PROMPT_CACHING_1H: '1', CLAUDE_CODE_MESSAGES_PROMPT_CACHE_TTL: '5m' }, main: [bash('t1')] },
  ttlMessages5mMain1h: { args: [], env: { CLAUDE_CODE_PROMPT_CACHE_TTL: '1h', CLAUDE_CODE_MESSAGES_PROMPT_CACHE_TTL: '5m' }, main: [bash('t1')] },
  ttlMessages1h: { args: [], env: { CLAUDE_CODE_MESSAGES_PROMPT_CACHE_TTL: '1h' }, main: [bash('t1')] },
  // The request's timeout and the retries.
  apiTimeout: { args: [], env: { API_TIMEOUT_MS: '45000' } },
  retries1: {
    args: [],
    env: { CLAUDE_CODE_MAX_RETRIES: '1' },
    main: [
      { fault: { kind: 'http', status: 500, retryAfter: 0 } },
      { fault: { kind: 'http', status: 500, retryAfter: 0 } },
      { fault: { kind: 'http', status: 500, retryAfter: 0 } },
      { fault: { kind: 'http', status: 500, retryAfter: 0 } },
    ],
  },
  retries0: {
    args: [],
    env: { CLAUDE_CODE_MAX_RETRIES: '0' },
    main: [{ fault: { kind: 'http', status: 500, retryAfter: 0 } }, { fault: { kind: 'http', status: 500, retryAfter: 0 } }],
  },
  retries1Then200: { args: [], env: { CLAUDE_CODE_MAX_RETRIES: '1' }, main: [{ fault: { kind: 'http', status: 529, retryAfter: 0 } }] },
  // The subagents' model.
  subagentModelGeneral: { args: [], env: { CLAUDE_CODE_SUBAGENT_MODEL: 'claude-haiku-4-5' }, main: [agentCall('a1', { subagent_type: 'general-purpose' })] },
  subagentModelPinned: {
    args: [],
    env: { CLAUDE_CODE_SUBAGENT_MODEL: 'claude-haiku-4-5' },
    files: AGENTS,
    main: [agentCall('a1', { subagent_type: 'pinned' })],
  },
  subagentModelInherit: {
    args: [],
    env: { CLAUDE_CODE_SUBAGENT_MODEL: 'claude-haiku-4-5' },
    files: AGENTS,
    main: [agentCall('a1', { subagent_type: 'inheriting' })],
  },
  subagentModelPlain: { args: [], env: { CLAUDE_CODE_SUBAGENT_MODEL: 'claude-haiku-4-5' }, files: AGENTS, main: [agentCall('a1', { subagent_type: 'plain' })] },
  subagentModelInput: {
    args: [],
    env: { CLAUDE_CODE_SUBAGENT_MODEL: 'claude-haiku-4-5' },
    main: [agentCall('a1', { subagent_type: 'general-purpose', model: 'sonnet' })],
  },
  subagentModelAlias: { args: [], env: { CLAUDE_CODE_SUBAGENT_MODEL: 'sonnet' }, main: [agentCall('a1', { subagent_type: 'general-purpose' })] },
  subagentModelNone: { args: [], env: {}, files: AGENTS, main: [agentCall('a1', { subagent_type: 'plain' })] },
  // Compaction: the first reply says the window is this full (claude-sonnet-4-5: a 200,000-token window).
  compact990k: { args: model('claude-sonnet-4-5'), env: {}, main: [full('t1', 990000), bash('t2')] },
  compact190kOpus: { args: [], env: {}, main: [full('t1', 190000), bash('t2')] },
  compact190k: { args: model('claude-sonnet-4-5'), env: {}, main: [full('t1', 190000), bash('t2')] },
  compact150k: { args: model('claude-sonnet-4-5'), env: {}, main: [full('t1', 150000), bash('t2')] },
  compact190kDisabledAuto: { args: model('claude-sonnet-4-5'), env: { DISABLE_AUTO_COMPACT: '1' }, main: [full('t1', 190000), bash('t2')] },
  compact190kDisabled: { args: model('claude-sonnet-4-5'), env: { DISABLE_COMPACT: '1' }, main: [full('t1', 190000), bash('t2')] },
  compact110kPct50: { args: model('claude-sonnet-4-5'), env: { CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: '50' }, main: [full('t1', 110000), bash('t2')] },
  compact90kPct50: { args: model('claude-sonnet-4-5'), env: { CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: '50' }, main: [full('t1', 90000), bash('t2')] },
  compact90kWindow100k: { args: model('claude-sonnet-4-5'), env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: '100000' }, main: [full('t1', 90000), bash('t2')] },
  compact60kWindow100k: { args: model('claude-sonnet-4-5'), env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: '100000' }, main: [full('t1', 60000), bash('t2')] },
  compact60kWindow100kPct50: {
    args: model('claude-sonnet-4-5'),
    env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: '100000', CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: '50' },
    main: [full('t1', 60000), bash('t2')],
  },
  compact40kWindow100kPct50: {
    args: model('claude-sonnet-4-5'),
    env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: '100000', CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: '50' },
    main: [full('t1', 40000), bash('t2')],
  },
  // Unknown ids, the default model, modelOverrides and the aliases: recorded apart (model-shaping.mjs).
  ...shapingSetups,
};

/** Where a request carries cache breakpoints: `tools[i]`, `system[i]`, `messages[i].content[j]`, each with its value. */
function breakpoints(body) {
  const marks = [];
  (body.tools ?? []).forEach((t, i) => t.cache_control && marks.push({ at: `tools[${i}]`, last: i === body.tools.length - 1, cache_control: t.cache_control }));
  if (Array.isArray(body.system))
    body.system.forEach((b, i) => b.cache_control && marks.push({ at: `system[${i}]`, last: i === body.system.length - 1, cache_control: b.cache_control }));
  (body.messages ?? []).forEach((m, i) => {
    if (typeof m.content === 'string') return;
    m.content.forEach((b, j) => b.cache_control && marks.push({ at: `messages[${i}].content[${j}]`, role: m.role, cache_control: b.cache_control }));
  });
  return marks;
}

const textOf = (m) =>
  typeof m.content === 'string' ? m.content : m.content.map((b) => b.text ?? (b.type === 'tool_result' ? '[tool_result]' : `[${b.type}]`)).join(' ');
function kindOf(body) {
  const firstUser = textOf(body.messages?.[0] ?? { content: '' });
  const lastUser = textOf(body.messages?.at(-1) ?? { content: '' });
  if (lastUser.includes('Your task is to create a detailed summary')) return 'compaction';
  if (firstUser.includes('SUBAGENT')) return 'subagent';
  if (!Array.isArray(body.tools) || body.tools.length === 0) return 'side';
  return 'main';
}

async function runSetup(setup) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-probe-'));
  const cwd = path.join(work, 'repo'),
    home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude/agents')]) mkdirSync(d, { recursive: true });
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify({ ...(setup.settings ?? {}), env: setup.env }));
  for (const [file, text] of Object.entries(setup.files ?? {})) writeFileSync(path.join(cwd, file), text);
  writeFileSync(
    path.join(home, '.claude.json'),
    JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } } }),
  );
  spawnSync('git', ['init', '-q'], { cwd });
  const main = [...(setup.main ?? [])];
  const requests = [];
  const scripted = await startScriptedModel((req) => {
    const kind = kindOf(req.body);
    requests.push({ kind, req });
    if (kind === 'compaction') return { content: [{ type: 'text', text: '<summary>The probe ran one command.</summary>' }] };
    if (kind === 'subagent') return { content: [{ type: 'text', text: 'sub done' }] };
    if (kind === 'side') return { content: [{ type: 'text', text: 'x' }] };
    return main.shift() ?? done;
  });
  const run = await new Promise((resolve) => {
    const ch = execFile(
      claude,
      ['-p', 'probe', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'bypassPermissions', ...setup.args],
      {
        cwd,
        encoding: 'utf8',
        timeout: 240000,
        maxBuffer: 64 << 20,
        env: {
          PATH: process.env.PATH,
          HOME: home,
          ANTHROPIC_BASE_URL: scripted.url,
          ANTHROPIC_API_KEY: 'sk-ant-oracle',
          DISABLE_AUTOUPDATER: '1',
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
          DISABLE_TELEMETRY: '1',
          IS_SANDBOX: '1',
        },
      },
      (error, stdout, stderr) => resolve({ stdout, stderr, status: error?.code ?? 0 }),
    );
    ch.stdin?.end();
  });
  await scripted.close();
  const lines = run.stdout
    .split('\n')
    .filter(Boolean)
    .flatMap((l) => {
      try {
        return [JSON.parse(l)];
      } catch {
        return [];
      }
    });
  const result = lines.find((l) => l.type === 'result');
  const compactLines = lines.filter((l) => l.type === 'system' && l.subtype === 'compact_boundary').map((l) => l.compact_metadata);
  return {
    work,
    record: {
      args: setup.args,
      env: setup.env,
      ...(setup.settings ? { settings: setup.settings } : {}),
      status: run.status,
      stderr: run.stderr.slice(0, 600),
      result: result
        ? { subtype: result.subtype, is_error: result.is_error, ...(result.is_error ? { result: String(result.result).slice(0, 300) } : {}) }
        : null,
      ...(compactLines.length > 0 ? { compactions: compactLines } : {}),
      requests: requests.map(({ kind, req }) => {
        const { tools: _t, system: _s, messages, metadata: _md, ...fields } = req.body;
        return {
          kind,
          messages: messages?.length ?? 0,
          tools: {
            whole: (req.body.tools ?? []).filter((t) => !t.defer_loading).map((t) => t.name),
            deferred: (req.body.tools ?? []).filter((t) => t.defer_loading).map((t) => t.name),
          },
          fields,
          breakpoints: breakpoints(req.body),
          betas: String(req.headers['anthropic-beta'] ?? '')
            .split(',')
            .filter(Boolean),
          timeoutHeader: req.headers['x-stainless-timeout'],
          retryCount: req.headers['x-stainless-retry-count'],
        };
      }),
    },
  };
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const recorded = {};
const works = [];
const entries = Object.entries(setups).filter(([name]) => only.length === 0 || only.includes(name));
// One at a time: the machine is shared.
for (let i = 0; i < entries.length; i += 1) {
  const batch = entries.slice(i, i + 1);
  const results = await Promise.all(batch.map(([, setup]) => runSetup(setup)));
  for (const [j, { work, record }] of results.entries()) {
    const name = batch[j][0];
    works.push(work);
    recorded[name] = record;
    console.error(
      `${name}: ${record.status} ${record.requests.map((r) => `${r.kind}:${r.fields.model}:${JSON.stringify(r.breakpoints.map((b) => b.cache_control))}`).join(' | ')}`,
    );
  }
}

let text = JSON.stringify({ claude_code: version, setups: recorded });
for (const w of works) text = text.split(w).join('<tmp>');
text = text
  .replace(/cc-probe-[A-Za-z0-9]+/g, 'cc-probe-<id>')
  .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
  .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
const json = `${JSON.stringify(JSON.parse(text), null, 1)}\n`;
if (outFile) writeFileSync(outFile, json);
else process.stdout.write(json);
