import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRepoConfig } from '../../src/config/load.js';
import type { ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import {
  firstUserText,
  readJsonLines,
  resultText,
  run,
  systemText,
  toolNames,
  toolResultOf,
  writeFiles,
  tempRepoFor,
  tempRepoAndFolder,
  modelFor,
} from '../session/harness.js';

const done: ScriptedTurn = { content: [{ type: 'text', text: 'Done.' }] };
const call = (id: string, name: string, input: unknown): ScriptedTurn => ({ content: [{ type: 'tool_use', id, name, input }] });
const MCP_SERVER = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'support', 'modern-mcp-server.js');

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });

/** A marketplace pushed to a bare repository, served as file://: what a git source is fetched from. */
async function bareMarketplace(root: string, name: string, files: Record<string, string>): Promise<string> {
  const work = path.join(root, `${name}-work`);
  const bare = path.join(root, `${name}.git`);
  await writeFiles(work, files);
  git(root, 'init', '-q', '--bare', bare);
  git(work, 'init', '-q');
  git(work, 'add', '.');
  git(work, 'commit', '-qm', 'marketplace');
  git(work, 'push', '-q', bare, 'HEAD:main');
  git(bare, 'symbolic-ref', 'HEAD', 'refs/heads/main');
  return `file://${bare}`;
}

/** One plugin with a command, a skill, an agent, a PreToolUse hook, a stdio MCP server and an output style. */
function reviewKit(dir: string, log: string): Record<string, string> {
  return {
    [`${dir}/.claude-plugin/plugin.json`]: JSON.stringify({ name: 'review-kit', version: '1.0.0', description: 'Review helpers', lspServers: {} }),
    [`${dir}/bin/tool`]: '#!/bin/sh\n',
    [`${dir}/commands/check.md`]:
      '---\ndescription: Check a file against the team rules\nargument-hint: <file>\n---\nCheck $ARGUMENTS with the rules in ${CLAUDE_PLUGIN_ROOT}/RULES.md.\n',
    [`${dir}/skills/lint-rules/SKILL.md`]: '---\nname: lint-rules\ndescription: The team lint rules, for any lint question\n---\nUse tabs.\n',
    [`${dir}/agents/reviewer.md`]: '---\nname: reviewer\ndescription: Reviews a diff for the team\n---\nYou review diffs.\n',
    [`${dir}/hooks/hooks.json`]: JSON.stringify({
      description: 'gate',
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '"${CLAUDE_PLUGIN_ROOT}"/hooks/gate.sh' }] }] },
    }),
    [`${dir}/hooks/gate.sh`]: `#!/usr/bin/env bash\ninput=$(cat)\necho "$input" >> ${JSON.stringify(log)}\necho "$CLAUDE_PLUGIN_ROOT" > ${JSON.stringify(`${log}.root`)}\nif grep -q forbidden <<<"$input"; then echo "blocked by review-kit" >&2; exit 2; fi\n`,
    [`${dir}/.mcp.json`]: JSON.stringify({ mcpServers: { tools: { command: 'bash', args: ['${CLAUDE_PLUGIN_ROOT}/server.sh'] } } }),
    [`${dir}/server.sh`]: `exec ${JSON.stringify(process.execPath)} ${JSON.stringify(MCP_SERVER)}\n`,
    [`${dir}/output-styles/terse.md`]: '---\nname: terse\ndescription: Short answers\n---\nAnswer in one line.\n',
  };
}

test('plugins: a repository marketplace folder, a git marketplace (settings and input) load under their namespaces; an unreachable one is a warning', async (t) => {
  const { repo, folder: remotes } = await tempRepoAndFolder(t, 'plugin-remotes-');
  const hookLog = path.join(repo.tempDir, 'gate.jsonl');

  const fetchedUrl = await bareMarketplace(remotes, 'remote', {
    '.claude-plugin/marketplace.json': JSON.stringify({
      name: 'remote-tools',
      owner: { name: 'x' },
      plugins: [{ name: 'fetched-kit', source: './fetched-kit' }],
    }),
    'fetched-kit/.claude-plugin/plugin.json': JSON.stringify({ name: 'fetched-kit' }),
    'fetched-kit/commands/hello.md': '---\ndescription: Say hello from a fetched plugin\n---\nSay hello.\n',
  });
  const inputUrl = await bareMarketplace(remotes, 'input', {
    '.claude-plugin/marketplace.json': JSON.stringify({
      name: 'input-market',
      owner: { name: 'x' },
      plugins: [{ name: 'input-kit', source: './p', strict: false, commands: ['./more'], skills: ['./kits/xlsx'] }],
    }),
    'p/more/greet.md': '---\ndescription: Greet from the input marketplace\n---\nGreet.\n',
    'p/kits/xlsx/SKILL.md': '---\nname: xlsx\ndescription: Spreadsheets, one skill folder named in the entry\n---\nUse openpyxl.\n',
    'p/kits/other/SKILL.md': '---\nname: other\ndescription: Not named in the entry\n---\nNo.\n',
  });
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({
      outputStyle: 'review-kit:terse',
      extraKnownMarketplaces: {
        'team-tools': { source: { source: 'directory', path: './tools/marketplace' } },
        remote: { source: { source: 'git', url: fetchedUrl } },
        gone: { source: { source: 'git', url: `file://${remotes}/nowhere.git` } },
      },
      enabledPlugins: { 'review-kit@team-tools': true, 'fetched-kit@remote': true, 'lost@gone': true, 'off@team-tools': false },
    }),
    'tools/marketplace/.claude-plugin/marketplace.json': JSON.stringify({
      name: 'team-tools',
      owner: { name: 'team' },
      plugins: [{ name: 'review-kit', source: './plugins/review-kit' }],
    }),
    ...reviewKit('tools/marketplace/plugins/review-kit', hookLog),
    'src/a.ts': 'export const a = 1;\n',
  });
  const pluginRoot = path.join(repo.dir, 'tools/marketplace/plugins/review-kit');
  await chmod(path.join(pluginRoot, 'hooks/gate.sh'), 0o755);
  git(repo.dir, 'init', '-q');
  git(repo.dir, 'add', '.');
  git(repo.dir, 'commit', '-qm', 'repo with a plugin marketplace');

  const script = [
    call('toolu_agent', 'Agent', { subagent_type: 'review-kit:reviewer', description: 'review', prompt: 'Review the diff.', run_in_background: false }),
    { content: [{ type: 'text', text: 'REVIEWED-BY-PLUGIN-AGENT' }] } satisfies ScriptedTurn,
    call('toolu_bash', 'Bash', { command: 'echo forbidden', description: 'try' }),
    call('toolu_mcp', 'mcp__plugin_review-kit_tools__echo', { text: 'hi' }),
    done,
  ];
  let i = 0;
  const model = await modelFor(t, () => script[i++] ?? done);
  const r = await run({
    url: model.url,
    repo,
    request: '/review-kit:check src/a.ts',
    prompt: '/review-kit:check src/a.ts',
    inputs: { plugins: 'input-kit@input-market', plugin_marketplaces: inputUrl },
  });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.outcome.warnings));

  const first = model.requests[0];
  // The command ran from the request, its ${CLAUDE_PLUGIN_ROOT} put in; the plugin's style is in the first message.
  const firstText = JSON.stringify(first?.body.messages);
  assert.match(firstText, /<command-name>\/review-kit:check<\/command-name>/);
  assert.ok(firstText.includes(`Check src/a.ts with the rules in ${pluginRoot}/RULES.md.`), firstText);
  assert.match(firstText, /# Output Style: review-kit:terse\\nAnswer in one line\./);
  assert.ok(firstUserText(first).length > 0);
  // Skills and commands of every plugin, namespaced, in the listing; the agent in the Agent tool.
  const everything = `${systemText(first)}\n${JSON.stringify(first?.body.messages)}\n${JSON.stringify(first?.body.tools)}`;
  for (const name of ['review-kit:check', 'review-kit:lint-rules', 'fetched-kit:hello', 'input-kit:greet', 'input-kit:xlsx', 'review-kit:reviewer'])
    assert.ok(everything.includes(name), name);
  assert.ok(!everything.includes('input-kit:other'), 'a skill folder the entry does not name is not loaded');
  assert.ok(!everything.includes('off:'), 'a plugin set to false is not loaded');
  assert.ok(toolNames(first).includes('mcp__plugin_review-kit_tools__echo'), toolNames(first).join(' '));

  const start = r.events.find((e) => e.kind === 'session_start');
  assert.ok(start?.kind === 'session_start');
  assert.ok(start.session.agents.includes('review-kit:reviewer'));
  assert.ok(start.session.slashCommands.includes('review-kit:check'));
  assert.ok(start.session.skills.includes('review-kit:lint-rules'));
  const init = r.messages.find((m) => m.type === 'system' && 'subtype' in m && m.subtype === 'init') as
    | { plugins?: unknown; plugin_errors?: { plugin: string; type: string }[] }
    | undefined;
  assert.deepEqual(
    init?.plugin_errors?.map((e) => [e.plugin, e.type]),
    [['lost@gone', 'marketplace-load-failed']],
  );
  assert.deepEqual(init?.plugins, [
    { name: 'review-kit', path: pluginRoot, version: '1.0.0' },
    { name: 'fetched-kit', path: path.join(repo.tempDir, 'plugins', 'marketplace-remote', 'fetched-kit') },
    { name: 'input-kit', path: path.join(repo.tempDir, 'plugins', 'marketplace-input-1', 'p') },
  ]);
  assert.deepEqual(
    start.session.mcpServers.filter((s) => s.name.startsWith('plugin:')),
    [{ name: 'plugin:review-kit:tools', status: 'connected' }],
  );

  // The plugin's agent ran as a subagent with its own prompt.
  assert.match(systemText(model.requests[1]), /You review diffs\./);
  assert.match(resultText(toolResultOf(model.requests[2])), /REVIEWED-BY-PLUGIN-AGENT/);
  // The plugin's PreToolUse hook gated Bash; its MCP server answered.
  assert.match(resultText(toolResultOf(model.requests[3])), /blocked by review-kit/);
  assert.equal((await readJsonLines(hookLog))[0]?.tool_name, 'Bash');
  assert.equal((await readFile(`${hookLog}.root`, 'utf8')).trim(), pluginRoot, 'the hook process has CLAUDE_PLUGIN_ROOT');
  assert.match(resultText(toolResultOf(model.requests[4])), /echo: hi/);

  // The git marketplace was cloned into the run's folder; the unreachable one is a warning naming it.
  assert.ok(
    r.outcome.warnings.some((w) => /marketplace "gone" .*cannot be reached.*its plugins are not loaded/.test(w)),
    r.outcome.warnings.join('\n'),
  );
  assert.ok(!r.outcome.warnings.some((w) => /plugins? .*not honoured/.test(w)), r.outcome.warnings.join('\n'));
  // An empty lspServers declares no server: nothing to warn about, no LSP tool.
  assert.ok(!r.outcome.warnings.some((w) => w.includes('lspServers')), r.outcome.warnings.join('\n'));
  assert.ok(!toolNames(first).includes('LSP'));
  assert.ok(!r.outcome.warnings.some((w) => w.includes('review-kit@team-tools: bin')), 'bin/ is on the Bash PATH (plugin-bin.test.ts)');
  assert.ok(git(path.join(repo.tempDir, 'plugins', 'marketplace-remote'), 'log', '--oneline').includes('marketplace'));
});

test('plugins: what cannot be loaded is a warning naming it; a plugin hook file that does not parse stops the run', async (t) => {
  const repo = await tempRepoFor(t);
  const market = (plugins: unknown[]): string => JSON.stringify({ name: 'm', owner: { name: 'x' }, plugins });
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({
      extraKnownMarketplaces: { m: { source: { source: 'directory', path: './mp' } }, odd: { source: { source: 'npm', package: 'x' } } },
      enabledPlugins: { 'absent@m': true, 'kit@nowhere': true, 'npm-kit@m': true, 'escape@m': true, 'half@m': 'yes', nomarket: true },
    }),
    'mp/.claude-plugin/marketplace.json': market([
      { name: 'npm-kit', source: { source: 'npm', package: 'some-kit' } },
      { name: 'escape', source: '../../etc' },
    ]),
  });
  const loaded = await loadRepoConfig(repo.dir, undefined, { plugins: 'loose', marketplaces: '', runDir: repo.tempDir });
  assert.ok(loaded.ok);
  const text = loaded.config.warnings.join('\n');
  for (const expected of [
    /extraKnownMarketplaces\.odd\.source: source "npm" is not one the runner fetches/,
    /enabledPlugins\.absent@m: no plugin "absent" in marketplace "m"/,
    /enabledPlugins\.kit@nowhere: marketplace "nowhere" is not known/,
    /plugin npm-kit@m: source: source "npm" is not one the runner fetches.*not loaded/,
    /plugin escape@m: source "\.\.\/\.\.\/etc" leaves the marketplace's folder/,
    /enabledPlugins\.half@m: expected true or false/,
    /enabledPlugins\.nomarket: expected plugin@marketplace/,
    /input plugins: "loose" is in no marketplace given/,
  ])
    assert.match(text, expected);
  assert.deepEqual(loaded.config.plugins, []);

  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({
      extraKnownMarketplaces: { m: { source: { source: 'directory', path: './mp' } } },
      enabledPlugins: { 'gate@m': true },
    }),
    'mp/.claude-plugin/marketplace.json': market([{ name: 'gate', source: './gate' }]),
    'mp/gate/hooks/hooks.json': '{"hooks": {"PreToolUse": [',
  });
  const broken = await loadRepoConfig(repo.dir, undefined, { plugins: '', marketplaces: '', runDir: repo.tempDir });
  assert.equal(broken.ok, false);
  assert.match(broken.ok ? '' : broken.errors.join('\n'), /plugin gate@m hooks\/hooks\.json: invalid JSON.*would not gate/);
});

test('plugins: a marketplace.json over HTTP (source url) with a plugin pinned to a commit of a git repository, and a file marketplace', async (t) => {
  const { repo, folder: remotes } = await tempRepoAndFolder(t, 'plugin-remotes-');
  const pluginUrl = await bareMarketplace(remotes, 'pinned', { 'commands/v.md': '---\ndescription: First version\n---\nOne.\n' });
  const work = path.join(remotes, 'pinned-work');
  const first = git(work, 'rev-parse', 'HEAD').trim();
  await writeFiles(work, { 'commands/v.md': '---\ndescription: Second version\n---\nTwo.\n' });
  git(work, 'commit', '-qam', 'second');
  git(work, 'push', '-q', path.join(remotes, 'pinned.git'), 'HEAD:main');
  const manifest = JSON.stringify({
    name: 'served',
    owner: { name: 'x' },
    plugins: [{ name: 'pinned', source: { source: 'url', url: pluginUrl, sha: first } }],
  });
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/marketplace.json' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(req.url === '/marketplace.json' ? manifest : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  const port = (server.address() as AddressInfo).port;
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({
      extraKnownMarketplaces: {
        served: { source: { source: 'url', url: `http://127.0.0.1:${port}/marketplace.json` } },
        missing: { source: { source: 'url', url: `http://127.0.0.1:${port}/nothing.json` } },
        local: { source: { source: 'file', path: './team/catalog.json' } },
      },
      enabledPlugins: { 'pinned@served': true, 'x@missing': true, 'here@local': true },
    }),
    'team/catalog.json': JSON.stringify({ name: 'local', owner: { name: 'x' }, plugins: [{ name: 'here', source: './here' }] }),
    'team/here/agents/helper.md': '---\nname: helper\ndescription: Helps\n---\nHelp.\n',
  });
  const loaded = await loadRepoConfig(repo.dir, undefined, { plugins: '', marketplaces: '', runDir: repo.tempDir });
  assert.ok(loaded.ok);
  const pinned = loaded.config.skills.find((s) => s.name === 'pinned:v');
  assert.equal(pinned?.description, 'First version', 'the commit the entry pins, not the branch head');
  assert.ok(loaded.config.agents.some((a) => a.name === 'here:helper'));
  assert.match(loaded.config.warnings.join('\n'), /marketplace "missing" .*nothing\.json answered 404; its plugins are not loaded/);
});

const noSandbox =
  process.platform !== 'linux' || !['bwrap', 'socat'].every((name) => (process.env.PATH ?? '').split(':').some((dir) => existsSync(path.join(dir, name))))
    ? 'needs Linux with bubblewrap and socat'
    : false;

test("plugins: with the sandbox on, a plugin fetched from git runs its hook and its MCP server inside it, like the repository's own", {
  skip: noSandbox,
}, async (t) => {
  const { repo, folder: remotes } = await tempRepoAndFolder(t, 'plugin-remotes-');
  const outsideFile = path.join(tmpdir(), `plugin-escape-${process.pid}-${Date.now()}`);
  t.after(() => rm(outsideFile, { force: true }));
  const url = await bareMarketplace(remotes, 'boxed', {
    '.claude-plugin/marketplace.json': JSON.stringify({ name: 'boxed', owner: { name: 'x' }, plugins: [{ name: 'kit', source: './kit' }] }),
    'kit/hooks/hooks.json': JSON.stringify({
      hooks: {
        SessionStart: [
          {
            hooks: [
              { type: 'command', command: `echo "SANDBOX_RUNTIME=$SANDBOX_RUNTIME" > hook.txt; echo x > ${outsideFile} || echo write-blocked >> hook.txt` },
            ],
          },
        ],
      },
    }),
    'kit/.mcp.json': JSON.stringify({ mcpServers: { tools: { command: process.execPath, args: [MCP_SERVER] } } }),
  });
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({ extraKnownMarketplaces: { boxed: { source: { source: 'git', url } } }, enabledPlugins: { 'kit@boxed': true } }),
  });
  const model = await modelFor(t, [call('toolu_mcp', 'mcp__plugin_kit_tools__echo', { text: 'boxed' }), done]);
  const r = await run({ url: model.url, repo, inputs: { sandbox: 'required' } });
  assert.equal(r.result.subtype, 'success', r.outcome.errors.join('\n'));
  const hook = await readFile(path.join(repo.dir, 'hook.txt'), 'utf8');
  assert.match(hook, /SANDBOX_RUNTIME=1/, hook);
  assert.match(hook, /write-blocked/);
  assert.equal(existsSync(outsideFile), false, 'the plugin hook could not write outside');
  assert.match(resultText(toolResultOf(model.requests[1])), /echo: boxed/);
});
