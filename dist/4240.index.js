export const id = 4240;
export const ids = [4240];
export const modules = {

/***/ 64240:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compileStructuredOutputCheck: () => (/* binding */ compileStructuredOutputCheck)
/* harmony export */ });
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42463);

/**
 * The `json_schema` check on the final reply: invalid JSON sends the model back with the errors,
 * up to `retries` times, then the run ends `error_max_structured_output_retries`.
 */
function compileStructuredOutputCheck(schema, retries) {
    let validate;
    try {
        validate = new ajv__WEBPACK_IMPORTED_MODULE_0__.Ajv({ allErrors: true, strict: false }).compile(schema);
    }
    catch (error) {
        return { ok: false, error: `input json_schema: not a usable JSON Schema: ${error.message}` };
    }
    const check = async (text, attempt) => {
        const parsed = parseJson(text);
        let problem;
        if (!parsed.ok) {
            problem = `it is not valid JSON (${parsed.error})`;
        }
        else if (validate(parsed.value)) {
            return { verdict: 'accept', structured: parsed.value };
        }
        else {
            problem = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`).join('; ');
        }
        if (attempt >= retries) {
            return {
                verdict: 'fail',
                cause: 'structured_output',
                error: `The final answer is still not valid for json_schema after ${retries} retries: ${problem}`,
            };
        }
        return {
            verdict: 'continue',
            message: `Your final answer must be a single JSON value valid against the JSON Schema in your instructions, but ${problem}. Reply again with only the corrected JSON.`,
        };
    };
    return { ok: true, check };
}
/** Accepts the JSON bare or inside one code fence, which models add out of habit. */
function parseJson(text) {
    const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n```\s*$/.exec(text.trim());
    try {
        return { ok: true, value: JSON.parse(fenced?.[1] ?? text) };
    }
    catch (error) {
        return { ok: false, error: error.message };
    }
}


/***/ })

};
