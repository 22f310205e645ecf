import { parse as parseShellWords } from 'shell-quote';

/**
 * claude-code-action v1's `claude_args` input: Claude Code CLI flags in one string, split the way
 * claude-code-action splits them (base-action/src/parse-sdk-options.ts): full-line `#` comments
 * dropped, then shell-quote's word splitting with `( ) | & ; < >` kept literal (so
 * `Bash(gh pr view:*)` stays one rule) and glob words taken verbatim. As there, `$NAME` outside
 * single quotes expands to nothing (shell-quote with no environment). A flag followed by a word
 * not starting with `--` takes it as its value; the list flags (`--allowedTools`, `--mcp-config`…)
 * take every following value and may repeat.
 */

export interface ClaudeArgs {
  model?: string;
  maxTurns?: string;
  effort?: string;
  permissionMode?: string;
  maxBudgetUsd?: string;
  jsonSchema?: string;
  settings?: string;
  systemPrompt?: string;
  appendSystemPrompt?: string;
  /** Each value, comma lists split (claude-code-action splits them on commas). */
  allowedTools: string[];
  disallowedTools: string[];
  /** Each --mcp-config value: a path or inline JSON. */
  mcpConfigs: string[];
  /**
   * `--tools`: the built-in tools that exist (names split on commas and spaces, as the CLI splits them); `[]` for
   * `--tools ""`; undefined when not given or `default` (every built-in tool).
   */
  tools?: string[];
  /** Flags given that this runner does not take, each named once. */
  unknown: string[];
}

const SINGLE: Record<string, Exclude<keyof ClaudeArgs, 'allowedTools' | 'disallowedTools' | 'mcpConfigs' | 'tools' | 'unknown'>> = {
  model: 'model',
  'max-turns': 'maxTurns',
  effort: 'effort',
  'permission-mode': 'permissionMode',
  'max-budget-usd': 'maxBudgetUsd',
  'json-schema': 'jsonSchema',
  settings: 'settings',
  'system-prompt': 'systemPrompt',
  'append-system-prompt': 'appendSystemPrompt',
};

const LISTS: Record<string, 'allowedTools' | 'disallowedTools' | 'mcpConfigs'> = {
  allowedTools: 'allowedTools',
  'allowed-tools': 'allowedTools',
  disallowedTools: 'disallowedTools',
  'disallowed-tools': 'disallowedTools',
  'mcp-config': 'mcpConfigs',
};

// claude-code-action's escape of shell-quote's control characters: private-use code points.
const META = ['(', ')', '|', '&', ';', '<', '>'];
const escapeMeta = (s: string): string => s.replace(/[()|&;<>]/g, (c) => String.fromCharCode(0xe000 + META.indexOf(c)));
const unescapeMeta = (s: string): string => s.replace(/[\ue000-\ue006]/g, (c) => META[c.charCodeAt(0) - 0xe000] ?? c);

/** The words of `claude_args`, as claude-code-action reads them. */
function claudeArgWords(raw: string): string[] {
  const text = raw
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  const words: string[] = [];
  for (const entry of parseShellWords(escapeMeta(text))) {
    if (typeof entry === 'string') words.push(unescapeMeta(entry));
    else if ('pattern' in entry) words.push(unescapeMeta(entry.pattern));
  }
  return words;
}

export function parseClaudeArgs(raw: string): ClaudeArgs {
  const out: ClaudeArgs = { allowedTools: [], disallowedTools: [], mcpConfigs: [], unknown: [] };
  const words = claudeArgWords(raw);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (!word.startsWith('--')) {
      out.unknown.push(word);
      continue;
    }
    // `--flag=value` is one word to shell-quote; Claude Code's CLI (commander) reads it as the flag and its value.
    const eq = word.indexOf('=');
    const flag = eq > 0 ? word.slice(2, eq) : word.slice(2);
    const values: string[] = eq > 0 ? [word.slice(eq + 1)] : [];
    const list = LISTS[flag];
    const toolsFlag = flag === 'tools';
    if (eq < 0) {
      while (i + 1 < words.length && !(words[i + 1] ?? '').startsWith('--')) {
        values.push(words[++i] ?? '');
        if (!list && !toolsFlag) break;
      }
    }
    // `--tools` with nothing after it: Claude Code refuses to start; here it is ignored with a warning (not "no tools").
    if (toolsFlag && values.length === 0) out.unknown.push(`${word} (no value)`);
    else if (toolsFlag) {
      const names = [...(out.tools ?? []), ...values.flatMap((v) => v.split(/[\s,]+/)).filter((v) => v !== '')];
      if (names.includes('default')) delete out.tools;
      else out.tools = names;
    } else if (list) {
      const items = list === 'mcpConfigs' ? values : values.flatMap((v) => v.split(','));
      out[list].push(...items.map((v) => v.trim()).filter((v) => v !== ''));
    } else if (SINGLE[flag]) {
      out[SINGLE[flag]] = values[0] ?? '';
    } else if (!out.unknown.includes(`--${flag}`)) {
      out.unknown.push(`--${flag}`);
    }
  }
  return out;
}
