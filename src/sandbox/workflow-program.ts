/**
 * The program that runs a workflow script (`.claude/workflows/*.js`, or one the model wrote) in a process of its own,
 * started by workflow-host.ts with `node --permission --disallow-code-generation-from-strings -e` inside the tool
 * sandbox and an environment with no secret in it. The script itself runs in a `node:vm` context holding only the
 * workflow API (`agent`, `parallel`, `pipeline`, `phase`, `log`, `args`, `budget`, `workflow`), as Claude Code runs it:
 * no `process`, `require`, `fetch` or `import()`, no code from strings, and `Date.now()`, an argument-less `new Date()`
 * and `Math.random()` throw (Claude Code refuses them so that a run can be resumed).
 *
 * The vm is not the boundary: the process is. Node's permission model denies it every file read and write, child
 * processes, workers and addons; the sandbox (when on) fences its network and files as Bash's; its environment holds
 * nothing of the runner's. It talks to the runner over stdin and stdout, one JSON message a line:
 * in `{t:'start', script, args}`, `{t:'reply', id, ok, json|error}` (each may carry `spent`, the run's output tokens
 * for `budget.spent()`); out `{t:'agent', id, prompt, opts}`, `{t:'workflow', id, ref}` (a nested workflow's script,
 * which runs here in a context of its own), `{t:'log', text}`, `{t:'phase', title}`, `{t:'done', json}`, `{t:'fail', error}`.
 *
 * Written as plain JavaScript in a string: it is not part of the runner's bundle and must run on any Node the runner
 * has. Inside the context, values from the runner arrive as JSON text and are parsed there, so every object the
 * script sees belongs to its own realm.
 */
export const WORKFLOW_PROGRAM = String.raw`'use strict';
const vm = require('node:vm');
const out = (message) => process.stdout.write(JSON.stringify(message) + '\n');
const fail = (error) => out({ t: 'fail', error: describe(error) });
function describe(error) {
  try {
    const where = /workflow\.js:(\d+)/.exec(String(error.stack));
    return (error && error.name ? error.name + ': ' + error.message : String(error)) + (where ? ' (line ' + where[1] + ')' : '');
  } catch (e) {
    return 'the script threw a value that cannot be shown';
  }
}
let buffered = '';
// Messages that wait for a reply get an id here, whichever context (the script's or a nested workflow's) sent them.
const routes = new Map();
let nextId = 0;
let spent = 0;
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    if (line.trim() === '') continue;
    let message;
    try { message = JSON.parse(line); } catch (e) { fail('bad message from the runner'); continue; }
    if (typeof message.spent === 'number') spent = message.spent;
    if (message.t === 'start') start(message);
    else if (message.t === 'reply') {
      const deliver = routes.get(message.id);
      routes.delete(message.id);
      if (deliver) deliver(message.id, message.ok, message.ok ? message.json : message.error);
    }
  }
});
process.stdin.on('end', () => process.exit(process.exitCode || 0));
const PRELUDE = ${'`'}
(() => {
  const post = globalThis.__post;
  const host = globalThis.__host;
  const argsJson = globalThis.__args;
  delete globalThis.__post;
  delete globalThis.__host;
  delete globalThis.__args;
  const pending = new Map();
  const deliver = (id, ok, payload) => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if (ok) entry.resolve(payload === undefined ? null : JSON.parse(payload));
    else entry.reject(new Error(payload));
  };
  const ask = (message) => new Promise((resolve, reject) => {
    const id = post(JSON.stringify(message));
    pending.set(id, { resolve, reject });
  });
  const agent = (prompt, opts) => {
    if (typeof prompt !== 'string') return Promise.reject(new TypeError('agent(prompt, opts?): prompt must be a string'));
    const own = opts === undefined ? {} : JSON.parse(JSON.stringify(opts));
    // Claude Code: every agent of a nested workflow is in the phase the parent reserved for it.
    if (host.childPhase !== undefined) own.phase = host.childPhase;
    return ask({ t: 'agent', prompt, opts: own });
  };
  const settle = (thunk) => Promise.resolve().then(thunk).catch(() => null);
  const parallel = (thunks) => {
    if (!Array.isArray(thunks)) return Promise.reject(new TypeError('parallel(thunks): pass an array of functions'));
    return Promise.all(thunks.map((t) => settle(typeof t === 'function' ? t : () => t)));
  };
  const pipeline = (items, ...stages) => {
    if (!Array.isArray(items)) return Promise.reject(new TypeError('pipeline(items, ...stages): items must be an array'));
    const run = async (item, index) => {
      let value = item;
      for (const stage of stages) value = await stage(value, item, index);
      return value;
    };
    return Promise.all(items.map((item, index) => run(item, index).catch(() => null)));
  };
  const text = (parts) => parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' ');
  const prefix = host.childName === undefined ? '' : '[' + host.childName + '] ';
  const phase = (title) => { if (host.childName === undefined) post(JSON.stringify({ t: 'phase', title: String(title) })); };
  const log = (...parts) => { post(JSON.stringify({ t: 'log', text: prefix + text(parts) })); };
  const workflow = (ref, childArgs) => {
    if (host.childName !== undefined)
      return Promise.reject(new Error('workflow() cannot be called from within a child workflow \u2014 nesting is limited to one level. Inline the inner script or call its agents directly.'));
    const named = typeof ref === 'string';
    const byPath = !named && ref !== null && typeof ref === 'object' && typeof ref.scriptPath === 'string';
    if (!named && !byPath) return Promise.reject(new TypeError('workflow() expects a workflow name (string) or {scriptPath: string}'));
    return ask({ t: 'workflow', ref: named ? ref : { scriptPath: ref.scriptPath } }).then(
      (found) => new Promise((resolve, reject) => {
        host.runChild(found.name, found.script, childArgs === undefined ? undefined : JSON.stringify(childArgs), (json) => resolve(json === undefined ? undefined : JSON.parse(json)), (error) => reject(new Error(error)));
      }),
    );
  };
  const RealDate = Date;
  const noClock = () => { throw new Error('Date.now() / new Date() are unavailable in workflow scripts (breaks resume). Stamp results after the workflow returns, or pass timestamps via args.'); };
  globalThis.Date = new Proxy(RealDate, {
    construct(target, list, newTarget) { if (list.length === 0) noClock(); return Reflect.construct(target, list, newTarget); },
    apply() { noClock(); },
    get(target, key) { return key === 'now' ? noClock : Reflect.get(target, key); },
  });
  Math.random = () => { throw new Error('Math.random() is unavailable in workflow scripts (breaks resume): vary the agent prompt or label by index instead.'); };
  const console = { log, info: log, warn: log, error: log, debug: log };
  // Claude Code 2.1.332 launches every workflow with no token target (total null): spent() is the run's output tokens.
  const budget = Object.freeze({ total: null, spent: () => host.spent(), remaining: () => Infinity });
  Object.assign(globalThis, { agent, parallel, pipeline, phase, log, workflow, console, budget, args: argsJson === undefined ? undefined : JSON.parse(argsJson) });
  return deliver;
})();
${'`'};
/** The body of a script: \`export const meta\` made a plain declaration, the rest run as an async function. */
function compile(script) {
  const body = script.replace(/^((?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*)export\s+const\s+meta\s*=/, '$1const meta =');
  return new vm.Script('(async () => {\n' + body + '\n})()', { filename: 'workflow.js', lineOffset: -1 });
}
/** A fresh context holding the API; \`child\` (a nested workflow's name and phase) gives it a workflow() that refuses. */
function createContext(argsJson, child) {
  const context = vm.createContext(Object.create(null), { codeGeneration: { strings: false, wasm: false }, name: 'workflow' });
  let deliver;
  context.__post = (text) => {
    const message = JSON.parse(text);
    if (message.t === 'agent' || message.t === 'workflow') {
      message.id = nextId++;
      routes.set(message.id, (id, ok, payload) => deliver(id, ok, payload));
    }
    out(message);
    return message.id;
  };
  const timers = new Map();
  let timerId = 0;
  context.setTimeout = (fn, ms) => {
    const id = ++timerId;
    timers.set(id, setTimeout(() => { timers.delete(id); if (typeof fn === 'function') fn(); }, Number(ms) || 0));
    return id;
  };
  context.clearTimeout = (id) => { clearTimeout(timers.get(id)); timers.delete(id); };
  if (argsJson !== undefined) context.__args = argsJson;
  const children = new Map();
  context.__host = {
    childName: child && child.name,
    childPhase: child && child.phase,
    spent: () => spent,
    runChild: (name, script, childArgs, done, failed) => {
      const seen = (children.get(name) || 0) + 1;
      children.set(name, seen);
      const childPhase = '\u25B8 ' + name + (seen > 1 ? ' #' + seen : '');
      out({ t: 'log', text: '\u25B8 running dynamic workflow ' + name });
      runChild(String(name), String(script), childArgs, childPhase).then(
        (json) => { out({ t: 'log', text: '\u25B8 ' + name + ' done' }); done(json); },
        (error) => { const why = describe(error); out({ t: 'log', text: '\u25B8 ' + name + ' failed: ' + why }); failed(why); },
      );
    },
  };
  deliver = new vm.Script(PRELUDE, { filename: 'workflow-runtime.js' }).runInContext(context);
  return context;
}
/** A nested workflow: its own context, the same channel (its agents count as the parent's), a JSON value back. */
async function runChild(name, script, argsJson, phase) {
  const context = createContext(argsJson, { name, phase });
  const value = await compile(script).runInContext(context);
  return value === undefined ? undefined : JSON.stringify(value);
}
function start(message) {
  try {
    const context = createContext(message.args !== undefined ? JSON.stringify(message.args) : undefined, undefined);
    Promise.resolve(compile(message.script).runInContext(context)).then(
      (value) => { out({ t: 'done', json: value === undefined ? undefined : JSON.stringify(value) }); process.exit(0); },
      (error) => { fail(error); process.exit(1); },
    );
  } catch (error) {
    fail(error);
    process.exit(1);
  }
}
`;
