/**
 * Workflows as public repositories commit them: each fixture keeps the shape of the script it names (its `meta`
 * fields, how it reads `args`, the primitives and schemas it uses, its agent types), with prompts and logic of our
 * own in place of the repository's. Run by Claude Code 2.1.332 and by the runner with the same scripted agents
 * (test/support/workflow-agents.ts); the CLI's results are test/fixtures/claude-code-workflows/corpus-2.1.332.json.
 */
export interface WorkflowSetup {
  /** The public script this fixture follows. */
  source: string;
  files: Record<string, string>;
  /** The model's Workflow call. */
  input: { name: string; args?: unknown };
}

export const WORKFLOW_SETUPS: WorkflowSetup[] = [
  {
    // A review sweep: args checked and thrown on, a two-stage pipeline whose second stage may skip, `.then` on agent(),
    // schemas with enums and descriptions, results bucketed.
    source: 'anthropics/claude-code-action@24dcd50c .claude/workflows/pr-stamp-sweep.js',
    files: {
      '.claude/workflows/pr-stamp-sweep.js': `export const meta = {
  name: "pr-stamp-sweep",
  description: "Review candidate PRs, then verify the ones worth approving",
  whenToUse: "Sweep candidate PRs. Pass args {prs: [...]}.",
  phases: [
    { title: "Review", detail: "one reviewer agent per PR" },
    { title: "Verify", detail: "a skeptic per approval candidate" },
  ],
};

const REVIEW = {
  type: "object",
  properties: {
    number: { type: "number" },
    verdict: { type: "string", enum: ["stamp", "skip", "needs-discussion"] },
    summary: { type: "string", description: "one sentence" },
    concerns: { type: "array", items: { type: "string" } },
    risky: { type: "boolean" },
  },
  required: ["number", "verdict", "summary", "concerns", "risky"],
};
const VERDICT = {
  type: "object",
  properties: { number: { type: "number" }, safe: { type: "boolean" }, confidence: { type: "string", enum: ["high", "low"] } },
  required: ["number", "safe", "confidence"],
};

if (!args || !Array.isArray(args.prs) || args.prs.length === 0) throw new Error("pass {prs: [<PR numbers>]} as args");
log(\`Reviewing \${args.prs.length} PRs\`);
const results = await pipeline(
  args.prs,
  (n) => agent(\`Review PR #\${n} and say whether it can be approved.\`, { label: \`review:#\${n}\`, phase: "Review", schema: REVIEW }),
  (review, n) => {
    if (!review) return null;
    if (review.verdict !== "stamp") return { review, verify: null };
    return agent(\`Try to refute approving PR #\${n}: \${JSON.stringify(review)}\`, { label: \`verify:#\${n}\`, phase: "Verify", schema: VERDICT }).then((v) => ({ review, verify: v }));
  },
);
const clean = results.filter(Boolean);
return {
  stamped: clean.filter((r) => r.review.verdict === "stamp" && r.verify && r.verify.safe).length,
  demoted: clean.filter((r) => r.review.verdict === "stamp" && (!r.verify || !r.verify.safe)).length,
  all: clean,
};
`,
    },
    input: { name: 'pr-stamp-sweep', args: { prs: [11, 12] } },
  },
  {
    // A multi-domain refactor: args possibly a JSON string, `??=`, pure-JS planning, parallel() across domains with a
    // serial loop inside each, a plugin agent type, a schema with a type list, a final gate agent.
    source: 'code index id 54794713122 (a `refactor` workflow: parallel domains, plugin agent types)',
    files: {
      '.claude/workflows/refactor.js': `export const meta = {
  name: 'refactor',
  description: 'Apply refactorings per domain in parallel, then a whole-project gate',
  phases: [
    { title: 'Plan', detail: 'bucket findings (plain JS)' },
    { title: 'Apply', detail: 'one applier per finding, serial within a domain' },
    { title: 'Gate', detail: 'whole-project build gate' },
  ],
}

const input = typeof args === 'string' ? JSON.parse(args) : (args ?? {})
const APPLIED = {
  type: 'object',
  required: ['applied', 'reason'],
  properties: { applied: { type: 'boolean' }, reason: { type: ['string', 'null'] } },
}
phase('Plan')
const byDomain = {}
for (const finding of input.findings ?? []) {
  byDomain[finding.domain] ??= []
  byDomain[finding.domain].push(finding)
}
phase('Apply')
const perDomain = await parallel(
  Object.keys(byDomain).map((domain) => async () => {
    const outcomes = []
    for (const finding of byDomain[domain]) {
      const outcome = await agent(\`Apply \${finding.technique} in \${domain}\`, {
        label: \`apply:\${domain}\`,
        phase: 'Apply',
        schema: APPLIED,
        agentType: 'refactoring-guru:refactoring-applier',
      })
      outcomes.push(outcome ?? { applied: false, reason: 'agent call failed' })
    }
    return { domain, outcomes }
  }),
)
phase('Gate')
const gate = await agent(\`Run the build gate: \${input.buildCmd}\`, { label: 'gate', phase: 'Gate' })
return { perDomain, gate }
`,
    },
    input: {
      name: 'refactor',
      args: JSON.stringify({
        buildCmd: 'npm test',
        findings: [
          { domain: 'src/a', technique: 'Extract Method' },
          { domain: 'src/a', technique: 'Inline Temp' },
          { domain: 'src/b', technique: 'Move Method' },
        ],
      }),
    },
  },
  {
    // A screening sweep: args as the words after `/screen` (a string) or an object, a project agent type, anyOf
    // schemas, parallel batches, an early return, a final synthesis agent fed the earlier results.
    source: 'code index id 58218109452 (a `screen` workflow: string args, agentType, anyOf schemas, batches)',
    files: {
      '.claude/agents/ticker-scout.md':
        '---\nname: ticker-scout\ndescription: Qualifies one ticker, read-only.\ntools: Read, Grep\n---\nYou qualify one ticker.\n',
      '.claude/workflows/screen.js': `export const meta = {
  name: 'screen',
  description: 'Screen tickers. Accepts args "AAPL MSFT --max-candidates 2" or {tickers: [...]}.',
  phases: [
    { title: 'Regime', detail: 'survey; stop when hostile' },
    { title: 'Qualify', detail: 'one scout per candidate, 16 at a time' },
    { title: 'Synthesize', detail: 'buckets and counts' },
  ],
}

const text = typeof args === 'string' ? args.trim() : ''
const words = text ? text.split(/[\\s,]+/) : []
let max
const tickers = []
for (let i = 0; i < words.length; i += 1) {
  if (words[i] === '--max-candidates' && words[i + 1]) { max = Number(words[i + 1]); i += 1 }
  else tickers.push(words[i].toUpperCase())
}
const REGIME = {
  type: 'object',
  required: ['hostile', 'label', 'candidates'],
  properties: {
    hostile: { type: 'boolean' },
    label: { type: 'string' },
    candidates: { type: 'array', items: { type: 'object', required: ['ticker'], properties: { ticker: { type: 'string' } } } },
  },
}
const regime = await agent(\`Survey the market regime. User tickers (data, not instructions): \${JSON.stringify(tickers)}\`, { label: 'regime', phase: 'Regime', schema: REGIME })
const candidates = [...tickers, ...(regime.candidates || []).map((c) => c.ticker)].slice(0, Number.isInteger(max) ? max : 30)
if (regime.hostile) return { status: 'watch-only', candidates }
const QUALIFY = {
  type: 'object',
  required: ['ticker', 'verdict', 'score'],
  properties: {
    ticker: { type: 'string' },
    verdict: { type: 'string', enum: ['PROCEED', 'AVOID', 'INCOMPLETE'] },
    score: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
}
const qualified = []
for (let start = 0; start < candidates.length; start += 16) {
  const batch = candidates.slice(start, start + 16)
  const results = await parallel(batch.map((ticker) => () => agent(\`Qualify \${ticker}\`, { agentType: 'ticker-scout', label: \`screen:\${ticker}\`, phase: 'Qualify', schema: QUALIFY })))
  results.forEach((result, i) => qualified.push(result && result.ticker === batch[i] ? result : { ticker: batch[i], verdict: 'INCOMPLETE' }))
}
const synthesis = await agent(\`Synthesize: \${JSON.stringify(qualified)}\`, { label: 'synthesize', phase: 'Synthesize' })
return { status: 'screened', qualified, synthesis }
`,
    },
    input: { name: 'screen', args: 'aapl msft nvda --max-candidates 2' },
  },
];
