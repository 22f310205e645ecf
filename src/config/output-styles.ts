import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FieldReader, loadFrontmatterParser, parseFrontmatter, readLikeClaudeCode } from './frontmatter.js';
import { readConfigOrWarn } from './read-text.js';

export const OUTPUT_STYLES_DIR = path.join('.claude', 'output-styles');

export interface OutputStyle {
  name: string;
  body: string;
}

/**
 * Claude Code's built-in styles besides `default` (no style), as its documentation describes them. Claude Code's own
 * text is not the runner's to ship, so these bodies are the runner's wording of the same behaviour (docs say so); a
 * repository's own file of the same name still wins, as in Claude Code.
 */
const BUILT_IN: Readonly<Record<string, OutputStyle>> = {
  explanatory: {
    name: 'Explanatory',
    body: [
      'You help with software engineering tasks and, while you work, explain what you do so the reader learns the codebase.',
      '',
      'Before and after writing code, add short educational insights about the implementation choices you make and the',
      'patterns of this codebase that matter to them, in this form (2-3 points each, specific to this code, not general',
      'programming advice):',
      '',
      '`★ Insight ─────────────────────────────────────`',
      '[2-3 key educational points]',
      '`─────────────────────────────────────────────────`',
      '',
      'Keep the insights in the conversation and in your final answer, not in the code you write.',
    ].join('\n'),
  },
  learning: {
    name: 'Learning',
    body: [
      'You help with software engineering tasks in a learn-by-doing way: besides sharing insights about the code, you',
      'leave small, meaningful pieces of it for the human to write.',
      '',
      'Share insights about implementation choices and this codebase in this form (2-3 specific points):',
      '',
      '`★ Insight ─────────────────────────────────────`',
      '[2-3 key educational points]',
      '`─────────────────────────────────────────────────`',
      '',
      'Where a piece of 2-10 lines involves a real design decision (business logic, error handling, a choice between',
      'approaches), do not write it: build the surrounding code, leave a `TODO(human)` comment at that spot saying what',
      'to write and what to weigh, and in your answer ask for that contribution under "● Learn by Doing", naming the',
      'file and the TODO(human). Write the boilerplate and the routine parts yourself. This run is headless: nobody',
      'answers during it, so finish the task around the TODO(human) markers and say in your final answer what is left.',
    ].join('\n'),
  },
};

/**
 * The style `outputStyle` names, from `.claude/output-styles/*.md` (by its front matter `name`, else its file name), as
 * Claude Code 2.1.328 gives it: `# Output Style: <name>` and the body, a reminder in the first message. What cannot be
 * found or used is a warning naming the setting.
 */
export async function loadOutputStyle(
  cwd: string,
  wanted: { name: string; source: string },
  stylesDir = OUTPUT_STYLES_DIR,
): Promise<{ style?: OutputStyle; warnings: string[] }> {
  const warnings: string[] = [];
  const dir = path.join(cwd, stylesDir);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.md')).sort();
  if (files.length > 0) await loadFrontmatterParser();
  for (const file of files) {
    const label = path.join(stylesDir, file);
    const text = await readConfigOrWarn(path.join(dir, file), label, 'style skipped', warnings);
    if (text === undefined) continue;
    const fm = readLikeClaudeCode(parseFrontmatter(text, label));
    const r = new FieldReader(fm.data, label);
    const name = r.string('name')?.trim() || file.slice(0, -'.md'.length);
    if (name.toLowerCase() !== wanted.name.toLowerCase()) continue;
    warnings.push(...fm.warnings, ...r.errors);
    if (r.boolean('keep-coding-instructions') === false || fm.data['keep-coding-instructions'] === undefined) {
      // Claude Code drops its own coding instructions for such a style; the runner's task instructions stay.
      warnings.push(
        `${label}: the runner keeps its own instructions beside the style (Claude Code drops its coding instructions unless keep-coding-instructions: true)`,
      );
    }
    return { style: { name, body: fm.body.trim() }, warnings };
  }
  if (wanted.name.toLowerCase() === 'default') return { warnings };
  const builtIn = BUILT_IN[wanted.name.toLowerCase()];
  if (builtIn) return { style: builtIn, warnings };
  warnings.push(`${wanted.source}: "${wanted.name}" matches no file in ${stylesDir}; no output style applied`);
  return { warnings };
}

/** The reminder Claude Code 2.1.328 puts in the first message for the style. */
export function renderOutputStyle(style: OutputStyle): string {
  return `# Output Style: ${style.name}\n${style.body}`;
}
