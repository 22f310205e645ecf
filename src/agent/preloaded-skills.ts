import type { AgentDefinition } from '../config/agents.js';
import { renderSkillContent, type Skill } from '../config/skills.js';

/**
 * The agent's `skills`, after its task, as Claude Code 2.1.328 sends them (observed): for each, a block naming it
 * (`<command-message>`, `<command-name>`, `<skill-format>true</skill-format>`) then its content. A name no skill has
 * is a warning when the configuration loads (load.ts); so is a name `skillOverrides` hides (load.ts).
 */
export function preloadedSkills(agent: AgentDefinition, skills: readonly Skill[]): string[] {
  return (agent.skills ?? []).flatMap((name) => {
    const skill = skills.find((s) => s.name === name);
    // A skill `skillOverrides` hides from the model (`off`, `user-invocable-only`) is not preloaded either, as in
    // Claude Code 2.1.332 (measured, scripts/oracle/settings-keys.mjs `agentPreload`); `name-only` still is.
    return skill && skill.override !== 'off' && skill.override !== 'user-invocable-only'
      ? [`<command-message>${name}</command-message>\n<command-name>${name}</command-name>\n<skill-format>true</skill-format>`, renderSkillContent(skill)]
      : [];
  });
}
