import { PROCESS_MARK, PROCESS_MARK_NAME } from '../process/group.js';
import { COMMAND_MARK_NAME } from '../process/tracker.js';
import { isInside } from '../permissions/read-only-commands.js';
import type { WrappedSpawn } from '../sandbox/runtime.js';
import { withEnvScript } from './bash-script.js';
import type { BashInput, BashOptions } from './bash-types.js';
import { readOnlyEnv, readOnlyGitArgv } from './read-only-env.js';
import { jailedArgv, readOnlyJail } from './read-only-jail.js';
import { cwdPrelude } from './shell-cwd.js';
import type { ToolContext } from './types.js';

/** What one Bash call spawns, where and with what, as the permission decision approved it. */
export interface CommandLine {
  /** The program and its arguments: bash, the literal command, or either wrapped (jail, sandbox). */
  run: string[];
  env: Record<string, string>;
  /** Where the permission decision judged the command to start (dispatch decided on this very directory). */
  cwd: string;
  /** bash reports where it ended (shell-cwd.ts): the next command starts there. */
  capture: boolean;
  /** A literal simple command's argv, run without a shell. */
  argv?: string[];
  /** The sandbox's wrapping: its violations and exit status are read when the command ends. */
  sandboxed?: WrappedSpawn;
}

const pick = (env: Record<string, string>, names: string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((n) => (env[n] !== undefined ? [[n, env[n] as string]] : [])));

/**
 * The command line of one call, or why it cannot run: what the approver judged is what runs (a literal simple command
 * from its argv, without a shell; the read-only list in its fixed environment, in the read-only jail), with the hooks'
 * CLAUDE_ENV_FILE lines and in the sandbox where they apply. `env` is the tool's environment; `mark` the command's own.
 */
export async function commandLine(
  opts: BashOptions,
  env: Record<string, string>,
  input: BashInput,
  ctx: ToolContext,
  mark: string,
): Promise<CommandLine | { refusal: string }> {
  const plan = ctx.plan;
  const cwd = ctx.cwd ?? opts.workspace.root;
  // A shell line of bash's reports where it ended: the next command starts there (a subagent's never moves).
  const capture =
    ctx.shell !== undefined && input.run_in_background !== true && opts.shell === undefined && !(plan?.argv !== undefined && plan.argv.length > 0);
  // Its own mark beside the run's: stopping it before the run ends reaches what it started in new sessions.
  const marks = { [PROCESS_MARK_NAME]: PROCESS_MARK, [COMMAND_MARK_NAME]: mark };
  let childEnv = plan?.readOnly ? readOnlyEnv(opts.workspace, { ...marks, ...pick(env, ['LANG', 'LC_ALL', 'TZ', 'CI']) }) : { ...env, ...marks };
  const argv = plan?.argv !== undefined && plan.argv.length > 0 ? (plan.readOnly ? readOnlyGitArgv(plan.argv) : plan.argv) : undefined;
  // bash checks the directory it was started in is the one decided on (a swap after the runner's check), then sets
  // up the report (a background command has none); a literal command gets the check, then bash becomes it (`exec "$@"`).
  const lead = capture || (cwd !== opts.workspace.root && opts.shell === undefined) ? cwdPrelude(cwd) : '';
  let run = argv
    ? lead !== ''
      ? ['bash', '-c', `${lead}exec "$@"`, 'bash', ...argv]
      : argv
    : [opts.shell ?? 'bash', ...(opts.shellArgs ?? []), '-c', `${lead}${input.command}`];
  const line = { cwd, capture, ...(argv !== undefined ? { argv } : {}) };
  if (plan?.jail) {
    // The read-only list's commands run where the OS holds what the parser may have misjudged; nowhere else.
    const found = readOnlyJail();
    if ('reason' in found)
      return {
        refusal: `Command was not run: it was approved as read-only, and read-only commands run only in the read-only jail, which cannot run here: ${found.reason}.`,
      };
    // The jail holds the workspace only: a command decided on a directory outside it (an additional one) has nowhere to start.
    if (!isInside(opts.workspace.root, cwd))
      return {
        refusal: `Command was not run: read-only commands run in the read-only jail, which holds only ${opts.workspace.root}, and the shell is in ${cwd}; cd into the working directory first.`,
      };
    run = jailedArgv(found.jail, opts.workspace.root, plan.jail.hide, run, cwd);
    childEnv = { ...childEnv, HOME: '/tmp', XDG_CONFIG_HOME: '/tmp', TMPDIR: '/tmp' };
    return { ...line, run, env: childEnv };
  }
  const excluded = opts.sandbox?.isExcluded(input.command) === true;
  // The lines are the hooks' output (repository code): they run only where the hooks ran, so never in an excluded
  // command; nor before a read-only one (the strict list here), whose safety is its fixed environment (a PATH
  // line naming a workspace folder would run the workspace's program for `ls`).
  const envScript = opts.shell === undefined && !excluded && plan?.readOnly !== true ? (opts.envScript?.() ?? '') : '';
  if (envScript !== '') run = withEnvScript(envScript, argv, input.command, lead);
  // The sandbox wraps whatever runs, shell or argv; `excludedCommands` run as they are.
  const sandboxed = opts.sandbox && !excluded ? await opts.sandbox.wrap(run, input.command) : undefined;
  return sandboxed ? { ...line, run: sandboxed.argv, env: childEnv, sandboxed } : { ...line, run, env: childEnv };
}
