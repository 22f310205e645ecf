/**
 * bash running the hooks' CLAUDE_ENV_FILE lines (`eval`, as `.` runs a file: up to a line that does not parse), then
 * the command: the shell's as is, a literal command's argv unchanged through `exec "$@"`. The lines come in the
 * argument itself (base64, decoded by coreutils' base64), from the runner's memory; they run in the same process as
 * the command, so in the same sandbox. `lead` (the directory's report and check, shell-cwd.ts) runs first, before
 * anything the lines do.
 */
export function withEnvScript(script: string, argv: string[] | undefined, command: string, lead = ''): string[] {
  // Encoded, not quoted: quoting makes a single quote four characters at each layer (here, then the sandbox's wrapping),
  // and lines under the cap made of quotes passed the 128 KiB one argument may hold: no later command could start.
  const prelude = `${lead}eval "$(printf %s ${Buffer.from(script, 'utf8').toString('base64')} | base64 --decode)"\n`;
  return argv !== undefined ? ['bash', '-c', `${prelude}exec "$@"`, 'bash', ...argv] : ['bash', '-c', `${prelude}${command}`];
}
