// What Claude Code does with a Skill deny rule written as people type the command (`Skill(/deploy)`) next to the plain
// form (`Skill(deploy)`): the model calls the skill by both spellings, and the tool results say whether it ran.
// test/permissions/skill-rules.test.ts holds the runner to test/fixtures/claude-code-first-request/2.1.332-skill-deny-slash.json.
//
// usage: npx tsc -p . && node scripts/oracle/skill-deny-slash.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out] = process.argv.slice(2);
if (!claude) throw new Error('usage: skill-deny-slash.mjs <claude binary> [out.json]');

const SKILL = (name) => `---\ndescription: The ${name} skill\n---\n${name.toUpperCase()} BODY\n`;
const RULES = { slash: 'Skill(/deploy)', plain: 'Skill(release)' };
const CALLS = ['deploy', '/deploy', 'release', '/release', 'other'];

async function runOnce() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  for (const name of ['deploy', 'release', 'other']) {
    mkdirSync(path.join(cwd, '.claude/skills', name), { recursive: true });
    writeFileSync(path.join(cwd, '.claude/skills', name, 'SKILL.md'), SKILL(name));
  }
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify({ permissions: { deny: Object.values(RULES) } }));
  mkdirSync(home, { recursive: true });
  writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
  const git = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
  spawnSync(git, ['init', '-q'], { cwd });
  const main = [
    ...CALLS.map((skill, i) => ({ content: [{ type: 'tool_use', id: `toolu_s${i}`, name: 'Skill', input: { skill } }] })),
    { content: [{ type: 'text', text: 'done' }] },
  ];
  let next = 0;
  const results = [];
  const model = await startScriptedModel((req) => {
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'ok' }] };
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
  rmSync(work, { recursive: true, force: true });
  return { exit: run.status, results };
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const { exit, results } = await runOnce();
const result = { claude_code: version, exit, deny: Object.values(RULES), skill_tool: results };
console.log(JSON.stringify(result, null, 1));
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
