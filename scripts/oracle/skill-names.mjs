// What Claude Code lists from `.claude/skills` and `.claude/commands` whose names or descriptions are not the
// plain shape: folder names outside [a-z0-9-] (a hidden `.templates` folder, as aRustyDev/agents commits one), no
// front matter (described by the body), a long first line, and descriptions with `<`, `&` and quotes (the corpus:
// docs/claude-code-compatibility.md, "A corpus of real setups"). It keeps the init line's lists and the first
// request's skill listing; test/config/skill-names.test.ts holds the loader to them.
//
// usage: npx tsc -p . && node scripts/oracle/skill-names.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out] = process.argv.slice(2);
if (!claude) throw new Error('usage: skill-names.mjs <claude binary> [out.json]');

const LONG = `A first line far longer than a hundred characters, ${'so that any cut Claude Code makes to it shows '.repeat(3)}end.`;
/** The committed files: path → text. */
export const FILES = {
  '.claude/skills/.templates/SKILL.md': '---\nname: {{SKILL_NAME}}\ndescription: {{DESCRIPTION}}\n---\n\n# {{TITLE}}\n\n{{ONE_LINE_DESCRIPTION}}\n',
  '.claude/skills/Upper-Case/SKILL.md': '---\ndescription: Folder with capitals\n---\nUPPER BODY\n',
  '.claude/skills/snake_case/SKILL.md': '---\ndescription: Folder with an underscore\n---\nSNAKE BODY\n',
  '.claude/skills/dot.name/SKILL.md': '---\ndescription: Folder with a dot\n---\nDOT BODY\n',
  '.claude/skills/with space/SKILL.md': '---\ndescription: Folder with a space\n---\nSPACE BODY\n',
  [`.claude/skills/${'l'.repeat(70)}/SKILL.md`]: '---\ndescription: Folder of 70 characters\n---\nLONG NAME BODY\n',
  '.claude/skills/-lead/SKILL.md': '---\ndescription: Folder starting with a hyphen\n---\nLEAD BODY\n',
  '.claude/skills/ünï/SKILL.md': '---\ndescription: Folder with non-ASCII letters\n---\nUNI BODY\n',
  '.claude/skills/no-fm-heading/SKILL.md': '# Skill: Heading Title (Auto)\n\n**Trigger:** the first paragraph,\non two lines.\n',
  '.claude/skills/no-fm-plain/SKILL.md': 'First line of the body\nsecond line of the same paragraph\n\nNext paragraph.\n',
  '.claude/skills/no-fm-long/SKILL.md': `${LONG}\n\nMore.\n`,
  '.claude/skills/fm-no-desc/SKILL.md': '---\nallowed-tools: Read\n---\n## Sub heading\n\nText.\n',
  // Front matter `name` other than the folder's (ZanderAdam/Engy: `name: engy:implement` in skills/implement).
  '.claude/skills/folder-a/SKILL.md': '---\nname: declared:other\ndescription: Folder and name differ\n---\nFOLDER A BODY\n',
  '.claude/skills/escaped/SKILL.md': `---\ndescription: "Uses IReducerFor<T> & 'quotes' \\"double\\" > done"\n---\nESC BODY\n`,
  // Agents: no `tools` field (TechNickAI/ai-coding-config), a `\n` in a plain description (claude-code-action's
  // code-quality-reviewer), and a listed `tools`.
  '.claude/agents/no-tools.md': '---\nname: no-tools\ndescription: Agent without a tools field\n---\nNO TOOLS PROMPT\n',
  '.claude/agents/escaped-newline.md':
    "---\nname: escaped-newline\ndescription: First part. Examples:\\n\\n- a case:\\n  user: 'hi'\ntools: Read, Grep\n---\nNEWLINE PROMPT\n",
  '.claude/commands/cmd-heading.md': '# Command: /cmd-heading <v>\n\nCut a release.\n',
  '.claude/commands/cmd-long.md': `${LONG}\n`,
  '.claude/commands/Cmd_Upper.md': '---\ndescription: Command file with capitals\n---\nCMD UPPER\n',
  '.claude/commands/.hidden-cmd.md': '---\ndescription: Hidden command file\n---\nHIDDEN CMD\n',
};

const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
const cwd = path.join(work, 'repo');
const home = path.join(work, 'home');
for (const [file, text] of Object.entries(FILES)) {
  mkdirSync(path.dirname(path.join(cwd, file)), { recursive: true });
  writeFileSync(path.join(cwd, file), text);
}
mkdirSync(home, { recursive: true });
writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
const git = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
spawnSync(git, ['init', '-q'], { cwd });

// Each odd name through the Skill tool: is it a skill the model may load?
const CALLS = [
  'no-such-skill',
  'declared:other',
  'folder-a',
  '.templates',
  'Upper-Case',
  'snake_case',
  'dot.name',
  'with space',
  'l'.repeat(70),
  '-lead',
  'ünï',
  'Cmd_Upper',
  '.hidden-cmd',
];
const main = [
  ...CALLS.map((skill, i) => ({ content: [{ type: 'tool_use', id: `toolu_s${i}`, name: 'Skill', input: { skill } }] })),
  { content: [{ type: 'text', text: 'done' }] },
];
let next = 0;
let first;
const results = [];
const model = await startScriptedModel((req) => {
  if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'ok' }] };
  first ??= req.body;
  const last = req.body.messages.at(-1);
  for (const block of Array.isArray(last?.content) ? last.content : []) {
    if (block.type === 'tool_result') {
      const text = typeof block.content === 'string' ? block.content : (block.content ?? []).map((b) => b.text ?? '').join('');
      results.push({ skill: CALLS[Number(block.tool_use_id.slice(7))], is_error: block.is_error === true, text: text.split('\n')[0] });
    }
  }
  return main[next++] ?? { content: [{ type: 'text', text: 'done' }] };
});
const run = await new Promise((resolve) => {
  const c = execFile(
    claude,
    ['-p', 'hi', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'bypassPermissions', '--model', 'claude-sonnet-4-5'],
    {
      cwd,
      encoding: 'utf8',
      timeout: 180_000,
      maxBuffer: 64 << 20,
      env: {
        PATH: path.dirname(git),
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
const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: home } }).stdout.trim();
const init = run.stdout
  .split('\n')
  .map((l) => {
    try {
      return JSON.parse(l);
    } catch {
      return undefined;
    }
  })
  .find((m) => m?.type === 'system' && m?.subtype === 'init');
// The names these files define (a skill by its folder, a command by its file), and the one front matter declares.
const own = new Set([...Object.keys(FILES).map((f) => (f.startsWith('.claude/skills/') ? f.split('/')[2] : path.basename(f, '.md'))), 'declared:other']);
const texts = (first?.messages ?? []).flatMap((m) => (typeof m.content === 'string' ? [m.content] : m.content.map((b) => b.text ?? '')));
const HEAD = 'The following skills are available for use with the Skill tool:\n\n';
const block = texts.find((t) => t.includes(HEAD)) ?? '';
const listingText = block.slice(block.indexOf(HEAD) + HEAD.length).split('\n</system-reminder>')[0] ?? '';
const listing = listingText.split('\n').filter((l) =>
  own.has(
    l
      .slice(2)
      .split(': ')[0]
      .replace(/ \(.*\)$/, ''),
  ),
);
// The agent listing: from `- <name>: ` of these agents to the end of its `(Tools: …)`.
const AGENTS_HEAD = 'Available agent types for the Agent tool:\n';
const agentBlock = texts.find((t) => t.includes(AGENTS_HEAD)) ?? '';
const agents = ['no-tools', 'escaped-newline'].map((name) => {
  const at = agentBlock.indexOf(`- ${name}: `);
  return at < 0 ? null : agentBlock.slice(at, agentBlock.indexOf(')\n', at) + 1);
});
const result = {
  claude_code: version,
  exit: run.status,
  files: FILES,
  slash_commands: (init?.slash_commands ?? []).filter((n) => own.has(n)),
  skills: (init?.skills ?? []).filter((n) => own.has(n)),
  listing,
  agents,
  skill_tool: results,
};
console.log(JSON.stringify(result, null, 1));
if (run.status !== 0) console.error(run.stderr.slice(0, 2000));
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
rmSync(work, { recursive: true, force: true });
