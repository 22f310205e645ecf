import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/** The repository, from build/test/structure/ or test/structure/. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', ...(import.meta.url.includes('/build/') ? ['..'] : []));
const DOC = readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8');

/** Every folder under `dir`, as paths relative to it (`report`, `report/github`, ...). */
function folders(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const rel = under === '' ? entry.name : `${under}/${entry.name}`;
      return [rel, ...folders(dir, rel)];
    });
}

/** The text of one `## ` section of the page. */
function section(title: string): string {
  const start = DOC.indexOf(`\n## ${title}\n`);
  assert.ok(start >= 0, `docs/architecture.md has a "## ${title}" section`);
  const end = DOC.indexOf('\n## ', start + 1);
  return DOC.slice(start, end < 0 ? undefined : end);
}

const SRC_FOLDERS = folders(path.join(ROOT, 'src'));
const TEST = path.join(ROOT, 'test');
const hasTests = (folder: string): boolean => readdirSync(path.join(TEST, folder)).some((name) => name.endsWith('.test.ts'));

describe('docs/architecture.md is true to the tree', () => {
  it("the folder table names every folder of src/ (and only folders that exist), each in its row's first cell", () => {
    const named = section('The folders')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([a-z][a-z0-9/-]*)\/`/g)].map((m) => m[1] ?? ''));
    const topLevel = SRC_FOLDERS.filter((f) => !f.includes('/'));
    assert.ok(topLevel.length > 10, `src/ folders found: ${topLevel.join(', ')}`);
    assert.deepEqual(
      topLevel.filter((f) => !named.includes(f)),
      [],
      'folders of src/ the table leaves out',
    );
    assert.deepEqual(
      named.filter((f) => !SRC_FOLDERS.includes(f)),
      [],
      'folders the table names that src/ does not have',
    );
  });

  it('test/ mirrors src/: every folder of test/ with tests in it is a folder of src/, or a suite the page names', () => {
    const tests = section('Tests and tools around the code');
    const suites = [...tests.matchAll(/`test\/([a-z][a-z0-9-]*)\/`/g)].map((m) => m[1] ?? '');
    for (const suite of ['e2e', 'security', 'faults', 'structure', 'support', 'fixtures']) assert.ok(suites.includes(suite), `the page names test/${suite}/`);
    const testFolders = folders(TEST);
    assert.deepEqual(
      suites.filter((s) => !testFolders.includes(s)),
      [],
      'suites the page names that test/ does not have',
    );
    // Inside a named suite anything goes (fixtures, helpers); elsewhere a folder that holds tests mirrors src/.
    const misplaced = testFolders.filter((f) => !suites.includes(f.split('/')[0] ?? '') && hasTests(f) && !SRC_FOLDERS.includes(f));
    assert.deepEqual(misplaced, [], 'folders of test/ that hold tests but are no folder of src/ (move the tests to the folder of what they test)');
    const stray = readdirSync(TEST).filter((name) => name.endsWith('.ts'));
    assert.deepEqual(stray, [], 'test files directly in test/');
  });

  it("the page's examples of the mirror hold: the trigger's tests are in test/trigger/, the GitHub writes' in test/report/github/", () => {
    assert.ok(hasTests('trigger') && hasTests('report/github'));
    assert.deepEqual(
      readdirSync(path.join(TEST, 'github')).filter((name) => /trigger|task-message|pr-checkout|base-config|comment|push/.test(name)),
      [],
      'trigger and report tests left in test/github/',
    );
  });
});
