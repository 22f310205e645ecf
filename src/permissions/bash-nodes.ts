// The tree-sitter-bash node kinds and tokens the parser (src/permissions/bash-parse.ts) walks.

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
