import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSkills, parseSkillInvocation, renderSkillContent, renderSkillListing } from '../../src/config/skills.js';

async function write(root: string, rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
}

/** Shaped like skills in public collections: folded/literal descriptions, extra keys, files beside SKILL.md. */
async function collection(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'skills-'));
  await write(
    dir,
    '.claude/skills/pdf/SKILL.md',
    [
      '---',
      'name: pdf',
      'description: >',
      '  Comprehensive PDF manipulation toolkit for extracting text and tables,',
      '  creating new PDFs, merging/splitting documents.',
      'license: Proprietary. LICENSE.txt has complete terms',
      'metadata:',
      '  version: 1.2.0',
      '  tags: [documents, pdf]',
      'allowed-tools: Read, Bash(python3 scripts/*)',
      '---',
      '',
      '# PDF Processing',
      '',
      'For form filling, read [forms.md](forms.md) and run `scripts/fill.py`.',
      '',
    ].join('\n'),
  );
  await write(dir, '.claude/skills/pdf/forms.md', '# Forms\n');
  await write(dir, '.claude/skills/pdf/scripts/fill.py', 'print("hi")\n');
  await write(dir, '.claude/skills/pdf/LICENSE.txt', 'terms\n');
  await write(
    dir,
    '.claude/skills/release-notes/SKILL.md',
    [
      '---',
      'description: |',
      '  Drafts release notes from merged PRs.',
      '  Use when asked for a changelog.',
      'allowed-tools:',
      '  - Bash(git log *)',
      '  - Read',
      'disable-model-invocation: true',
      'argument-hint: "[version]"',
      'version: 2',
      '---',
      'Write the notes for $ARGUMENTS.',
    ].join('\n'),
  );
  await write(
    dir,
    '.claude/skills/deep-review/SKILL.md',
    '---\nname: deep-review\ndescription: Reviews a diff in a forked context\ncontext: fork\nagent: Explore\nmodel: sonnet\nuser-invocable: false\n---\nReview it.\n',
  );
  await write(dir, '.claude/skills/broken/SKILL.md', '---\nname: broken\ndescription: [unclosed\n---\nbody\n');
  await write(dir, '.claude/skills/badtype/SKILL.md', '---\ndescription: x\ndisable-model-invocation: sometimes\n---\nbody\n');
  await write(dir, '.claude/skills/no-front/SKILL.md', '# Heading\n\nExplains the deploy process step by step.\n\nMore.\n');
  await write(dir, '.claude/skills/README.md', 'not a skill folder\n');
  await mkdir(path.join(dir, '.claude/skills/empty-folder'));
  return dir;
}

test('loads public-collection shaped skills; odd front matter read as Claude Code 2.1.197 reads it, with a warning naming the file', async (t) => {
  const dir = await collection();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const { skills, warnings } = await loadSkills(dir);
  assert.deepEqual(
    skills.map((s) => s.name),
    ['badtype', 'broken', 'deep-review', 'no-front', 'pdf', 'release-notes'],
  );
  // Claude Code's second try reads `[unclosed` as text; a boolean it cannot read is absent.
  assert.equal(skills.find((s) => s.name === 'broken')?.description, '[unclosed');
  assert.equal(skills.find((s) => s.name === 'badtype')?.disableModelInvocation, false);
  const pdf = skills.find((s) => s.name === 'pdf');
  assert.ok(pdf);
  assert.equal(pdf.description, 'Comprehensive PDF manipulation toolkit for extracting text and tables, creating new PDFs, merging/splitting documents.');
  assert.deepEqual(pdf.allowedTools, ['Read', 'Bash(python3 scripts/*)']);
  assert.equal(pdf.dir, path.join(dir, '.claude/skills/pdf'));
  assert.equal(pdf.body, '# PDF Processing\n\nFor form filling, read [forms.md](forms.md) and run `scripts/fill.py`.\n');
  assert.equal(pdf.disableModelInvocation, false);
  assert.equal(pdf.userInvocable, true);
  assert.equal(pdf.fork, false);

  const notes = skills.find((s) => s.name === 'release-notes');
  assert.ok(notes);
  assert.equal(notes.description, 'Drafts release notes from merged PRs.\nUse when asked for a changelog.');
  assert.deepEqual(notes.allowedTools, ['Bash(git log *)', 'Read']);
  assert.equal(notes.disableModelInvocation, true);
  assert.equal(notes.argumentHint, '[version]');

  const review = skills.find((s) => s.name === 'deep-review');
  assert.ok(review);
  assert.equal(review.fork, true);
  assert.equal(review.agent, 'Explore');
  assert.equal(review.model, 'sonnet');
  assert.equal(review.userInvocable, false);

  // No front matter: the body's first line, a heading's text (2.1.332: test/config/skill-names.test.ts).
  assert.equal(skills.find((s) => s.name === 'no-front')?.description, 'Heading');

  assert.equal(warnings.length, 3, warnings.join('\n'));
  assert.match(
    warnings[0] ?? '',
    /^\.claude\/skills\/badtype\/SKILL\.md: front matter field "disable-model-invocation": expected true or false.*; ignored, as Claude Code ignores it$/,
  );
  assert.match(warnings[1] ?? '', /^\.claude\/skills\/broken\/SKILL\.md: front matter line \d+: .*; read it as a quoted string$/);
  assert.match(warnings[2] ?? '', /^\.claude\/skills\/empty-folder\/SKILL\.md: missing/);
});

test('the listing has one line per model-invocable skill', async (t) => {
  const dir = await collection();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const { skills } = await loadSkills(dir);
  assert.equal(
    renderSkillListing(skills),
    [
      '- badtype: x',
      '- broken: [unclosed',
      '- deep-review: Reviews a diff in a forked context',
      '- no-front: Heading',
      '- pdf: Comprehensive PDF manipulation toolkit for extracting text and tables, creating new PDFs, merging/splitting documents.',
    ].join('\n'),
  );
});

test('/<skill> args at the start of a task runs that skill; not for skills users may not invoke', async (t) => {
  const dir = await collection();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const { skills } = await loadSkills(dir);
  const hit = parseSkillInvocation('/release-notes v2.1.0\nplease', skills);
  assert.equal(hit?.skill.name, 'release-notes');
  assert.equal(hit?.args, 'v2.1.0\nplease');
  assert.equal(parseSkillInvocation('/deep-review now', skills), undefined);
  assert.equal(parseSkillInvocation('please /pdf', skills), undefined);
  assert.equal(parseSkillInvocation('/unknown x', skills), undefined);
});

test('no skills folder: nothing, no warnings; a skill is listed by its folder name, as Claude Code 2.1.328 lists it', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'skills-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  assert.deepEqual(await loadSkills(dir), { skills: [], warnings: [] });
  await write(dir, '.claude/skills/a/SKILL.md', '---\nname: same\ndescription: first\n---\n');
  await write(dir, '.claude/skills/b/SKILL.md', '---\nname: same\ndescription: second\n---\n');
  await write(dir, '.claude/skills/Bad_Name/SKILL.md', '---\nname: bad-name\ndescription: d\n---\n');
  const { skills, warnings } = await loadSkills(dir);
  // Any folder name, as Claude Code 2.1.332 takes it (test/config/skill-names.test.ts).
  assert.deepEqual(
    skills.map((s) => [s.name, s.description]),
    [
      ['Bad_Name', 'd'],
      ['a', 'first'],
      ['b', 'second'],
    ],
  );
  assert.equal(warnings.length, 3);
  assert.match(warnings[0] ?? '', /Bad_Name\/SKILL\.md: front matter field "name": "bad-name" is not the folder's name; listed as "Bad_Name"/);
  assert.match(warnings[1] ?? '', /a\/SKILL\.md: front matter field "name": "same" is not the folder's name; listed as "a"/);
  assert.match(warnings[2] ?? '', /b\/SKILL\.md: front matter field "name": "same" is not the folder's name; listed as "b"/);
});

test('the Skill call content: base directory, then the body with $ARGUMENTS filled in', async (t) => {
  const dir = await collection();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const { skills } = await loadSkills(dir);
  const notes = skills.find((s) => s.name === 'release-notes');
  assert.ok(notes);
  assert.equal(renderSkillContent(notes, 'v2'), `Base directory for this skill: ${notes.dir}\n\nWrite the notes for v2.`);
  const review = skills.find((s) => s.name === 'deep-review');
  assert.ok(review);
  assert.equal(
    renderSkillContent(review, 'PR 12'),
    `Base directory for this skill: ${review.dir}\n\nReview it.\n\n\nARGUMENTS: PR 12`,
    'as Claude Code 2.1.328 appends them',
  );
  assert.equal(renderSkillContent(review), `Base directory for this skill: ${review.dir}\n\nReview it.\n`);
});
