// The skillOverrides scenarios of settings-keys.mjs (what the project's settings hide, and how far that reaches: the
// listing, the Skill tool, `/name`, an agent's `skills:`, the hooks around them, workflows and commands), kept apart
// so each file stays readable. settings-keys.mjs runs them with the others.

export const skill = (name, description, extra = '') => [
  `.claude/skills/${name}/SKILL.md`,
  `---\nname: ${name}\ndescription: ${description}\n${extra}---\nBODY OF ${name}: $ARGUMENTS\n`,
];

export const SKILLS = Object.fromEntries([
  skill('s-on', 'Skill with no override'),
  skill('s-name', 'Skill set to name-only'),
  skill('s-user', 'Skill set to user-invocable-only'),
  skill('s-off', 'Skill set to off'),
  skill('s-local-off', 'Project says on, local says off'),
  skill('s-local-on', 'Project says off, local says on'),
  skill('s-dmi', 'Skill with disable-model-invocation, override on', 'disable-model-invocation: true\n'),
  skill('s-noinv', 'Skill with user-invocable false, override name-only', 'user-invocable: false\n'),
  ['.claude/commands/s-cmd-off.md', '---\ndescription: Command set to off\n---\nBODY OF s-cmd-off: $ARGUMENTS\n'],
]);
const OVERRIDES = {
  's-name': 'name-only',
  's-user': 'user-invocable-only',
  's-off': 'off',
  's-local-off': 'on',
  's-local-on': 'off',
  's-dmi': 'on',
  's-noinv': 'name-only',
  's-cmd-off': 'off',
  ps: 'off',
  'plug:pn': 'name-only',
  'no-such-skill': 'off',
};
const skillCalls = ['s-on', 's-name', 's-user', 's-off', 's-local-off', 's-local-on', 's-dmi', 's-noinv', 's-cmd-off', 'plug:ps', 'plug:pn', 'plug:pk'].map(
  (s) => ['Skill', { skill: s, args: 'A1' }, `skill_${s.replace(/\W/g, '_')}`],
);

/** Command hooks that log each event's stdin to <cwd>/hooks.log (read back as `hookLog`). */
const LOG = `{ printf '%s ' "$0"; tr -d '\n'; echo; } >> "$CLAUDE_PROJECT_DIR/hooks.log"`;
const logHook = (event, matcher) => ({
  ...(matcher ? { matcher } : {}),
  hooks: [{ type: 'command', command: `sh -c '${LOG.replaceAll("'", "'\\''")}' ${event}` }],
});
const LIFECYCLE = {
  SessionStart: [logHook('SessionStart')],
  UserPromptExpansion: [logHook('UserPromptExpansion')],
  UserPromptSubmit: [logHook('UserPromptSubmit')],
  Stop: [logHook('Stop')],
  SessionEnd: [logHook('SessionEnd')],
};
/** The same hook, then a block (exit 2, its stderr the reason): which of the two prompt events runs first? */
const blocking = (event) => ({ hooks: [{ ...logHook(event).hooks[0], command: `${logHook(event).hooks[0].command}; echo blocked-by-${event} >&2; exit 2` }] });
const TOOL_HOOKS = {
  PreToolUse: [logHook('PreToolUse', 'Skill')],
  PostToolUse: [logHook('PostToolUse', 'Skill')],
  PostToolUseFailure: [logHook('PostToolUseFailure', 'Skill')],
};
const PRELOADER = {
  '.claude/agents/pre.md': '---\nname: pre\ndescription: Preloads skills\nskills: s-on, s-off, s-user, s-name, s-cmd-off\n---\nAGENT PROMPT pre\n',
};
const workflow = (name, description) => [
  `.claude/workflows/${name}.js`,
  `export const meta = { name: '${name}', description: '${description}' };\nreturn { ran: '${name}' };\n`,
];
const WORKFLOWS = Object.fromEntries([
  workflow('wf-on', 'Workflow with no override'),
  workflow('wf-name', 'Workflow set to name-only'),
  workflow('wf-off', 'Workflow set to off'),
]);
const WF_OVERRIDES = { ...OVERRIDES, 'wf-name': 'name-only', 'wf-off': 'off' };

export const SKILL_VARIANTS = {
  skills: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { skillOverrides: OVERRIDES },
    local: { skillOverrides: { 's-local-off': 'off', 's-local-on': 'on' } },
    plugin: true,
    main: skillCalls,
  },
  // One value the schema does not know: is the whole map dropped?
  skillsBadValue: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { skillOverrides: { ...OVERRIDES, 's-bad': 'sometimes' } },
    main: skillCalls.slice(3, 4),
  },
  // Only the local file.
  skillsLocalOnly: {
    args: ['--permission-mode', 'bypassPermissions'],
    local: { skillOverrides: { 's-off': 'off', 's-name': 'name-only' } },
    main: skillCalls.slice(3, 4),
  },
  // The workflow's place: --settings (flag settings) over the project's, and a plugin's skills.
  skillsFlag: {
    args: [
      '--permission-mode',
      'bypassPermissions',
      '--settings',
      JSON.stringify({ skillOverrides: { 's-on': 'off', 'plug:pk': 'off', 'plug:pn': 'name-only', 's-off': 'on' } }),
    ],
    settings: { skillOverrides: OVERRIDES },
    plugin: true,
    main: skillCalls.filter(([, input]) => ['s-on', 's-off', 'plug:pk', 'plug:pn'].includes(input.skill)),
  },
  slashOff: { args: ['--permission-mode', 'bypassPermissions'], settings: { skillOverrides: OVERRIDES }, prompt: '/s-off some args', main: [] },
  slashUser: { args: ['--permission-mode', 'bypassPermissions'], settings: { skillOverrides: OVERRIDES }, prompt: '/s-user some args', main: [] },
  slashName: { args: ['--permission-mode', 'bypassPermissions'], settings: { skillOverrides: OVERRIDES }, prompt: '/s-name some args', main: [] },
  slashPluginOff: { args: ['--permission-mode', 'bypassPermissions'], settings: { skillOverrides: OVERRIDES }, plugin: true, prompt: '/plug:ps x', main: [] },
  // An agent whose `skills:` names skills the overrides hide: which bodies does the subagent start with?
  agentPreload: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { skillOverrides: OVERRIDES },
    files: PRELOADER,
    main: [['Agent', { subagent_type: 'pre', description: 'pre look', prompt: 'SUBAGENT-TASK pre', run_in_background: false }, 'agent_pre']],
  },
  // `/name` of an "off" skill with lifecycle hooks (and the control: an unhidden skill).
  slashOffHooks: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { skillOverrides: OVERRIDES, hooks: LIFECYCLE },
    prompt: '/s-off some args',
    main: [],
  },
  slashOnHooks: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { skillOverrides: OVERRIDES, hooks: LIFECYCLE },
    prompt: '/s-on some args',
    main: [],
  },
  slashOnSubmitBlocks: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { skillOverrides: OVERRIDES, hooks: { ...LIFECYCLE, UserPromptSubmit: [blocking('UserPromptSubmit')] } },
    prompt: '/s-on some args',
    main: [],
  },
  slashOnExpansionBlocks: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { skillOverrides: OVERRIDES, hooks: { ...LIFECYCLE, UserPromptExpansion: [blocking('UserPromptExpansion')] } },
    prompt: '/s-on some args',
    main: [],
  },

  slashCmdOff: { args: ['--permission-mode', 'bypassPermissions'], settings: { skillOverrides: OVERRIDES }, prompt: '/s-cmd-off some args', main: [] },
  // The Skill tool's refusal of a hidden skill: does PreToolUse (or PostToolUse*) fire for it?
  skillToolHooks: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { skillOverrides: OVERRIDES, hooks: TOOL_HOOKS },
    main: skillCalls.filter(([, input]) => ['s-off', 's-user', 's-on'].includes(input.skill)),
  },
  // Workflows under skillOverrides: the listing, the Skill tool, the Workflow tool, `/name`.
  workflows: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { skillOverrides: WF_OVERRIDES },
    files: WORKFLOWS,
    main: [
      ['Skill', { skill: 'wf-off', args: 'A1' }, 'skill_wf_off'],
      ['Skill', { skill: 'wf-name', args: 'A1' }, 'skill_wf_name'],
      ['Workflow', { name: 'wf-off' }, 'workflow_wf_off'],
      ['Workflow', { name: 'wf-on' }, 'workflow_wf_on'],
    ],
  },
  slashWorkflowOff: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { skillOverrides: WF_OVERRIDES },
    files: WORKFLOWS,
    prompt: '/wf-off',
    main: [],
  },
};

/** One hooks.log line: the event and the fields of its stdin that say what it was about. */
export function hookEntry(line) {
  const event = line.slice(0, line.indexOf(' '));
  let input = {};
  try {
    input = JSON.parse(line.slice(event.length + 1));
  } catch {}
  const keep = [
    'hook_event_name',
    'tool_name',
    'tool_input',
    'prompt',
    'source',
    'reason',
    'stop_hook_active',
    'last_assistant_message',
    'error',
    'tool_response',
  ];
  return { event, ...Object.fromEntries(keep.filter((k) => k in input).map((k) => [k, input[k]])) };
}
