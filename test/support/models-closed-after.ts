import { after } from 'node:test';
import { startScriptedModel, type Script, type ScriptedModel, type ScriptedModelOptions } from '../../support/scripted-model/scripted-model.js';

/** Starts scripted models for a test file, every one closed once its tests are done. */
export function modelsClosedAfter(): (script: Script, options?: ScriptedModelOptions) => Promise<ScriptedModel> {
  const open: ScriptedModel[] = [];
  after(async () => {
    await Promise.all(open.map((m) => m.close()));
  });
  return async (script, options) => {
    const model = await startScriptedModel(script, options);
    open.push(model);
    return model;
  };
}

/** A list whose servers are closed once the file's tests are done: a test pushes what it starts. */
export function closedAfterAll(): { close(): Promise<void> }[] {
  const open: { close(): Promise<void> }[] = [];
  after(async () => {
    await Promise.all(open.map((s) => s.close()));
  });
  return open;
}
