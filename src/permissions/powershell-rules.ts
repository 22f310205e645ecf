/**
 * Permission rules for PowerShell, in Bash's forms for literal commands: `PowerShell(npm test)` names one command
 * exactly, `PowerShell(git log:*)` and `PowerShell(git log *)` a command and whatever arguments follow. PowerShell's
 * grammar is not parsed here, so an allow rule vouches only for a line with nothing in it that could start another
 * command or expand to one (no `;`, `|`, `&`, `$`, backticks, parentheses, braces, redirections or new lines); a
 * deny rule matches when any part of the line, split at those separators, starts with what it names. PowerShell
 * compares command names without regard to case, and so do these rules.
 */
const NOT_LITERAL = /[;|&$`(){}<>\r\n@]/;

function prefixOf(spec: string): { prefix: string; exact: boolean } {
  if (spec.endsWith(':*')) return { prefix: spec.slice(0, -2).trim(), exact: false };
  if (spec.endsWith(' *')) return { prefix: spec.slice(0, -2).trim(), exact: false };
  if (spec === '*') return { prefix: '', exact: false };
  return { prefix: spec.trim(), exact: true };
}

function startsWithCommand(part: string, prefix: string, exact: boolean): boolean {
  const words = part.trim().toLowerCase();
  const want = prefix.toLowerCase();
  if (exact) return words === want;
  return want === '' || words === want || words.startsWith(`${want} `);
}

export function powerShellRuleMatches(spec: string, command: unknown, kind: 'allow' | 'deny'): boolean {
  if (typeof command !== 'string') return kind === 'deny';
  const { prefix, exact } = prefixOf(spec);
  if (kind === 'allow') {
    if (exact && command.trim() === prefix) return true;
    return !NOT_LITERAL.test(command) && startsWithCommand(command, prefix, exact);
  }
  return command.split(/[;|&\r\n(){}`]+/).some((part) => startsWithCommand(part.replace(/^[\s.&]+/, ''), prefix, false));
}
