// Runs Claude Code headless against the project's scripted model with tool-side variables set in the temp repository's
// .claude/settings.json `env`, exactly as a repository commits them, and records what each changes: Read's token cap
// (CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS), the skill listing's budget (SLASH_COMMAND_TOOL_CHAR_BUDGET), CLAUDE.md
// files (CLAUDE_CODE_DISABLE_CLAUDE_MDS), the git instructions (CLAUDE_CODE_DISABLE_GIT_INSTRUCTIONS and
// `includeGitInstructions: false`), the command a prefix wraps (CLAUDE_CODE_SHELL_PREFIX), Glob's switches with relative
// and absolute patterns (glob-*, glob-abs-*) and its time limit and links (glob-timeout-*). Each setup is one
// session; the record keeps its first request's system text and first user message, and each call's result
// (test/fixtures/claude-code-tool-results/2.1.332-tool-env.json, test/session/tool-env.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/tool-env.mjs <claude binary> [out.json]   (SETUP=name,name: only those)
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out] = process.argv.slice(2);
if (!claude) throw new Error('usage: tool-env.mjs <claude binary> [out.json]');

const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
/** `lines` numbered lines of `width` characters. */
const lines = (n, width) => Array.from({ length: n }, (_, i) => `${String(i + 1).padStart(6, '0')} ${'x'.repeat(width - 7)}\n`).join('');
const skill = (name, description) => ({ [`.claude/skills/${name}/SKILL.md`]: `---\nname: ${name}\ndescription: ${description}\n---\nBody of ${name}.\n` });
const SKILLS = {
  ...skill('alpha', `Alpha skill. ${'a'.repeat(150)}`),
  ...skill('bravo', `Bravo skill. ${'b'.repeat(150)}`),
  ...skill('charlie', `Charlie skill. ${'c'.repeat(150)}`),
  ...skill('delta', `Delta skill. ${'d'.repeat(150)}`),
  ...skill('echo', `Echo skill. ${'e'.repeat(2000)}`),
};
/** The prefix program: logs each argument it got on a line of its own, then runs the first as a bash command line. */
const WRAP = '#!/bin/bash\n{ echo "ARGC=$#"; for a in "$@"; do printf "ARG<%s>\\n" "$a"; done; } >> "$(dirname "$0")/prefix.log"\nexec bash -c "$1"\n';

/** What is looked for in the first request's system text and first user message. */
const MARKS = ['gitStatus', 'Git Safety Protocol', 'Co-Authored-By', 'ROOT_MEMORY_MARKER', 'NESTED_MEMORY_MARKER', 'RULE_MARKER', 'alpha', 'echo:'];

/** Files for Glob and Grep: plain, hidden (a dotfile, a dot folder), ignored by .gitignore, in node_modules. */
const GLOB_FILES = {
  '.gitignore': 'ignored.txt\nbuild/\n',
  'a.txt': 'needle\n',
  '.hidden.txt': 'needle\n',
  '.dotdir/in-dot.txt': 'needle\n',
  'ignored.txt': 'needle\n',
  'build/out.txt': 'needle\n',
  'node_modules/pkg/mod.txt': 'needle\n',
};

/** `n` files in node_modules, 100 a folder. */
const bigTree = (n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`node_modules/p${Math.floor(i / 100)}/f${i}.txt`, '']));

/** 20,000 .gitignore patterns ripgrep takes seconds to compile. */
const SLOW_IGNORE = Array.from({ length: 20_000 }, (_, i) => `**/d${i}*x${i % 97}*y${i % 89}/*.q${i}\n`).join('');

const SETUPS = {
  'read-cap': {
    env: { CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS: '2000' },
    files: { 'big.txt': lines(1000, 60), 'small.txt': lines(20, 60) },
    calls: (p) => [
      ['Read', { file_path: p('small.txt') }, 'read_small'],
      ['Read', { file_path: p('big.txt') }, 'read_whole'],
      ['Read', { file_path: p('big.txt'), offset: 1, limit: 500 }, 'read_part_over'],
      ['Read', { file_path: p('big.txt'), offset: 1, limit: 50 }, 'read_part_under'],
    ],
  },
  'read-cap-high': {
    env: { CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS: '40000' },
    files: { 'big.txt': lines(2000, 60) },
    calls: (p) => [['Read', { file_path: p('big.txt') }, 'read_whole_high']],
  },
  'skills-budget': {
    env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '400' },
    files: SKILLS,
    calls: () => [],
  },
  'skills-default': { env: {}, files: SKILLS, calls: () => [] },
  'claude-mds': {
    env: { CLAUDE_CODE_DISABLE_CLAUDE_MDS: '1' },
    files: { 'CLAUDE.md': 'ROOT_MEMORY_MARKER\n', 'sub/CLAUDE.md': 'NESTED_MEMORY_MARKER\n', 'sub/x.txt': 'x\n', '.claude/rules/r.md': 'RULE_MARKER\n' },
    calls: (p) => [['Read', { file_path: p('sub/x.txt') }, 'read_nested']],
  },
  'claude-mds-default': {
    env: {},
    files: { 'CLAUDE.md': 'ROOT_MEMORY_MARKER\n', 'sub/CLAUDE.md': 'NESTED_MEMORY_MARKER\n', 'sub/x.txt': 'x\n', '.claude/rules/r.md': 'RULE_MARKER\n' },
    calls: (p) => [['Read', { file_path: p('sub/x.txt') }, 'read_nested_default']],
  },
  ...Object.fromEntries(
    [
      ['glob-default', {}],
      ['glob-hidden-false', { CLAUDE_CODE_GLOB_HIDDEN: 'false' }],
      ['glob-no-ignore-false', { CLAUDE_CODE_GLOB_NO_IGNORE: 'false' }],
      ['glob-no-ignore-true', { CLAUDE_CODE_GLOB_NO_IGNORE: 'true' }],
    ].map(([name, env]) => [
      name,
      {
        env,
        allowedTools: 'Glob,Grep',
        files: GLOB_FILES,
        calls: () => [
          ['Glob', { pattern: '**/*.txt' }, 'glob_txt'],
          ['Glob', { pattern: '.*' }, 'glob_dot'],
          ['Grep', { pattern: 'needle', output_mode: 'files_with_matches' }, 'grep_needle'],
        ],
      },
    ]),
  ),
  // What the default lists besides: .git's own files, a pattern naming a dot folder or an ignored one, and the cap.
  ...Object.fromEntries(
    [
      ['glob-edges-default', {}],
      ['glob-edges-no-ignore-false', { CLAUDE_CODE_GLOB_NO_IGNORE: 'false' }],
      ['glob-edges-hidden-false', { CLAUDE_CODE_GLOB_HIDDEN: 'false' }],
    ].map(([name, env]) => [
      name,
      {
        env,
        allowedTools: 'Glob',
        files: { ...GLOB_FILES, ...Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`many/f${String(i).padStart(3, '0')}.md`, 'x\n'])) },
        calls: () => [
          ['Glob', { pattern: '**/HEAD' }, 'glob_git_head'],
          ['Glob', { pattern: 'build/**' }, 'glob_build'],
          ['Glob', { pattern: '.dotdir/*' }, 'glob_dotdir'],
          ['Glob', { pattern: '**/*.md' }, 'glob_many'],
        ],
      },
    ]),
  ),
  // An absolute pattern under each switch (the runner's Glob found nothing with either off).
  ...Object.fromEntries(
    [
      ['glob-abs-default', {}],
      ['glob-abs-no-ignore-false', { CLAUDE_CODE_GLOB_NO_IGNORE: 'false' }],
      ['glob-abs-hidden-false', { CLAUDE_CODE_GLOB_HIDDEN: 'false' }],
    ].map(([name, env]) => [
      name,
      {
        env,
        allowedTools: 'Glob',
        files: { ...GLOB_FILES, 'sub/b.txt': 'x\n', 'sub/.dot/c.txt': 'x\n' },
        calls: (p) => [
          ['Glob', { pattern: p('**/*.txt') }, 'glob_abs_any'],
          ['Glob', { pattern: p('*.txt') }, 'glob_abs_top'],
          ['Glob', { pattern: p('sub/*.txt') }, 'glob_abs_sub'],
          ['Glob', { pattern: p('a.txt') }, 'glob_abs_literal'],
          ['Glob', { pattern: p('build/*.txt') }, 'glob_abs_ignored'],
          ['Glob', { pattern: p('.dotdir/*') }, 'glob_abs_dotdir'],
          ['Glob', { pattern: p('**/*.txt'), path: p('sub') }, 'glob_abs_with_path'],
        ],
      },
    ]),
  ),
  // CLAUDE_CODE_GLOB_TIMEOUT_SECONDS: a limit too small for a big tree, a large one, values that are not numbers; and
  // symbolic links (to a file and a folder outside the project, to a file inside).
  ...Object.fromEntries(
    [
      ['glob-timeout-tiny', { CLAUDE_CODE_GLOB_TIMEOUT_SECONDS: '0.001' }],
      ['glob-timeout-one', { CLAUDE_CODE_GLOB_TIMEOUT_SECONDS: '1' }],
      ['glob-timeout-huge', { CLAUDE_CODE_GLOB_TIMEOUT_SECONDS: '99999999999' }],
      ['glob-timeout-bad', { CLAUDE_CODE_GLOB_TIMEOUT_SECONDS: 'soon' }],
      ['glob-timeout-negative', { CLAUDE_CODE_GLOB_TIMEOUT_SECONDS: '-3' }],
    ].map(([name, env]) => [
      name,
      {
        env,
        allowedTools: 'Glob,Grep',
        files: {
          ...GLOB_FILES,
          ...(name === 'glob-timeout-tiny' || name === 'glob-timeout-one' ? bigTree(60_000) : {}),
        },
        links: { 'link-out.txt': '<work>/outside.txt', 'link-dir': '<work>/outside-dir', 'link-in.txt': 'a.txt' },
        calls: () => [
          ['Glob', { pattern: '**/*.txt' }, 'glob_txt'],
          ['Glob', { pattern: 'link*' }, 'glob_links'],
          ['Glob', { pattern: 'link-dir/*' }, 'glob_link_dir'],
          ['Grep', { pattern: 'needle', output_mode: 'files_with_matches' }, 'grep_needle'],
        ],
      },
    ]),
  ),
  // The limit reached: a .gitignore of 20,000 patterns (read because CLAUDE_CODE_GLOB_NO_IGNORE is off) keeps ripgrep
  // busy for seconds, at the root (before it lists anything) or in a folder listed last (after it listed the rest).
  ...Object.fromEntries(
    [
      ['glob-timeout-slow-root', ''],
      ['glob-timeout-slow-sub', 'zz/'],
    ].map(([name, where]) => [
      name,
      {
        env: { CLAUDE_CODE_GLOB_NO_IGNORE: 'false', CLAUDE_CODE_GLOB_TIMEOUT_SECONDS: '1' },
        allowedTools: 'Glob,Grep',
        files: {
          ...GLOB_FILES,
          [`${where}.gitignore`]: `${where === '' ? GLOB_FILES['.gitignore'] : ''}${SLOW_IGNORE}`,
          'zz/last.txt': 'needle\n',
        },
        calls: () => [
          ['Glob', { pattern: '**/*.txt' }, 'glob_txt'],
          ['Grep', { pattern: 'needle', output_mode: 'files_with_matches' }, 'grep_needle'],
        ],
      },
    ]),
  ),
  'no-cron': { env: { CLAUDE_CODE_DISABLE_CRON: '1' }, files: { 'a.txt': 'a\n' }, calls: () => [] },
  'git-env': { env: { CLAUDE_CODE_DISABLE_GIT_INSTRUCTIONS: '1' }, files: { 'a.txt': 'a\n' }, calls: () => [] },
  'git-setting': { env: {}, settings: { includeGitInstructions: false }, files: { 'a.txt': 'a\n' }, calls: () => [] },
  'git-default': { env: {}, files: { 'a.txt': 'a\n' }, calls: () => [] },
  'shell-prefix': {
    env: { CLAUDE_CODE_SHELL_PREFIX: '<cwd>/wrap.sh' },
    files: { 'wrap.sh': WRAP },
    hook: true,
    calls: () => [
      ['Bash', { command: 'echo "one two" && echo $((1+2))', description: 'echo' }, 'bash_echo'],
      ['Bash', { command: "printf '%s\\n' \"it's\"", description: 'quote' }, 'bash_quote'],
    ],
  },
};

async function setup(name, spec) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  for (const [f, text] of Object.entries(spec.files)) {
    mkdirSync(path.dirname(path.join(cwd, f)), { recursive: true });
    writeFileSync(path.join(cwd, f), text);
  }
  if (existsSync(path.join(cwd, 'wrap.sh'))) chmodSync(path.join(cwd, 'wrap.sh'), 0o755);
  if (spec.links) {
    writeFileSync(path.join(work, 'outside.txt'), 'needle outside\n');
    mkdirSync(path.join(work, 'outside-dir'));
    writeFileSync(path.join(work, 'outside-dir/secret.txt'), 'needle outside\n');
    for (const [f, to] of Object.entries(spec.links)) symlinkSync(to.replaceAll('<work>', work), path.join(cwd, f));
  }
  const env = Object.fromEntries(Object.entries(spec.env).map(([k, v]) => [k, v.replaceAll('<cwd>', cwd)]));
  const settings = {
    env,
    ...(spec.settings ?? {}),
    ...(spec.hook
      ? { hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'echo hook-ran >> "$CLAUDE_PROJECT_DIR/hook.log"' }] }] } }
      : {}),
  };
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify(settings, null, 1));
  writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
  spawnSync('git', ['init', '-q'], { cwd });
  spawnSync('git', ['-c', 'user.email=o@x', '-c', 'user.name=o', 'commit', '-q', '--allow-empty', '-m', 'first'], { cwd });
  const calls = spec.calls((f) => path.join(cwd, f));
  let next = 0;
  let first;
  const results = new Map();
  const model = await startScriptedModel((req) => {
    const msgs = req.body.messages ?? [];
    for (const m of msgs)
      if (m.role === 'user' && Array.isArray(m.content))
        for (const b of m.content) if (b.type === 'tool_result' && !results.has(b.tool_use_id)) results.set(b.tool_use_id, b);
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'ok' }] };
    first ??= req.body;
    const c = calls[next++];
    return c ? call(...c) : { content: [{ type: 'text', text: 'done' }] };
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
        '--permission-mode',
        'bypassPermissions',
        ...(spec.allowedTools ? ['--allowedTools', spec.allowedTools] : []),
        '--model',
        'claude-opus-4-6',
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
  if (run.status !== 0) console.error(name, run.stderr.slice(0, 2000));
  const clean = (s) => s.replaceAll(cwd, '<cwd>').replaceAll(work, '<work>');
  const long = (s) => (s.length <= 4000 ? s : `${s.slice(0, 1200)}\n[… ${s.length} characters in all …]\n${s.slice(-1200)}`);
  const textOf = (content) => (typeof content === 'string' ? content : (content ?? []).map((x) => x.text ?? `[${x.type}]`).join('\n'));
  const system = clean(textOf(first?.system));
  const firstUser = clean(textOf(first?.messages?.[0]?.content));
  const log = (f) => (existsSync(path.join(cwd, f)) ? clean(readFileSync(path.join(cwd, f), 'utf8')) : null);
  const record = {
    setup: name,
    settings: JSON.parse(clean(JSON.stringify(settings))),
    exit: run.status,
    // The first request: the system text (long: its start and end) and the first user message's text.
    system: long(system),
    system_has: Object.fromEntries(MARKS.map((k) => [k, system.includes(k)])),
    first_user_has: Object.fromEntries(MARKS.map((k) => [k, firstUser.includes(k)])),
    // The tools the first request offers (deferred ones too), by name.
    offered: (first?.tools ?? []).map((tool) => tool.name).sort(),
    // The tools named as deferred behind ToolSearch in the first message.
    deferred: (/The following deferred tools[^\n]*\n([\s\S]*?)<\/system-reminder>/.exec(firstUser)?.[1] ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^[A-Za-z_]+$/.test(l))
      .sort(),
    // The first message's reminders about skills, memory and git, whole (the rest is the environment block).
    first_user_blocks: [...firstUser.matchAll(/<system-reminder>\n([\s\S]*?)<\/system-reminder>/g)]
      .map((m) => m[1] ?? '')
      .filter((b) => name.startsWith('skills') === b.startsWith('The following skills') && /skill|gitStatus|MARKER|CLAUDE\.md|commit/i.test(b))
      .map((b) => b.replace(/^[0-9a-f]{7} first$/m, '<sha> first')),
    results: calls.map(([tool, input, id]) => ({
      tool,
      id,
      input: JSON.parse(clean(JSON.stringify(input))),
      is_error: results.get(id)?.is_error === true,
      text: results.get(id) ? long(clean(textOf(results.get(id).content))) : null,
      chars: results.get(id) ? textOf(results.get(id).content).length : null,
    })),
    prefix_log: log('prefix.log'),
    hook_log: log('hook.log'),
  };
  rmSync(work, { recursive: true, force: true });
  return record;
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const only = process.env.SETUP?.split(',');
const runs = [];
for (const [name, spec] of Object.entries(SETUPS)) if (!only || only.includes(name)) runs.push(await setup(name, spec));
const result = { claude_code: version, runs };
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
else console.log(JSON.stringify(result, null, 1));
