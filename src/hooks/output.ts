import { isRecord } from './config.js';
import type { HookEventName, HookFailure, HookPermissionDecision } from './types.js';

/** Events where exit code 2 / `decision: "block"` means something; elsewhere exit 2 is an error. */
export const BLOCKABLE: ReadonlySet<HookEventName> = new Set<HookEventName>([
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PostToolBatch',
  'UserPromptSubmit',
  'UserPromptExpansion',
  'Stop',
  'SubagentStop',
  'PermissionRequest',
  'TaskCreated',
  'TaskCompleted',
  'ConfigChange',
]);
/** What one hook said, before combining. */
export interface Verdict {
  failures: HookFailure[];
  stdout: string;
  suppress: boolean;
  /** Exit 2 (stderr) or JSON `decision: "block"` (reason). */
  block?: { text: string; fromExit: boolean; stderr?: string };
  decision?: HookPermissionDecision;
  reason?: string;
  updatedInput?: unknown;
  context: string[];
  systemMessage?: string;
  stop?: { reason?: string };
  /** FileChanged, CwdChanged: `hookSpecificOutput.watchPaths`, the paths to watch from now on. */
  watchPaths?: string[];
}

export function applyJson(event: HookEventName, json: Record<string, unknown>, v: Verdict, note: (d: string) => void): void {
  const str = (key: string, value: unknown): string | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    note(`"${key}" must be a string`);
    return undefined;
  };
  if (json['continue'] === false) {
    v.stop = {};
    const reason = str('stopReason', json['stopReason']);
    if (reason !== undefined) v.stop.reason = reason;
  } else if (json['continue'] !== undefined && json['continue'] !== true) note('"continue" must be a boolean');
  if (json['suppressOutput'] === true) v.suppress = true;
  const sys = str('systemMessage', json['systemMessage']);
  if (sys !== undefined) v.systemMessage = sys;
  const reason = str('reason', json['reason']);
  const decision = json['decision'];
  if (decision === 'block') {
    if (event === 'PreToolUse') {
      v.decision = 'deny';
      if (reason !== undefined) v.reason = reason;
    } else if (BLOCKABLE.has(event)) v.block = { text: reason ?? 'Blocked by hook', fromExit: false };
  } else if (decision === 'approve') {
    if (event === 'PreToolUse') {
      v.decision = 'allow';
      if (reason !== undefined) v.reason = reason;
    }
  } else if (decision !== undefined && decision !== null) note(`"decision" must be "block" or "approve"`);
  const hso = json['hookSpecificOutput'];
  if (hso === undefined || hso === null) return;
  if (!isRecord(hso)) return note('"hookSpecificOutput" must be an object');
  if (hso['hookEventName'] !== undefined && hso['hookEventName'] !== event) {
    return note(`hookSpecificOutput.hookEventName is ${JSON.stringify(hso['hookEventName'])}, expected "${event}"; ignored`);
  }
  const ctx = str('hookSpecificOutput.additionalContext', hso['additionalContext']);
  if (ctx !== undefined && ctx.trim() !== '') v.context.push(ctx);
  if (event === 'PermissionRequest') return applyPermissionRequest(hso['decision'], v, note);
  if (event === 'FileChanged' || event === 'CwdChanged') return applyWatchPaths(hso['watchPaths'], v, note);
  if (event !== 'PreToolUse') return;
  const pd = hso['permissionDecision'];
  if (pd === 'allow' || pd === 'deny' || pd === 'ask' || pd === 'defer') {
    v.decision = pd;
    const pdr = str('hookSpecificOutput.permissionDecisionReason', hso['permissionDecisionReason']);
    if (pdr !== undefined) v.reason = pdr;
  } else if (pd !== undefined && pd !== null) note('hookSpecificOutput.permissionDecision must be allow, deny, ask or defer');
  if (hso['updatedInput'] !== undefined) {
    if (isRecord(hso['updatedInput'])) v.updatedInput = hso['updatedInput'];
    else note('hookSpecificOutput.updatedInput must be an object');
  }
}

/** PermissionRequest's `decision: {behavior, message, updatedInput}`: the answer the missing user would have given. */
function applyPermissionRequest(decision: unknown, v: Verdict, note: (d: string) => void): void {
  if (decision === undefined || decision === null) return;
  if (!isRecord(decision) || (decision['behavior'] !== 'allow' && decision['behavior'] !== 'deny'))
    return note('hookSpecificOutput.decision.behavior must be "allow" or "deny"');
  v.decision = decision['behavior'];
  if (typeof decision['message'] === 'string') v.reason = decision['message'];
  if (decision['behavior'] === 'allow' && isRecord(decision['updatedInput'])) v.updatedInput = decision['updatedInput'];
  if (decision['updatedPermissions'] !== undefined) note('hookSpecificOutput.decision.updatedPermissions is not used in CI (no settings are written); ignored');
}

/** FileChanged's (and CwdChanged's) `watchPaths`: absolute paths, or relative to the project. */
function applyWatchPaths(paths: unknown, v: Verdict, note: (d: string) => void): void {
  if (paths === undefined || paths === null) return;
  if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string')) return note('hookSpecificOutput.watchPaths must be an array of paths');
  v.watchPaths = paths as string[];
}
