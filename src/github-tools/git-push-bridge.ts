import { promises as fs } from 'node:fs';
import path from 'node:path';
import { executionPlan } from '../permissions/bash-plan.js';
import { splitCommand } from '../permissions/bash-parse.js';
import { blobSha, git } from '../git/git.js';
import { agentTrailer } from '../git/agent-commits.js';
import { changedFilesFromGit, isExcluded, pushChanges, type ChangedFile } from '../report/github/push.js';
import type { BridgeOutput, CommandBridge } from '../tools/bash.js';
import type { GhOutput } from './gh-args.js';
import type { GhPlace } from './gh-issues.js';
import { githubError } from './tool.js';
import { withShadowRepo } from '../git/git.js';
import { patchOf } from '../report/patch.js';
import type { RunPowers } from '../powers/grants.js';
import { repoOf } from './gh-issues.js';

/** Where the bridge pushes from: the checkout, the commit the run started on, what never goes into a commit. */
export interface PushSource {
  cwd: string;
  startCommit: string;
  /** Restored configuration and the runner's folders (as the end-of-run push leaves them out). */
  exclude: readonly string[];
  runId: string;
}

/** A branch the bridge pushed in this run: the end-of-run report names it (branch_name) and does not push again. */
export interface BridgedPush {
  branch: string;
  commitSha: string;
  paths: string[];
  /** The pushed files' contents, to tell a repeated push ("Everything up-to-date") from a new one. */
  state: string;
  /** Every file the pushed tree changes against the run's start commit, with the bytes pushed. */
  files: ChangedFile[];
  /** The pushed tree's diff against the run's start commit (its real base), made from those bytes: what the report shows. */
  patch: string;
}

export interface GitPushBridge {
  bridge: CommandBridge;
  /** The last branch pushed, if any. */
  readonly last: BridgedPush | undefined;
}

const SUPPORTED = 'git push [origin] [HEAD | <current branch> | HEAD:<branch>] [-u | --set-upstream], alone as its own command, with literal words';
const WHY =
  "No tool holds the GitHub token, so git has no credentials for the remote; the runner pushes the current branch's committed changes itself, through GitHub's API, to a new branch of that name (or one this run pushed before, fast-forward only)";

const SHELLS = new Set(['bash', 'sh', 'zsh', 'dash', 'eval']);
const GIT_PUSH_TEXT = /\bgit\s+push\b/;

const fail = (message: string): GhOutput => ({ stdout: '', stderr: `fatal: ${message}\n`, exitCode: 128 });
const fromGit = (out: GhOutput): BridgeOutput => ({ ...out, bridge: 'git' });

/**
 * The push bridge: `git push origin HEAD` (and the few forms in SUPPORTED), decided by the permission rules like any
 * Bash command (`Bash(git:*)`, `Bash(git push:*)`), is run here rather than spawned: the branch's changes since the
 * run's start commit are committed through the Git Data API (GitHub makes the commit, as the end-of-run push does) onto
 * a new remote branch, or onto the branch this run created before with a fast-forward. Never force, never delete,
 * never a branch that existed before the run (the default branch, a PR's base). Other git commands are not bridged.
 */
export function gitPushBridge(place: GhPlace, source: PushSource, powers: RunPowers): GitPushBridge {
  const created = new Map<string, BridgedPush>();
  let last: BridgedPush | undefined;
  const bridge: CommandBridge = (command) => {
    const parsed = splitCommand(command);
    const scripted = (argv: readonly string[]): boolean => SHELLS.has(argv[0] ?? '') && argv.slice(1).some((a) => GIT_PUSH_TEXT.test(a));
    if (!parsed.ok || parsed.commands.some((c) => scripted(c.argv)))
      return GIT_PUSH_TEXT.test(command) ? Promise.resolve(fromGit(fail(`a git push inside a script is not bridged: ${SUPPORTED}. ${WHY}.`))) : undefined;
    const isPush = (argv: readonly string[]): boolean => argv[0] === 'git' && argv[1] === 'push';
    if (!parsed.commands.some((c) => isPush(c.argv))) return undefined;
    const only = parsed.commands.length === 1 ? parsed.commands[0] : undefined;
    if (only === undefined || executionPlan([only], false).argv === undefined)
      return Promise.resolve(fromGit(fail(`git push runs here only as ${SUPPORTED} (no pipes, &&, ;, redirections, variables or substitutions). ${WHY}.`)));
    return push(only.argv.slice(2))
      .catch((error: unknown) => fail(`the push failed: ${githubError(error, 'contents: write')}`))
      .then(fromGit);
  };

  async function push(args: string[]): Promise<GhOutput> {
    // No push at all when the workflow grants none: not a new branch, not any other form.
    const none = powers.bridgePush();
    if (none) return fail(`${none.why}. Nothing was pushed.`);
    const flags = args.filter((a) => a.startsWith('-'));
    const words = args.filter((a) => !a.startsWith('-'));
    const bad = flags.find((f) => f !== '-u' && f !== '--set-upstream');
    if (bad !== undefined) return fail(`${bad} is not supported here (never force, delete, tags or other options): ${SUPPORTED}. ${WHY}.`);
    if (words.length > 2) return fail(`one remote and one refspec at most: ${SUPPORTED}.`);
    const [remote, refspec] = words;
    if (remote !== undefined && remote !== 'origin')
      return fail(`only the remote origin (${place.owner}/${place.repo}, the job's repository) is bridged, not ${remote}: ${SUPPORTED}.`);
    const current = (await git(source.cwd, ['symbolic-ref', '--short', '-q', 'HEAD']).catch(() => '')).trim();
    if (current === '') return fail('HEAD is detached: check out a branch (git checkout -b <name>) and commit on it before pushing.');
    let target = current;
    let shown = refspec ?? current;
    if (refspec !== undefined && refspec !== 'HEAD' && refspec !== current) {
      const colon = refspec.startsWith('HEAD:') ? refspec.slice('HEAD:'.length).replace(/^refs\/heads\//, '') : undefined;
      if (colon === undefined || colon === '' || colon.includes(':'))
        return fail(`${refspec}: only HEAD, the current branch (${current}) or HEAD:<branch> is pushed here: ${SUPPORTED}.`);
      target = colon;
      shown = 'HEAD';
    }
    const refused = powers.bridgePush(target);
    if (refused) return fail(`${refused.why}.`);
    const dirty = await uncommitted(source.cwd, source.exclude);
    if (dirty.length > 0)
      return fail(
        `uncommitted changes (${dirty.slice(0, 5).join(', ')}${dirty.length > 5 ? ', …' : ''}): commit them first (git add -A, git commit); the runner pushes the branch as committed.`,
      );
    const before = created.get(target);
    const remoteSha = await remoteBranch(place, target);
    if (remoteSha !== undefined && before === undefined)
      return fail(
        `${target} already exists on ${place.owner}/${place.repo} and this run did not create it: the bridge pushes only new branches (and fast-forwards the ones it pushed), never the default branch or anyone else's. Push a new branch (git checkout -b <name>).`,
      );
    if (before !== undefined && remoteSha !== before.commitSha)
      return fail(`${target} moved on the remote since this run pushed it (now ${remoteSha?.slice(0, 7) ?? 'deleted'}): the bridge never forces.`);
    const files = await branchFiles(source, before);
    if (before !== undefined && before.state === fingerprint(files)) return { stdout: '', stderr: 'Everything up-to-date\n', exitCode: 0 };
    if (files.length === 0) return { stdout: '', stderr: 'Everything up-to-date\n', exitCode: 0 };
    if (files.some((f) => f.path.startsWith('.github/workflows/')))
      return fail('the changes touch .github/workflows, which the runner never pushes (a workflow change needs a person): undo them and commit again.');
    // A local action (.github/actions/) is code the workflows run with secrets: only a push the workflow asked for carries it.
    const workflowCode = powers.workflowChange(files.map((f) => f.path));
    if (workflowCode) return fail(`${workflowCode.why}: undo them and commit again. Nothing was pushed.`);
    const message = (await git(source.cwd, ['log', '-1', '--format=%B', 'HEAD']).catch(() => '')).trim() || 'Agent changes';
    const outcome = await pushChanges(place.octokit, {
      ...repoOf(place),
      baseSha: before?.commitSha ?? source.startCommit,
      baseBranch: target,
      // A new branch is created at its exact name (checked absent above); a branch this run pushed moves by fast-forward only.
      mode: before ? 'pr_branch' : 'branch',
      branchName: target,
      namedByWorkflow: true,
      files,
      exclude: [...source.exclude],
      protectedBranches: powers.protectedBranches(),
      message: `${message}\n\n${agentTrailer(source.runId)}\n`,
    });
    if (outcome.status === 'no_changes') return { stdout: '', stderr: 'Everything up-to-date\n', exitCode: 0 };
    if (outcome.status === 'failed') return fail(`the push failed (${outcome.stage}): ${outcome.error}`);
    // The report shows what was pushed: this tree's diff against the start, from the very bytes sent.
    const pushedFiles = files.filter((f) => outcome.committedPaths.includes(f.path));
    const patch = await withShadowRepo(source.cwd, (repo) => patchOf(repo, pushedFiles), source.startCommit);
    last = {
      branch: outcome.branch,
      commitSha: outcome.commitSha,
      paths: [...new Set([...(before?.paths ?? []), ...outcome.committedPaths])],
      state: fingerprint(files),
      files: pushedFiles,
      patch,
    };
    created.set(outcome.branch, last);
    const range = before ? `   ${before.commitSha.slice(0, 7)}..${outcome.commitSha.slice(0, 7)} ` : ' * [new branch]     ';
    return {
      stdout: '',
      stderr:
        `To ${place.web}.git\n${range} ${shown} -> ${outcome.branch}\n` +
        `remote: committed by the runner through GitHub's API as ${outcome.commitSha.slice(0, 7)} (the local commit's changes; its id differs)\n`,
      exitCode: 0,
    };
  }

  return {
    bridge,
    get last() {
      return last;
    },
  };
}

function fingerprint(files: readonly ChangedFile[]): string {
  return files.map((f) => `${f.path}\0${f.mode}\0${f.content === null ? '-' : blobSha(f.content)}`).join('\n');
}

async function remoteBranch(place: GhPlace, branch: string): Promise<string | undefined> {
  try {
    const ref = await place.octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', { owner: place.owner, repo: place.repo, ref: `heads/${branch}` });
    return ref.data.object.sha;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}

/** Work-tree paths that differ from HEAD (or are untracked): the runner's git, the agent's configuration switched off. */
async function uncommitted(cwd: string, exclude: readonly string[]): Promise<string[]> {
  const out = await git(cwd, ['status', '--porcelain=v1', '-z', '--untracked-files=all']);
  return out
    .split('\0')
    .filter((e) => e.length > 3)
    .map((e) => e.slice(3))
    .filter((p) => !isExcluded(p, exclude));
}

/**
 * The branch's files against the run's start (each checked against the base objects: changedFilesFromGit), plus the
 * paths an earlier bridged push changed that are back to their start content now, so that a fast-forward undoes them too.
 */
async function branchFiles(source: PushSource, before: BridgedPush | undefined): Promise<ChangedFile[]> {
  const files = await changedFilesFromGit(source.cwd, source.exclude, source.startCommit);
  const seen = new Set(files.map((f) => f.path));
  for (const p of before?.paths ?? []) {
    if (seen.has(p)) continue;
    const abs = path.join(source.cwd, p);
    const st = await fs.lstat(abs).catch(() => null);
    if (st === null) files.push({ path: p, content: null, mode: '100644' });
    else if (st.isSymbolicLink()) files.push({ path: p, content: Buffer.from(await fs.readlink(abs)), mode: '120000' });
    else if (st.isFile()) files.push({ path: p, content: await fs.readFile(abs), mode: st.mode & 0o111 ? '100755' : '100644' });
  }
  return files;
}
