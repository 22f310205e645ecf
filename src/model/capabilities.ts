import { canonicalModelId } from './provider-models.js';

/**
 * What a model accepts in a request. Current models think adaptively and take an effort level;
 * older ones reject both, and sending them would fail the call, so we only send what fits.
 */
export interface ModelCapabilities {
  adaptiveThinking: boolean;
  effort: boolean;
}

const MODERN = /^claude-(opus|sonnet|haiku|fable|mythos)-(5|4-6|4-7|4-8)(\b|-|$)/;

export function capabilitiesOf(model: string): ModelCapabilities {
  const id = canonicalModelId(model) ?? model;
  const modern = MODERN.test(id);
  const effortOnly = /^claude-opus-4-5/.test(id);
  return { adaptiveThinking: modern, effort: modern || effortOnly };
}
