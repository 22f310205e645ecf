import { redactTokens } from '../text/redact-tokens.js';

/**
 * A failed job's log cut down to what the model needs: the failing step's output, head and tail
 * kept within a cap, timestamps and colour codes stripped, tokens redacted. A runner log frames
 * each step with `##[group]Run …` (the command echo) and `##[endgroup]`; the job's `steps` from the
 * API say which step failed and when it ran.
 */

export interface JobStep {
  name: string;
  number: number;
  status: string;
  conclusion: string | null;
  started_at?: string | null;
  completed_at?: string | null;
}

export interface StepSection {
  /** `Run npm test` (from the group line), or `Set up job` for the lines before the first step. */
  title: string;
  /** 1-based line numbers in the cleaned log (the file the agent can Read), inclusive. */
  firstLine: number;
  lastLine: number;
  /** Epoch ms of the section's first timestamp; NaN when the log has none. */
  startedAt: number;
  lines: string[];
}

export interface StepExcerpt {
  /** The API's name for the failing step (or the section's title when no step matched). */
  stepName: string;
  stepNumber?: number;
  text: string;
  /** Where the step sits in the cleaned log file. */
  firstLine: number;
  lastLine: number;
  omittedLines: number;
}

const TIMESTAMP = /^\ufeff?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z) ?/;
// CSI sequences (colours, cursor moves) and OSC sequences (hyperlinks, titles).
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;
const STEP_START = /^##\[group\]Run (.*)$/;
const POST_STEP = /^Post job cleanup\.$/;

/** The log as the agent reads it: one entry per line, no timestamps, no colour codes, no recognisable tokens. */
export function cleanLog(raw: string): { lines: string[]; times: number[] } {
  const lines: string[] = [];
  const times: number[] = [];
  for (const rawLine of raw.replace(/\r\n?/g, '\n').split('\n')) {
    const m = TIMESTAMP.exec(rawLine);
    times.push(m?.[1] ? Date.parse(m[1]) : Number.NaN);
    lines.push(redactTokens((m ? rawLine.slice(m[0].length) : rawLine).replace(ANSI, '')));
  }
  if (lines.length > 0 && lines[lines.length - 1] === '') {
    lines.pop();
    times.pop();
  }
  return { lines, times };
}

/** The job's sections: the set-up lines, then one per `##[group]Run …` step, then post steps. */
export function splitSections(lines: string[], times: number[]): StepSection[] {
  const sections: StepSection[] = [];
  let current: StepSection = { title: 'Set up job', firstLine: 1, lastLine: 0, startedAt: times[0] ?? Number.NaN, lines: [] };
  lines.forEach((line, i) => {
    const step = STEP_START.exec(line);
    if ((step || POST_STEP.test(line)) && current.lines.length > 0) {
      sections.push(current);
      current = { title: step ? `Run ${step[1] ?? ''}` : 'Post job cleanup', firstLine: i + 1, lastLine: i, startedAt: times[i] ?? Number.NaN, lines: [] };
    } else if (step && current.lines.length === 0) {
      current.title = `Run ${step[1] ?? ''}`;
    }
    current.lines.push(line);
    current.lastLine = i + 1;
  });
  if (current.lines.length > 0) sections.push(current);
  return sections;
}

const FAILED = new Set(['failure', 'timed_out', 'startup_failure']);
/** Steps the runner writes no `##[group]Run` frame for. */
const UNFRAMED = (s: JobStep): boolean => s.number === 1 || s.name === 'Set up job' || s.name === 'Complete job' || s.name.startsWith('Post ');

/**
 * The section of the failing step: by position among the steps that ran (each writes one `Run`
 * frame), checked against the step's time window when the log has timestamps; else the section
 * holding the first `##[error]`.
 */
export function failingSections(sections: StepSection[], steps: JobStep[]): { step?: JobStep; section: StepSection }[] {
  const framed = sections.filter((s) => s.title.startsWith('Run '));
  const ran = [...steps]
    .sort((a, b) => a.number - b.number)
    .filter((s) => !UNFRAMED(s) && s.conclusion !== 'skipped' && s.status !== 'queued' && s.status !== 'pending');
  const out: { step?: JobStep; section: StepSection }[] = [];
  for (const step of steps.filter((s) => s.conclusion !== null && FAILED.has(s.conclusion))) {
    const byOrder = UNFRAMED(step) ? (step.number === 1 ? sections[0] : undefined) : framed[ran.indexOf(step)];
    const section = byOrder && fitsWindow(byOrder, step) ? byOrder : (byTime(framed, step) ?? byOrder);
    if (section && !out.some((o) => o.section === section)) out.push({ step, section });
  }
  if (out.length === 0) {
    const withError = sections.find((s) => s.lines.some((l) => l.startsWith('##[error]')));
    const fallback = withError ?? sections[sections.length - 1];
    if (fallback) out.push({ section: fallback });
  }
  return out;
}

function windowOf(step: JobStep): [number, number] | undefined {
  const start = Date.parse(step.started_at ?? '');
  const end = Date.parse(step.completed_at ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) return undefined;
  // The API reports whole seconds; the log has fractions.
  return [start - 1000, end + 1000];
}

function fitsWindow(section: StepSection, step: JobStep): boolean {
  const w = windowOf(step);
  if (!w || Number.isNaN(section.startedAt)) return true;
  return section.startedAt >= w[0] && section.startedAt <= w[1];
}

function byTime(framed: StepSection[], step: JobStep): StepSection | undefined {
  const w = windowOf(step);
  if (!w) return undefined;
  const inside = framed.filter((s) => !Number.isNaN(s.startedAt) && s.startedAt >= w[0] && s.startedAt <= w[1]);
  return inside.find((s) => s.lines.some((l) => l.startsWith('##[error]'))) ?? inside[inside.length - 1];
}

/**
 * One section within `maxChars`: the head (the command and how it started) and the longer tail
 * (where errors land), with the `##[error]` lines of the dropped middle kept, and a line saying
 * what was left out and where to read it.
 */
export function cutSection(section: StepSection, maxChars: number, logFile: string): { text: string; omittedLines: number } {
  const lines = section.lines.map((l) => l.replace(/^##\[(?:end)?group\]/, ''));
  const total = lines.reduce((n, l) => n + l.length + 1, 0);
  if (total <= maxChars) return { text: lines.join('\n'), omittedLines: 0 };
  const headBudget = Math.floor(maxChars * 0.3);
  const tailBudget = maxChars - headBudget;
  let h = 0;
  let used = 0;
  while (h < lines.length && used + (lines[h]?.length ?? 0) + 1 <= headBudget) used += (lines[h++]?.length ?? 0) + 1;
  let t = lines.length;
  used = 0;
  while (t > h && used + (lines[t - 1]?.length ?? 0) + 1 <= tailBudget) used += (lines[--t]?.length ?? 0) + 1;
  // A single line longer than the whole budget: show its end.
  const tail = t === lines.length && lines.length > 0 ? [`…${(lines[lines.length - 1] ?? '').slice(-tailBudget)}`] : lines.slice(t);
  const tailStart = t === lines.length ? lines.length - 1 : t;
  const middle = lines.slice(h, tailStart);
  const errors = middle
    .filter((l) => l.startsWith('##[error]'))
    .slice(0, 5)
    .map((l) => (l.length > 500 ? `${l.slice(0, 500)}…` : l));
  const from = section.firstLine + h;
  const to = section.firstLine + tailStart - 1;
  const note = `[… ${middle.length} lines omitted (lines ${from}–${to} of ${logFile})${errors.length > 0 ? '; errors among them:' : ''}]`;
  return { text: [...lines.slice(0, h), note, ...errors, ...tail].join('\n'), omittedLines: middle.length };
}

/** Everything above for one job log: the failing steps' excerpts, each within `maxChars`. */
export function excerptFailingSteps(raw: string, steps: JobStep[], maxChars: number, logFile: string): { cleaned: string; excerpts: StepExcerpt[] } {
  const { lines, times } = cleanLog(raw);
  const sections = splitSections(lines, times);
  const found = failingSections(sections, steps);
  const per = Math.max(500, Math.floor(maxChars / Math.max(1, found.length)));
  const excerpts = found.map(({ step, section }) => {
    const cut = cutSection(section, per, logFile);
    return {
      stepName: step?.name ?? section.title,
      ...(step ? { stepNumber: step.number } : {}),
      text: cut.text,
      firstLine: section.firstLine,
      lastLine: section.lastLine,
      omittedLines: cut.omittedLines,
    };
  });
  return { cleaned: lines.join('\n') + '\n', excerpts };
}
