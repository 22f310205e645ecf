// Runs Claude Code headless (`claude -p`) against the project's scripted model and records what its ReportFindings tool
// does: the tool_result the model is sent for a valid call, an empty list, a second call, and inputs that fail its
// schema (a missing field, 33 findings, a bad enum, a long short_summary, an unknown field, no `findings`); whether
// it runs under `dontAsk` with no rule; what a `*` PreToolUse/PostToolUse hook is given; and whether the findings show
// anywhere in the stream-json output (the result line, a system line) beyond the tool_use and tool_result themselves.
// What it records is what the runner's ReportFindings is held to
// (test/fixtures/claude-code-tool-results/2.1.332-report-findings.json, test/tools/report-findings.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/report-findings.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, outFile] = process.argv.slice(2);
if (!claude) throw new Error('usage: report-findings.mjs <claude binary> [out.json]');

const call = (input, id) => ({ content: [{ type: 'tool_use', id, name: 'ReportFindings', input }] });
const done = { content: [{ type: 'text', text: 'done' }] };
// A marker in every finding: a stream-json line other than the tool_use/tool_result that holds it carries the findings.
const MARK = 'FINDING-MARK';
const finding = (n, extra = {}) => ({
  file: `src/f${n}.ts`,
  line: n,
  summary: `${MARK} defect ${n}`,
  failure_scenario: `input ${n} crashes`,
  ...extra,
});
const full = finding(1, { short_summary: 'off by one', category: 'correctness', severity: 'important', verdict: 'CONFIRMED', outcome: 'fixed' });

const scenarios = {
  valid: {
    main: [
      call({ level: 'high', findings: [full, finding(2, { severity: 'nit' })] }, 'toolu_valid'),
      call({ findings: [] }, 'toolu_empty'),
      call({ findings: [finding(3)] }, 'toolu_again'),
    ],
  },
  invalid: {
    main: [
      call({ findings: [{ file: 'a.ts', summary: 's' }] }, 'toolu_missing_field'),
      call({ findings: Array.from({ length: 33 }, (_, i) => finding(i + 1)) }, 'toolu_33'),
      call({ findings: [finding(1, { severity: 'critical' })] }, 'toolu_bad_enum'),
      call({ level: 'extreme', findings: [] }, 'toolu_bad_level'),
      call({ findings: [finding(1, { short_summary: 'x'.repeat(61) })] }, 'toolu_long_short'),
      call({ findings: [finding(1, { column: 3 })] }, 'toolu_extra_field'),
      call({}, 'toolu_no_findings'),
      call({ findings: [finding(1, { line: '7' })] }, 'toolu_line_string'),
      call({ findings: [finding(1, { line: 0, file: '../../etc/passwd' })] }, 'toolu_odd_path'),
      call({ findings: [finding(1, { summary: '@octocat <img src=x> </details> **bold**' })] }, 'toolu_markdown'),
    ],
  },
  // No allow rule, dontAsk: is it a tool that needs permission?
  dontAsk: { mode: 'dontAsk', main: [call({ findings: [finding(1)] }, 'toolu_dontask')] },
  // Named in --tools alone: is it offered there?
  toolsNamed: { tools: 'Read,ReportFindings', main: [call({ findings: [finding(1)] }, 'toolu_named')] },
  // The CLI's bundled code-review skill, headless: what its instructions say of ReportFindings (the sentences only).
  codeReview: { prompt: '/code-review', changed: true, main: [] },
};

async function runScenario(scenario) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-probe-'));
  const cwd = path.join(work, 'repo'),
    home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  const hookLog = path.join(work, 'hooks.jsonl');
  const logHook = [{ matcher: '*', hooks: [{ type: 'command', command: `cat >> ${hookLog}; echo >> ${hookLog}` }] }];
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify({ hooks: { PreToolUse: logHook, PostToolUse: logHook, PostToolUseFailure: logHook } }));
  writeFileSync(
    path.join(home, '.claude.json'),
    JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } } }),
  );
  spawnSync('git', ['init', '-q'], { cwd });
  if (scenario.changed) {
    // A commit and an uncommitted change: a diff to review.
    writeFileSync(path.join(cwd, 'a.js'), 'export const add = (a, b) => a + b;\n');
    spawnSync('git', ['add', 'a.js'], { cwd });
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'base'], { cwd });
    writeFileSync(path.join(cwd, 'a.js'), 'export const add = (a, b) => a - b;\n');
  }
  const main = [...scenario.main];
  const requests = [];
  const model = await startScriptedModel((req) => {
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'x' }] };
    requests.push(req);
    return main.shift() ?? done;
  });
  const args = [
    '-p',
    scenario.prompt ?? 'probe',
    '--output-format',
    'stream-json',
    '--verbose',
    '--permission-mode',
    scenario.mode ?? 'bypassPermissions',
    '--model',
    'claude-opus-4-6',
  ];
  if (scenario.tools !== undefined) args.push('--tools', scenario.tools);
  const run = await new Promise((resolve) => {
    const ch = execFile(
      claude,
      args,
      {
        cwd,
        encoding: 'utf8',
        timeout: 180000,
        maxBuffer: 64 << 20,
        env: {
          PATH: process.env.PATH,
          HOME: home,
          ANTHROPIC_BASE_URL: model.url,
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
  await model.close();
  const lines = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const hooks = existsSync(hookLog)
    ? readFileSync(hookLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .map((h) => {
          const { session_id: _s, transcript_path: _t, cwd: _c, duration_ms: _d, ...rest } = h;
          return rest;
        })
    : [];
  const last = requests.at(-1);
  const results = (last?.body.messages ?? []).flatMap((m) =>
    Array.isArray(m.content)
      ? m.content
          .filter((b) => b.type === 'tool_result')
          .map((b) => ({ tool_use_id: b.tool_use_id, is_error: b.is_error === true, content: String(b.content).replace(/\n\n<system-reminder>[\s\S]*$/, '') }))
      : [],
  );
  const init = lines.find((l) => l.type === 'system' && l.subtype === 'init');
  const result = lines.find((l) => l.type === 'result');
  return {
    work,
    record: {
      args: args.slice(5),
      status: run.status,
      offered: (requests[0]?.body.tools ?? []).some((t) => t.name === 'ReportFindings'),
      initTools: init?.tools?.filter((t) => t === 'ReportFindings'),
      results,
      hooks,
      // Every stream-json line by type/subtype, and the keys of the result line.
      lineKinds: lines.map((l) => (l.subtype ? `${l.type}/${l.subtype}` : l.type)),
      resultKeys: result ? Object.keys(result).sort() : [],
      resultText: result?.result,
      // Lines other than the model's tool_use (assistant) and its tool_result (user) that hold a finding's text.
      findingsElsewhere: lines
        .filter((l) => JSON.stringify(l).includes(MARK))
        .filter((l) => l.type !== 'assistant' && !(l.type === 'user' && l.message?.content?.some?.((b) => b.type === 'tool_result')))
        .map((l) => ({ type: l.type, subtype: l.subtype, keys: Object.keys(l) })),
      // The user lines' tool_use_result (the CLI's structured result for the SDK), for the valid calls.
      toolUseResults: lines.filter((l) => l.type === 'user' && l.tool_use_result !== undefined).map((l) => l.tool_use_result),
      // What the messages (not the tool definitions) say of ReportFindings: a skill's instructions, sentence by sentence.
      saysOfReportFindings: [
        ...new Set(
          (requests[0]?.body.messages ?? [])
            .flatMap((m) => (typeof m.content === 'string' ? [m.content] : m.content.map((b) => b.text ?? '')))
            .flatMap((t) => t.replace(/\s+/g, ' ').match(/[^.!?]*ReportFindings[^.!?]*[.!?]?/g) ?? [])
            .map((t) => t.trim()),
        ),
      ],
      stderr: run.stderr.slice(0, 2000),
    },
  };
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const recorded = {};
const works = [];
for (const [name, scenario] of Object.entries(scenarios)) {
  const { work, record } = await runScenario(scenario);
  works.push(work);
  recorded[name] = record;
  console.error(`${name}: ${record.results.length} results, ${record.hooks.length} hook calls`);
}

let text = JSON.stringify({ claude_code: version, scenarios: recorded });
for (const w of works) text = text.split(w).join('<tmp>');
text = text
  .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
  .replace(/\d{4}-\d{2}-\d{2}/g, '<date>')
  .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
const json = `${JSON.stringify(JSON.parse(text), null, 1)}\n`;
if (outFile) writeFileSync(outFile, json);
else process.stdout.write(json);
