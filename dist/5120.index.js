export const id = 5120;
export const ids = [5120];
export const modules = {

/***/ 65120:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AvailableToolsLimitExceededError: () => (/* reexport */ messages/* AvailableToolsLimitExceededError */.H_),
  BROWSER_MEMBER_NAME_VALUES: () => (/* reexport */ messages/* BROWSER_MEMBER_NAME_VALUES */.vq),
  Batches: () => (/* reexport */ batches/* Batches */.p),
  COMPUTER_MEMBER_NAME_VALUES: () => (/* reexport */ messages/* COMPUTER_MEMBER_NAME_VALUES */.yh),
  CompactionBlockAmbiguousError: () => (/* reexport */ messages/* CompactionBlockAmbiguousError */.f_),
  CompactionBlockMisplacedError: () => (/* reexport */ messages/* CompactionBlockMisplacedError */.Hn),
  CompactionContentMismatchError: () => (/* reexport */ messages/* CompactionContentMismatchError */.np),
  CompactionIncompleteTurnError: () => (/* reexport */ messages/* CompactionIncompleteTurnError */.JP),
  CompactionNothingToSummarizeError: () => (/* reexport */ messages/* CompactionNothingToSummarizeError */.Jq),
  CompactionSignatureInvalidError: () => (/* reexport */ messages/* CompactionSignatureInvalidError */.Hz),
  CompactionTooManyToolReferencesError: () => (/* reexport */ messages/* CompactionTooManyToolReferencesError */.rh),
  CompactionToolChangesMismatchError: () => (/* reexport */ messages/* CompactionToolChangesMismatchError */.F$),
  CompactionUnavailableError: () => (/* reexport */ messages/* CompactionUnavailableError */.y2),
  ImageDimensionsTooLargeError: () => (/* reexport */ messages/* ImageDimensionsTooLargeError */.WK),
  Messages: () => (/* reexport */ messages/* Messages */.B2),
  ThreadAlreadyContinuedError: () => (/* reexport */ messages/* ThreadAlreadyContinuedError */.SK),
  ThreadContinueInFlightError: () => (/* reexport */ messages/* ThreadContinueInFlightError */.Ph),
  ThreadFingerprintMismatchError: () => (/* reexport */ messages/* ThreadFingerprintMismatchError */.lf),
  ThreadNotFoundError: () => (/* reexport */ messages/* ThreadNotFoundError */.Ws),
  ThreadUnsupportedRequestError: () => (/* reexport */ messages/* ThreadUnsupportedRequestError */.nP),
  ToolNameConflictError: () => (/* reexport */ messages/* ToolNameConflictError */.i4),
  ToolReferenceUnresolvedError: () => (/* reexport */ messages/* ToolReferenceUnresolvedError */.tp)
});

// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/resources/messages/messages.mjs + 3 modules
var messages = __webpack_require__(40980);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/resources/messages/batches.mjs
var batches = __webpack_require__(94909);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/messages/index.mjs


//# sourceMappingURL=index.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/messages.mjs

//# sourceMappingURL=messages.mjs.map

/***/ })

};
