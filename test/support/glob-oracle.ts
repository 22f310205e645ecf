/** The files scripts/oracle/tool-env.mjs gives Glob and Grep: plain, hidden, ignored by .gitignore, in node_modules. */
export const GLOB_FILES = {
  '.gitignore': 'ignored.txt\nbuild/\n',
  'a.txt': 'needle\n',
  '.hidden.txt': 'needle\n',
  '.dotdir/in-dot.txt': 'needle\n',
  'ignored.txt': 'needle\n',
  'build/out.txt': 'needle\n',
  'node_modules/pkg/mod.txt': 'needle\n',
};

/** A Glob result's files, sorted (the order is by modification time, the same second for all here). */
export const globbed = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split('\n\n<system-reminder>')[0]
    ?.split('\n')
    .filter((l) => l !== '')
    .sort() ?? [];
