import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FieldReader, loadFrontmatterParser, parseFrontmatter, readLikeClaudeCode, splitToolList } from '../../src/config/frontmatter.js';

await loadFrontmatterParser();

test('front matter and body', () => {
  const res = parseFrontmatter('---\nname: x\ndescription: >\n  folded\n  text\n---\n# Body\n\ntext\n', 'a.md');
  assert.ok(res.ok);
  assert.deepEqual(res.data, { name: 'x', description: 'folded text\n' });
  assert.equal(res.body, '# Body\n\ntext\n');
  assert.equal(res.hasFrontmatter, true);
});

test('CRLF and BOM are fine; no front matter means an empty mapping', () => {
  const crlf = parseFrontmatter('\uFEFF---\r\nname: x\r\n---\r\nbody\r\n', 'a.md');
  assert.ok(crlf.ok);
  assert.deepEqual(crlf.data, { name: 'x' });
  assert.equal(crlf.body, 'body\n');
  const none = parseFrontmatter('just text', 'b.md');
  assert.ok(none.ok);
  assert.deepEqual(none.data, {});
  assert.equal(none.hasFrontmatter, false);
});

test('errors name the file and the line in the file', () => {
  // As Claude Code reads it: text with no front matter (a command is still listed), with a warning naming the file.
  const unclosed = parseFrontmatter('---\nname: x\n', 'skills/a/SKILL.md');
  assert.deepEqual(unclosed, {
    ok: true,
    data: {},
    body: '---\nname: x\n',
    hasFrontmatter: false,
    warnings: ['skills/a/SKILL.md: front matter opened with --- on line 1 is never closed; read as text with no front matter'],
  });
  const bad = parseFrontmatter('---\nname: x\n  tools: [Read,\nmodel: y\n---\n', 'agents/b.md');
  assert.ok(!bad.ok);
  assert.match(bad.error, /^agents\/b\.md: front matter line \d: /);
  const list = parseFrontmatter('---\n- a\n- b\n---\n', 'c.md');
  assert.deepEqual(list, { ok: false, error: 'c.md: front matter must be a mapping of fields, got a list', body: '' });
  // What Claude Code makes of both: no fields, the body after the block.
  assert.deepEqual(readLikeClaudeCode(list), {
    ok: true,
    data: {},
    body: '',
    hasFrontmatter: true,
    warnings: ['c.md: front matter must be a mapping of fields, got a list; its fields are ignored, as Claude Code ignores them'],
  });
});

test("Claude Code's second try: a value holding a YAML character is read as a quoted string; leading tabs as spaces", () => {
  const star = parseFrontmatter('---\nallowed-tools: *\ndescription: Run it\n---\nbody\n', 'commands/star.md');
  assert.ok(star.ok);
  assert.equal(star.data['allowed-tools'], '*');
  const tabs = parseFrontmatter('---\nname: x\nmetadata:\n\tversion: 2\n---\n', 'agents/t.md');
  assert.ok(tabs.ok);
  assert.deepEqual(tabs.data['metadata'], { version: 2 });
  const hint = parseFrontmatter('---\nargument-hint: [--a] [--b]\ndescription: "quoted: kept"\n---\n', 'commands/h.md');
  assert.ok(hint.ok);
  assert.deepEqual([hint.data['argument-hint'], hint.data['description']], ['[--a] [--b]', 'quoted: kept']);
});

test('an unquoted colon in a value is read as text, with a warning', () => {
  const res = parseFrontmatter('---\nname: pdf\ndescription: Use when: the user has a PDF # or two\n---\n', 's.md');
  assert.ok(res.ok);
  assert.equal(res.data['description'], 'Use when: the user has a PDF # or two');
  assert.match(res.warnings[0] ?? '', /^s\.md: front matter line 3: .*read it as a quoted string$/);
});

test('tool lists: commas or spaces, parentheses kept whole', () => {
  assert.deepEqual(splitToolList('Read, Grep Glob Bash(git diff *), Bash(npm run test:*)'), [
    'Read',
    'Grep',
    'Glob',
    'Bash(git diff *)',
    'Bash(npm run test:*)',
  ]);
  assert.deepEqual(splitToolList(''), []);
});

test('FieldReader reports wrong types by file and field', () => {
  const r = new FieldReader({ a: 1, b: ['x', 2], c: 'maybe', d: 'true', e: 0 }, 'f.md');
  assert.equal(r.string('a'), '1');
  assert.equal(r.toolList('b'), undefined);
  assert.equal(r.boolean('c'), undefined);
  assert.equal(r.boolean('d'), true);
  assert.equal(r.positiveInteger('e'), undefined);
  assert.equal(r.string('missing'), undefined);
  assert.deepEqual(r.errors, [
    'f.md: front matter field "b": expected a comma-separated string or a list of tool names, got a list; ignored, as Claude Code ignores it',
    'f.md: front matter field "c": expected true or false, got string "maybe"; ignored, as Claude Code ignores it',
    'f.md: front matter field "e": expected a positive whole number, got number 0; ignored, as Claude Code ignores it',
  ]);
});
