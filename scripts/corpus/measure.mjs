// Reads each materialized setup (materialize.sh) with the product's own loader from build/ and counts, per feature:
// repositories using it, those where no warning names it, those where a warning names it, and of those, where the
// warning says the part itself is not used (rather than one of its fields).
//
// usage: node scripts/corpus/measure.mjs <setups folder> [--json out.json]
// (after `npx tsc -p .`; nothing here is committed from anyone's repository)
import { existsSync, lstatSync, realpathSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { loadRepoConfig } = await import(path.join(root, 'build/src/config/load.js'));
const { parseMcpConfig } = await import(path.join(root, 'build/src/mcp/config.js'));
const { additionalDirectories } = await import(path.join(root, 'build/src/session/extra-dirs.js'));
const { renderSkillListing } = await import(path.join(root, 'build/src/config/skills.js'));
const { renderAgentListing } = await import(path.join(root, 'build/src/config/agents.js'));
const { skillListingLimits } = await import(path.join(root, 'build/src/config/skill-listing.js'));
/** claude-code.mjs runs Claude Code on claude-sonnet-4-5: a 200,000-token window, whose share is the listing's budget. */
const CONTEXT_WINDOW = 200_000;

// Settings keys the loader accepts with no effect and no warning (src/config/settings-keys.ts IGNORED_KEYS): reported apart.
const { IGNORED_KEYS } = await import(path.join(root, 'build/src/config/settings-keys.js'));

const dir = process.argv[2];
if (!dir) throw new Error('usage: measure.mjs <setups folder> [--json out.json]');
const jsonOut = process.argv.indexOf('--json') > 0 ? process.argv[process.argv.indexOf('--json') + 1] : undefined;

/** Files under `rel` (links not followed: a dangling link is its own feature). */
function files(base, rel, test = () => true) {
  const out = [];
  const walk = (r) => {
    let entries;
    try {
      entries = readdirSync(path.join(base, r), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.posix.join(r, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && test(p)) out.push(p);
    }
  };
  walk(rel);
  return out;
}
const isMd = (p) => p.endsWith('.md');
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const LOST =
  /skipped|not loaded|not read|not applied|not used by the runner\b(?! for)|unknown setting|not honoured|no occasion|is not a folder|cannot be reached|did not load|not started|symbolic link|no Claude Code|not run|not offered|unknown key|ignored$|; ignored\b(?!.*front matter)/i;
const FIELD = /front matter field|front matter line/;

/** The features one setup uses, each with the needles a warning about it contains. */
function featuresOf(cwd) {
  const f = new Map();
  const add = (name, needles) => {
    const prev = f.get(name) ?? [];
    f.set(name, [...prev, ...needles]);
  };
  const exists = (p) => existsSync(path.join(cwd, p));
  // `^` marks a needle a warning must start with (a root file's name is also part of other paths).
  if (exists('CLAUDE.md')) add('CLAUDE.md', ['^CLAUDE.md']);
  if (exists('.claude/CLAUDE.md')) add('.claude/CLAUDE.md', ['^.claude/CLAUDE.md']);
  if (exists('CLAUDE.local.md')) add('CLAUDE.local.md', ['^CLAUDE.local.md']);
  if (exists('AGENTS.md')) add('AGENTS.md (root)', ['^AGENTS.md']);
  const cmds = files(cwd, '.claude/commands', isMd);
  if (cmds.length) add('commands (.claude/commands)', cmds);
  const skills = files(cwd, '.claude/skills', (p) => p.endsWith('/SKILL.md'));
  if (skills.length)
    add(
      'skills (.claude/skills)',
      skills.map((p) => path.posix.dirname(p)),
    );
  const agents = files(cwd, '.claude/agents', isMd);
  if (agents.length) add('agents (.claude/agents)', agents);
  for (const a of agents) {
    const text = readFileSync(path.join(cwd, a), 'utf8');
    const fm = text.startsWith('---') ? (text.split(/\n---\s*\n/)[0] ?? '') : '';
    for (const key of ['memory', 'isolation', 'skills', 'hooks', 'mcpServers', 'permissionMode', 'maxTurns', 'background', 'effort', 'initialPrompt']) {
      if (new RegExp(`^${key}:`, 'm').test(fm)) add(`agent field ${key}`, [`${a}: front matter field "${key}"`]);
    }
  }
  const rules = files(cwd, '.claude/rules', isMd);
  if (rules.length) add('rules (.claude/rules)', rules);
  const withPaths = rules.filter((r) => /^---[\s\S]*?^paths:/m.test(readFileSync(path.join(cwd, r), 'utf8').split(/\n---\s*\n/)[0] ?? ''));
  if (withPaths.length) add('rules with paths:', withPaths);
  const styles = files(cwd, '.claude/output-styles', isMd);
  if (styles.length) add('output styles (.claude/output-styles)', styles);
  if (files(cwd, '.claude/workflows').length) add('workflows (.claude/workflows)', ['.claude/workflows']);
  const asFiles = ['.claude/commands', '.claude/agents', '.claude/skills', '.claude/rules', '.claude/output-styles'].filter((e) => {
    try {
      return lstatSync(path.join(cwd, e)).isFile();
    } catch {
      return false;
    }
  });
  if (asFiles.length)
    add(
      'setup folders committed as a file',
      asFiles.map((e) => `${e}: a file`),
    );
  const links = [];
  const walkLinks = (r) => {
    let entries;
    try {
      entries = readdirSync(path.join(cwd, r), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.posix.join(r, e.name);
      if (e.isSymbolicLink() && !existsSync(path.join(cwd, p))) links.push(p);
      else if (e.isDirectory()) walkLinks(p);
    }
  };
  walkLinks('.claude');
  for (const top of ['CLAUDE.md', 'AGENTS.md', '.mcp.json']) {
    try {
      if (lstatSync(path.join(cwd, top)).isSymbolicLink() && !existsSync(path.join(cwd, top))) links.push(top);
    } catch {}
  }
  if (links.length)
    add(
      'setup entries committed as symbolic links that dangle',
      links.map((l) => `${l}: a symbolic link`),
    );
  for (const [file, local] of [
    ['.claude/settings.json', false],
    ['.claude/settings.local.json', true],
  ]) {
    const json = readJson(path.join(cwd, file));
    if (!json || typeof json !== 'object') continue;
    const label = local ? 'settings.local.json' : 'settings.json';
    for (const [key, value] of Object.entries(json)) {
      if (key === 'permissions' && value && typeof value === 'object') {
        for (const k of Object.keys(value)) add(`${label} permissions.${k}`, [`${file}: permissions.${k}`, ...(local ? [`permissions.${k} (`] : [])]);
      } else if (key === 'hooks' && value && typeof value === 'object') {
        for (const [event, groups] of Object.entries(value)) {
          add(`${label} hooks.${event}`, [`hooks.${event}`]);
          for (const g of Array.isArray(groups) ? groups : []) {
            for (const h of Array.isArray(g?.hooks) ? g.hooks : []) add(`hook type ${h?.type ?? '?'}`, [`hooks.${event}`]);
          }
        }
      } else {
        add(`${label} ${key}`, [`${file}: ${key}`, `${key}:`]);
      }
      // The committed local file's warning lists each key it does not apply as "key (why)".
      if (local && key !== 'permissions' && key !== 'hooks') add(`${label} ${key}`, [`: ${key} (`, `; ${key} (`]);
    }
  }
  const mcp = readJson(path.join(cwd, '.mcp.json'));
  if (mcp?.mcpServers && typeof mcp.mcpServers === 'object') {
    for (const [name, s] of Object.entries(mcp.mcpServers))
      add(`.mcp.json server (${s?.type ?? (s?.url ? 'url, no type' : 'stdio')})`, [`"${name}"`, `${name}:`, `server ${name}`]);
  }
  return f;
}

const rows = new Map();
const perRepo = [];
let refused = 0;
let clean = 0;
const ignoredSilently = new Map();
const runDir = mkdtempSync(path.join(os.tmpdir(), 'corpus-measure-'));
for (const name of readdirSync(dir).sort()) {
  const cwd = path.join(dir, name);
  const features = featuresOf(cwd);
  if (features.size === 0) continue;
  const loaded = await loadRepoConfig(cwd, undefined, { plugins: '', marketplaces: '', runDir });
  if (!loaded.ok) {
    refused++;
    perRepo.push({ repo: name, refused: loaded.errors });
    continue;
  }
  const c = loaded.config;
  const warnings = [...c.warnings];
  warnings.push(...additionalDirectories(c.settings.permissions.additionalDirectories, cwd).warnings);
  if (c.mcpConfigText !== undefined || c.pluginMcp.length > 0) {
    const parsed = parseMcpConfig({
      cwd,
      env: { PATH: process.env.PATH ?? '' },
      pluginSources: c.pluginMcp,
      ...(c.mcpConfigText !== undefined ? { fileText: c.mcpConfigText } : {}),
    });
    warnings.push(
      ...parsed.errors.map((e) => (e.startsWith('.mcp.json') ? e : `.mcp.json: ${e}`)),
      ...parsed.failed.map((x) => `.mcp.json: server ${x.name}: ${x.error}`),
    );
  }
  const enabled = c.settings.plugins.enabled;
  if (enabled.length) {
    features.set(
      'plugins enabled (enabledPlugins)',
      enabled.filter((e) => e.value === true).map((e) => `${e.key}`),
    );
    for (const e of c.pluginErrors) warnings.push(`plugin ${e.plugin}: ${e.type}: ${e.message}; did not load`);
  }
  if (warnings.length === 0) clean++;
  for (const [feature, needles] of features) {
    const row = rows.get(feature) ?? { repos: 0, honoured: 0, warned: 0, lost: 0, messages: new Map() };
    const hits = warnings.filter((w) => needles.some((n) => n && (n.startsWith('^') ? w.startsWith(n.slice(1)) : w.includes(n))));
    row.repos++;
    if (hits.length === 0) row.honoured++;
    else {
      row.warned++;
      if (hits.some((w) => LOST.test(w) && !FIELD.test(w))) row.lost++;
      for (const w of hits) {
        const key = w
          .replace(/^[^:]*: /, '')
          .replace(/"[^"]*"/g, '"…"')
          .slice(0, 90);
        row.messages.set(key, (row.messages.get(key) ?? 0) + 1);
      }
    }
    rows.set(feature, row);
    const key = feature.replace(/^settings(\.local)?\.json /, '');
    if (feature.startsWith('settings') && IGNORED_KEYS.has(key) && hits.length === 0) ignoredSilently.set(feature, (ignoredSilently.get(feature) ?? 0) + 1);
  }
  const mcpServers = [];
  if (c.mcpConfigText !== undefined || c.pluginMcp.length > 0) {
    const parsed = parseMcpConfig({
      cwd,
      env: { PATH: process.env.PATH ?? '' },
      pluginSources: c.pluginMcp,
      ...(c.mcpConfigText !== undefined ? { fileText: c.mcpConfigText } : {}),
    });
    mcpServers.push(...parsed.servers.map((x) => x.name), ...parsed.failed.map((x) => x.name));
  }
  perRepo.push({
    repo: name,
    warnings,
    commands: c.skills.filter((s) => s.kind === 'command').map((s) => s.name),
    skills: c.skills.filter((s) => s.kind !== 'command').map((s) => s.name),
    mcpServers,
    plugins: c.plugins.map((p) => p.name),
    scopedRules: c.memory.scopedRules.map((r) => r.label ?? r.source ?? r.path),
    agents: c.agents.map((a) => a.name),
    outputStyle: c.outputStyle?.name,
    // The Skill listing of the first request, as the session renders it for that window.
    // The Agent tool's entries of the repository's agents, one line each.
    agentListing: c.agents.filter((a) => a.source !== 'built-in').map((a) => renderAgentListing([a])),
    listing: renderSkillListing(c.skills, skillListingLimits(c.settings.skillListing, CONTEXT_WINDOW)).split('\n').filter(Boolean),
    // Claude Code names a root file by its path and a rule by its real path: both kept, compare.mjs takes the one it names.
    memory: c.memory.files.map((m) => ({ label: m.label, real: path.relative(realpathSync(cwd), realpathSync(m.path)) })),
  });
}

// Settings keys of Claude Code's terminal UI or of other tools, each named in an "unknown setting" warning: one row.
const unknown = [...rows.entries()].filter(
  ([f, r]) => /^settings\.json [^.]+$/.test(f) && r.honoured === 0 && [...r.messages.keys()].every((m) => /unknown setting/.test(m)),
);
if (unknown.length > 0) {
  const merged = { repos: 0, honoured: 0, warned: 0, lost: 0, messages: new Map() };
  for (const [f, r] of unknown) {
    rows.delete(f);
    merged.warned += r.warned;
    merged.lost += r.lost;
    merged.messages.set(f.replace('settings.json ', ''), r.warned);
  }
  merged.repos = merged.warned;
  rows.set(`settings.json keys Claude Code's terminal UI or other tools use (${unknown.length} keys; counted per key and repository)`, merged);
}
const table = [...rows.entries()].sort((a, b) => b[1].repos - a[1].repos || (a[0] < b[0] ? -1 : 1));
console.log(`Repositories with a setup: ${new Set(perRepo.map((r) => r.repo)).size}; loads refused: ${refused}; loads with no warning at all: ${clean}`);
console.log('| Feature | Repositories using it | Honoured, no warning | A warning names it | …of which part is not used | Most frequent warnings (count) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [feature, r] of table) {
  const top = [...r.messages.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, feature.includes('keys Claude Code') ? 30 : 2)
    .map(([m, n]) => `${m.replace(/\|/g, '\\|')} (${n})`)
    .join('; ');
  const silent = ignoredSilently.get(feature) ? ' (accepted with no effect: no meaning in CI)' : '';
  console.log(`| ${feature}${silent} | ${r.repos} | ${r.honoured} | ${r.warned} | ${r.lost} | ${top} |`);
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(perRepo, null, 1)}\n`);
