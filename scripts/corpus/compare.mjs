// Compares what the runner's loader gives (measure.mjs --json) with what Claude Code offers from the same setups
// (claude-code.mjs): per repository, the commands, skills and agents it defines, its output style, MCP servers,
// plugins, and the memory files (CLAUDE.md, imports, rules without paths) in the first request.
//
// usage: node scripts/corpus/compare.mjs <ours.json> <claude-code.json>
import { readFileSync } from 'node:fs';

const [oursFile, ccFile] = process.argv.slice(2);
const ours = JSON.parse(readFileSync(oursFile, 'utf8'));
const cc = JSON.parse(readFileSync(ccFile, 'utf8'));
const empty = cc['(empty)'];
// Claude Code's own (listed in an empty folder) are not the repository's; the runner's built-in agents neither.
const own = {
  slash: new Set(empty.slash_commands),
  agents: new Set([...empty.agents, 'general-purpose', 'Explore', 'Plan', 'statusline-setup', 'claude']),
  skills: new Set(empty.skills),
  plugins: new Set(empty.plugins.map((p) => p.name)),
};
const LISTING = 'The following skills are available for use with the Skill tool:\n\n';
/** The first request's Skill listing: its lines, in order. */
const listingOf = (firstUser) => {
  let content;
  try {
    content = JSON.parse(firstUser);
  } catch {
    return [];
  }
  const texts = typeof content === 'string' ? [content] : content.map((b) => b.text ?? '');
  const block = texts.find((t) => t.includes(LISTING));
  return block
    ? block
        .slice(block.indexOf(LISTING) + LISTING.length)
        .split('\n</system-reminder>')[0]
        .split('\n')
    : [];
};
const AGENTS = 'Available agent types for the Agent tool:\n';
/** The first request's agent entries, `- name: description (Tools: …)`, each on one line (the runner's form). */
const agentEntriesOf = (firstUser, names) => {
  let content;
  try {
    content = JSON.parse(firstUser);
  } catch {
    return [];
  }
  const texts = typeof content === 'string' ? [content] : content.map((b) => b.text ?? '');
  const block = texts.find((t) => t.includes(AGENTS)) ?? '';
  return names.flatMap((name) => {
    const at = block.indexOf(`- ${name}: `);
    if (at < 0) return [];
    const end = block.indexOf(')\n', block.indexOf(' (Tools: ', at));
    return [block.slice(at, end < 0 ? undefined : end + 1).replace(/\s*\n\s*/g, ' ')];
  });
};
/** An entry's name: `- folder (declared name): …` is the folder's. */
const nameOfLine = (line) =>
  line
    .slice(2)
    .split(': ')[0]
    .replace(/ \(.*\)$/, '');
const memoryOf = (firstUser) =>
  [...firstUser.matchAll(/Contents of (\S+?) \(/g)].map((m) => m[1].replace(/^.*?\/repo\//, '')).filter((p) => !p.startsWith('/'));

const totals = {};
const count = (feature, defined, agreed) => {
  const t = (totals[feature] ??= { repos: 0, same: 0, defined: 0, runnerHas: 0 });
  if (defined.size === 0 && agreed.size === 0) return true;
  t.repos++;
  t.defined += defined.size;
  t.runnerHas += [...defined].filter((x) => agreed.has(x)).length;
  const same = defined.size === agreed.size && [...defined].every((x) => agreed.has(x));
  if (same) t.same++;
  return same;
};
const differences = [];
let whole = 0;
let orderDiffers = 0;
let cutOneSide = 0;
let compared = 0;
for (const r of ours) {
  const c = cc[r.repo];
  if (!c || c.error || !r.warnings) continue;
  compared++;
  // A repository command named as one of Claude Code's own cannot be told apart in its init line: left out.
  const clash = new Set([...r.commands, ...r.skills].filter((n) => own.slash.has(n)));
  const ccSlash = new Set(c.slash_commands.filter((n) => !own.slash.has(n)));
  const ourSlash = new Set([...r.commands, ...r.skills].filter((n) => !clash.has(n)));
  const ccAgents = new Set(c.agents.filter((n) => !own.agents.has(n)));
  const ourAgents = new Set(r.agents.filter((n) => !own.agents.has(n)));
  const ccSkills = new Set(c.skills.filter((n) => !own.skills.has(n)));
  const ourSkills = new Set(r.skills.filter((n) => !clash.has(n)));
  const ccMcp = new Set(c.mcp_servers.map((s) => s.name));
  const ourMcp = new Set(r.mcpServers);
  const ccPlugins = new Set(c.plugins.filter((p) => !own.plugins.has(p.name)).map((p) => p.name));
  const ourPlugins = new Set(r.plugins);
  const ccStyle = new Set(c.output_style && c.output_style !== 'default' ? [c.output_style] : []);
  const ourStyle = new Set(r.outputStyle ? [r.outputStyle] : []);
  const ccMemory = new Set(memoryOf(c.firstUser));
  const ourMemory = new Set(r.memory.map((m) => (ccMemory.has(m.label) ? m.label : m.real)));
  const checks = [
    ['slash commands', ccSlash, ourSlash],
    ['agents', ccAgents, ourAgents],
    ['skills', ccSkills, ourSkills],
    ['MCP servers', ccMcp, ourMcp],
    ['plugins', ccPlugins, ourPlugins],
    ['output style', ccStyle, ourStyle],
    ['memory files in the first request', ccMemory, ourMemory],
  ];
  // The listing's lines for the repository's own entries (name and description as the model reads them), in order.
  // A line one side gives by name only is a budget cut (Claude Code's bundled skills share its budget): counted apart.
  const ownNames = new Set([...r.commands, ...r.skills].filter((n) => !clash.has(n)));
  const ccListing = listingOf(c.firstUser).filter((l) => ownNames.has(nameOfLine(l)));
  const ourListing = (r.listing ?? []).filter((l) => ownNames.has(nameOfLine(l)));
  const ourByName = new Map(ourListing.map((l) => [nameOfLine(l), l]));
  const agrees = (l) => {
    const mine = ourByName.get(nameOfLine(l));
    return mine !== undefined && (mine === l || !mine.includes(': ') || !l.includes(': '));
  };
  cutOneSide += ccListing.filter((l) => agrees(l) && ourByName.get(nameOfLine(l)) !== l).length;
  const inOrder = ccListing.map(nameOfLine).join('\n') === ourListing.map(nameOfLine).join('\n');
  checks.push([
    'Skill listing entries in the first request (name: description)',
    new Set(ccListing.map((l) => (agrees(l) ? nameOfLine(l) : l))),
    new Set(ourListing.map((l) => (ccListing.some((x) => agrees(x) && nameOfLine(x) === nameOfLine(l)) ? nameOfLine(l) : l))),
  ]);
  // The agents both list, as the model reads them (name, description, tools).
  const bothAgents = [...ccAgents].filter((n) => ourAgents.has(n));
  const ourAgentLines = (r.agentListing ?? []).filter((l) => bothAgents.some((n) => l.startsWith(`- ${n}: `)));
  checks.push(['agent entries in the first request (name: description (Tools: …))', new Set(agentEntriesOf(c.firstUser, bothAgents)), new Set(ourAgentLines)]);
  let all = true;
  for (const [feature, theirs, mine] of checks) {
    if (!count(feature, theirs, mine)) {
      all = false;
      const onlyCc = [...theirs].filter((x) => !mine.has(x));
      const onlyUs = [...mine].filter((x) => !theirs.has(x));
      differences.push(`${r.repo} ${feature}: Claude Code only [${onlyCc.join(', ')}]; runner only [${onlyUs.join(', ')}]`);
    }
  }
  if (!inOrder) {
    all = false;
    orderDiffers++;
    differences.push(`${r.repo} Skill listing: its entries in another order`);
  }
  if (all) whole++;
}
console.log(`Setups compared: ${compared}; the same in every feature below: ${whole}`);
console.log('| Feature | Repositories defining it (either side) | Same list | Entries Claude Code has | …the runner has too |');
console.log('| --- | --- | --- | --- | --- |');
for (const [feature, t] of Object.entries(totals)) console.log(`| ${feature} | ${t.repos} | ${t.same} | ${t.defined} | ${t.runnerHas} |`);
console.log(`Skill listings in another order: ${orderDiffers}; entries one side lists by name only (the budget): ${cutOneSide}`);
console.log('\nDifferences:');
for (const d of differences) console.log(`- ${d}`);
