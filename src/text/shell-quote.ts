/** Words for bash and POSIX sh: the runner's own scripts and command lines, and commands as a person reads them. */

/** `s` as one single-quoted word, always quoted (`''` for the empty string), each `'` in it written `'\''`. */
export const singleQuoted = (s: string): string => `'${s.replaceAll("'", `'\\''`)}'`;

/** What a word may be made of and still be written bare: nothing a shell reads specially. */
const BARE = /^[\w@%+=:,./-]+$/;

/** `s` as one word: bare when it is made only of `BARE` characters, else single-quoted (`''` for the empty string). */
export const shellWord = (s: string): string => (BARE.test(s) ? s : singleQuoted(s));
