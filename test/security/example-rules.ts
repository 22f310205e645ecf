import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../e2e/harness.js';

/**
 * The rules people write: every allow list in claude-code-action's example workflows and commands, read from the
 * copies in test/fixtures/claude-code-action-examples (unchanged from its repository): each `--allowedTools "…"` of a
 * workflow's claude_args, the commented-out one in claude.yml included (it is there to be uncommented), and each
 * command's `allowed-tools:` front matter.
 */
export interface ExampleAllowList {
  /** The file it is read from. */
  source: string;
  /** The list as written, commas between the rules. */
  rules: string;
}

const DIR = path.join(PROJECT_ROOT, 'test', 'fixtures', 'claude-code-action-examples');

export function exampleAllowLists(): ExampleAllowList[] {
  const lists: ExampleAllowList[] = [];
  const files = [...readdirSync(DIR), ...readdirSync(path.join(DIR, 'commands')).map((f) => path.join('commands', f))]
    .filter((f) => /\.(yml|md)$/.test(f))
    .sort();
  for (const file of files) {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    if (file.endsWith('.yml')) for (const m of text.matchAll(/--allowedTools\s+(["'])(.*?)\1/g)) lists.push({ source: file, rules: m[2] ?? '' });
    if (file.endsWith('.md')) for (const m of text.matchAll(/^allowed-tools:\s*(.+)$/gm)) lists.push({ source: file, rules: (m[1] ?? '').trim() });
  }
  return lists;
}
