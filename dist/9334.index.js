export const id = 9334;
export const ids = [9334];
export const modules = {

/***/ 95099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ diag)
/* harmony export */ });
/* harmony import */ var _api_diag_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7740);

//#region src/diag-api.ts
/**
* Entrypoint for Diag API.
* Defines Diagnostic handler used for internal diagnostic logging operations.
* The default provides a Noop DiagLogger implementation which may be changed via the
* diag.setLogger(logger: DiagLogger) function.
*
* @since 1.0.0
*/
const diag = _api_diag_mjs__WEBPACK_IMPORTED_MODULE_0__/* .DiagAPI */ .K.instance();
//#endregion


//# sourceMappingURL=diag-api.mjs.map

/***/ }),

/***/ 8916:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ SeverityNumber)
/* harmony export */ });
//#region src/logs/LogRecord.ts
let SeverityNumber = /* @__PURE__ */ function(SeverityNumber) {
	SeverityNumber[SeverityNumber["UNSPECIFIED"] = 0] = "UNSPECIFIED";
	SeverityNumber[SeverityNumber["TRACE"] = 1] = "TRACE";
	SeverityNumber[SeverityNumber["TRACE2"] = 2] = "TRACE2";
	SeverityNumber[SeverityNumber["TRACE3"] = 3] = "TRACE3";
	SeverityNumber[SeverityNumber["TRACE4"] = 4] = "TRACE4";
	SeverityNumber[SeverityNumber["DEBUG"] = 5] = "DEBUG";
	SeverityNumber[SeverityNumber["DEBUG2"] = 6] = "DEBUG2";
	SeverityNumber[SeverityNumber["DEBUG3"] = 7] = "DEBUG3";
	SeverityNumber[SeverityNumber["DEBUG4"] = 8] = "DEBUG4";
	SeverityNumber[SeverityNumber["INFO"] = 9] = "INFO";
	SeverityNumber[SeverityNumber["INFO2"] = 10] = "INFO2";
	SeverityNumber[SeverityNumber["INFO3"] = 11] = "INFO3";
	SeverityNumber[SeverityNumber["INFO4"] = 12] = "INFO4";
	SeverityNumber[SeverityNumber["WARN"] = 13] = "WARN";
	SeverityNumber[SeverityNumber["WARN2"] = 14] = "WARN2";
	SeverityNumber[SeverityNumber["WARN3"] = 15] = "WARN3";
	SeverityNumber[SeverityNumber["WARN4"] = 16] = "WARN4";
	SeverityNumber[SeverityNumber["ERROR"] = 17] = "ERROR";
	SeverityNumber[SeverityNumber["ERROR2"] = 18] = "ERROR2";
	SeverityNumber[SeverityNumber["ERROR3"] = 19] = "ERROR3";
	SeverityNumber[SeverityNumber["ERROR4"] = 20] = "ERROR4";
	SeverityNumber[SeverityNumber["FATAL"] = 21] = "FATAL";
	SeverityNumber[SeverityNumber["FATAL2"] = 22] = "FATAL2";
	SeverityNumber[SeverityNumber["FATAL3"] = 23] = "FATAL3";
	SeverityNumber[SeverityNumber["FATAL4"] = 24] = "FATAL4";
	return SeverityNumber;
}({});
//#endregion


//# sourceMappingURL=LogRecord.mjs.map

/***/ }),

/***/ 18007:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ ValueType)
/* harmony export */ });
//#region src/metrics/Metric.ts
/**
* The Type of value. It describes how the data is reported.
*
* @since 1.3.0
*/
let ValueType = /* @__PURE__ */ function(ValueType) {
	ValueType[ValueType["INT"] = 0] = "INT";
	ValueType[ValueType["DOUBLE"] = 1] = "DOUBLE";
	return ValueType;
}({});
//#endregion


//# sourceMappingURL=Metric.mjs.map

/***/ }),

/***/ 72502:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ createNoopMeter)
/* harmony export */ });
/* unused harmony exports NOOP_COUNTER_METRIC, NOOP_GAUGE_METRIC, NOOP_HISTOGRAM_METRIC, NOOP_METER, NOOP_OBSERVABLE_COUNTER_METRIC, NOOP_OBSERVABLE_GAUGE_METRIC, NOOP_OBSERVABLE_UP_DOWN_COUNTER_METRIC, NOOP_UP_DOWN_COUNTER_METRIC, NoopCounterMetric, NoopGaugeMetric, NoopHistogramMetric, NoopMeter, NoopMetric, NoopObservableCounterMetric, NoopObservableGaugeMetric, NoopObservableMetric, NoopObservableUpDownCounterMetric, NoopUpDownCounterMetric */
//#region src/metrics/NoopMeter.ts
/**
* NoopMeter is a noop implementation of the {@link Meter} interface. It reuses
* constant NoopMetrics for all of its methods.
*/
var NoopMeter = class {
	constructor() {}
	/**
	* @see {@link Meter.createGauge}
	*/
	createGauge(_name, _options) {
		return NOOP_GAUGE_METRIC;
	}
	/**
	* @see {@link Meter.createHistogram}
	*/
	createHistogram(_name, _options) {
		return NOOP_HISTOGRAM_METRIC;
	}
	/**
	* @see {@link Meter.createCounter}
	*/
	createCounter(_name, _options) {
		return NOOP_COUNTER_METRIC;
	}
	/**
	* @see {@link Meter.createUpDownCounter}
	*/
	createUpDownCounter(_name, _options) {
		return NOOP_UP_DOWN_COUNTER_METRIC;
	}
	/**
	* @see {@link Meter.createObservableGauge}
	*/
	createObservableGauge(_name, _options) {
		return NOOP_OBSERVABLE_GAUGE_METRIC;
	}
	/**
	* @see {@link Meter.createObservableCounter}
	*/
	createObservableCounter(_name, _options) {
		return NOOP_OBSERVABLE_COUNTER_METRIC;
	}
	/**
	* @see {@link Meter.createObservableUpDownCounter}
	*/
	createObservableUpDownCounter(_name, _options) {
		return NOOP_OBSERVABLE_UP_DOWN_COUNTER_METRIC;
	}
	/**
	* @see {@link Meter.addBatchObservableCallback}
	*/
	addBatchObservableCallback(_callback, _observables) {}
	/**
	* @see {@link Meter.removeBatchObservableCallback}
	*/
	removeBatchObservableCallback(_callback) {}
};
var NoopMetric = class {};
var NoopCounterMetric = class extends NoopMetric {
	add(_value, _attributes) {}
};
var NoopUpDownCounterMetric = class extends NoopMetric {
	add(_value, _attributes) {}
};
var NoopGaugeMetric = class extends NoopMetric {
	record(_value, _attributes) {}
};
var NoopHistogramMetric = class extends NoopMetric {
	record(_value, _attributes) {}
};
var NoopObservableMetric = class {
	addCallback(_callback) {}
	removeCallback(_callback) {}
};
var NoopObservableCounterMetric = class extends NoopObservableMetric {};
var NoopObservableGaugeMetric = class extends NoopObservableMetric {};
var NoopObservableUpDownCounterMetric = class extends NoopObservableMetric {};
const NOOP_METER = new NoopMeter();
const NOOP_COUNTER_METRIC = new NoopCounterMetric();
const NOOP_GAUGE_METRIC = new NoopGaugeMetric();
const NOOP_HISTOGRAM_METRIC = new NoopHistogramMetric();
const NOOP_UP_DOWN_COUNTER_METRIC = new NoopUpDownCounterMetric();
const NOOP_OBSERVABLE_COUNTER_METRIC = new NoopObservableCounterMetric();
const NOOP_OBSERVABLE_GAUGE_METRIC = new NoopObservableGaugeMetric();
const NOOP_OBSERVABLE_UP_DOWN_COUNTER_METRIC = new NoopObservableUpDownCounterMetric();
/**
* Create a no-op Meter
*
* @since 1.3.0
*/
function createNoopMeter() {
	return NOOP_METER;
}
//#endregion


//# sourceMappingURL=NoopMeter.mjs.map

/***/ }),

/***/ 38574:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ TraceFlags)
/* harmony export */ });
//#region src/trace/trace_flags.ts
/**
* @since 1.0.0
*/
let TraceFlags = /* @__PURE__ */ function(TraceFlags) {
	/** Represents no flag set. */
	TraceFlags[TraceFlags["NONE"] = 0] = "NONE";
	/** Bit to represent whether trace is sampled in trace flags. */
	TraceFlags[TraceFlags["SAMPLED"] = 1] = "SAMPLED";
	return TraceFlags;
}({});
//#endregion


//# sourceMappingURL=trace_flags.mjs.map

/***/ }),

/***/ 55931:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ ExportResultCode)
/* harmony export */ });
//#region src/ExportResult.ts
let ExportResultCode = /* @__PURE__ */ function(ExportResultCode) {
	ExportResultCode[ExportResultCode["SUCCESS"] = 0] = "SUCCESS";
	ExportResultCode[ExportResultCode["FAILED"] = 1] = "FAILED";
	return ExportResultCode;
}({});
//#endregion


//# sourceMappingURL=ExportResult.mjs.map

/***/ }),

/***/ 1267:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J1: () => (/* binding */ cleanAttributes),
/* harmony export */   KF: () => (/* binding */ maybeAddAttribute),
/* harmony export */   Pr: () => (/* binding */ cleanSimpleAttributes),
/* harmony export */   Y6: () => (/* binding */ isSimpleAttributeValue),
/* harmony export */   qv: () => (/* binding */ AddAttributeDecision)
/* harmony export */ });
/* unused harmony exports isAnyValue, isAttributeValue, maybeAddSimpleAttribute, sanitizeAttributes */
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95099);

//#region src/common/attributes.ts
let AddAttributeDecision = /* @__PURE__ */ function(AddAttributeDecision) {
	AddAttributeDecision[AddAttributeDecision["DROP_UNDEFINED"] = 0] = "DROP_UNDEFINED";
	AddAttributeDecision[AddAttributeDecision["DROP_INVALID"] = 1] = "DROP_INVALID";
	AddAttributeDecision[AddAttributeDecision["DROP_LIMIT_REACHED"] = 2] = "DROP_LIMIT_REACHED";
	AddAttributeDecision[AddAttributeDecision["ADD_NEW"] = 3] = "ADD_NEW";
	AddAttributeDecision[AddAttributeDecision["ADD_OVERWRITE_EXISTING"] = 4] = "ADD_OVERWRITE_EXISTING";
	return AddAttributeDecision;
}({});
const DEFAULT_ATTRIBUTE_LIMITS = {
	attributeCountLimit: 128,
	attributeValueLengthLimit: Infinity
};
/**
* Maybe add the `key`/`val` attribute to the given `attributes`.
* - "Maybe" because this ensures the `key` is valid (the string is not empty),
*   the `val` is an accepted spec AnyValue type (see `isAnyValue` below),
*   and the attribute does not need to be dropped because of a count limit.
*   Note that the TypeScript `AnyValue` type is *looser* than the spec
*   `AnyValue`.
* - This also applies attribute count and value length limits.
* - This returns an `AddAttributeDecision` enum value indicating whether,
*   why, and how the attribute was added. This can be relevant for the
*   caller updating metrics (e.g. `droppedAttributesCount`).
*/
function maybeAddAttribute(opts) {
	return maybeAddAttributeInternal(opts, isAnyValue);
}
/**
* A version of `maybeAddAttribute` that limits allowed attribute value
* types to "simple" types (`SimpleAttributeValue`).
*/
function maybeAddSimpleAttribute(opts) {
	return maybeAddAttributeInternal(opts, isSimpleAttributeValue);
}
function maybeAddAttributeInternal(opts, isValidValue) {
	if (opts.value === void 0) return 0;
	if (opts.key.length === 0) {
		_opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .diag */ .s.warn(`Invalid attribute key: ${opts.key}`);
		return 1;
	}
	const isNewKey = !Object.hasOwn(opts.attributes, opts.key);
	if (isNewKey && opts.currentAttributesCount >= opts.limits.attributeCountLimit) return 2;
	if (!isValidValue(opts.value)) {
		_opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .diag */ .s.warn(`Invalid attribute value set for key: ${opts.key}`);
		return 1;
	}
	let attributeValueLengthLimit = opts.limits.attributeValueLengthLimit;
	if (attributeValueLengthLimit <= 0) {
		_opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .diag */ .s.warn(`Invalid attributeValueLengthLimit: must be positive, got ${attributeValueLengthLimit} (ignoring)`);
		attributeValueLengthLimit = Infinity;
	}
	opts.attributes[opts.key] = copyAndTruncAnyValue(opts.value, attributeValueLengthLimit);
	if (isNewKey) return 3;
	return 4;
}
/**
* Clean a given set of attributes.
* - `undefined` values, at the top-level and properties of nested objects,
*   are silently dropped
* - invalid attribute value types are removed, with a warning
* - attribute count and value length *limits* are applied
*
* The call signature is meant to make it ergonomic for creating SDK things
* that take `attributes` and `droppedAttributesCount` arguments, e.g.:
*    this.links({
*      context: opts.context,
*      ...cleanAttributes(opts.attributes, attributeLimits)
*    });
*
* If the given `inAttributes` is undefined, then the properties in the
* return value will be undefined.
*/
function cleanAttributes(inAttributes, limits) {
	return cleanAttributesInternal(inAttributes, limits, isAnyValue);
}
/**
* A version of `cleanAttributes` that limits allowed attribute value types to
* "simple" types (`SimpleAttributeValue`).
*/
function cleanSimpleAttributes(inAttributes, limits) {
	return cleanAttributesInternal(inAttributes, limits, isSimpleAttributeValue);
}
function cleanAttributesInternal(inAttributes, limits, isValidValue) {
	if (typeof inAttributes !== "object" || inAttributes == null) return {};
	const attributes = {};
	let droppedAttributesCount = 0;
	let attributeValueLengthLimit = limits.attributeValueLengthLimit;
	if (attributeValueLengthLimit <= 0) {
		_opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .diag */ .s.warn(`Invalid attributeValueLengthLimit: must be positive, got ${attributeValueLengthLimit} (ignoring)`);
		attributeValueLengthLimit = Infinity;
	}
	let count = 0;
	for (const [key, val] of Object.entries(inAttributes)) {
		if (val === void 0) continue;
		if (count >= limits.attributeCountLimit) {
			droppedAttributesCount++;
			continue;
		}
		if (key.length === 0) {
			_opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .diag */ .s.warn(`Invalid attribute key: ${key}`);
			droppedAttributesCount++;
			continue;
		}
		if (!isValidValue(val)) {
			_opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .diag */ .s.warn(`Invalid attribute value set for key: ${key}`);
			droppedAttributesCount++;
			continue;
		}
		attributes[key] = copyAndTruncAnyValue(val, attributeValueLengthLimit);
		count++;
	}
	return {
		attributes,
		droppedAttributesCount
	};
}
/**
* Returns true iff the given value is a supported AnyValue per
* https://opentelemetry.io/docs/specs/otel/common/#anyvalue
*
* - Primitives/scalars: string, boolean, number
*   (Note that this *excludes* BigInt and Symbol)
* - Byte arrays (Uint8Array, Buffer)
* - Arrays of AnyValue (heterogeneous arrays allowed)
* - Maps from string to AnyValue (nested objects)
* - Empty values (null)
*
* Notes:
* - `undefined` is *not* considered an AnyValue.
*
* @param val
* @returns true if the value is a valid AnyValue, false otherwise
*/
function isAnyValue(val) {
	return isAnyValueInternal(val, /* @__PURE__ */ new WeakSet());
}
function isAnyValueInternal(val, visited) {
	switch (typeof val) {
		case "undefined":
		case "bigint":
		case "symbol":
		case "function": return false;
		case "string":
		case "number":
		case "boolean": return true;
		case "object": break;
		default: return false;
	}
	if (val === null) return true;
	if (val instanceof Uint8Array) return true;
	if (visited.has(val)) return false;
	visited.add(val);
	const isValid = isAnyValueObject(val, visited);
	visited.delete(val);
	return isValid;
}
function isAnyValueObject(val, visited) {
	if (Array.isArray(val)) {
		for (const item of val) if (item !== void 0 && !isAnyValueInternal(item, visited)) return false;
		return true;
	}
	const obj = val;
	if (obj.constructor !== Object && obj.constructor !== void 0) return false;
	for (const k of Object.keys(obj)) {
		const v = obj[k];
		if (v !== void 0 && !isAnyValueInternal(v, visited)) return false;
	}
	return true;
}
/**
* Attribute value length limiting/truncation per:
* https://opentelemetry.io/docs/specs/otel/common/#attribute-limits
*
* For arrays and objects, this also returns a deep copy to avoid mutating data
* passed in by calling code.
*
* @param {AnyValue} val - The attribute value. We are assuming this has
*    already been guarded by `isAnyValue`. This filters out non-plain objects,
*    like RegExp & Date, and circular references.
*/
function copyAndTruncAnyValue(val, limit) {
	switch (typeof val) {
		case "number":
		case "boolean":
		case "undefined":
		case "bigint":
		case "symbol":
		case "function": return val;
		case "string": if (val.length <= limit) return val;
		else return val.substring(0, limit);
		case "object": break;
		default: return val;
	}
	if (val === null) return val;
	if (val instanceof Uint8Array) {
		if (val.length <= limit) return val;
		else return val.slice(0, limit);
	}
	if (Array.isArray(val)) return val.map((elem) => copyAndTruncAnyValue(elem, limit));
	const truncObj = {};
	const obj = val;
	for (const k of Object.keys(obj)) if (obj[k] !== void 0) truncObj[k] = copyAndTruncAnyValue(obj[k], limit);
	return truncObj;
}
/**
* Clean the given attributes to just those with "simple" attribute types.
* This remains for backwards compatibility with 2.x.
*
* Changes to previous behavior:
* - a default attribute count limit of 128 is applied
* - nullish values (except in arrays) are removed
*
* @deprecated Use `cleanAttributes` or `cleanSimpleAttributes`.
*/
function sanitizeAttributes(inAttributes) {
	const { attributes } = cleanSimpleAttributes(inAttributes, DEFAULT_ATTRIBUTE_LIMITS);
	return attributes ?? {};
}
/**
* Return true if the given attribute value is a "simple" attribute value type.
*
* Changes to previous behavior: nullish values now return *false*.
*
* @deprecated use `isAnyValue`, or `isSimpleAttributeValue`.
*/
const isAttributeValue = (/* unused pure expression or super */ null && (isSimpleAttributeValue));
function isSimpleAttributeValue(val) {
	if (Array.isArray(val)) return isHomogeneousAttributeValueArray(val);
	return isValidPrimitiveAttributeValueType(typeof val);
}
function isHomogeneousAttributeValueArray(arr) {
	let type;
	for (const element of arr) {
		if (element == null) continue;
		const elementType = typeof element;
		if (elementType === type) continue;
		if (!type) {
			if (isValidPrimitiveAttributeValueType(elementType)) {
				type = elementType;
				continue;
			}
			return false;
		}
		return false;
	}
	return true;
}
function isValidPrimitiveAttributeValueType(valType) {
	switch (valType) {
		case "number":
		case "boolean":
		case "string": return true;
	}
	return false;
}
//#endregion


//# sourceMappingURL=attributes.mjs.map

/***/ }),

/***/ 61185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s: () => (/* binding */ globalErrorHandler)
});

// UNUSED EXPORTS: setGlobalErrorHandler

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/common/logging-error-handler.mjs

//#region src/common/logging-error-handler.ts
/**
* Returns a function that logs an error using the provided logger, or a
* console logger if one was not provided.
*/
function loggingErrorHandler() {
	return (ex) => {
		diag_api/* diag */.s.error(stringifyException(ex));
	};
}
/**
* Converts an exception into a string representation
* @param {Exception} ex
*/
function stringifyException(ex) {
	if (typeof ex === "string") return ex;
	else return JSON.stringify(flattenException(ex));
}
/**
* Flattens an exception into key-value pairs by traversing the prototype chain
* and coercing values to strings. Duplicate properties will not be overwritten;
* the first insert wins.
*/
function flattenException(ex) {
	const result = {};
	let current = ex;
	while (current !== null) {
		Object.getOwnPropertyNames(current).forEach((propertyName) => {
			if (result[propertyName]) return;
			const value = current[propertyName];
			if (value) result[propertyName] = String(value);
		});
		current = Object.getPrototypeOf(current);
	}
	return result;
}
//#endregion


//# sourceMappingURL=logging-error-handler.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/common/global-error-handler.mjs

//#region src/common/global-error-handler.ts
/** The global error handler delegate */
let delegateHandler = loggingErrorHandler();
/**
* Set the global error handler
* @param {ErrorHandler} handler
*/
function setGlobalErrorHandler(handler) {
	delegateHandler = handler;
}
/**
* Return the global error handler
* @param {Exception} ex
*/
function globalErrorHandler(ex) {
	try {
		delegateHandler(ex);
	} catch {}
}
//#endregion


//# sourceMappingURL=global-error-handler.mjs.map

/***/ }),

/***/ 37463:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ir: () => (/* binding */ isTimeInput),
/* harmony export */   JU: () => (/* binding */ hrTimeToMilliseconds),
/* harmony export */   KJ: () => (/* binding */ timeInputToHrTime),
/* harmony export */   VL: () => (/* binding */ isTimeInputHrTime),
/* harmony export */   W5: () => (/* binding */ hrTimeDuration),
/* harmony export */   YP: () => (/* binding */ hrTimeToSeconds),
/* harmony export */   _5: () => (/* binding */ hrTime),
/* harmony export */   lg: () => (/* binding */ millisToHrTime),
/* harmony export */   mw: () => (/* binding */ addHrTimes),
/* harmony export */   u5: () => (/* binding */ hrTimeToNanoseconds),
/* harmony export */   w_: () => (/* binding */ hrTimeToMicroseconds)
/* harmony export */ });
/* unused harmony export hrTimeToTimeStamp */
//#region src/common/time.ts
const NANOSECOND_DIGITS = 9;
const MILLISECONDS_TO_NANOSECONDS = Math.pow(10, 6);
const SECOND_TO_NANOSECONDS = Math.pow(10, NANOSECOND_DIGITS);
/**
* Converts a number of milliseconds from epoch to HrTime([seconds, remainder in nanoseconds]).
* @param epochMillis
*/
function millisToHrTime(epochMillis) {
	const epochSeconds = epochMillis / 1e3;
	return [Math.trunc(epochSeconds), Math.round(epochMillis % 1e3 * MILLISECONDS_TO_NANOSECONDS)];
}
/**
* Returns an hrtime calculated via performance component.
* @param performanceNow
*/
function hrTime(performanceNow) {
	return addHrTimes(millisToHrTime(performance.timeOrigin), millisToHrTime(typeof performanceNow === "number" ? performanceNow : performance.now()));
}
/**
*
* Converts a TimeInput to an HrTime, defaults to _hrtime().
* @param time
*/
function timeInputToHrTime(time) {
	if (isTimeInputHrTime(time)) return time;
	else if (typeof time === "number") {
		if (time < performance.timeOrigin / 2) return hrTime(time);
		else return millisToHrTime(time);
	} else if (time instanceof Date) return millisToHrTime(time.getTime());
	else throw TypeError("Invalid input type");
}
/**
* Returns a duration of two hrTime.
* @param startTime
* @param endTime
*/
function hrTimeDuration(startTime, endTime) {
	let seconds = endTime[0] - startTime[0];
	let nanos = endTime[1] - startTime[1];
	if (nanos < 0) {
		seconds -= 1;
		nanos += SECOND_TO_NANOSECONDS;
	}
	return [seconds, nanos];
}
/**
* Convert hrTime to timestamp, for example "2019-05-14T17:00:00.000123456Z"
* @param time
*/
function hrTimeToTimeStamp(time) {
	const precision = NANOSECOND_DIGITS;
	const tmp = `${"0".repeat(precision)}${time[1]}Z`;
	const nanoString = tmp.substring(tmp.length - precision - 1);
	return (/* @__PURE__ */ new Date(time[0] * 1e3)).toISOString().replace("000Z", nanoString);
}
/**
* Convert hrTime to nanoseconds.
* @param time
*/
function hrTimeToNanoseconds(time) {
	return time[0] * SECOND_TO_NANOSECONDS + time[1];
}
/**
* Convert hrTime to microseconds.
* @param time
*/
function hrTimeToMicroseconds(time) {
	return time[0] * 1e6 + time[1] / 1e3;
}
/**
* Convert hrTime to milliseconds.
* @param time
*/
function hrTimeToMilliseconds(time) {
	return time[0] * 1e3 + time[1] / 1e6;
}
/**
* Convert hrTime to seconds.
* @param time
*/
function hrTimeToSeconds(time) {
	return time[0] + time[1] / SECOND_TO_NANOSECONDS;
}
/**
* check if time is HrTime
* @param value
*/
function isTimeInputHrTime(value) {
	return Array.isArray(value) && value.length === 2 && typeof value[0] === "number" && typeof value[1] === "number";
}
/**
* check if input value is a correct types.TimeInput
* @param value
*/
function isTimeInput(value) {
	return isTimeInputHrTime(value) || typeof value === "number" || value instanceof Date;
}
/**
* Given 2 HrTime formatted times, return their sum as an HrTime.
*/
function addHrTimes(time1, time2) {
	const out = [time1[0] + time2[0], time1[1] + time2[1]];
	if (out[1] >= SECOND_TO_NANOSECONDS) {
		out[1] -= SECOND_TO_NANOSECONDS;
		out[0] += 1;
	}
	return out;
}
//#endregion


//# sourceMappingURL=time.mjs.map

/***/ }),

/***/ 76512:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M1: () => (/* binding */ suppressTracing),
/* harmony export */   Zf: () => (/* binding */ isTracingSuppressed)
/* harmony export */ });
/* unused harmony export unsuppressTracing */
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11802);

//#region src/trace/suppress-tracing.ts
const SUPPRESS_TRACING_KEY = (0,_opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .createContextKey */ .n)("OpenTelemetry SDK Context Key SUPPRESS_TRACING");
function suppressTracing(context) {
	return context.setValue(SUPPRESS_TRACING_KEY, true);
}
function unsuppressTracing(context) {
	return context.deleteValue(SUPPRESS_TRACING_KEY);
}
function isTracingSuppressed(context) {
	return context.getValue(SUPPRESS_TRACING_KEY) === true;
}
//#endregion


//# sourceMappingURL=suppress-tracing.mjs.map

/***/ }),

/***/ 21968:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ BindOnceFuture)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/utils/promise.mjs
//#region src/utils/promise.ts
var Deferred = class {
	_promise;
	_resolve;
	_reject;
	constructor() {
		this._promise = new Promise((resolve, reject) => {
			this._resolve = resolve;
			this._reject = reject;
		});
	}
	get promise() {
		return this._promise;
	}
	resolve(val) {
		this._resolve(val);
	}
	reject(err) {
		this._reject(err);
	}
};
//#endregion


//# sourceMappingURL=promise.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/utils/callback.mjs

//#region src/utils/callback.ts
/**
* Bind the callback and only invoke the callback once regardless how many times `BindOnceFuture.call` is invoked.
*/
var BindOnceFuture = class {
	_isCalled = false;
	_deferred = new Deferred();
	_callback;
	_that;
	constructor(callback, that) {
		this._callback = callback;
		this._that = that;
	}
	get isCalled() {
		return this._isCalled;
	}
	get promise() {
		return this._deferred.promise;
	}
	call(...args) {
		if (!this._isCalled) {
			this._isCalled = true;
			try {
				Promise.resolve(this._callback.call(this._that, ...args)).then((val) => this._deferred.resolve(val), (err) => this._deferred.reject(err));
			} catch (err) {
				this._deferred.reject(err);
			}
		}
		return this._deferred.promise;
	}
};
//#endregion


//# sourceMappingURL=callback.mjs.map

/***/ }),

/***/ 19481:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gk: () => (/* binding */ defaultResource),
  QZ: () => (/* binding */ resourceFromAttributes)
});

// UNUSED EXPORTS: emptyResource, resourceFromDetectedResource

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/utils.mjs
//#region src/utils.ts
const isPromiseLike = (val) => {
	return val !== null && typeof val === "object" && typeof val.then === "function";
};
//#endregion


//# sourceMappingURL=utils.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/attributes.mjs
var attributes = __webpack_require__(1267);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/version.mjs
//#region src/version.ts
const VERSION = "3.1.1";
//#endregion


//# sourceMappingURL=version.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/semconv.mjs
//#region src/semconv.ts
/**
* The name of the runtime of this process.
*
* @example OpenJDK Runtime Environment
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_RUNTIME_NAME = "process.runtime.name";
//#endregion


//# sourceMappingURL=semconv.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/semantic-conventions/dist/stable_attributes.mjs
var stable_attributes = __webpack_require__(42123);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/platform/node/sdk-info.mjs



//#region src/platform/node/sdk-info.ts
/** Constants describing the SDK in use */
const SDK_INFO = {
	[stable_attributes/* ATTR_TELEMETRY_SDK_NAME */.Jqu]: "opentelemetry",
	[ATTR_PROCESS_RUNTIME_NAME]: "node",
	[stable_attributes/* ATTR_TELEMETRY_SDK_LANGUAGE */.E$0]: stable_attributes/* TELEMETRY_SDK_LANGUAGE_VALUE_NODEJS */.IIL,
	[stable_attributes/* ATTR_TELEMETRY_SDK_VERSION */.aJA]: VERSION
};
//#endregion


//# sourceMappingURL=sdk-info.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/default-service-name.mjs
//#region src/detectors/platform/node/default-service-name.ts
let serviceName;
/**
* Returns the default service name for OpenTelemetry resources:
* "unknown_service:<process.argv0>", or "unknown_service" when the
* process name is unavailable.
*/
function defaultServiceName() {
	if (serviceName === void 0) try {
		const argv0 = globalThis.process.argv0;
		serviceName = argv0 ? `unknown_service:${argv0}` : "unknown_service";
	} catch {
		serviceName = "unknown_service";
	}
	return serviceName;
}
/** @internal For testing purposes only */
function _clearDefaultServiceNameCache() {
	serviceName = void 0;
}
//#endregion


//# sourceMappingURL=default-service-name.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/ResourceImpl.mjs





//#region src/ResourceImpl.ts
var ResourceImpl = class ResourceImpl {
	_rawAttributes;
	_asyncAttributesPending = false;
	_schemaUrl;
	_memoizedAttributes;
	static FromAttributeList(attributes, options) {
		const res = new ResourceImpl({}, options);
		res._rawAttributes = guardedRawAttributes(attributes);
		res._asyncAttributesPending = attributes.filter(([_, val]) => isPromiseLike(val)).length > 0;
		return res;
	}
	constructor(resource, options) {
		const attributes = resource.attributes ?? {};
		this._rawAttributes = Object.entries(attributes).map(([k, v]) => {
			if (isPromiseLike(v)) this._asyncAttributesPending = true;
			return [k, v];
		});
		this._rawAttributes = guardedRawAttributes(this._rawAttributes);
		this._schemaUrl = validateSchemaUrl(options?.schemaUrl);
	}
	get asyncAttributesPending() {
		return this._asyncAttributesPending;
	}
	async waitForAsyncAttributes() {
		if (!this.asyncAttributesPending) return;
		for (let i = 0; i < this._rawAttributes.length; i++) {
			const [k, v] = this._rawAttributes[i];
			this._rawAttributes[i] = [k, isPromiseLike(v) ? await v : v];
		}
		this._asyncAttributesPending = false;
	}
	get attributes() {
		if (this.asyncAttributesPending) diag_api/* diag */.s.error("Accessing resource attributes before async attributes settled");
		if (this._memoizedAttributes) return this._memoizedAttributes;
		const attrs = {};
		for (const [k, v] of this._rawAttributes) {
			if (isPromiseLike(v)) {
				diag_api/* diag */.s.debug(`Unsettled resource attribute ${k} skipped`);
				continue;
			}
			if (Object.hasOwn(attrs, k)) {} else if (k.length === 0) diag_api/* diag */.s.warn("dropping invalid resource attribute key: <empty string>");
			else if (!(0,attributes/* isSimpleAttributeValue */.Y6)(v)) diag_api/* diag */.s.warn(`dropping invalid resource attribute value for key "${k}"`);
			else attrs[k] = v;
		}
		if (!this._asyncAttributesPending) this._memoizedAttributes = attrs;
		return attrs;
	}
	getRawAttributes() {
		return this._rawAttributes;
	}
	get schemaUrl() {
		return this._schemaUrl;
	}
	merge(resource) {
		if (resource == null) return this;
		const mergedSchemaUrl = mergeSchemaUrl(this, resource);
		const mergedOptions = mergedSchemaUrl ? { schemaUrl: mergedSchemaUrl } : void 0;
		return ResourceImpl.FromAttributeList([...resource.getRawAttributes(), ...this.getRawAttributes()], mergedOptions);
	}
};
/**
* Create a `Resource` from the given attributes object.
*
* Only *simple* attributes are supported: string, bool, number, and homogeneous
* arrays of these three scalar types. Complex attribute values will be
* dropped with a warning. (See OTEP 4485.)
*/
function resourceFromAttributes(attributes, options) {
	return ResourceImpl.FromAttributeList(Object.entries(attributes), options);
}
function resourceFromDetectedResource(detectedResource, options) {
	return new ResourceImpl(detectedResource, options);
}
function emptyResource() {
	return resourceFromAttributes({});
}
function defaultResource() {
	return resourceFromAttributes({
		[stable_attributes/* ATTR_SERVICE_NAME */.UX4]: defaultServiceName(),
		[stable_attributes/* ATTR_TELEMETRY_SDK_LANGUAGE */.E$0]: SDK_INFO[stable_attributes/* ATTR_TELEMETRY_SDK_LANGUAGE */.E$0],
		[stable_attributes/* ATTR_TELEMETRY_SDK_NAME */.Jqu]: SDK_INFO[stable_attributes/* ATTR_TELEMETRY_SDK_NAME */.Jqu],
		[stable_attributes/* ATTR_TELEMETRY_SDK_VERSION */.aJA]: SDK_INFO[stable_attributes/* ATTR_TELEMETRY_SDK_VERSION */.aJA]
	});
}
function guardedRawAttributes(attributes) {
	return attributes.map(([k, v]) => {
		if (isPromiseLike(v)) return [k, v.then((val) => val, (err) => {
			diag_api/* diag */.s.debug("promise rejection for resource attribute: %s - %s", k, err);
		})];
		return [k, v];
	});
}
function validateSchemaUrl(schemaUrl) {
	if (typeof schemaUrl === "string" || schemaUrl === void 0) return schemaUrl;
	diag_api/* diag */.s.warn("Schema URL must be string or undefined, got %s. Schema URL will be ignored.", schemaUrl);
}
function mergeSchemaUrl(old, updating) {
	const oldSchemaUrl = old?.schemaUrl;
	const updatingSchemaUrl = updating?.schemaUrl;
	const isOldEmpty = oldSchemaUrl === void 0 || oldSchemaUrl === "";
	const isUpdatingEmpty = updatingSchemaUrl === void 0 || updatingSchemaUrl === "";
	if (isOldEmpty) return updatingSchemaUrl;
	if (isUpdatingEmpty) return oldSchemaUrl;
	if (oldSchemaUrl === updatingSchemaUrl) return oldSchemaUrl;
	diag_api/* diag */.s.warn("Schema URL merge conflict: old resource has \"%s\", updating resource has \"%s\". Resulting resource will have undefined Schema URL.", oldSchemaUrl, updatingSchemaUrl);
}
//#endregion


//# sourceMappingURL=ResourceImpl.mjs.map

/***/ }),

/***/ 22723:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ LoggerProvider$1)
});

// UNUSED EXPORTS: DEFAULT_LOGGER_NAME

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace-api.mjs + 6 modules
var trace_api = __webpack_require__(8408);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/spancontext-utils.mjs
var spancontext_utils = __webpack_require__(48268);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/time.mjs
var time = __webpack_require__(37463);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/attributes.mjs
var attributes = __webpack_require__(1267);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/semantic-conventions/dist/stable_attributes.mjs
var stable_attributes = __webpack_require__(42123);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/LogRecordImpl.mjs



//#region src/LogRecordImpl.ts
var LogRecordImpl = class {
	resource;
	instrumentationScope;
	attributes = {};
	_hrTime;
	_hrTimeObserved;
	_spanContext;
	_severityText;
	_severityNumber;
	_body;
	_eventName;
	_attributesCount = 0;
	_droppedAttributesCount = 0;
	_isReadonly = false;
	_logRecordLimits;
	get hrTime() {
		return this._hrTime;
	}
	set hrTime(hrTime) {
		if (this._isLogRecordReadonly()) return;
		this._hrTime = hrTime;
	}
	get hrTimeObserved() {
		return this._hrTimeObserved;
	}
	set hrTimeObserved(hrTimeObserved) {
		if (this._isLogRecordReadonly()) return;
		this._hrTimeObserved = hrTimeObserved;
	}
	get spanContext() {
		return this._spanContext;
	}
	set spanContext(spanContext) {
		if (this._isLogRecordReadonly()) return;
		this._spanContext = spanContext;
	}
	set severityText(severityText) {
		if (this._isLogRecordReadonly()) return;
		this._severityText = severityText;
	}
	get severityText() {
		return this._severityText;
	}
	set severityNumber(severityNumber) {
		if (this._isLogRecordReadonly()) return;
		this._severityNumber = severityNumber;
	}
	get severityNumber() {
		return this._severityNumber;
	}
	set body(body) {
		if (this._isLogRecordReadonly()) return;
		this._body = body;
	}
	get body() {
		return this._body;
	}
	get eventName() {
		return this._eventName;
	}
	set eventName(eventName) {
		if (this._isLogRecordReadonly()) return;
		this._eventName = eventName;
	}
	get droppedAttributesCount() {
		return this._droppedAttributesCount;
	}
	constructor(_sharedState, instrumentationScope, logRecord) {
		const { timestamp, observedTimestamp, eventName, severityNumber, severityText, body, attributes = {}, exception, context } = logRecord;
		const now = Date.now();
		this._hrTime = (0,time/* timeInputToHrTime */.KJ)(timestamp ?? now);
		this._hrTimeObserved = (0,time/* timeInputToHrTime */.KJ)(observedTimestamp ?? now);
		if (context) {
			const spanContext = trace_api/* trace */.u.getSpanContext(context);
			if (spanContext && spancontext_utils/* isSpanContextValid */.YA(spanContext)) this._spanContext = spanContext;
		}
		this.severityNumber = severityNumber;
		this.severityText = severityText;
		this.body = body;
		this.resource = _sharedState.resource;
		this.instrumentationScope = instrumentationScope;
		this._logRecordLimits = _sharedState.logRecordLimits;
		this._eventName = eventName;
		this.setAttributes(attributes);
		if (exception != null) this._setException(exception);
	}
	setAttribute(key, value) {
		if (this._isLogRecordReadonly()) return this;
		const decision = (0,attributes/* maybeAddAttribute */.KF)({
			key,
			value,
			attributes: this.attributes,
			limits: this._logRecordLimits,
			currentAttributesCount: this._attributesCount
		});
		if (decision === attributes/* AddAttributeDecision */.qv.DROP_LIMIT_REACHED) {
			this._droppedAttributesCount++;
			if (this._droppedAttributesCount === 1) diag_api/* diag */.s.warn("Dropping extra attributes.");
		} else if (decision === attributes/* AddAttributeDecision */.qv.ADD_NEW) this._attributesCount++;
		return this;
	}
	setAttributes(attributes) {
		for (const [k, v] of Object.entries(attributes)) this.setAttribute(k, v);
		return this;
	}
	setBody(body) {
		this.body = body;
		return this;
	}
	setEventName(eventName) {
		this.eventName = eventName;
		return this;
	}
	setSeverityNumber(severityNumber) {
		this.severityNumber = severityNumber;
		return this;
	}
	setSeverityText(severityText) {
		this.severityText = severityText;
		return this;
	}
	/**
	* @internal
	* A LogRecordProcessor may freely modify logRecord for the duration of the OnEmit call.
	* If logRecord is needed after OnEmit returns (i.e. for asynchronous processing) only reads are permitted.
	*/
	_makeReadonly() {
		this._isReadonly = true;
	}
	_setException(exception) {
		let hasMinimumAttributes = false;
		if (typeof exception === "string" || typeof exception === "number") {
			if (!Object.hasOwn(this.attributes, stable_attributes/* ATTR_EXCEPTION_MESSAGE */.wLW)) this.setAttribute(stable_attributes/* ATTR_EXCEPTION_MESSAGE */.wLW, String(exception));
			hasMinimumAttributes = true;
		} else if (exception && typeof exception === "object") {
			const exceptionObj = exception;
			if (exceptionObj.code) {
				if (!Object.hasOwn(this.attributes, stable_attributes/* ATTR_EXCEPTION_TYPE */.d62)) this.setAttribute(stable_attributes/* ATTR_EXCEPTION_TYPE */.d62, exceptionObj.code.toString());
				hasMinimumAttributes = true;
			} else if (exceptionObj.name) {
				if (!Object.hasOwn(this.attributes, stable_attributes/* ATTR_EXCEPTION_TYPE */.d62)) this.setAttribute(stable_attributes/* ATTR_EXCEPTION_TYPE */.d62, exceptionObj.name);
				hasMinimumAttributes = true;
			}
			if (exceptionObj.message) {
				if (!Object.hasOwn(this.attributes, stable_attributes/* ATTR_EXCEPTION_MESSAGE */.wLW)) this.setAttribute(stable_attributes/* ATTR_EXCEPTION_MESSAGE */.wLW, exceptionObj.message);
				hasMinimumAttributes = true;
			}
			if (exceptionObj.stack) {
				if (!Object.hasOwn(this.attributes, stable_attributes/* ATTR_EXCEPTION_STACKTRACE */.MbS)) this.setAttribute(stable_attributes/* ATTR_EXCEPTION_STACKTRACE */.MbS, exceptionObj.stack);
				hasMinimumAttributes = true;
			}
		}
		if (!hasMinimumAttributes) diag_api/* diag */.s.warn(`Failed to record an exception ${exception}`);
	}
	_isLogRecordReadonly() {
		if (this._isReadonly) diag_api/* diag */.s.warn("Can not execute the operation on emitted log record");
		return this._isReadonly;
	}
};
//#endregion


//# sourceMappingURL=LogRecordImpl.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/logs/LogRecord.mjs
var LogRecord = __webpack_require__(8916);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/trace_flags.mjs
var trace_flags = __webpack_require__(38574);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/Logger.mjs


//#region src/Logger.ts
var Logger$1 = class {
	_instrumentationScope;
	_sharedState;
	_loggerConfig;
	constructor(instrumentationScope, sharedState) {
		this._instrumentationScope = instrumentationScope;
		this._sharedState = sharedState;
		this._loggerConfig = this._sharedState.getLoggerConfig(this._instrumentationScope);
	}
	emit(logRecord) {
		const currentContext = logRecord.context || context_api/* context */._.active();
		if (!this.enabled(logRecord)) return;
		/**
		* If a Logger was obtained with include_trace_context=true,
		* the LogRecords it emits MUST automatically include the Trace Context from the active Context,
		* if Context has not been explicitly set.
		*/
		const logRecordInstance = new LogRecordImpl(this._sharedState, this._instrumentationScope, {
			context: currentContext,
			...logRecord
		});
		this._sharedState.loggerMetrics.emitLog();
		/**
		* the explicitly passed Context,
		* the current Context, or an empty Context if the Logger was obtained with include_trace_context=false
		*/
		this._sharedState.activeProcessor.onEmit(logRecordInstance, currentContext);
		/**
		* A LogRecordProcessor may freely modify logRecord for the duration of the OnEmit call.
		* If logRecord is needed after OnEmit returns (i.e. for asynchronous processing) only reads are permitted.
		*/
		logRecordInstance._makeReadonly();
	}
	enabled(options) {
		if (this._sharedState.hasShutdown) return false;
		const loggerConfig = this._loggerConfig;
		if (!loggerConfig.enabled) return false;
		const severityNumber = options?.severityNumber;
		if (typeof severityNumber === "number" && severityNumber !== LogRecord/* SeverityNumber */.F.UNSPECIFIED && severityNumber < loggerConfig.minimumSeverity) return false;
		const currentContext = options?.context || context_api/* context */._.active();
		if (loggerConfig.traceBased) {
			const spanContext = trace_api/* trace */.u.getSpanContext(currentContext);
			if (spanContext && (0,spancontext_utils/* isSpanContextValid */.YA)(spanContext)) {
				if (!((spanContext.traceFlags & trace_flags/* TraceFlags */.X.SAMPLED) === trace_flags/* TraceFlags */.X.SAMPLED)) return false;
			}
		}
		const enabledOpts = {
			context: currentContext,
			instrumentationScope: this._instrumentationScope,
			severityNumber: options?.severityNumber,
			eventName: options?.eventName
		};
		for (const processor of this._sharedState.processors) if (!processor.enabled || processor.enabled(enabledOpts)) return true;
		return false;
	}
};
//#endregion


//# sourceMappingURL=Logger.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/internal/utils.mjs
//#region src/internal/utils.ts
/**
* Normalizes an AnyValue to a JSON-serializable [typeTag, payload] tuple.
*
* Using a type tag as the first element guarantees that two values can only
* produce the same tuple when they have the same type AND the same data,
* avoiding cross-type collisions such as:
*   - null vs NaN vs Infinity (all become JSON `null` via JSON.stringify)
*   - -0 vs 0 (both become JSON `0` via JSON.stringify)
*   - string "null" vs the value null
*
* Object keys are sorted so that attribute maps with the same entries but
* different insertion orders produce the same key.
*/
function normalizeAnyValue(value) {
	if (value === void 0) return ["u", null];
	if (value === null) return ["n", null];
	const valueType = typeof value;
	if (valueType === "string") return ["s", value];
	if (valueType === "boolean") return ["b", value];
	if (valueType === "number") {
		if (Number.isNaN(value)) return ["nan", null];
		if (value === Infinity) return ["inf", null];
		if (value === -Infinity) return ["-inf", null];
		if (Object.is(value, -0)) return ["n0", null];
		return ["d", value];
	}
	if (value instanceof Uint8Array) return ["bytes", Array.from(value)];
	if (Array.isArray(value)) return ["arr", value.map(normalizeAnyValue)];
	return ["map", Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, normalizeAnyValue(v)])];
}
/**
* Converting the instrumentation scope object to a unique identifier string.
* @param scope - The instrumentation scope to convert
* @returns A unique string identifier for the scope
*/
function getInstrumentationScopeKey(scope) {
	return JSON.stringify([
		scope.name,
		scope.version || "",
		scope.schemaUrl || "",
		normalizeAnyValue(scope.attributes ?? {}),
		scope.droppedAttributesCount ?? 0
	]);
}
//#endregion


//# sourceMappingURL=utils.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/export/NoopLogRecordProcessor.mjs
//#region src/export/NoopLogRecordProcessor.ts
var NoopLogRecordProcessor = class {
	forceFlush() {
		return Promise.resolve();
	}
	onEmit(_logRecord, _context) {}
	shutdown() {
		return Promise.resolve();
	}
	enabled(_options) {
		return false;
	}
};
//#endregion


//# sourceMappingURL=NoopLogRecordProcessor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/utils/timeout.mjs
//#region src/utils/timeout.ts
/**
* Error that is thrown on timeouts.
*/
var TimeoutError = class TimeoutError extends Error {
	constructor(message) {
		super(message);
		Object.setPrototypeOf(this, TimeoutError.prototype);
	}
};
/**
* Adds a timeout to a promise and rejects if the specified timeout has elapsed. Also rejects if the specified promise
* rejects, and resolves if the specified promise resolves.
*
* <p> NOTE: this operation will continue even after it throws a {@link TimeoutError}.
*
* @param promise promise to use with timeout.
* @param timeout the timeout in milliseconds until the returned promise is rejected.
*/
function callWithTimeout(promise, timeout) {
	let timeoutHandle;
	const timeoutPromise = new Promise(function timeoutFunction(_resolve, reject) {
		timeoutHandle = setTimeout(function timeoutHandler() {
			reject(new TimeoutError("Operation timed out."));
		}, timeout);
	});
	return Promise.race([promise, timeoutPromise]).then((result) => {
		clearTimeout(timeoutHandle);
		return result;
	}, (reason) => {
		clearTimeout(timeoutHandle);
		throw reason;
	});
}
//#endregion


//# sourceMappingURL=timeout.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/MultiLogRecordProcessor.mjs

//#region src/MultiLogRecordProcessor.ts
/**
* Implementation of the {@link LogRecordProcessor} that simply forwards all
* received events to a list of {@link LogRecordProcessor}s.
*/
var MultiLogRecordProcessor = class {
	processors;
	constructor(processors) {
		this.processors = processors;
	}
	async forceFlush(options) {
		const timeout = options?.timeoutMillis ?? 3e4;
		await Promise.all(this.processors.map((processor) => callWithTimeout(processor.forceFlush(), timeout)));
	}
	onEmit(logRecord, context) {
		this.processors.forEach((processors) => processors.onEmit(logRecord, context));
	}
	async shutdown() {
		await Promise.all(this.processors.map((processor) => processor.shutdown()));
	}
	enabled(options) {
		for (const processor of this.processors) if (!processor.enabled || processor.enabled(options)) return true;
		return false;
	}
};
//#endregion


//# sourceMappingURL=MultiLogRecordProcessor.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/semconv.mjs
var semconv = __webpack_require__(72886);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/LoggerMetrics.mjs

//#region src/LoggerMetrics.ts
/**
* Generates `otel.sdk.log.*` metrics.
* https://opentelemetry.io/docs/specs/semconv/otel/sdk-metrics/#log-metrics
*/
var LoggerMetrics = class {
	createdLogs;
	constructor(meter) {
		this.createdLogs = meter.createCounter(semconv/* METRIC_OTEL_SDK_LOG_CREATED */.xW, {
			unit: "{log_record}",
			description: "The number of logs submitted to enabled SDK Loggers."
		});
	}
	emitLog() {
		this.createdLogs.add(1);
	}
};
//#endregion


//# sourceMappingURL=LoggerMetrics.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/version.mjs
//#region src/version.ts
const VERSION = "3.1.1";
//#endregion


//# sourceMappingURL=version.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeter.mjs
var NoopMeter = __webpack_require__(72502);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/internal/LoggerProviderSharedState.mjs






//#region src/internal/LoggerProviderSharedState.ts
const DEFAULT_LOGGER_CONFIG = {
	enabled: true,
	minimumSeverity: LogRecord/* SeverityNumber */.F.UNSPECIFIED,
	traceBased: false
};
/**
* Default LoggerConfigurator that returns the default config for all loggers
*/
const DEFAULT_LOGGER_CONFIGURATOR = () => ({ ...DEFAULT_LOGGER_CONFIG });
var LoggerProviderSharedState = class {
	loggers = /* @__PURE__ */ new Map();
	activeProcessor;
	registeredLogRecordProcessors = [];
	resource;
	logRecordLimits;
	processors;
	loggerMetrics;
	hasShutdown = false;
	_loggerConfigurator;
	_loggerConfigs = /* @__PURE__ */ new Map();
	constructor(resource, logRecordLimits, processors, loggerConfigurator, meterProvider) {
		this.resource = resource;
		this.logRecordLimits = logRecordLimits;
		this.processors = processors;
		if (processors.length > 0) {
			this.registeredLogRecordProcessors = processors;
			this.activeProcessor = new MultiLogRecordProcessor(this.registeredLogRecordProcessors);
		} else this.activeProcessor = new NoopLogRecordProcessor();
		this._loggerConfigurator = loggerConfigurator ?? DEFAULT_LOGGER_CONFIGURATOR;
		const meter = meterProvider ? meterProvider.getMeter("@opentelemetry/sdk-logs", VERSION) : (0,NoopMeter/* createNoopMeter */.Ac)();
		this.loggerMetrics = new LoggerMetrics(meter);
	}
	/**
	* Get the LoggerConfig for a given instrumentation scope.
	* Uses the LoggerConfigurator function to compute the config on first access
	* and caches the result.
	*
	* @experimental This feature is in development as per the OpenTelemetry specification.
	*/
	getLoggerConfig(instrumentationScope) {
		const key = getInstrumentationScopeKey(instrumentationScope);
		let config = this._loggerConfigs.get(key);
		if (config) return config;
		config = this._loggerConfigurator(instrumentationScope);
		this._loggerConfigs.set(key, config);
		return config;
	}
};
//#endregion


//# sourceMappingURL=LoggerProviderSharedState.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs/NoopLogger.mjs
//#region src/logs/NoopLogger.ts
var NoopLogger = class {
	emit(_logRecord) {}
	enabled() {
		return false;
	}
};
const NOOP_LOGGER = new NoopLogger();
/**
* Create a no-op Logger
*/
function createNoopLogger() {
	return NOOP_LOGGER;
}
//#endregion


//# sourceMappingURL=NoopLogger.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/dist/ResourceImpl.mjs + 5 modules
var ResourceImpl = __webpack_require__(19481);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/utils/callback.mjs + 1 modules
var callback = __webpack_require__(21968);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/LoggerProvider.mjs






//#region src/LoggerProvider.ts
const DEFAULT_LOGGER_NAME = "unknown";
var LoggerProvider$1 = class {
	_shutdownOnce;
	_sharedState;
	constructor(config = {}) {
		const mergedConfig = {
			resource: config.resource ?? (0,ResourceImpl/* defaultResource */.gk)(),
			logRecordLimits: {
				attributeCountLimit: config.logRecordLimits?.attributeCountLimit ?? 128,
				attributeValueLengthLimit: config.logRecordLimits?.attributeValueLengthLimit ?? Infinity
			},
			loggerConfigurator: config.loggerConfigurator ?? DEFAULT_LOGGER_CONFIGURATOR,
			processors: config.processors ?? [],
			meterProvider: config.meterProvider
		};
		this._sharedState = new LoggerProviderSharedState(mergedConfig.resource, mergedConfig.logRecordLimits, mergedConfig.processors, mergedConfig.loggerConfigurator, mergedConfig.meterProvider);
		this._shutdownOnce = new callback/* BindOnceFuture */.I(this._shutdown, this);
	}
	/**
	* Get a logger with the configuration of the LoggerProvider.
	*/
	getLogger(name, version, options) {
		if (this._shutdownOnce.isCalled) {
			diag_api/* diag */.s.warn("A shutdown LoggerProvider cannot provide a Logger");
			return createNoopLogger();
		}
		if (!name) diag_api/* diag */.s.warn("Logger requested without instrumentation scope name.");
		const instrumentationScope = {
			name: name || "unknown",
			version,
			schemaUrl: options?.schemaUrl,
			...(0,attributes/* cleanSimpleAttributes */.Pr)(options?.attributes, this._sharedState.logRecordLimits)
		};
		const key = getInstrumentationScopeKey(instrumentationScope);
		if (!this._sharedState.loggers.has(key)) this._sharedState.loggers.set(key, new Logger$1(instrumentationScope, this._sharedState));
		return this._sharedState.loggers.get(key);
	}
	/**
	* Notifies all registered LogRecordProcessor to flush any buffered data.
	*
	* Returns a promise which is resolved when all flushes are complete.
	*/
	forceFlush(options) {
		if (this._shutdownOnce.isCalled) {
			diag_api/* diag */.s.warn("invalid attempt to force flush after LoggerProvider shutdown");
			return this._shutdownOnce.promise;
		}
		return this._sharedState.activeProcessor.forceFlush(options);
	}
	/**
	* Flush all buffered data and shut down the LoggerProvider and all registered
	* LogRecordProcessor.
	*
	* Returns a promise which is resolved when all flushes are complete.
	*/
	shutdown() {
		if (this._shutdownOnce.isCalled) {
			diag_api/* diag */.s.warn("shutdown may only be called once per LoggerProvider");
			return this._shutdownOnce.promise;
		}
		return this._shutdownOnce.call();
	}
	_shutdown() {
		this._sharedState.hasShutdown = true;
		return this._sharedState.activeProcessor.shutdown();
	}
};
//#endregion


//# sourceMappingURL=LoggerProvider.mjs.map

/***/ }),

/***/ 20311:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ ConsoleLogRecordExporter)
/* harmony export */ });
/* harmony import */ var _opentelemetry_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37463);
/* harmony import */ var _opentelemetry_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55931);

//#region src/export/ConsoleLogRecordExporter.ts
/**
* This is implementation of {@link LogRecordExporter} that prints LogRecords to the
* console. This class can be used for diagnostic purposes.
*
* NOTE: This {@link LogRecordExporter} is intended for diagnostics use only, output rendered to the console may change at any time.
*/
var ConsoleLogRecordExporter = class {
	/**
	* Export logs.
	* @param logs
	* @param resultCallback
	*/
	export(logs, resultCallback) {
		this._sendLogRecords(logs, resultCallback);
	}
	/**
	* ForceFlush the exporter.
	* No-op for {@link ConsoleLogRecordExporter}
	*/
	async forceFlush() {}
	/**
	* Shutdown the exporter.
	*/
	async shutdown() {}
	/**
	* converts logRecord info into more readable format
	* @param logRecord
	*/
	_exportInfo(logRecord) {
		return {
			resource: { attributes: logRecord.resource.attributes },
			instrumentationScope: logRecord.instrumentationScope,
			timestamp: (0,_opentelemetry_core__WEBPACK_IMPORTED_MODULE_0__/* .hrTimeToMicroseconds */ .w_)(logRecord.hrTime),
			traceId: logRecord.spanContext?.traceId,
			spanId: logRecord.spanContext?.spanId,
			traceFlags: logRecord.spanContext?.traceFlags,
			severityText: logRecord.severityText,
			severityNumber: logRecord.severityNumber,
			eventName: logRecord.eventName,
			body: logRecord.body,
			attributes: logRecord.attributes
		};
	}
	/**
	* Showing logs  in console
	* @param logRecords
	* @param done
	*/
	_sendLogRecords(logRecords, done) {
		for (const logRecord of logRecords) console.dir(this._exportInfo(logRecord), { depth: 3 });
		done?.({ code: _opentelemetry_core__WEBPACK_IMPORTED_MODULE_1__/* .ExportResultCode */ .V.SUCCESS });
	}
};
//#endregion


//# sourceMappingURL=ConsoleLogRecordExporter.mjs.map

/***/ }),

/***/ 11981:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ BatchLogRecordProcessor)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/semconv.mjs
var semconv = __webpack_require__(72886);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/export/LogRecordProcessorMetrics.mjs

//#region src/export/LogRecordProcessorMetrics.ts
const componentCounter = /* @__PURE__ */ new Map();
var LogRecordProcessorMetrics = class {
	processedLogs;
	queueSize;
	queueSizeCallback;
	standardAttrs;
	droppedAttrs;
	constructor(componentType, meter, queueConfig) {
		const counter = componentCounter.get(componentType) ?? 0;
		componentCounter.set(componentType, counter + 1);
		this.standardAttrs = {
			[semconv/* ATTR_OTEL_COMPONENT_TYPE */.wU]: componentType,
			[semconv/* ATTR_OTEL_COMPONENT_NAME */.V8]: `${componentType}/${counter}`
		};
		this.droppedAttrs = {
			...this.standardAttrs,
			[semconv/* ATTR_ERROR_TYPE */.oJ]: "queue_full"
		};
		this.processedLogs = meter.createCounter(semconv/* METRIC_OTEL_SDK_PROCESSOR_LOG_PROCESSED */.YC, {
			unit: "{log_record}",
			description: "The number of log records for which the processing has finished, either successful or failed."
		});
		if (queueConfig) {
			const { capacity, getQueueSize } = queueConfig;
			meter.createUpDownCounter(semconv/* METRIC_OTEL_SDK_PROCESSOR_LOG_QUEUE_CAPACITY */.uR, {
				unit: "{log_record}",
				description: "The maximum number of log records the queue of a given instance of an SDK log processor can hold."
			}).add(capacity, this.standardAttrs);
			this.queueSize = meter.createObservableUpDownCounter(semconv/* METRIC_OTEL_SDK_PROCESSOR_LOG_QUEUE_SIZE */.ld, {
				unit: "{log_record}",
				description: "The number of log records in the queue of a given instance of an SDK log processor."
			});
			this.queueSizeCallback = (result) => result.observe(getQueueSize(), this.standardAttrs);
			this.queueSize.addCallback(this.queueSizeCallback);
		}
	}
	dropLogs(count) {
		this.processedLogs.add(count, this.droppedAttrs);
	}
	finishLogs(count, error) {
		if (!error) {
			this.processedLogs.add(count, this.standardAttrs);
			return;
		}
		const attrs = {
			...this.standardAttrs,
			[semconv/* ATTR_ERROR_TYPE */.oJ]: error.name
		};
		this.processedLogs.add(count, attrs);
	}
	shutdown() {
		if (this.queueSize && this.queueSizeCallback) this.queueSize.removeCallback(this.queueSizeCallback);
	}
};
//#endregion


//# sourceMappingURL=LogRecordProcessorMetrics.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeter.mjs
var NoopMeter = __webpack_require__(72502);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/trace/suppress-tracing.mjs
var suppress_tracing = __webpack_require__(76512);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/global-error-handler.mjs + 1 modules
var global_error_handler = __webpack_require__(61185);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/ExportResult.mjs
var ExportResult = __webpack_require__(55931);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/utils/callback.mjs + 1 modules
var callback = __webpack_require__(21968);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/export/BatchLogRecordProcessorBase.mjs




//#region src/export/BatchLogRecordProcessorBase.ts
/**
* Waits for all pending async resources in the log records to be resolved.
*/
async function waitForResources(logRecords) {
	let pendingResources = null;
	for (let i = 0, len = logRecords.length; i < len; i++) {
		const resource = logRecords[i].resource;
		if (resource.asyncAttributesPending && resource.waitForAsyncAttributes) {
			pendingResources ??= /* @__PURE__ */ new Set();
			pendingResources.add(resource);
		}
	}
	if (pendingResources !== null) await Promise.all(Array.from(pendingResources, (resource) => resource.waitForAsyncAttributes?.()));
}
/**
* Represents an export operation that handles the entire export workflow.
*/
var ExportOperation = class {
	_exportCompleted;
	_exportScheduledPromise;
	_metrics;
	_exportScheduledResolve;
	constructor(exporter, logRecords, exportTimeoutMillis, metrics) {
		this._exportScheduledPromise = new Promise((resolve) => {
			this._exportScheduledResolve = resolve;
		});
		this._exportCompleted = this._executeExport(exporter, logRecords, exportTimeoutMillis);
		this._metrics = metrics;
	}
	/** Get the promise that resolves when the export completes */
	get exportCompleted() {
		return this._exportCompleted;
	}
	/** Get the promise that resolves when exporter.export() has been called */
	get exportScheduled() {
		return this._exportScheduledPromise;
	}
	async _executeExport(exporter, logRecords, exportTimeoutMillis) {
		try {
			await waitForResources(logRecords);
			await context_api/* context */._.with((0,suppress_tracing/* suppressTracing */.M1)(context_api/* context */._.active()), async () => {
				return this._exportWithTimeout(exporter, logRecords, exportTimeoutMillis);
			});
		} catch (e) {
			(0,global_error_handler/* globalErrorHandler */.s)(e);
			this._exportScheduledResolve();
		}
	}
	async _exportWithTimeout(exporter, logRecords, exportTimeoutMillis) {
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => {
				reject(/* @__PURE__ */ new Error("Timeout"));
			}, exportTimeoutMillis);
			exporter.export(logRecords, (result) => {
				this._metrics.finishLogs(logRecords.length, result.error);
				clearTimeout(timer);
				if (result.code === ExportResult/* ExportResultCode */.V.SUCCESS) resolve();
				else reject(result.error ?? /* @__PURE__ */ new Error("BatchLogRecordProcessor: log record export failed"));
			});
			this._exportScheduledResolve();
		});
	}
};
var BatchLogRecordProcessorBase = class {
	_maxExportBatchSize;
	_maxQueueSize;
	_scheduledDelayMillis;
	_exportTimeoutMillis;
	_exporter;
	_metrics;
	_currentExport = null;
	_finishedLogRecords = [];
	_timer;
	_shutdownOnce;
	_flushing = false;
	constructor(options) {
		this._exporter = options.exporter;
		this._maxExportBatchSize = options.maxExportBatchSize ?? 512;
		this._maxQueueSize = options.maxQueueSize ?? 2048;
		this._scheduledDelayMillis = options.scheduledDelayMillis ?? 1e3;
		this._exportTimeoutMillis = options.exportTimeoutMillis ?? 3e4;
		this._shutdownOnce = new callback/* BindOnceFuture */.I(this._shutdown, this);
		if (this._maxExportBatchSize > this._maxQueueSize) {
			diag_api/* diag */.s.warn("BatchLogRecordProcessor: maxExportBatchSize must be smaller or equal to maxQueueSize, setting maxExportBatchSize to match maxQueueSize");
			this._maxExportBatchSize = this._maxQueueSize;
		}
		const meter = options?.selfObsMeterProvider ? options.selfObsMeterProvider.getMeter("@opentelemetry/sdk-logs") : (0,NoopMeter/* createNoopMeter */.Ac)();
		this._metrics = new LogRecordProcessorMetrics(semconv/* OTEL_COMPONENT_TYPE_VALUE_BATCHING_LOG_PROCESSOR */.v1, meter, {
			capacity: this._maxQueueSize,
			getQueueSize: () => this._finishedLogRecords.length
		});
	}
	onEmit(logRecord) {
		if (this._shutdownOnce.isCalled) return;
		this._addToBuffer(logRecord);
	}
	forceFlush() {
		if (this._shutdownOnce.isCalled) return this._shutdownOnce.promise;
		return this._flushAll();
	}
	/** Add a LogRecord in the buffer. */
	_addToBuffer(logRecord) {
		if (this._finishedLogRecords.length >= this._maxQueueSize) {
			this._metrics.dropLogs(1);
			return;
		}
		this._finishedLogRecords.push(logRecord);
		this._maybeStartTimer();
	}
	shutdown() {
		return this._shutdownOnce.call();
	}
	async _shutdown() {
		this.onShutdown();
		await this._flushAll();
		this._metrics.shutdown();
		await this._exporter.shutdown();
	}
	/**
	* Send all LogRecords to the exporter respecting the batch size limit
	* This function is used only on forceFlush or shutdown,
	* for all other cases _exportOneBatch should be used
	* */
	async _flushAll() {
		if (this._flushing) return;
		this._flushing = true;
		let toFlush = this._finishedLogRecords;
		this._finishedLogRecords = [];
		this._clearTimer();
		const inFlight = this._currentExport;
		if (inFlight !== null) {
			await this._exporter.forceFlush();
			await inFlight.exportCompleted;
			this._currentExport = null;
		}
		while (toFlush.length > 0) {
			let batch;
			if (toFlush.length <= this._maxExportBatchSize) {
				batch = toFlush;
				toFlush = [];
			} else batch = toFlush.splice(0, this._maxExportBatchSize);
			const exportOp = new ExportOperation(this._exporter, batch, this._exportTimeoutMillis, this._metrics);
			this._currentExport = exportOp;
			try {
				await exportOp.exportScheduled;
				await this._exporter.forceFlush();
				await exportOp.exportCompleted;
			} catch (e) {
				(0,global_error_handler/* globalErrorHandler */.s)(e);
			} finally {
				this._currentExport = null;
			}
		}
		this._flushing = false;
		this._maybeStartTimer();
	}
	/**
	* Extracts one batch from the buffer.
	* Returns null if buffer is empty.
	*/
	_extractBatch() {
		if (this._finishedLogRecords.length === 0) return null;
		if (this._finishedLogRecords.length <= this._maxExportBatchSize) {
			const batch = this._finishedLogRecords;
			this._finishedLogRecords = [];
			return batch;
		} else return this._finishedLogRecords.splice(0, this._maxExportBatchSize);
	}
	_exportOneBatch() {
		this._clearTimer();
		const logRecords = this._extractBatch();
		if (logRecords === null) return;
		const exportOp = new ExportOperation(this._exporter, logRecords, this._exportTimeoutMillis, this._metrics);
		this._currentExport = exportOp;
		exportOp.exportCompleted.then(() => {
			this._currentExport = null;
			this._maybeStartTimer();
		}).catch((error) => {
			this._currentExport = null;
			(0,global_error_handler/* globalErrorHandler */.s)(error);
			this._maybeStartTimer();
		});
	}
	_maybeStartTimer() {
		if (this._shutdownOnce.isCalled) return;
		if (this._flushing) return;
		if (this._finishedLogRecords.length === 0) return;
		if (this._currentExport !== null) return;
		if (this._finishedLogRecords.length >= this._maxExportBatchSize) {
			this._exportOneBatch();
			return;
		}
		if (this._timer !== void 0) return;
		this._timer = setTimeout(() => {
			this._timer = void 0;
			this._exportOneBatch();
		}, this._scheduledDelayMillis);
		unrefTimer(this._timer);
	}
	_clearTimer() {
		if (this._timer !== void 0) {
			clearTimeout(this._timer);
			this._timer = void 0;
		}
	}
};
function unrefTimer(timer) {
	const handle = timer;
	if (typeof handle !== "number") handle.unref?.();
}
//#endregion


//# sourceMappingURL=BatchLogRecordProcessorBase.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/platform/node/export/BatchLogRecordProcessor.mjs

//#region src/platform/node/export/BatchLogRecordProcessor.ts
var BatchLogRecordProcessor = class extends BatchLogRecordProcessorBase {
	onShutdown() {}
};
//#endregion


//# sourceMappingURL=BatchLogRecordProcessor.mjs.map

/***/ }),

/***/ 72886:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V8: () => (/* binding */ ATTR_OTEL_COMPONENT_NAME),
/* harmony export */   YC: () => (/* binding */ METRIC_OTEL_SDK_PROCESSOR_LOG_PROCESSED),
/* harmony export */   ld: () => (/* binding */ METRIC_OTEL_SDK_PROCESSOR_LOG_QUEUE_SIZE),
/* harmony export */   oJ: () => (/* binding */ ATTR_ERROR_TYPE),
/* harmony export */   uR: () => (/* binding */ METRIC_OTEL_SDK_PROCESSOR_LOG_QUEUE_CAPACITY),
/* harmony export */   v1: () => (/* binding */ OTEL_COMPONENT_TYPE_VALUE_BATCHING_LOG_PROCESSOR),
/* harmony export */   wU: () => (/* binding */ ATTR_OTEL_COMPONENT_TYPE),
/* harmony export */   xW: () => (/* binding */ METRIC_OTEL_SDK_LOG_CREATED)
/* harmony export */ });
/* unused harmony export OTEL_COMPONENT_TYPE_VALUE_SIMPLE_LOG_PROCESSOR */
//#region src/semconv.ts
/**
* The number of logs submitted to enabled SDK Loggers.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_LOG_CREATED = "otel.sdk.log.created";
/**
* The number of log records for which the processing has finished, either successful or failed.
*
* @note For successful processing, `error.type` **MUST NOT** be set. For failed processing, `error.type` **MUST** contain the failure cause.
* For the SDK Simple and Batching Log Record Processor a log record is considered to be processed already when it has been submitted to the exporter,
* not when the corresponding export call has finished.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_PROCESSOR_LOG_PROCESSED = "otel.sdk.processor.log.processed";
/**
* The maximum number of log records the queue of a given instance of an SDK Log Record processor can hold.
*
* @note Only applies to Log Record processors which use a queue, e.g. the SDK Batching Log Record Processor.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_PROCESSOR_LOG_QUEUE_CAPACITY = "otel.sdk.processor.log.queue.capacity";
/**
* The number of log records in the queue of a given instance of an SDK log processor.
*
* @note Only applies to log record processors which use a queue, e.g. the SDK Batching Log Record Processor.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_PROCESSOR_LOG_QUEUE_SIZE = "otel.sdk.processor.log.queue.size";
/**
* A name uniquely identifying the instance of the OpenTelemetry component within its containing SDK instance.
*
* @example otlp_grpc_span_exporter/0
* @example custom-name
*
* @note Implementations **SHOULD** ensure a low cardinality for this attribute, even across application or SDK restarts.
* E.g. implementations **MUST NOT** use UUIDs as values for this attribute.
*
* Implementations **MAY** achieve these goals by following a `<otel.component.type>/<instance-counter>` pattern, e.g. `batching_span_processor/0`.
* Hereby `otel.component.type` refers to the corresponding attribute value of the component.
*
* The value of `instance-counter` **MAY** be automatically assigned by the component and uniqueness within the enclosing SDK instance **MUST** be guaranteed.
* For example, `<instance-counter>` **MAY** be implemented by using a monotonically increasing counter (starting with `0`), which is incremented every time an
* instance of the given component type is started.
*
* With this implementation, for example the first Batching Span Processor would have `batching_span_processor/0`
* as `otel.component.name`, the second one `batching_span_processor/1` and so on.
* These values will therefore be reused in the case of an application restart.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_COMPONENT_NAME = "otel.component.name";
/**
* A name identifying the type of the OpenTelemetry component.
*
* @example batching_span_processor
* @example com.example.MySpanExporter
*
* @note If none of the standardized values apply, implementations **SHOULD** use the language-defined name of the type.
* E.g. for Java the fully qualified classname **SHOULD** be used in this case.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_COMPONENT_TYPE = "otel.component.type";
/**
* Enum value "batching_log_processor" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* The builtin SDK batching log record processor
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_BATCHING_LOG_PROCESSOR = "batching_log_processor";
/**
* Enum value "simple_log_processor" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* The builtin SDK simple log record processor
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_SIMPLE_LOG_PROCESSOR = "simple_log_processor";
/**
* Describes a class of error the operation ended with.
*
* @example timeout
* @example java.net.UnknownHostException
* @example server_certificate_invalid
* @example 500
*
* @note The `error.type` **SHOULD** be predictable, and **SHOULD** have low cardinality.
*
* When `error.type` is set to a type (e.g., an exception type), its
* canonical class name identifying the type within the artifact **SHOULD** be used.
*
* Instrumentations **SHOULD** document the list of errors they report.
*
* The cardinality of `error.type` within one instrumentation library **SHOULD** be low.
* Telemetry consumers that aggregate data from multiple instrumentation libraries and applications
* should be prepared for `error.type` to have high cardinality at query time when no
* additional filters are applied.
*
* If the operation has completed successfully, instrumentations **SHOULD NOT** set `error.type`.
*
* If a specific domain defines its own set of error identifiers (such as HTTP or RPC status codes),
* it's **RECOMMENDED** to:
*
*   - Use a domain-specific attribute
*   - Set `error.type` to capture all errors, regardless of whether they are defined within the domain-specific set or not.
*/
const ATTR_ERROR_TYPE = "error.type";
//#endregion


//# sourceMappingURL=semconv.mjs.map

/***/ }),

/***/ 37297:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ MeterProvider$1)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricReader.mjs + 2 modules
var MetricReader = __webpack_require__(85775);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/utils.mjs
var utils = __webpack_require__(44432);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/AggregationOption.mjs + 13 modules
var AggregationOption = __webpack_require__(38654);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/ViewRegistry.mjs
//#region src/view/ViewRegistry.ts
var ViewRegistry = class {
	_registeredViews = [];
	addView(view) {
		this._registeredViews.push(view);
	}
	findViews(instrument, meter) {
		return this._registeredViews.filter((registeredView) => {
			return this._matchInstrument(registeredView.instrumentSelector, instrument) && this._matchMeter(registeredView.meterSelector, meter);
		});
	}
	_matchInstrument(selector, instrument) {
		return (selector.getType() === void 0 || instrument.type === selector.getType()) && selector.getNameFilter().match(instrument.name) && selector.getUnitFilter().match(instrument.unit);
	}
	_matchMeter(selector, meter) {
		return selector.getNameFilter().match(meter.name) && (meter.version === void 0 || selector.getVersionFilter().match(meter.version)) && (meter.schemaUrl === void 0 || selector.getSchemaUrlFilter().match(meter.schemaUrl));
	}
};
//#endregion


//# sourceMappingURL=ViewRegistry.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/Metric.mjs
var Metric = __webpack_require__(18007);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/InstrumentDescriptor.mjs


//#region src/InstrumentDescriptor.ts
function createInstrumentDescriptor(name, type, options) {
	if (!isValidName(name)) diag_api/* diag */.s.warn(`Invalid metric name: "${name}". The metric name should be a ASCII string with a length no greater than 255 characters.`);
	return {
		name,
		type,
		description: options?.description ?? "",
		unit: options?.unit ?? "",
		valueType: options?.valueType ?? Metric/* ValueType */.e.DOUBLE,
		advice: options?.advice ?? {}
	};
}
function createInstrumentDescriptorWithView(view, instrument) {
	return {
		name: view.name ?? instrument.name,
		description: view.description ?? instrument.description,
		type: instrument.type,
		unit: instrument.unit,
		valueType: instrument.valueType,
		advice: instrument.advice
	};
}
function isDescriptorCompatibleWith(descriptor, otherDescriptor) {
	return (0,utils/* equalsCaseInsensitive */.Pz)(descriptor.name, otherDescriptor.name) && descriptor.unit === otherDescriptor.unit && descriptor.type === otherDescriptor.type && descriptor.valueType === otherDescriptor.valueType;
}
const NAME_REGEXP = /^[a-z][a-z0-9_.\-/]{0,254}$/i;
function isValidName(name) {
	return NAME_REGEXP.test(name);
}
//#endregion


//# sourceMappingURL=InstrumentDescriptor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/Instruments.mjs

//#region src/Instruments.ts
var SyncInstrument = class {
	_writableMetricStorage;
	_descriptor;
	constructor(writableMetricStorage, descriptor) {
		this._writableMetricStorage = writableMetricStorage;
		this._descriptor = descriptor;
	}
	_record(value, attributes = {}, context) {
		if (typeof value !== "number") {
			diag_api/* diag */.s.warn(`non-number value provided to metric ${this._descriptor.name}: ${value}`);
			return;
		}
		if (this._descriptor.valueType === Metric/* ValueType */.e.INT && !Number.isInteger(value)) {
			diag_api/* diag */.s.warn(`INT value type cannot accept a floating-point value for ${this._descriptor.name}, ignoring the fractional digits.`);
			value = Math.trunc(value);
			if (!Number.isInteger(value)) return;
		}
		this._writableMetricStorage.record(value, attributes, context, Date.now());
	}
};
/**
* The class implements {@link UpDownCounter} interface.
*/
var UpDownCounterInstrument = class extends SyncInstrument {
	/**
	* Increment value of counter by the input. Inputs may be negative.
	*/
	add(value, attributes, ctx) {
		this._record(value, attributes, ctx);
	}
};
/**
* The class implements {@link Counter} interface.
*/
var CounterInstrument = class extends SyncInstrument {
	/**
	* Increment value of counter by the input. Inputs may not be negative.
	*/
	add(value, attributes, ctx) {
		if (value < 0) {
			diag_api/* diag */.s.warn(`negative value provided to counter ${this._descriptor.name}: ${value}`);
			return;
		}
		this._record(value, attributes, ctx);
	}
};
/**
* The class implements {@link Gauge} interface.
*/
var GaugeInstrument = class extends SyncInstrument {
	/**
	* Records a measurement.
	*/
	record(value, attributes, ctx) {
		this._record(value, attributes, ctx);
	}
};
/**
* The class implements {@link Histogram} interface.
*/
var HistogramInstrument = class extends SyncInstrument {
	/**
	* Records a measurement. Value of the measurement must not be negative.
	*/
	record(value, attributes, ctx) {
		if (value < 0) {
			diag_api/* diag */.s.warn(`negative value provided to histogram ${this._descriptor.name}: ${value}`);
			return;
		}
		this._record(value, attributes, ctx);
	}
};
var ObservableInstrument = class {
	/** @internal */
	_metricStorages;
	/** @internal */
	_descriptor;
	_observableRegistry;
	constructor(descriptor, metricStorages, observableRegistry) {
		this._descriptor = descriptor;
		this._metricStorages = metricStorages;
		this._observableRegistry = observableRegistry;
	}
	/**
	* @see {Observable.addCallback}
	*/
	addCallback(callback) {
		this._observableRegistry.addCallback(callback, this);
	}
	/**
	* @see {Observable.removeCallback}
	*/
	removeCallback(callback) {
		this._observableRegistry.removeCallback(callback, this);
	}
};
var ObservableCounterInstrument = class extends ObservableInstrument {};
var ObservableGaugeInstrument = class extends ObservableInstrument {};
var ObservableUpDownCounterInstrument = class extends ObservableInstrument {};
function isObservableInstrument(it) {
	return it instanceof ObservableInstrument;
}
//#endregion


//# sourceMappingURL=Instruments.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/Meter.mjs



//#region src/Meter.ts
/**
* This class implements the {@link IMeter} interface.
*/
var Meter = class {
	_meterSharedState;
	constructor(meterSharedState) {
		this._meterSharedState = meterSharedState;
	}
	/**
	* Create a {@link Gauge} instrument.
	*/
	createGauge(name, options) {
		const descriptor = createInstrumentDescriptor(name, "GAUGE", options);
		const storage = this._meterSharedState.registerMetricStorage(descriptor);
		return new GaugeInstrument(storage, descriptor);
	}
	/**
	* Create a {@link Histogram} instrument.
	*/
	createHistogram(name, options) {
		const descriptor = createInstrumentDescriptor(name, "HISTOGRAM", options);
		const storage = this._meterSharedState.registerMetricStorage(descriptor);
		return new HistogramInstrument(storage, descriptor);
	}
	/**
	* Create a {@link Counter} instrument.
	*/
	createCounter(name, options) {
		const descriptor = createInstrumentDescriptor(name, "COUNTER", options);
		const storage = this._meterSharedState.registerMetricStorage(descriptor);
		return new CounterInstrument(storage, descriptor);
	}
	/**
	* Create a {@link UpDownCounter} instrument.
	*/
	createUpDownCounter(name, options) {
		const descriptor = createInstrumentDescriptor(name, "UP_DOWN_COUNTER", options);
		const storage = this._meterSharedState.registerMetricStorage(descriptor);
		return new UpDownCounterInstrument(storage, descriptor);
	}
	/**
	* Create a {@link ObservableGauge} instrument.
	*/
	createObservableGauge(name, options) {
		const descriptor = createInstrumentDescriptor(name, "OBSERVABLE_GAUGE", options);
		const storages = this._meterSharedState.registerAsyncMetricStorage(descriptor);
		return new ObservableGaugeInstrument(descriptor, storages, this._meterSharedState.observableRegistry);
	}
	/**
	* Create a {@link ObservableCounter} instrument.
	*/
	createObservableCounter(name, options) {
		const descriptor = createInstrumentDescriptor(name, "OBSERVABLE_COUNTER", options);
		const storages = this._meterSharedState.registerAsyncMetricStorage(descriptor);
		return new ObservableCounterInstrument(descriptor, storages, this._meterSharedState.observableRegistry);
	}
	/**
	* Create a {@link ObservableUpDownCounter} instrument.
	*/
	createObservableUpDownCounter(name, options) {
		const descriptor = createInstrumentDescriptor(name, "OBSERVABLE_UP_DOWN_COUNTER", options);
		const storages = this._meterSharedState.registerAsyncMetricStorage(descriptor);
		return new ObservableUpDownCounterInstrument(descriptor, storages, this._meterSharedState.observableRegistry);
	}
	/**
	* @see {@link Meter.addBatchObservableCallback}
	*/
	addBatchObservableCallback(callback, observables) {
		this._meterSharedState.observableRegistry.addBatchCallback(callback, observables);
	}
	/**
	* @see {@link Meter.removeBatchObservableCallback}
	*/
	removeBatchObservableCallback(callback, observables) {
		this._meterSharedState.observableRegistry.removeBatchCallback(callback, observables);
	}
};
//#endregion


//# sourceMappingURL=Meter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MetricStorage.mjs

//#region src/state/MetricStorage.ts
/**
* Internal interface.
*
* Represents a storage from which we can collect metrics.
*/
var MetricStorage = class {
	_instrumentDescriptor;
	constructor(instrumentDescriptor) {
		this._instrumentDescriptor = instrumentDescriptor;
	}
	getInstrumentDescriptor() {
		return this._instrumentDescriptor;
	}
	updateDescription(description) {
		this._instrumentDescriptor = createInstrumentDescriptor(this._instrumentDescriptor.name, this._instrumentDescriptor.type, {
			description,
			valueType: this._instrumentDescriptor.valueType,
			unit: this._instrumentDescriptor.unit,
			advice: this._instrumentDescriptor.advice
		});
	}
};
//#endregion


//# sourceMappingURL=MetricStorage.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/HashMap.mjs

//#region src/state/HashMap.ts
var HashMap = class {
	_valueMap = /* @__PURE__ */ new Map();
	_keyMap = /* @__PURE__ */ new Map();
	_hash;
	constructor(hash) {
		this._hash = hash;
	}
	get(key, hashCode) {
		hashCode ??= this._hash(key);
		return this._valueMap.get(hashCode);
	}
	getOrDefault(key, defaultFactory) {
		const hash = this._hash(key);
		if (this._valueMap.has(hash)) return this._valueMap.get(hash);
		const val = defaultFactory();
		if (!this._keyMap.has(hash)) this._keyMap.set(hash, key);
		this._valueMap.set(hash, val);
		return val;
	}
	set(key, value, hashCode) {
		hashCode ??= this._hash(key);
		if (!this._keyMap.has(hashCode)) this._keyMap.set(hashCode, key);
		this._valueMap.set(hashCode, value);
	}
	has(key, hashCode) {
		hashCode ??= this._hash(key);
		return this._valueMap.has(hashCode);
	}
	*keys() {
		const keyIterator = this._keyMap.entries();
		let next = keyIterator.next();
		while (next.done !== true) {
			yield [next.value[1], next.value[0]];
			next = keyIterator.next();
		}
	}
	*entries() {
		const valueIterator = this._valueMap.entries();
		let next = valueIterator.next();
		while (next.done !== true) {
			yield [
				this._keyMap.get(next.value[0]),
				next.value[1],
				next.value[0]
			];
			next = valueIterator.next();
		}
	}
	get size() {
		return this._valueMap.size;
	}
};
var AttributeHashMap = class extends HashMap {
	constructor() {
		super(utils/* hashAttributes */.eM);
	}
};
//#endregion


//# sourceMappingURL=HashMap.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/time.mjs
var time = __webpack_require__(37463);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/DeltaMetricProcessor.mjs



//#region src/state/DeltaMetricProcessor.ts
/**
* Internal interface.
*
* Allows synchronous collection of metrics. This processor should allow
* allocation of new aggregation cells for metrics and convert cumulative
* recording to delta data points.
*/
var DeltaMetricProcessor = class {
	_activeCollectionStorage = new AttributeHashMap();
	_cumulativeMemoStorage = new AttributeHashMap();
	_cardinalityLimit;
	_overflowAttributes = { "otel.metric.overflow": true };
	_overflowHashCode;
	_aggregator;
	constructor(aggregator, aggregationCardinalityLimit) {
		this._aggregator = aggregator;
		this._cardinalityLimit = (aggregationCardinalityLimit ?? 2e3) - 1;
		this._overflowHashCode = (0,utils/* hashAttributes */.eM)(this._overflowAttributes);
	}
	record(value, attributes, collectionTime) {
		let accumulation = this._activeCollectionStorage.get(attributes);
		if (!accumulation) {
			const hrTime = (0,time/* millisToHrTime */.lg)(collectionTime);
			if (this._activeCollectionStorage.size >= this._cardinalityLimit) {
				this._activeCollectionStorage.getOrDefault(this._overflowAttributes, () => this._aggregator.createAccumulation(hrTime))?.record(value);
				return;
			}
			accumulation = this._aggregator.createAccumulation(hrTime);
			this._activeCollectionStorage.set(attributes, accumulation);
		}
		accumulation?.record(value);
	}
	batchCumulate(measurements, collectionTime) {
		for (const [originalAttributes, value, originalHashCode] of measurements.entries()) {
			let attributes = originalAttributes;
			let hashCode = originalHashCode;
			const accumulation = this._aggregator.createAccumulation(collectionTime);
			accumulation?.record(value);
			let delta = accumulation;
			if (this._cumulativeMemoStorage.has(attributes, hashCode)) {
				const previous = this._cumulativeMemoStorage.get(attributes, hashCode);
				delta = this._aggregator.diff(previous, accumulation);
			} else if (this._cumulativeMemoStorage.size >= this._cardinalityLimit) {
				attributes = this._overflowAttributes;
				hashCode = this._overflowHashCode;
				if (this._cumulativeMemoStorage.has(attributes, hashCode)) {
					const previous = this._cumulativeMemoStorage.get(attributes, hashCode);
					delta = this._aggregator.diff(previous, accumulation);
				}
			}
			if (this._activeCollectionStorage.has(attributes, hashCode)) {
				const active = this._activeCollectionStorage.get(attributes, hashCode);
				delta = this._aggregator.merge(active, delta);
			}
			this._cumulativeMemoStorage.set(attributes, accumulation, hashCode);
			this._activeCollectionStorage.set(attributes, delta, hashCode);
		}
	}
	/**
	* Returns a collection of delta metrics. Start time is the when first
	* time event collected.
	*/
	collect() {
		const unreportedDelta = this._activeCollectionStorage;
		this._activeCollectionStorage = new AttributeHashMap();
		return unreportedDelta;
	}
};
//#endregion


//# sourceMappingURL=DeltaMetricProcessor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/TemporalMetricProcessor.mjs


//#region src/state/TemporalMetricProcessor.ts
/**
* Internal interface.
*
* Provides unique reporting for each collector. Allows synchronous collection
* of metrics and reports given temporality values.
*/
var TemporalMetricProcessor = class TemporalMetricProcessor {
	_aggregator;
	_unreportedAccumulations = /* @__PURE__ */ new Map();
	_reportHistory = /* @__PURE__ */ new Map();
	constructor(aggregator, collectorHandles) {
		this._aggregator = aggregator;
		collectorHandles.forEach((handle) => {
			this._unreportedAccumulations.set(handle, []);
		});
	}
	/**
	* Builds the {@link MetricData} streams to report against a specific MetricCollector.
	* @param collector The information of the MetricCollector.
	* @param collectors The registered collectors.
	* @param instrumentDescriptor The instrumentation descriptor that these metrics generated with.
	* @param currentAccumulations The current accumulation of metric data from instruments.
	* @param collectionTime The current collection timestamp.
	* @returns The {@link MetricData} points or `null`.
	*/
	buildMetrics(collector, instrumentDescriptor, currentAccumulations, collectionTime) {
		this._stashAccumulations(currentAccumulations);
		const unreportedAccumulations = this._getMergedUnreportedAccumulations(collector);
		let result = unreportedAccumulations;
		let aggregationTemporality;
		if (this._reportHistory.has(collector)) {
			const last = this._reportHistory.get(collector);
			const lastCollectionTime = last.collectionTime;
			aggregationTemporality = last.aggregationTemporality;
			if (aggregationTemporality === 1) result = TemporalMetricProcessor.merge(last.accumulations, unreportedAccumulations, this._aggregator);
			else result = TemporalMetricProcessor.calibrateStartTime(last.accumulations, unreportedAccumulations, lastCollectionTime);
		} else aggregationTemporality = collector.selectAggregationTemporality(instrumentDescriptor.type);
		this._reportHistory.set(collector, {
			accumulations: result,
			collectionTime,
			aggregationTemporality
		});
		const accumulationRecords = AttributesMapToAccumulationRecords(result);
		if (accumulationRecords.length === 0) return;
		return this._aggregator.toMetricData(instrumentDescriptor, aggregationTemporality, accumulationRecords, collectionTime);
	}
	_stashAccumulations(currentAccumulation) {
		const registeredCollectors = this._unreportedAccumulations.keys();
		for (const collector of registeredCollectors) {
			let stash = this._unreportedAccumulations.get(collector);
			if (stash === void 0) {
				stash = [];
				this._unreportedAccumulations.set(collector, stash);
			}
			stash.push(currentAccumulation);
		}
	}
	_getMergedUnreportedAccumulations(collector) {
		let result = new AttributeHashMap();
		const unreportedList = this._unreportedAccumulations.get(collector);
		this._unreportedAccumulations.set(collector, []);
		if (unreportedList === void 0) return result;
		for (const it of unreportedList) result = TemporalMetricProcessor.merge(result, it, this._aggregator);
		return result;
	}
	static merge(last, current, aggregator) {
		const result = last;
		const iterator = current.entries();
		let next = iterator.next();
		while (next.done !== true) {
			const [key, record, hash] = next.value;
			if (last.has(key, hash)) {
				const lastAccumulation = last.get(key, hash);
				const accumulation = aggregator.merge(lastAccumulation, record);
				result.set(key, accumulation, hash);
			} else result.set(key, record, hash);
			next = iterator.next();
		}
		return result;
	}
	/**
	* Calibrate the reported metric streams' startTime to lastCollectionTime. Leaves
	* the new stream to be the initial observation time unchanged.
	*/
	static calibrateStartTime(last, current, lastCollectionTime) {
		for (const [key, hash] of last.keys()) current.get(key, hash)?.setStartTime(lastCollectionTime);
		return current;
	}
};
function AttributesMapToAccumulationRecords(map) {
	return Array.from(map.entries());
}
//#endregion


//# sourceMappingURL=TemporalMetricProcessor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/AsyncMetricStorage.mjs




//#region src/state/AsyncMetricStorage.ts
/**
* Internal interface.
*
* Stores and aggregates {@link MetricData} for asynchronous instruments.
*/
var AsyncMetricStorage = class extends MetricStorage {
	_aggregationCardinalityLimit;
	_deltaMetricStorage;
	_temporalMetricStorage;
	_attributesProcessor;
	constructor(_instrumentDescriptor, aggregator, attributesProcessor, collectorHandles, aggregationCardinalityLimit) {
		super(_instrumentDescriptor);
		this._aggregationCardinalityLimit = aggregationCardinalityLimit;
		this._deltaMetricStorage = new DeltaMetricProcessor(aggregator, this._aggregationCardinalityLimit);
		this._temporalMetricStorage = new TemporalMetricProcessor(aggregator, collectorHandles);
		this._attributesProcessor = attributesProcessor;
	}
	record(measurements, observationTime) {
		if (this._attributesProcessor === void 0) {
			this._deltaMetricStorage.batchCumulate(measurements, observationTime);
			return;
		}
		const processed = new AttributeHashMap();
		for (const [attributes, value] of measurements.entries()) processed.set(this._attributesProcessor.process(attributes), value);
		this._deltaMetricStorage.batchCumulate(processed, observationTime);
	}
	/**
	* Collects the metrics from this storage. The ObservableCallback is invoked
	* during the collection.
	*
	* Note: This is a stateful operation and may reset any interval-related
	* state for the MetricCollector.
	*/
	collect(collector, collectionTime) {
		const accumulations = this._deltaMetricStorage.collect();
		return this._temporalMetricStorage.buildMetrics(collector, this._instrumentDescriptor, accumulations, collectionTime);
	}
};
//#endregion


//# sourceMappingURL=AsyncMetricStorage.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/RegistrationConflicts.mjs
//#region src/view/RegistrationConflicts.ts
function getIncompatibilityDetails(existing, otherDescriptor) {
	let incompatibility = "";
	if (existing.unit !== otherDescriptor.unit) incompatibility += `\t- Unit '${existing.unit}' does not match '${otherDescriptor.unit}'\n`;
	if (existing.type !== otherDescriptor.type) incompatibility += `\t- Type '${existing.type}' does not match '${otherDescriptor.type}'\n`;
	if (existing.valueType !== otherDescriptor.valueType) incompatibility += `\t- Value Type '${existing.valueType}' does not match '${otherDescriptor.valueType}'\n`;
	if (existing.description !== otherDescriptor.description) incompatibility += `\t- Description '${existing.description}' does not match '${otherDescriptor.description}'\n`;
	return incompatibility;
}
function getValueTypeConflictResolutionRecipe(existing, otherDescriptor) {
	return `\t- use valueType '${existing.valueType}' on instrument creation or use an instrument name other than '${otherDescriptor.name}'`;
}
function getUnitConflictResolutionRecipe(existing, otherDescriptor) {
	return `\t- use unit '${existing.unit}' on instrument creation or use an instrument name other than '${otherDescriptor.name}'`;
}
function getTypeConflictResolutionRecipe(existing, otherDescriptor) {
	const selector = {
		name: otherDescriptor.name,
		type: otherDescriptor.type,
		unit: otherDescriptor.unit
	};
	const selectorString = JSON.stringify(selector);
	return `\t- create a new view with a name other than '${existing.name}' and InstrumentSelector '${selectorString}'`;
}
function getDescriptionResolutionRecipe(existing, otherDescriptor) {
	const selector = {
		name: otherDescriptor.name,
		type: otherDescriptor.type,
		unit: otherDescriptor.unit
	};
	const selectorString = JSON.stringify(selector);
	return `\t- create a new view with a name other than '${existing.name}' and InstrumentSelector '${selectorString}'
    \t- OR - create a new view with the name ${existing.name} and description '${existing.description}' and InstrumentSelector ${selectorString}
    \t- OR - create a new view with the name ${otherDescriptor.name} and description '${existing.description}' and InstrumentSelector ${selectorString}`;
}
function getConflictResolutionRecipe(existing, otherDescriptor) {
	if (existing.valueType !== otherDescriptor.valueType) return getValueTypeConflictResolutionRecipe(existing, otherDescriptor);
	if (existing.unit !== otherDescriptor.unit) return getUnitConflictResolutionRecipe(existing, otherDescriptor);
	if (existing.type !== otherDescriptor.type) return getTypeConflictResolutionRecipe(existing, otherDescriptor);
	if (existing.description !== otherDescriptor.description) return getDescriptionResolutionRecipe(existing, otherDescriptor);
	return "";
}
//#endregion


//# sourceMappingURL=RegistrationConflicts.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MetricStorageRegistry.mjs



//#region src/state/MetricStorageRegistry.ts
/**
* Internal class for storing {@link MetricStorage}
*/
var MetricStorageRegistry = class MetricStorageRegistry {
	_sharedRegistry = /* @__PURE__ */ new Map();
	_perCollectorRegistry = /* @__PURE__ */ new Map();
	static create() {
		return new MetricStorageRegistry();
	}
	getStorages(collector) {
		let storages = [];
		for (const metricStorages of this._sharedRegistry.values()) storages = storages.concat(metricStorages);
		const perCollectorStorages = this._perCollectorRegistry.get(collector);
		if (perCollectorStorages != null) for (const metricStorages of perCollectorStorages.values()) storages = storages.concat(metricStorages);
		return storages;
	}
	register(storage) {
		this._registerStorage(storage, this._sharedRegistry);
	}
	registerForCollector(collector, storage) {
		let storageMap = this._perCollectorRegistry.get(collector);
		if (storageMap == null) {
			storageMap = /* @__PURE__ */ new Map();
			this._perCollectorRegistry.set(collector, storageMap);
		}
		this._registerStorage(storage, storageMap);
	}
	findOrUpdateCompatibleStorage(expectedDescriptor) {
		const storages = this._sharedRegistry.get(expectedDescriptor.name);
		if (storages === void 0) return null;
		return this._findOrUpdateCompatibleStorage(expectedDescriptor, storages);
	}
	findOrUpdateCompatibleCollectorStorage(collector, expectedDescriptor) {
		const storageMap = this._perCollectorRegistry.get(collector);
		if (storageMap === void 0) return null;
		const storages = storageMap.get(expectedDescriptor.name);
		if (storages === void 0) return null;
		return this._findOrUpdateCompatibleStorage(expectedDescriptor, storages);
	}
	_registerStorage(storage, storageMap) {
		const descriptor = storage.getInstrumentDescriptor();
		const storages = storageMap.get(descriptor.name);
		if (storages === void 0) {
			storageMap.set(descriptor.name, [storage]);
			return;
		}
		storages.push(storage);
	}
	_findOrUpdateCompatibleStorage(expectedDescriptor, existingStorages) {
		let compatibleStorage = null;
		for (const existingStorage of existingStorages) {
			const existingDescriptor = existingStorage.getInstrumentDescriptor();
			if (isDescriptorCompatibleWith(existingDescriptor, expectedDescriptor)) {
				if (existingDescriptor.description !== expectedDescriptor.description) {
					if (expectedDescriptor.description.length > existingDescriptor.description.length) existingStorage.updateDescription(expectedDescriptor.description);
					diag_api/* diag */.s.warn("A view or instrument with the name ", expectedDescriptor.name, " has already been registered, but has a different description and is incompatible with another registered view.\n", "Details:\n", getIncompatibilityDetails(existingDescriptor, expectedDescriptor), "The longer description will be used.\nTo resolve the conflict:", getConflictResolutionRecipe(existingDescriptor, expectedDescriptor));
				}
				compatibleStorage = existingStorage;
			} else diag_api/* diag */.s.warn("A view or instrument with the name ", expectedDescriptor.name, " has already been registered and is incompatible with another registered view.\n", "Details:\n", getIncompatibilityDetails(existingDescriptor, expectedDescriptor), "To resolve the conflict:\n", getConflictResolutionRecipe(existingDescriptor, expectedDescriptor));
		}
		return compatibleStorage;
	}
};
//#endregion


//# sourceMappingURL=MetricStorageRegistry.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MultiWritableMetricStorage.mjs

//#region src/state/MultiWritableMetricStorage.ts
/**
* Internal interface.
*/
var MultiMetricStorage = class {
	_backingStorages;
	hasAttributeProcessor;
	constructor(backingStorages) {
		this._backingStorages = backingStorages;
		this.hasAttributeProcessor = backingStorages.some((s) => s.hasAttributeProcessor);
	}
	record(value, attributes, context$1, recordTime) {
		if (this.hasAttributeProcessor && context$1 === void 0) context$1 = context_api/* context */._.active();
		const storages = this._backingStorages;
		for (let i = 0; i < storages.length; i++) storages[i].record(value, attributes, context$1, recordTime);
	}
};
//#endregion


//# sourceMappingURL=MultiWritableMetricStorage.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/ObservableResult.mjs



//#region src/ObservableResult.ts
/**
* The class implements {@link ObservableResult} interface.
*/
var ObservableResultImpl = class {
	/**
	* @internal
	*/
	_buffer = new AttributeHashMap();
	_instrumentName;
	_valueType;
	constructor(instrumentName, valueType) {
		this._instrumentName = instrumentName;
		this._valueType = valueType;
	}
	/**
	* Observe a measurement of the value associated with the given attributes.
	*/
	observe(value, attributes = {}) {
		if (typeof value !== "number") {
			diag_api/* diag */.s.warn(`non-number value provided to metric ${this._instrumentName}: ${value}`);
			return;
		}
		if (this._valueType === Metric/* ValueType */.e.INT && !Number.isInteger(value)) {
			diag_api/* diag */.s.warn(`INT value type cannot accept a floating-point value for ${this._instrumentName}, ignoring the fractional digits.`);
			value = Math.trunc(value);
			if (!Number.isInteger(value)) return;
		}
		this._buffer.set(attributes, value);
	}
};
/**
* The class implements {@link BatchObservableCallback} interface.
*/
var BatchObservableResultImpl = class {
	/**
	* @internal
	*/
	_buffer = /* @__PURE__ */ new Map();
	/**
	* Observe a measurement of the value associated with the given attributes.
	*/
	observe(metric, value, attributes = {}) {
		if (!isObservableInstrument(metric)) return;
		let map = this._buffer.get(metric);
		if (map == null) {
			map = new AttributeHashMap();
			this._buffer.set(metric, map);
		}
		if (typeof value !== "number") {
			diag_api/* diag */.s.warn(`non-number value provided to metric ${metric._descriptor.name}: ${value}`);
			return;
		}
		if (metric._descriptor.valueType === Metric/* ValueType */.e.INT && !Number.isInteger(value)) {
			diag_api/* diag */.s.warn(`INT value type cannot accept a floating-point value for ${metric._descriptor.name}, ignoring the fractional digits.`);
			value = Math.trunc(value);
			if (!Number.isInteger(value)) return;
		}
		map.set(attributes, value);
	}
};
//#endregion


//# sourceMappingURL=ObservableResult.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/ObservableRegistry.mjs




//#region src/state/ObservableRegistry.ts
/**
* An internal interface for managing ObservableCallbacks.
*
* Every registered callback associated with a set of instruments are be evaluated
* exactly once during collection prior to reading data for that instrument.
*/
var ObservableRegistry = class {
	_callbacks = [];
	_batchCallbacks = [];
	addCallback(callback, instrument) {
		if (this._findCallback(callback, instrument) >= 0) return;
		this._callbacks.push({
			callback,
			instrument
		});
	}
	removeCallback(callback, instrument) {
		const idx = this._findCallback(callback, instrument);
		if (idx < 0) return;
		this._callbacks.splice(idx, 1);
	}
	addBatchCallback(callback, instruments) {
		const observableInstruments = new Set(instruments.filter(isObservableInstrument));
		if (observableInstruments.size === 0) {
			diag_api/* diag */.s.error("BatchObservableCallback is not associated with valid instruments", instruments);
			return;
		}
		if (this._findBatchCallback(callback, observableInstruments) >= 0) return;
		this._batchCallbacks.push({
			callback,
			instruments: observableInstruments
		});
	}
	removeBatchCallback(callback, instruments) {
		const observableInstruments = new Set(instruments.filter(isObservableInstrument));
		const idx = this._findBatchCallback(callback, observableInstruments);
		if (idx < 0) return;
		this._batchCallbacks.splice(idx, 1);
	}
	/**
	* @returns a promise of rejected reasons for invoking callbacks.
	*/
	async observe(collectionTime, timeoutMillis) {
		const callbackFutures = this._observeCallbacks(collectionTime, timeoutMillis);
		const batchCallbackFutures = this._observeBatchCallbacks(collectionTime, timeoutMillis);
		return (await Promise.allSettled([...callbackFutures, ...batchCallbackFutures])).filter((result) => result.status === "rejected").map((result) => result.reason);
	}
	_observeCallbacks(observationTime, timeoutMillis) {
		return this._callbacks.map(async ({ callback, instrument }) => {
			const observableResult = new ObservableResultImpl(instrument._descriptor.name, instrument._descriptor.valueType);
			let callPromise = Promise.resolve(callback(observableResult));
			if (timeoutMillis != null) callPromise = (0,utils/* callWithTimeout */.od)(callPromise, timeoutMillis);
			await callPromise;
			instrument._metricStorages.forEach((metricStorage) => {
				metricStorage.record(observableResult._buffer, observationTime);
			});
		});
	}
	_observeBatchCallbacks(observationTime, timeoutMillis) {
		return this._batchCallbacks.map(async ({ callback, instruments }) => {
			const observableResult = new BatchObservableResultImpl();
			let callPromise = Promise.resolve(callback(observableResult));
			if (timeoutMillis != null) callPromise = (0,utils/* callWithTimeout */.od)(callPromise, timeoutMillis);
			await callPromise;
			instruments.forEach((instrument) => {
				const buffer = observableResult._buffer.get(instrument);
				if (buffer == null) return;
				instrument._metricStorages.forEach((metricStorage) => {
					metricStorage.record(buffer, observationTime);
				});
			});
		});
	}
	_findCallback(callback, instrument) {
		return this._callbacks.findIndex((record) => {
			return record.callback === callback && record.instrument === instrument;
		});
	}
	_findBatchCallback(callback, instruments) {
		return this._batchCallbacks.findIndex((record) => {
			return record.callback === callback && (0,utils/* setEquals */.yZ)(record.instruments, instruments);
		});
	}
};
//#endregion


//# sourceMappingURL=ObservableRegistry.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/SyncMetricStorage.mjs




//#region src/state/SyncMetricStorage.ts
/**
* Internal interface.
*
* Stores and aggregates {@link MetricData} for synchronous instruments.
*/
var SyncMetricStorage = class extends MetricStorage {
	_aggregationCardinalityLimit;
	_deltaMetricStorage;
	_temporalMetricStorage;
	_attributesProcessor;
	constructor(instrumentDescriptor, aggregator, attributesProcessor, collectorHandles, aggregationCardinalityLimit) {
		super(instrumentDescriptor);
		this._aggregationCardinalityLimit = aggregationCardinalityLimit;
		this._deltaMetricStorage = new DeltaMetricProcessor(aggregator, this._aggregationCardinalityLimit);
		this._temporalMetricStorage = new TemporalMetricProcessor(aggregator, collectorHandles);
		this._attributesProcessor = attributesProcessor;
		this.hasAttributeProcessor = attributesProcessor !== void 0;
	}
	hasAttributeProcessor;
	record(value, attributes, context$1, recordTime) {
		if (this._attributesProcessor !== void 0) attributes = this._attributesProcessor.process(attributes, context$1 ?? context_api/* context */._.active());
		this._deltaMetricStorage.record(value, attributes, recordTime);
	}
	/**
	* Collects the metrics from this storage.
	*
	* Note: This is a stateful operation and may reset any interval-related
	* state for the MetricCollector.
	*/
	collect(collector, collectionTime) {
		const accumulations = this._deltaMetricStorage.collect();
		return this._temporalMetricStorage.buildMetrics(collector, this._instrumentDescriptor, accumulations, collectionTime);
	}
};
//#endregion


//# sourceMappingURL=SyncMetricStorage.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MeterSharedState.mjs







//#region src/state/MeterSharedState.ts
/**
* An internal record for shared meter provider states.
*/
var MeterSharedState = class {
	metricStorageRegistry = new MetricStorageRegistry();
	observableRegistry = new ObservableRegistry();
	meter;
	_meterProviderSharedState;
	_instrumentationScope;
	constructor(meterProviderSharedState, instrumentationScope) {
		this.meter = new Meter(this);
		this._meterProviderSharedState = meterProviderSharedState;
		this._instrumentationScope = instrumentationScope;
	}
	registerMetricStorage(descriptor) {
		const storages = this._registerMetricStorage(descriptor, SyncMetricStorage);
		if (storages.length === 1) return storages[0];
		return new MultiMetricStorage(storages);
	}
	registerAsyncMetricStorage(descriptor) {
		return this._registerMetricStorage(descriptor, AsyncMetricStorage);
	}
	/**
	* @param collector opaque handle of {@link MetricCollector} which initiated the collection.
	* @param collectionTime the HrTime at which the collection was initiated.
	* @param options options for collection.
	* @returns the list of metric data collected.
	*/
	async collect(collector, collectionTime, options) {
		/**
		* 1. Call all observable callbacks first.
		* 2. Collect metric result for the collector.
		*/
		const errors = await this.observableRegistry.observe(collectionTime, options?.timeoutMillis);
		const storages = this.metricStorageRegistry.getStorages(collector);
		if (storages.length === 0) return null;
		const metricDataList = [];
		storages.forEach((metricStorage) => {
			const metricData = metricStorage.collect(collector, collectionTime);
			if (metricData != null) metricDataList.push(metricData);
		});
		if (metricDataList.length === 0) return { errors };
		return {
			scopeMetrics: {
				scope: this._instrumentationScope,
				metrics: metricDataList
			},
			errors
		};
	}
	_registerMetricStorage(descriptor, MetricStorageType) {
		let storages = this._meterProviderSharedState.viewRegistry.findViews(descriptor, this._instrumentationScope).map((view) => {
			const viewDescriptor = createInstrumentDescriptorWithView(view, descriptor);
			const compatibleStorage = this.metricStorageRegistry.findOrUpdateCompatibleStorage(viewDescriptor);
			if (compatibleStorage != null) return compatibleStorage;
			const viewStorage = new MetricStorageType(viewDescriptor, view.aggregation.createAggregator(viewDescriptor), view.attributesProcessor, this._meterProviderSharedState.metricCollectors, view.aggregationCardinalityLimit);
			this.metricStorageRegistry.register(viewStorage);
			return viewStorage;
		});
		if (storages.length === 0) {
			const collectorStorages = this._meterProviderSharedState.selectAggregations(descriptor.type).map(([collector, aggregation]) => {
				const compatibleStorage = this.metricStorageRegistry.findOrUpdateCompatibleCollectorStorage(collector, descriptor);
				if (compatibleStorage != null) return compatibleStorage;
				const aggregator = aggregation.createAggregator(descriptor);
				const cardinalityLimit = collector.selectCardinalityLimit(descriptor.type);
				const storage = new MetricStorageType(descriptor, aggregator, void 0, [collector], cardinalityLimit);
				this.metricStorageRegistry.registerForCollector(collector, storage);
				return storage;
			});
			storages = storages.concat(collectorStorages);
		}
		return storages;
	}
};
//#endregion


//# sourceMappingURL=MeterSharedState.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MeterProviderSharedState.mjs




//#region src/state/MeterProviderSharedState.ts
/**
* An internal record for shared meter provider states.
*/
var MeterProviderSharedState = class {
	viewRegistry = new ViewRegistry();
	metricCollectors = [];
	meterSharedStates = /* @__PURE__ */ new Map();
	resource;
	constructor(resource) {
		this.resource = resource;
	}
	getMeterSharedState(instrumentationScope) {
		const id = (0,utils/* instrumentationScopeId */.UY)(instrumentationScope);
		let meterSharedState = this.meterSharedStates.get(id);
		if (meterSharedState == null) {
			meterSharedState = new MeterSharedState(this, instrumentationScope);
			this.meterSharedStates.set(id, meterSharedState);
		}
		return meterSharedState;
	}
	selectAggregations(instrumentType) {
		const result = [];
		for (const collector of this.metricCollectors) result.push([collector, (0,AggregationOption/* toAggregation */.E)(collector.selectAggregation(instrumentType))]);
		return result;
	}
};
//#endregion


//# sourceMappingURL=MeterProviderSharedState.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MetricCollector.mjs

//#region src/state/MetricCollector.ts
/**
* An internal opaque interface that the MetricReader receives as
* MetricProducer. It acts as the storage key to the internal metric stream
* state for each MetricReader.
*/
var MetricCollector = class {
	_sharedState;
	_metricReader;
	constructor(sharedState, metricReader) {
		this._sharedState = sharedState;
		this._metricReader = metricReader;
	}
	async collect(options) {
		const collectionTime = (0,time/* millisToHrTime */.lg)(Date.now());
		const scopeMetrics = [];
		const errors = [];
		const meterCollectionPromises = Array.from(this._sharedState.meterSharedStates.values()).map(async (meterSharedState) => {
			const current = await meterSharedState.collect(this, collectionTime, options);
			if (current?.scopeMetrics != null) scopeMetrics.push(current.scopeMetrics);
			if (current?.errors != null) errors.push(...current.errors);
		});
		await Promise.all(meterCollectionPromises);
		return {
			resourceMetrics: {
				resource: this._sharedState.resource,
				scopeMetrics
			},
			errors
		};
	}
	/**
	* Delegates for MetricReader.forceFlush.
	*/
	async forceFlush(options) {
		await this._metricReader.forceFlush(options);
	}
	/**
	* Delegates for MetricReader.shutdown.
	*/
	async shutdown(options) {
		await this._metricReader.shutdown(options);
	}
	selectAggregationTemporality(instrumentType) {
		return this._metricReader.selectAggregationTemporality(instrumentType);
	}
	selectAggregation(instrumentType) {
		return this._metricReader.selectAggregation(instrumentType);
	}
	/**
	* Select the cardinality limit for the given {@link InstrumentType} for this
	* collector.
	*/
	selectCardinalityLimit(instrumentType) {
		return this._metricReader.selectCardinalityLimit?.(instrumentType) ?? 2e3;
	}
};
//#endregion


//# sourceMappingURL=MetricCollector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/Predicate.mjs
//#region src/view/Predicate.ts
const ESCAPE = /[\^$\\.+?()[\]{}|]/g;
/**
* Wildcard pattern predicate, supports patterns like `*`, `foo*`, `*bar`.
*/
var PatternPredicate = class PatternPredicate {
	_matchAll;
	_regexp;
	constructor(pattern) {
		if (pattern === "*") {
			this._matchAll = true;
			this._regexp = /.*/;
		} else {
			this._matchAll = false;
			this._regexp = new RegExp(PatternPredicate.escapePattern(pattern));
		}
	}
	match(str) {
		if (this._matchAll) return true;
		return this._regexp.test(str);
	}
	static escapePattern(pattern) {
		return `^${pattern.replace(ESCAPE, "\\$&").replace("*", ".*")}$`;
	}
	static hasWildcard(pattern) {
		return pattern.includes("*");
	}
};
var ExactPredicate = class {
	_matchAll;
	_pattern;
	constructor(pattern) {
		this._matchAll = pattern === void 0;
		this._pattern = pattern;
	}
	match(str) {
		if (this._matchAll) return true;
		if (str === this._pattern) return true;
		return false;
	}
};
//#endregion


//# sourceMappingURL=Predicate.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/AttributesProcessor.mjs
//#region src/view/AttributesProcessor.ts
var NoopAttributesProcessor = class {
	process(incoming, _context) {
		return incoming;
	}
};
var MultiAttributesProcessor = class {
	_processors;
	constructor(processors) {
		this._processors = processors;
	}
	process(incoming, context) {
		let filteredAttributes = incoming;
		for (const processor of this._processors) filteredAttributes = processor.process(filteredAttributes, context);
		return filteredAttributes;
	}
};
var AllowListProcessor = class {
	_allowedAttributeNames;
	constructor(allowedAttributeNames) {
		this._allowedAttributeNames = new Set(allowedAttributeNames);
	}
	process(incoming, _context) {
		const filteredAttributes = {};
		for (const attributeName in incoming) if (Object.prototype.hasOwnProperty.call(incoming, attributeName) && this._allowedAttributeNames.has(attributeName)) filteredAttributes[attributeName] = incoming[attributeName];
		return filteredAttributes;
	}
};
var DenyListProcessor = class {
	_deniedAttributeNames;
	constructor(deniedAttributeNames) {
		this._deniedAttributeNames = new Set(deniedAttributeNames);
	}
	process(incoming, _context) {
		const filteredAttributes = {};
		for (const attributeName in incoming) if (Object.prototype.hasOwnProperty.call(incoming, attributeName) && !this._deniedAttributeNames.has(attributeName)) filteredAttributes[attributeName] = incoming[attributeName];
		return filteredAttributes;
	}
};
/**
* @internal
*
* Create an {@link IAttributesProcessor} that acts as a simple pass-through for attributes.
*/
function createNoopAttributesProcessor() {
	return NOOP;
}
/**
* @internal
*
* Create an {@link IAttributesProcessor} that applies all processors from the provided list in order.
*
* @param processors Processors to apply in order.
*/
function createMultiAttributesProcessor(processors) {
	return new MultiAttributesProcessor(processors);
}
/**
* Create an {@link IAttributesProcessor} that filters by allowed attribute names and drops any names that are not in the
* allow list.
*/
function createAllowListAttributesProcessor(attributeAllowList) {
	return new AllowListProcessor(attributeAllowList);
}
/**
* Create an {@link IAttributesProcessor} that drops attributes based on the names provided in the deny list
*/
function createDenyListAttributesProcessor(attributeDenyList) {
	return new DenyListProcessor(attributeDenyList);
}
const NOOP = new NoopAttributesProcessor();
//#endregion


//# sourceMappingURL=AttributesProcessor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/InstrumentSelector.mjs

//#region src/view/InstrumentSelector.ts
var InstrumentSelector = class {
	_nameFilter;
	_type;
	_unitFilter;
	constructor(criteria) {
		this._nameFilter = new PatternPredicate(criteria?.name ?? "*");
		this._type = criteria?.type;
		this._unitFilter = new ExactPredicate(criteria?.unit);
	}
	getType() {
		return this._type;
	}
	getNameFilter() {
		return this._nameFilter;
	}
	getUnitFilter() {
		return this._unitFilter;
	}
};
//#endregion


//# sourceMappingURL=InstrumentSelector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/MeterSelector.mjs

//#region src/view/MeterSelector.ts
var MeterSelector = class {
	_nameFilter;
	_versionFilter;
	_schemaUrlFilter;
	constructor(criteria) {
		this._nameFilter = new ExactPredicate(criteria?.name);
		this._versionFilter = new ExactPredicate(criteria?.version);
		this._schemaUrlFilter = new ExactPredicate(criteria?.schemaUrl);
	}
	getNameFilter() {
		return this._nameFilter;
	}
	/**
	* TODO: semver filter? no spec yet.
	*/
	getVersionFilter() {
		return this._versionFilter;
	}
	getSchemaUrlFilter() {
		return this._schemaUrlFilter;
	}
};
//#endregion


//# sourceMappingURL=MeterSelector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/View.mjs





//#region src/view/View.ts
function isSelectorNotProvided(options) {
	return options.instrumentName == null && options.instrumentType == null && options.instrumentUnit == null && options.meterName == null && options.meterVersion == null && options.meterSchemaUrl == null;
}
function validateViewOptions(viewOptions) {
	if (isSelectorNotProvided(viewOptions)) throw new Error("Cannot create view with no selector arguments supplied");
	if (viewOptions.name != null && (viewOptions?.instrumentName == null || PatternPredicate.hasWildcard(viewOptions.instrumentName))) throw new Error("Views with a specified name must be declared with an instrument selector that selects at most one instrument per meter.");
}
/**
* Can be passed to a {@link MeterProvider} to select instruments and alter their metric stream.
*/
var View = class {
	name;
	description;
	aggregation;
	attributesProcessor;
	instrumentSelector;
	meterSelector;
	aggregationCardinalityLimit;
	/**
	* Create a new {@link View} instance.
	*
	* Parameters can be categorized as two types:
	*  Instrument selection criteria: Used to describe the instrument(s) this view will be applied to.
	*  Will be treated as additive (the Instrument has to meet all the provided criteria to be selected).
	*
	*  Metric stream altering: Alter the metric stream of instruments selected by instrument selection criteria.
	*
	* @param viewOptions {@link ViewOptions} for altering the metric stream and instrument selection.
	* @param viewOptions.name
	* Alters the metric stream:
	*  This will be used as the name of the metrics stream.
	*  If not provided, the original Instrument name will be used.
	* @param viewOptions.description
	* Alters the metric stream:
	*  This will be used as the description of the metrics stream.
	*  If not provided, the original Instrument description will be used by default.
	* @param viewOptions.attributesProcessors
	* Alters the metric stream:
	*  If provided, the attributes will be modified as defined by the added processors.
	*  If not provided, all attribute keys will be used by default.
	* @param viewOptions.aggregationCardinalityLimit
	* Alters the metric stream:
	*  Sets a limit on the number of unique attribute combinations (cardinality) that can be aggregated.
	*  If not provided, the default limit of 2000 will be used.
	* @param viewOptions.aggregation
	* Alters the metric stream:
	*  Alters the {@link Aggregation} of the metric stream.
	* @param viewOptions.instrumentName
	* Instrument selection criteria:
	*  Original name of the Instrument(s) with wildcard support.
	* @param viewOptions.instrumentType
	* Instrument selection criteria:
	*  The original type of the Instrument(s).
	* @param viewOptions.instrumentUnit
	* Instrument selection criteria:
	*  The unit of the Instrument(s).
	* @param viewOptions.meterName
	* Instrument selection criteria:
	*  The name of the Meter. No wildcard support, name must match the meter exactly.
	* @param viewOptions.meterVersion
	* Instrument selection criteria:
	*  The version of the Meter. No wildcard support, version must match exactly.
	* @param viewOptions.meterSchemaUrl
	* Instrument selection criteria:
	*  The schema URL of the Meter. No wildcard support, schema URL must match exactly.
	*
	* @example
	* // Create a view that changes the Instrument 'my.instrument' to use to an
	* // ExplicitBucketHistogramAggregation with the boundaries [20, 30, 40]
	* new View({
	*   aggregation: new ExplicitBucketHistogramAggregation([20, 30, 40]),
	*   instrumentName: 'my.instrument'
	* })
	*/
	constructor(viewOptions) {
		validateViewOptions(viewOptions);
		if (viewOptions.attributesProcessors != null) this.attributesProcessor = createMultiAttributesProcessor(viewOptions.attributesProcessors);
		else this.attributesProcessor = createNoopAttributesProcessor();
		this.name = viewOptions.name;
		this.description = viewOptions.description;
		this.aggregation = (0,AggregationOption/* toAggregation */.E)(viewOptions.aggregation ?? { type: 0 });
		this.instrumentSelector = new InstrumentSelector({
			name: viewOptions.instrumentName,
			type: viewOptions.instrumentType,
			unit: viewOptions.instrumentUnit
		});
		this.meterSelector = new MeterSelector({
			name: viewOptions.meterName,
			version: viewOptions.meterVersion,
			schemaUrl: viewOptions.meterSchemaUrl
		});
		this.aggregationCardinalityLimit = viewOptions.aggregationCardinalityLimit;
	}
};
//#endregion


//# sourceMappingURL=View.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeter.mjs
var NoopMeter = __webpack_require__(72502);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/dist/ResourceImpl.mjs + 5 modules
var ResourceImpl = __webpack_require__(19481);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/MeterProvider.mjs






//#region src/MeterProvider.ts
/**
* This class implements the {@link MeterProvider} interface.
*/
var MeterProvider$1 = class {
	_sharedState;
	_shutdown = false;
	constructor(options) {
		this._sharedState = new MeterProviderSharedState(options?.resource ?? (0,ResourceImpl/* defaultResource */.gk)());
		if (options?.views != null && options.views.length > 0) for (const viewOption of options.views) this._sharedState.viewRegistry.addView(new View(viewOption));
		if (options?.readers != null && options.readers.length > 0) for (const metricReader of options.readers) {
			const collector = new MetricCollector(this._sharedState, metricReader);
			metricReader.setMetricProducer(collector);
			this._sharedState.metricCollectors.push(collector);
			if (options.sdkMetricsEnabled && metricReader instanceof MetricReader/* MetricReader */.s) metricReader._setSelfObsMeterProvider(this);
		}
	}
	/**
	* Get a meter with the configuration of the MeterProvider.
	*/
	getMeter(name, version = "", options = {}) {
		if (this._shutdown) {
			diag_api/* diag */.s.warn("A shutdown MeterProvider cannot provide a Meter");
			return (0,NoopMeter/* createNoopMeter */.Ac)();
		}
		if (typeof name !== "string" || name.length === 0) {
			diag_api/* diag */.s.warn("Invalid MeterProvider instrumentation scope name, using empty string");
			name = "";
		}
		return this._sharedState.getMeterSharedState({
			name,
			version,
			schemaUrl: options.schemaUrl
		}).meter;
	}
	/**
	* Shut down the MeterProvider and all registered
	* MetricReaders.
	*
	* Returns a promise which is resolved when all flushes are complete.
	*/
	async shutdown(options) {
		if (this._shutdown) {
			diag_api/* diag */.s.warn("shutdown may only be called once per MeterProvider");
			return;
		}
		this._shutdown = true;
		await Promise.all(this._sharedState.metricCollectors.map((collector) => {
			return collector.shutdown(options);
		}));
	}
	/**
	* Notifies all registered MetricReaders to flush any buffered data.
	*
	* Returns a promise which is resolved when all flushes are complete.
	*/
	async forceFlush(options) {
		if (this._shutdown) {
			diag_api/* diag */.s.warn("invalid attempt to force flush after MeterProvider shutdown");
			return;
		}
		await Promise.all(this._sharedState.metricCollectors.map((collector) => {
			return collector.forceFlush(options);
		}));
	}
};
//#endregion


//# sourceMappingURL=MeterProvider.mjs.map

/***/ }),

/***/ 52787:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ DEFAULT_AGGREGATION_SELECTOR),
/* harmony export */   u: () => (/* binding */ DEFAULT_AGGREGATION_TEMPORALITY_SELECTOR)
/* harmony export */ });


//#region src/export/AggregationSelector.ts
const DEFAULT_AGGREGATION_SELECTOR = (_instrumentType) => {
	return { type: 0 };
};
const DEFAULT_AGGREGATION_TEMPORALITY_SELECTOR = (_instrumentType) => 1;
//#endregion


//# sourceMappingURL=AggregationSelector.mjs.map

/***/ }),

/***/ 69778:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ AggregationTemporality)
/* harmony export */ });
//#region src/export/AggregationTemporality.ts
/**
* AggregationTemporality indicates the way additive quantities are expressed.
*/
let AggregationTemporality = /* @__PURE__ */ function(AggregationTemporality) {
	AggregationTemporality[AggregationTemporality["DELTA"] = 0] = "DELTA";
	AggregationTemporality[AggregationTemporality["CUMULATIVE"] = 1] = "CUMULATIVE";
	return AggregationTemporality;
}({});
//#endregion


//# sourceMappingURL=AggregationTemporality.mjs.map

/***/ }),

/***/ 42454:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ ConsoleMetricExporter)
/* harmony export */ });
/* harmony import */ var _AggregationSelector_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52787);
/* harmony import */ var _opentelemetry_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55931);


//#region src/export/ConsoleMetricExporter.ts
/**
* This is an implementation of {@link PushMetricExporter} that prints metrics to the
* console. This class can be used for diagnostic purposes.
*
* NOTE: This {@link PushMetricExporter} is intended for diagnostics use only, output rendered to the console may change at any time.
*/
var ConsoleMetricExporter = class ConsoleMetricExporter {
	_shutdown = false;
	_temporalitySelector;
	constructor(options) {
		this._temporalitySelector = options?.temporalitySelector ?? _AggregationSelector_mjs__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_AGGREGATION_TEMPORALITY_SELECTOR */ .u;
	}
	export(metrics, resultCallback) {
		if (this._shutdown) {
			resultCallback({ code: _opentelemetry_core__WEBPACK_IMPORTED_MODULE_1__/* .ExportResultCode */ .V.FAILED });
			return;
		}
		return ConsoleMetricExporter._sendMetrics(metrics, resultCallback);
	}
	forceFlush() {
		return Promise.resolve();
	}
	selectAggregationTemporality(_instrumentType) {
		return this._temporalitySelector(_instrumentType);
	}
	shutdown() {
		this._shutdown = true;
		return Promise.resolve();
	}
	static _sendMetrics(metrics, done) {
		for (const scopeMetrics of metrics.scopeMetrics) for (const metric of scopeMetrics.metrics) console.dir({
			descriptor: metric.descriptor,
			dataPointType: metric.dataPointType,
			dataPoints: metric.dataPoints
		}, { depth: null });
		done({ code: _opentelemetry_core__WEBPACK_IMPORTED_MODULE_1__/* .ExportResultCode */ .V.SUCCESS });
	}
};
//#endregion


//# sourceMappingURL=ConsoleMetricExporter.mjs.map

/***/ }),

/***/ 85775:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s: () => (/* binding */ MetricReader)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/utils.mjs
var utils = __webpack_require__(44432);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/AggregationSelector.mjs
var AggregationSelector = __webpack_require__(52787);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/semconv.mjs
var semconv = __webpack_require__(38448);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricReaderMetrics.mjs

//#region src/export/MetricReaderMetrics.ts
const componentCounter = /* @__PURE__ */ new Map();
/**
* Generates `otel.sdk.metric_reader.*` self-observability metrics.
* https://opentelemetry.io/docs/specs/semconv/otel/sdk-metrics/#metric-otelsdkmetric_readercollectionduration
*/
var MetricReaderMetrics = class {
	collectionDuration;
	standardAttrs;
	constructor(componentType, meter) {
		const counter = componentCounter.get(componentType) ?? 0;
		componentCounter.set(componentType, counter + 1);
		this.standardAttrs = {
			[semconv/* ATTR_OTEL_COMPONENT_TYPE */.wU]: componentType,
			[semconv/* ATTR_OTEL_COMPONENT_NAME */.V8]: `${componentType}/${counter}`
		};
		this.collectionDuration = meter.createHistogram(semconv/* METRIC_OTEL_SDK_METRIC_READER_COLLECTION_DURATION */.GA, {
			unit: "s",
			description: "The duration of the collect operation of the metric reader.",
			advice: { explicitBucketBoundaries: [] }
		});
	}
	recordCollection(durationSecs, error) {
		const attrs = error ? {
			...this.standardAttrs,
			[semconv/* ATTR_ERROR_TYPE */.oJ]: error
		} : this.standardAttrs;
		this.collectionDuration.record(durationSecs, attrs);
	}
};
//#endregion


//# sourceMappingURL=MetricReaderMetrics.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/version.mjs
//#region src/version.ts
const VERSION = "3.1.1";
//#endregion


//# sourceMappingURL=version.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeter.mjs
var NoopMeter = __webpack_require__(72502);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/time.mjs
var time = __webpack_require__(37463);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricReader.mjs






//#region src/export/MetricReader.ts
/**
* A registered reader of metrics that, when linked to a {@link MetricProducer}, offers global
* control over metrics.
*/
var MetricReader = class {
	_shutdown = false;
	_metricProducers;
	_sdkMetricProducer;
	_selfObsMetrics;
	_aggregationTemporalitySelector;
	_aggregationSelector;
	_cardinalitySelector;
	_otelComponentType;
	constructor(options) {
		this._aggregationSelector = options?.aggregationSelector ?? AggregationSelector/* DEFAULT_AGGREGATION_SELECTOR */.P;
		this._aggregationTemporalitySelector = options?.aggregationTemporalitySelector ?? AggregationSelector/* DEFAULT_AGGREGATION_TEMPORALITY_SELECTOR */.u;
		this._metricProducers = options?.metricProducers ?? [];
		this._cardinalitySelector = options?.cardinalitySelector;
		this._otelComponentType = options?.otelComponentType ?? this.constructor.name;
		this._selfObsMetrics = new MetricReaderMetrics(this._otelComponentType, NoopMeter/* createNoopMeter */.Ac());
	}
	setMetricProducer(metricProducer) {
		if (this._sdkMetricProducer) throw new Error("MetricReader can not be bound to a MeterProvider again.");
		this._sdkMetricProducer = metricProducer;
		this.onInitialized();
	}
	_setSelfObsMeterProvider(meterProvider) {
		const meter = meterProvider.getMeter("@opentelemetry/sdk-metrics", VERSION);
		this._selfObsMetrics = new MetricReaderMetrics(this._otelComponentType, meter);
	}
	selectAggregation(instrumentType) {
		return this._aggregationSelector(instrumentType);
	}
	selectAggregationTemporality(instrumentType) {
		return this._aggregationTemporalitySelector(instrumentType);
	}
	selectCardinalityLimit(instrumentType) {
		return this._cardinalitySelector ? this._cardinalitySelector(instrumentType) : 2e3;
	}
	/**
	* Handle once the SDK has initialized this {@link MetricReader}
	* Overriding this method is optional.
	*/
	onInitialized() {}
	async collect(options) {
		if (this._sdkMetricProducer === void 0) throw new Error("MetricReader is not bound to a MetricProducer");
		if (this._shutdown) throw new Error("MetricReader is shutdown");
		const startTime = (0,time/* hrTime */._5)();
		const [sdkCollectionResults, ...additionalCollectionResults] = await Promise.all([this._sdkMetricProducer.collect({ timeoutMillis: options?.timeoutMillis }), ...this._metricProducers.map((producer) => producer.collect({ timeoutMillis: options?.timeoutMillis }))]);
		const endTime = (0,time/* hrTime */._5)();
		const errors = sdkCollectionResults.errors.concat(additionalCollectionResults.flatMap((result) => result.errors));
		const collectDuration = (0,time/* hrTimeToSeconds */.YP)((0,time/* hrTimeDuration */.W5)(startTime, endTime));
		this._selfObsMetrics.recordCollection(collectDuration, errors.length > 0 ? errors[0].name ?? "collect_error" : void 0);
		return {
			resourceMetrics: {
				resource: sdkCollectionResults.resourceMetrics.resource,
				scopeMetrics: sdkCollectionResults.resourceMetrics.scopeMetrics.concat(additionalCollectionResults.flatMap((result) => result.resourceMetrics.scopeMetrics))
			},
			errors
		};
	}
	async shutdown(options) {
		if (this._shutdown) {
			diag_api/* diag */.s.error("Cannot call shutdown twice.");
			return;
		}
		if (options?.timeoutMillis == null) await this.onShutdown();
		else await (0,utils/* callWithTimeout */.od)(this.onShutdown(), options.timeoutMillis);
		this._shutdown = true;
	}
	async forceFlush(options) {
		if (this._shutdown) {
			diag_api/* diag */.s.warn("Cannot forceFlush on already shutdown MetricReader.");
			return;
		}
		if (options?.timeoutMillis == null) {
			await this.onForceFlush();
			return;
		}
		await (0,utils/* callWithTimeout */.od)(this.onForceFlush(), options.timeoutMillis);
	}
};
//#endregion


//# sourceMappingURL=MetricReader.mjs.map

/***/ }),

/***/ 27247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  D: () => (/* binding */ PeriodicExportingMetricReader)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/utils.mjs
var utils = __webpack_require__(44432);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/semconv.mjs
var semconv = __webpack_require__(38448);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricReader.mjs + 2 modules
var MetricReader = __webpack_require__(85775);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricDataSplitter.mjs
//#region src/export/MetricDataSplitter.ts
/**
* Splits a ResourceMetrics object into smaller ResourceMetrics objects
* such that no batch exceeds maxExportBatchSize data points.
* @param resourceMetrics The metrics to split.
* @param maxExportBatchSize The maximum number of data points per batch.
* @internal
*/
function splitMetricData(resourceMetrics, maxExportBatchSize) {
	if (!Number.isInteger(maxExportBatchSize) || maxExportBatchSize <= 0) throw new Error("maxExportBatchSize must be a positive integer");
	const batches = [];
	let currentBatchPoints = 0;
	let currentScopeMetrics = [];
	function flush() {
		if (currentScopeMetrics.length > 0) {
			batches.push({
				resource: resourceMetrics.resource,
				scopeMetrics: currentScopeMetrics
			});
			currentScopeMetrics = [];
			currentBatchPoints = 0;
		}
	}
	for (const scopeMetric of resourceMetrics.scopeMetrics) {
		let scopeMetricCopy = null;
		for (const metric of scopeMetric.metrics) {
			const dataPoints = metric.dataPoints;
			if (dataPoints.length === 0) {
				if (!scopeMetricCopy) {
					scopeMetricCopy = {
						scope: scopeMetric.scope,
						metrics: []
					};
					currentScopeMetrics.push(scopeMetricCopy);
				}
				scopeMetricCopy.metrics.push(metric);
				continue;
			}
			let offset = 0;
			while (offset < dataPoints.length) {
				const spaceLeft = maxExportBatchSize - currentBatchPoints;
				const take = Math.min(spaceLeft, dataPoints.length - offset);
				if (!scopeMetricCopy) {
					scopeMetricCopy = {
						scope: scopeMetric.scope,
						metrics: []
					};
					currentScopeMetrics.push(scopeMetricCopy);
				}
				const metricCopy = {
					...metric,
					dataPoints: dataPoints.slice(offset, offset + take)
				};
				scopeMetricCopy.metrics.push(metricCopy);
				offset += take;
				currentBatchPoints += take;
				if (currentBatchPoints === maxExportBatchSize) {
					flush();
					scopeMetricCopy = null;
				}
			}
		}
	}
	flush();
	return batches;
}
//#endregion


//# sourceMappingURL=MetricDataSplitter.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/global-error-handler.mjs + 1 modules
var global_error_handler = __webpack_require__(61185);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/trace/suppress-tracing.mjs
var suppress_tracing = __webpack_require__(76512);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/internal/exporter.mjs


//#region src/internal/exporter.ts
/**
* @internal
* Shared functionality used by Exporters while exporting data, including suppression of Traces.
*/
function _export(exporter, arg) {
	return new Promise((resolve) => {
		context_api/* context */._.with((0,suppress_tracing/* suppressTracing */.M1)(context_api/* context */._.active()), () => {
			exporter.export(arg, resolve);
		});
	});
}
//#endregion


//# sourceMappingURL=exporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/index.mjs




















//#region src/index.ts
const internal = { _export: _export };
//#endregion


//# sourceMappingURL=index.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/ExportResult.mjs
var ExportResult = __webpack_require__(55931);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/PeriodicExportingMetricReader.mjs







//#region src/export/PeriodicExportingMetricReader.ts
/**
* {@link MetricReader} which collects metrics based on a user-configurable time interval, and passes the metrics to
* the configured {@link PushMetricExporter}
*/
var PeriodicExportingMetricReader = class extends MetricReader/* MetricReader */.s {
	_interval;
	_exporter;
	_exportInterval;
	_exportTimeout;
	_maxExportBatchSize;
	_ongoingExportPromise = null;
	constructor(options) {
		const { exporter, exportIntervalMillis = 6e4, metricProducers, cardinalityLimits, maxExportBatchSize } = options;
		let { exportTimeoutMillis = 3e4 } = options;
		super({
			aggregationSelector: exporter.selectAggregation?.bind(exporter),
			aggregationTemporalitySelector: exporter.selectAggregationTemporality?.bind(exporter),
			otelComponentType: semconv/* OTEL_COMPONENT_TYPE_VALUE_PERIODIC_METRIC_READER */.JN,
			metricProducers,
			cardinalitySelector: (instrumentType) => {
				const limits = {
					default: 2e3,
					...cardinalityLimits
				};
				switch (instrumentType) {
					case "COUNTER": return limits.counter ?? limits.default;
					case "GAUGE": return limits.gauge ?? limits.default;
					case "HISTOGRAM": return limits.histogram ?? limits.default;
					case "OBSERVABLE_COUNTER": return limits.observableCounter ?? limits.default;
					case "OBSERVABLE_UP_DOWN_COUNTER": return limits.observableUpDownCounter ?? limits.default;
					case "OBSERVABLE_GAUGE": return limits.observableGauge ?? limits.default;
					case "UP_DOWN_COUNTER": return limits.upDownCounter ?? limits.default;
					default: return limits.default;
				}
			}
		});
		if (exportIntervalMillis <= 0) throw Error("exportIntervalMillis must be greater than 0");
		if (exportTimeoutMillis <= 0) throw Error("exportTimeoutMillis must be greater than 0");
		if (maxExportBatchSize !== void 0 && (!Number.isInteger(maxExportBatchSize) || maxExportBatchSize <= 0)) throw Error("maxExportBatchSize must be a positive integer");
		if (exportIntervalMillis < exportTimeoutMillis) {
			if ("exportIntervalMillis" in options && "exportTimeoutMillis" in options) throw Error("exportIntervalMillis must be greater than or equal to exportTimeoutMillis");
			else {
				diag_api/* diag */.s.info(`Timeout of ${exportTimeoutMillis} exceeds the interval of ${exportIntervalMillis}. Clamping timeout to interval duration.`);
				exportTimeoutMillis = exportIntervalMillis;
			}
		}
		this._exportInterval = exportIntervalMillis;
		this._exportTimeout = exportTimeoutMillis;
		this._exporter = exporter;
		this._maxExportBatchSize = maxExportBatchSize;
	}
	async _runOnce() {
		try {
			await this._doRun();
		} catch (err) {
			(0,global_error_handler/* globalErrorHandler */.s)(err);
		}
	}
	async _doRun() {
		if (this._ongoingExportPromise) {
			diag_api/* diag */.s.debug("PeriodicExportingMetricReader: export already in progress, skipping");
			return;
		}
		const currentRun = async () => {
			const { resourceMetrics, errors } = await this.collect({ timeoutMillis: this._exportTimeout });
			if (errors.length > 0) diag_api/* diag */.s.error("PeriodicExportingMetricReader: metrics collection errors", ...errors);
			if (resourceMetrics.resource.asyncAttributesPending) try {
				await resourceMetrics.resource.waitForAsyncAttributes?.();
			} catch (e) {
				diag_api/* diag */.s.debug("Error while resolving async portion of resource: ", e);
				(0,global_error_handler/* globalErrorHandler */.s)(e);
			}
			if (resourceMetrics.scopeMetrics.length === 0) return;
			const batches = this._maxExportBatchSize ? splitMetricData(resourceMetrics, this._maxExportBatchSize) : [resourceMetrics];
			let anyErr = null;
			for (const batch of batches) try {
				const result = await (0,utils/* callWithTimeout */.od)(internal._export(this._exporter, batch), this._exportTimeout);
				if (result.code !== ExportResult/* ExportResultCode */.V.SUCCESS) anyErr = /* @__PURE__ */ new Error(`PeriodicExportingMetricReader: metrics export failed (error ${result.error})`);
			} catch (e) {
				if (e instanceof utils/* TimeoutError */.MU) {
					diag_api/* diag */.s.error(`PeriodicExportingMetricReader: metrics export timed out after ${this._exportTimeout}ms`);
					break;
				} else {
					diag_api/* diag */.s.error("PeriodicExportingMetricReader: metrics export threw error", e);
					anyErr = e instanceof Error ? e : new Error(String(e));
				}
			}
			if (anyErr) throw anyErr;
		};
		this._ongoingExportPromise = currentRun();
		try {
			await this._ongoingExportPromise;
		} finally {
			this._ongoingExportPromise = null;
		}
	}
	onInitialized() {
		this._interval = setInterval(() => {
			this._runOnce();
		}, this._exportInterval);
		unrefTimer(this._interval);
	}
	async onForceFlush() {
		await this._awaitOngoingExport();
		if (this._ongoingExportPromise) await this._awaitOngoingExport();
		else await this._runOnce();
		await this._exporter.forceFlush();
	}
	/**
	* Helper function to wait for an ongoing export to complete.
	* Errors are swallowed and handled by the original _runOnce().
	*/
	async _awaitOngoingExport() {
		if (this._ongoingExportPromise) {
			diag_api/* diag */.s.debug("PeriodicExportingMetricReader: export already in progress, awaiting ongoing export");
			try {
				await this._ongoingExportPromise;
			} catch {}
		}
	}
	async onShutdown() {
		if (this._interval) clearInterval(this._interval);
		await this.onForceFlush();
		await this._exporter.shutdown();
	}
};
function unrefTimer(timer) {
	const handle = timer;
	if (typeof handle !== "number") handle.unref?.();
}
//#endregion


//# sourceMappingURL=PeriodicExportingMetricReader.mjs.map

/***/ }),

/***/ 38448:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GA: () => (/* binding */ METRIC_OTEL_SDK_METRIC_READER_COLLECTION_DURATION),
/* harmony export */   JN: () => (/* binding */ OTEL_COMPONENT_TYPE_VALUE_PERIODIC_METRIC_READER),
/* harmony export */   V8: () => (/* binding */ ATTR_OTEL_COMPONENT_NAME),
/* harmony export */   oJ: () => (/* binding */ ATTR_ERROR_TYPE),
/* harmony export */   wU: () => (/* binding */ ATTR_OTEL_COMPONENT_TYPE)
/* harmony export */ });
//#region src/semconv.ts
/**
* A name uniquely identifying the instance of the OpenTelemetry component within its containing SDK instance.
*
* @example otlp_grpc_span_exporter/0
* @example custom-name
*
* @note Implementations **SHOULD** ensure a low cardinality for this attribute, even across application or SDK restarts.
* E.g. implementations **MUST NOT** use UUIDs as values for this attribute.
*
* Implementations **MAY** achieve these goals by following a `<otel.component.type>/<instance-counter>` pattern, e.g. `batching_span_processor/0`.
* Hereby `otel.component.type` refers to the corresponding attribute value of the component.
*
* The value of `instance-counter` **MAY** be automatically assigned by the component and uniqueness within the enclosing SDK instance **MUST** be guaranteed.
* For example, `<instance-counter>` **MAY** be implemented by using a monotonically increasing counter (starting with `0`), which is incremented every time an
* instance of the given component type is started.
*
* With this implementation, for example the first Batching Span Processor would have `batching_span_processor/0`
* as `otel.component.name`, the second one `batching_span_processor/1` and so on.
* These values will therefore be reused in the case of an application restart.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_COMPONENT_NAME = "otel.component.name";
/**
* A name identifying the type of the OpenTelemetry component.
*
* @example batching_span_processor
* @example com.example.MySpanExporter
*
* @note If none of the standardized values apply, implementations **SHOULD** use the language-defined name of the type.
* E.g. for Java the fully qualified classname **SHOULD** be used in this case.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_COMPONENT_TYPE = "otel.component.type";
/**
* Enum value "periodic_metric_reader" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* The builtin SDK periodically exporting metric reader
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_PERIODIC_METRIC_READER = "periodic_metric_reader";
/**
* The duration of the collect operation of the metric reader.
*
* @note For successful collections, `error.type` **MUST NOT** be set. For failed collections, `error.type` **SHOULD** contain the failure cause.
* It can happen that metrics collection is successful for some MetricProducers, while others fail. In that case `error.type` **SHOULD** be set to any of the failure causes.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_METRIC_READER_COLLECTION_DURATION = "otel.sdk.metric_reader.collection.duration";
/**
* Describes a class of error the operation ended with.
*
* @example timeout
* @example java.net.UnknownHostException
* @example server_certificate_invalid
* @example 500
*
* @note The `error.type` **SHOULD** be predictable, and **SHOULD** have low cardinality.
*
* When `error.type` is set to a type (e.g., an exception type), its
* canonical class name identifying the type within the artifact **SHOULD** be used.
*
* Instrumentations **SHOULD** document the list of errors they report.
*
* The cardinality of `error.type` within one instrumentation library **SHOULD** be low.
* Telemetry consumers that aggregate data from multiple instrumentation libraries and applications
* should be prepared for `error.type` to have high cardinality at query time when no
* additional filters are applied.
*
* If the operation has completed successfully, instrumentations **SHOULD NOT** set `error.type`.
*
* If a specific domain defines its own set of error identifiers (such as HTTP or RPC status codes),
* it's **RECOMMENDED** to:
*
*   - Use a domain-specific attribute
*   - Set `error.type` to capture all errors, regardless of whether they are defined within the domain-specific set or not.
*/
const ATTR_ERROR_TYPE = "error.type";
//#endregion


//# sourceMappingURL=semconv.mjs.map

/***/ }),

/***/ 44432:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ binarySearchUB),
/* harmony export */   MU: () => (/* binding */ TimeoutError),
/* harmony export */   Pz: () => (/* binding */ equalsCaseInsensitive),
/* harmony export */   UY: () => (/* binding */ instrumentationScopeId),
/* harmony export */   eM: () => (/* binding */ hashAttributes),
/* harmony export */   od: () => (/* binding */ callWithTimeout),
/* harmony export */   yZ: () => (/* binding */ setEquals)
/* harmony export */ });
//#region src/utils.ts
/**
* Converting the unordered attributes into unique identifier string.
* @param attributes user provided unordered Attributes.
*/
function hashAttributes(attributes) {
	let keys = Object.keys(attributes);
	if (keys.length === 0) return "";
	keys = keys.sort();
	return JSON.stringify(keys.map((key) => [key, attributes[key]]));
}
/**
* Converting the instrumentation scope object to a unique identifier string.
* @param instrumentationScope
*/
function instrumentationScopeId(instrumentationScope) {
	return `${instrumentationScope.name}:${instrumentationScope.version ?? ""}:${instrumentationScope.schemaUrl ?? ""}`;
}
/**
* Error that is thrown on timeouts.
*/
var TimeoutError = class TimeoutError extends Error {
	constructor(message) {
		super(message);
		Object.setPrototypeOf(this, TimeoutError.prototype);
	}
};
/**
* Adds a timeout to a promise and rejects if the specified timeout has elapsed. Also rejects if the specified promise
* rejects, and resolves if the specified promise resolves.
*
* <p> NOTE: this operation will continue even after it throws a {@link TimeoutError}.
*
* @param promise promise to use with timeout.
* @param timeout the timeout in milliseconds until the returned promise is rejected.
*/
function callWithTimeout(promise, timeout) {
	let timeoutHandle;
	const timeoutPromise = new Promise(function timeoutFunction(_resolve, reject) {
		timeoutHandle = setTimeout(function timeoutHandler() {
			reject(new TimeoutError("Operation timed out."));
		}, timeout);
	});
	return Promise.race([promise, timeoutPromise]).then((result) => {
		clearTimeout(timeoutHandle);
		return result;
	}, (reason) => {
		clearTimeout(timeoutHandle);
		throw reason;
	});
}
function setEquals(lhs, rhs) {
	if (lhs.size !== rhs.size) return false;
	for (const item of lhs) if (!rhs.has(item)) return false;
	return true;
}
/**
* Binary search the sorted array to the find upper bound for the value.
* @param arr
* @param value
* @returns
*/
function binarySearchUB(arr, value) {
	let lo = 0;
	let hi = arr.length - 1;
	let ret = arr.length;
	while (hi >= lo) {
		const mid = lo + Math.trunc((hi - lo) / 2);
		if (arr[mid] < value) lo = mid + 1;
		else {
			ret = mid;
			hi = mid - 1;
		}
	}
	return ret;
}
function equalsCaseInsensitive(lhs, rhs) {
	return lhs.toLowerCase() === rhs.toLowerCase();
}
//#endregion


//# sourceMappingURL=utils.mjs.map

/***/ }),

/***/ 38654:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  D: () => (/* binding */ AggregationType),
  E: () => (/* binding */ toAggregation)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/Drop.mjs
//#region src/aggregator/Drop.ts
/** Basic aggregator for None which keeps no recorded value. */
var DropAggregator = class {
	kind = 0;
	createAccumulation() {}
	merge(_previous, _delta) {}
	diff(_previous, _current) {}
	toMetricData(_descriptor, _aggregationTemporality, _accumulationByAttributes, _endTime) {}
};
//#endregion


//# sourceMappingURL=Drop.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/utils.mjs
var utils = __webpack_require__(44432);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/Histogram.mjs


//#region src/aggregator/Histogram.ts
function createNewEmptyCheckpoint(boundaries) {
	const counts = boundaries.map(() => 0);
	counts.push(0);
	return {
		buckets: {
			boundaries,
			counts
		},
		sum: 0,
		count: 0,
		hasMinMax: false,
		min: Infinity,
		max: -Infinity
	};
}
var HistogramAccumulation = class {
	startTime;
	_boundaries;
	_recordMinMax;
	_current;
	constructor(startTime, boundaries, recordMinMax = true, current = createNewEmptyCheckpoint(boundaries)) {
		this.startTime = startTime;
		this._boundaries = boundaries;
		this._recordMinMax = recordMinMax;
		this._current = current;
	}
	record(value) {
		if (Number.isNaN(value)) return;
		this._current.count += 1;
		this._current.sum += value;
		if (this._recordMinMax) {
			this._current.min = Math.min(value, this._current.min);
			this._current.max = Math.max(value, this._current.max);
			this._current.hasMinMax = true;
		}
		const idx = (0,utils/* binarySearchUB */.Dm)(this._boundaries, value);
		this._current.buckets.counts[idx] += 1;
	}
	setStartTime(startTime) {
		this.startTime = startTime;
	}
	toPointValue() {
		return this._current;
	}
};
/**
* Basic aggregator which observes events and counts them in pre-defined buckets
* and provides the total sum and count of all observations.
*/
var HistogramAggregator = class {
	kind = 3;
	_boundaries;
	_recordMinMax;
	/**
	* @param _boundaries sorted upper bounds of recorded values.
	* @param _recordMinMax If set to true, min and max will be recorded. Otherwise, min and max will not be recorded.
	*/
	constructor(boundaries, recordMinMax) {
		this._boundaries = boundaries;
		this._recordMinMax = recordMinMax;
	}
	createAccumulation(startTime) {
		return new HistogramAccumulation(startTime, this._boundaries, this._recordMinMax);
	}
	/**
	* Return the result of the merge of two histogram accumulations. As long as one Aggregator
	* instance produces all Accumulations with constant boundaries we don't need to worry about
	* merging accumulations with different boundaries.
	*/
	merge(previous, delta) {
		const previousValue = previous.toPointValue();
		const deltaValue = delta.toPointValue();
		const previousCounts = previousValue.buckets.counts;
		const deltaCounts = deltaValue.buckets.counts;
		const mergedCounts = new Array(previousCounts.length);
		for (let idx = 0; idx < previousCounts.length; idx++) mergedCounts[idx] = previousCounts[idx] + deltaCounts[idx];
		let min = Infinity;
		let max = -Infinity;
		if (this._recordMinMax) {
			if (previousValue.hasMinMax && deltaValue.hasMinMax) {
				min = Math.min(previousValue.min, deltaValue.min);
				max = Math.max(previousValue.max, deltaValue.max);
			} else if (previousValue.hasMinMax) {
				min = previousValue.min;
				max = previousValue.max;
			} else if (deltaValue.hasMinMax) {
				min = deltaValue.min;
				max = deltaValue.max;
			}
		}
		return new HistogramAccumulation(previous.startTime, previousValue.buckets.boundaries, this._recordMinMax, {
			buckets: {
				boundaries: previousValue.buckets.boundaries,
				counts: mergedCounts
			},
			count: previousValue.count + deltaValue.count,
			sum: previousValue.sum + deltaValue.sum,
			hasMinMax: this._recordMinMax && (previousValue.hasMinMax || deltaValue.hasMinMax),
			min,
			max
		});
	}
	/**
	* Returns a new DELTA aggregation by comparing two cumulative measurements.
	*/
	diff(previous, current) {
		const previousValue = previous.toPointValue();
		const currentValue = current.toPointValue();
		const previousCounts = previousValue.buckets.counts;
		const currentCounts = currentValue.buckets.counts;
		const diffedCounts = new Array(previousCounts.length);
		for (let idx = 0; idx < previousCounts.length; idx++) diffedCounts[idx] = currentCounts[idx] - previousCounts[idx];
		return new HistogramAccumulation(current.startTime, previousValue.buckets.boundaries, this._recordMinMax, {
			buckets: {
				boundaries: previousValue.buckets.boundaries,
				counts: diffedCounts
			},
			count: currentValue.count - previousValue.count,
			sum: currentValue.sum - previousValue.sum,
			hasMinMax: false,
			min: Infinity,
			max: -Infinity
		});
	}
	toMetricData(descriptor, aggregationTemporality, accumulationByAttributes, endTime) {
		return {
			descriptor,
			aggregationTemporality,
			dataPointType: 0,
			dataPoints: accumulationByAttributes.map(([attributes, accumulation]) => {
				const pointValue = accumulation.toPointValue();
				const allowsNegativeValues = descriptor.type === "GAUGE" || descriptor.type === "UP_DOWN_COUNTER" || descriptor.type === "OBSERVABLE_GAUGE" || descriptor.type === "OBSERVABLE_UP_DOWN_COUNTER";
				return {
					attributes,
					startTime: accumulation.startTime,
					endTime,
					value: {
						min: pointValue.hasMinMax ? pointValue.min : void 0,
						max: pointValue.hasMinMax ? pointValue.max : void 0,
						sum: !allowsNegativeValues ? pointValue.sum : void 0,
						buckets: pointValue.buckets,
						count: pointValue.count
					}
				};
			})
		};
	}
};
//#endregion


//# sourceMappingURL=Histogram.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/Buckets.mjs
//#region src/aggregator/exponential-histogram/Buckets.ts
var Buckets = class Buckets {
	backing;
	indexBase;
	indexStart;
	indexEnd;
	/**
	* The term index refers to the number of the exponential histogram bucket
	* used to determine its boundaries. The lower boundary of a bucket is
	* determined by base ** index and the upper boundary of a bucket is
	* determined by base ** (index + 1). index values are signed to account
	* for values less than or equal to 1.
	*
	* indexBase is the index of the 0th position in the
	* backing array, i.e., backing[0] is the count
	* in the bucket with index `indexBase`.
	*
	* indexStart is the smallest index value represented
	* in the backing array.
	*
	* indexEnd is the largest index value represented in
	* the backing array.
	*/
	constructor(backing = new BucketsBacking(), indexBase = 0, indexStart = 0, indexEnd = 0) {
		this.backing = backing;
		this.indexBase = indexBase;
		this.indexStart = indexStart;
		this.indexEnd = indexEnd;
	}
	/**
	* Offset is the bucket index of the smallest entry in the counts array
	* @returns {number}
	*/
	get offset() {
		return this.indexStart;
	}
	/**
	* Buckets is a view into the backing array.
	* @returns {number}
	*/
	get length() {
		if (this.backing.length === 0) return 0;
		if (this.indexEnd === this.indexStart && this.at(0) === 0) return 0;
		return this.indexEnd - this.indexStart + 1;
	}
	/**
	* An array of counts, where count[i] carries the count
	* of the bucket at index (offset+i).  count[i] is the count of
	* values greater than base^(offset+i) and less than or equal to
	* base^(offset+i+1).
	* @returns {number} The logical counts based on the backing array
	*/
	counts() {
		return Array.from({ length: this.length }, (_, i) => this.at(i));
	}
	/**
	* At returns the count of the bucket at a position in the logical
	* array of counts.
	* @param position
	* @returns {number}
	*/
	at(position) {
		const bias = this.indexBase - this.indexStart;
		if (position < bias) position += this.backing.length;
		position -= bias;
		return this.backing.countAt(position);
	}
	/**
	* incrementBucket increments the backing array index by `increment`
	* @param bucketIndex
	* @param increment
	*/
	incrementBucket(bucketIndex, increment) {
		this.backing.increment(bucketIndex, increment);
	}
	/**
	* decrementBucket decrements the backing array index by `decrement`
	* if decrement is greater than the current value, it's set to 0.
	* @param bucketIndex
	* @param decrement
	*/
	decrementBucket(bucketIndex, decrement) {
		this.backing.decrement(bucketIndex, decrement);
	}
	/**
	* trim removes leading and / or trailing zero buckets (which can occur
	* after diffing two histos) and rotates the backing array so that the
	* smallest non-zero index is in the 0th position of the backing array
	*/
	trim() {
		for (let i = 0; i < this.length; i++) if (this.at(i) !== 0) {
			this.indexStart += i;
			break;
		} else if (i === this.length - 1) {
			this.indexStart = this.indexEnd = this.indexBase = 0;
			return;
		}
		for (let i = this.length - 1; i >= 0; i--) if (this.at(i) !== 0) {
			this.indexEnd -= this.length - i - 1;
			break;
		}
		this._rotate();
	}
	/**
	* downscale first rotates, then collapses 2**`by`-to-1 buckets.
	* @param by
	*/
	downscale(by) {
		this._rotate();
		const size = 1 + this.indexEnd - this.indexStart;
		const each = 1 << by;
		let inpos = 0;
		let outpos = 0;
		for (let pos = this.indexStart; pos <= this.indexEnd;) {
			let mod = pos % each;
			if (mod < 0) mod += each;
			for (let i = mod; i < each && inpos < size; i++) {
				this._relocateBucket(outpos, inpos);
				inpos++;
				pos++;
			}
			outpos++;
		}
		this.indexStart >>= by;
		this.indexEnd >>= by;
		this.indexBase = this.indexStart;
	}
	/**
	* Clone returns a deep copy of Buckets
	* @returns {Buckets}
	*/
	clone() {
		return new Buckets(this.backing.clone(), this.indexBase, this.indexStart, this.indexEnd);
	}
	/**
	* _rotate shifts the backing array contents so that indexStart ==
	* indexBase to simplify the downscale logic.
	*/
	_rotate() {
		const bias = this.indexBase - this.indexStart;
		if (bias === 0) return;
		else if (bias > 0) {
			this.backing.reverse(0, this.backing.length);
			this.backing.reverse(0, bias);
			this.backing.reverse(bias, this.backing.length);
		} else {
			this.backing.reverse(0, this.backing.length);
			this.backing.reverse(0, this.backing.length + bias);
		}
		this.indexBase = this.indexStart;
	}
	/**
	* _relocateBucket adds the count in counts[src] to counts[dest] and
	* resets count[src] to zero.
	*/
	_relocateBucket(dest, src) {
		if (dest === src) return;
		this.incrementBucket(dest, this.backing.emptyBucket(src));
	}
};
/**
* BucketsBacking holds the raw buckets and some utility methods to
* manage them.
*/
var BucketsBacking = class BucketsBacking {
	_counts;
	constructor(counts = [0]) {
		this._counts = counts;
	}
	/**
	* length returns the physical size of the backing array, which
	* is >= buckets.length()
	*/
	get length() {
		return this._counts.length;
	}
	/**
	* countAt returns the count in a specific bucket
	*/
	countAt(pos) {
		return this._counts[pos];
	}
	/**
	* growTo grows a backing array and copies old entries
	* into their correct new positions.
	*/
	growTo(newSize, oldPositiveLimit, newPositiveLimit) {
		const tmp = new Array(newSize).fill(0);
		tmp.splice(newPositiveLimit, this._counts.length - oldPositiveLimit, ...this._counts.slice(oldPositiveLimit));
		tmp.splice(0, oldPositiveLimit, ...this._counts.slice(0, oldPositiveLimit));
		this._counts = tmp;
	}
	/**
	* reverse the items in the backing array in the range [from, limit).
	*/
	reverse(from, limit) {
		const num = Math.floor((from + limit) / 2) - from;
		for (let i = 0; i < num; i++) {
			const tmp = this._counts[from + i];
			this._counts[from + i] = this._counts[limit - i - 1];
			this._counts[limit - i - 1] = tmp;
		}
	}
	/**
	* emptyBucket empties the count from a bucket, for
	* moving into another.
	*/
	emptyBucket(src) {
		const tmp = this._counts[src];
		this._counts[src] = 0;
		return tmp;
	}
	/**
	* increments a bucket by `increment`
	*/
	increment(bucketIndex, increment) {
		this._counts[bucketIndex] += increment;
	}
	/**
	* decrements a bucket by `decrement`
	*/
	decrement(bucketIndex, decrement) {
		if (this._counts[bucketIndex] >= decrement) this._counts[bucketIndex] -= decrement;
		else this._counts[bucketIndex] = 0;
	}
	/**
	* clone returns a deep copy of BucketsBacking
	*/
	clone() {
		return new BucketsBacking([...this._counts]);
	}
};
//#endregion


//# sourceMappingURL=Buckets.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/util.mjs
//#region src/aggregator/exponential-histogram/util.ts
/**
* Note: other languages provide this as a built in function. This is
* a naive, but functionally correct implementation. This is used sparingly,
* when creating a new mapping in a running application.
*
* ldexp returns frac \u00d7 2**exp. With the following special cases:
*   ldexp(\u00b10, exp) = \u00b10
*   ldexp(\u00b1Inf, exp) = \u00b1Inf
*   ldexp(NaN, exp) = NaN
* @param frac
* @param exp
* @returns {number}
*/
function ldexp(frac, exp) {
	if (frac === 0 || frac === Number.POSITIVE_INFINITY || frac === Number.NEGATIVE_INFINITY || Number.isNaN(frac)) return frac;
	return frac * Math.pow(2, exp);
}
/**
* Computes the next power of two that is greater than or equal to v.
* This implementation more efficient than, but functionally equivalent
* to Math.pow(2, Math.ceil(Math.log(x)/Math.log(2))).
* @param v
* @returns {number}
*/
function nextGreaterSquare(v) {
	v--;
	v |= v >> 1;
	v |= v >> 2;
	v |= v >> 4;
	v |= v >> 8;
	v |= v >> 16;
	v++;
	return v;
}
//#endregion


//# sourceMappingURL=util.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/mapping/types.mjs
//#region src/aggregator/exponential-histogram/mapping/types.ts
var MappingError = class extends Error {};
//#endregion


//# sourceMappingURL=types.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/mapping/ieee754.mjs
//#region src/aggregator/exponential-histogram/mapping/ieee754.ts
/**
* The functions and constants in this file allow us to interact
* with the internal representation of an IEEE 64-bit floating point
* number. We need to work with all 64-bits, thus, care needs to be
* taken when working with Javascript's bitwise operators (<<, >>, &,
* |, etc) as they truncate operands to 32-bits. In order to work around
* this we work with the 64-bits as two 32-bit halves and perform bitwise
* operations on each half independently.
*/
/**
* EXPONENT_MASK is set to 1 for the hi 32-bits of an IEEE 754
* floating point exponent: 0x7ff00000.
*/
const EXPONENT_MASK = 2146435072;
/**
* SIGNIFICAND_MASK is the mask for the significand portion of the hi 32-bits
* of an IEEE 754 double-precision floating-point value: 0xfffff
*/
const SIGNIFICAND_MASK = 1048575;
/**
* EXPONENT_BIAS is the exponent bias specified for encoding
* the IEEE 754 double-precision floating point exponent: 1023
*/
const EXPONENT_BIAS = 1023;
/**
* MIN_NORMAL_EXPONENT is the minimum exponent of a normalized
* floating point: -1022.
*/
const MIN_NORMAL_EXPONENT = -1022;
/**
* MAX_NORMAL_EXPONENT is the maximum exponent of a normalized
* floating point: 1023.
*/
const MAX_NORMAL_EXPONENT = EXPONENT_BIAS;
/**
* MIN_VALUE is the smallest normal number
*/
const MIN_VALUE = Math.pow(2, -1022);
const dv = /* @__PURE__ */ new DataView(/* @__PURE__ */ new ArrayBuffer(8));
/**
* floatBits writes value into the shared buffer and returns its two 32-bit
* halves.
* @param {number} value - the floating point number to read
* @returns {{hi: number, lo: number}} the high and low 32-bit halves
*/
function floatBits(value) {
	dv.setFloat64(0, value);
	return {
		hi: dv.getUint32(0),
		lo: dv.getUint32(4)
	};
}
/**
* getNormalBase2 extracts the normalized base-2 fractional exponent.
* This returns k for the equation f x 2**k where f is
* in the range [1, 2).  Note that this function is not called for
* subnormal numbers.
* @param {number} value - the value to determine normalized base-2 fractional
*    exponent for
* @returns {number} the normalized base-2 exponent
*/
function getNormalBase2(value) {
	const { hi } = floatBits(value);
	return ((hi & EXPONENT_MASK) >> 20) - EXPONENT_BIAS;
}
/**
* isPowerOfTwo reports whether value is an exact power of two, e.g. its 52-bit
* significand is all zeros. Only valid for positive, finite values.
* @param {number} value - the floating point number to test
* @returns {boolean} true if value is an exact power of two
*/
function isPowerOfTwo(value) {
	const { hi, lo } = floatBits(value);
	return (hi & SIGNIFICAND_MASK) === 0 && lo === 0;
}
//#endregion


//# sourceMappingURL=ieee754.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/mapping/ExponentMapping.mjs



//#region src/aggregator/exponential-histogram/mapping/ExponentMapping.ts
/**
* ExponentMapping implements exponential mapping functions for
* scales <=0. For scales > 0 LogarithmMapping should be used.
*/
var ExponentMapping = class {
	_shift;
	constructor(scale) {
		this._shift = -scale;
	}
	/**
	* Maps positive floating point values to indexes corresponding to scale
	* @param value
	* @returns {number} index for provided value at the current scale
	*/
	mapToIndex(value) {
		if (value < MIN_VALUE) return this._minNormalLowerBoundaryIndex();
		return getNormalBase2(value) + (isPowerOfTwo(value) ? -1 : 0) >> this._shift;
	}
	/**
	* Returns the lower bucket boundary for the given index for scale
	*
	* @param index
	* @returns {number}
	*/
	lowerBoundary(index) {
		const minIndex = this._minNormalLowerBoundaryIndex();
		if (index < minIndex) throw new MappingError(`underflow: ${index} is < minimum lower boundary: ${minIndex}`);
		const maxIndex = this._maxNormalLowerBoundaryIndex();
		if (index > maxIndex) throw new MappingError(`overflow: ${index} is > maximum lower boundary: ${maxIndex}`);
		return ldexp(1, index << this._shift);
	}
	/**
	* The scale used by this mapping
	* @returns {number}
	*/
	get scale() {
		if (this._shift === 0) return 0;
		return -this._shift;
	}
	_minNormalLowerBoundaryIndex() {
		let index = MIN_NORMAL_EXPONENT >> this._shift;
		if (this._shift < 2) index--;
		return index;
	}
	_maxNormalLowerBoundaryIndex() {
		return MAX_NORMAL_EXPONENT >> this._shift;
	}
};
//#endregion


//# sourceMappingURL=ExponentMapping.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/mapping/LogarithmMapping.mjs



//#region src/aggregator/exponential-histogram/mapping/LogarithmMapping.ts
/**
* LogarithmMapping implements exponential mapping functions for scale > 0.
* For scales <= 0 the exponent mapping should be used.
*/
var LogarithmMapping = class {
	_scale;
	_scaleFactor;
	_inverseFactor;
	constructor(scale) {
		this._scale = scale;
		this._scaleFactor = ldexp(Math.LOG2E, scale);
		this._inverseFactor = ldexp(Math.LN2, -scale);
	}
	/**
	* Maps positive floating point values to indexes corresponding to scale
	* @param value
	* @returns {number} index for provided value at the current scale
	*/
	mapToIndex(value) {
		if (value <= MIN_VALUE) return this._minNormalLowerBoundaryIndex() - 1;
		if (isPowerOfTwo(value)) return (getNormalBase2(value) << this._scale) - 1;
		const index = Math.floor(Math.log(value) * this._scaleFactor);
		const maxIndex = this._maxNormalLowerBoundaryIndex();
		if (index >= maxIndex) return maxIndex;
		return index;
	}
	/**
	* Returns the lower bucket boundary for the given index for scale
	*
	* @param index
	* @returns {number}
	*/
	lowerBoundary(index) {
		const maxIndex = this._maxNormalLowerBoundaryIndex();
		if (index >= maxIndex) {
			if (index === maxIndex) return 2 * Math.exp((index - (1 << this._scale)) / this._scaleFactor);
			throw new MappingError(`overflow: ${index} is > maximum lower boundary: ${maxIndex}`);
		}
		const minIndex = this._minNormalLowerBoundaryIndex();
		if (index <= minIndex) {
			if (index === minIndex) return MIN_VALUE;
			else if (index === minIndex - 1) return Math.exp((index + (1 << this._scale)) / this._scaleFactor) / 2;
			throw new MappingError(`overflow: ${index} is < minimum lower boundary: ${minIndex}`);
		}
		return Math.exp(index * this._inverseFactor);
	}
	/**
	* The scale used by this mapping
	* @returns {number}
	*/
	get scale() {
		return this._scale;
	}
	_minNormalLowerBoundaryIndex() {
		return MIN_NORMAL_EXPONENT << this._scale;
	}
	_maxNormalLowerBoundaryIndex() {
		return (MAX_NORMAL_EXPONENT + 1 << this._scale) - 1;
	}
};
//#endregion


//# sourceMappingURL=LogarithmMapping.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/mapping/getMapping.mjs



//#region src/aggregator/exponential-histogram/mapping/getMapping.ts
const MIN_SCALE = -10;
const MAX_SCALE = 20;
const PREBUILT_MAPPINGS = Array.from({ length: 31 }, (_, i) => {
	if (i > 10) return new LogarithmMapping(i - 10);
	return new ExponentMapping(i - 10);
});
/**
* getMapping returns an appropriate mapping for the given scale. For scales -10
* to 0 the underlying type will be ExponentMapping. For scales 1 to 20 the
* underlying type will be LogarithmMapping.
* @param scale a number in the range [-10, 20]
* @returns {Mapping}
*/
function getMapping(scale) {
	if (scale > MAX_SCALE || scale < MIN_SCALE) throw new MappingError(`expected scale >= ${MIN_SCALE} && <= ${MAX_SCALE}, got: ${scale}`);
	return PREBUILT_MAPPINGS[scale + 10];
}
//#endregion


//# sourceMappingURL=getMapping.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/ExponentialHistogram.mjs





//#region src/aggregator/ExponentialHistogram.ts
var HighLow = class HighLow {
	static combine(h1, h2) {
		return new HighLow(Math.min(h1.low, h2.low), Math.max(h1.high, h2.high));
	}
	low;
	high;
	constructor(low, high) {
		this.low = low;
		this.high = high;
	}
};
const ExponentialHistogram_MAX_SCALE = 20;
const DEFAULT_MAX_SIZE = 160;
const MIN_MAX_SIZE = 2;
var ExponentialHistogramAccumulation = class ExponentialHistogramAccumulation {
	startTime;
	_maxSize;
	_recordMinMax;
	_sum;
	_count;
	_zeroCount;
	_min;
	_max;
	_positive;
	_negative;
	_mapping;
	constructor(startTime, maxSize = DEFAULT_MAX_SIZE, recordMinMax = true, sum = 0, count = 0, zeroCount = 0, min = Number.POSITIVE_INFINITY, max = Number.NEGATIVE_INFINITY, positive = new Buckets(), negative = new Buckets(), mapping = getMapping(ExponentialHistogram_MAX_SCALE)) {
		this.startTime = startTime;
		this._maxSize = maxSize;
		this._recordMinMax = recordMinMax;
		this._sum = sum;
		this._count = count;
		this._zeroCount = zeroCount;
		this._min = min;
		this._max = max;
		this._positive = positive;
		this._negative = negative;
		this._mapping = mapping;
		if (this._maxSize < MIN_MAX_SIZE) {
			diag_api/* diag */.s.warn(`Exponential Histogram Max Size set to ${this._maxSize}, \
                changing to the minimum size of: ${MIN_MAX_SIZE}`);
			this._maxSize = MIN_MAX_SIZE;
		}
	}
	/**
	* record updates a histogram with a single count
	* @param {Number} value
	*/
	record(value) {
		this.updateByIncrement(value, 1);
	}
	/**
	* Sets the start time for this accumulation
	* @param {HrTime} startTime
	*/
	setStartTime(startTime) {
		this.startTime = startTime;
	}
	/**
	* Returns the datapoint representation of this accumulation
	* @param {HrTime} startTime
	*/
	toPointValue() {
		return {
			hasMinMax: this._recordMinMax,
			min: this.min,
			max: this.max,
			sum: this.sum,
			positive: {
				offset: this.positive.offset,
				bucketCounts: this.positive.counts()
			},
			negative: {
				offset: this.negative.offset,
				bucketCounts: this.negative.counts()
			},
			count: this.count,
			scale: this.scale,
			zeroCount: this.zeroCount
		};
	}
	/**
	* @returns {Number} The sum of values recorded by this accumulation
	*/
	get sum() {
		return this._sum;
	}
	/**
	* @returns {Number} The minimum value recorded by this accumulation
	*/
	get min() {
		return this._min;
	}
	/**
	* @returns {Number} The maximum value recorded by this accumulation
	*/
	get max() {
		return this._max;
	}
	/**
	* @returns {Number} The count of values recorded by this accumulation
	*/
	get count() {
		return this._count;
	}
	/**
	* @returns {Number} The number of 0 values recorded by this accumulation
	*/
	get zeroCount() {
		return this._zeroCount;
	}
	/**
	* @returns {Number} The scale used by this accumulation
	*/
	get scale() {
		if (this._count === this._zeroCount) return 0;
		return this._mapping.scale;
	}
	/**
	* positive holds the positive values
	* @returns {Buckets}
	*/
	get positive() {
		return this._positive;
	}
	/**
	* negative holds the negative values by their absolute value
	* @returns {Buckets}
	*/
	get negative() {
		return this._negative;
	}
	/**
	* updateByIncr supports updating a histogram with a non-negative
	* increment.
	* @param value
	* @param increment
	*/
	updateByIncrement(value, increment) {
		if (!Number.isFinite(value)) return;
		if (value > this._max) this._max = value;
		if (value < this._min) this._min = value;
		this._count += increment;
		if (value === 0) {
			this._zeroCount += increment;
			return;
		}
		this._sum += value * increment;
		if (value > 0) this._updateBuckets(this._positive, value, increment);
		else this._updateBuckets(this._negative, -value, increment);
	}
	/**
	* merge combines data from previous value into self
	* @param {ExponentialHistogramAccumulation} previous
	*/
	merge(previous) {
		if (this._count === 0) {
			this._min = previous.min;
			this._max = previous.max;
		} else if (previous.count !== 0) {
			if (previous.min < this.min) this._min = previous.min;
			if (previous.max > this.max) this._max = previous.max;
		}
		this.startTime = previous.startTime;
		this._sum += previous.sum;
		this._count += previous.count;
		this._zeroCount += previous.zeroCount;
		const minScale = this._minScale(previous);
		this._downscale(this.scale - minScale);
		this._mergeBuckets(this.positive, previous, previous.positive, minScale);
		this._mergeBuckets(this.negative, previous, previous.negative, minScale);
	}
	/**
	* diff subtracts other from self
	* @param {ExponentialHistogramAccumulation} other
	*/
	diff(other) {
		this._min = Infinity;
		this._max = -Infinity;
		this._sum -= other.sum;
		this._count -= other.count;
		this._zeroCount -= other.zeroCount;
		const minScale = this._minScale(other);
		this._downscale(this.scale - minScale);
		this._diffBuckets(this.positive, other, other.positive, minScale);
		this._diffBuckets(this.negative, other, other.negative, minScale);
	}
	/**
	* clone returns a deep copy of self
	* @returns {ExponentialHistogramAccumulation}
	*/
	clone() {
		return new ExponentialHistogramAccumulation(this.startTime, this._maxSize, this._recordMinMax, this._sum, this._count, this._zeroCount, this._min, this._max, this.positive.clone(), this.negative.clone(), this._mapping);
	}
	/**
	* _updateBuckets maps the incoming value to a bucket index for the current
	* scale. If the bucket index is outside of the range of the backing array,
	* it will rescale the backing array and update the mapping for the new scale.
	*/
	_updateBuckets(buckets, value, increment) {
		let index = this._mapping.mapToIndex(value);
		let rescalingNeeded = false;
		let high = 0;
		let low = 0;
		if (buckets.length === 0) {
			buckets.indexStart = index;
			buckets.indexEnd = buckets.indexStart;
			buckets.indexBase = buckets.indexStart;
		} else if (index < buckets.indexStart && buckets.indexEnd - index >= this._maxSize) {
			rescalingNeeded = true;
			low = index;
			high = buckets.indexEnd;
		} else if (index > buckets.indexEnd && index - buckets.indexStart >= this._maxSize) {
			rescalingNeeded = true;
			low = buckets.indexStart;
			high = index;
		}
		if (rescalingNeeded) {
			const change = this._changeScale(high, low);
			this._downscale(change);
			index = this._mapping.mapToIndex(value);
		}
		this._incrementIndexBy(buckets, index, increment);
	}
	/**
	* _incrementIndexBy increments the count of the bucket specified by `index`.
	* If the index is outside of the range [buckets.indexStart, buckets.indexEnd]
	* the boundaries of the backing array will be adjusted and more buckets will
	* be added if needed.
	*/
	_incrementIndexBy(buckets, index, increment) {
		if (increment === 0) return;
		if (buckets.length === 0) buckets.indexStart = buckets.indexEnd = buckets.indexBase = index;
		if (index < buckets.indexStart) {
			const span = buckets.indexEnd - index;
			if (span >= buckets.backing.length) this._grow(buckets, span + 1);
			buckets.indexStart = index;
		} else if (index > buckets.indexEnd) {
			const span = index - buckets.indexStart;
			if (span >= buckets.backing.length) this._grow(buckets, span + 1);
			buckets.indexEnd = index;
		}
		let bucketIndex = index - buckets.indexBase;
		if (bucketIndex < 0) bucketIndex += buckets.backing.length;
		buckets.incrementBucket(bucketIndex, increment);
	}
	/**
	* grow resizes the backing array by doubling in size up to maxSize.
	* This extends the array with a bunch of zeros and copies the
	* existing counts to the same position.
	*/
	_grow(buckets, needed) {
		const size = buckets.backing.length;
		const bias = buckets.indexBase - buckets.indexStart;
		const oldPositiveLimit = size - bias;
		let newSize = nextGreaterSquare(needed);
		if (newSize > this._maxSize) newSize = this._maxSize;
		const newPositiveLimit = newSize - bias;
		buckets.backing.growTo(newSize, oldPositiveLimit, newPositiveLimit);
	}
	/**
	* _changeScale computes how much downscaling is needed by shifting the
	* high and low values until they are separated by no more than size.
	*/
	_changeScale(high, low) {
		let change = 0;
		while (high - low >= this._maxSize) {
			high >>= 1;
			low >>= 1;
			change++;
		}
		return change;
	}
	/**
	* _downscale subtracts `change` from the current mapping scale.
	*/
	_downscale(change) {
		if (change === 0) return;
		if (change < 0) throw new Error(`impossible change of scale: ${this.scale}`);
		const newScale = this._mapping.scale - change;
		this._positive.downscale(change);
		this._negative.downscale(change);
		this._mapping = getMapping(newScale);
	}
	/**
	* _minScale is used by diff and merge to compute an ideal combined scale
	*/
	_minScale(other) {
		const minScale = Math.min(this.scale, other.scale);
		const highLowPos = HighLow.combine(this._highLowAtScale(this.positive, this.scale, minScale), this._highLowAtScale(other.positive, other.scale, minScale));
		const highLowNeg = HighLow.combine(this._highLowAtScale(this.negative, this.scale, minScale), this._highLowAtScale(other.negative, other.scale, minScale));
		return Math.min(minScale - this._changeScale(highLowPos.high, highLowPos.low), minScale - this._changeScale(highLowNeg.high, highLowNeg.low));
	}
	/**
	* _highLowAtScale is used by diff and merge to compute an ideal combined scale.
	*/
	_highLowAtScale(buckets, currentScale, newScale) {
		if (buckets.length === 0) return new HighLow(0, -1);
		const shift = currentScale - newScale;
		return new HighLow(buckets.indexStart >> shift, buckets.indexEnd >> shift);
	}
	/**
	* _mergeBuckets translates index values from another histogram and
	* adds the values into the corresponding buckets of this histogram.
	*/
	_mergeBuckets(ours, other, theirs, scale) {
		const theirOffset = theirs.offset;
		const theirChange = other.scale - scale;
		for (let i = 0; i < theirs.length; i++) this._incrementIndexBy(ours, theirOffset + i >> theirChange, theirs.at(i));
	}
	/**
	* _diffBuckets translates index values from another histogram and
	* subtracts the values in the corresponding buckets of this histogram.
	*/
	_diffBuckets(ours, other, theirs, scale) {
		const theirOffset = theirs.offset;
		const theirChange = other.scale - scale;
		for (let i = 0; i < theirs.length; i++) {
			let bucketIndex = (theirOffset + i >> theirChange) - ours.indexBase;
			if (bucketIndex < 0) bucketIndex += ours.backing.length;
			ours.decrementBucket(bucketIndex, theirs.at(i));
		}
		ours.trim();
	}
};
/**
* Aggregator for ExponentialHistogramAccumulations
*/
var ExponentialHistogramAggregator = class {
	kind = 4;
	_maxSize;
	_recordMinMax;
	/**
	* @param _maxSize Maximum number of buckets for each of the positive
	*    and negative ranges, exclusive of the zero-bucket.
	* @param _recordMinMax If set to true, min and max will be recorded.
	*    Otherwise, min and max will not be recorded.
	*/
	constructor(maxSize, recordMinMax) {
		this._maxSize = maxSize;
		this._recordMinMax = recordMinMax;
	}
	createAccumulation(startTime) {
		return new ExponentialHistogramAccumulation(startTime, this._maxSize, this._recordMinMax);
	}
	/**
	* Return the result of the merge of two exponential histogram accumulations.
	*/
	merge(previous, delta) {
		const result = delta.clone();
		result.merge(previous);
		return result;
	}
	/**
	* Returns a new DELTA aggregation by comparing two cumulative measurements.
	*/
	diff(previous, current) {
		const result = current.clone();
		result.diff(previous);
		return result;
	}
	toMetricData(descriptor, aggregationTemporality, accumulationByAttributes, endTime) {
		return {
			descriptor,
			aggregationTemporality,
			dataPointType: 1,
			dataPoints: accumulationByAttributes.map(([attributes, accumulation]) => {
				const pointValue = accumulation.toPointValue();
				const allowsNegativeValues = descriptor.type === "GAUGE" || descriptor.type === "UP_DOWN_COUNTER" || descriptor.type === "OBSERVABLE_GAUGE" || descriptor.type === "OBSERVABLE_UP_DOWN_COUNTER";
				return {
					attributes,
					startTime: accumulation.startTime,
					endTime,
					value: {
						min: pointValue.hasMinMax ? pointValue.min : void 0,
						max: pointValue.hasMinMax ? pointValue.max : void 0,
						sum: !allowsNegativeValues ? pointValue.sum : void 0,
						positive: {
							offset: pointValue.positive.offset,
							bucketCounts: pointValue.positive.bucketCounts
						},
						negative: {
							offset: pointValue.negative.offset,
							bucketCounts: pointValue.negative.bucketCounts
						},
						count: pointValue.count,
						scale: pointValue.scale,
						zeroCount: pointValue.zeroCount
					}
				};
			})
		};
	}
};
//#endregion


//# sourceMappingURL=ExponentialHistogram.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/time.mjs
var time = __webpack_require__(37463);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/LastValue.mjs


//#region src/aggregator/LastValue.ts
var LastValueAccumulation = class {
	startTime;
	_current;
	sampleTime;
	constructor(startTime, current = 0, sampleTime = [0, 0]) {
		this.startTime = startTime;
		this._current = current;
		this.sampleTime = sampleTime;
	}
	record(value) {
		this._current = value;
		this.sampleTime = (0,time/* millisToHrTime */.lg)(Date.now());
	}
	setStartTime(startTime) {
		this.startTime = startTime;
	}
	toPointValue() {
		return this._current;
	}
};
/** Basic aggregator which calculates a LastValue from individual measurements. */
var LastValueAggregator = class {
	kind = 2;
	createAccumulation(startTime) {
		return new LastValueAccumulation(startTime);
	}
	/**
	* Returns the result of the merge of the given accumulations.
	*
	* Return the newly captured (delta) accumulation for LastValueAggregator.
	*/
	merge(previous, delta) {
		const latestAccumulation = (0,time/* hrTimeToMicroseconds */.w_)(delta.sampleTime) >= (0,time/* hrTimeToMicroseconds */.w_)(previous.sampleTime) ? delta : previous;
		return new LastValueAccumulation(previous.startTime, latestAccumulation.toPointValue(), latestAccumulation.sampleTime);
	}
	/**
	* Returns a new DELTA aggregation by comparing two cumulative measurements.
	*
	* A delta aggregation is not meaningful to LastValueAggregator, just return
	* the newly captured (delta) accumulation for LastValueAggregator.
	*/
	diff(previous, current) {
		const latestAccumulation = (0,time/* hrTimeToMicroseconds */.w_)(current.sampleTime) >= (0,time/* hrTimeToMicroseconds */.w_)(previous.sampleTime) ? current : previous;
		return new LastValueAccumulation(current.startTime, latestAccumulation.toPointValue(), latestAccumulation.sampleTime);
	}
	toMetricData(descriptor, aggregationTemporality, accumulationByAttributes, endTime) {
		return {
			descriptor,
			aggregationTemporality,
			dataPointType: 2,
			dataPoints: accumulationByAttributes.map(([attributes, accumulation]) => {
				return {
					attributes,
					startTime: accumulation.startTime,
					endTime,
					value: accumulation.toPointValue()
				};
			})
		};
	}
};
//#endregion


//# sourceMappingURL=LastValue.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/Sum.mjs

//#region src/aggregator/Sum.ts
var SumAccumulation = class {
	startTime;
	monotonic;
	_current;
	reset;
	constructor(startTime, monotonic, current = 0, reset = false) {
		this.startTime = startTime;
		this.monotonic = monotonic;
		this._current = current;
		this.reset = reset;
	}
	record(value) {
		if (this.monotonic && value < 0) return;
		this._current += value;
	}
	setStartTime(startTime) {
		this.startTime = startTime;
	}
	toPointValue() {
		return this._current;
	}
};
/** Basic aggregator which calculates a Sum from individual measurements. */
var SumAggregator = class {
	kind = 1;
	monotonic;
	constructor(monotonic) {
		this.monotonic = monotonic;
	}
	createAccumulation(startTime) {
		return new SumAccumulation(startTime, this.monotonic);
	}
	/**
	* Returns the result of the merge of the given accumulations.
	*/
	merge(previous, delta) {
		const prevPv = previous.toPointValue();
		const deltaPv = delta.toPointValue();
		if (delta.reset) return new SumAccumulation(delta.startTime, this.monotonic, deltaPv, delta.reset);
		return new SumAccumulation(previous.startTime, this.monotonic, prevPv + deltaPv);
	}
	/**
	* Returns a new DELTA aggregation by comparing two cumulative measurements.
	*/
	diff(previous, current) {
		const prevPv = previous.toPointValue();
		const currPv = current.toPointValue();
		/**
		* If the SumAggregator is a monotonic one and the previous point value is
		* greater than the current one, a reset is deemed to be happened.
		* Return the current point value to prevent the value from been reset.
		*/
		if (this.monotonic && prevPv > currPv) return new SumAccumulation(current.startTime, this.monotonic, currPv, true);
		return new SumAccumulation(current.startTime, this.monotonic, currPv - prevPv);
	}
	toMetricData(descriptor, aggregationTemporality, accumulationByAttributes, endTime) {
		return {
			descriptor,
			aggregationTemporality,
			dataPointType: 3,
			dataPoints: accumulationByAttributes.map(([attributes, accumulation]) => {
				return {
					attributes,
					startTime: accumulation.startTime,
					endTime,
					value: accumulation.toPointValue()
				};
			}),
			isMonotonic: this.monotonic
		};
	}
};
//#endregion


//# sourceMappingURL=Sum.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/Aggregation.mjs







//#region src/view/Aggregation.ts
/**
* The default drop aggregation.
*/
var DropAggregation = class DropAggregation {
	static DEFAULT_INSTANCE = new DropAggregator();
	createAggregator(_instrument) {
		return DropAggregation.DEFAULT_INSTANCE;
	}
};
/**
* The default sum aggregation.
*/
var SumAggregation = class SumAggregation {
	static MONOTONIC_INSTANCE = new SumAggregator(true);
	static NON_MONOTONIC_INSTANCE = new SumAggregator(false);
	createAggregator(instrument) {
		switch (instrument.type) {
			case "COUNTER":
			case "OBSERVABLE_COUNTER":
			case "HISTOGRAM": return SumAggregation.MONOTONIC_INSTANCE;
			default: return SumAggregation.NON_MONOTONIC_INSTANCE;
		}
	}
};
/**
* The default last value aggregation.
*/
var LastValueAggregation = class LastValueAggregation {
	static DEFAULT_INSTANCE = new LastValueAggregator();
	createAggregator(_instrument) {
		return LastValueAggregation.DEFAULT_INSTANCE;
	}
};
/**
* The default histogram aggregation.

*/
var HistogramAggregation = class HistogramAggregation {
	static DEFAULT_INSTANCE = new HistogramAggregator([
		0,
		5,
		10,
		25,
		50,
		75,
		100,
		250,
		500,
		750,
		1e3,
		2500,
		5e3,
		7500,
		1e4
	], true);
	createAggregator(_instrument) {
		return HistogramAggregation.DEFAULT_INSTANCE;
	}
};
/**
* The explicit bucket histogram aggregation.
*/
var ExplicitBucketHistogramAggregation = class {
	_boundaries;
	_recordMinMax;
	/**
	* @param boundaries the bucket boundaries of the histogram aggregation
	* @param _recordMinMax If set to true, min and max will be recorded. Otherwise, min and max will not be recorded.
	*/
	constructor(boundaries, recordMinMax = true) {
		if (boundaries == null) throw new Error("ExplicitBucketHistogramAggregation should be created with explicit boundaries, if a single bucket histogram is required, please pass an empty array");
		boundaries = boundaries.concat();
		boundaries = boundaries.sort((a, b) => a - b);
		const minusInfinityIndex = boundaries.lastIndexOf(-Infinity);
		let infinityIndex = boundaries.indexOf(Infinity);
		if (infinityIndex === -1) infinityIndex = void 0;
		this._boundaries = boundaries.slice(minusInfinityIndex + 1, infinityIndex);
		this._recordMinMax = recordMinMax;
	}
	createAggregator(_instrument) {
		return new HistogramAggregator(this._boundaries, this._recordMinMax);
	}
};
var ExponentialHistogramAggregation = class {
	_maxSize;
	_recordMinMax;
	constructor(maxSize = 160, recordMinMax = true) {
		this._maxSize = maxSize;
		this._recordMinMax = recordMinMax;
	}
	createAggregator(_instrument) {
		return new ExponentialHistogramAggregator(this._maxSize, this._recordMinMax);
	}
};
/**
* The default aggregation.
*/
var DefaultAggregation = class {
	_resolve(instrument) {
		switch (instrument.type) {
			case "COUNTER":
			case "UP_DOWN_COUNTER":
			case "OBSERVABLE_COUNTER":
			case "OBSERVABLE_UP_DOWN_COUNTER": return SUM_AGGREGATION;
			case "GAUGE":
			case "OBSERVABLE_GAUGE": return LAST_VALUE_AGGREGATION;
			case "HISTOGRAM":
				if (instrument.advice.explicitBucketBoundaries) return new ExplicitBucketHistogramAggregation(instrument.advice.explicitBucketBoundaries);
				return HISTOGRAM_AGGREGATION;
		}
		diag_api/* diag */.s.warn(`Unable to recognize instrument type: ${instrument.type}`);
		return DROP_AGGREGATION;
	}
	createAggregator(instrument) {
		return this._resolve(instrument).createAggregator(instrument);
	}
};
const DROP_AGGREGATION = new DropAggregation();
const SUM_AGGREGATION = new SumAggregation();
const LAST_VALUE_AGGREGATION = new LastValueAggregation();
const HISTOGRAM_AGGREGATION = new HistogramAggregation();
new ExponentialHistogramAggregation();
const DEFAULT_AGGREGATION = new DefaultAggregation();
//#endregion


//# sourceMappingURL=Aggregation.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/AggregationOption.mjs

//#region src/view/AggregationOption.ts
let AggregationType = /* @__PURE__ */ function(AggregationType) {
	AggregationType[AggregationType["DEFAULT"] = 0] = "DEFAULT";
	AggregationType[AggregationType["DROP"] = 1] = "DROP";
	AggregationType[AggregationType["SUM"] = 2] = "SUM";
	AggregationType[AggregationType["LAST_VALUE"] = 3] = "LAST_VALUE";
	AggregationType[AggregationType["EXPLICIT_BUCKET_HISTOGRAM"] = 4] = "EXPLICIT_BUCKET_HISTOGRAM";
	AggregationType[AggregationType["EXPONENTIAL_HISTOGRAM"] = 5] = "EXPONENTIAL_HISTOGRAM";
	return AggregationType;
}({});
function toAggregation(option) {
	switch (option.type) {
		case 0: return DEFAULT_AGGREGATION;
		case 1: return DROP_AGGREGATION;
		case 2: return SUM_AGGREGATION;
		case 3: return LAST_VALUE_AGGREGATION;
		case 5: {
			const expOption = option;
			return new ExponentialHistogramAggregation(expOption.options?.maxSize, expOption.options?.recordMinMax);
		}
		case 4: {
			const expOption = option;
			if (expOption.options == null) return HISTOGRAM_AGGREGATION;
			else return new ExplicitBucketHistogramAggregation(expOption.options?.boundaries, expOption.options?.recordMinMax);
		}
		default: throw new Error("Unsupported Aggregation");
	}
}
//#endregion


//# sourceMappingURL=AggregationOption.mjs.map

/***/ }),

/***/ 86684:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ TracerProvider$1)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/inspect.mjs
//#region src/inspect.ts
/**
* Well-known symbol used by Node.js `util.inspect` (and `console.*`) to
* render an object via a custom representation. Defined as a global Symbol
* so it works without importing from `node:util`, keeping this module safe
* for browser builds (where the symbol is simply never looked up).
*/
const inspectCustom = Symbol.for("nodejs.util.inspect.custom");
/**
* Collect a Resource's settled attributes without touching the
* `attributes` getter, which emits diag.error/debug entries when async
* attribute detectors are still pending. Promise-like (unsettled)
* entries are silently skipped so logging a Span/Tracer/Provider during
* startup doesn't recurse through the diag pipeline.
*/
function settledResourceAttributes(resource) {
	const attrs = {};
	for (const [k, v] of resource.getRawAttributes()) {
		if (typeof v?.then === "function") continue;
		if (v != null) attrs[k] ??= v;
	}
	return attrs;
}
/**
* Build a class-tagged inspect representation. Returns a stub like
* `[ClassName]` once the recursion budget is exhausted, otherwise returns
* `ClassName <inspected payload>` so nested fields keep proper coloring,
* indentation, and depth handling. In environments that don't supply an
* `inspect` callback (e.g. browsers), falls back to returning the raw
* payload object.
*/
function formatInspect(className, payload, depth, options, inspect) {
	if (typeof depth === "number" && depth < 0) {
		const tag = `[${className}]`;
		return options?.stylize ? options.stylize(tag, "special") : tag;
	}
	if (typeof inspect !== "function" || !options) return payload;
	return `${className} ${inspect(payload, {
		...options,
		depth: options.depth == null ? options.depth : options.depth - 1
	})}`;
}
//#endregion


//# sourceMappingURL=inspect.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/enums.mjs
//#region src/enums.ts
const ExceptionEventName = "exception";
//#endregion


//# sourceMappingURL=enums.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/status.mjs
var trace_status = __webpack_require__(91213);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/attributes.mjs
var common_attributes = __webpack_require__(1267);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/time.mjs
var time = __webpack_require__(37463);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/semantic-conventions/dist/stable_attributes.mjs
var stable_attributes = __webpack_require__(42123);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/Span.mjs





//#region src/Span.ts
/**
* This class represents a span.
*/
var SpanImpl = class {
	_spanContext;
	kind;
	parentSpanContext;
	attributes;
	links = [];
	events = [];
	startTime;
	resource;
	instrumentationScope;
	_droppedAttributesCount = 0;
	_droppedEventsCount = 0;
	_droppedLinksCount = 0;
	_attributesCount = 0;
	name;
	status = { code: trace_status/* SpanStatusCode */.s.UNSET };
	endTime = [0, 0];
	_ended = false;
	_duration = [-1, -1];
	_spanProcessor;
	_spanLimits;
	_recordEndMetrics;
	_performanceStartTime;
	_performanceOffset;
	_startTimeProvided;
	/**
	* Constructs a new SpanImpl instance.
	*
	* `opts.attributes` must already have been sanitized by caller.
	* `attributes` in `opts.links` must already have been sanitized by caller.
	* These are typically required anyway to pass sanitized details to a
	* *sampler* before span creation.
	*/
	constructor(opts) {
		const now = Date.now();
		this._spanContext = opts.spanContext;
		this._performanceStartTime = performance.now();
		this._performanceOffset = now - (this._performanceStartTime + performance.timeOrigin);
		this._startTimeProvided = opts.startTime != null;
		this._spanLimits = opts.spanLimits;
		this._spanProcessor = opts.spanProcessor;
		this.name = opts.name;
		this.parentSpanContext = opts.parentSpanContext;
		this.kind = opts.kind;
		this.startTime = this._getTime(opts.startTime ?? now);
		this.resource = opts.resource;
		this.instrumentationScope = opts.scope;
		this._recordEndMetrics = opts.recordEndMetrics;
		if (opts.links) {
			const { linkCountLimit } = this._spanLimits;
			if (opts.links.length > linkCountLimit) {
				this.links = opts.links.slice(opts.links.length - linkCountLimit, opts.links.length);
				this._droppedLinksCount = opts.links.length - linkCountLimit;
			} else {
				this.links = opts.links;
				this._droppedLinksCount = 0;
			}
		}
		this.attributes = opts.attributes ?? {};
		this._attributesCount = Object.keys(this.attributes).length;
		this._droppedAttributesCount = opts.droppedAttributesCount ?? 0;
		this._spanProcessor.onStart(this, opts.context);
	}
	spanContext() {
		return this._spanContext;
	}
	setAttribute(key, value) {
		if (this._isSpanEnded()) return this;
		const decision = (0,common_attributes/* maybeAddAttribute */.KF)({
			key,
			value,
			attributes: this.attributes,
			limits: this._spanLimits,
			currentAttributesCount: this._attributesCount
		});
		if (decision === common_attributes/* AddAttributeDecision */.qv.DROP_LIMIT_REACHED) {
			this._droppedAttributesCount++;
			if (this._droppedAttributesCount === 1) diag_api/* diag */.s.warn("Dropping extra attributes.");
		} else if (decision === common_attributes/* AddAttributeDecision */.qv.ADD_NEW) this._attributesCount++;
		return this;
	}
	setAttributes(attributes) {
		for (const key in attributes) if (Object.prototype.hasOwnProperty.call(attributes, key)) this.setAttribute(key, attributes[key]);
		return this;
	}
	/**
	*
	* @param name Span event name
	* @param [attributesOrStartTime] Attributes or start time
	*     if type is {@type TimeInput} and 3rd param is undefined.
	*     Only "simple" value types are supported for span event attributes
	*     (string, number, boolean, homogeneous array of these primitive types).
	*     See OTEP 4485 and `cleanSimpleAttributes()` in `@opentelemetry/core`.
	* @param [timeStamp] Specified time stamp for the event
	*/
	addEvent(name, attributesOrStartTime, timeStamp) {
		if (this._isSpanEnded()) return this;
		const { eventCountLimit } = this._spanLimits;
		if (eventCountLimit === 0) {
			diag_api/* diag */.s.warn("No events allowed.");
			this._droppedEventsCount++;
			return this;
		}
		if (eventCountLimit !== void 0 && this.events.length >= eventCountLimit) {
			if (this._droppedEventsCount === 0) diag_api/* diag */.s.debug("Dropping extra events.");
			this.events.shift();
			this._droppedEventsCount++;
		}
		if ((0,time/* isTimeInput */.Ir)(attributesOrStartTime)) {
			if (!(0,time/* isTimeInput */.Ir)(timeStamp)) timeStamp = attributesOrStartTime;
			attributesOrStartTime = void 0;
		}
		this.events.push({
			name,
			time: this._getTime(timeStamp),
			...(0,common_attributes/* cleanSimpleAttributes */.Pr)(attributesOrStartTime, {
				attributeCountLimit: this._spanLimits.attributePerEventCountLimit,
				attributeValueLengthLimit: this._spanLimits.attributeValueLengthLimit
			})
		});
		return this;
	}
	addLink(link) {
		if (this._isSpanEnded()) return this;
		const { linkCountLimit } = this._spanLimits;
		if (linkCountLimit === 0) {
			this._droppedLinksCount++;
			return this;
		}
		if (linkCountLimit !== void 0 && this.links.length >= linkCountLimit) {
			if (this._droppedLinksCount === 0) diag_api/* diag */.s.debug("Dropping extra links.");
			this.links.shift();
			this._droppedLinksCount++;
		}
		this.links.push({
			context: link.context,
			...(0,common_attributes/* cleanAttributes */.J1)(link.attributes, {
				attributeCountLimit: this._spanLimits.attributePerLinkCountLimit,
				attributeValueLengthLimit: this._spanLimits.attributeValueLengthLimit
			})
		});
		return this;
	}
	addLinks(links) {
		for (const link of links) this.addLink(link);
		return this;
	}
	setStatus(status) {
		if (this._isSpanEnded()) return this;
		if (status.code === trace_status/* SpanStatusCode */.s.UNSET) return this;
		if (this.status.code === trace_status/* SpanStatusCode */.s.OK) return this;
		const newStatus = { code: status.code };
		if (status.code === trace_status/* SpanStatusCode */.s.ERROR) {
			if (typeof status.message === "string") newStatus.message = status.message;
			else if (status.message != null) diag_api/* diag */.s.warn(`Dropping invalid status.message of type '${typeof status.message}', expected 'string'`);
		}
		this.status = newStatus;
		return this;
	}
	updateName(name) {
		if (this._isSpanEnded()) return this;
		this.name = name;
		return this;
	}
	end(endTime) {
		if (this._isSpanEnded()) {
			diag_api/* diag */.s.error(`${this.name} ${this._spanContext.traceId}-${this._spanContext.spanId} - You can only call end() on a span once.`);
			return;
		}
		this.endTime = this._getTime(endTime);
		this._duration = (0,time/* hrTimeDuration */.W5)(this.startTime, this.endTime);
		if (this._duration[0] < 0) {
			diag_api/* diag */.s.warn("Inconsistent start and end time, startTime > endTime. Setting span duration to 0ms.", this.startTime, this.endTime);
			this.endTime = this.startTime.slice();
			this._duration = [0, 0];
		}
		if (this._droppedEventsCount > 0) diag_api/* diag */.s.warn(`Dropped ${this._droppedEventsCount} events because eventCountLimit reached`);
		if (this._droppedLinksCount > 0) diag_api/* diag */.s.warn(`Dropped ${this._droppedLinksCount} links because linkCountLimit reached`);
		if (this._spanProcessor.onEnding) this._spanProcessor.onEnding(this);
		this._recordEndMetrics?.();
		this._ended = true;
		this._spanProcessor.onEnd(this);
	}
	_getTime(inp) {
		if (typeof inp === "number" && inp <= performance.now()) return (0,time/* hrTime */._5)(inp + this._performanceOffset);
		if (typeof inp === "number") return (0,time/* millisToHrTime */.lg)(inp);
		if (inp instanceof Date) return (0,time/* millisToHrTime */.lg)(inp.getTime());
		if ((0,time/* isTimeInputHrTime */.VL)(inp)) return inp;
		if (this._startTimeProvided) return (0,time/* millisToHrTime */.lg)(Date.now());
		const msDuration = performance.now() - this._performanceStartTime;
		return (0,time/* addHrTimes */.mw)(this.startTime, (0,time/* millisToHrTime */.lg)(msDuration));
	}
	isRecording() {
		return this._ended === false;
	}
	recordException(exception, time) {
		const attributes = {};
		if (typeof exception === "string") attributes[stable_attributes/* ATTR_EXCEPTION_MESSAGE */.wLW] = exception;
		else if (exception) {
			if (exception.code) attributes[stable_attributes/* ATTR_EXCEPTION_TYPE */.d62] = exception.code.toString();
			else if (exception.name) attributes[stable_attributes/* ATTR_EXCEPTION_TYPE */.d62] = exception.name;
			if (exception.message) attributes[stable_attributes/* ATTR_EXCEPTION_MESSAGE */.wLW] = exception.message;
			if (exception.stack) attributes[stable_attributes/* ATTR_EXCEPTION_STACKTRACE */.MbS] = exception.stack;
		}
		if (attributes[stable_attributes/* ATTR_EXCEPTION_TYPE */.d62] || attributes[stable_attributes/* ATTR_EXCEPTION_MESSAGE */.wLW]) this.addEvent(ExceptionEventName, attributes, time);
		else diag_api/* diag */.s.warn(`Failed to record an exception ${exception}`);
	}
	get duration() {
		return this._duration;
	}
	get ended() {
		return this._ended;
	}
	get droppedAttributesCount() {
		return this._droppedAttributesCount;
	}
	get droppedEventsCount() {
		return this._droppedEventsCount;
	}
	get droppedLinksCount() {
		return this._droppedLinksCount;
	}
	_isSpanEnded() {
		if (this._ended) {
			const error = /* @__PURE__ */ new Error(`Operation attempted on ended Span {traceId: ${this._spanContext.traceId}, spanId: ${this._spanContext.spanId}}`);
			diag_api/* diag */.s.warn(`Cannot execute the operation on ended Span {traceId: ${this._spanContext.traceId}, spanId: ${this._spanContext.spanId}}`, error);
		}
		return this._ended;
	}
	[inspectCustom](depth, options, inspect) {
		const payload = {
			name: this.name,
			kind: this.kind,
			spanContext: this._spanContext,
			parentSpanContext: this.parentSpanContext,
			status: this.status,
			startTime: this.startTime,
			endTime: this.endTime,
			duration: this._duration,
			ended: this._ended,
			attributes: this.attributes,
			events: this.events,
			links: this.links,
			droppedAttributesCount: this._droppedAttributesCount,
			droppedEventsCount: this._droppedEventsCount,
			droppedLinksCount: this._droppedLinksCount,
			instrumentationScope: this.instrumentationScope,
			resource: { attributes: settledResourceAttributes(this.resource) }
		};
		return formatInspect("SpanImpl", payload, depth, options, inspect);
	}
};
//#endregion


//# sourceMappingURL=Span.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/semconv.mjs
var semconv = __webpack_require__(92152);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/TracerMetrics.mjs


//#region src/TracerMetrics.ts
/**
* Generates `otel.sdk.span.*` metrics.
* https://opentelemetry.io/docs/specs/semconv/otel/sdk-metrics/#span-metrics
*/
var TracerMetrics = class {
	startedSpans;
	liveSpans;
	constructor(meter) {
		this.startedSpans = meter.createCounter(semconv/* METRIC_OTEL_SDK_SPAN_STARTED */.ij, {
			unit: "{span}",
			description: "The number of created spans."
		});
		this.liveSpans = meter.createUpDownCounter(semconv/* METRIC_OTEL_SDK_SPAN_LIVE */.x3, {
			unit: "{span}",
			description: "The number of currently live spans."
		});
	}
	startSpan(parentSpanCtx, samplingDecision) {
		const samplingDecisionStr = samplingDecisionToString(samplingDecision);
		this.startedSpans.add(1, {
			[semconv/* ATTR_OTEL_SPAN_PARENT_ORIGIN */.Cr]: parentOrigin(parentSpanCtx),
			[semconv/* ATTR_OTEL_SPAN_SAMPLING_RESULT */.ku]: samplingDecisionStr
		});
		if (samplingDecision === 0) return () => {};
		const liveSpanAttributes = { [semconv/* ATTR_OTEL_SPAN_SAMPLING_RESULT */.ku]: samplingDecisionStr };
		this.liveSpans.add(1, liveSpanAttributes);
		return () => {
			this.liveSpans.add(-1, liveSpanAttributes);
		};
	}
};
function parentOrigin(parentSpanContext) {
	if (!parentSpanContext) return "none";
	if (parentSpanContext.isRemote) return "remote";
	return "local";
}
function samplingDecisionToString(decision) {
	switch (decision) {
		case 2: return "RECORD_AND_SAMPLE";
		case 1: return "RECORD_ONLY";
		case 0: return "DROP";
	}
}
//#endregion


//# sourceMappingURL=TracerMetrics.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/version.mjs
//#region src/version.ts
const VERSION = "3.1.1";
//#endregion


//# sourceMappingURL=version.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace-api.mjs + 6 modules
var trace_api = __webpack_require__(8408);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/invalid-span-constants.mjs
var invalid_span_constants = __webpack_require__(90089);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/span_kind.mjs
var span_kind = __webpack_require__(3428);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/SamplingResult.mjs
//#region src/trace/SamplingResult.ts
/**
* @deprecated use the one declared in @opentelemetry/sdk-trace instead.
* A sampling decision that determines how a {@link Span} will be recorded
* and collected.
*
* @since 1.0.0
*/
let SamplingDecision = /* @__PURE__ */ function(SamplingDecision) {
	/**
	* `Span.isRecording() === false`, span will not be recorded and all events
	* and attributes will be dropped.
	*/
	SamplingDecision[SamplingDecision["NOT_RECORD"] = 0] = "NOT_RECORD";
	/**
	* `Span.isRecording() === true`, but `Sampled` flag in {@link TraceFlags}
	* MUST NOT be set.
	*/
	SamplingDecision[SamplingDecision["RECORD"] = 1] = "RECORD";
	/**
	* `Span.isRecording() === true` AND `Sampled` flag in {@link TraceFlags}
	* MUST be set.
	*/
	SamplingDecision[SamplingDecision["RECORD_AND_SAMPLED"] = 2] = "RECORD_AND_SAMPLED";
	return SamplingDecision;
}({});
//#endregion


//# sourceMappingURL=SamplingResult.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/trace_flags.mjs
var trace_flags = __webpack_require__(38574);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/trace/suppress-tracing.mjs
var suppress_tracing = __webpack_require__(76512);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/Tracer.mjs






//#region src/Tracer.ts
const NO_ATTR_LIMITS = {
	attributeCountLimit: Infinity,
	attributeValueLengthLimit: Infinity
};
/**
* This class represents a basic tracer.
*/
var Tracer$1 = class {
	_sampler;
	_spanLimits;
	_idGenerator;
	instrumentationScope;
	_resource;
	_spanProcessor;
	_tracerMetrics;
	/**
	* Constructs a new Tracer instance.
	*/
	constructor(instrumentationScope, options) {
		this.instrumentationScope = instrumentationScope;
		this._sampler = options.sampler;
		this._spanLimits = options.spanLimits;
		this._resource = options.resource;
		this._idGenerator = options.idGenerator;
		this._spanProcessor = options.spanProcessor;
		const meter = options.meterProvider.getMeter("@opentelemetry/sdk-trace", VERSION);
		this._tracerMetrics = new TracerMetrics(meter);
	}
	/**
	* Starts a new Span or returns the default NoopSpan based on the sampling
	* decision.
	*/
	startSpan(name, options = {}, context = context_api/* context */._.active()) {
		if (options.root) context = trace_api/* trace */.u.deleteSpan(context);
		const parentSpan = trace_api/* trace */.u.getSpan(context);
		if ((0,suppress_tracing/* isTracingSuppressed */.Zf)(context)) {
			diag_api/* diag */.s.debug("Instrumentation suppressed, returning Noop Span");
			return trace_api/* trace */.u.wrapSpanContext(invalid_span_constants/* INVALID_SPAN_CONTEXT */.dM);
		}
		const parentSpanContext = parentSpan?.spanContext();
		const spanId = this._idGenerator.generateSpanId();
		let validParentSpanContext;
		let traceId;
		let traceState;
		if (!parentSpanContext || !trace_api/* trace */.u.isSpanContextValid(parentSpanContext)) traceId = this._idGenerator.generateTraceId();
		else {
			traceId = parentSpanContext.traceId;
			traceState = parentSpanContext.traceState;
			validParentSpanContext = parentSpanContext;
		}
		const spanKind = options.kind ?? span_kind/* SpanKind */.v.INTERNAL;
		const links = (options.links ?? []).map((link) => {
			return {
				context: link.context,
				...(0,common_attributes/* cleanAttributes */.J1)(link.attributes, {
					attributeCountLimit: this._spanLimits.attributePerLinkCountLimit,
					attributeValueLengthLimit: this._spanLimits.attributeValueLengthLimit
				})
			};
		});
		const attrsData1 = (0,common_attributes/* cleanAttributes */.J1)(options.attributes, NO_ATTR_LIMITS);
		const attributes = attrsData1.attributes ?? {};
		const samplingResult = this._sampler.shouldSample(context, traceId, name, spanKind, attributes, links);
		const recordEndMetrics = this._tracerMetrics.startSpan(parentSpanContext, samplingResult.decision);
		traceState = samplingResult.traceState ?? traceState;
		const traceFlags = samplingResult.decision === SamplingDecision.RECORD_AND_SAMPLED ? trace_flags/* TraceFlags */.X.SAMPLED : trace_flags/* TraceFlags */.X.NONE;
		const spanContext = {
			traceId,
			spanId,
			traceFlags,
			traceState
		};
		if (samplingResult.decision === SamplingDecision.NOT_RECORD) {
			diag_api/* diag */.s.debug("Recording is off, propagating context in a non-recording span");
			return trace_api/* trace */.u.wrapSpanContext(spanContext);
		}
		const attrsData2 = (0,common_attributes/* cleanAttributes */.J1)(Object.assign(attributes, samplingResult.attributes), this._spanLimits);
		return new SpanImpl({
			resource: this._resource,
			scope: this.instrumentationScope,
			context,
			spanContext,
			name,
			kind: spanKind,
			links,
			parentSpanContext: validParentSpanContext,
			attributes: attrsData2.attributes,
			droppedAttributesCount: (attrsData1.droppedAttributesCount ?? 0) + (attrsData2.droppedAttributesCount ?? 0),
			startTime: options.startTime,
			spanProcessor: this._spanProcessor,
			spanLimits: this._spanLimits,
			recordEndMetrics
		});
	}
	startActiveSpan(name, arg2, arg3, arg4) {
		let opts;
		let ctx;
		let fn;
		if (arguments.length < 2) return;
		else if (arguments.length === 2) fn = arg2;
		else if (arguments.length === 3) {
			opts = arg2;
			fn = arg3;
		} else {
			opts = arg2;
			ctx = arg3;
			fn = arg4;
		}
		const parentContext = ctx ?? context_api/* context */._.active();
		const span = this.startSpan(name, opts, parentContext);
		const contextWithSpanSet = trace_api/* trace */.u.setSpan(parentContext, span);
		return context_api/* context */._.with(contextWithSpanSet, fn, void 0, span);
	}
	[inspectCustom](depth, options, inspect) {
		const payload = {
			instrumentationScope: this.instrumentationScope,
			resource: { attributes: settledResourceAttributes(this._resource) },
			spanLimits: this._spanLimits
		};
		return formatInspect("Tracer", payload, depth, options, inspect);
	}
};
//#endregion


//# sourceMappingURL=Tracer.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/global-error-handler.mjs + 1 modules
var global_error_handler = __webpack_require__(61185);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/MultiSpanProcessor.mjs

//#region src/MultiSpanProcessor.ts
/**
* Implementation of the {@link SpanProcessor} that simply forwards all
* received events to a list of {@link SpanProcessor}s.
*/
var MultiSpanProcessor = class {
	_spanProcessors;
	constructor(spanProcessors) {
		this._spanProcessors = spanProcessors;
	}
	forceFlush() {
		const promises = [];
		for (const spanProcessor of this._spanProcessors) promises.push(spanProcessor.forceFlush());
		return new Promise((resolve) => {
			Promise.all(promises).then(() => {
				resolve();
			}).catch((error) => {
				(0,global_error_handler/* globalErrorHandler */.s)(error || /* @__PURE__ */ new Error("MultiSpanProcessor: forceFlush failed"));
				resolve();
			});
		});
	}
	onStart(span, context) {
		for (const spanProcessor of this._spanProcessors) spanProcessor.onStart(span, context);
	}
	onEnding(span) {
		for (const spanProcessor of this._spanProcessors) if (spanProcessor.onEnding) spanProcessor.onEnding(span);
	}
	onEnd(span) {
		for (const spanProcessor of this._spanProcessors) spanProcessor.onEnd(span);
	}
	shutdown() {
		const promises = [];
		for (const spanProcessor of this._spanProcessors) promises.push(spanProcessor.shutdown());
		return new Promise((resolve, reject) => {
			Promise.all(promises).then(() => {
				resolve();
			}, reject);
		});
	}
};
//#endregion


//# sourceMappingURL=MultiSpanProcessor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/sampler/AlwaysOnSampler.mjs

//#region src/sampler/AlwaysOnSampler.ts
/** Sampler that samples all traces. */
var AlwaysOnSampler = class {
	shouldSample() {
		return { decision: 2 };
	}
	toString() {
		return "AlwaysOnSampler";
	}
};
//#endregion


//# sourceMappingURL=AlwaysOnSampler.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/sampler/AlwaysOffSampler.mjs

//#region src/sampler/AlwaysOffSampler.ts
/** Sampler that samples no traces. */
var AlwaysOffSampler = class {
	shouldSample() {
		return { decision: 0 };
	}
	toString() {
		return "AlwaysOffSampler";
	}
};
//#endregion


//# sourceMappingURL=AlwaysOffSampler.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/spancontext-utils.mjs
var spancontext_utils = __webpack_require__(48268);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/sampler/ParentBasedSampler.mjs




//#region src/sampler/ParentBasedSampler.ts
/**
* A composite sampler that either respects the parent span's sampling decision
* or delegates to `delegateSampler` for root spans.
*/
var ParentBasedSampler = class {
	_root;
	_remoteParentSampled;
	_remoteParentNotSampled;
	_localParentSampled;
	_localParentNotSampled;
	constructor(config) {
		this._root = config.root;
		if (!this._root) {
			(0,global_error_handler/* globalErrorHandler */.s)(/* @__PURE__ */ new Error("ParentBasedSampler must have a root sampler configured"));
			this._root = new AlwaysOnSampler();
		}
		this._remoteParentSampled = config.remoteParentSampled ?? new AlwaysOnSampler();
		this._remoteParentNotSampled = config.remoteParentNotSampled ?? new AlwaysOffSampler();
		this._localParentSampled = config.localParentSampled ?? new AlwaysOnSampler();
		this._localParentNotSampled = config.localParentNotSampled ?? new AlwaysOffSampler();
	}
	shouldSample(context, traceId, spanName, spanKind, attributes, links) {
		const parentContext = trace_api/* trace */.u.getSpanContext(context);
		if (!parentContext || !(0,spancontext_utils/* isSpanContextValid */.YA)(parentContext)) return this._root.shouldSample(context, traceId, spanName, spanKind, attributes, links);
		if (parentContext.isRemote) {
			if (parentContext.traceFlags & trace_flags/* TraceFlags */.X.SAMPLED) return this._remoteParentSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
			return this._remoteParentNotSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
		}
		if (parentContext.traceFlags & trace_flags/* TraceFlags */.X.SAMPLED) return this._localParentSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
		return this._localParentNotSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
	}
	toString() {
		return `ParentBased{root=${this._root.toString()}, remoteParentSampled=${this._remoteParentSampled.toString()}, remoteParentNotSampled=${this._remoteParentNotSampled.toString()}, localParentSampled=${this._localParentSampled.toString()}, localParentNotSampled=${this._localParentNotSampled.toString()}}`;
	}
};
//#endregion


//# sourceMappingURL=ParentBasedSampler.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeter.mjs
var NoopMeter = __webpack_require__(72502);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/dist/ResourceImpl.mjs + 5 modules
var ResourceImpl = __webpack_require__(19481);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/platform/node/RandomIdGenerator.mjs
//#region src/platform/node/RandomIdGenerator.ts
const SPAN_ID_BYTES = 8;
const TRACE_ID_BYTES = 16;
var RandomIdGenerator = class {
	/**
	* Returns a random 16-byte trace ID formatted/encoded as a 32 lowercase hex
	* characters corresponding to 128 bits.
	*/
	generateTraceId() {
		return generateId(TRACE_ID_BYTES);
	}
	/**
	* Returns a random 8-byte span ID formatted/encoded as a 16 lowercase hex
	* characters corresponding to 64 bits.
	*/
	generateSpanId() {
		return generateId(SPAN_ID_BYTES);
	}
};
const SHARED_BUFFER = Buffer.allocUnsafe(TRACE_ID_BYTES);
function generateId(bytes) {
	for (let i = 0; i < bytes / 4; i++) SHARED_BUFFER.writeUInt32BE(Math.random() * 2 ** 32 >>> 0, i * 4);
	for (let i = 0; i < bytes; i++) if (SHARED_BUFFER[i] > 0) break;
	else if (i === bytes - 1) SHARED_BUFFER[bytes - 1] = 1;
	return SHARED_BUFFER.toString("hex", 0, bytes);
}
//#endregion


//# sourceMappingURL=RandomIdGenerator.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/TracerProvider.mjs








//#region src/TracerProvider.ts
/**
* This class represents a basic tracer provider which platform libraries can extend
*/
var TracerProvider$1 = class {
	_resource;
	_activeSpanProcessor;
	_tracerOptions;
	_tracers = /* @__PURE__ */ new Map();
	constructor(options = {}) {
		this._resource = options.resource ?? (0,ResourceImpl/* defaultResource */.gk)();
		const spanProcessors = options.spanProcessors ?? [];
		this._activeSpanProcessor = new MultiSpanProcessor(spanProcessors);
		this._tracerOptions = {
			resource: this._resource,
			sampler: options.sampler ?? new ParentBasedSampler({ root: new AlwaysOnSampler() }),
			spanLimits: {
				attributeCountLimit: options.spanLimits?.attributeCountLimit ?? 128,
				attributeValueLengthLimit: options.spanLimits?.attributeValueLengthLimit ?? Infinity,
				eventCountLimit: options.spanLimits?.eventCountLimit ?? 128,
				linkCountLimit: options.spanLimits?.linkCountLimit ?? 128,
				attributePerEventCountLimit: options.spanLimits?.attributePerEventCountLimit ?? 128,
				attributePerLinkCountLimit: options.spanLimits?.attributePerLinkCountLimit ?? 128
			},
			idGenerator: options.idGenerator || new RandomIdGenerator(),
			spanProcessor: this._activeSpanProcessor,
			meterProvider: options.meterProvider ?? { getMeter() {
				return (0,NoopMeter/* createNoopMeter */.Ac)();
			} }
		};
	}
	getTracer(name, version, options) {
		const key = `${name}@${version || ""}:${options?.schemaUrl || ""}`;
		if (!this._tracers.has(key)) this._tracers.set(key, new Tracer$1({
			name,
			version,
			schemaUrl: options?.schemaUrl
		}, this._tracerOptions));
		return this._tracers.get(key);
	}
	forceFlush(options) {
		const timeout = options?.timeoutMillis ?? 3e4;
		const promises = this._activeSpanProcessor["_spanProcessors"].map((spanProcessor) => {
			return new Promise((resolve) => {
				let state;
				const timeoutInterval = setTimeout(() => {
					resolve(/* @__PURE__ */ new Error(`Span processor did not completed within timeout period of ${timeout} ms`));
					state = 1;
				}, timeout);
				spanProcessor.forceFlush().then(() => {
					clearTimeout(timeoutInterval);
					if (state !== 1) {
						state = 0;
						resolve(state);
					}
				}).catch((error) => {
					clearTimeout(timeoutInterval);
					state = 2;
					resolve(error);
				});
			});
		});
		return new Promise((resolve, reject) => {
			Promise.all(promises).then((results) => {
				const errors = results.filter((result) => result !== 0);
				if (errors.length > 0) reject(errors);
				else resolve();
			}).catch((error) => reject([error]));
		});
	}
	shutdown() {
		return this._activeSpanProcessor.shutdown();
	}
	[inspectCustom](depth, options, inspect) {
		const processors = this._activeSpanProcessor["_spanProcessors"];
		const payload = {
			resource: { attributes: settledResourceAttributes(this._resource) },
			tracers: Array.from(this._tracers.keys()),
			spanProcessors: processors.map((p) => p.constructor?.name ?? "SpanProcessor")
		};
		return formatInspect("TracerProvider", payload, depth, options, inspect);
	}
};
//#endregion


//# sourceMappingURL=TracerProvider.mjs.map

/***/ }),

/***/ 26814:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ ConsoleSpanExporter)
/* harmony export */ });
/* harmony import */ var _opentelemetry_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37463);
/* harmony import */ var _opentelemetry_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55931);

//#region src/export/ConsoleSpanExporter.ts
/**
* This is implementation of {@link SpanExporter} that prints spans to the
* console. This class can be used for diagnostic purposes.
*
* NOTE: This {@link SpanExporter} is intended for diagnostics use only, output rendered to the console may change at any time.
*/
var ConsoleSpanExporter = class {
	/**
	* Export spans.
	* @param spans
	* @param resultCallback
	*/
	export(spans, resultCallback) {
		return this._sendSpans(spans, resultCallback);
	}
	/**
	* Shutdown the exporter.
	*/
	shutdown() {
		this._sendSpans([]);
		return this.forceFlush();
	}
	/**
	* Exports any pending spans in exporter
	*/
	forceFlush() {
		return Promise.resolve();
	}
	/**
	* converts span info into more readable format
	* @param span
	*/
	_exportInfo(span) {
		return {
			resource: { attributes: span.resource.attributes },
			instrumentationScope: span.instrumentationScope,
			traceId: span.spanContext().traceId,
			parentSpanContext: span.parentSpanContext,
			traceState: span.spanContext().traceState?.serialize(),
			name: span.name,
			id: span.spanContext().spanId,
			kind: span.kind,
			timestamp: (0,_opentelemetry_core__WEBPACK_IMPORTED_MODULE_0__/* .hrTimeToMicroseconds */ .w_)(span.startTime),
			duration: (0,_opentelemetry_core__WEBPACK_IMPORTED_MODULE_0__/* .hrTimeToMicroseconds */ .w_)(span.duration),
			attributes: span.attributes,
			status: span.status,
			events: span.events,
			links: span.links
		};
	}
	/**
	* Showing spans in console
	* @param spans
	* @param done
	*/
	_sendSpans(spans, done) {
		for (const span of spans) console.dir(this._exportInfo(span), { depth: 3 });
		if (done) return done({ code: _opentelemetry_core__WEBPACK_IMPORTED_MODULE_1__/* .ExportResultCode */ .V.SUCCESS });
	}
};
//#endregion


//# sourceMappingURL=ConsoleSpanExporter.mjs.map

/***/ }),

/***/ 60002:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ BatchSpanProcessor)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/semconv.mjs
var semconv = __webpack_require__(92152);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/semantic-conventions/dist/stable_attributes.mjs
var stable_attributes = __webpack_require__(42123);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/export/SpanProcessorMetrics.mjs


//#region src/export/SpanProcessorMetrics.ts
const componentCounter = /* @__PURE__ */ new Map();
var SpanProcessorMetrics = class {
	processedSpans;
	queueSize;
	queueSizeCallback;
	standardAttrs;
	droppedAttrs;
	constructor(componentType, meter, queueConfig) {
		const counter = componentCounter.get(componentType) ?? 0;
		componentCounter.set(componentType, counter + 1);
		this.standardAttrs = {
			[semconv/* ATTR_OTEL_COMPONENT_TYPE */.wU]: componentType,
			[semconv/* ATTR_OTEL_COMPONENT_NAME */.V8]: `${componentType}/${counter}`
		};
		this.droppedAttrs = {
			...this.standardAttrs,
			[stable_attributes/* ATTR_ERROR_TYPE */.oJb]: "queue_full"
		};
		this.processedSpans = meter.createCounter(semconv/* METRIC_OTEL_SDK_PROCESSOR_SPAN_PROCESSED */.C1, {
			unit: "{span}",
			description: "The number of spans for which the processing has finished, either successful or failed."
		});
		if (queueConfig) {
			const { capacity, getQueueSize } = queueConfig;
			meter.createUpDownCounter(semconv/* METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_CAPACITY */.O1, {
				unit: "{span}",
				description: "The maximum number of spans the queue of a given instance of an SDK span processor can hold."
			}).add(capacity, this.standardAttrs);
			this.queueSize = meter.createObservableUpDownCounter(semconv/* METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_SIZE */.lB, {
				unit: "{span}",
				description: "The number of spans in the queue of a given instance of an SDK span processor."
			});
			this.queueSizeCallback = (result) => result.observe(getQueueSize(), this.standardAttrs);
			this.queueSize.addCallback(this.queueSizeCallback);
		}
	}
	dropSpans(count) {
		this.processedSpans.add(count, this.droppedAttrs);
	}
	finishSpans(count, error) {
		if (!error) {
			this.processedSpans.add(count, this.standardAttrs);
			return;
		}
		const attrs = {
			...this.standardAttrs,
			[stable_attributes/* ATTR_ERROR_TYPE */.oJb]: error.name
		};
		this.processedSpans.add(count, attrs);
	}
	shutdown() {
		if (this.queueSize && this.queueSizeCallback) this.queueSize.removeCallback(this.queueSizeCallback);
	}
};
//#endregion


//# sourceMappingURL=SpanProcessorMetrics.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeter.mjs
var NoopMeter = __webpack_require__(72502);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/trace_flags.mjs
var trace_flags = __webpack_require__(38574);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/utils/callback.mjs + 1 modules
var callback = __webpack_require__(21968);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/trace/suppress-tracing.mjs
var suppress_tracing = __webpack_require__(76512);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/ExportResult.mjs
var ExportResult = __webpack_require__(55931);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/global-error-handler.mjs + 1 modules
var global_error_handler = __webpack_require__(61185);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/export/BatchSpanProcessorBase.mjs




//#region src/export/BatchSpanProcessorBase.ts
/**
* Implementation of the {@link SpanProcessor} that batches spans exported by
* the SDK then pushes them to the exporter pipeline.
*/
var BatchSpanProcessorBase = class {
	_maxExportBatchSize;
	_maxQueueSize;
	_scheduledDelayMillis;
	_exportTimeoutMillis;
	_exporter;
	_metrics;
	_isExporting = false;
	_finishedSpans = [];
	_timer;
	_shutdownOnce;
	_droppedSpansCount = 0;
	constructor(options) {
		this._exporter = options.exporter;
		this._maxExportBatchSize = options.maxExportBatchSize ?? 512;
		this._maxQueueSize = options.maxQueueSize ?? 2048;
		this._scheduledDelayMillis = options.scheduledDelayMillis ?? 5e3;
		this._exportTimeoutMillis = options.exportTimeoutMillis ?? 3e4;
		this._shutdownOnce = new callback/* BindOnceFuture */.I(this._shutdown, this);
		if (this._maxExportBatchSize > this._maxQueueSize) {
			diag_api/* diag */.s.warn("BatchSpanProcessor: maxExportBatchSize must be smaller or equal to maxQueueSize, setting maxExportBatchSize to match maxQueueSize");
			this._maxExportBatchSize = this._maxQueueSize;
		}
		const meter = options.selfObsMeterProvider ? options.selfObsMeterProvider.getMeter("@opentelemetry/sdk-trace") : (0,NoopMeter/* createNoopMeter */.Ac)();
		this._metrics = new SpanProcessorMetrics(semconv/* OTEL_COMPONENT_TYPE_VALUE_BATCHING_SPAN_PROCESSOR */.VH, meter, {
			capacity: this._maxQueueSize,
			getQueueSize: () => this._finishedSpans.length
		});
	}
	forceFlush() {
		if (this._shutdownOnce.isCalled) return this._shutdownOnce.promise;
		return this._flushAll();
	}
	onStart(_span, _parentContext) {}
	onEnd(span) {
		if (this._shutdownOnce.isCalled) return;
		if ((span.spanContext().traceFlags & trace_flags/* TraceFlags */.X.SAMPLED) === 0) return;
		this._addToBuffer(span);
	}
	shutdown() {
		return this._shutdownOnce.call();
	}
	_shutdown() {
		return Promise.resolve().then(() => {
			return this.onShutdown();
		}).then(() => {
			return this._flushAll();
		}).then(() => {
			this._metrics.shutdown();
			return this._exporter.shutdown();
		});
	}
	/** Add a span in the buffer. */
	_addToBuffer(span) {
		if (this._finishedSpans.length >= this._maxQueueSize) {
			if (this._droppedSpansCount === 0) diag_api/* diag */.s.debug("maxQueueSize reached, dropping spans");
			this._droppedSpansCount++;
			this._metrics.dropSpans(1);
			return;
		}
		if (this._droppedSpansCount > 0) {
			diag_api/* diag */.s.warn(`Dropped ${this._droppedSpansCount} spans because maxQueueSize reached`);
			this._droppedSpansCount = 0;
		}
		this._finishedSpans.push(span);
		this._maybeStartTimer();
	}
	/**
	* Send all spans to the exporter respecting the batch size limit
	* This function is used only on forceFlush or shutdown,
	* for all other cases _flush should be used
	* */
	_flushAll() {
		return new Promise((resolve, reject) => {
			const promises = [];
			const count = Math.ceil(this._finishedSpans.length / this._maxExportBatchSize);
			for (let i = 0, j = count; i < j; i++) promises.push(this._flushOneBatch());
			Promise.all(promises).then(() => {
				resolve();
			}).catch(reject);
		});
	}
	_flushOneBatch() {
		this._clearTimer();
		if (this._finishedSpans.length === 0) return Promise.resolve();
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => {
				reject(/* @__PURE__ */ new Error("Timeout"));
			}, this._exportTimeoutMillis);
			context_api/* context */._.with((0,suppress_tracing/* suppressTracing */.M1)(context_api/* context */._.active()), () => {
				let spans;
				if (this._finishedSpans.length <= this._maxExportBatchSize) {
					spans = this._finishedSpans;
					this._finishedSpans = [];
				} else spans = this._finishedSpans.splice(0, this._maxExportBatchSize);
				const doExport = () => this._exporter.export(spans, (result) => {
					clearTimeout(timer);
					this._metrics.finishSpans(spans.length, result.error);
					if (result.code === ExportResult/* ExportResultCode */.V.SUCCESS) resolve();
					else reject(result.error ?? /* @__PURE__ */ new Error("BatchSpanProcessor: span export failed"));
				});
				let pendingResources = null;
				for (let i = 0, len = spans.length; i < len; i++) {
					const resource = spans[i].resource;
					if (resource.asyncAttributesPending && resource.waitForAsyncAttributes) {
						pendingResources ??= /* @__PURE__ */ new Set();
						pendingResources.add(resource);
					}
				}
				if (pendingResources === null) doExport();
				else Promise.all(Array.from(pendingResources, (resource) => resource.waitForAsyncAttributes?.())).then(doExport, (err) => {
					(0,global_error_handler/* globalErrorHandler */.s)(err);
					reject(err);
				});
			});
		});
	}
	_maybeStartTimer() {
		if (this._isExporting) return;
		const flush = () => {
			this._isExporting = true;
			this._flushOneBatch().finally(() => {
				this._isExporting = false;
				if (this._finishedSpans.length > 0) {
					this._clearTimer();
					this._maybeStartTimer();
				}
			}).catch((e) => {
				this._isExporting = false;
				(0,global_error_handler/* globalErrorHandler */.s)(e);
			});
		};
		if (this._finishedSpans.length >= this._maxExportBatchSize) return flush();
		if (this._timer !== void 0) return;
		this._timer = setTimeout(() => flush(), this._scheduledDelayMillis);
		unrefTimer(this._timer);
	}
	_clearTimer() {
		if (this._timer !== void 0) {
			clearTimeout(this._timer);
			this._timer = void 0;
		}
	}
};
function unrefTimer(timer) {
	const handle = timer;
	if (typeof handle !== "number") handle.unref?.();
}
//#endregion


//# sourceMappingURL=BatchSpanProcessorBase.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/platform/node/export/BatchSpanProcessor.mjs

//#region src/platform/node/export/BatchSpanProcessor.ts
var BatchSpanProcessor = class extends BatchSpanProcessorBase {
	onShutdown() {}
};
//#endregion


//# sourceMappingURL=BatchSpanProcessor.mjs.map

/***/ }),

/***/ 92152:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C1: () => (/* binding */ METRIC_OTEL_SDK_PROCESSOR_SPAN_PROCESSED),
/* harmony export */   Cr: () => (/* binding */ ATTR_OTEL_SPAN_PARENT_ORIGIN),
/* harmony export */   O1: () => (/* binding */ METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_CAPACITY),
/* harmony export */   V8: () => (/* binding */ ATTR_OTEL_COMPONENT_NAME),
/* harmony export */   VH: () => (/* binding */ OTEL_COMPONENT_TYPE_VALUE_BATCHING_SPAN_PROCESSOR),
/* harmony export */   ij: () => (/* binding */ METRIC_OTEL_SDK_SPAN_STARTED),
/* harmony export */   ku: () => (/* binding */ ATTR_OTEL_SPAN_SAMPLING_RESULT),
/* harmony export */   lB: () => (/* binding */ METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_SIZE),
/* harmony export */   wU: () => (/* binding */ ATTR_OTEL_COMPONENT_TYPE),
/* harmony export */   x3: () => (/* binding */ METRIC_OTEL_SDK_SPAN_LIVE)
/* harmony export */ });
/* unused harmony export OTEL_COMPONENT_TYPE_VALUE_SIMPLE_SPAN_PROCESSOR */
//#region src/semconv.ts
/**
* A name uniquely identifying the instance of the OpenTelemetry component within its containing SDK instance.
*
* @example otlp_grpc_span_exporter/0
* @example custom-name
*
* @note Implementations **SHOULD** ensure a low cardinality for this attribute, even across application or SDK restarts.
* E.g. implementations **MUST NOT** use UUIDs as values for this attribute.
*
* Implementations **MAY** achieve these goals by following a `<otel.component.type>/<instance-counter>` pattern, e.g. `batching_span_processor/0`.
* Hereby `otel.component.type` refers to the corresponding attribute value of the component.
*
* The value of `instance-counter` **MAY** be automatically assigned by the component and uniqueness within the enclosing SDK instance **MUST** be guaranteed.
* For example, `<instance-counter>` **MAY** be implemented by using a monotonically increasing counter (starting with `0`), which is incremented every time an
* instance of the given component type is started.
*
* With this implementation, for example the first Batching Span Processor would have `batching_span_processor/0`
* as `otel.component.name`, the second one `batching_span_processor/1` and so on.
* These values will therefore be reused in the case of an application restart.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_COMPONENT_NAME = "otel.component.name";
/**
* A name identifying the type of the OpenTelemetry component.
*
* @example batching_span_processor
* @example com.example.MySpanExporter
*
* @note If none of the standardized values apply, implementations **SHOULD** use the language-defined name of the type.
* E.g. for Java the fully qualified classname **SHOULD** be used in this case.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_COMPONENT_TYPE = "otel.component.type";
/**
* Determines whether the span has a parent span, and if so, [whether it is a remote parent](https://opentelemetry.io/docs/specs/otel/trace/api/#isremote)
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_SPAN_PARENT_ORIGIN = "otel.span.parent.origin";
/**
* The result value of the sampler for this span
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_SPAN_SAMPLING_RESULT = "otel.span.sampling_result";
/**
* The number of spans for which the processing has finished, either successful or failed.
*
* @note For successful processing, `error.type` **MUST NOT** be set. For failed processing, `error.type` **MUST** contain the failure cause.
* For the SDK Simple and Batching Span Processor a span is considered to be processed already when it has been submitted to the exporter, not when the corresponding export call has finished.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_PROCESSOR_SPAN_PROCESSED = "otel.sdk.processor.span.processed";
/**
* The maximum number of spans the queue of a given instance of an SDK span processor can hold.
*
* @note Only applies to span processors which use a queue, e.g. the SDK Batching Span Processor.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_CAPACITY = "otel.sdk.processor.span.queue.capacity";
/**
* The number of spans in the queue of a given instance of an SDK span processor.
*
* @note Only applies to span processors which use a queue, e.g. the SDK Batching Span Processor.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_SIZE = "otel.sdk.processor.span.queue.size";
/**
* The number of created spans with `recording=true` for which the end operation has not been called yet.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_SPAN_LIVE = "otel.sdk.span.live";
/**
* The number of created spans.
*
* @note Implementations **MUST** record this metric for all spans, even for non-recording ones.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_SPAN_STARTED = "otel.sdk.span.started";
/**
* Enum value "batching_span_processor" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* The builtin SDK batching span processor
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_BATCHING_SPAN_PROCESSOR = "batching_span_processor";
/**
* Enum value "simple_span_processor" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* The builtin SDK simple span processor
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_SIMPLE_SPAN_PROCESSOR = "simple_span_processor";
//#endregion


//# sourceMappingURL=semconv.mjs.map

/***/ }),

/***/ 42123:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$0: () => (/* binding */ ATTR_TELEMETRY_SDK_LANGUAGE),
/* harmony export */   IIL: () => (/* binding */ TELEMETRY_SDK_LANGUAGE_VALUE_NODEJS),
/* harmony export */   Jqu: () => (/* binding */ ATTR_TELEMETRY_SDK_NAME),
/* harmony export */   MbS: () => (/* binding */ ATTR_EXCEPTION_STACKTRACE),
/* harmony export */   UX4: () => (/* binding */ ATTR_SERVICE_NAME),
/* harmony export */   aJA: () => (/* binding */ ATTR_TELEMETRY_SDK_VERSION),
/* harmony export */   d62: () => (/* binding */ ATTR_EXCEPTION_TYPE),
/* harmony export */   oJb: () => (/* binding */ ATTR_ERROR_TYPE),
/* harmony export */   wLW: () => (/* binding */ ATTR_EXCEPTION_MESSAGE)
/* harmony export */ });
/* unused harmony exports ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_ABORTED, ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_HANDLED, ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_SKIPPED, ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_UNHANDLED, ASPNETCORE_RATE_LIMITING_RESULT_VALUE_ACQUIRED, ASPNETCORE_RATE_LIMITING_RESULT_VALUE_ENDPOINT_LIMITER, ASPNETCORE_RATE_LIMITING_RESULT_VALUE_GLOBAL_LIMITER, ASPNETCORE_RATE_LIMITING_RESULT_VALUE_REQUEST_CANCELED, ASPNETCORE_ROUTING_MATCH_STATUS_VALUE_FAILURE, ASPNETCORE_ROUTING_MATCH_STATUS_VALUE_SUCCESS, ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT, ATTR_ASPNETCORE_DIAGNOSTICS_HANDLER_TYPE, ATTR_ASPNETCORE_RATE_LIMITING_POLICY, ATTR_ASPNETCORE_RATE_LIMITING_RESULT, ATTR_ASPNETCORE_REQUEST_IS_UNHANDLED, ATTR_ASPNETCORE_ROUTING_IS_FALLBACK, ATTR_ASPNETCORE_ROUTING_MATCH_STATUS, ATTR_ASPNETCORE_USER_IS_AUTHENTICATED, ATTR_CLIENT_ADDRESS, ATTR_CLIENT_PORT, ATTR_CODE_COLUMN_NUMBER, ATTR_CODE_FILE_PATH, ATTR_CODE_FUNCTION_NAME, ATTR_CODE_LINE_NUMBER, ATTR_CODE_STACKTRACE, ATTR_CONTAINER_ID, ATTR_CONTAINER_IMAGE_NAME, ATTR_CONTAINER_IMAGE_REPO_DIGESTS, ATTR_CONTAINER_IMAGE_TAGS, ATTR_DB_COLLECTION_NAME, ATTR_DB_NAMESPACE, ATTR_DB_OPERATION_BATCH_SIZE, ATTR_DB_OPERATION_NAME, ATTR_DB_QUERY_SUMMARY, ATTR_DB_QUERY_TEXT, ATTR_DB_RESPONSE_STATUS_CODE, ATTR_DB_STORED_PROCEDURE_NAME, ATTR_DB_SYSTEM_NAME, ATTR_DEPLOYMENT_ENVIRONMENT_NAME, ATTR_DOTNET_GC_HEAP_GENERATION, ATTR_EXCEPTION_ESCAPED, ATTR_HTTP_REQUEST_HEADER, ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_REQUEST_METHOD_ORIGINAL, ATTR_HTTP_REQUEST_RESEND_COUNT, ATTR_HTTP_RESPONSE_HEADER, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE, ATTR_JVM_GC_ACTION, ATTR_JVM_GC_NAME, ATTR_JVM_MEMORY_POOL_NAME, ATTR_JVM_MEMORY_TYPE, ATTR_JVM_THREAD_DAEMON, ATTR_JVM_THREAD_STATE, ATTR_K8S_CLUSTER_NAME, ATTR_K8S_CLUSTER_UID, ATTR_K8S_CONTAINER_NAME, ATTR_K8S_CONTAINER_RESTART_COUNT, ATTR_K8S_CRONJOB_ANNOTATION, ATTR_K8S_CRONJOB_LABEL, ATTR_K8S_CRONJOB_NAME, ATTR_K8S_CRONJOB_UID, ATTR_K8S_DAEMONSET_ANNOTATION, ATTR_K8S_DAEMONSET_LABEL, ATTR_K8S_DAEMONSET_NAME, ATTR_K8S_DAEMONSET_UID, ATTR_K8S_DEPLOYMENT_ANNOTATION, ATTR_K8S_DEPLOYMENT_LABEL, ATTR_K8S_DEPLOYMENT_NAME, ATTR_K8S_DEPLOYMENT_UID, ATTR_K8S_JOB_ANNOTATION, ATTR_K8S_JOB_LABEL, ATTR_K8S_JOB_NAME, ATTR_K8S_JOB_UID, ATTR_K8S_NAMESPACE_ANNOTATION, ATTR_K8S_NAMESPACE_LABEL, ATTR_K8S_NAMESPACE_NAME, ATTR_K8S_NODE_ANNOTATION, ATTR_K8S_NODE_LABEL, ATTR_K8S_NODE_NAME, ATTR_K8S_NODE_UID, ATTR_K8S_POD_ANNOTATION, ATTR_K8S_POD_HOSTNAME, ATTR_K8S_POD_IP, ATTR_K8S_POD_LABEL, ATTR_K8S_POD_NAME, ATTR_K8S_POD_START_TIME, ATTR_K8S_POD_UID, ATTR_K8S_REPLICASET_ANNOTATION, ATTR_K8S_REPLICASET_LABEL, ATTR_K8S_REPLICASET_NAME, ATTR_K8S_REPLICASET_UID, ATTR_K8S_STATEFULSET_ANNOTATION, ATTR_K8S_STATEFULSET_LABEL, ATTR_K8S_STATEFULSET_NAME, ATTR_K8S_STATEFULSET_UID, ATTR_NETWORK_LOCAL_ADDRESS, ATTR_NETWORK_LOCAL_PORT, ATTR_NETWORK_PEER_ADDRESS, ATTR_NETWORK_PEER_PORT, ATTR_NETWORK_PROTOCOL_NAME, ATTR_NETWORK_PROTOCOL_VERSION, ATTR_NETWORK_TRANSPORT, ATTR_NETWORK_TYPE, ATTR_OTEL_EVENT_NAME, ATTR_OTEL_SCOPE_NAME, ATTR_OTEL_SCOPE_VERSION, ATTR_OTEL_STATUS_CODE, ATTR_OTEL_STATUS_DESCRIPTION, ATTR_RPC_METHOD, ATTR_RPC_METHOD_ORIGINAL, ATTR_RPC_STATUS_CODE, ATTR_RPC_SYSTEM_NAME, ATTR_SERVER_ADDRESS, ATTR_SERVER_PORT, ATTR_SERVICE_INSTANCE_ID, ATTR_SERVICE_NAMESPACE, ATTR_SERVICE_VERSION, ATTR_SIGNALR_CONNECTION_STATUS, ATTR_SIGNALR_TRANSPORT, ATTR_TELEMETRY_DISTRO_NAME, ATTR_TELEMETRY_DISTRO_VERSION, ATTR_URL_FRAGMENT, ATTR_URL_FULL, ATTR_URL_PATH, ATTR_URL_QUERY, ATTR_URL_SCHEME, ATTR_USER_AGENT_ORIGINAL, DB_SYSTEM_NAME_VALUE_MARIADB, DB_SYSTEM_NAME_VALUE_MICROSOFT_SQL_SERVER, DB_SYSTEM_NAME_VALUE_MYSQL, DB_SYSTEM_NAME_VALUE_POSTGRESQL, DEPLOYMENT_ENVIRONMENT_NAME_VALUE_DEVELOPMENT, DEPLOYMENT_ENVIRONMENT_NAME_VALUE_PRODUCTION, DEPLOYMENT_ENVIRONMENT_NAME_VALUE_STAGING, DEPLOYMENT_ENVIRONMENT_NAME_VALUE_TEST, DOTNET_GC_HEAP_GENERATION_VALUE_GEN0, DOTNET_GC_HEAP_GENERATION_VALUE_GEN1, DOTNET_GC_HEAP_GENERATION_VALUE_GEN2, DOTNET_GC_HEAP_GENERATION_VALUE_LOH, DOTNET_GC_HEAP_GENERATION_VALUE_POH, ERROR_TYPE_VALUE_OTHER, HTTP_REQUEST_METHOD_VALUE_CONNECT, HTTP_REQUEST_METHOD_VALUE_DELETE, HTTP_REQUEST_METHOD_VALUE_GET, HTTP_REQUEST_METHOD_VALUE_HEAD, HTTP_REQUEST_METHOD_VALUE_OPTIONS, HTTP_REQUEST_METHOD_VALUE_OTHER, HTTP_REQUEST_METHOD_VALUE_PATCH, HTTP_REQUEST_METHOD_VALUE_POST, HTTP_REQUEST_METHOD_VALUE_PUT, HTTP_REQUEST_METHOD_VALUE_TRACE, JVM_MEMORY_TYPE_VALUE_HEAP, JVM_MEMORY_TYPE_VALUE_NON_HEAP, JVM_THREAD_STATE_VALUE_BLOCKED, JVM_THREAD_STATE_VALUE_NEW, JVM_THREAD_STATE_VALUE_RUNNABLE, JVM_THREAD_STATE_VALUE_TERMINATED, JVM_THREAD_STATE_VALUE_TIMED_WAITING, JVM_THREAD_STATE_VALUE_WAITING, NETWORK_TRANSPORT_VALUE_PIPE, NETWORK_TRANSPORT_VALUE_QUIC, NETWORK_TRANSPORT_VALUE_TCP, NETWORK_TRANSPORT_VALUE_UDP, NETWORK_TRANSPORT_VALUE_UNIX, NETWORK_TYPE_VALUE_IPV4, NETWORK_TYPE_VALUE_IPV6, OTEL_STATUS_CODE_VALUE_ERROR, OTEL_STATUS_CODE_VALUE_OK, RPC_SYSTEM_NAME_VALUE_DUBBO, RPC_SYSTEM_NAME_VALUE_GRPC, SIGNALR_CONNECTION_STATUS_VALUE_APP_SHUTDOWN, SIGNALR_CONNECTION_STATUS_VALUE_NORMAL_CLOSURE, SIGNALR_CONNECTION_STATUS_VALUE_TIMEOUT, SIGNALR_TRANSPORT_VALUE_LONG_POLLING, SIGNALR_TRANSPORT_VALUE_SERVER_SENT_EVENTS, SIGNALR_TRANSPORT_VALUE_WEB_SOCKETS, TELEMETRY_SDK_LANGUAGE_VALUE_CPP, TELEMETRY_SDK_LANGUAGE_VALUE_DOTNET, TELEMETRY_SDK_LANGUAGE_VALUE_ERLANG, TELEMETRY_SDK_LANGUAGE_VALUE_GO, TELEMETRY_SDK_LANGUAGE_VALUE_JAVA, TELEMETRY_SDK_LANGUAGE_VALUE_KOTLIN, TELEMETRY_SDK_LANGUAGE_VALUE_PHP, TELEMETRY_SDK_LANGUAGE_VALUE_PYTHON, TELEMETRY_SDK_LANGUAGE_VALUE_RUBY, TELEMETRY_SDK_LANGUAGE_VALUE_RUST, TELEMETRY_SDK_LANGUAGE_VALUE_SWIFT, TELEMETRY_SDK_LANGUAGE_VALUE_WEBJS */
//#region src/stable_attributes.ts
/**
* ASP.NET Core exception middleware handling result.
*
* @example handled
* @example unhandled
*/
const ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT = "aspnetcore.diagnostics.exception.result";
/**
* Enum value "aborted" for attribute {@link ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT}.
*
* Exception handling didn't run because the request was aborted.
*/
const ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_ABORTED = "aborted";
/**
* Enum value "handled" for attribute {@link ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT}.
*
* Exception was handled by the exception handling middleware.
*/
const ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_HANDLED = "handled";
/**
* Enum value "skipped" for attribute {@link ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT}.
*
* Exception handling was skipped because the response had started.
*/
const ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_SKIPPED = "skipped";
/**
* Enum value "unhandled" for attribute {@link ATTR_ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT}.
*
* Exception was not handled by the exception handling middleware.
*/
const ASPNETCORE_DIAGNOSTICS_EXCEPTION_RESULT_VALUE_UNHANDLED = "unhandled";
/**
* Full type name of the [`IExceptionHandler`](https://learn.microsoft.com/dotnet/api/microsoft.aspnetcore.diagnostics.iexceptionhandler) implementation that handled the exception.
*
* @example Contoso.MyHandler
*/
const ATTR_ASPNETCORE_DIAGNOSTICS_HANDLER_TYPE = "aspnetcore.diagnostics.handler.type";
/**
* Rate limiting policy name.
*
* @example fixed
* @example sliding
* @example token
*/
const ATTR_ASPNETCORE_RATE_LIMITING_POLICY = "aspnetcore.rate_limiting.policy";
/**
* Rate-limiting result, shows whether the lease was acquired or contains a rejection reason
*
* @example acquired
* @example request_canceled
*/
const ATTR_ASPNETCORE_RATE_LIMITING_RESULT = "aspnetcore.rate_limiting.result";
/**
* Enum value "acquired" for attribute {@link ATTR_ASPNETCORE_RATE_LIMITING_RESULT}.
*
* Lease was acquired
*/
const ASPNETCORE_RATE_LIMITING_RESULT_VALUE_ACQUIRED = "acquired";
/**
* Enum value "endpoint_limiter" for attribute {@link ATTR_ASPNETCORE_RATE_LIMITING_RESULT}.
*
* Lease request was rejected by the endpoint limiter
*/
const ASPNETCORE_RATE_LIMITING_RESULT_VALUE_ENDPOINT_LIMITER = "endpoint_limiter";
/**
* Enum value "global_limiter" for attribute {@link ATTR_ASPNETCORE_RATE_LIMITING_RESULT}.
*
* Lease request was rejected by the global limiter
*/
const ASPNETCORE_RATE_LIMITING_RESULT_VALUE_GLOBAL_LIMITER = "global_limiter";
/**
* Enum value "request_canceled" for attribute {@link ATTR_ASPNETCORE_RATE_LIMITING_RESULT}.
*
* Lease request was canceled
*/
const ASPNETCORE_RATE_LIMITING_RESULT_VALUE_REQUEST_CANCELED = "request_canceled";
/**
* Flag indicating if request was handled by the application pipeline.
*
* @example true
*/
const ATTR_ASPNETCORE_REQUEST_IS_UNHANDLED = "aspnetcore.request.is_unhandled";
/**
* A value that indicates whether the matched route is a fallback route.
*
* @example true
*/
const ATTR_ASPNETCORE_ROUTING_IS_FALLBACK = "aspnetcore.routing.is_fallback";
/**
* Match result - success or failure
*
* @example success
* @example failure
*/
const ATTR_ASPNETCORE_ROUTING_MATCH_STATUS = "aspnetcore.routing.match_status";
/**
* Enum value "failure" for attribute {@link ATTR_ASPNETCORE_ROUTING_MATCH_STATUS}.
*
* Match failed
*/
const ASPNETCORE_ROUTING_MATCH_STATUS_VALUE_FAILURE = "failure";
/**
* Enum value "success" for attribute {@link ATTR_ASPNETCORE_ROUTING_MATCH_STATUS}.
*
* Match succeeded
*/
const ASPNETCORE_ROUTING_MATCH_STATUS_VALUE_SUCCESS = "success";
/**
* A value that indicates whether the user is authenticated.
*
* @example true
*/
const ATTR_ASPNETCORE_USER_IS_AUTHENTICATED = "aspnetcore.user.is_authenticated";
/**
* Client address - domain name if available without reverse DNS lookup; otherwise, IP address or UNIX domain socket name.
*
* @example client.example.com
* @example 10.1.2.80
* @example /tmp/my.sock
*
* @note When observed from the server side, and when communicating through an intermediary, `client.address` **SHOULD** represent the client address behind any intermediaries, for example proxies, if it's available.
*/
const ATTR_CLIENT_ADDRESS = "client.address";
/**
* Client port number.
*
* @example 65123
*
* @note When observed from the server side, and when communicating through an intermediary, `client.port` **SHOULD** represent the client port behind any intermediaries, for example proxies, if it's available.
*/
const ATTR_CLIENT_PORT = "client.port";
/**
* The column number in `code.file.path` best representing the operation. It **SHOULD** point within the code unit named in `code.function.name`. This attribute **MUST NOT** be used on the Profile signal since the data is already captured in 'message Line'. This constraint is imposed to prevent redundancy and maintain data integrity.
*
* @example 16
*/
const ATTR_CODE_COLUMN_NUMBER = "code.column.number";
/**
* The source code filename that identifies the code unit as uniquely as possible (preferably an absolute file path). This attribute **MUST NOT** be used on the Profile signal since the data is already captured in 'message Function'. This constraint is imposed to prevent redundancy and maintain data integrity.
*
* @example "/usr/local/MyApplication/content_root/app/index.php"
*/
const ATTR_CODE_FILE_PATH = "code.file.path";
/**
* The method or function fully-qualified name without arguments. The value should fit the natural representation of the language runtime, which is also likely the same used within `code.stacktrace` attribute value. This attribute **MUST NOT** be used on the Profile signal since the data is already captured in 'message Function'. This constraint is imposed to prevent redundancy and maintain data integrity.
*
* @example com.example.MyHttpService.serveRequest
* @example GuzzleHttp\\Client::transfer
* @example fopen
*
* @note Values and format depends on each language runtime, thus it is impossible to provide an exhaustive list of examples.
* The values are usually the same (or prefixes of) the ones found in native stack trace representation stored in
* `code.stacktrace` without information on arguments.
*
* Examples:
*
*   - Java method: `com.example.MyHttpService.serveRequest`
*   - Java anonymous class method: `com.mycompany.Main$1.myMethod`
*   - Java lambda method: `com.mycompany.Main$$Lambda/0x0000748ae4149c00.myMethod`
*   - PHP function: `GuzzleHttp\Client::transfer`
*   - Go function: `github.com/my/repo/pkg.foo.func5`
*   - Elixir: `OpenTelemetry.Ctx.new`
*   - Erlang: `opentelemetry_ctx:new`
*   - Rust: `playground::my_module::my_cool_func`
*   - C function: `fopen`
*/
const ATTR_CODE_FUNCTION_NAME = "code.function.name";
/**
* The line number in `code.file.path` best representing the operation. It **SHOULD** point within the code unit named in `code.function.name`. This attribute **MUST NOT** be used on the Profile signal since the data is already captured in 'message Line'. This constraint is imposed to prevent redundancy and maintain data integrity.
*
* @example 42
*/
const ATTR_CODE_LINE_NUMBER = "code.line.number";
/**
* A stacktrace as a string in the natural representation for the language runtime. The representation is identical to [`exception.stacktrace`](/docs/exceptions/exceptions-spans.md#stacktrace-representation). This attribute **MUST NOT** be used on the Profile signal since the data is already captured in 'message Location'. This constraint is imposed to prevent redundancy and maintain data integrity.
*
* @example "at com.example.GenerateTrace.methodB(GenerateTrace.java:13)\\n at com.example.GenerateTrace.methodA(GenerateTrace.java:9)\\n at com.example.GenerateTrace.main(GenerateTrace.java:5)\\n"
*/
const ATTR_CODE_STACKTRACE = "code.stacktrace";
/**
* Container ID. Usually a UUID, as for example used to [identify Docker containers](https://docs.docker.com/engine/containers/run/#container-identification). The UUID might be abbreviated.
*
* @example a3bf90e006b2
*/
const ATTR_CONTAINER_ID = "container.id";
/**
* Name of the image the container was built on.
*
* @example gcr.io/opentelemetry/operator
*/
const ATTR_CONTAINER_IMAGE_NAME = "container.image.name";
/**
* Repository digests of the container image as provided by the container runtime.
*
* @example ["example@sha256:afcc7f1ac1b49db317a7196c902e61c6c3c4607d63599ee1a82d702d249a0ccb", "internal.registry.example.com:5000/example@sha256:b69959407d21e8a062e0416bf13405bb2b71ed7a84dde4158ebafacfa06f5578"]
*
* @note [Docker](https://docs.docker.com/reference/api/engine/version/v1.52/#tag/Image/operation/ImageInspect) and [CRI](https://github.com/kubernetes/cri-api/blob/c75ef5b473bbe2d0a4fc92f82235efd665ea8e9f/pkg/apis/runtime/v1/api.proto#L1237-L1238) report those under the `RepoDigests` field.
*/
const ATTR_CONTAINER_IMAGE_REPO_DIGESTS = "container.image.repo_digests";
/**
* Container image tags. An example can be found in [Docker Image Inspect](https://docs.docker.com/reference/api/engine/version/v1.52/#tag/Image/operation/ImageInspect). Should be only the `<tag>` section of the full name for example from `registry.example.com/my-org/my-image:<tag>`.
*
* @example ["v1.27.1", "3.5.7-0"]
*/
const ATTR_CONTAINER_IMAGE_TAGS = "container.image.tags";
/**
* The name of a collection (table, container) within the database.
*
* @example public.users
* @example customers
*
* @note It is **RECOMMENDED** to capture the value as provided by the application
* without attempting to do any case normalization.
*
* The collection name **SHOULD NOT** be extracted from `db.query.text`,
* when the database system supports query text with multiple collections
* in non-batch operations.
*
* For batch operations, if the individual operations would all have the same
* `db.collection.name` when executed as non-batch operations,
* then that collection name **SHOULD** be used.
*/
const ATTR_DB_COLLECTION_NAME = "db.collection.name";
/**
* The name of the database, fully qualified within the server address and port.
*
* @example customers
* @example test.users
*
* @note If a database system has multiple namespace components, they **SHOULD** be concatenated from the most general to the most specific namespace component, using `|` as a separator between the components. Any missing components (and their associated separators) **SHOULD** be omitted.
* Semantic conventions for individual database systems **SHOULD** document what `db.namespace` means in the context of that system.
* It is **RECOMMENDED** to capture the value as provided by the application without attempting to do any case normalization.
*/
const ATTR_DB_NAMESPACE = "db.namespace";
/**
* The number of database operations included in a batch operation.
*
* @example 2
* @example 3
* @example 4
*
* @note Except for empty batch requests described below, a batch operation contains two
* or more database operations explicitly submitted as separate operations in a single
* client call, protocol message, or database command.
*
* Requests to batch APIs that contain only one operation **SHOULD** be modeled as single
* operations, not as batch operations.
*
* A database call is not a batch operation solely because one operation accepts
* multiple operands, such as keys, rows, documents, points, or other data elements,
* including Redis [`MGET`](https://redis.io/docs/latest/commands/mget/) with
* multiple keys.
*
* In batch APIs that execute the same parameterized operation with parameter sets,
* each parameter set represents one database operation for determining whether the
* request is a batch operation. Requests with only one parameter set **SHOULD** be modeled
* as single operations, not as batch operations.
*
* `db.operation.batch.size` **SHOULD** be set to the number of operations in the batch.
* It **SHOULD NOT** be set for non-batch operations.
*
* A request to execute a batch operation with no operations **SHOULD** also be treated
* as a batch operation, and `db.operation.batch.size` **SHOULD** be set to `0`.
*/
const ATTR_DB_OPERATION_BATCH_SIZE = "db.operation.batch.size";
/**
* The name of the operation or command being executed.
*
* @example findAndModify
* @example HMSET
* @example SELECT
*
* @note It is **RECOMMENDED** to capture the value as provided by the application
* without attempting to do any case normalization.
*
* The operation name **SHOULD NOT** be extracted from `db.query.text`,
* when the database system supports query text with multiple operations
* in non-batch operations.
*
* If spaces can occur in the operation name, multiple consecutive spaces
* **SHOULD** be normalized to a single space.
*
* For batch operations, if the individual operations would all have the same
* `db.operation.name` when executed as non-batch operations,
* then that operation name **SHOULD** be used prepended by `BATCH `.
* Otherwise, `db.operation.name` **SHOULD** be `BATCH` or some other database
* system specific term if more applicable.
*/
const ATTR_DB_OPERATION_NAME = "db.operation.name";
/**
* Low cardinality summary of a database query.
*
* @example SELECT wuser_table
* @example INSERT shipping_details SELECT orders
* @example get user by id
*
* @note The query summary describes a class of database queries and is useful
* as a grouping key, especially when analyzing telemetry for database
* calls involving complex queries.
*
* Summary may be available to the instrumentation through
* instrumentation hooks or other means. If it is not available, instrumentations
* that support query parsing **SHOULD** generate a summary following
* [Generating query summary](/docs/db/database-spans.md#generating-a-summary-of-the-query)
* section.
*
* For batch operations, if the individual operations would all have the same
* `db.query.summary` when executed as non-batch operations,
* then that query summary **SHOULD** be used prepended by `BATCH `.
* Otherwise, `db.query.summary` **SHOULD** be `BATCH` or some other database
* system specific term if more applicable.
*/
const ATTR_DB_QUERY_SUMMARY = "db.query.summary";
/**
* The database query being executed.
*
* @example SELECT * FROM wuser_table where username = ?
* @example SET mykey ?
*
* @note For sanitization see [Sanitization of `db.query.text`](/docs/db/database-spans.md#sanitization-of-dbquerytext).
* For batch operations, if the individual operations would all have the same `db.query.text` when executed as non-batch operations, then that query text **SHOULD** be used. Otherwise, all of the individual query texts **SHOULD** be concatenated with separator `; ` or some other database system specific separator if more applicable.
* Parameterized query text **SHOULD NOT** be sanitized. Even though parameterized query text can potentially have sensitive data, by using a parameterized query the user is giving a strong signal that any sensitive data will be passed as parameter values, and the benefit to observability of capturing the static part of the query text by default outweighs the risk.
*/
const ATTR_DB_QUERY_TEXT = "db.query.text";
/**
* Database response status code.
*
* @example 102
* @example ORA-17002
* @example 08P01
* @example 404
*
* @note The status code returned by the database. Usually it represents an error code, but may also represent partial success, warning, or differentiate between various types of successful outcomes.
* The value **MAY** use a standardized string representation of a numeric status code, if one exists, instead of the numeric code. The value **MAY** be a synthetic status provided by the client library rather than returned by the remote service.
* Semantic conventions for individual database systems **SHOULD** document what `db.response.status_code` means in the context of that system.
*/
const ATTR_DB_RESPONSE_STATUS_CODE = "db.response.status_code";
/**
* The name of a stored procedure within the database.
*
* @example GetCustomer
*
* @note It is **RECOMMENDED** to capture the value as provided by the application
* without attempting to do any case normalization.
*
* For batch operations, if the individual operations would all have the same
* `db.stored_procedure.name` when executed as non-batch operations,
* then that stored procedure name **SHOULD** be used.
*/
const ATTR_DB_STORED_PROCEDURE_NAME = "db.stored_procedure.name";
/**
* The database management system (DBMS) product as identified by the client instrumentation.
*
* @note The actual DBMS may differ from the one identified by the client. For example, when using PostgreSQL client libraries to connect to a CockroachDB, the `db.system.name` is set to `postgresql` based on the instrumentation's best knowledge.
*/
const ATTR_DB_SYSTEM_NAME = "db.system.name";
/**
* Enum value "mariadb" for attribute {@link ATTR_DB_SYSTEM_NAME}.
*
* [MariaDB](https://mariadb.org/)
*/
const DB_SYSTEM_NAME_VALUE_MARIADB = "mariadb";
/**
* Enum value "microsoft.sql_server" for attribute {@link ATTR_DB_SYSTEM_NAME}.
*
* [Microsoft SQL Server](https://www.microsoft.com/sql-server)
*/
const DB_SYSTEM_NAME_VALUE_MICROSOFT_SQL_SERVER = "microsoft.sql_server";
/**
* Enum value "mysql" for attribute {@link ATTR_DB_SYSTEM_NAME}.
*
* [MySQL](https://www.mysql.com/)
*/
const DB_SYSTEM_NAME_VALUE_MYSQL = "mysql";
/**
* Enum value "postgresql" for attribute {@link ATTR_DB_SYSTEM_NAME}.
*
* [PostgreSQL](https://www.postgresql.org/)
*/
const DB_SYSTEM_NAME_VALUE_POSTGRESQL = "postgresql";
/**
* Name of the [deployment environment](https://wikipedia.org/wiki/Deployment_environment) (aka deployment tier).
*
* @example staging
* @example production
*
* @note `deployment.environment.name` does not affect the uniqueness constraints defined through
* the `service.namespace`, `service.name` and `service.instance.id` resource attributes.
* This implies that resources carrying the following attribute combinations **MUST** be
* considered to be identifying the same service:
*
*   - `service.name=frontend`, `deployment.environment.name=production`
*   - `service.name=frontend`, `deployment.environment.name=staging`.
*/
const ATTR_DEPLOYMENT_ENVIRONMENT_NAME = "deployment.environment.name";
/**
* Enum value "development" for attribute {@link ATTR_DEPLOYMENT_ENVIRONMENT_NAME}.
*
* Development environment
*/
const DEPLOYMENT_ENVIRONMENT_NAME_VALUE_DEVELOPMENT = "development";
/**
* Enum value "production" for attribute {@link ATTR_DEPLOYMENT_ENVIRONMENT_NAME}.
*
* Production environment
*/
const DEPLOYMENT_ENVIRONMENT_NAME_VALUE_PRODUCTION = "production";
/**
* Enum value "staging" for attribute {@link ATTR_DEPLOYMENT_ENVIRONMENT_NAME}.
*
* Staging environment
*/
const DEPLOYMENT_ENVIRONMENT_NAME_VALUE_STAGING = "staging";
/**
* Enum value "test" for attribute {@link ATTR_DEPLOYMENT_ENVIRONMENT_NAME}.
*
* Testing environment
*/
const DEPLOYMENT_ENVIRONMENT_NAME_VALUE_TEST = "test";
/**
* Name of the garbage collector managed heap generation.
*
* @example gen0
* @example gen1
* @example gen2
*/
const ATTR_DOTNET_GC_HEAP_GENERATION = "dotnet.gc.heap.generation";
/**
* Enum value "gen0" for attribute {@link ATTR_DOTNET_GC_HEAP_GENERATION}.
*
* Generation 0
*/
const DOTNET_GC_HEAP_GENERATION_VALUE_GEN0 = "gen0";
/**
* Enum value "gen1" for attribute {@link ATTR_DOTNET_GC_HEAP_GENERATION}.
*
* Generation 1
*/
const DOTNET_GC_HEAP_GENERATION_VALUE_GEN1 = "gen1";
/**
* Enum value "gen2" for attribute {@link ATTR_DOTNET_GC_HEAP_GENERATION}.
*
* Generation 2
*/
const DOTNET_GC_HEAP_GENERATION_VALUE_GEN2 = "gen2";
/**
* Enum value "loh" for attribute {@link ATTR_DOTNET_GC_HEAP_GENERATION}.
*
* Large Object Heap
*/
const DOTNET_GC_HEAP_GENERATION_VALUE_LOH = "loh";
/**
* Enum value "poh" for attribute {@link ATTR_DOTNET_GC_HEAP_GENERATION}.
*
* Pinned Object Heap
*/
const DOTNET_GC_HEAP_GENERATION_VALUE_POH = "poh";
/**
* Describes a class of error the operation ended with.
*
* @example timeout
* @example java.net.UnknownHostException
* @example server_certificate_invalid
* @example 500
*
* @note The `error.type` **SHOULD** be predictable, and **SHOULD** have low cardinality.
*
* When `error.type` is set to a type (e.g., an exception type), its
* canonical class name identifying the type within the artifact **SHOULD** be used.
*
* If the recorded error type is a wrapper that is not meaningful for
* failure classification, instrumentation **MAY** use the type of the inner
* error instead. For example, in Go, errors created with `fmt.Errorf`
* using `%w` **MAY** be unwrapped when the wrapper type does not help
* classify the failure.
*
* Instrumentations **SHOULD** document the list of errors they report.
*
* The cardinality of `error.type` within one instrumentation library **SHOULD** be low.
* Telemetry consumers that aggregate data from multiple instrumentation libraries and applications
* should be prepared for `error.type` to have high cardinality at query time when no
* additional filters are applied.
*
* If the operation has completed successfully, instrumentations **SHOULD NOT** set `error.type`.
*
* If a specific domain defines its own set of error identifiers (such as HTTP or RPC status codes),
* it's **RECOMMENDED** to:
*
*   - Use a domain-specific attribute
*   - Set `error.type` to capture all errors, regardless of whether they are defined within the domain-specific set or not.
*/
const ATTR_ERROR_TYPE = "error.type";
/**
* Enum value "_OTHER" for attribute {@link ATTR_ERROR_TYPE}.
*
* A fallback error value to be used when the instrumentation doesn't define a custom value.
*/
const ERROR_TYPE_VALUE_OTHER = "_OTHER";
/**
* Indicates that the exception is escaping the scope of the span.
*
* @deprecated It's no longer recommended to record exceptions that are handled and do not escape the scope of a span.
*/
const ATTR_EXCEPTION_ESCAPED = "exception.escaped";
/**
* The exception message.
*
* @example Division by zero
* @example Can't convert 'int' object to str implicitly
*
* @note > [!WARNING]
*
* > This attribute may contain sensitive information.
*/
const ATTR_EXCEPTION_MESSAGE = "exception.message";
/**
* A stacktrace as a string in the natural representation for the language runtime. The representation is to be determined and documented by each language SIG.
*
* @example "Exception in thread "main" java.lang.RuntimeException: Test exception\\n at com.example.GenerateTrace.methodB(GenerateTrace.java:13)\\n at com.example.GenerateTrace.methodA(GenerateTrace.java:9)\\n at com.example.GenerateTrace.main(GenerateTrace.java:5)\\n"
*/
const ATTR_EXCEPTION_STACKTRACE = "exception.stacktrace";
/**
* The type of the exception (its fully-qualified class name, if applicable). The dynamic type of the exception should be preferred over the static type in languages that support it.
*
* @example java.net.ConnectException
* @example OSError
*
* @note If the recorded exception type is a wrapper that is not meaningful for
* failure classification, instrumentation **MAY** use the type of the inner
* exception instead. For example, in Go, errors created with `fmt.Errorf`
* using `%w` **MAY** be unwrapped when the wrapper type does not help
* classify the failure.
*/
const ATTR_EXCEPTION_TYPE = "exception.type";
/**
* HTTP request headers, `<key>` being the normalized HTTP Header name (lowercase), the value being the header values.
*
* @example ["application/json"]
* @example ["1.2.3.4", "1.2.3.5"]
*
* @note Instrumentations **SHOULD** require an explicit configuration of which headers are to be captured.
* Including all request headers can be a security risk - explicit configuration helps avoid leaking sensitive information.
*
* The `User-Agent` header is already captured in the `user_agent.original` attribute.
* Users **MAY** explicitly configure instrumentations to capture them even though it is not recommended.
*
* The attribute value **MUST** consist of either multiple header values as an array of strings
* or a single-item array containing a possibly comma-concatenated string, depending on the way
* the HTTP library provides access to headers.
*
* Examples:
*
*   - A header `Content-Type: application/json` **SHOULD** be recorded as the `http.request.header.content-type`
*     attribute with value `["application/json"]`.
*   - A header `X-Forwarded-For: 1.2.3.4, 1.2.3.5` **SHOULD** be recorded as the `http.request.header.x-forwarded-for`
*     attribute with value `["1.2.3.4", "1.2.3.5"]` or `["1.2.3.4, 1.2.3.5"]` depending on the HTTP library.
*/
const ATTR_HTTP_REQUEST_HEADER = (key) => `http.request.header.${key}`;
/**
* HTTP request method.
*
* @example GET
* @example POST
* @example HEAD
*
* @note HTTP request method value **SHOULD** be "known" to the instrumentation.
* By default, this convention defines "known" methods as the ones listed in [RFC9110](https://www.rfc-editor.org/rfc/rfc9110.html#name-methods),
* the PATCH method defined in [RFC5789](https://www.rfc-editor.org/rfc/rfc5789.html)
* and the QUERY method defined in [httpbis-safe-method-w-body](https://datatracker.ietf.org/doc/draft-ietf-httpbis-safe-method-w-body/?include_text=1).
*
* If the HTTP request method is not known to instrumentation, it **MUST** set the `http.request.method` attribute to `_OTHER`.
*
* If the HTTP instrumentation could end up converting valid HTTP request methods to `_OTHER`, then it **MUST** provide a way to override
* the list of known HTTP methods. If this override is done via environment variable, then the environment variable **MUST** be named
* OTEL_INSTRUMENTATION_HTTP_KNOWN_METHODS and support a comma-separated list of case-sensitive known HTTP methods.
*
*
* If this override is done via declarative configuration, then the list **MUST** be configurable via the `known_methods` property
* (an array of case-sensitive strings with minimum items 0) under `.instrumentation/development.general.http.client` and/or
* `.instrumentation/development.general.http.server`.
*
* In either case, this list **MUST** be a full override of the default known methods,
* it is not a list of known methods in addition to the defaults.
*
* HTTP method names are case-sensitive and `http.request.method` attribute value **MUST** match a known HTTP method name exactly.
* Instrumentations for specific web frameworks that consider HTTP methods to be case insensitive, **SHOULD** populate a canonical equivalent.
* Tracing instrumentations that do so, **MUST** also set `http.request.method_original` to the original value.
*/
const ATTR_HTTP_REQUEST_METHOD = "http.request.method";
/**
* Enum value "_OTHER" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* Any HTTP method that the instrumentation has no prior knowledge of.
*/
const HTTP_REQUEST_METHOD_VALUE_OTHER = "_OTHER";
/**
* Enum value "CONNECT" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* CONNECT method.
*/
const HTTP_REQUEST_METHOD_VALUE_CONNECT = "CONNECT";
/**
* Enum value "DELETE" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* DELETE method.
*/
const HTTP_REQUEST_METHOD_VALUE_DELETE = "DELETE";
/**
* Enum value "GET" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* GET method.
*/
const HTTP_REQUEST_METHOD_VALUE_GET = "GET";
/**
* Enum value "HEAD" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* HEAD method.
*/
const HTTP_REQUEST_METHOD_VALUE_HEAD = "HEAD";
/**
* Enum value "OPTIONS" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* OPTIONS method.
*/
const HTTP_REQUEST_METHOD_VALUE_OPTIONS = "OPTIONS";
/**
* Enum value "PATCH" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* PATCH method.
*/
const HTTP_REQUEST_METHOD_VALUE_PATCH = "PATCH";
/**
* Enum value "POST" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* POST method.
*/
const HTTP_REQUEST_METHOD_VALUE_POST = "POST";
/**
* Enum value "PUT" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* PUT method.
*/
const HTTP_REQUEST_METHOD_VALUE_PUT = "PUT";
/**
* Enum value "TRACE" for attribute {@link ATTR_HTTP_REQUEST_METHOD}.
*
* TRACE method.
*/
const HTTP_REQUEST_METHOD_VALUE_TRACE = "TRACE";
/**
* Original HTTP method sent by the client in the request line.
*
* @example GeT
* @example ACL
* @example foo
*/
const ATTR_HTTP_REQUEST_METHOD_ORIGINAL = "http.request.method_original";
/**
* The ordinal number of request resending attempt (for any reason, including redirects).
*
* @example 3
*
* @note The resend count **SHOULD** be updated each time an HTTP request gets resent by the client, regardless of what was the cause of the resending (e.g. redirection, authorization failure, 503 Server Unavailable, network issues, or any other).
*/
const ATTR_HTTP_REQUEST_RESEND_COUNT = "http.request.resend_count";
/**
* HTTP response headers, `<key>` being the normalized HTTP Header name (lowercase), the value being the header values.
*
* @example ["application/json"]
* @example ["abc", "def"]
*
* @note Instrumentations **SHOULD** require an explicit configuration of which headers are to be captured.
* Including all response headers can be a security risk - explicit configuration helps avoid leaking sensitive information.
*
* Users **MAY** explicitly configure instrumentations to capture them even though it is not recommended.
*
* The attribute value **MUST** consist of either multiple header values as an array of strings
* or a single-item array containing a possibly comma-concatenated string, depending on the way
* the HTTP library provides access to headers.
*
* Examples:
*
*   - A header `Content-Type: application/json` header **SHOULD** be recorded as the `http.request.response.content-type`
*     attribute with value `["application/json"]`.
*   - A header `My-custom-header: abc, def` header **SHOULD** be recorded as the `http.response.header.my-custom-header`
*     attribute with value `["abc", "def"]` or `["abc, def"]` depending on the HTTP library.
*/
const ATTR_HTTP_RESPONSE_HEADER = (key) => `http.response.header.${key}`;
/**
* [HTTP response status code](https://tools.ietf.org/html/rfc7231#section-6).
*
* @example 200
*/
const ATTR_HTTP_RESPONSE_STATUS_CODE = "http.response.status_code";
/**
* The matched route template for the request. This **MUST** be low-cardinality and include all static path segments, with dynamic path segments represented with placeholders.
*
* @example /users/:userID?
* @example my-controller/my-action/{id?}
*
* @note **MUST NOT** be populated when this is not supported by the HTTP server framework as the route attribute should have low-cardinality and the URI path can NOT substitute it.
* **SHOULD** include the [application root](/docs/http/http-spans.md#http-server-definitions) if there is one.
*
* A static path segment is a part of the route template with a fixed, low-cardinality value. This includes literal strings like `/users/` and placeholders that
* are constrained to a finite, predefined set of values, e.g. `{controller}` or `{action}`.
*
* A dynamic path segment is a placeholder for a value that can have high cardinality and is not constrained to a predefined list like static path segments.
*
* Instrumentations **SHOULD** use routing information provided by the corresponding web framework. They **SHOULD** pick the most precise source of routing information and **MAY**
* support custom route formatting. Instrumentations **SHOULD** document the format and the API used to obtain the route string.
*/
const ATTR_HTTP_ROUTE = "http.route";
/**
* Name of the garbage collector action.
*
* @example end of minor GC
* @example end of major GC
*
* @note Garbage collector action is generally obtained via [GarbageCollectionNotificationInfo#getGcAction()](https://docs.oracle.com/en/java/javase/11/docs/api/jdk.management/com/sun/management/GarbageCollectionNotificationInfo.html#getGcAction()).
*/
const ATTR_JVM_GC_ACTION = "jvm.gc.action";
/**
* Name of the garbage collector.
*
* @example G1 Young Generation
* @example G1 Old Generation
*
* @note Garbage collector name is generally obtained via [GarbageCollectionNotificationInfo#getGcName()](https://docs.oracle.com/en/java/javase/11/docs/api/jdk.management/com/sun/management/GarbageCollectionNotificationInfo.html#getGcName()).
*/
const ATTR_JVM_GC_NAME = "jvm.gc.name";
/**
* Name of the memory pool.
*
* @example G1 Old Gen
* @example G1 Eden space
* @example G1 Survivor Space
*
* @note Pool names are generally obtained via [MemoryPoolMXBean#getName()](https://docs.oracle.com/en/java/javase/11/docs/api/java.management/java/lang/management/MemoryPoolMXBean.html#getName()).
*/
const ATTR_JVM_MEMORY_POOL_NAME = "jvm.memory.pool.name";
/**
* The type of memory.
*
* @example heap
* @example non_heap
*/
const ATTR_JVM_MEMORY_TYPE = "jvm.memory.type";
/**
* Enum value "heap" for attribute {@link ATTR_JVM_MEMORY_TYPE}.
*
* Heap memory.
*/
const JVM_MEMORY_TYPE_VALUE_HEAP = "heap";
/**
* Enum value "non_heap" for attribute {@link ATTR_JVM_MEMORY_TYPE}.
*
* Non-heap memory
*/
const JVM_MEMORY_TYPE_VALUE_NON_HEAP = "non_heap";
/**
* Whether the thread is daemon or not.
*/
const ATTR_JVM_THREAD_DAEMON = "jvm.thread.daemon";
/**
* State of the thread.
*
* @example runnable
* @example blocked
*/
const ATTR_JVM_THREAD_STATE = "jvm.thread.state";
/**
* Enum value "blocked" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread that is blocked waiting for a monitor lock is in this state.
*/
const JVM_THREAD_STATE_VALUE_BLOCKED = "blocked";
/**
* Enum value "new" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread that has not yet started is in this state.
*/
const JVM_THREAD_STATE_VALUE_NEW = "new";
/**
* Enum value "runnable" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread executing in the Java virtual machine is in this state.
*/
const JVM_THREAD_STATE_VALUE_RUNNABLE = "runnable";
/**
* Enum value "terminated" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread that has exited is in this state.
*/
const JVM_THREAD_STATE_VALUE_TERMINATED = "terminated";
/**
* Enum value "timed_waiting" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread that is waiting for another thread to perform an action for up to a specified waiting time is in this state.
*/
const JVM_THREAD_STATE_VALUE_TIMED_WAITING = "timed_waiting";
/**
* Enum value "waiting" for attribute {@link ATTR_JVM_THREAD_STATE}.
*
* A thread that is waiting indefinitely for another thread to perform a particular action is in this state.
*/
const JVM_THREAD_STATE_VALUE_WAITING = "waiting";
/**
* The name of the cluster.
*
* @example opentelemetry-cluster
*/
const ATTR_K8S_CLUSTER_NAME = "k8s.cluster.name";
/**
* A pseudo-ID for the cluster, set to the UID of the `kube-system` namespace.
*
* @example 218fc5a9-a5f1-4b54-aa05-46717d0ab26d
*
* @note K8s doesn't have support for obtaining a cluster ID. If this is ever
* added, we will recommend collecting the `k8s.cluster.uid` through the
* official APIs. In the meantime, we are able to use the `uid` of the
* `kube-system` namespace as a proxy for cluster ID. Read on for the
* rationale.
*
* Every object created in a K8s cluster is assigned a distinct UID. The
* `kube-system` namespace is used by Kubernetes itself and will exist
* for the lifetime of the cluster. Using the `uid` of the `kube-system`
* namespace is a reasonable proxy for the K8s ClusterID as it will only
* change if the cluster is rebuilt. Furthermore, Kubernetes UIDs are
* UUIDs as standardized by
* [ISO/IEC 9834-8 and ITU-T X.667](https://www.itu.int/ITU-T/studygroups/com17/oid.html).
* Which states:
*
* > If generated according to one of the mechanisms defined in Rec.
* > ITU-T X.667 | ISO/IEC 9834-8, a UUID is either guaranteed to be
* > different from all other UUIDs generated before 3603 A.D., or is
* > extremely likely to be different (depending on the mechanism chosen).
*
* Therefore, UIDs between clusters should be extremely unlikely to
* conflict.
*/
const ATTR_K8S_CLUSTER_UID = "k8s.cluster.uid";
/**
* The name of the Container from Pod specification, must be unique within a Pod. Container runtime usually uses different globally unique name (`container.name`).
*
* @example redis
*/
const ATTR_K8S_CONTAINER_NAME = "k8s.container.name";
/**
* Number of times the container was restarted. This attribute can be used to identify a particular container (running or stopped) within a container spec.
*/
const ATTR_K8S_CONTAINER_RESTART_COUNT = "k8s.container.restart_count";
/**
* The cronjob annotation placed on the CronJob, the `<key>` being the annotation name, the value being the annotation value.
*
* @example 4
* @example
*
* @note Examples:
*
*   - An annotation `retries` with value `4` **SHOULD** be recorded as the
*     `k8s.cronjob.annotation.retries` attribute with value `"4"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.cronjob.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_CRONJOB_ANNOTATION = (key) => `k8s.cronjob.annotation.${key}`;
/**
* The label placed on the CronJob, the `<key>` being the label name, the value being the label value.
*
* @example weekly
* @example
*
* @note Examples:
*
*   - A label `type` with value `weekly` **SHOULD** be recorded as the
*     `k8s.cronjob.label.type` attribute with value `"weekly"`.
*   - A label `automated` with empty string value **SHOULD** be recorded as
*     the `k8s.cronjob.label.automated` attribute with value `""`.
*/
const ATTR_K8S_CRONJOB_LABEL = (key) => `k8s.cronjob.label.${key}`;
/**
* The name of the CronJob.
*
* @example opentelemetry
*/
const ATTR_K8S_CRONJOB_NAME = "k8s.cronjob.name";
/**
* The UID of the CronJob.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_CRONJOB_UID = "k8s.cronjob.uid";
/**
* The annotation placed on the DaemonSet, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 1
* @example
*
* @note
* Examples:
*
*   - An annotation `replicas` with value `1` **SHOULD** be recorded
*     as the `k8s.daemonset.annotation.replicas` attribute with value `"1"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.daemonset.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_DAEMONSET_ANNOTATION = (key) => `k8s.daemonset.annotation.${key}`;
/**
* The label placed on the DaemonSet, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example guestbook
* @example
*
* @note
* Examples:
*
*   - A label `app` with value `guestbook` **SHOULD** be recorded
*     as the `k8s.daemonset.label.app` attribute with value `"guestbook"`.
*   - A label `injected` with empty string value **SHOULD** be recorded as
*     the `k8s.daemonset.label.injected` attribute with value `""`.
*/
const ATTR_K8S_DAEMONSET_LABEL = (key) => `k8s.daemonset.label.${key}`;
/**
* The name of the DaemonSet.
*
* @example opentelemetry
*/
const ATTR_K8S_DAEMONSET_NAME = "k8s.daemonset.name";
/**
* The UID of the DaemonSet.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_DAEMONSET_UID = "k8s.daemonset.uid";
/**
* The annotation placed on the Deployment, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 1
* @example
*
* @note
* Examples:
*
*   - An annotation `replicas` with value `1` **SHOULD** be recorded
*     as the `k8s.deployment.annotation.replicas` attribute with value `"1"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.deployment.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_DEPLOYMENT_ANNOTATION = (key) => `k8s.deployment.annotation.${key}`;
/**
* The label placed on the Deployment, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example guestbook
* @example
*
* @note
* Examples:
*
*   - A label `app` with value `guestbook` **SHOULD** be recorded
*     as the `k8s.deployment.label.app` attribute with value `"guestbook"`.
*   - A label `injected` with empty string value **SHOULD** be recorded as
*     the `k8s.deployment.label.injected` attribute with value `""`.
*/
const ATTR_K8S_DEPLOYMENT_LABEL = (key) => `k8s.deployment.label.${key}`;
/**
* The name of the Deployment.
*
* @example opentelemetry
*/
const ATTR_K8S_DEPLOYMENT_NAME = "k8s.deployment.name";
/**
* The UID of the Deployment.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_DEPLOYMENT_UID = "k8s.deployment.uid";
/**
* The annotation placed on the Job, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 1
* @example
*
* @note
* Examples:
*
*   - An annotation `number` with value `1` **SHOULD** be recorded
*     as the `k8s.job.annotation.number` attribute with value `"1"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.job.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_JOB_ANNOTATION = (key) => `k8s.job.annotation.${key}`;
/**
* The label placed on the Job, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example ci
* @example
*
* @note
* Examples:
*
*   - A label `jobtype` with value `ci` **SHOULD** be recorded
*     as the `k8s.job.label.jobtype` attribute with value `"ci"`.
*   - A label `automated` with empty string value **SHOULD** be recorded as
*     the `k8s.job.label.automated` attribute with value `""`.
*/
const ATTR_K8S_JOB_LABEL = (key) => `k8s.job.label.${key}`;
/**
* The name of the Job.
*
* @example opentelemetry
*/
const ATTR_K8S_JOB_NAME = "k8s.job.name";
/**
* The UID of the Job.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_JOB_UID = "k8s.job.uid";
/**
* The annotation placed on the Namespace, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 0
* @example
*
* @note
* Examples:
*
*   - An annotation `ttl` with value `0` **SHOULD** be recorded
*     as the `k8s.namespace.annotation.ttl` attribute with value `"0"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.namespace.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_NAMESPACE_ANNOTATION = (key) => `k8s.namespace.annotation.${key}`;
/**
* The label placed on the Namespace, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example default
* @example
*
* @note
* Examples:
*
*   - A label `kubernetes.io/metadata.name` with value `default` **SHOULD** be recorded
*     as the `k8s.namespace.label.kubernetes.io/metadata.name` attribute with value `"default"`.
*   - A label `data` with empty string value **SHOULD** be recorded as
*     the `k8s.namespace.label.data` attribute with value `""`.
*/
const ATTR_K8S_NAMESPACE_LABEL = (key) => `k8s.namespace.label.${key}`;
/**
* The name of the namespace that the pod is running in.
*
* @example default
*/
const ATTR_K8S_NAMESPACE_NAME = "k8s.namespace.name";
/**
* The annotation placed on the Node, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 0
* @example
*
* @note Examples:
*
*   - An annotation `node.alpha.kubernetes.io/ttl` with value `0` **SHOULD** be recorded as
*     the `k8s.node.annotation.node.alpha.kubernetes.io/ttl` attribute with value `"0"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.node.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_NODE_ANNOTATION = (key) => `k8s.node.annotation.${key}`;
/**
* The label placed on the Node, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example arm64
* @example
*
* @note Examples:
*
*   - A label `kubernetes.io/arch` with value `arm64` **SHOULD** be recorded
*     as the `k8s.node.label.kubernetes.io/arch` attribute with value `"arm64"`.
*   - A label `data` with empty string value **SHOULD** be recorded as
*     the `k8s.node.label.data` attribute with value `""`.
*/
const ATTR_K8S_NODE_LABEL = (key) => `k8s.node.label.${key}`;
/**
* The name of the Node.
*
* @example node-1
*/
const ATTR_K8S_NODE_NAME = "k8s.node.name";
/**
* The UID of the Node.
*
* @example 1eb3a0c6-0477-4080-a9cb-0cb7db65c6a2
*/
const ATTR_K8S_NODE_UID = "k8s.node.uid";
/**
* The annotation placed on the Pod, the `<key>` being the annotation name, the value being the annotation value.
*
* @example true
* @example x64
* @example
*
* @note Examples:
*
*   - An annotation `kubernetes.io/enforce-mountable-secrets` with value `true` **SHOULD** be recorded as
*     the `k8s.pod.annotation.kubernetes.io/enforce-mountable-secrets` attribute with value `"true"`.
*   - An annotation `mycompany.io/arch` with value `x64` **SHOULD** be recorded as
*     the `k8s.pod.annotation.mycompany.io/arch` attribute with value `"x64"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.pod.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_POD_ANNOTATION = (key) => `k8s.pod.annotation.${key}`;
/**
* Specifies the hostname of the Pod.
*
* @example collector-gateway
*
* @note The K8s Pod spec has an optional hostname field, which can be used to specify a hostname.
* Refer to [K8s docs](https://kubernetes.io/docs/concepts/services-networking/dns-pod-service/#pod-hostname-and-subdomain-field)
* for more information about this field.
*
* This attribute aligns with the `hostname` field of the
* [K8s PodSpec](https://kubernetes.io/docs/reference/generated/kubernetes-api/v1.34/#podspec-v1-core).
*/
const ATTR_K8S_POD_HOSTNAME = "k8s.pod.hostname";
/**
* IP address allocated to the Pod.
*
* @example 172.18.0.2
*
* @note This attribute aligns with the `podIP` field of the
* [K8s PodStatus](https://kubernetes.io/docs/reference/generated/kubernetes-api/v1.34/#podstatus-v1-core).
*/
const ATTR_K8S_POD_IP = "k8s.pod.ip";
/**
* The label placed on the Pod, the `<key>` being the label name, the value being the label value.
*
* @example my-app
* @example x64
* @example
*
* @note Examples:
*
*   - A label `app` with value `my-app` **SHOULD** be recorded as
*     the `k8s.pod.label.app` attribute with value `"my-app"`.
*   - A label `mycompany.io/arch` with value `x64` **SHOULD** be recorded as
*     the `k8s.pod.label.mycompany.io/arch` attribute with value `"x64"`.
*   - A label `data` with empty string value **SHOULD** be recorded as
*     the `k8s.pod.label.data` attribute with value `""`.
*/
const ATTR_K8S_POD_LABEL = (key) => `k8s.pod.label.${key}`;
/**
* The name of the Pod.
*
* @example opentelemetry-pod-autoconf
*/
const ATTR_K8S_POD_NAME = "k8s.pod.name";
/**
* The start timestamp of the Pod.
*
* @example 2025-12-04T08:41:03Z
*
* @note Date and time at which the object was acknowledged by the Kubelet.
* This is before the Kubelet pulled the container image(s) for the pod.
*
* This attribute aligns with the `startTime` field of the
* [K8s PodStatus](https://kubernetes.io/docs/reference/generated/kubernetes-api/v1.34/#podstatus-v1-core),
* in ISO 8601 (RFC 3339 compatible) format.
*/
const ATTR_K8S_POD_START_TIME = "k8s.pod.start_time";
/**
* The UID of the Pod.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_POD_UID = "k8s.pod.uid";
/**
* The annotation placed on the ReplicaSet, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 0
* @example
*
* @note
* Examples:
*
*   - An annotation `replicas` with value `0` **SHOULD** be recorded
*     as the `k8s.replicaset.annotation.replicas` attribute with value `"0"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.replicaset.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_REPLICASET_ANNOTATION = (key) => `k8s.replicaset.annotation.${key}`;
/**
* The label placed on the ReplicaSet, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example guestbook
* @example
*
* @note
* Examples:
*
*   - A label `app` with value `guestbook` **SHOULD** be recorded
*     as the `k8s.replicaset.label.app` attribute with value `"guestbook"`.
*   - A label `injected` with empty string value **SHOULD** be recorded as
*     the `k8s.replicaset.label.injected` attribute with value `""`.
*/
const ATTR_K8S_REPLICASET_LABEL = (key) => `k8s.replicaset.label.${key}`;
/**
* The name of the ReplicaSet.
*
* @example opentelemetry
*/
const ATTR_K8S_REPLICASET_NAME = "k8s.replicaset.name";
/**
* The UID of the ReplicaSet.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_REPLICASET_UID = "k8s.replicaset.uid";
/**
* The annotation placed on the StatefulSet, the `<key>` being the annotation name, the value being the annotation value, even if the value is empty.
*
* @example 1
* @example
*
* @note
* Examples:
*
*   - An annotation `replicas` with value `1` **SHOULD** be recorded
*     as the `k8s.statefulset.annotation.replicas` attribute with value `"1"`.
*   - An annotation `data` with empty string value **SHOULD** be recorded as
*     the `k8s.statefulset.annotation.data` attribute with value `""`.
*/
const ATTR_K8S_STATEFULSET_ANNOTATION = (key) => `k8s.statefulset.annotation.${key}`;
/**
* The label placed on the StatefulSet, the `<key>` being the label name, the value being the label value, even if the value is empty.
*
* @example guestbook
* @example
*
* @note
* Examples:
*
*   - A label `app` with value `guestbook` **SHOULD** be recorded
*     as the `k8s.statefulset.label.app` attribute with value `"guestbook"`.
*   - A label `injected` with empty string value **SHOULD** be recorded as
*     the `k8s.statefulset.label.injected` attribute with value `""`.
*/
const ATTR_K8S_STATEFULSET_LABEL = (key) => `k8s.statefulset.label.${key}`;
/**
* The name of the StatefulSet.
*
* @example opentelemetry
*/
const ATTR_K8S_STATEFULSET_NAME = "k8s.statefulset.name";
/**
* The UID of the StatefulSet.
*
* @example 275ecb36-5aa8-4c2a-9c47-d8bb681b9aff
*/
const ATTR_K8S_STATEFULSET_UID = "k8s.statefulset.uid";
/**
* Local address of the network connection - IP address or UNIX domain socket name.
*
* @example 10.1.2.80
* @example /tmp/my.sock
*/
const ATTR_NETWORK_LOCAL_ADDRESS = "network.local.address";
/**
* Local port number of the network connection.
*
* @example 65123
*/
const ATTR_NETWORK_LOCAL_PORT = "network.local.port";
/**
* Peer address of the network connection - IP address or UNIX domain socket name.
*
* @example 10.1.2.80
* @example /tmp/my.sock
*/
const ATTR_NETWORK_PEER_ADDRESS = "network.peer.address";
/**
* Peer port number of the network connection.
*
* @example 65123
*/
const ATTR_NETWORK_PEER_PORT = "network.peer.port";
/**
* [OSI application layer](https://wikipedia.org/wiki/Application_layer) or non-OSI equivalent.
*
* @example amqp
* @example http
* @example mqtt
*
* @note The value **SHOULD** be normalized to lowercase.
*/
const ATTR_NETWORK_PROTOCOL_NAME = "network.protocol.name";
/**
* The actual version of the protocol used for network communication.
*
* @example 1.1
* @example 2
*
* @note If protocol version is subject to negotiation (for example using [ALPN](https://www.rfc-editor.org/rfc/rfc7301.html)), this attribute **SHOULD** be set to the negotiated version. If the actual protocol version is not known, this attribute **SHOULD NOT** be set.
*/
const ATTR_NETWORK_PROTOCOL_VERSION = "network.protocol.version";
/**
* [OSI transport layer](https://wikipedia.org/wiki/Transport_layer) or [inter-process communication method](https://wikipedia.org/wiki/Inter-process_communication).
*
* @example tcp
* @example udp
*
* @note The value **SHOULD** be normalized to lowercase.
*
* Consider always setting the transport when setting a port number, since
* a port number is ambiguous without knowing the transport. For example
* different processes could be listening on TCP port 12345 and UDP port 12345.
*/
const ATTR_NETWORK_TRANSPORT = "network.transport";
/**
* Enum value "pipe" for attribute {@link ATTR_NETWORK_TRANSPORT}.
*
* Named or anonymous pipe.
*/
const NETWORK_TRANSPORT_VALUE_PIPE = "pipe";
/**
* Enum value "quic" for attribute {@link ATTR_NETWORK_TRANSPORT}.
*
* QUIC
*/
const NETWORK_TRANSPORT_VALUE_QUIC = "quic";
/**
* Enum value "tcp" for attribute {@link ATTR_NETWORK_TRANSPORT}.
*
* TCP
*/
const NETWORK_TRANSPORT_VALUE_TCP = "tcp";
/**
* Enum value "udp" for attribute {@link ATTR_NETWORK_TRANSPORT}.
*
* UDP
*/
const NETWORK_TRANSPORT_VALUE_UDP = "udp";
/**
* Enum value "unix" for attribute {@link ATTR_NETWORK_TRANSPORT}.
*
* UNIX domain socket
*/
const NETWORK_TRANSPORT_VALUE_UNIX = "unix";
/**
* [OSI network layer](https://wikipedia.org/wiki/Network_layer) or non-OSI equivalent.
*
* @example ipv4
* @example ipv6
*
* @note The value **SHOULD** be normalized to lowercase.
*/
const ATTR_NETWORK_TYPE = "network.type";
/**
* Enum value "ipv4" for attribute {@link ATTR_NETWORK_TYPE}.
*
* IPv4
*/
const NETWORK_TYPE_VALUE_IPV4 = "ipv4";
/**
* Enum value "ipv6" for attribute {@link ATTR_NETWORK_TYPE}.
*
* IPv6
*/
const NETWORK_TYPE_VALUE_IPV6 = "ipv6";
/**
* Identifies the class / type of event.
*
* @example browser.mouse.click
* @example device.app.lifecycle
*
* @note This attribute **SHOULD** be used by non-OTLP exporters when destination does not support `EventName` or equivalent field. This attribute **MAY** be used by applications using existing logging libraries so that it can be used to set the `EventName` field by Collector or SDK components.
*/
const ATTR_OTEL_EVENT_NAME = "otel.event.name";
/**
* The name of the instrumentation scope - (`InstrumentationScope.Name` in OTLP).
*
* @example io.opentelemetry.contrib.mongodb
*/
const ATTR_OTEL_SCOPE_NAME = "otel.scope.name";
/**
* The version of the instrumentation scope - (`InstrumentationScope.Version` in OTLP).
*
* @example 1.0.0
*/
const ATTR_OTEL_SCOPE_VERSION = "otel.scope.version";
/**
* Name of the code, either "OK" or "ERROR". **MUST NOT** be set if the status code is UNSET.
*/
const ATTR_OTEL_STATUS_CODE = "otel.status_code";
/**
* Enum value "ERROR" for attribute {@link ATTR_OTEL_STATUS_CODE}.
*
* The operation contains an error.
*/
const OTEL_STATUS_CODE_VALUE_ERROR = "ERROR";
/**
* Enum value "OK" for attribute {@link ATTR_OTEL_STATUS_CODE}.
*
* The operation has been validated by an Application developer or Operator to have completed successfully.
*/
const OTEL_STATUS_CODE_VALUE_OK = "OK";
/**
* Description of the Status if it has a value, otherwise not set.
*
* @example resource not found
*/
const ATTR_OTEL_STATUS_DESCRIPTION = "otel.status_description";
/**
* The fully-qualified logical name of the method from the RPC interface perspective.
*
* @example com.example.ExampleService/exampleMethod
* @example EchoService/Echo
* @example _OTHER
*
* @note The method name **MAY** have unbounded cardinality in edge or error cases.
*
* Some RPC frameworks or libraries provide a fixed set of recognized methods
* for client stubs and server implementations. Instrumentations for such
* frameworks **MUST** set this attribute to the original method name only
* when the method is recognized by the framework or library.
*
* When the method is not recognized, for example, when the server receives
* a request for a method that is not predefined on the server, or when
* instrumentation is not able to reliably detect if the method is predefined,
* the attribute **MUST** be set to `_OTHER`.
*
* If the RPC instrumentation could end up converting valid RPC methods to
* `_OTHER`, then it **SHOULD** provide a way to configure the list of recognized
* RPC methods.
*
* The `rpc.method` can be different from the name of any implementing
* method/function.
* The `code.function.name` attribute may be used to record the fully-qualified
* method actually executing the call on the server side, or the
* RPC client stub method on the client side.
*/
const ATTR_RPC_METHOD = "rpc.method";
/**
* The original name of the method used by the client.
*
* @example com.myservice.EchoService/catchAll
* @example com.myservice.EchoService/unknownMethod
* @example InvalidMethod
*/
const ATTR_RPC_METHOD_ORIGINAL = "rpc.method_original";
/**
* Status code of the RPC returned by the RPC server or generated by the client
*
* @example OK
* @example DEADLINE_EXCEEDED
* @example -32602
*
* @note Usually it represents an error code, but may also represent partial success, warning, or differentiate between various types of successful outcomes.
* The value **MAY** use a standardized string representation of a numeric status code, if one exists, instead of the numeric code. The value **MAY** be a synthetic status provided by the client library rather than returned by the remote service.
* Semantic conventions for individual RPC frameworks **SHOULD** document what `rpc.status_code` means in the context of that system and which values are considered to represent errors.
*/
const ATTR_RPC_STATUS_CODE = "rpc.status_code";
/**
* The Remote Procedure Call (RPC) system.
*
* @note The client and server RPC systems may differ for the same RPC interaction. For example, a client may use Apache Dubbo or Connect RPC to communicate with a server that uses gRPC since both protocols provide compatibility with gRPC.
*/
const ATTR_RPC_SYSTEM_NAME = "rpc.system.name";
/**
* Enum value "dubbo" for attribute {@link ATTR_RPC_SYSTEM_NAME}.
*
* [Apache Dubbo](https://dubbo.apache.org/)
*/
const RPC_SYSTEM_NAME_VALUE_DUBBO = "dubbo";
/**
* Enum value "grpc" for attribute {@link ATTR_RPC_SYSTEM_NAME}.
*
* [gRPC](https://grpc.io/)
*/
const RPC_SYSTEM_NAME_VALUE_GRPC = "grpc";
/**
* Server domain name if available without reverse DNS lookup; otherwise, IP address or UNIX domain socket name.
*
* @example example.com
* @example 10.1.2.80
* @example /tmp/my.sock
*
* @note When observed from the client side, and when communicating through an intermediary, `server.address` **SHOULD** represent the server address behind any intermediaries, for example proxies, if it's available.
*/
const ATTR_SERVER_ADDRESS = "server.address";
/**
* Server port number.
*
* @example 80
* @example 8080
* @example 443
*
* @note When observed from the client side, and when communicating through an intermediary, `server.port` **SHOULD** represent the server port behind any intermediaries, for example proxies, if it's available.
*/
const ATTR_SERVER_PORT = "server.port";
/**
* The string ID of the service instance.
*
* @example 627cc493-f310-47de-96bd-71410b7dec09
*
* @note **MUST** be unique for each instance of the same `service.namespace,service.name` pair (in other words
* `service.namespace,service.name,service.instance.id` triplet **MUST** be globally unique). The ID helps to
* distinguish instances of the same service that exist at the same time (e.g. instances of a horizontally scaled
* service).
*
* Implementations, such as SDKs, are recommended to generate a random Version 1 or Version 4 [RFC
* 4122](https://www.ietf.org/rfc/rfc4122.txt) UUID, but are free to use an inherent unique ID as the source of
* this value if stability is desirable. In that case, the ID **SHOULD** be used as source of a UUID Version 5 and
* **SHOULD** use the following UUID as the namespace: `4d63009a-8d0f-11ee-aad7-4c796ed8e320`.
*
* UUIDs are typically recommended, as only an opaque value for the purposes of identifying a service instance is
* needed. Similar to what can be seen in the man page for the
* [`/etc/machine-id`](https://www.freedesktop.org/software/systemd/man/latest/machine-id.html) file, the underlying
* data, such as pod name and namespace should be treated as confidential, being the user's choice to expose it
* or not via another resource attribute.
*
* For applications running behind an application server (like unicorn), we do not recommend using one identifier
* for all processes participating in the application. Instead, it's recommended each division (e.g. a worker
* thread in unicorn) to have its own instance.id.
*
* It's not recommended for a Collector to set `service.instance.id` if it can't unambiguously determine the
* service instance that is generating that telemetry. For instance, creating an UUID based on `pod.name` will
* likely be wrong, as the Collector might not know from which container within that pod the telemetry originated.
* However, Collectors can set the `service.instance.id` if they can unambiguously determine the service instance
* for that telemetry. This is typically the case for scraping receivers, as they know the target address and
* port.
*/
const ATTR_SERVICE_INSTANCE_ID = "service.instance.id";
/**
* Logical name of the service.
*
* @example shoppingcart
*
* @note **MUST** be the same for all instances of horizontally scaled services. If the value was not specified, SDKs **MUST** fallback to `unknown_service:` concatenated with the process executable name, e.g. `unknown_service:bash`. If the process executable name is not available, the value **MUST** be set to `unknown_service`.
* The process executable name is the name of the process executable, the same value as described by the [`process.executable.name`](process.md) resource attribute.
*/
const ATTR_SERVICE_NAME = "service.name";
/**
* A namespace for `service.name`.
*
* @example Shop
*
* @note A string value having a meaning that helps to distinguish a group of services, for example the team name that owns a group of services. `service.name` is expected to be unique within the same namespace. If `service.namespace` is not specified in the Resource then `service.name` is expected to be unique for all services that have no explicit namespace defined (so the empty/unspecified namespace is simply one more valid namespace). Zero-length namespace string is assumed equal to unspecified namespace.
*/
const ATTR_SERVICE_NAMESPACE = "service.namespace";
/**
* The version string of the service component. The format is not defined by these conventions.
*
* @example 2.0.0
* @example a01dbef8a
*/
const ATTR_SERVICE_VERSION = "service.version";
/**
* SignalR HTTP connection closure status.
*
* @example app_shutdown
* @example timeout
*/
const ATTR_SIGNALR_CONNECTION_STATUS = "signalr.connection.status";
/**
* Enum value "app_shutdown" for attribute {@link ATTR_SIGNALR_CONNECTION_STATUS}.
*
* The connection was closed because the app is shutting down.
*/
const SIGNALR_CONNECTION_STATUS_VALUE_APP_SHUTDOWN = "app_shutdown";
/**
* Enum value "normal_closure" for attribute {@link ATTR_SIGNALR_CONNECTION_STATUS}.
*
* The connection was closed normally.
*/
const SIGNALR_CONNECTION_STATUS_VALUE_NORMAL_CLOSURE = "normal_closure";
/**
* Enum value "timeout" for attribute {@link ATTR_SIGNALR_CONNECTION_STATUS}.
*
* The connection was closed due to a timeout.
*/
const SIGNALR_CONNECTION_STATUS_VALUE_TIMEOUT = "timeout";
/**
* [SignalR transport type](https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/TransportProtocols.md)
*
* @example web_sockets
* @example long_polling
*/
const ATTR_SIGNALR_TRANSPORT = "signalr.transport";
/**
* Enum value "long_polling" for attribute {@link ATTR_SIGNALR_TRANSPORT}.
*
* LongPolling protocol
*/
const SIGNALR_TRANSPORT_VALUE_LONG_POLLING = "long_polling";
/**
* Enum value "server_sent_events" for attribute {@link ATTR_SIGNALR_TRANSPORT}.
*
* ServerSentEvents protocol
*/
const SIGNALR_TRANSPORT_VALUE_SERVER_SENT_EVENTS = "server_sent_events";
/**
* Enum value "web_sockets" for attribute {@link ATTR_SIGNALR_TRANSPORT}.
*
* WebSockets protocol
*/
const SIGNALR_TRANSPORT_VALUE_WEB_SOCKETS = "web_sockets";
/**
* The name of the auto instrumentation agent or distribution, if used.
*
* @example parts-unlimited-java
*
* @note Official auto instrumentation agents and distributions **SHOULD** set the `telemetry.distro.name` attribute to
* a string starting with `opentelemetry-`, e.g. `opentelemetry-java-instrumentation`.
*/
const ATTR_TELEMETRY_DISTRO_NAME = "telemetry.distro.name";
/**
* The version string of the auto instrumentation agent or distribution, if used.
*
* @example 1.2.3
*/
const ATTR_TELEMETRY_DISTRO_VERSION = "telemetry.distro.version";
/**
* The language of the telemetry SDK.
*/
const ATTR_TELEMETRY_SDK_LANGUAGE = "telemetry.sdk.language";
/**
* Enum value "cpp" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [C++](https://opentelemetry.io/docs/languages/cpp/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_CPP = "cpp";
/**
* Enum value "dotnet" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [.NET](https://opentelemetry.io/docs/languages/dotnet/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_DOTNET = "dotnet";
/**
* Enum value "erlang" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Erlang/Elixir](https://opentelemetry.io/docs/languages/erlang/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_ERLANG = "erlang";
/**
* Enum value "go" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Go](https://opentelemetry.io/docs/languages/go/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_GO = "go";
/**
* Enum value "java" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Java](https://opentelemetry.io/docs/languages/java/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_JAVA = "java";
/**
* Enum value "kotlin" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Kotlin](https://opentelemetry.io/docs/languages/kotlin/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_KOTLIN = "kotlin";
/**
* Enum value "nodejs" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Node.js](https://opentelemetry.io/docs/languages/js/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_NODEJS = "nodejs";
/**
* Enum value "php" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [PHP](https://opentelemetry.io/docs/languages/php/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_PHP = "php";
/**
* Enum value "python" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Python](https://opentelemetry.io/docs/languages/python/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_PYTHON = "python";
/**
* Enum value "ruby" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Ruby](https://opentelemetry.io/docs/languages/ruby/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_RUBY = "ruby";
/**
* Enum value "rust" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Rust](https://opentelemetry.io/docs/languages/rust/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_RUST = "rust";
/**
* Enum value "swift" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Swift](https://opentelemetry.io/docs/languages/swift/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_SWIFT = "swift";
/**
* Enum value "webjs" for attribute {@link ATTR_TELEMETRY_SDK_LANGUAGE}.
*
* [Browser](https://opentelemetry.io/docs/languages/js/)
*/
const TELEMETRY_SDK_LANGUAGE_VALUE_WEBJS = "webjs";
/**
* The name of the telemetry SDK as defined above.
*
* @example opentelemetry
*
* @note The OpenTelemetry SDK **MUST** set the `telemetry.sdk.name` attribute to `opentelemetry`.
* If another SDK, like a fork or a vendor-provided implementation, is used, this SDK **MUST** set the
* `telemetry.sdk.name` attribute to the fully-qualified class or module name of this SDK's main entry point
* or another suitable identifier depending on the language.
* The identifier `opentelemetry` is reserved and **MUST NOT** be used in this case.
* All custom identifiers **SHOULD** be stable across different versions of an implementation.
*/
const ATTR_TELEMETRY_SDK_NAME = "telemetry.sdk.name";
/**
* The version string of the telemetry SDK.
*
* @example 1.2.3
*/
const ATTR_TELEMETRY_SDK_VERSION = "telemetry.sdk.version";
/**
* The [URI fragment](https://www.rfc-editor.org/rfc/rfc3986#section-3.5) component
*
* @example SemConv
*/
const ATTR_URL_FRAGMENT = "url.fragment";
/**
* Absolute URL describing a network resource according to [RFC3986](https://www.rfc-editor.org/rfc/rfc3986)
*
* @example https://www.foo.bar/search?q=OpenTelemetry#SemConv
* @example //localhost
*
* @note For network calls, URL usually has `scheme://host[:port][path][?query][#fragment]` format, where the fragment
* is not transmitted over HTTP, but if it is known, it **SHOULD** be included nevertheless.
*
* `url.full` **MUST NOT** contain credentials passed via URL in form of `https://username:password@www.example.com/`.
* In such case username and password **SHOULD** be redacted and attribute's value **SHOULD** be `https://REDACTED:REDACTED@www.example.com/`.
*
* `url.full` **SHOULD** capture the absolute URL when it is available (or can be reconstructed).
*
* Sensitive content provided in `url.full` **SHOULD** be scrubbed when instrumentations can identify it.
*
*
* Query string values for the following keys **SHOULD** be redacted by default and replaced by the
* value `REDACTED`:
*
*   - [`X-Amz-Signature`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`X-Amz-Credential`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`X-Amz-Security-Token`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`AWSAccessKeyId`](https://docs.aws.amazon.com/AmazonS3/latest/developerguide/RESTAuthentication.html#RESTAuthenticationQueryStringAuth)
*   - [`Signature`](https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/private-content-creating-signed-url-canned-policy.html)
*   - [`sig`](https://learn.microsoft.com/azure/storage/common/storage-sas-overview#sas-token)
*   - [`X-Goog-Signature`](https://cloud.google.com/storage/docs/access-control/signed-urls)
*
* Several of these keys are used by more than one service or signing scheme. Each link
* points to one representative usage rather than an exhaustive list, and does not narrow
* the scope of the key to the linked service or signing scheme.
*
* This list is subject to change over time.
*
* Matching of query parameter keys against the sensitive list **SHOULD** be case-sensitive.
*
*
* Instrumentation **MAY** provide a way to override this list via declarative configuration.
* If so, it **SHOULD** use the `sensitive_query_parameters` property
* (an array of case-sensitive strings with minimum items 0) under
* `.instrumentation/development.general.sanitization.url`.
* This list is a full override of the default sensitive query parameter keys,
* it is not a list of keys in addition to the defaults.
*
* When a query string value is redacted, the query string key **SHOULD** still be preserved, e.g.
* `https://www.example.com/path?color=blue&sig=REDACTED`.
*/
const ATTR_URL_FULL = "url.full";
/**
* The [URI path](https://www.rfc-editor.org/rfc/rfc3986#section-3.3) component
*
* @example /search
*
* @note Sensitive content provided in `url.path` **SHOULD** be scrubbed when instrumentations can identify it.
*/
const ATTR_URL_PATH = "url.path";
/**
* The [URI query](https://www.rfc-editor.org/rfc/rfc3986#section-3.4) component
*
* @example q=OpenTelemetry
*
* @note Sensitive content provided in `url.query` **SHOULD** be scrubbed when instrumentations can identify it.
*
*
* Query string values for the following keys **SHOULD** be redacted by default and replaced by the value `REDACTED`:
*
*   - [`X-Amz-Signature`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`X-Amz-Credential`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`X-Amz-Security-Token`](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-authentication-methods.html)
*   - [`AWSAccessKeyId`](https://docs.aws.amazon.com/AmazonS3/latest/developerguide/RESTAuthentication.html#RESTAuthenticationQueryStringAuth)
*   - [`Signature`](https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/private-content-creating-signed-url-canned-policy.html)
*   - [`sig`](https://learn.microsoft.com/azure/storage/common/storage-sas-overview#sas-token)
*   - [`X-Goog-Signature`](https://cloud.google.com/storage/docs/access-control/signed-urls)
*
* Several of these keys are used by more than one service or signing scheme. Each link
* points to one representative usage rather than an exhaustive list, and does not narrow
* the scope of the key to the linked service or signing scheme.
*
* This list is subject to change over time.
*
* Matching of query parameter keys against the sensitive list **SHOULD** be case-sensitive.
*
* Instrumentation **MAY** provide a way to override this list via declarative configuration.
* If so, it **SHOULD** use the `sensitive_query_parameters` property
* (an array of case-sensitive strings with minimum items 0) under
* `.instrumentation/development.general.sanitization.url`.
* This list is a full override of the default sensitive query parameter keys,
* it is not a list of keys in addition to the defaults.
*
* When a query string value is redacted, the query string key **SHOULD** still be preserved, e.g.
* `q=OpenTelemetry&sig=REDACTED`.
*/
const ATTR_URL_QUERY = "url.query";
/**
* The [URI scheme](https://www.rfc-editor.org/rfc/rfc3986#section-3.1) component identifying the used protocol.
*
* @example https
* @example ftp
* @example telnet
*/
const ATTR_URL_SCHEME = "url.scheme";
/**
* Value of the [HTTP User-Agent](https://www.rfc-editor.org/rfc/rfc9110.html#field.user-agent) header sent by the client.
*
* @example CERN-LineMode/2.15 libwww/2.17b3
* @example Mozilla/5.0 (iPhone; CPU iPhone OS 14_7_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1
* @example YourApp/1.0.0 grpc-java-okhttp/1.27.2
*/
const ATTR_USER_AGENT_ORIGINAL = "user_agent.original";
//#endregion


//# sourceMappingURL=stable_attributes.mjs.map

/***/ })

};
