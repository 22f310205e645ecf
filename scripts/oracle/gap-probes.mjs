// Runs Claude Code headless against the project's scripted model and records four things not measured before:
// - `lsp`: with a plugin's language server (typescript-language-server for `.ts`, loaded with --plugin-dir): whether LSP
//   is sent whole or deferred behind ToolSearch, its answer for files no server handles (`.md`, `.txt`, no extension, a
//   missing file) and one it handles; which tools the built-in Explore agent and a workflow agent get (whole, deferred).
// - `cwd`: Glob and Grep without a `path` after a Bash `cd` (both allowed by name, as claude-code-action names them);
//   a foreground command moved to the background at its timeout that runs `cd` (into a subfolder, out of the
//   project): where the next command starts, while it runs and after it ended, and CwdChanged.
// What it records is what the runner is held to (test/fixtures/claude-code-tool-results/2.1.332-gap-probes.json,
// test/session/gap-probes.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/gap-probes.mjs <claude binary> [out.json] [variant…]
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out, ...only] = process.argv.slice(2);
if (!claude) throw new Error('usage: gap-probes.mjs <claude binary> [out.json] [variant…]');

const SERVER = path.join(root, 'node_modules', 'typescript-language-server', 'lib', 'cli.mjs');
const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
const say = (text) => ({ content: [{ type: 'text', text }] });
const WORKFLOW = `export const meta = { name: 'probe', description: 'One agent', phases: [{ title: 'Work' }] };
phase('Work');
const a = await agent('WORKER answer at once', { label: 'w' });
return { a };
`;

/** A skill of the repository's: its description `chars` long (a word and then `x`s, so a cut shows where it fell). */
const skill = (name, chars) => ({
  [`.claude/skills/${name}/SKILL.md`]: `---\nname: ${name}\ndescription: ${`${name} does ${'x'.repeat(chars)}`.slice(0, chars)}\n---\nBody of ${name}.\n`,
});
const SKILLS = { ...skill('probe-long', 2000), ...skill('probe-mid', 300), ...skill('probe-short', 40), ...skill('probe-other', 300) };

export const VARIANTS = {
  // The skill listing the model is sent, with the settings' skillListingMaxDescChars / skillListingBudgetFraction or
  // neither (the schema has both; does 2.1.332 headless apply them?).
  skillsDefault: { args: ['--permission-mode', 'bypassPermissions'], files: SKILLS, main: [] },
  skillsMaxDesc: { args: ['--permission-mode', 'bypassPermissions'], files: SKILLS, settings: { skillListingMaxDescChars: 100 }, main: [] },
  skillsBudget: { args: ['--permission-mode', 'bypassPermissions'], files: SKILLS, settings: { skillListingBudgetFraction: 0.0005 }, main: [] },
  lsp: {
    args: ['--permission-mode', 'bypassPermissions'],
    plugin: true,
    main: [
      ['ToolSearch', { query: 'select:LSP' }, 'load_lsp'],
      ['LSP', { operation: 'documentSymbol', filePath: 'README.md', line: 1, character: 1 }, 'lsp_md'],
      ['LSP', { operation: 'hover', filePath: 'notes.txt', line: 1, character: 1 }, 'lsp_txt'],
      ['LSP', { operation: 'hover', filePath: 'Makefile', line: 1, character: 1 }, 'lsp_no_extension'],
      ['LSP', { operation: 'hover', filePath: 'missing.py', line: 1, character: 1 }, 'lsp_missing'],
      ['LSP', { operation: 'documentSymbol', filePath: 'src/util.ts', line: 1, character: 1 }, 'lsp_ts'],
      ['Agent', { description: 'look', prompt: 'EXPLORE: answer at once', subagent_type: 'Explore', run_in_background: false }, 'explore'],
      ['Agent', { description: 'look', prompt: 'GENERAL: answer at once', subagent_type: 'general-purpose', run_in_background: false }, 'general'],
      ['Workflow', { name: 'probe' }, 'workflow'],
      'wait',
    ],
  },
  cwd: {
    args: ['--permission-mode', 'bypassPermissions', '--allowedTools', 'Glob,Grep'],
    main: [
      ['Bash', { command: 'cd sub', description: 'cd' }, 'cd_sub'],
      ['Glob', { pattern: '*.txt' }, 'glob_no_path'],
      ['Grep', { pattern: 'marker', output_mode: 'files_with_matches' }, 'grep_no_path'],
      ['Grep', { pattern: 'marker', path: '.', output_mode: 'files_with_matches' }, 'grep_dot'],
      ['Glob', { pattern: '**/*.txt', path: '..' }, 'glob_parent'],
      ['Bash', { command: `cd ${'<cwd>'}`, description: 'back' }, 'cd_back'],
      ['Bash', { command: 'cd sub/deep && echo started; sleep 3; echo finished', description: 'moved cd', timeout: 1000 }, 'moved_cd'],
      ['Bash', { command: 'pwd', description: 'pwd' }, 'pwd_while_moved'],
      ['Bash', { command: 'sleep 4; pwd', description: 'pwd' }, 'pwd_after_moved'],
      ['Bash', { command: 'cd /tmp && echo started; sleep 3; echo finished', description: 'moved out', timeout: 1000 }, 'moved_cd_out'],
      ['Bash', { command: 'sleep 4; pwd', description: 'pwd' }, 'pwd_after_moved_out'],
      ['Bash', { command: 'cd sub && sleep 3; echo finished', description: 'moved sleep', timeout: 1000 }, 'moved_cd_then_sleep'],
      ['Bash', { command: 'pwd', description: 'pwd' }, 'pwd_after_killed'],
    ],
  },
};

/** One request's tools: the ones sent whole, the ones marked defer_loading, and the deferred names listed to the model. */
function toolsOf(req) {
  const tools = Array.isArray(req.body.tools) ? req.body.tools : [];
  const first = JSON.stringify(req.body.messages?.[0] ?? '');
  const listed = /deferred tools are now available via ToolSearch[\s\S]*?before calling them:\\n([^<]*)</.exec(first);
  return {
    whole: tools
      .filter((t) => !t.defer_loading)
      .map((t) => t.name)
      .sort(),
    deferLoading: tools
      .filter((t) => t.defer_loading)
      .map((t) => t.name)
      .sort(),
    deferredListed: listed ? listed[1].split('\\n').filter(Boolean).sort() : [],
  };
}

/** The repository's skills' lines of the listing the first message sends (the bundled skills' lines left out), and its length. */
function skillListingOf(req) {
  const first = req.body.messages?.[0];
  const blocks = Array.isArray(first?.content) ? first.content : [];
  const block = blocks.find((b) => b.type === 'text' && b.text.includes('The following skills are available'));
  if (!block) return null;
  return { chars: block.text.length, probeLines: block.text.split('\n').filter((l) => l.startsWith('- probe-')) };
}

async function variant(name, sc) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  const logs = path.join(work, 'logs');
  const plugin = path.join(work, 'plugin');
  for (const d of [
    cwd,
    home,
    logs,
    path.join(cwd, '.claude/workflows'),
    path.join(cwd, 'sub/deep'),
    path.join(cwd, 'src'),
    path.join(plugin, '.claude-plugin'),
  ])
    mkdirSync(d, { recursive: true });
  const files = {
    'README.md': '# r\n',
    'notes.txt': 'notes\n',
    Makefile: 'all:\n',
    'marker.txt': 'root marker\n',
    'sub/marker.txt': 'sub marker\n',
    'sub/other.txt': 'other\n',
    'sub/deep/deep.txt': 'deep marker\n',
    'src/util.ts': 'export function greet(name: string): string {\n  return `hi ${name}`;\n}\n',
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true }, include: ['src'] }),
    '.claude/workflows/probe.js': WORKFLOW,
  };
  for (const [f, text] of Object.entries({ ...files, ...sc.files })) {
    mkdirSync(path.dirname(path.join(cwd, f)), { recursive: true });
    writeFileSync(path.join(cwd, f), text);
  }
  writeFileSync(path.join(plugin, '.claude-plugin/plugin.json'), JSON.stringify({ name: 'ts-lsp' }));
  writeFileSync(
    path.join(plugin, '.lsp.json'),
    JSON.stringify({ typescript: { command: process.execPath, args: [SERVER, '--stdio'], extensionToLanguage: { '.ts': 'typescript' } } }),
  );
  const hook = `cat > "${logs}/$(date +%s%N).json"`;
  writeFileSync(
    path.join(cwd, '.claude/settings.json'),
    JSON.stringify({ ...sc.settings, hooks: { CwdChanged: [{ hooks: [{ type: 'command', command: hook }] }] } }),
  );
  writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
  spawnSync('git', ['init', '-q'], { cwd });
  const steps = sc.main.map((s) => (s === 'wait' ? s : JSON.parse(JSON.stringify(s).replaceAll('<cwd>', cwd))));
  let next = 0;
  const results = new Map();
  const requests = [];
  const model = await startScriptedModel((req) => {
    const msgs = req.body.messages ?? [];
    for (const m of msgs)
      if (m.role === 'user' && Array.isArray(m.content))
        for (const b of m.content) if (b.type === 'tool_result' && !results.has(b.tool_use_id)) results.set(b.tool_use_id, b);
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return say('ok');
    const first = JSON.stringify(msgs[0] ?? '');
    const who = (first.match(/EXPLORE|GENERAL|WORKER/) ?? ['main'])[0];
    if (msgs.length === 1) requests.push({ who, ...toolsOf(req), ...(sc.files ? { skillListing: skillListingOf(req) } : {}) });
    if (who !== 'main') return say(`${who} done`);
    const s = steps[next++];
    if (s === 'wait') return say('Waiting for the workflow.');
    return s ? call(...s) : say('done');
  });
  const run = await new Promise((resolve) => {
    const c = execFile(
      claude,
      [
        '-p',
        'oracle: call the tools',
        '--output-format',
        'stream-json',
        '--verbose',
        '--model',
        'claude-opus-4-6',
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
    c.stdin?.end();
  });
  await model.close();
  if (process.env.KEEP_STDOUT) writeFileSync(`${process.env.KEEP_STDOUT}.${name}`, run.stdout);
  if (run.status !== 0) console.error(name, run.stderr.slice(0, 2000));
  const clean = (s) =>
    s
      .replaceAll(cwd, '<cwd>')
      .replaceAll(work, '<work>')
      .replace(/\/tmp\/claude-\d+\/[^\s"]*\.output/g, '<tasks>');
  const text = (b) => {
    if (!b) return null;
    const raw = typeof b.content === 'string' ? b.content : (b.content ?? []).map((x) => x.text ?? `[${x.type}]`).join('\n');
    return clean(raw.replace(/\n*<system-reminder>[\s\S]*?<\/system-reminder>/g, '')).slice(0, 1500);
  };
  const cwdChanged = readdirSync(logs)
    .sort()
    .map((f) => {
      const { old_cwd, new_cwd, cwd: at } = JSON.parse(readFileSync(path.join(logs, f), 'utf8') || '{}');
      return JSON.parse(clean(JSON.stringify({ old_cwd, new_cwd, cwd: at })));
    });
  const result = {
    variant: name,
    args: sc.args,
    exit: run.status,
    requests,
    results: steps
      .filter((s) => s !== 'wait')
      .map(([tool, input, id]) => ({
        tool,
        id,
        input: JSON.parse(clean(JSON.stringify(input))),
        is_error: results.get(id)?.is_error === true,
        text: text(results.get(id)),
      })),
    cwd_changed: cwdChanged,
  };
  rmSync(work, { recursive: true, force: true });
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
  const runs = {};
  for (const [name, sc] of Object.entries(VARIANTS)) if (only.length === 0 || only.includes(name)) runs[name] = await variant(name, sc);
  const result = { claude_code: version, observed: 'claude -p --model claude-opus-4-6 against support/scripted-model', runs };
  if (out && only.length > 0 && existsSync(out)) result.runs = { ...JSON.parse(readFileSync(out, 'utf8')).runs, ...runs };
  if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
  else console.log(JSON.stringify(result, null, 1));
}
