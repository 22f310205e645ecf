export { ACCEPTED_UNFIRED_EVENTS, HOOK_EVENTS } from './types.js';
export type {
  CommandHookSpec,
  HookEventName,
  HookFailure,
  HookMatcherGroup,
  HookOutcome,
  HookPermissionDecision,
  HookRunner,
  HookRunnerOptions,
  HooksConfig,
} from './types.js';
export { displayCommand, mergeHooksConfigs, parseHooksConfig } from './config.js';
export type { ParsedHooks } from './config.js';
export { compileMatcher } from './matcher.js';
export type { CompiledMatcher } from './matcher.js';
export { createHookRunner } from './runner.js';
export { createScopedHookRunner } from './scoped.js';
export type { ScopedHookRunner } from './scoped.js';
