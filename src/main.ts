import * as core from '@actions/core';
import Anthropic from '@anthropic-ai/sdk';
core.info(`hello ${typeof Anthropic}`);
