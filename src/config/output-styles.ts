import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FieldReader, loadFrontmatterParser, parseFrontmatter } from './frontmatter.js';
import { readConfigText } from './read-text.js';

export const OUTPUT_STYLES_DIR = path.join('.claude', 'output-styles');

export interface OutputStyle {
  name: string;
  body: string;
}

/** Claude Code's built-in styles: `default` is no style; the other two are Claude Code's own text, which the runner does not have. */
const BUILT_IN = new Set(['default', 'explanatory', 'learning']);

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
    const read = await readConfigText(path.join(dir, file));
    if (!read.ok) {
      warnings.push(`${label}: cannot be read (${read.error}); style skipped`);
      continue;
    }
    const fm = parseFrontmatter(read.text, label);
    if (!fm.ok) {
      warnings.push(`${fm.error}; style skipped`);
      continue;
    }
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
  const why = BUILT_IN.has(wanted.name.toLowerCase())
    ? "is one of Claude Code's built-in styles, whose text the runner does not have"
    : `matches no file in ${stylesDir}`;
  warnings.push(`${wanted.source}: "${wanted.name}" ${why}; no output style applied`);
  return { warnings };
}

/** The reminder Claude Code 2.1.328 puts in the first message for the style. */
export function renderOutputStyle(style: OutputStyle): string {
  return `# Output Style: ${style.name}\n${style.body}`;
}
