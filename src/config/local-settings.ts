/**
 * `.claude/settings.local.json`, when a repository commits it. Claude Code reads it over `settings.json` on a
 * developer's machine; committed, it is usually one developer's list of rules they clicked "always allow" on, which the
 * team never reviewed as policy. The rule here: what in it cannot widen what the agent may do is honoured, with Claude
 * Code's precedence (over settings.json, under the `settings` input); what could widen it is not, each key named in a
 * warning.
 */

/** Honoured: they narrow (deny, ask) or choose among things every run may do (model, effort, thinking, style). */
const NARROWING_PERMISSION_KEYS: ReadonlySet<string> = new Set(['deny', 'ask']);
const HARMLESS_KEYS: ReadonlySet<string> = new Set([
  'model',
  'effortLevel',
  'alwaysThinkingEnabled',
  'outputStyle',
  'language',
  'attribution',
  'includeCoAuthoredBy',
  '$schema',
  // They only take away: a skill hidden, an http hook or a header variable refused (restriction-keys.ts).
  'skillOverrides',
  'allowedHttpHookUrls',
  'httpHookAllowedEnvVars',
]);

/** Why each other key is not taken from the local file. */
const WIDENING: Readonly<Record<string, string>> = {
  allow: 'an allow rule widens what the team reviewed in settings.json',
  defaultMode: 'a mode can only be as wide as settings.json or the workflow says',
  additionalDirectories: 'it would open folders beyond the checkout',
  hooks: 'hooks run code with no permission check',
  disableAllHooks: "it would switch off the team's hooks, which may be gates",
  env: 'variables change what hooks and MCP servers run with no permission check',
  sandbox: 'it could open the sandbox',
  enableAllProjectMcpServers: 'it would start servers the team did not enable',
  enabledMcpjsonServers: 'it would start servers the team did not enable',
  modelOverrides: "it would send the run's calls to other model ids",
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The part of the local file that is honoured, for the settings reader to apply like any source. */
export function narrowLocalSettings(json: unknown, label: string, warnings: string[]): unknown {
  if (!isRecord(json)) return json;
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(json)) {
    if (key === 'permissions' && isRecord(value)) {
      const permissions: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        if (NARROWING_PERMISSION_KEYS.has(k)) permissions[k] = v;
        else dropped.push(`permissions.${k} (${WIDENING[k] ?? 'it could widen permissions'})`);
      }
      kept.permissions = permissions;
    } else if (HARMLESS_KEYS.has(key) || key === 'permissions') kept[key] = value;
    else dropped.push(`${key} (${WIDENING[key] ?? 'only what cannot widen permissions is taken from this file'})`);
  }
  if (dropped.length > 0)
    warnings.push(
      `${label}: committed personal settings: not applied in CI: ${dropped.join('; ')}. Its deny and ask rules, model, effortLevel, alwaysThinkingEnabled, outputStyle, language, attribution, skillOverrides and the http-hook lists are; move what the team needs into .claude/settings.json`,
    );
  return kept;
}
