export const id = 4894;
export const ids = [4894];
export const modules = {

/***/ 24894:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   structuredOutputFor: () => (/* binding */ structuredOutputFor)
/* harmony export */ });
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42463);

/** Times a workflow agent is sent back to call StructuredOutput before its agent() call gives null. */
const RETRIES = 2;
/**
 * `agent(prompt, {schema})`: as in Claude Code, the subagent is given a StructuredOutput tool whose input schema is
 * the schema, validated at the tool-call layer (a mismatch is an error result, and the model tries again); agent()
 * resolves to the validated object. A schema that is not `{type: 'object', properties}` or does not compile throws at
 * agent(). This module (and Ajv with it) is loaded only when a workflow asks for a schema (workflow-tool.ts).
 */
function structuredOutputFor(schema) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
        return { ok: false, error: 'schema must be a JSON Schema object' };
    const root = schema;
    if (root.type !== 'object' || typeof root.properties !== 'object' || root.properties === null)
        return { ok: false, error: "schema needs {type: 'object', properties: {...}} at its root" };
    let validate;
    try {
        validate = new ajv__WEBPACK_IMPORTED_MODULE_0__.Ajv({ allErrors: true, strict: false }).compile(root);
    }
    catch (error) {
        return { ok: false, error: `schema is not a usable JSON Schema: ${error.message}` };
    }
    let given;
    const tool = {
        name: 'StructuredOutput',
        description: 'Use this tool to return your final response in the requested structured format. You MUST call this tool exactly once at the end of your response to provide the structured output.',
        inputSchema: root,
        readOnly: true,
        validate: (input) => {
            if (validate(input))
                return { ok: true, value: input };
            const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`).join('; ');
            return { ok: false, error: `StructuredOutput: the input does not match the schema: ${problems}` };
        },
        execute: async (input) => {
            given = input;
            return { content: 'Structured output provided successfully', isError: false };
        },
    };
    const check = async (_text, attempt) => {
        if (given !== undefined)
            return { verdict: 'accept', structured: given };
        if (attempt >= RETRIES)
            return { verdict: 'fail', cause: 'structured_output', error: `The agent did not call StructuredOutput after ${RETRIES} reminders` };
        return { verdict: 'continue', message: 'You must call the StructuredOutput tool with your final answer, matching its schema.' };
    };
    return { ok: true, tool, check, value: () => given };
}


/***/ })

};
