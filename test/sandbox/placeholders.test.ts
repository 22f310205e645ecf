import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { excludeSandboxPlaceholders } from '../../src/sandbox/placeholders.js';

describe("the sandbox's placeholders in .git/info/exclude", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'placeholders-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the missing protected paths once, leaves existing ones (the repository’s) and the existing lines alone', async () => {
    execFileSync('git', ['init', '-q'], { cwd: dir });
    writeFileSync(path.join(dir, '.mcp.json'), '{}\n');
    mkdirSync(path.join(dir, '.claude', 'commands'), { recursive: true });
    const file = path.join(dir, '.git', 'info', 'exclude');
    writeFileSync(file, '*.log');
    await excludeSandboxPlaceholders(dir);
    await excludeSandboxPlaceholders(dir);
    const lines = readFileSync(file, 'utf8').split('\n');
    assert.equal(lines[0], '*.log');
    for (const missing of ['/.bashrc', '/.bash_profile', '/.gitconfig', '/.gitmodules', '/.vscode', '/.idea', '/.claude/agents'])
      assert.equal(lines.filter((l) => l === missing).length, 1, missing);
    assert.ok(!lines.includes('/.mcp.json'), 'an existing file is the repository’s');
    assert.ok(!lines.includes('/.claude/commands'));
    // git outside the sandbox: an untracked file of a protected name that appears later is ignored, the others are not.
    writeFileSync(path.join(dir, '.bashrc'), 'x\n');
    writeFileSync(path.join(dir, 'src.js'), 'x\n');
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: dir, encoding: 'utf8' });
    assert.match(status, /\?\? src\.js/);
    assert.doesNotMatch(status, /\.bashrc/);
  });

  it('does nothing outside a repository whose .git is a folder', async () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'placeholders-plain-'));
    await excludeSandboxPlaceholders(plain);
    assert.throws(() => readFileSync(path.join(plain, '.git', 'info', 'exclude')));
    rmSync(plain, { recursive: true, force: true });
  });
});
