/**
 * claude-code-action's branch and commit-identity inputs (`branch_prefix`, `branch_name_template`,
 * `base_branch`, `bot_id`, `bot_name`, `use_commit_signing`), with its meaning: the name of a new
 * branch follows its src/utils/branch-template.ts, the identity its git-config.ts.
 */
export interface DropInGit {
  branchPrefix?: string;
  branchNameTemplate?: string;
  /** Where a new pull request is opened against (claude-code-action's base for new branches). */
  baseBranch?: string;
  /** The git author and committer of the runner's commits; absent = GitHub's identity for the token, and GitHub signs. */
  identity?: { name: string; email: string };
}

/** What a branch name is made from: the issue or pull request, else the run. */
export interface BranchEntity {
  issueNumber?: number;
  isPullRequest: boolean;
  runId: string;
  sha: string;
  labels?: readonly string[];
  title?: string;
}

/**
 * The new branch's name when the workflow set `branch_prefix` or `branch_name_template`; undefined
 * keeps the runner's own `agent/issue-N`. As claude-code-action: the template's `{{prefix}}`,
 * `{{entityType}}` (issue, pr; here also run), `{{entityNumber}}`, `{{timestamp}}` (YYYYMMDD-HHMM),
 * `{{sha}}` (8 characters), `{{label}}` (first label, else the entity type), `{{description}}`
 * (first 5 words of the title, kebab-case); without a template or when it comes out empty,
 * `<prefix><entityType>-<entityNumber>-<timestamp>`, lower case, at most 50 characters.
 */
export function templatedBranchName(naming: DropInGit, entity: BranchEntity, now: Date): string | undefined {
  if (naming.branchPrefix === undefined && naming.branchNameTemplate === undefined) return undefined;
  const prefix = naming.branchPrefix ?? 'claude/';
  const entityType = entity.issueNumber === undefined ? 'run' : entity.isPullRequest ? 'pr' : 'issue';
  const entityNumber = entity.issueNumber !== undefined ? String(entity.issueNumber) : entity.runId;
  const pad = (n: number): string => String(n).padStart(2, '0');
  const timestamp = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}-${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}`;
  const label = sanitizeLabel(entity.labels?.[0] ?? '') || entityType;
  const variables: Record<string, string> = {
    prefix,
    entityType,
    entityNumber,
    timestamp,
    sha: entity.sha.slice(0, 8),
    label,
    description: entity.title ? describe(entity.title) : '',
  };
  const template = naming.branchNameTemplate?.trim();
  if (template) {
    let name = template;
    for (const [key, value] of Object.entries(variables)) name = name.replaceAll(`{{${key}}}`, value);
    name = name.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '');
    if (name.trim() !== '') return name;
  }
  return `${prefix}${entityType}-${entityNumber}-${timestamp}`.toLowerCase().slice(0, 50);
}

function describe(title: string): string {
  return title
    .trim()
    .split(/\s+/)
    .slice(0, 5)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

function sanitizeLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `<id>+<name>@users.noreply.<host>`, as claude-code-action configures git (github.com's host for github.com). */
export function botIdentity(botId: string, botName: string, serverUrl: string | undefined): { name: string; email: string } {
  let host = 'github.com';
  try {
    if (serverUrl) host = new URL(serverUrl).hostname;
  } catch {
    // A malformed server URL: github.com's address is the best guess.
  }
  return { name: botName, email: `${botId}+${botName}@users.noreply.${host}` };
}
