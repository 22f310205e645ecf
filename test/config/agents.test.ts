import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAgents, parseAgent, renderAgentListing } from '../../src/config/agents.js';
import { loadFrontmatterParser } from '../../src/config/frontmatter.js';

/** The agents a repository with these `.claude/agents/` files loads (none: no agents folder at all); the repository is removed when the test ends. */
async function loadedAgents(t: TestContext, files?: Record<string, string>): Promise<Awaited<ReturnType<typeof loadAgents>>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'agents-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  if (files) await mkdir(path.join(dir, '.claude', 'agents'), { recursive: true });
  for (const [name, text] of Object.entries(files ?? {})) await writeFile(path.join(dir, '.claude', 'agents', name), text);
  return loadAgents(dir);
}

test('built-ins only when there is no agents folder', async (t) => {
  const { agents, warnings } = await loadedAgents(t);
  assert.deepEqual(
    agents.map((a) => a.name),
    ['general-purpose', 'Explore'],
  );
  assert.deepEqual(warnings, []);
  const explore = agents[1];
  assert.deepEqual(explore?.tools, ['Read', 'Glob', 'Grep', 'Bash']);
  assert.equal(explore?.readOnlyBash, true);
  assert.equal(agents[0]?.tools, undefined, 'general-purpose has every tool');
});

test('repository agents: tools as a comma string or a list, absent = all; model aliases; body = system prompt', async (t) => {
  const { agents, warnings } = await loadedAgents(t, {
    'code-reviewer.md':
      '---\nname: code-reviewer\ndescription: Reviews code for quality. Use PROACTIVELY after edits.\ntools: Read, Grep, Glob, Bash(git diff:*)\nmodel: sonnet\ncolor: blue\n---\nYou are a senior code reviewer.\n\nBe specific.\n',
    'tester.md':
      '---\nname: tester\ndescription: Runs tests\ntools:\n  - Bash\n  - Read\nmodel: inherit\nmaxTurns: 8\npermissionMode: acceptEdits\n---\nRun the tests.\n',
    'helper.md': '---\nname: helper\ndescription: >\n  Does anything\n  asked of it\n---\nHelp.\n',
    'notes.txt': 'ignored: not markdown',
  });
  assert.deepEqual(warnings, []);
  assert.deepEqual(
    agents.map((a) => a.name),
    ['general-purpose', 'Explore', 'code-reviewer', 'helper', 'tester'],
  );
  const reviewer = agents.find((a) => a.name === 'code-reviewer');
  assert.deepEqual(reviewer?.tools, ['Read', 'Grep', 'Glob', 'Bash(git diff:*)']);
  assert.equal(reviewer?.model, 'sonnet');
  assert.equal(reviewer?.systemPrompt, 'You are a senior code reviewer.\n\nBe specific.');
  assert.equal(reviewer?.source, '.claude/agents/code-reviewer.md');
  const tester = agents.find((a) => a.name === 'tester');
  assert.deepEqual(tester?.tools, ['Bash', 'Read']);
  assert.equal(tester?.model, undefined, 'inherit');
  assert.equal(tester?.maxTurns, 8);
  assert.equal(tester?.permissionMode, 'acceptEdits');
  assert.equal(agents.find((a) => a.name === 'helper')?.tools, undefined);
  assert.equal(
    renderAgentListing(agents.filter((a) => a.source !== 'built-in')),
    [
      '- code-reviewer: Reviews code for quality. Use PROACTIVELY after edits. (Tools: Read, Grep, Glob, Bash(git diff:*))',
      '- helper: Does anything asked of it (Tools: All tools)',
      '- tester: Runs tests (Tools: Bash, Read)',
    ].join('\n'),
  );
});

test('broken files: read as Claude Code 2.1.197 reads them, each oddity a warning naming it; a file may replace a built-in', async (t) => {
  const { agents, warnings } = await loadedAgents(t, {
    'a-broken.md': '---\nname: broken\ndescription: "unterminated\n---\nx\n',
    'b-nameless.md': '---\ndescription: no name\n---\nx\n',
    'c-badtools.md': '---\nname: c\ndescription: d\ntools: {Read: yes}\n---\nx\n',
    'd-mode.md': '---\nname: d\ndescription: d\npermissionMode: yolo\n---\nx\n',
    'explore.md': '---\nname: Explore\ndescription: Our own explorer\ntools: Read\n---\nExplore our way.\n',
  });
  // d-mode is listed, as Claude Code lists it, without the mode it cannot read.
  assert.deepEqual(
    agents.map((a) => a.name),
    ['general-purpose', 'Explore', 'd'],
  );
  assert.equal(agents[2]?.permissionMode, undefined);
  assert.equal(agents[1]?.description, 'Our own explorer');
  assert.equal(agents[1]?.readOnlyBash, false);
  assert.equal(warnings.length, 5, warnings.join('\n'));
  assert.match(
    warnings[0] ?? '',
    /^\.claude\/agents\/a-broken\.md: front matter line \d+: Missing closing .*; its fields are ignored, as Claude Code ignores them$/,
  );
  assert.equal(warnings[1], '.claude/agents/a-broken.md: front matter needs "name" and "description"; agent skipped');
  assert.equal(warnings[2], '.claude/agents/b-nameless.md: front matter needs "name"; agent skipped');
  assert.match(
    warnings[3] ?? '',
    /^\.claude\/agents\/c-badtools\.md: front matter field "tools": expected a comma-separated string or a list.*; agent skipped$/,
  );
  assert.match(warnings[4] ?? '', /^\.claude\/agents\/d-mode\.md: front matter field "permissionMode": expected one of .*; ignored$/);
});

test('a project agent named like a plugin agent ("engy:reviewer") is skipped, as Claude Code does not list it', async (t) => {
  const { agents, warnings } = await loadedAgents(t, {
    'engy-reviewer.md': '---\nname: engy:reviewer\ndescription: Reviews\n---\nReview.\n',
    'ok.md': '---\nname: ok\ndescription: Fine\n---\nWork.\n',
  });
  assert.deepEqual(
    agents.map((a) => a.name),
    ['general-purpose', 'Explore', 'ok'],
  );
  assert.deepEqual(warnings, [
    '.claude/agents/engy-reviewer.md: agent name "engy:reviewer" has a ":" (the form of a plugin\'s agents); Claude Code does not list it either; agent skipped',
  ]);
});

test('agent mcpServers: names and one-key definitions as Claude Code reads them; a mapping is read as that list; a bad entry is named', async () => {
  await loadFrontmatterParser();
  const warnings: string[] = [];
  const agent = parseAgent(
    '---\nname: a\ndescription: d\nmcpServers:\n  - github\n  - own:\n      command: node\n      args: [server.js]\n  - 7\n  - {}\n---\nBody\n',
    'a.md',
    warnings,
  );
  assert.deepEqual(agent?.mcpServers, [{ name: 'github' }, { name: 'own', config: { command: 'node', args: ['server.js'] } }]);
  assert.deepEqual(warnings, [
    'a.md: front matter field "mcpServers"[2]: expected a server name or an object with one key (the server\'s name) holding its definition; skipped',
    'a.md: front matter field "mcpServers"[3]: expected a server name or an object with one key (the server\'s name) holding its definition; skipped',
  ]);
  const mapped: string[] = [];
  assert.deepEqual(parseAgent('---\nname: a\ndescription: d\nmcpServers:\n  own:\n    url: https://x.example/mcp\n---\n', 'b.md', mapped)?.mcpServers, [
    { name: 'own', config: { url: 'https://x.example/mcp' } },
  ]);
  assert.match(mapped.join('\n'), /b\.md: front matter field "mcpServers": expected a list .*read the mapping as that list/);
});
