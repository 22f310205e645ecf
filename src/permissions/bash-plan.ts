/** How an approved command line is run: from its parsed argv when that is exactly what bash would run, and in which environment. */
import type { BashPlan, SimpleCommand } from './types.js';

/** bash builtins (`compgen -b`): run by the shell, not as programs, so never executed from argv. */
const BUILTINS = new Set([
  '.',
  ':',
  '[',
  'alias',
  'bg',
  'bind',
  'break',
  'builtin',
  'caller',
  'cd',
  'command',
  'compgen',
  'complete',
  'compopt',
  'continue',
  'declare',
  'dirs',
  'disown',
  'echo',
  'enable',
  'eval',
  'exec',
  'exit',
  'export',
  'false',
  'fc',
  'fg',
  'getopts',
  'hash',
  'help',
  'history',
  'jobs',
  'kill',
  'let',
  'local',
  'logout',
  'mapfile',
  'popd',
  'printf',
  'pushd',
  'pwd',
  'read',
  'readarray',
  'readonly',
  'return',
  'set',
  'shift',
  'shopt',
  'source',
  'suspend',
  'test',
  'times',
  'trap',
  'true',
  'type',
  'typeset',
  'ulimit',
  'umask',
  'unalias',
  'unset',
  'wait',
]);

/** Words the walker lists as commands for their checks (`for` headers, `case` subjects, `[[ … ]]`): the shell's syntax, never programs. */
const KEYWORDS = new Set(['for', 'case', '[[']);

/**
 * One simple command with only literal words, no assignments and no redirections is run as that argv, without a
 * shell: nothing is left for bash to interpret, so what was approved is what runs. `readOnly` is set when every
 * command was approved by the read-only list (not by a rule): those run in a fixed environment.
 */
export function executionPlan(commands: SimpleCommand[], readOnly: boolean): BashPlan {
  const only = commands.length === 1 ? commands[0] : undefined;
  const literal =
    only !== undefined &&
    only.words.length > 0 &&
    only.envWords.length === 0 &&
    only.redirections.length === 0 &&
    only.words.every((w) => !w.dynamic && !w.glob && !w.brace && !w.substitution) &&
    !BUILTINS.has(only.words[0]?.value ?? '') &&
    !KEYWORDS.has(only.words[0]?.value ?? '');
  return literal ? { readOnly, argv: only.argv } : { readOnly };
}
