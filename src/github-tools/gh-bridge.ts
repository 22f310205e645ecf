import { executionPlan } from '../permissions/bash-plan.js';
import { splitCommand } from '../permissions/bash-parse.js';
import type { BridgeOutput, CommandBridge } from '../tools/bash.js';
import { ghFail, type GhOutput } from './gh-args.js';
import { issueComment, issueEdit, issueView, labelList, type GhPlace } from './gh-issues.js';
import { issueList, searchIssuesCommand } from './gh-lists.js';
import { prDiff, prView } from './gh-pr.js';
import { untrusted } from './text.js';
import { githubError, type TokenNeed } from './tool.js';

interface Subcommand {
  run: (place: GhPlace, args: string[]) => Promise<GhOutput>;
  needs: TokenNeed;
  /** Its output is text people other than the workflow's author wrote: fenced as untrusted data. */
  reads: boolean;
}

const SUBCOMMANDS: Record<string, Subcommand> = {
  'label list': { run: labelList, needs: 'issues: read', reads: true },
  'issue view': { run: issueView, needs: 'issues: read', reads: true },
  'issue list': { run: issueList, needs: 'issues: read', reads: true },
  'search issues': { run: searchIssuesCommand, needs: 'issues: read', reads: true },
  'issue edit': { run: (place, args) => issueEdit(place, args), needs: 'issues: write', reads: false },
  'issue comment': { run: (place, args) => issueComment(place, args), needs: 'issues: write', reads: false },
  'pr view': { run: prView, needs: 'pull-requests: read', reads: true },
  'pr diff': { run: prDiff, needs: 'pull-requests: read', reads: true },
  'pr comment': { run: (place, args) => issueComment(place, args, 'pull'), needs: 'issues: write', reads: false },
  'pr edit': { run: (place, args) => issueEdit(place, args, 'pull'), needs: 'pull-requests: write', reads: false },
};

const BRIDGED = Object.keys(SUBCOMMANDS)
  .map((s) => `gh ${s}`)
  .join(', ');
const WHY =
  "The runner gives no tool its GitHub token, so the real gh has none; the runner runs these gh commands itself, with the job's token, and prints what gh prints";

/**
 * The gh bridge: a Bash command that is one simple `gh …` command of literal words (as the permission decision
 * parsed it, and decided it by the same rules, `Bash(gh issue edit:*)`…) is run here, through the runner's client,
 * instead of being spawned. Its output is gh's for a non-terminal stdout. Any other use of gh (another subcommand,
 * in a pipeline, with variables) fails with a message saying what is bridged and why. Undefined: not a gh command.
 */
export function ghBridge(place: GhPlace): CommandBridge {
  return (command) => {
    const parsed = splitCommand(command);
    if (!parsed.ok || !parsed.commands.some((c) => c.argv[0] === 'gh')) return undefined;
    const only = parsed.commands.length === 1 ? parsed.commands[0] : undefined;
    if (only === undefined || executionPlan([only], false).argv === undefined)
      return Promise.resolve(
        fromGh(
          ghFail(
            `gh runs here only as a command of its own, with literal words (no pipes, &&, ;, redirections, variables or substitutions). ${WHY}: ${BRIDGED}. Run the gh command alone and work on its output in a next step.`,
          ),
        ),
      );
    return runGh(place, only.argv.slice(1)).then(fromGh);
  };
}

const fromGh = (out: GhOutput): BridgeOutput => ({ ...out, bridge: 'gh' });

async function runGh(place: GhPlace, args: string[]): Promise<GhOutput> {
  const words = args.filter((a) => !a.startsWith('-'));
  const key = words.slice(0, 2).join(' ');
  const sub = SUBCOMMANDS[key];
  if (sub === undefined)
    return ghFail(
      `gh ${key || args.join(' ')}: not available here. ${WHY}: ${BRIDGED}.${key === 'auth status' || key.startsWith('auth') ? ' There is no gh login to show.' : ''}`,
    );
  // The subcommand words come first, as gh's own parser requires; global flags before them are not bridged.
  if (args[0] !== words[0] || args[1] !== words[1]) return ghFail(`put the subcommand first: gh ${key} …`);
  const rest = args.slice(2);
  const repoAt = rest.findIndex((a) => a === '-R' || a === '--repo' || a.startsWith('--repo=') || (a.startsWith('-R') && a.length > 2));
  if (repoAt >= 0) {
    const a = rest[repoAt] ?? '';
    const named = a.includes('=') ? a.slice(a.indexOf('=') + 1) : a.length > 2 && !a.startsWith('--') ? a.slice(2) : (rest[repoAt + 1] ?? '');
    if (named.toLowerCase() !== `${place.owner}/${place.repo}`.toLowerCase())
      return ghFail(`the runner's gh bridge reaches only ${place.owner}/${place.repo}, the repository of the job's token (asked for ${named})`);
  }
  try {
    const out = await sub.run(place, rest);
    return sub.reads && out.exitCode === 0 && out.stdout !== ''
      ? { ...out, stdout: `${untrusted('github', `gh ${key}`, out.stdout.replace(/\n$/, ''))}\n` }
      : out;
  } catch (error) {
    return ghFail(githubError(error, sub.needs));
  }
}
