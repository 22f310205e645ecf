/**
 * `sandbox.excludedCommands`: commands that run outside the sandbox. In Claude Code one matching part of a
 * compound command sends the whole line out; here every part must match, so `docker ps; cat /proc/1/mem`
 * stays inside: under bypassPermissions an exclusion is otherwise a way around the sandbox.
 */
import { splitCommand } from '../permissions/bash-parse.js';

/** `docker` and `docker:*` match the command and any arguments; other patterns use `*` as a wildcard. */
function patternMatches(pattern: string, text: string): boolean {
  const p = pattern.trim().replace(/:\*$/, ' *');
  if (!p.includes('*')) return text === p || text.startsWith(`${p} `);
  if (p.endsWith(' *') && !p.slice(0, -2).includes('*') && text === p.slice(0, -2)) return true;
  const parts = p.split('*');
  let pos = 0;
  for (const [i, part] of parts.entries()) {
    if (i === 0) {
      if (!text.startsWith(part)) return false;
      pos = part.length;
      continue;
    }
    const at = i === parts.length - 1 ? (text.endsWith(part) && text.length - part.length >= pos ? text.length - part.length : -1) : text.indexOf(part, pos);
    if (at < 0) return false;
    pos = at + part.length;
  }
  return true;
}

export function matchesExcluded(command: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return false;
  const parsed = splitCommand(command);
  if (!parsed.ok || parsed.commands.length === 0) return false;
  // A part that builds its command name at run time, or substitutes another command, is never excluded.
  return parsed.commands.every((cmd) => !cmd.dynamicName && !cmd.hasSubstitution && patterns.some((p) => patternMatches(p, cmd.text)));
}
