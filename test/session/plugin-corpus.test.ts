import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hookAnsweringScript, run, writeFiles, modelFor, tempRepoFor } from './harness.js';

/**
 * A marketplace a repository commits with its plugins, enabled from its own settings (the "vendored marketplace"
 * shape: `extraKnownMarketplaces` with `{"source": "directory", "path": "./"}` and `enabledPlugins`, as plugin READMEs
 * tell teams to commit it), CI having no network. One plugin brings commands, an agent and a skill; the other hooks of
 * all four kinds a plugin may use: command, agent, http and prompt. Claude Code 2.1.332, with the plugins installed as
 * claude-code-action installs them, is the oracle: test/fixtures/claude-code-plugins/2.1.332.json.
 */
const ORACLE = JSON.parse(
  readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-plugins/2.1.332.json'), 'utf8'),
) as {
  init: { plugins: { name: string; source: string; version: string }[]; agents: string[]; slash_commands: string[]; skills: string[] };
  hooks: { modelCalls: string[]; httpPosts: string[]; result: string; bashRan: boolean; userPromptSubmitContextInFirstRequest: boolean };
};

const marketplace = (port: number): Record<string, string> => ({
  '.claude-plugin/marketplace.json': JSON.stringify({
    name: 'team-tools',
    owner: { name: 'Team' },
    plugins: [
      { name: 'review-kit', source: './plugins/review-kit', description: 'Review commands and agents' },
      { name: 'guard', source: './plugins/guard', description: 'Hooks' },
    ],
  }),
  'plugins/review-kit/.claude-plugin/plugin.json': JSON.stringify({ name: 'review-kit', version: '1.0.0', description: 'Review kit' }),
  'plugins/review-kit/commands/review.md': '---\ndescription: Review the diff\n---\nReview $ARGUMENTS\n',
  'plugins/review-kit/agents/security-reviewer.md':
    '---\nname: security-reviewer\ndescription: Reviews for security\ntools: Read, Grep\n---\nYou review security.\n',
  'plugins/review-kit/skills/checklist/SKILL.md': '---\nname: checklist\ndescription: The review checklist\n---\nCheck things.\n',
  'plugins/guard/.claude-plugin/plugin.json': JSON.stringify({ name: 'guard', version: '0.1.0' }),
  'plugins/guard/hooks/hooks.json': JSON.stringify({
    hooks: {
      UserPromptSubmit: [{ hooks: [{ type: 'command', command: 'echo GUARD-CONTEXT' }] }],
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'agent', prompt: 'AGENT-HOOK-MARKER: is this command safe? $ARGUMENTS' }] }],
      PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'http', url: `http://127.0.0.1:${port}/post-tool` }] }],
      Stop: [{ hooks: [{ type: 'prompt', prompt: 'PROMPT-HOOK-MARKER: did the agent finish? $ARGUMENTS' }] }],
    },
  }),
  '.claude/settings.json': JSON.stringify({
    extraKnownMarketplaces: { 'team-tools': { source: { source: 'directory', path: './' } } },
    enabledPlugins: { 'review-kit@team-tools': true, 'guard@team-tools': true },
  }),
});

test('a committed marketplace and its plugins: listed and hooked as in Claude Code 2.1.332 (command, agent, http and prompt hooks)', async (t) => {
  const posts: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const payload = JSON.parse(body || '{}') as { hook_event_name?: string; tool_name?: string };
      posts.push(`${req.url} ${payload.hook_event_name} ${payload.tool_name ?? ''}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, marketplace(port));

  const { script, calls } = hookAnsweringScript((req) => {
    const all = JSON.stringify(req.body);
    if (all.includes('PROMPT-HOOK-MARKER')) return 'prompt';
    return all.includes('AGENT-HOOK-MARKER') ? 'agent' : undefined;
  });
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, prompt: 'hi', inputs: { permission_mode: 'dontAsk', allowed_tools: 'Bash' } });

  const start = r.events.find((event) => event.kind === 'session_start');
  assert.ok(start?.kind === 'session_start');
  assert.deepEqual(
    (start.session.plugins ?? []).map((p) => ({ name: p.name, version: p.version })),
    ORACLE.init.plugins.map((p) => ({ name: p.name, version: p.version })),
  );
  assert.deepEqual(
    start.session.agents.filter((a) => a.includes(':')),
    ORACLE.init.agents,
  );
  assert.deepEqual(start.session.slashCommands.filter((s) => s.startsWith('review-kit')).sort(), [...ORACLE.init.slash_commands].sort());
  assert.deepEqual(
    start.session.skills.filter((s) => s.startsWith('review-kit')),
    ORACLE.init.skills,
  );

  assert.equal(r.result.subtype, ORACLE.hooks.result, JSON.stringify(r.result));
  assert.deepEqual(calls, ORACLE.hooks.modelCalls, 'the agent hook before Bash, the prompt hook at the end, as Claude Code calls them');
  assert.deepEqual(posts, ORACLE.hooks.httpPosts);
  assert.equal(JSON.stringify(model.requests[0]?.body.messages).includes('GUARD-CONTEXT'), ORACLE.hooks.userPromptSubmitContextInFirstRequest);
  assert.equal(JSON.stringify(r.messages).includes('"stdout":"hi"') || JSON.stringify(r.messages).includes('hi\\n'), ORACLE.hooks.bashRan);
});
