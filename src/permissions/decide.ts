/**
 * One permission decision per tool call, in Claude Code's order: deny rules, then allow rules (and
 * tools granted for the call, e.g. by a skill), then the permission mode. In CI nobody can answer a
 * prompt, so whatever would prompt is denied, with a message the model can act on.
 */
import path from 'node:path';
import { quoteWord, splitCommand } from './bash-parse.js';
import { globRefusal, isInside, isReadOnlyCommand, protectedSegment, readRefusal, type ReadOnlyContext } from './read-only-commands.js';
import {
  EDIT_TOOLS,
  READ_TOOLS,
  bashAllowMatches,
  bindsShellReads,
  bashDenyCheck,
  bashExactMatch,
  parseRule,
  pathRuleMatches,
  ruleAppliesTo,
  ruleMatches,
  toolPath,
} from './rules.js';
import { fileEffects, placesOf, withoutFileRedirections } from './bash-effects.js';
import { executionPlan } from './bash-plan.js';
import { isRecord, realPathOf, realTarget, spelledUnder, withToolPath } from './path-rules.js';
import { namedMatcher, nestedRepositoryRefusal, spellsProtected } from './decide-guards.js';
import { jailHidden } from './jail-hidden.js';
import type { PermissionDecision, PermissionPolicy, PermissionRule, SimpleCommand } from './types.js';

export interface DecideOptions {
  /** Allow rules for this call only, e.g. the running skill's `allowed-tools`. */
  grantedTools?: PermissionRule[];
  /** Tools the caller knows to be read-only (Skill, Agent, ToolSearch, …): allowed in every mode. Never Bash or an editing tool. */
  readOnlyTools?: ReadonlySet<string>;
  /** Bash: the absolute directory the command will start in (the agent's shell, src/tools/shell-cwd.ts); default the root. */
  cwd?: string;
}

/** Tools that change no file, allowed in every mode as in Claude Code (the task list and the questions are the run's own). */
// biome-ignore format: a table, kept one line per group of entries
const ALWAYS_READ_ONLY = new Set(['Read', 'Glob', 'Grep', 'LS', 'NotebookRead', 'LSP', 'TodoWrite', 'TaskCreate', 'TaskGet', 'TaskList', 'TaskUpdate', 'AskUserQuestion', 'ReportFindings']);
/** Read-only, yet they reach the network: as in Claude Code, they need an allow rule (WebFetch's by domain) outside bypassPermissions. */
const NETWORK_TOOLS = new Set(['WebFetch', 'WebSearch']);
/** bypassPermissions still refuses these, as Claude Code does (it would prompt; here nobody can answer). */
const BYPASS_GUARDED = new Set(['.git', '.claude', '.vscode', '.idea']);
const BYPASS_EXEMPT_CLAUDE = new Set(['commands', 'agents', 'skills']);
/** Tools whose second word names what they do (`npm install`, `git push`): a useful rule names both. */
// biome-ignore format: a table, kept one line per group of entries
const SUBCOMMAND_TOOLS = new Set(['npm', 'npx', 'pnpm', 'yarn', 'bun', 'deno', 'git', 'gh', 'cargo', 'go', 'docker', 'kubectl', 'helm', 'terraform', 'pip', 'pip3', 'poetry', 'uv', 'dotnet', 'mvn', 'gradle', 'make', 'bundle', 'rake', 'composer', 'apt-get', 'brew']);

/** What Claude Code (2.1.332) tells the model after a refusal of its permission mode, word for word. */
export const DENIAL_GUIDANCE =
  'IMPORTANT: You *may* attempt to accomplish this action using other tools that might naturally be used to accomplish this goal, ' +
  'e.g. using head instead of cat. But you *should not* attempt to work around this denial in malicious ways, e.g. do not use your ' +
  'ability to run tests to execute non-test actions. You should only try to work around this restriction in reasonable ways that do ' +
  "not attempt to bypass the intent behind this denial. If you believe this capability is essential to complete the user's request, " +
  'STOP and explain to the user what you were trying to do and why you need this permission. Let the user decide how to proceed.';

const clip = (s: string): string => {
  const flat = s.replace(/\n/g, '\\n');
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
};
const allow = (reason: string, rule?: PermissionRule): PermissionDecision =>
  rule ? { behavior: 'allow', reason: `${reason} "${rule.raw}" from ${rule.source}`, rule: rule.raw } : { behavior: 'allow', reason };

/** The call as Claude Code's refusals name it (2.1.332): `Bash with command <command>`, else the tool's name. */
function describeCall(toolName: string, input: unknown): string {
  const o = isRecord(input) ? input : {};
  return toolName === 'Bash' ? `Bash with command ${clip(typeof o.command === 'string' ? o.command : '')}` : toolName;
}

/**
 * A rule's refusal in Claude Code's words (2.1.332), with what it does not say: the rule and the file that holds it.
 * `onFile`: the call names a file the rule covers, which Claude Code refuses as a denied directory.
 */
function ruleDenial(rule: PermissionRule, desc: string, uncertain?: string, onFile = false): PermissionDecision {
  const which = `the ${rule.source.endsWith('permissions.ask') ? 'ask' : 'deny'} rule "${rule.raw}" (from ${rule.source})`;
  const may = uncertain ? `${uncertain}, so ${which} may apply` : undefined;
  return {
    behavior: 'deny',
    // An `ask` rule is a deny in CI (nobody can answer): the message says which it was.
    message: rule.source.endsWith('permissions.ask')
      ? `Permission to use ${desc} has been denied: ${which} needs a person's answer, and nobody can answer in CI${may ? ` (${may})` : ''}.`
      : onFile
        ? `<tool_use_error>File is in a directory that is denied by your permission settings: ${which}.</tool_use_error>`
        : rule.tool === 'WebFetch' && rule.specifier?.startsWith('domain:') && may === undefined
          ? `WebFetch denied access to ${rule.specifier}: ${which}.`
          : `Permission to use ${desc} has been denied: ${may ?? `it matches ${which}`}.`,
    decisionType: 'rule',
    rule: rule.raw,
    ...(rule.source.endsWith('permissions.ask') ? { ask: true as const } : {}),
  };
}

/** Each mode as Claude Code's refusal names it ("don't ask mode"), with why it refuses here. */
const MODE_WORDS: Record<PermissionPolicy['mode'], string> = {
  dontAsk: "don't ask mode",
  default: 'default mode, where nobody can answer a permission prompt in CI',
  acceptEdits: 'accept edits mode, where nobody can answer a permission prompt in CI',
  plan: 'plan mode (read-only planning: nothing may be changed)',
  bypassPermissions: 'bypass permissions mode',
};

/** The mode's refusal in Claude Code's words (2.1.332), with the runner's reason where it has one. */
function modeDenial(policy: PermissionPolicy, desc: string, detail: string, suggestedRule: string | undefined): PermissionDecision {
  return {
    behavior: 'deny',
    message: `Permission to use ${desc} has been denied because Claude Code is running in ${MODE_WORDS[policy.mode]}${detail ? ` (${detail})` : ''}. ${DENIAL_GUIDANCE}`,
    decisionType: 'mode',
    ...(suggestedRule !== undefined ? { suggestedRule } : {}),
  };
}

/** Only suggest what parses back as a rule. */
const valid = (text: string): string | undefined => (parseRule(text, 'suggestion').ok ? text : undefined);
const escapePath = (p: string): string => p.replace(/[\\*?[\]{}()!+@]/g, '\\$&');

function suggestBash(cmd: SimpleCommand): string | undefined {
  const [a, b, c] = cmd.words;
  if (a === undefined || cmd.dynamicName) return undefined;
  const prefix = [a.value];
  if (SUBCOMMAND_TOOLS.has(a.value) && b !== undefined && !b.dynamic && /^[a-z][\w.:-]*$/.test(b.value)) {
    prefix.push(b.value);
    if (['run', 'run-script', 'exec'].includes(b.value) && c !== undefined && !c.dynamic && /^[\w.:@/-]+$/.test(c.value) && !c.value.startsWith('-')) {
      prefix.push(c.value);
    }
  }
  return valid(`Bash(${prefix.map(quoteWord).join(' ')}:*)`);
}

function suggestRule(toolName: string, input: unknown, root: string): string | undefined {
  if (toolName.startsWith('mcp__')) return valid(toolName);
  if (EDIT_TOOLS.has(toolName)) {
    const target = toolPath(toolName, input, root);
    if (target === undefined) return undefined;
    const abs = path.resolve(root, target);
    const rel = path.relative(root, abs);
    return valid(isInside(root, abs) ? `Edit(${rel.includes('/') ? '' : './'}${escapePath(rel)})` : `Edit(/${escapePath(abs)})`);
  }
  if (toolName === 'WebFetch' && isRecord(input) && typeof input.url === 'string') {
    try {
      return valid(`WebFetch(domain:${new URL(input.url).hostname})`);
    } catch {
      return undefined;
    }
  }
  return valid(toolName);
}

/** The part of a protected directory a write under bypassPermissions would touch, if any. */
function bypassGuarded(root: string, target: string): string | undefined {
  const abs = path.resolve(root, target);
  if (!isInside(root, abs)) return undefined;
  const segs = path.relative(root, abs).split(path.sep);
  const i = segs.findIndex((s) => BYPASS_GUARDED.has(s));
  if (i < 0 || (segs[i] === '.claude' && BYPASS_EXEMPT_CLAUDE.has(segs[i + 1] ?? ''))) return undefined;
  return segs.slice(0, i + 1).join('/');
}

function display(cmd: SimpleCommand): string {
  const redirs = cmd.redirections.map((r) => `${r.fd ?? ''}${r.op}${r.op.endsWith('&') ? '' : ' '}${quoteWord(r.target)}`);
  return [cmd.text, ...redirs].filter((s) => s !== '').join(' ');
}

/** A deny for one file a command line reads or writes, in the words of the file tools' decision. */
function effectDenial(policy: PermissionPolicy, desc: string, via: string, why: string): PermissionDecision {
  return modeDenial(policy, desc, `${via}: ${why}`, undefined);
}

function decideBash(policy: PermissionPolicy, input: unknown, desc: string, allowRules: PermissionRule[], opts: DecideOptions): PermissionDecision {
  const root = policy.workspaceRoot;
  const command = isRecord(input) && typeof input.command === 'string' ? input.command : undefined;
  if (command === undefined) return modeDenial(policy, desc, 'the input has no command', undefined);
  const parsed = splitCommand(command);
  for (const rule of policy.deny) {
    if (!ruleAppliesTo(rule, 'Bash')) continue;
    const check = bashDenyCheck(rule, command, parsed);
    if (check.hit) return ruleDenial(rule, desc, check.uncertain);
  }
  const rules = allowRules.filter((r) => ruleAppliesTo(r, 'Bash'));
  const whole = rules.find((r) => bashExactMatch(r, command));
  if (whole !== undefined) return allow('allowed by rule', whole);
  if (!parsed.ok) {
    if (policy.mode === 'bypassPermissions') return allow('permission mode bypassPermissions');
    const detail = `the command could not be analysed: ${parsed.reason}; only an allow rule naming this exact command can allow it`;
    return modeDenial(policy, desc, detail, command.includes('\n') ? undefined : valid(`Bash(${command.trim()})`));
  }
  // Files the line writes or reads by itself are decided as the file tools decide them. Every place is absolute, from
  // the directory the command will start in: the same one it runs in, or a relative operand is judged somewhere else.
  const start = opts.cwd ?? root;
  const places = placesOf(parsed.commands).map((p) => ({ ...p, dirs: p.dirs.map((d) => path.resolve(start, d)) }));
  const unknownPlace = { dirs: [start], unknown: true };
  // A line that writes a file (a redirection, tee), each write decided as the Write tool's, cannot run in the read-only jail.
  let writes = false;
  for (const [i, cmd] of parsed.commands.entries()) {
    for (const effect of fileEffects(cmd, places[i] ?? unknownPlace, root)) {
      if (effect.kind === 'unknown') {
        if (policy.mode === 'bypassPermissions') continue;
        return effectDenial(policy, desc, effect.via, 'its file is only known at run time');
      }
      const tool = effect.kind === 'write' ? 'Write' : 'Read';
      if (tool === 'Write') writes = true;
      if (tool === 'Read' && policy.mode !== 'bypassPermissions' && !isInside(root, realTarget(root, effect.path))) {
        return effectDenial(policy, desc, effect.via, `${effect.path} is outside the working directory`);
      }
      const d = decideFile(policy, tool, { file_path: effect.path }, opts, allowRules);
      if (d.behavior === 'deny') {
        const why = d.decisionType === 'rule' ? `the deny rule "${d.rule ?? ''}"` : `the permission mode ${policy.mode} and no Edit/Write rule allow it`;
        return effectDenial(policy, desc, effect.via, `${tool}(${effect.path}) is decided as the ${tool} tool's would be, and ${why}`);
      }
    }
  }
  if (policy.mode === 'bypassPermissions') return allow('permission mode bypassPermissions');
  const readDeny = policy.deny.filter(bindsShellReads);
  const regime = typeof policy.readOnlyConfinement === 'function' ? policy.readOnlyConfinement() : (policy.readOnlyConfinement ?? 'jail');
  const readOnlyContext = {
    workspaceRoot: root,
    ...(regime === 'strict' ? { strict: true } : {}),
    ...(readDeny.length > 0
      ? {
          readDenied: (abs: string) => pathDeniedBy(policy, 'Read', abs, bindsShellReads) !== undefined,
          deniedAsNamed: namedMatcher(readDeny, root),
        }
      : {}),
  };
  let used: PermissionRule | undefined;
  let readOnly = true;
  let readOnlyGit: SimpleCommand | undefined;
  const approvedReadOnly: { cmd: SimpleCommand; context: ReadOnlyContext }[] = [];
  // A folder or file the agent could write is no safer than code it wrote: options that load from one are not vouched for.
  const writable = (abs: string): boolean => decideFile(policy, 'Write', { file_path: abs }, opts, allowRules).behavior === 'allow';
  for (const [i, full] of parsed.commands.entries()) {
    const cmd = withoutFileRedirections(full);
    // Operands are relative to every directory an earlier `cd` may have moved the shell to.
    const place = places[i] ?? unknownPlace;
    let refused: string | undefined;
    const context = { ...readOnlyContext, cwds: place.dirs.map((d) => path.resolve(root, d)), onRefusal: (why: string) => void (refused = why) };
    const globbed = globRefusal(cmd, root, context.cwds);
    if (globbed !== undefined) return modeDenial(policy, desc, `"${clip(display(full))}": ${globbed}`, undefined);
    const rule = rules.find((r) => bashAllowMatches(r, cmd, root, writable, context.cwds));
    if (rule !== undefined) {
      const why = readRefusal(cmd, context) ?? nestedRepositoryRefusal(cmd, root, context.cwds);
      if (why !== undefined) return modeDenial(policy, desc, `the rule "${rule.raw}" allows "${clip(display(full))}", but ${why}`, undefined);
      used ??= rule;
      readOnly = false;
      continue;
    }
    if (policy.readOnlyBash && !place.unknown && isReadOnlyCommand(cmd, context)) {
      if (cmd.words[0]?.value === 'git') readOnlyGit ??= cmd;
      approvedReadOnly.push({ cmd, context });
      continue;
    }
    const part = display(full);
    if (refused !== undefined) return modeDenial(policy, desc, `"${clip(part)}" is not read-only here: ${refused}`, undefined);
    // A rule that matches the bare command points at what it does not cover: its assignments.
    const matches = (c: SimpleCommand): boolean => rules.some((r) => bashAllowMatches(r, c, root, writable, context.cwds));
    const bare = matches({ ...cmd, envWords: [] });
    const detail = bare
      ? `an allow rule matches the command in "${clip(part)}" but not its environment assignments (${cmd.envWords.map((w) => w.assign).join(', ')})`
      : parsed.commands.length > 1 || part !== command.trim()
        ? `not allowed: "${clip(part)}"`
        : '';
    return modeDenial(policy, desc, detail, bare ? undefined : suggestBash(cmd));
  }
  // git reads configuration the agent may have written (a nested .git): the list approves it only where it runs in the
  // fixed read-only environment, which a line that also runs rule-allowed commands does not get.
  if (used !== undefined && readOnlyGit !== undefined) {
    return modeDenial(
      policy,
      desc,
      `"${clip(readOnlyGit.text)}" is approved as read-only only in a line of read-only commands, where it runs in the fixed read-only environment; run it on its own, or add a rule for it`,
      suggestBash(readOnlyGit),
    );
  }
  // A line that also runs rule-allowed commands runs outside the read-only jail: its read-only commands are the strict list's.
  const unjailed =
    (used !== undefined || writes) && regime !== 'strict'
      ? approvedReadOnly.find(({ cmd, context }) => {
          let why: string | undefined;
          return !isReadOnlyCommand(cmd, { ...context, strict: true, onRefusal: (w) => void (why = w) }) || why !== undefined;
        })
      : undefined;
  if (unjailed !== undefined) {
    const why = writes ? 'a line that writes files' : 'a line that also runs rule-allowed commands';
    return modeDenial(
      policy,
      desc,
      `"${clip(unjailed.cmd.text)}" is read-only only in the read-only jail, and ${why} runs outside it, where only the strict list is read-only; run it on its own`,
      undefined,
    );
  }
  const plan = executionPlan(parsed.commands, readOnly);
  if (used !== undefined) return { behavior: 'allow', reason: `allowed by rule "${used.raw}" from ${used.source}`, rule: used.raw, plan };
  if (regime === 'strict' || writes) return { behavior: 'allow', reason: parsed.commands.length > 0 ? 'read-only command' : 'nothing to run', plan };
  const hidden = jailHidden(policy);
  if ('refusal' in hidden) return modeDenial(policy, desc, `the read-only jail cannot hide what Read deny rules cover: ${hidden.refusal}`, undefined);
  return { behavior: 'allow', reason: parsed.commands.length > 0 ? 'read-only command' : 'nothing to run', plan: { ...plan, jail: { hide: hidden.hide } } };
}

/** Decide one tool call. `input` is the model's tool input, not yet validated. */
export function decide(policy: PermissionPolicy, toolName: string, input: unknown, opts: DecideOptions = {}): PermissionDecision {
  const allowRules = [...policy.allow, ...(opts.grantedTools ?? [])];
  // Monitor runs a shell command in the background: Bash's rules and checks decide it.
  if (toolName === 'Bash' || toolName === 'Monitor') return decideBash(policy, input, describeCall(toolName, input), allowRules, opts);
  return decideFile(policy, toolName, input, opts, allowRules);
}

/**
 * Every tool but Bash. Paths are decided on their real location: deny rules hit the path as written or as
 * resolved, allow rules and the protected folders see the resolved one, and a symbolic link that leads into
 * a protected folder or out of the working directory is refused for reads and writes alike.
 */
function decideFile(policy: PermissionPolicy, toolName: string, input: unknown, opts: DecideOptions, allowRules: PermissionRule[]): PermissionDecision {
  const root = policy.workspaceRoot;
  const isFile = EDIT_TOOLS.has(toolName) || READ_TOOLS.has(toolName);
  const written = isFile ? toolPath(toolName, input, root) : undefined;
  const lexical = written !== undefined ? path.resolve(root, written) : undefined;
  // Resolved once: the decision is about this real path, and the tool's I/O must be on it (dispatch checks the descriptor).
  const real = lexical !== undefined ? realPathOf(lexical) : undefined;
  const decision = decideFileOn(policy, toolName, input, opts, allowRules, lexical, real !== undefined ? spelledUnder(root, real) : undefined);
  return real !== undefined ? { ...decision, realPath: real } : decision;
}

function decideFileOn(
  policy: PermissionPolicy,
  toolName: string,
  input: unknown,
  opts: DecideOptions,
  allowRules: PermissionRule[],
  lexical: string | undefined,
  target: string | undefined,
): PermissionDecision {
  const root = policy.workspaceRoot;
  const desc = describeCall(toolName, input);
  const isEdit = EDIT_TOOLS.has(toolName);
  const realInput = target !== undefined && target !== lexical ? withToolPath(input, target) : input;

  for (const rule of policy.deny) {
    if (ruleMatches(rule, toolName, input, root, 'deny') || ruleMatches(rule, toolName, realInput, root, 'deny'))
      return ruleDenial(rule, desc, undefined, lexical !== undefined);
  }
  if (lexical !== undefined && target !== undefined && target !== lexical) {
    const linkedOut = !isInside(root, target) && isInside(root, lexical);
    const linkedIn = protectedSegment(root, target) !== undefined && protectedSegment(root, lexical) === undefined;
    if (linkedOut || linkedIn) {
      return modeDenial(
        policy,
        desc,
        `it is a symbolic link to ${target}, ${linkedOut ? 'outside the working directory' : 'inside a protected folder'}; links are followed for no tool`,
        undefined,
      );
    }
  }
  // Writing .git, .claude or .github/workflows can run code later: a bare `Edit` does not cover them, a rule naming them does.
  const guardedTarget = isEdit && target !== undefined && isInside(root, target) && protectedSegment(root, target) !== undefined;
  for (const rule of allowRules) {
    if (guardedTarget && !spellsProtected(rule.specifier, root, target)) continue;
    if (ruleMatches(rule, toolName, realInput, root)) return allow('allowed by rule', rule);
  }

  if (policy.mode === 'bypassPermissions') {
    const guarded = isEdit && target !== undefined ? bypassGuarded(root, target) : undefined;
    if (guarded === undefined) return allow('permission mode bypassPermissions');
    return modeDenial(policy, desc, `${guarded} is a protected directory that bypassPermissions does not cover`, suggestRule(toolName, input, root));
  }
  if (!isEdit && !NETWORK_TOOLS.has(toolName) && (ALWAYS_READ_ONLY.has(toolName) || opts.readOnlyTools?.has(toolName))) return allow('read-only tool');
  let detail = '';
  if (policy.mode === 'acceptEdits' && isEdit && target !== undefined) {
    const guarded = isInside(root, target) ? protectedSegment(root, target) : undefined;
    if (isInside(root, target) && guarded === undefined) return allow('permission mode acceptEdits: an edit inside the working directory');
    detail = guarded !== undefined ? `${guarded} is a protected directory` : `acceptEdits only covers files inside ${root}`;
  }
  return modeDenial(policy, desc, detail, suggestRule(toolName, input, root));
}

/**
 * The deny rule that forbids reading or editing this path with this tool, if any. Glob and Grep are
 * decided on the directory they search: they should drop results for which this returns a rule.
 */
export function pathDeniedBy(
  policy: PermissionPolicy,
  toolName: string,
  target: string,
  applies: (rule: PermissionRule) => boolean = (r) => ruleAppliesTo(r, toolName),
): PermissionRule | undefined {
  const root = policy.workspaceRoot;
  const rules = policy.deny.filter(applies);
  if (rules.length === 0) return undefined;
  // The path as listed and where it really is: a link to a denied file is denied.
  const real = realTarget(root, target);
  return rules.find((r) => r.specifier === undefined || pathRuleMatches(r.specifier, target, root) || pathRuleMatches(r.specifier, real, root));
}

/** A bare deny rule naming the tool (or its MCP server): the tool is not offered to the model at all. */
export function removedByDenyRule(policy: PermissionPolicy, toolName: string): boolean {
  return policy.deny.some((r) => r.specifier === undefined && (r.tool === toolName || (r.tool.startsWith('mcp__') && ruleAppliesTo(r, toolName))));
}
