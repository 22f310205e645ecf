export type {
  BashPlan,
  PermissionDecision,
  PermissionMode,
  PermissionPolicy,
  PermissionRule,
  Redirection,
  SimpleCommand,
  SplitResult,
  Word,
} from './types.js';
export { PERMISSION_MODES } from './types.js';
export { quoteWord, renderWord, splitCommand } from './bash-parse.js';
export { READ_ONLY_COMMANDS, isReadOnlyCommand, type ReadOnlyContext } from './read-only-commands.js';
export {
  EDIT_TOOLS,
  READ_TOOLS,
  parseRule,
  parseRuleList,
  pathPattern,
  ruleAppliesTo,
  ruleMatches,
  type ParseRuleResult,
} from './rules.js';
export { DENIAL_GUIDANCE, decide, pathDeniedBy, removedByDenyRule, type DecideOptions } from './decide.js';
