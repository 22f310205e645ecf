// The setups of scripts/oracle/env-model.mjs that measure how Claude Code shapes the request for a model id it does not
// know (a gateway's: `--model`, the settings' `model`), which model it runs with no `--model` and no settings model
// (and with ANTHROPIC_DEFAULT_{OPUS,SONNET,HAIKU}_MODEL set), and how `modelOverrides` meets a re-pointed alias.
// Recorded apart: test/fixtures/claude-code-first-request/2.1.332-model-shaping.json (test/session/model-shaping.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/env-model.mjs <claude binary> <out.json> $(node scripts/oracle/model-shaping.mjs)
const model = (name) => ['--model', name];
const agentCall = (id) => ({
  content: [{ type: 'tool_use', id, name: 'Agent', input: { description: 'probe', prompt: 'SUBAGENT: answer at once', subagent_type: 'general-purpose' } }],
});
const toGateway = { 'claude-opus-4-6': 'gateway-opus' };

export const shapingSetups = {
  // An id the CLI does not know, named by --model (claude-code-action's claude_args) or the settings' model.
  unknownClaude: { args: model('claude-custom-1'), env: {} },
  unknownGatewayOpus: { args: model('my-gateway/opus-ish'), env: {} },
  unknownGatewaySonnet: { args: model('my-gateway/sonnet-ish'), env: {} },
  unknownGatewayHaiku: { args: model('my-gateway/haiku-ish'), env: {} },
  unknownPlain: { args: model('gateway-model'), env: {} },
  unknownSetting: { args: [], env: {}, settings: { model: 'my-gateway/opus-ish' } },
  unknownSettingPlain: { args: [], env: {}, settings: { model: 'gateway-model' } },
  unknownEffortLow: { args: model('gateway-model'), env: { CLAUDE_CODE_EFFORT_LEVEL: 'low' } },
  unknownNoAdaptive: { args: model('gateway-model'), env: { CLAUDE_CODE_DISABLE_ADAPTIVE_THINKING: '1' } },
  unknownNoThinking: { args: model('gateway-model'), env: { CLAUDE_CODE_DISABLE_THINKING: '1' } },
  unknownMaxOutput: { args: model('gateway-model'), env: { CLAUDE_CODE_MAX_OUTPUT_TOKENS: '200000' } },
  unknownSubagent: { args: model('gateway-model'), env: {}, main: [agentCall('a1')] },
  // A known model behind a gateway's prefix (LiteLLM, OpenRouter): the CLI finds the model inside the name.
  gatewayAnthropicSonnet45: { args: model('anthropic/claude-sonnet-4-5'), env: {} },
  gatewaySonnet37: { args: model('my-gw/claude-3-7-sonnet'), env: {} },
  gatewayBedrockSonnet35: { args: model('bedrock/anthropic.claude-3-5-sonnet-20240620-v1:0'), env: {} },
  gatewayOpus41: { args: model('litellm/claude-opus-4-1'), env: {} },
  // The model with no --model and no settings model, and what each family's variable does to it.
  defaultNone: { args: [], env: {} },
  defaultOpusNoFlag: { args: [], env: { ANTHROPIC_DEFAULT_OPUS_MODEL: 'claude-opus-4-6' } },
  defaultOpusNoFlagUnknown: { args: [], env: { ANTHROPIC_DEFAULT_OPUS_MODEL: 'my-gateway/opus-ish' } },
  defaultSonnetNoFlag: { args: [], env: { ANTHROPIC_DEFAULT_SONNET_MODEL: 'claude-sonnet-4-5' } },
  defaultHaikuNoFlag: { args: [], env: { ANTHROPIC_DEFAULT_HAIKU_MODEL: 'claude-haiku-4-5' } },
  // modelOverrides where ANTHROPIC_DEFAULT_OPUS_MODEL re-points `opus`: a key for the re-pointed id, for the alias, for
  // the alias's own target.
  overridesRepointedFlag: { args: model('opus'), env: { ANTHROPIC_DEFAULT_OPUS_MODEL: 'claude-opus-4-6' }, settings: { modelOverrides: toGateway } },
  overridesRepointedDefault: { args: [], env: { ANTHROPIC_DEFAULT_OPUS_MODEL: 'claude-opus-4-6' }, settings: { modelOverrides: toGateway } },
  overridesRepointedSetting: {
    args: [],
    env: { ANTHROPIC_DEFAULT_OPUS_MODEL: 'claude-opus-4-6' },
    settings: { model: 'opus', modelOverrides: toGateway },
  },
  overridesAliasKey: { args: model('opus'), env: {}, settings: { modelOverrides: { opus: 'gateway-opus' } } },
  overridesAliasKeyDefault: { args: [], env: {}, settings: { modelOverrides: { opus: 'gateway-opus' } } },
  overridesOwnTarget: {
    args: model('opus'),
    env: { ANTHROPIC_DEFAULT_OPUS_MODEL: 'claude-opus-4-6' },
    settings: { modelOverrides: { 'claude-opus-5-5': 'gateway-opus' } },
  },
};

if (import.meta.url === `file://${process.argv[1]}`) console.log(Object.keys(shapingSetups).join(' '));
