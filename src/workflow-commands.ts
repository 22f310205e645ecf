import { randomUUID } from './process/random.js';
import { accessSync, appendFileSync, constants, existsSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';

/**
 * The part of `@actions/core` the main step uses. `src/main.ts`'s `run()` takes it: the action's entry
 * (dist/index.js) passes `workflowCommands` below; a host that imports `run()` (@github/local-action, which
 * replaces `@actions/core` with its own) passes nothing and `@actions/core` itself is loaded.
 */
export interface ActionsCore {
  getInput(name: string): string;
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
  setFailed(message: string): void;
  setSecret(secret: string): void;
  saveState(name: string, value: unknown): void;
  setOutput(name: string, value: unknown): void;
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
  summary: { addRaw(text: string): { write(): Promise<unknown> } };
}

/*
 * The same workflow and file commands, written exactly as @actions/core 3.0.1 writes them (command.js,
 * file-command.js, core.js, summary.js; test/e2e/workflow-commands.test.ts compares the two byte for byte).
 * Why not @actions/core itself in the entry: its OIDC client imports @actions/http-client and the npm `undici`
 * (0.9 MB), which would be compiled and evaluated before every run's first model request; the main step never
 * asks for an OIDC token.
 */

const toCommandValue = (input: unknown): string =>
  input === null || input === undefined ? '' : typeof input === 'string' || input instanceof String ? String(input) : JSON.stringify(input);

const escapeData = (s: unknown): string => toCommandValue(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: unknown): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

function issueCommand(command: string, properties: Record<string, unknown>, message: unknown): void {
  const props = Object.entries(properties).filter(([, v]) => Boolean(v)).map(([k, v]) => `${k}=${escapeProperty(v)}`);
  process.stdout.write(`::${command}${props.length > 0 ? ` ${props.join(',')}` : ''}::${escapeData(message)}${EOL}`);
}

function issueFileCommand(command: 'OUTPUT' | 'STATE', message: string): void {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) throw new Error(`Unable to find environment variable for file command ${command}`);
  if (!existsSync(filePath)) throw new Error(`Missing file at path: ${filePath}`);
  appendFileSync(filePath, `${message}${EOL}`, { encoding: 'utf8' });
}

function keyValueMessage(key: string, value: unknown): string {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  const converted = toCommandValue(value);
  if (key.includes(delimiter)) throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (converted.includes(delimiter)) throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  return `${key}<<${delimiter}${EOL}${converted}${EOL}${delimiter}`;
}

function error(message: string): void {
  issueCommand('error', {}, message);
}

class Summary {
  private buffer = '';

  addRaw(text: string): this {
    this.buffer += text;
    return this;
  }

  /** Reads the file's path synchronously, before its first await (FileCommandLedger.writeAsync relies on it). */
  write(): Promise<this> {
    const filePath = process.env.GITHUB_STEP_SUMMARY;
    if (!filePath) {
      return Promise.reject(new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.'));
    }
    try {
      accessSync(filePath, constants.R_OK | constants.W_OK);
    } catch {
      return Promise.reject(new Error(`Unable to access summary file: '${filePath}'. Check if the file has correct read/write permissions.`));
    }
    const text = this.buffer;
    return appendFile(filePath, text, { encoding: 'utf8' }).then(() => {
      this.buffer = '';
      return this;
    });
  }
}

export const workflowCommands: ActionsCore = {
  getInput: (name) => (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
  info: (message) => void process.stdout.write(`${message}${EOL}`),
  warning: (message) => issueCommand('warning', {}, message),
  debug: (message) => issueCommand('debug', {}, message),
  setFailed: (message) => {
    process.exitCode = 1;
    error(message);
  },
  setSecret: (secret) => issueCommand('add-mask', {}, secret),
  saveState: (name, value) => {
    if (process.env.GITHUB_STATE) return issueFileCommand('STATE', keyValueMessage(name, value));
    issueCommand('save-state', { name }, toCommandValue(value));
  },
  setOutput: (name, value) => {
    if (process.env.GITHUB_OUTPUT) return issueFileCommand('OUTPUT', keyValueMessage(name, value));
    process.stdout.write(EOL);
    issueCommand('set-output', { name }, toCommandValue(value));
  },
  group: async (name, fn) => {
    issueCommand('group', {}, name);
    try {
      return await fn();
    } finally {
      issueCommand('endgroup', {}, '');
    }
  },
  summary: new Summary(),
};
