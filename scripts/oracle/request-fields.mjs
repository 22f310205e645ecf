// Runs Claude Code headless (`claude -p`) against the project's scripted model for each model and setting that shapes
// the Messages API request beyond its tools and text, and records the main thread's first request: its top-level fields
// (model, max_tokens, thinking, output_config, context_management, …; not tools, system, messages, metadata) and its
// headers, the anthropic-beta list whole (its dates kept: they name the betas). One setup answers the first call with
// a thinking block and a tool call, and records how the CLI sends that thinking back in the next request.
// What it prints is what the runner is held to (test/fixtures/claude-code-first-request/2.1.332-fields.json,
// test/session/request-fields.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/request-fields.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, outFile] = process.argv.slice(2);
if (!claude) throw new Error('usage: request-fields.mjs <claude binary> [out.json]');

const done = { content: [{ type: 'text', text: 'done' }] };
const model = (name) => ['--model', name];
const env = (vars, more = {}) => ({ settings: { ...more, env: vars } });

/** Each setup: CLI arguments (after `-p … --permission-mode bypassPermissions`), project settings, the turns. */
const setups = {
  default: { args: [] },
  opus: { args: model('opus') },
  sonnet: { args: model('sonnet') },
  haiku: { args: model('haiku') },
  'claude-opus-5-5': { args: model('claude-opus-5-5') },
  'claude-sonnet-5-5': { args: model('claude-sonnet-5-5') },
  'claude-haiku-5-5': { args: model('claude-haiku-5-5') },
  'claude-opus-4-8': { args: model('claude-opus-4-8') },
  'claude-opus-4-6': { args: model('claude-opus-4-6') },
  'claude-sonnet-4-6': { args: model('claude-sonnet-4-6') },
  'claude-opus-4-5': { args: model('claude-opus-4-5') },
  'claude-sonnet-4-5': { args: model('claude-sonnet-4-5') },
  'claude-haiku-4-5': { args: model('claude-haiku-4-5') },
  'claude-opus-4-1': { args: model('claude-opus-4-1') },
  'claude-sonnet-4-0': { args: model('claude-sonnet-4-0') },
  'claude-opus-4-7': { args: model('claude-opus-4-7') },
  'claude-opus-4-0': { args: model('claude-opus-4-0') },
  'claude-opus-5': { args: model('claude-opus-5') },
  'claude-sonnet-5': { args: model('claude-sonnet-5') },
  'claude-fable-5-2': { args: model('claude-fable-5-2') },
  'claude-mythos-5': { args: model('claude-mythos-5') },
  'claude-fable-5': { args: model('claude-fable-5') },
  'claude-fable-5-1': { args: model('claude-fable-5-1') },
  'claude-mythos-5-1': { args: model('claude-mythos-5-1') },
  'claude-mythos-5-2': { args: model('claude-mythos-5-2') },
  'claude-3-7-sonnet-20250219': { args: model('claude-3-7-sonnet-20250219') },
  'claude-3-5-haiku-20241022': { args: model('claude-3-5-haiku-20241022') },
  'claude-haiku-4-5-20251001': { args: model('claude-haiku-4-5-20251001') },
  settingsModel: { args: [], settings: { model: 'claude-sonnet-4-5' } },
  effortLow: { args: ['--effort', 'low'] },
  effortMax: { args: ['--effort', 'max'] },
  effortXhigh: { args: ['--effort', 'xhigh'] },
  settingsEffortMedium: { args: [], settings: { effortLevel: 'medium' } },
  effortLowSonnet45: { args: ['--effort', 'low', ...model('claude-sonnet-4-5')] },
  effortLowOpus45: { args: ['--effort', 'low', ...model('claude-opus-4-5')] },
  effortLowHaiku45: { args: ['--effort', 'low', ...model('claude-haiku-4-5')] },
  maxThinking8000: { args: [], ...env({ MAX_THINKING_TOKENS: '8000' }) },
  maxThinking0: { args: [], ...env({ MAX_THINKING_TOKENS: '0' }) },
  maxThinking8000Sonnet45: { args: model('claude-sonnet-4-5'), ...env({ MAX_THINKING_TOKENS: '8000' }) },
  maxThinking0Sonnet45: { args: model('claude-sonnet-4-5'), ...env({ MAX_THINKING_TOKENS: '0' }) },
  maxOutput16000: { args: [], ...env({ CLAUDE_CODE_MAX_OUTPUT_TOKENS: '16000' }) },
  maxOutput16000Sonnet45: { args: model('claude-sonnet-4-5'), ...env({ CLAUDE_CODE_MAX_OUTPUT_TOKENS: '16000' }) },
  maxOutput200000: { args: [], ...env({ CLAUDE_CODE_MAX_OUTPUT_TOKENS: '200000' }) },
  ...Object.fromEntries(
    ['claude-opus-4-8', 'claude-opus-4-6', 'claude-sonnet-4-6', 'claude-opus-4-5', 'claude-sonnet-4-5', 'claude-haiku-4-5', 'claude-sonnet-4-0'].map((m) => [
      `maxOutput200000-${m}`,
      { args: model(m), ...env({ CLAUDE_CODE_MAX_OUTPUT_TOKENS: '200000' }) },
    ]),
  ),
  maxOutput16000Thinking20000Sonnet45: {
    args: model('claude-sonnet-4-5'),
    ...env({ CLAUDE_CODE_MAX_OUTPUT_TOKENS: '16000', MAX_THINKING_TOKENS: '20000' }),
  },
  thinkingOff: { args: [], settings: { alwaysThinkingEnabled: false } },
  thinkingOffSonnet45: { args: model('claude-sonnet-4-5'), settings: { alwaysThinkingEnabled: false } },
  thinkingOnSonnet45: { args: model('claude-sonnet-4-5'), settings: { alwaysThinkingEnabled: true } },
  // The same request through Bedrock and Vertex AI (credentials skipped; the scripted model answers their paths).
  bedrock: {
    args: [],
    provider: { CLAUDE_CODE_USE_BEDROCK: '1', CLAUDE_CODE_SKIP_BEDROCK_AUTH: '1', AWS_REGION: 'us-east-1' },
    base: 'ANTHROPIC_BEDROCK_BASE_URL',
  },
  bedrockSonnet45: {
    args: model('claude-sonnet-4-5'),
    provider: { CLAUDE_CODE_USE_BEDROCK: '1', CLAUDE_CODE_SKIP_BEDROCK_AUTH: '1', AWS_REGION: 'us-east-1' },
    base: 'ANTHROPIC_BEDROCK_BASE_URL',
  },
  vertexSonnet45: {
    args: model('claude-sonnet-4-5'),
    provider: { CLAUDE_CODE_USE_VERTEX: '1', CLAUDE_CODE_SKIP_VERTEX_AUTH: '1', ANTHROPIC_VERTEX_PROJECT_ID: 'oracle', CLOUD_ML_REGION: 'us-east5' },
    base: 'ANTHROPIC_VERTEX_BASE_URL',
    suffix: '/v1',
  },
  vertex: {
    args: [],
    provider: { CLAUDE_CODE_USE_VERTEX: '1', CLAUDE_CODE_SKIP_VERTEX_AUTH: '1', ANTHROPIC_VERTEX_PROJECT_ID: 'oracle', CLOUD_ML_REGION: 'us-east5' },
    base: 'ANTHROPIC_VERTEX_BASE_URL',
    suffix: '/v1',
  },
  // The first reply thinks, then calls a tool: the next request shows what the CLI sends back.
  thinkingBack: {
    args: [],
    main: [
      {
        content: [
          { type: 'thinking', thinking: 'I should look at the files first.', signature: 'sig-oracle-1' },
          { type: 'tool_use', id: 'toolu_ls', name: 'Bash', input: { command: 'ls', description: 'List files' } },
        ],
      },
    ],
  },
};

async function runSetup(setup) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-probe-'));
  const cwd = path.join(work, 'repo'),
    home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  if (setup.settings) writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify(setup.settings));
  writeFileSync(
    path.join(home, '.claude.json'),
    JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } } }),
  );
  spawnSync('git', ['init', '-q'], { cwd });
  const main = [...(setup.main ?? [])];
  const requests = [];
  const scripted = await startScriptedModel((req) => {
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'x' }] };
    requests.push(req);
    return main.shift() ?? done;
  });
  const run = await new Promise((resolve) => {
    const ch = execFile(
      claude,
      ['-p', 'probe', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'bypassPermissions', ...setup.args],
      {
        cwd,
        encoding: 'utf8',
        timeout: 180000,
        maxBuffer: 64 << 20,
        env: {
          PATH: process.env.PATH,
          HOME: home,
          ANTHROPIC_BASE_URL: scripted.url,
          ANTHROPIC_API_KEY: 'sk-ant-oracle',
          ...(setup.provider ? { ...setup.provider, [setup.base]: scripted.url + (setup.suffix ?? '') } : {}),
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
  const [first, second] = requests;
  // Bedrock and Vertex: the body as sent (the model and stream in the path, anthropic_beta in the body).
  const { tools: _t, system: _s, messages: _m, metadata: _md, ...fields } = first?.sentBody ?? first?.body ?? {};
  return {
    work,
    record: {
      args: setup.args,
      ...(setup.settings ? { settings: setup.settings } : {}),
      status: run.status,
      stderr: run.stderr.slice(0, 600),
      ...(first?.route ? { path: first.path } : {}),
      ...(first
        ? {
            fields,
            headers: {
              'anthropic-beta': String(first.headers['anthropic-beta'] ?? '')
                .split(',')
                .filter(Boolean),
              'anthropic-version': first.headers['anthropic-version'],
            },
          }
        : {}),
      ...(setup.main && second ? { secondRequestAssistant: second.body.messages.filter((m) => m.role === 'assistant') } : {}),
    },
  };
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const recorded = {};
const works = [];
const only = process.env.ORACLE_ONLY?.split(',');
const entries = Object.entries(setups).filter(([name]) => !only || only.includes(name));
// Three at a time: each run waits mostly on its own start-up.
for (let i = 0; i < entries.length; i += 3) {
  const batch = entries.slice(i, i + 3);
  const results = await Promise.all(batch.map(([, setup]) => runSetup(setup)));
  for (const [j, { work, record }] of results.entries()) {
    const name = batch[j][0];
    works.push(work);
    recorded[name] = record;
    console.error(`${name}: ${JSON.stringify(record.fields)} ${record.headers?.['anthropic-beta'].join(',')}`);
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
