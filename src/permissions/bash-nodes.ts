// The tree-sitter-bash node kinds and tokens the parser walks (src/permissions/bash-walker.ts), and the names of commands
// it refuses and of variables a line may bind.

/** Containers whose named children are statements run in order; their anonymous tokens are keywords and operators. */
// biome-ignore format: a table, kept one line per group of entries
export const CONTAINERS = new Set(['program', 'list', 'pipeline', 'subshell', 'compound_statement', 'do_group', 'if_statement', 'elif_clause', 'else_clause', 'while_statement', 'negated_command']);
// biome-ignore format: a table, kept one line per group of entries
export const CONTAINER_TOKENS = new Set([';', '&', '&&', '||', '|', '|&', '(', ')', '{', '}', '!', 'if', 'then', 'else', 'elif', 'fi', 'while', 'until', 'do', 'done', '\n']);
/** Words that are reserved in command position: seeing one as a command name means the grammar and bash disagree. */
// biome-ignore format: a table, kept one line per group of entries
export const RESERVED = new Set(['if', 'then', 'else', 'elif', 'fi', 'case', 'esac', 'for', 'select', 'while', 'until', 'do', 'done', 'in', 'function', '{', '}', '[[', ']]', '!', 'coproc']);
/** The nodes of a `[[ … ]]` test that are words (values), not operators or patterns. */
// biome-ignore format: a table, kept one line per group of entries
export const TEST_WORD_NODES = new Set(['word', 'string', 'raw_string', 'simple_expansion', 'expansion', 'command_substitution', 'number', 'concatenation', 'ansi_c_string', 'arithmetic_expansion']);

/**
 * Builtins that run a string as code, define code, change how later words are parsed or looked up, or
 * assign to a variable named by an operand (whose subscript is evaluated as arithmetic).
 */
// biome-ignore format: a table, kept one line per group of entries
export const EVAL_LIKE = new Set([
  'eval', 'source', '.', 'let', 'trap', 'alias', 'unalias', 'declare', 'typeset', 'local', 'readonly', 'export', 'read', 'mapfile',
  'readarray', 'getopts', 'hash', 'enable', 'builtin', 'fc', 'bind', 'complete', 'compgen', 'compopt', 'set', 'shopt', 'unset',
  'coproc', 'function', 'select',
]);
/** Variables a line may set for its commands: they change how output looks, not what runs. */
export const SAFE_ENV = /^(LC_[A-Z]+|LANG|LANGUAGE|TZ|NO_COLOR|FORCE_COLOR|TERM|COLUMNS|LINES|CI|NODE_ENV)$/;

/**
 * A variable the line may bind for itself (`x=1; …`, `for f in …`): a lower-case shell variable. Upper-case
 * names may already be exported (HOME, PATH, GIT_DIR, NODE_OPTIONS, LD_PRELOAD, …) or steer the shell (IFS,
 * CDPATH, BASH_ENV); some lower-case ones are read by programs too (`npm_config_*`, `http_proxy`).
 */
export function isPlainShellVariable(name: string): boolean {
  return /^[a-z_][a-z0-9_]*$/.test(name) && !/^(npm_|yarn_|pnpm_)|_proxy$|^bash/i.test(name) && name !== '_';
}
