import type { RecordedRequest, ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import type { ScriptedTurn } from '../../support/scripted-model/scripted-types.js';
import { text } from './scripted-turns.js';

/** The marker a subagent's task carries: requests whose first message holds it are the subagent's. */
export const SUBTASK_MARKER = 'SUBTASK-MARKER';

/** A scripted model that answers the main loop from `main` and a subagent (its task naming SUBTASK_MARKER) from `child`. */
export function startMainAndChildModel(main: ScriptedTurn[], child: ScriptedTurn[]): Promise<ScriptedModel> {
  let m = 0;
  let c = 0;
  const isChild = (req: RecordedRequest): boolean => JSON.stringify(req.body.messages?.[0]).includes(SUBTASK_MARKER);
  return startScriptedModel((req) => (isChild(req) ? child[c++] : main[m++]) ?? text('unexpected'));
}
