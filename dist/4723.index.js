export const id = 4723;
export const ids = [4723];
export const modules = {

/***/ 92507:
/***/ ((module) => {

(function webpackUniversalModuleDefinition(root, factory) {
	if(true)
		module.exports = factory();
	else {}
})(globalThis, () => {
return /******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ 949:
/***/ ((__unused_webpack_module, exports, __nested_webpack_require_540__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CronParser = void 0;
var rangeValidator_1 = __nested_webpack_require_540__(515);
var CronParser = (function () {
    function CronParser(expression, dayOfWeekStartIndexZero, monthStartIndexZero) {
        if (dayOfWeekStartIndexZero === void 0) { dayOfWeekStartIndexZero = true; }
        if (monthStartIndexZero === void 0) { monthStartIndexZero = false; }
        this.expression = expression;
        this.dayOfWeekStartIndexZero = dayOfWeekStartIndexZero;
        this.monthStartIndexZero = monthStartIndexZero;
    }
    CronParser.prototype.parse = function () {
        var _a;
        var parsed;
        var expression = (_a = this.expression) !== null && _a !== void 0 ? _a : '';
        if (expression === "@reboot") {
            parsed = ["@reboot", "", "", "", "", "", ""];
            return parsed;
        }
        else if (expression.startsWith('@')) {
            var special = this.parseSpecial(this.expression);
            parsed = this.extractParts(special);
        }
        else {
            parsed = this.extractParts(this.expression);
        }
        this.normalize(parsed);
        this.validate(parsed);
        return parsed;
    };
    CronParser.prototype.parseSpecial = function (expression) {
        var specialExpressions = {
            '@yearly': '0 0 1 1 *',
            '@annually': '0 0 1 1 *',
            '@monthly': '0 0 1 * *',
            '@weekly': '0 0 * * 0',
            '@daily': '0 0 * * *',
            '@midnight': '0 0 * * *',
            '@hourly': '0 * * * *',
            '@reboot': '@reboot'
        };
        var special = specialExpressions[expression];
        if (!special) {
            throw new Error('Unknown special expression.');
        }
        return special;
    };
    CronParser.prototype.extractParts = function (expression) {
        if (!this.expression) {
            throw new Error("cron expression is empty");
        }
        var parsed = expression.trim().split(/[ ]+/);
        for (var i = 0; i < parsed.length; i++) {
            if (parsed[i].includes(",")) {
                var arrayElement = parsed[i]
                    .split(",")
                    .map(function (item) { return item.trim(); })
                    .filter(function (item) { return item !== ""; })
                    .map(function (item) { return (!isNaN(Number(item)) ? Number(item) : item); })
                    .filter(function (item) { return item !== null && item !== ""; });
                if (arrayElement.length === 0) {
                    arrayElement.push("*");
                }
                arrayElement.sort(function (a, b) { return (a !== null && b !== null ? a - b : 0); });
                parsed[i] = arrayElement.map(function (item) { return (item !== null ? item.toString() : ""); }).join(",");
            }
        }
        if (parsed.length < 5) {
            throw new Error("Expression has only ".concat(parsed.length, " part").concat(parsed.length == 1 ? "" : "s", ". At least 5 parts are required."));
        }
        else if (parsed.length == 5) {
            parsed.unshift("");
            parsed.push("");
        }
        else if (parsed.length == 6) {
            var isYearWithNoSecondsPart = /\d{4}$/.test(parsed[5]) || parsed[4] == "?" || parsed[2] == "?";
            if (isYearWithNoSecondsPart) {
                parsed.unshift("");
            }
            else {
                parsed.push("");
            }
        }
        else if (parsed.length > 7) {
            throw new Error("Expression has ".concat(parsed.length, " parts; too many!"));
        }
        return parsed;
    };
    CronParser.prototype.normalize = function (expressionParts) {
        var _this = this;
        expressionParts[3] = expressionParts[3].replace("?", "*");
        expressionParts[5] = expressionParts[5].replace("?", "*");
        expressionParts[2] = expressionParts[2].replace("?", "*");
        if (expressionParts[0].indexOf("0/") == 0) {
            expressionParts[0] = expressionParts[0].replace("0/", "*/");
        }
        if (expressionParts[1].indexOf("0/") == 0) {
            expressionParts[1] = expressionParts[1].replace("0/", "*/");
        }
        if (expressionParts[2].indexOf("0/") == 0) {
            expressionParts[2] = expressionParts[2].replace("0/", "*/");
        }
        if (expressionParts[3].indexOf("1/") == 0) {
            expressionParts[3] = expressionParts[3].replace("1/", "*/");
        }
        if (expressionParts[4].indexOf("1/") == 0) {
            expressionParts[4] = expressionParts[4].replace("1/", "*/");
        }
        if (expressionParts[6].indexOf("1/") == 0) {
            expressionParts[6] = expressionParts[6].replace("1/", "*/");
        }
        expressionParts[5] = expressionParts[5].replace(/(^\d)|([^#/\s]\d)/g, function (t) {
            var dowDigits = t.replace(/\D/, "");
            var dowDigitsAdjusted = dowDigits;
            if (_this.dayOfWeekStartIndexZero) {
                if (dowDigits == "7") {
                    dowDigitsAdjusted = "0";
                }
            }
            else {
                dowDigitsAdjusted = (parseInt(dowDigits) - 1).toString();
            }
            return t.replace(dowDigits, dowDigitsAdjusted);
        });
        if (expressionParts[5] == "L") {
            expressionParts[5] = "6";
        }
        if (expressionParts[3] == "?") {
            expressionParts[3] = "*";
        }
        if (expressionParts[3].indexOf("W") > -1 &&
            (expressionParts[3].indexOf(",") > -1 || expressionParts[3].indexOf("-") > -1)) {
            throw new Error("The 'W' character can be specified only when the day-of-month is a single day, not a range or list of days.");
        }
        var days = {
            SUN: 0,
            MON: 1,
            TUE: 2,
            WED: 3,
            THU: 4,
            FRI: 5,
            SAT: 6,
        };
        for (var day in days) {
            expressionParts[5] = expressionParts[5].replace(new RegExp(day, "gi"), days[day].toString());
        }
        expressionParts[4] = expressionParts[4].replace(/(^\d{1,2})|([^#/\s]\d{1,2})/g, function (t) {
            var dowDigits = t.replace(/\D/, "");
            var dowDigitsAdjusted = dowDigits;
            if (_this.monthStartIndexZero) {
                dowDigitsAdjusted = (parseInt(dowDigits) + 1).toString();
            }
            return t.replace(dowDigits, dowDigitsAdjusted);
        });
        var months = {
            JAN: 1,
            FEB: 2,
            MAR: 3,
            APR: 4,
            MAY: 5,
            JUN: 6,
            JUL: 7,
            AUG: 8,
            SEP: 9,
            OCT: 10,
            NOV: 11,
            DEC: 12,
        };
        for (var month in months) {
            expressionParts[4] = expressionParts[4].replace(new RegExp(month, "gi"), months[month].toString());
        }
        if (expressionParts[0] == "0") {
            expressionParts[0] = "";
        }
        if (!/\*|\-|\,|\//.test(expressionParts[2]) &&
            (/\*|\//.test(expressionParts[1]) || /\*|\//.test(expressionParts[0]))) {
            expressionParts[2] += "-".concat(expressionParts[2]);
        }
        for (var i = 0; i < expressionParts.length; i++) {
            if (expressionParts[i].indexOf(",") != -1) {
                expressionParts[i] =
                    expressionParts[i]
                        .split(",")
                        .filter(function (str) { return str !== ""; })
                        .join(",") || "*";
            }
            if (expressionParts[i] == "*/1") {
                expressionParts[i] = "*";
            }
            if (expressionParts[i].indexOf("/") > -1 && !/^\*|\-|\,/.test(expressionParts[i])) {
                var stepRangeThrough = null;
                switch (i) {
                    case 4:
                        stepRangeThrough = "12";
                        break;
                    case 5:
                        stepRangeThrough = "6";
                        break;
                    case 6:
                        stepRangeThrough = "9999";
                        break;
                    default:
                        stepRangeThrough = null;
                        break;
                }
                if (stepRangeThrough !== null) {
                    var parts = expressionParts[i].split("/");
                    expressionParts[i] = "".concat(parts[0], "-").concat(stepRangeThrough, "/").concat(parts[1]);
                }
            }
        }
    };
    CronParser.prototype.validate = function (parsed) {
        var standardCronPartCharacters = "0-9,\\-*\/";
        this.validateOnlyExpectedCharactersFound(parsed[0], standardCronPartCharacters);
        this.validateOnlyExpectedCharactersFound(parsed[1], standardCronPartCharacters);
        this.validateOnlyExpectedCharactersFound(parsed[2], standardCronPartCharacters);
        this.validateOnlyExpectedCharactersFound(parsed[3], "0-9,\\-*\/LW");
        this.validateOnlyExpectedCharactersFound(parsed[4], standardCronPartCharacters);
        this.validateOnlyExpectedCharactersFound(parsed[5], "0-9,\\-*\/L#");
        this.validateOnlyExpectedCharactersFound(parsed[6], standardCronPartCharacters);
        this.validateAnyRanges(parsed);
    };
    CronParser.prototype.validateAnyRanges = function (parsed) {
        rangeValidator_1.default.secondRange(parsed[0]);
        rangeValidator_1.default.minuteRange(parsed[1]);
        rangeValidator_1.default.hourRange(parsed[2]);
        rangeValidator_1.default.dayOfMonthRange(parsed[3]);
        rangeValidator_1.default.monthRange(parsed[4], this.monthStartIndexZero);
        rangeValidator_1.default.dayOfWeekRange(parsed[5], this.dayOfWeekStartIndexZero);
    };
    CronParser.prototype.validateOnlyExpectedCharactersFound = function (cronPart, allowedCharsExpression) {
        var invalidChars = cronPart.match(new RegExp("[^".concat(allowedCharsExpression, "]+"), "gi"));
        if (invalidChars && invalidChars.length) {
            throw new Error("Expression contains invalid values: '".concat(invalidChars.toString(), "'"));
        }
    };
    return CronParser;
}());
exports.CronParser = CronParser;


/***/ }),

/***/ 333:
/***/ ((__unused_webpack_module, exports, __nested_webpack_require_10927__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ExpressionDescriptor = void 0;
var stringUtilities_1 = __nested_webpack_require_10927__(823);
var cronParser_1 = __nested_webpack_require_10927__(949);
var ExpressionDescriptor = (function () {
    function ExpressionDescriptor(expression, options) {
        this.expression = expression;
        this.options = options;
        this.expressionParts = new Array(5);
        if (!this.options.locale && ExpressionDescriptor.defaultLocale) {
            this.options.locale = ExpressionDescriptor.defaultLocale;
        }
        if (!ExpressionDescriptor.locales[this.options.locale]) {
            var fallBackLocale = Object.keys(ExpressionDescriptor.locales)[0];
            console.warn("Locale '".concat(this.options.locale, "' could not be found; falling back to '").concat(fallBackLocale, "'."));
            this.options.locale = fallBackLocale;
        }
        this.i18n = ExpressionDescriptor.locales[this.options.locale];
        if (options.use24HourTimeFormat === undefined) {
            options.use24HourTimeFormat = this.i18n.use24HourTimeFormatByDefault();
        }
    }
    ExpressionDescriptor.toString = function (expression, _a) {
        var _b = _a === void 0 ? {} : _a, _c = _b.throwExceptionOnParseError, throwExceptionOnParseError = _c === void 0 ? true : _c, _d = _b.verbose, verbose = _d === void 0 ? false : _d, _e = _b.dayOfWeekStartIndexZero, dayOfWeekStartIndexZero = _e === void 0 ? true : _e, _f = _b.monthStartIndexZero, monthStartIndexZero = _f === void 0 ? false : _f, use24HourTimeFormat = _b.use24HourTimeFormat, _g = _b.locale, locale = _g === void 0 ? null : _g;
        var options = {
            throwExceptionOnParseError: throwExceptionOnParseError,
            verbose: verbose,
            dayOfWeekStartIndexZero: dayOfWeekStartIndexZero,
            monthStartIndexZero: monthStartIndexZero,
            use24HourTimeFormat: use24HourTimeFormat,
            locale: locale,
        };
        if (options.tzOffset) {
            console.warn("'tzOffset' option has been deprecated and is no longer supported.");
        }
        var descripter = new ExpressionDescriptor(expression, options);
        return descripter.getFullDescription();
    };
    ExpressionDescriptor.initialize = function (localesLoader, defaultLocale) {
        if (defaultLocale === void 0) { defaultLocale = "en"; }
        ExpressionDescriptor.specialCharacters = ["/", "-", ",", "*"];
        ExpressionDescriptor.defaultLocale = defaultLocale;
        localesLoader.load(ExpressionDescriptor.locales);
    };
    ExpressionDescriptor.prototype.getFullDescription = function () {
        var _a, _b;
        var description = "";
        try {
            var parser = new cronParser_1.CronParser(this.expression, this.options.dayOfWeekStartIndexZero, this.options.monthStartIndexZero);
            this.expressionParts = parser.parse();
            if (this.expressionParts[0] === "@reboot") {
                return ((_b = (_a = this.i18n).atReboot) === null || _b === void 0 ? void 0 : _b.call(_a)) || "Run once, at startup";
            }
            var timeSegment = this.getTimeOfDayDescription();
            var dayOfMonthDesc = this.getDayOfMonthDescription();
            var monthDesc = this.getMonthDescription();
            var dayOfWeekDesc = this.getDayOfWeekDescription();
            var yearDesc = this.getYearDescription();
            description += timeSegment + dayOfMonthDesc + dayOfWeekDesc + monthDesc + yearDesc;
            description = this.transformVerbosity(description, !!this.options.verbose);
            description = description.charAt(0).toLocaleUpperCase() + description.substr(1);
        }
        catch (ex) {
            if (!this.options.throwExceptionOnParseError) {
                description = this.i18n.anErrorOccuredWhenGeneratingTheExpressionD();
            }
            else {
                throw "".concat(ex);
            }
        }
        return description;
    };
    ExpressionDescriptor.prototype.getTimeOfDayDescription = function () {
        var secondsExpression = this.expressionParts[0];
        var minuteExpression = this.expressionParts[1];
        var hourExpression = this.expressionParts[2];
        var description = "";
        if (!stringUtilities_1.StringUtilities.containsAny(minuteExpression, ExpressionDescriptor.specialCharacters) &&
            !stringUtilities_1.StringUtilities.containsAny(hourExpression, ExpressionDescriptor.specialCharacters) &&
            !stringUtilities_1.StringUtilities.containsAny(secondsExpression, ExpressionDescriptor.specialCharacters)) {
            description += this.i18n.atSpace() + this.formatTime(hourExpression, minuteExpression, secondsExpression);
        }
        else if (!secondsExpression &&
            minuteExpression.indexOf("-") > -1 &&
            !(minuteExpression.indexOf(",") > -1) &&
            !(minuteExpression.indexOf("/") > -1) &&
            !stringUtilities_1.StringUtilities.containsAny(hourExpression, ExpressionDescriptor.specialCharacters)) {
            var minuteParts = minuteExpression.split("-");
            description += stringUtilities_1.StringUtilities.format(this.i18n.everyMinuteBetweenX0AndX1(), this.formatTime(hourExpression, minuteParts[0], ""), this.formatTime(hourExpression, minuteParts[1], ""));
        }
        else if (!secondsExpression &&
            hourExpression.indexOf(",") > -1 &&
            hourExpression.indexOf("-") == -1 &&
            hourExpression.indexOf("/") == -1 &&
            !stringUtilities_1.StringUtilities.containsAny(minuteExpression, ExpressionDescriptor.specialCharacters)) {
            var hourParts = hourExpression.split(",");
            description += this.i18n.at();
            for (var i = 0; i < hourParts.length; i++) {
                description += " ";
                description += this.formatTime(hourParts[i], minuteExpression, "");
                if (i < hourParts.length - 2) {
                    description += ",";
                }
                if (i == hourParts.length - 2) {
                    description += this.i18n.spaceAnd();
                }
            }
        }
        else {
            var secondsDescription = this.getSecondsDescription();
            var minutesDescription = this.getMinutesDescription();
            var hoursDescription = this.getHoursDescription();
            description += secondsDescription;
            if (description && minutesDescription) {
                description += ", ";
            }
            description += minutesDescription;
            if (minutesDescription === hoursDescription) {
                return description;
            }
            if (description && hoursDescription) {
                description += ", ";
            }
            description += hoursDescription;
        }
        return description;
    };
    ExpressionDescriptor.prototype.getSecondsDescription = function () {
        var _this = this;
        var description = this.getSegmentDescription(this.expressionParts[0], this.i18n.everySecond(), function (s) {
            return s;
        }, function (s) {
            return stringUtilities_1.StringUtilities.format(_this.i18n.everyX0Seconds(s), s);
        }, function (s) {
            return _this.i18n.secondsX0ThroughX1PastTheMinute();
        }, function (s) {
            return s == "0"
                ? ""
                : parseInt(s) < 20
                    ? _this.i18n.atX0SecondsPastTheMinute(s)
                    : _this.i18n.atX0SecondsPastTheMinuteGt20() || _this.i18n.atX0SecondsPastTheMinute(s);
        });
        return description;
    };
    ExpressionDescriptor.prototype.getMinutesDescription = function () {
        var _this = this;
        var secondsExpression = this.expressionParts[0];
        var hourExpression = this.expressionParts[2];
        var description = this.getSegmentDescription(this.expressionParts[1], this.i18n.everyMinute(), function (s) {
            return s;
        }, function (s) {
            return stringUtilities_1.StringUtilities.format(_this.i18n.everyX0Minutes(s), s);
        }, function (s) {
            return _this.i18n.minutesX0ThroughX1PastTheHour();
        }, function (s) {
            try {
                return s == "0" && hourExpression.indexOf("/") == -1 && secondsExpression == ""
                    ? _this.i18n.everyHour()
                    : parseInt(s) < 20
                        ? _this.i18n.atX0MinutesPastTheHour(s)
                        : _this.i18n.atX0MinutesPastTheHourGt20() || _this.i18n.atX0MinutesPastTheHour(s);
            }
            catch (e) {
                return _this.i18n.atX0MinutesPastTheHour(s);
            }
        });
        return description;
    };
    ExpressionDescriptor.prototype.getHoursDescription = function () {
        var _this = this;
        var expression = this.expressionParts[2];
        var hourIndex = 0;
        var rangeEndValues = [];
        expression
            .split("/")[0]
            .split(",")
            .forEach(function (range) {
            var rangeParts = range.split("-");
            if (rangeParts.length === 2) {
                rangeEndValues.push({ value: rangeParts[1], index: hourIndex + 1 });
            }
            hourIndex += rangeParts.length;
        });
        var evaluationIndex = 0;
        var description = this.getSegmentDescription(expression, this.i18n.everyHour(), function (s) {
            var match = rangeEndValues.find(function (r) { return r.value === s && r.index === evaluationIndex; });
            var isRangeEndWithNonZeroMinute = match && _this.expressionParts[1] !== "0";
            evaluationIndex++;
            return isRangeEndWithNonZeroMinute ? _this.formatTime(s, "59", "") : _this.formatTime(s, "0", "");
        }, function (s) {
            return stringUtilities_1.StringUtilities.format(_this.i18n.everyX0Hours(s), s);
        }, function (s) {
            return _this.i18n.betweenX0AndX1();
        }, function (s) {
            return _this.i18n.atX0();
        });
        return description;
    };
    ExpressionDescriptor.prototype.getDayOfWeekDescription = function () {
        var _this = this;
        var daysOfWeekNames = this.i18n.daysOfTheWeek();
        var description = null;
        if (this.expressionParts[5] == "*") {
            description = "";
        }
        else {
            description = this.getSegmentDescription(this.expressionParts[5], this.i18n.commaEveryDay(), function (s, form) {
                var exp = s;
                if (s.indexOf("#") > -1) {
                    exp = s.substring(0, s.indexOf("#"));
                }
                else if (s.indexOf("L") > -1) {
                    exp = exp.replace("L", "");
                }
                var parsedExp = parseInt(exp);
                var description = _this.i18n.daysOfTheWeekInCase
                    ? _this.i18n.daysOfTheWeekInCase(form)[parsedExp]
                    : daysOfWeekNames[parsedExp];
                if (s.indexOf("#") > -1) {
                    var dayOfWeekOfMonthDescription = null;
                    var dayOfWeekOfMonthNumber = s.substring(s.indexOf("#") + 1);
                    var dayOfWeekNumber = s.substring(0, s.indexOf("#"));
                    switch (dayOfWeekOfMonthNumber) {
                        case "1":
                            dayOfWeekOfMonthDescription = _this.i18n.first(dayOfWeekNumber);
                            break;
                        case "2":
                            dayOfWeekOfMonthDescription = _this.i18n.second(dayOfWeekNumber);
                            break;
                        case "3":
                            dayOfWeekOfMonthDescription = _this.i18n.third(dayOfWeekNumber);
                            break;
                        case "4":
                            dayOfWeekOfMonthDescription = _this.i18n.fourth(dayOfWeekNumber);
                            break;
                        case "5":
                            dayOfWeekOfMonthDescription = _this.i18n.fifth(dayOfWeekNumber);
                            break;
                    }
                    description = dayOfWeekOfMonthDescription + " " + description;
                }
                return description;
            }, function (s) {
                if (parseInt(s) == 1) {
                    return "";
                }
                else {
                    return stringUtilities_1.StringUtilities.format(_this.i18n.commaEveryX0DaysOfTheWeek(s), s);
                }
            }, function (s) {
                var beginFrom = s.substring(0, s.indexOf("-"));
                var domSpecified = _this.expressionParts[3] != "*";
                return domSpecified ? _this.i18n.commaAndX0ThroughX1(beginFrom) : _this.i18n.commaX0ThroughX1(beginFrom);
            }, function (s) {
                var format = null;
                if (s.indexOf("#") > -1) {
                    var dayOfWeekOfMonthNumber = s.substring(s.indexOf("#") + 1);
                    var dayOfWeek = s.substring(0, s.indexOf("#"));
                    format = _this.i18n.commaOnThe(dayOfWeekOfMonthNumber, dayOfWeek).trim() + _this.i18n.spaceX0OfTheMonth();
                }
                else if (s.indexOf("L") > -1) {
                    format = _this.i18n.commaOnTheLastX0OfTheMonth(s.replace("L", ""));
                }
                else {
                    var domSpecified = _this.expressionParts[3] != "*";
                    format = domSpecified ? _this.i18n.commaAndOnX0() : _this.i18n.commaOnlyOnX0(s);
                }
                return format;
            });
        }
        return description;
    };
    ExpressionDescriptor.prototype.getMonthDescription = function () {
        var _this = this;
        var monthNames = this.i18n.monthsOfTheYear();
        var description = this.getSegmentDescription(this.expressionParts[4], "", function (s, form) {
            return form && _this.i18n.monthsOfTheYearInCase
                ? _this.i18n.monthsOfTheYearInCase(form)[parseInt(s) - 1]
                : monthNames[parseInt(s) - 1];
        }, function (s) {
            if (parseInt(s) == 1) {
                return "";
            }
            else {
                return stringUtilities_1.StringUtilities.format(_this.i18n.commaEveryX0Months(s), s);
            }
        }, function (s) {
            return _this.i18n.commaMonthX0ThroughMonthX1() || _this.i18n.commaX0ThroughX1();
        }, function (s) {
            return _this.i18n.commaOnlyInMonthX0 ? _this.i18n.commaOnlyInMonthX0() : _this.i18n.commaOnlyInX0();
        });
        return description;
    };
    ExpressionDescriptor.prototype.getDayOfMonthDescription = function () {
        var _this = this;
        var description = null;
        var expression = this.expressionParts[3];
        switch (expression) {
            case "L":
                description = this.i18n.commaOnTheLastDayOfTheMonth();
                break;
            case "WL":
            case "LW":
                description = this.i18n.commaOnTheLastWeekdayOfTheMonth();
                break;
            default:
                var weekDayNumberMatches = expression.match(/(\d{1,2}W)|(W\d{1,2})/);
                if (weekDayNumberMatches) {
                    var dayNumber = parseInt(weekDayNumberMatches[0].replace("W", ""));
                    var dayString = dayNumber == 1
                        ? this.i18n.firstWeekday()
                        : stringUtilities_1.StringUtilities.format(this.i18n.weekdayNearestDayX0(), dayNumber.toString());
                    description = stringUtilities_1.StringUtilities.format(this.i18n.commaOnTheX0OfTheMonth(), dayString);
                    break;
                }
                else {
                    var lastDayOffSetMatches = expression.match(/L-(\d{1,2})/);
                    if (lastDayOffSetMatches) {
                        var offSetDays = lastDayOffSetMatches[1];
                        description = stringUtilities_1.StringUtilities.format(this.i18n.commaDaysBeforeTheLastDayOfTheMonth(offSetDays), offSetDays);
                        break;
                    }
                    else if (expression == "*" && this.expressionParts[5] != "*") {
                        return "";
                    }
                    else {
                        description = this.getSegmentDescription(expression, this.i18n.commaEveryDay(), function (s) {
                            return s == "L"
                                ? _this.i18n.lastDay()
                                : _this.i18n.dayX0
                                    ? stringUtilities_1.StringUtilities.format(_this.i18n.dayX0(), s)
                                    : s;
                        }, function (s) {
                            return s == "1" ? _this.i18n.commaEveryDay() : _this.i18n.commaEveryX0Days(s);
                        }, function (s) {
                            return _this.i18n.commaBetweenDayX0AndX1OfTheMonth(s);
                        }, function (s) {
                            return _this.i18n.commaOnDayX0OfTheMonth(s);
                        });
                    }
                    break;
                }
        }
        return description;
    };
    ExpressionDescriptor.prototype.getYearDescription = function () {
        var _this = this;
        var description = this.getSegmentDescription(this.expressionParts[6], "", function (s) {
            return /^\d+$/.test(s) ? new Date(parseInt(s), 1).getFullYear().toString() : s;
        }, function (s) {
            return stringUtilities_1.StringUtilities.format(_this.i18n.commaEveryX0Years(s), s);
        }, function (s) {
            return _this.i18n.commaYearX0ThroughYearX1() || _this.i18n.commaX0ThroughX1();
        }, function (s) {
            return _this.i18n.commaOnlyInYearX0 ? _this.i18n.commaOnlyInYearX0() : _this.i18n.commaOnlyInX0();
        });
        return description;
    };
    ExpressionDescriptor.prototype.getSegmentDescription = function (expression, allDescription, getSingleItemDescription, getIncrementDescriptionFormat, getRangeDescriptionFormat, getDescriptionFormat) {
        var description = null;
        var doesExpressionContainIncrement = expression.indexOf("/") > -1;
        var doesExpressionContainRange = expression.indexOf("-") > -1;
        var doesExpressionContainMultipleValues = expression.indexOf(",") > -1;
        if (!expression) {
            description = "";
        }
        else if (expression === "*") {
            description = allDescription;
        }
        else if (!doesExpressionContainIncrement && !doesExpressionContainRange && !doesExpressionContainMultipleValues) {
            description = stringUtilities_1.StringUtilities.format(getDescriptionFormat(expression), getSingleItemDescription(expression));
        }
        else if (doesExpressionContainMultipleValues) {
            var segments = expression.split(",");
            var descriptionContent = "";
            for (var i = 0; i < segments.length; i++) {
                if (i > 0 && segments.length > 2) {
                    descriptionContent += ",";
                    if (i < segments.length - 1) {
                        descriptionContent += " ";
                    }
                }
                if (i > 0 && segments.length > 1 && (i == segments.length - 1 || segments.length == 2)) {
                    descriptionContent += "".concat(this.i18n.spaceAnd(), " ");
                }
                if (segments[i].indexOf("/") > -1 || segments[i].indexOf("-") > -1) {
                    var isSegmentRangeWithoutIncrement = segments[i].indexOf("-") > -1 && segments[i].indexOf("/") == -1;
                    var currentDescriptionContent = this.getSegmentDescription(segments[i], allDescription, getSingleItemDescription, getIncrementDescriptionFormat, isSegmentRangeWithoutIncrement ? this.i18n.commaX0ThroughX1 : getRangeDescriptionFormat, getDescriptionFormat);
                    if (isSegmentRangeWithoutIncrement) {
                        currentDescriptionContent = currentDescriptionContent.replace(", ", "");
                    }
                    descriptionContent += currentDescriptionContent;
                }
                else if (!doesExpressionContainIncrement) {
                    descriptionContent += getSingleItemDescription(segments[i]);
                }
                else {
                    descriptionContent += this.getSegmentDescription(segments[i], allDescription, getSingleItemDescription, getIncrementDescriptionFormat, getRangeDescriptionFormat, getDescriptionFormat);
                }
            }
            if (!doesExpressionContainIncrement) {
                description = stringUtilities_1.StringUtilities.format(getDescriptionFormat(expression), descriptionContent);
            }
            else {
                description = descriptionContent;
            }
        }
        else if (doesExpressionContainIncrement) {
            var segments = expression.split("/");
            description = stringUtilities_1.StringUtilities.format(getIncrementDescriptionFormat(segments[1]), segments[1]);
            if (segments[0].indexOf("-") > -1) {
                var rangeSegmentDescription = this.generateRangeSegmentDescription(segments[0], getRangeDescriptionFormat, getSingleItemDescription);
                if (rangeSegmentDescription.indexOf(", ") != 0) {
                    description += ", ";
                }
                description += rangeSegmentDescription;
            }
            else if (segments[0].indexOf("*") == -1) {
                var rangeItemDescription = stringUtilities_1.StringUtilities.format(getDescriptionFormat(segments[0]), getSingleItemDescription(segments[0]));
                rangeItemDescription = rangeItemDescription.replace(", ", "");
                description += stringUtilities_1.StringUtilities.format(this.i18n.commaStartingX0(), rangeItemDescription);
            }
        }
        else if (doesExpressionContainRange) {
            description = this.generateRangeSegmentDescription(expression, getRangeDescriptionFormat, getSingleItemDescription);
        }
        return description;
    };
    ExpressionDescriptor.prototype.generateRangeSegmentDescription = function (rangeExpression, getRangeDescriptionFormat, getSingleItemDescription) {
        var description = "";
        var rangeSegments = rangeExpression.split("-");
        var rangeSegment1Description = getSingleItemDescription(rangeSegments[0], 1);
        var rangeSegment2Description = getSingleItemDescription(rangeSegments[1], 2);
        var rangeDescriptionFormat = getRangeDescriptionFormat(rangeExpression);
        description += stringUtilities_1.StringUtilities.format(rangeDescriptionFormat, rangeSegment1Description, rangeSegment2Description);
        return description;
    };
    ExpressionDescriptor.prototype.formatTime = function (hourExpression, minuteExpression, secondExpression) {
        var hourOffset = 0;
        var minuteOffset = 0;
        var hour = parseInt(hourExpression) + hourOffset;
        var minute = parseInt(minuteExpression) + minuteOffset;
        if (minute >= 60) {
            minute -= 60;
            hour += 1;
        }
        else if (minute < 0) {
            minute += 60;
            hour -= 1;
        }
        if (hour >= 24) {
            hour = hour - 24;
        }
        else if (hour < 0) {
            hour = 24 + hour;
        }
        var period = "";
        var setPeriodBeforeTime = false;
        if (!this.options.use24HourTimeFormat) {
            setPeriodBeforeTime = !!(this.i18n.setPeriodBeforeTime && this.i18n.setPeriodBeforeTime());
            period = setPeriodBeforeTime ? "".concat(this.getPeriod(hour), " ") : " ".concat(this.getPeriod(hour));
            if (hour > 12) {
                hour -= 12;
            }
            if (hour === 0) {
                hour = 12;
            }
        }
        var second = "";
        if (secondExpression) {
            second = ":".concat(("00" + secondExpression).substring(secondExpression.length));
        }
        return "".concat(setPeriodBeforeTime ? period : "").concat(("00" + hour.toString()).substring(hour.toString().length), ":").concat(("00" + minute.toString()).substring(minute.toString().length)).concat(second).concat(!setPeriodBeforeTime ? period : "");
    };
    ExpressionDescriptor.prototype.transformVerbosity = function (description, useVerboseFormat) {
        if (!useVerboseFormat) {
            description = description.replace(new RegExp(", ".concat(this.i18n.everyMinute()), "g"), "");
            description = description.replace(new RegExp(", ".concat(this.i18n.everyHour()), "g"), "");
            description = description.replace(new RegExp(this.i18n.commaEveryDay(), "g"), "");
            description = description.replace(/\, ?$/, "");
            if (this.i18n.conciseVerbosityReplacements) {
                for (var _i = 0, _a = Object.entries(this.i18n.conciseVerbosityReplacements()); _i < _a.length; _i++) {
                    var _b = _a[_i], key = _b[0], value = _b[1];
                    description = description.replace(new RegExp(key, "g"), value);
                }
            }
        }
        return description;
    };
    ExpressionDescriptor.prototype.getPeriod = function (hour) {
        return hour >= 12 ? (this.i18n.pm && this.i18n.pm()) || "PM" : (this.i18n.am && this.i18n.am()) || "AM";
    };
    ExpressionDescriptor.locales = {};
    return ExpressionDescriptor;
}());
exports.ExpressionDescriptor = ExpressionDescriptor;


/***/ }),

/***/ 747:
/***/ ((__unused_webpack_module, exports, __nested_webpack_require_36784__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.enLocaleLoader = void 0;
var en_1 = __nested_webpack_require_36784__(486);
var enLocaleLoader = (function () {
    function enLocaleLoader() {
    }
    enLocaleLoader.prototype.load = function (availableLocales) {
        availableLocales["en"] = new en_1.en();
    };
    return enLocaleLoader;
}());
exports.enLocaleLoader = enLocaleLoader;


/***/ }),

/***/ 486:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.en = void 0;
var en = (function () {
    function en() {
    }
    en.prototype.atX0SecondsPastTheMinuteGt20 = function () {
        return null;
    };
    en.prototype.atX0MinutesPastTheHourGt20 = function () {
        return null;
    };
    en.prototype.commaMonthX0ThroughMonthX1 = function () {
        return null;
    };
    en.prototype.commaYearX0ThroughYearX1 = function () {
        return null;
    };
    en.prototype.use24HourTimeFormatByDefault = function () {
        return false;
    };
    en.prototype.anErrorOccuredWhenGeneratingTheExpressionD = function () {
        return "An error occurred when generating the expression description. Check the cron expression syntax.";
    };
    en.prototype.everyMinute = function () {
        return "every minute";
    };
    en.prototype.everyHour = function () {
        return "every hour";
    };
    en.prototype.atSpace = function () {
        return "At ";
    };
    en.prototype.everyMinuteBetweenX0AndX1 = function () {
        return "Every minute between %s and %s";
    };
    en.prototype.at = function () {
        return "At";
    };
    en.prototype.spaceAnd = function () {
        return " and";
    };
    en.prototype.everySecond = function () {
        return "every second";
    };
    en.prototype.everyX0Seconds = function () {
        return "every %s seconds";
    };
    en.prototype.secondsX0ThroughX1PastTheMinute = function () {
        return "seconds %s through %s past the minute";
    };
    en.prototype.atX0SecondsPastTheMinute = function () {
        return "at %s seconds past the minute";
    };
    en.prototype.everyX0Minutes = function () {
        return "every %s minutes";
    };
    en.prototype.minutesX0ThroughX1PastTheHour = function () {
        return "minutes %s through %s past the hour";
    };
    en.prototype.atX0MinutesPastTheHour = function () {
        return "at %s minutes past the hour";
    };
    en.prototype.everyX0Hours = function () {
        return "every %s hours";
    };
    en.prototype.betweenX0AndX1 = function () {
        return "between %s and %s";
    };
    en.prototype.atX0 = function () {
        return "at %s";
    };
    en.prototype.commaEveryDay = function () {
        return ", every day";
    };
    en.prototype.commaEveryX0DaysOfTheWeek = function () {
        return ", every %s days of the week";
    };
    en.prototype.commaX0ThroughX1 = function () {
        return ", %s through %s";
    };
    en.prototype.commaAndX0ThroughX1 = function () {
        return ", %s through %s";
    };
    en.prototype.first = function () {
        return "first";
    };
    en.prototype.second = function () {
        return "second";
    };
    en.prototype.third = function () {
        return "third";
    };
    en.prototype.fourth = function () {
        return "fourth";
    };
    en.prototype.fifth = function () {
        return "fifth";
    };
    en.prototype.commaOnThe = function () {
        return ", on the ";
    };
    en.prototype.spaceX0OfTheMonth = function () {
        return " %s of the month";
    };
    en.prototype.lastDay = function () {
        return "the last day";
    };
    en.prototype.commaOnTheLastX0OfTheMonth = function () {
        return ", on the last %s of the month";
    };
    en.prototype.commaOnlyOnX0 = function () {
        return ", only on %s";
    };
    en.prototype.commaAndOnX0 = function () {
        return ", and on %s";
    };
    en.prototype.commaEveryX0Months = function () {
        return ", every %s months";
    };
    en.prototype.commaOnlyInX0 = function () {
        return ", only in %s";
    };
    en.prototype.commaOnTheLastDayOfTheMonth = function () {
        return ", on the last day of the month";
    };
    en.prototype.commaOnTheLastWeekdayOfTheMonth = function () {
        return ", on the last weekday of the month";
    };
    en.prototype.commaDaysBeforeTheLastDayOfTheMonth = function () {
        return ", %s days before the last day of the month";
    };
    en.prototype.firstWeekday = function () {
        return "first weekday";
    };
    en.prototype.weekdayNearestDayX0 = function () {
        return "weekday nearest day %s";
    };
    en.prototype.commaOnTheX0OfTheMonth = function () {
        return ", on the %s of the month";
    };
    en.prototype.commaEveryX0Days = function () {
        return ", every %s days";
    };
    en.prototype.commaBetweenDayX0AndX1OfTheMonth = function () {
        return ", between day %s and %s of the month";
    };
    en.prototype.commaOnDayX0OfTheMonth = function () {
        return ", on day %s of the month";
    };
    en.prototype.commaEveryHour = function () {
        return ", every hour";
    };
    en.prototype.commaEveryX0Years = function () {
        return ", every %s years";
    };
    en.prototype.commaStartingX0 = function () {
        return ", starting %s";
    };
    en.prototype.daysOfTheWeek = function () {
        return ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    };
    en.prototype.monthsOfTheYear = function () {
        return [
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
        ];
    };
    en.prototype.atReboot = function () {
        return "Run once, at startup";
    };
    return en;
}());
exports.en = en;


/***/ }),

/***/ 515:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
function assert(value, message) {
    if (!value) {
        throw new Error(message);
    }
}
var RangeValidator = (function () {
    function RangeValidator() {
    }
    RangeValidator.secondRange = function (parse) {
        var parsed = parse.split(',');
        for (var i = 0; i < parsed.length; i++) {
            if (!isNaN(parseInt(parsed[i], 10))) {
                var second = parseInt(parsed[i], 10);
                assert(second >= 0 && second <= 59, 'seconds part must be >= 0 and <= 59');
            }
        }
    };
    RangeValidator.minuteRange = function (parse) {
        var parsed = parse.split(',');
        for (var i = 0; i < parsed.length; i++) {
            if (!isNaN(parseInt(parsed[i], 10))) {
                var minute = parseInt(parsed[i], 10);
                assert(minute >= 0 && minute <= 59, 'minutes part must be >= 0 and <= 59');
            }
        }
    };
    RangeValidator.hourRange = function (parse) {
        var parsed = parse.split(',');
        for (var i = 0; i < parsed.length; i++) {
            if (!isNaN(parseInt(parsed[i], 10))) {
                var hour = parseInt(parsed[i], 10);
                assert(hour >= 0 && hour <= 23, 'hours part must be >= 0 and <= 23');
            }
        }
    };
    RangeValidator.dayOfMonthRange = function (parse) {
        var parsed = parse.split(',');
        for (var i = 0; i < parsed.length; i++) {
            if (!isNaN(parseInt(parsed[i], 10))) {
                var dayOfMonth = parseInt(parsed[i], 10);
                assert(dayOfMonth >= 1 && dayOfMonth <= 31, 'DOM part must be >= 1 and <= 31');
            }
        }
    };
    RangeValidator.monthRange = function (parse, monthStartIndexZero) {
        var parsed = parse.split(',');
        for (var i = 0; i < parsed.length; i++) {
            if (!isNaN(parseInt(parsed[i], 10))) {
                var month = parseInt(parsed[i], 10);
                assert(month >= 1 && month <= 12, monthStartIndexZero ? 'month part must be >= 0 and <= 11' : 'month part must be >= 1 and <= 12');
            }
        }
    };
    RangeValidator.dayOfWeekRange = function (parse, dayOfWeekStartIndexZero) {
        var parsed = parse.split(',');
        for (var i = 0; i < parsed.length; i++) {
            if (!isNaN(parseInt(parsed[i], 10))) {
                var dayOfWeek = parseInt(parsed[i], 10);
                assert(dayOfWeek >= 0 && dayOfWeek <= 6, dayOfWeekStartIndexZero ? 'DOW part must be >= 0 and <= 6' : 'DOW part must be >= 1 and <= 7');
            }
        }
    };
    return RangeValidator;
}());
exports["default"] = RangeValidator;


/***/ }),

/***/ 823:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.StringUtilities = void 0;
var StringUtilities = (function () {
    function StringUtilities() {
    }
    StringUtilities.format = function (template) {
        var values = [];
        for (var _i = 1; _i < arguments.length; _i++) {
            values[_i - 1] = arguments[_i];
        }
        return template.replace(/%s/g, function (substring) {
            var args = [];
            for (var _i = 1; _i < arguments.length; _i++) {
                args[_i - 1] = arguments[_i];
            }
            return values.shift();
        });
    };
    StringUtilities.containsAny = function (text, searchStrings) {
        return searchStrings.some(function (c) {
            return text.indexOf(c) > -1;
        });
    };
    return StringUtilities;
}());
exports.StringUtilities = StringUtilities;


/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __nested_webpack_require_46808__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nested_webpack_require_46808__);
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/************************************************************************/
var __nested_webpack_exports__ = {};
// This entry need to be wrapped in an IIFE because it uses a non-standard name for the exports (exports).
(() => {
var exports = __nested_webpack_exports__;

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.toString = void 0;
var expressionDescriptor_1 = __nested_webpack_require_46808__(333);
var enLocaleLoader_1 = __nested_webpack_require_46808__(747);
expressionDescriptor_1.ExpressionDescriptor.initialize(new enLocaleLoader_1.enLocaleLoader());
exports["default"] = expressionDescriptor_1.ExpressionDescriptor;
var toString = expressionDescriptor_1.ExpressionDescriptor.toString;
exports.toString = toString;

})();

/******/ 	return __nested_webpack_exports__;
/******/ })()
;
});

/***/ }),

/***/ 34723:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NoOperationTraceWriter: () => (/* reexport */ NoOperationTraceWriter),
  convertWorkflowTemplate: () => (/* reexport */ convertWorkflowTemplate),
  isBasicExpression: () => (/* reexport */ isBasicExpression),
  isBoolean: () => (/* reexport */ isBoolean),
  isLiteral: () => (/* reexport */ isLiteral),
  isMapping: () => (/* reexport */ isMapping),
  isNumber: () => (/* reexport */ isNumber),
  isScalar: () => (/* reexport */ isScalar),
  isSequence: () => (/* reexport */ isSequence),
  isString: () => (/* reexport */ isString),
  parseWorkflow: () => (/* reexport */ parseWorkflow)
});

;// CONCATENATED MODULE: ./node_modules/@actions/expressions/dist/features.js
/**
 * All known experimental feature keys.
 * This list must be kept in sync with the ExperimentalFeatures interface.
 */
const allFeatureKeys = [
    "missingInputsQuickfix",
    "blockScalarChompingWarning",
    "allowCaseFunction",
    "allowCopilotRequestsPermission",
    "allowDrivesPermissionAutocomplete",
    "allowBackgroundSteps"
];
class FeatureFlags {
    constructor(features) {
        this.features = features ?? {};
    }
    /**
     * Check if an experimental feature is enabled.
     *
     * Resolution order:
     * 1. Explicit feature flag (if set)
     * 2. `all` flag (if set)
     * 3. false (default)
     */
    isEnabled(feature) {
        const explicit = this.features[feature];
        if (explicit !== undefined) {
            return explicit;
        }
        return this.features.all ?? false;
    }
    /**
     * Returns list of all enabled experimental features.
     */
    getEnabledFeatures() {
        return allFeatureKeys.filter(key => this.isEnabled(key));
    }
}
//# sourceMappingURL=features.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/types.js
var TokenType;
(function (TokenType) {
    TokenType[TokenType["String"] = 0] = "String";
    TokenType[TokenType["Sequence"] = 1] = "Sequence";
    TokenType[TokenType["Mapping"] = 2] = "Mapping";
    TokenType[TokenType["BasicExpression"] = 3] = "BasicExpression";
    TokenType[TokenType["InsertExpression"] = 4] = "InsertExpression";
    TokenType[TokenType["Boolean"] = 5] = "Boolean";
    TokenType[TokenType["Number"] = 6] = "Number";
    TokenType[TokenType["Null"] = 7] = "Null";
})(TokenType || (TokenType = {}));
function tokenTypeName(type) {
    switch (type) {
        case TokenType.String:
            return "StringToken";
        case TokenType.Sequence:
            return "SequenceToken";
        case TokenType.Mapping:
            return "MappingToken";
        case TokenType.BasicExpression:
            return "BasicExpressionToken";
        case TokenType.InsertExpression:
            return "InsertExpressionToken";
        case TokenType.Boolean:
            return "BooleanToken";
        case TokenType.Number:
            return "NumberToken";
        case TokenType.Null:
            return "NullToken";
        default: {
            // Use never to ensure exhaustiveness
            const exhaustiveCheck = type;
            throw new Error(`Unhandled token type: ${type} ${exhaustiveCheck}}`);
        }
    }
}
//# sourceMappingURL=types.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/traversal-state.js

class TraversalState {
    constructor(parent, token) {
        this.index = -1;
        this.isKey = false;
        this.parent = parent;
        this._token = token;
        this.current = token;
    }
    moveNext(omitKeys) {
        switch (this._token.templateTokenType) {
            case TokenType.Sequence: {
                const sequence = this._token;
                if (++this.index < sequence.count) {
                    this.current = sequence.get(this.index);
                    return true;
                }
                this.current = undefined;
                return false;
            }
            case TokenType.Mapping: {
                const mapping = this._token;
                // Already returned the key, now return the value
                if (this.isKey) {
                    this.isKey = false;
                    this.currentKey = this.current;
                    this.current = mapping.get(this.index).value;
                    return true;
                }
                // Move next
                if (++this.index < mapping.count) {
                    // Skip the key, return the value
                    if (omitKeys) {
                        this.isKey = false;
                        this.currentKey = mapping.get(this.index).key;
                        this.current = mapping.get(this.index).value;
                        return true;
                    }
                    // Return the key
                    this.isKey = true;
                    this.currentKey = undefined;
                    this.current = mapping.get(this.index).key;
                    return true;
                }
                this.currentKey = undefined;
                this.current = undefined;
                return false;
            }
            default:
                throw new Error(`Unexpected token type '${this._token.templateTokenType}' when traversing state`);
        }
    }
    /**
     * Returns the ancestor tokens from root to the current token's parent container.
     */
    getAncestors() {
        const ancestors = [];
        let state = this.parent;
        while (state) {
            if (state.current) {
                ancestors.unshift(state.current);
            }
            state = state.parent;
        }
        return ancestors;
    }
}
//# sourceMappingURL=traversal-state.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/template-token.js


class TemplateTokenError extends Error {
    constructor(message, token) {
        super(message);
        this.token = token;
    }
}
class TemplateToken {
    /**
     * Base class for all template tokens
     */
    constructor(type, file, range, definitionInfo) {
        this.type = type;
        this.file = file;
        this.range = range;
        this.definitionInfo = definitionInfo;
    }
    get templateTokenType() {
        return this.type;
    }
    get line() {
        return this.range?.start.line;
    }
    get col() {
        return this.range?.start.column;
    }
    get definition() {
        return this.definitionInfo?.definition;
    }
    get description() {
        return this._description || this.propertyDefinition?.description || this.definition?.description;
    }
    set description(description) {
        this._description = description;
    }
    typeName() {
        return tokenTypeName(this.type);
    }
    /**
     * Asserts expected type and throws a good debug message if unexpected
     */
    assertNull(objectDescription) {
        if (this.type === TokenType.Null) {
            return this;
        }
        throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType.Null)}' was expected.`, this);
    }
    /**
     * Asserts expected type and throws a good debug message if unexpected
     */
    assertBoolean(objectDescription) {
        if (this.type === TokenType.Boolean) {
            return this;
        }
        throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType.Boolean)}' was expected.`, this);
    }
    /**
     * Asserts expected type and throws a good debug message if unexpected
     */
    assertNumber(objectDescription) {
        if (this.type === TokenType.Number) {
            return this;
        }
        throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType.Number)}' was expected.`, this);
    }
    /**
     * Asserts expected type and throws a good debug message if unexpected
     */
    assertString(objectDescription) {
        if (this.type === TokenType.String) {
            return this;
        }
        throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType.String)}' was expected.`, this);
    }
    /**
     * Asserts expected type and throws a good debug message if unexpected
     */
    assertScalar(objectDescription) {
        if (this?.isScalar === true) {
            return this;
        }
        throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type 'ScalarToken' was expected.`, this);
    }
    /**
     * Asserts expected type and throws a good debug message if unexpected
     */
    assertSequence(objectDescription) {
        if (this.type === TokenType.Sequence) {
            return this;
        }
        throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType.Sequence)}' was expected.`, this);
    }
    /**
     * Asserts expected type and throws a good debug message if unexpected
     */
    assertMapping(objectDescription) {
        if (this.type === TokenType.Mapping) {
            return this;
        }
        throw new TemplateTokenError(`Unexpected type '${this.typeName()}' encountered while reading '${objectDescription}'. The type '${tokenTypeName(TokenType.Mapping)}' was expected.`, this);
    }
    /**
     * Returns all tokens (depth first)
     * @param value The object to traverse
     * @param omitKeys Whether to omit mapping keys
     * @yields A tuple of [parent, token, keyToken, ancestors] for each token in the tree
     */
    static *traverse(value, omitKeys) {
        yield [undefined, value, undefined, []];
        switch (value.templateTokenType) {
            case TokenType.Sequence:
            case TokenType.Mapping: {
                let state = new TraversalState(undefined, value);
                state = new TraversalState(state, value);
                while (state.parent) {
                    if (state.moveNext(omitKeys ?? false)) {
                        value = state.current;
                        yield [state.parent?.current, value, state.currentKey, state.getAncestors()];
                        switch (value.type) {
                            case TokenType.Sequence:
                            case TokenType.Mapping:
                                state = new TraversalState(state, value);
                                break;
                        }
                    }
                    else {
                        state = state.parent;
                    }
                }
                break;
            }
        }
    }
    toJSON() {
        return undefined;
    }
}
//# sourceMappingURL=template-token.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/workflows/file-reference.js
function parseFileReference(ref) {
    if (ref.startsWith("./")) {
        return {
            path: ref.substring(2)
        };
    }
    // Self repository reference: `$/<path>` resolves within the same repository at the running
    // SHA, exactly like `./` for local references.
    if (ref.startsWith("$/")) {
        return {
            path: ref.substring(2)
        };
    }
    const [remotePath, version] = ref.split("@");
    const [owner, repository, ...pathSegments] = remotePath.split("/").filter(s => s.length > 0);
    if (!owner || !repository || !version) {
        throw new Error(`Invalid file reference: ${ref}`);
    }
    return {
        repository,
        owner,
        path: pathSegments.join("/"),
        version
    };
}
function fileIdentifier(ref) {
    if (!("repository" in ref)) {
        return "./" + ref.path;
    }
    return `${ref.owner}/${ref.repository}/${ref.path}@${ref.version}`;
}
//# sourceMappingURL=file-reference.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/template-validation-error.js
/**
 * Provides information about an error which occurred during validation
 */
class TemplateValidationError {
    constructor(rawMessage, prefix, code, range) {
        this.rawMessage = rawMessage;
        this.prefix = prefix;
        this.code = code;
        this.range = range;
    }
    get message() {
        if (this.prefix) {
            return `${this.prefix}: ${this.rawMessage}`;
        }
        return this.rawMessage;
    }
    toString() {
        return this.message;
    }
}
//# sourceMappingURL=template-validation-error.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/template-context.js

/**
 * Context object that is flowed through while loading and evaluating object templates
 */
class TemplateContext {
    constructor(errors, schema, trace) {
        this._fileIds = {};
        this._fileNames = [];
        /**
         * Available functions within expression contexts
         */
        this.expressionFunctions = [];
        /**
         * Available values within expression contexts
         */
        this.expressionNamedContexts = [];
        this.state = {};
        this.errors = errors;
        this.schema = schema;
        this.trace = trace;
    }
    error(tokenOrFileId, err, tokenRange) {
        const token = tokenOrFileId;
        const range = tokenRange || token?.range;
        const prefix = this.getErrorPrefix(token?.file ?? tokenOrFileId, token?.line, token?.col);
        const message = err?.message ?? String(err);
        const e = new TemplateValidationError(message, prefix, undefined, range);
        this.errors.add(e);
        this.trace.error(e.message);
    }
    /**
     * Gets or adds the file ID
     */
    getFileId(file) {
        const key = file.toUpperCase();
        let id = this._fileIds[key];
        if (id === undefined) {
            id = this._fileNames.length + 1;
            this._fileIds[key] = id;
            this._fileNames.push(file);
        }
        return id;
    }
    /**
     * Looks up a file name by ID. Returns undefined if not found.
     */
    getFileName(fileId) {
        return this._fileNames.length >= fileId ? this._fileNames[fileId - 1] : undefined;
    }
    /**
     * Gets a copy of the file table
     */
    getFileTable() {
        return this._fileNames.slice();
    }
    getErrorPrefix(fileId, line, column) {
        const fileName = fileId !== undefined ? this.getFileName(fileId) : undefined;
        if (fileName) {
            if (line !== undefined && column !== undefined) {
                return `${fileName} (Line: ${line}, Col: ${column})`;
            }
            else {
                return fileName;
            }
        }
        else if (line !== undefined && column !== undefined) {
            return `(Line: ${line}, Col: ${column})`;
        }
        else {
            return "";
        }
    }
}
/**
 * Provides information about errors which occurred during validation
 */
class TemplateValidationErrors {
    constructor(maxErrors, maxMessageLength) {
        this._errors = [];
        this._maxErrors = maxErrors ?? 0;
        this._maxMessageLength = maxMessageLength ?? 0;
    }
    get count() {
        return this._errors.length;
    }
    add(err) {
        for (let e of Array.isArray(err) ? err : [err]) {
            // Check max errors
            if (this._maxErrors <= 0 || this._errors.length < this._maxErrors) {
                // Check max message length
                if (this._maxMessageLength > 0 && e.message.length > this._maxMessageLength) {
                    e = new TemplateValidationError(e.message.substring(0, this._maxMessageLength) + "[...]", e.prefix, e.code, e.range);
                }
                this._errors.push(e);
            }
        }
    }
    /**
     * Throws if any errors
     * @param prefix The error message prefix
     */
    check(prefix) {
        if (this._errors.length <= 0) {
            return;
        }
        if (!prefix) {
            prefix = "The template is not valid.";
        }
        throw new Error(`${prefix} ${this._errors.map(x => x.message).join(",")}`);
    }
    clear() {
        this._errors = [];
    }
    getErrors() {
        return this._errors.slice();
    }
}
//# sourceMappingURL=template-context.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/definition-info.js
class DefinitionInfo {
    constructor(schemaOrParent, nameOrDefinition) {
        this.isDefinitionInfo = true;
        const parent = schemaOrParent?.isDefinitionInfo === true
            ? schemaOrParent
            : undefined;
        this._schema = parent === undefined ? schemaOrParent : parent._schema;
        // Lookup the definition if a key was passed in
        this.definition =
            typeof nameOrDefinition === "string" ? this._schema.getDefinition(nameOrDefinition) : nameOrDefinition;
        // Record allowed context
        if (this.definition.readerContext.length > 0) {
            this.allowedContext = [];
            // Copy parent allowed context
            const upperSeen = {};
            for (const context of parent?.allowedContext ?? []) {
                this.allowedContext.push(context);
                upperSeen[context.toUpperCase()] = true;
            }
            // Append context if unseen
            for (const context of this.definition.readerContext) {
                const upper = context.toUpperCase();
                if (!upperSeen[upper]) {
                    this.allowedContext.push(context);
                    upperSeen[upper] = true;
                }
            }
        }
        else {
            this.allowedContext = parent?.allowedContext ?? [];
        }
    }
    getScalarDefinitions() {
        return this._schema.getScalarDefinitions(this.definition);
    }
    getDefinitionsOfType(type) {
        return this._schema.getDefinitionsOfType(this.definition, type);
    }
}
//# sourceMappingURL=definition-info.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/definition-type.js
var DefinitionType;
(function (DefinitionType) {
    DefinitionType[DefinitionType["Null"] = 0] = "Null";
    DefinitionType[DefinitionType["Boolean"] = 1] = "Boolean";
    DefinitionType[DefinitionType["Number"] = 2] = "Number";
    DefinitionType[DefinitionType["String"] = 3] = "String";
    DefinitionType[DefinitionType["Sequence"] = 4] = "Sequence";
    DefinitionType[DefinitionType["Mapping"] = 5] = "Mapping";
    DefinitionType[DefinitionType["OneOf"] = 6] = "OneOf";
    DefinitionType[DefinitionType["AllowedValues"] = 7] = "AllowedValues";
})(DefinitionType || (DefinitionType = {}));
//# sourceMappingURL=definition-type.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/template-constants.js
const ALLOWED_VALUES = "allowed-values";
const ANY = "any";
const BOOLEAN = "boolean";
const BOOLEAN_DEFINITION = "boolean-definition";
const BOOLEAN_DEFINITION_PROPERTIES = "boolean-definition-properties";
const CLOSE_EXPRESSION = "}}";
const CONSTANT = "constant";
const CONTEXT = "context";
const DEFINITION = "definition";
const DEFINITIONS = "definitions";
const DESCRIPTION = "description";
const IGNORE_CASE = "ignore-case";
const INSERT_DIRECTIVE = "insert";
const IS_EXPRESSION = "is-expression";
const ITEM_TYPE = "item-type";
const LOOSE_KEY_TYPE = "loose-key-type";
const LOOSE_VALUE_TYPE = "loose-value-type";
const MAX_CONSTANT = "MAX";
const MAPPING = "mapping";
const MAPPING_DEFINITION = "mapping-definition";
const MAPPING_DEFINITION_PROPERTIES = "mapping-definition-properties";
const MAPPING_PROPERTY_VALUE = "mapping-property-value";
const NON_EMPTY_STRING = "non-empty-string";
const NULL = "null";
const NULL_DEFINITION = "null-definition";
const NULL_DEFINITION_PROPERTIES = "null-definition-properties";
const NUMBER = "number";
const NUMBER_DEFINITION = "number-definition";
const NUMBER_DEFINITION_PROPERTIES = "number-definition-properties";
const ONE_OF = "one-of";
const ONE_OF_DEFINITION = "one-of-definition";
const OPEN_EXPRESSION = "${{";
const PROPERTY_VALUE = "property-value";
const PROPERTIES = "properties";
const REQUIRED = "required";
const REQUIRE_NON_EMPTY = "require-non-empty";
const SCALAR = "scalar";
const SEQUENCE = "sequence";
const SEQUENCE_DEFINITION = "sequence-definition";
const SEQUENCE_DEFINITION_PROPERTIES = "sequence-definition-properties";
const TYPE = "type";
const SEQUENCE_OF_NON_EMPTY_STRING = "sequence-of-non-empty-string";
const STRING = "string";
const STRING_DEFINITION = "string-definition";
const STRING_DEFINITION_PROPERTIES = "string-definition-properties";
const STRUCTURE = "structure";
const TEMPLATE_SCHEMA = "template-schema";
const VERSION = "version";
//# sourceMappingURL=template-constants.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/scalar-token.js

/**
 * Base class for everything that is not a mapping or sequence
 */
class ScalarToken extends TemplateToken {
    constructor(type, file, range, definitionInfo) {
        super(type, file, range, definitionInfo);
    }
    get isScalar() {
        return true;
    }
    static trimDisplayString(displayString) {
        let firstLine = displayString.trimStart();
        const firstNewLine = firstLine.indexOf("\n");
        const firstCarriageReturn = firstLine.indexOf("\r");
        if (firstNewLine >= 0 || firstCarriageReturn >= 0) {
            firstLine = firstLine.substr(0, Math.min(firstNewLine >= 0 ? firstNewLine : Number.MAX_VALUE, firstCarriageReturn >= 0 ? firstCarriageReturn : Number.MAX_VALUE));
        }
        return firstLine;
    }
}
//# sourceMappingURL=scalar-token.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/literal-token.js

class LiteralToken extends ScalarToken {
    constructor(type, file, range, definitionInfo) {
        super(type, file, range, definitionInfo);
    }
    get isLiteral() {
        return true;
    }
    get isExpression() {
        return false;
    }
    toDisplayString() {
        return ScalarToken.trimDisplayString(this.toString());
    }
    /**
     * Throws a good debug message when an unexpected literal value is encountered
     */
    assertUnexpectedValue(objectDescription) {
        throw new Error(`Error while reading '${objectDescription}'. Unexpected value '${this.toString()}'`);
    }
}
//# sourceMappingURL=literal-token.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/string-token.js


class StringToken extends LiteralToken {
    constructor(file, range, value, definitionInfo, source, blockScalarHeader) {
        super(TokenType.String, file, range, definitionInfo);
        this.value = value;
        this.source = source;
        this.blockScalarHeader = blockScalarHeader;
    }
    clone(omitSource) {
        return omitSource
            ? new StringToken(undefined, undefined, this.value, this.definitionInfo, this.source, this.blockScalarHeader)
            : new StringToken(this.file, this.range, this.value, this.definitionInfo, this.source, this.blockScalarHeader);
    }
    toString() {
        return this.value;
    }
    toJSON() {
        return this.value;
    }
}
//# sourceMappingURL=string-token.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/number-token.js


class NumberToken extends LiteralToken {
    constructor(file, range, value, definitionInfo) {
        super(TokenType.Number, file, range, definitionInfo);
        this.num = value;
    }
    get value() {
        return this.num;
    }
    clone(omitSource) {
        return omitSource
            ? new NumberToken(undefined, undefined, this.num, this.definitionInfo)
            : new NumberToken(this.file, this.range, this.num, this.definitionInfo);
    }
    toString() {
        return `${this.num}`;
    }
    toJSON() {
        return this.num;
    }
}
//# sourceMappingURL=number-token.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/boolean-token.js


class BooleanToken extends LiteralToken {
    constructor(file, range, value, definitionInfo) {
        super(TokenType.Boolean, file, range, definitionInfo);
        this.bool = value;
    }
    get value() {
        return this.bool;
    }
    clone(omitSource) {
        return omitSource
            ? new BooleanToken(undefined, undefined, this.bool, this.definitionInfo)
            : new BooleanToken(this.file, this.range, this.bool, this.definitionInfo);
    }
    toString() {
        return this.bool ? "true" : "false";
    }
    toJSON() {
        return this.bool;
    }
}
//# sourceMappingURL=boolean-token.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/null-token.js


class NullToken extends LiteralToken {
    constructor(file, range, definitionInfo) {
        super(TokenType.Null, file, range, definitionInfo);
    }
    clone(omitSource) {
        return omitSource
            ? new NullToken(undefined, undefined, this.definitionInfo)
            : new NullToken(this.file, this.range, this.definitionInfo);
    }
    toString() {
        return "";
    }
    toJSON() {
        return null;
    }
}
//# sourceMappingURL=null-token.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/key-value-pair.js
class KeyValuePair {
    constructor(key, value) {
        this.key = key;
        this.value = value;
    }
}
//# sourceMappingURL=key-value-pair.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/sequence-token.js


class SequenceToken extends TemplateToken {
    constructor(file, range, definitionInfo) {
        super(TokenType.Sequence, file, range, definitionInfo);
        this.seq = [];
    }
    get count() {
        return this.seq.length;
    }
    get isScalar() {
        return false;
    }
    get isLiteral() {
        return false;
    }
    get isExpression() {
        return false;
    }
    add(value) {
        this.seq.push(value);
    }
    get(index) {
        return this.seq[index];
    }
    clone(omitSource) {
        const result = omitSource
            ? new SequenceToken(undefined, undefined, this.definitionInfo)
            : new SequenceToken(this.file, this.range, this.definitionInfo);
        for (const item of this.seq) {
            result.add(item.clone(omitSource));
        }
        return result;
    }
    toJSON() {
        return {
            type: TokenType.Sequence,
            seq: this.seq
        };
    }
    *[Symbol.iterator]() {
        for (const item of this.seq) {
            yield item;
        }
    }
}
//# sourceMappingURL=sequence-token.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/mapping-token.js


class MappingToken extends TemplateToken {
    constructor(file, range, definitionInfo) {
        super(TokenType.Mapping, file, range, definitionInfo);
        this.map = [];
    }
    get count() {
        return this.map.length;
    }
    get isScalar() {
        return false;
    }
    get isLiteral() {
        return false;
    }
    get isExpression() {
        return false;
    }
    add(key, value) {
        this.map.push(new KeyValuePair(key, value));
    }
    get(index) {
        return this.map[index];
    }
    find(key) {
        const pair = this.map.find(pair => pair.key.toString() === key);
        return pair?.value;
    }
    remove(index) {
        this.map.splice(index, 1);
    }
    clone(omitSource) {
        const result = omitSource
            ? new MappingToken(undefined, undefined, this.definitionInfo)
            : new MappingToken(this.file, this.range, this.definitionInfo);
        for (const item of this.map) {
            result.add(item.key.clone(omitSource), item.value.clone(omitSource));
        }
        return result;
    }
    toJSON() {
        const items = [];
        for (const item of this.map) {
            items.push({ Key: item.key, Value: item.value });
        }
        return {
            type: TokenType.Mapping,
            map: items
        };
    }
    *[Symbol.iterator]() {
        for (const item of this.map) {
            yield item;
        }
    }
}
//# sourceMappingURL=mapping-token.js.map
// EXTERNAL MODULE: ./node_modules/@actions/expressions/dist/index.js + 28 modules
var dist = __webpack_require__(34082);
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/allowed-context.js

function splitAllowedContext(allowedContext) {
    const FUNCTION_REGEXP = /^([a-zA-Z0-9_]+)\(([0-9]+),([0-9]+|MAX)\)$/;
    const namedContexts = [];
    const functions = [];
    if (allowedContext.length > 0) {
        for (const contextItem of allowedContext) {
            const match = contextItem.match(FUNCTION_REGEXP);
            if (match) {
                const functionName = match[1];
                const minParameters = Number.parseInt(match[2]);
                const maxParametersRaw = match[3];
                const maxParameters = maxParametersRaw === MAX_CONSTANT ? Number.MAX_SAFE_INTEGER : Number.parseInt(maxParametersRaw);
                functions.push({
                    name: functionName,
                    minArgs: minParameters,
                    maxArgs: maxParameters
                });
            }
            else {
                namedContexts.push(contextItem);
            }
        }
    }
    return {
        namedContexts: namedContexts,
        functions: functions
    };
}
//# sourceMappingURL=allowed-context.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/expression-token.js



class expression_token_ExpressionToken extends ScalarToken {
    constructor(type, file, range, directive, definitionInfo) {
        super(type, file, range, definitionInfo);
        this.directive = directive;
    }
    get isLiteral() {
        return false;
    }
    get isExpression() {
        return true;
    }
    static validateExpression(expression, allowedContext) {
        const { namedContexts, functions } = splitAllowedContext(allowedContext);
        // Parse
        const lexer = new dist/* Lexer */.JG(expression);
        const result = lexer.lex();
        const p = new dist/* Parser */.iX(result.tokens, namedContexts, functions);
        p.parse();
    }
}
//# sourceMappingURL=expression-token.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/basic-expression-token.js




class BasicExpressionToken extends expression_token_ExpressionToken {
    /**
     * @param file The file ID where this token originated
     * @param range The range of the entire expression including `${{` and `}}`
     * @param expression The expression string without `${{` and `}}` markers
     * @param definitionInfo Schema definition info for this token
     * @param originalExpressions If transformed from individual expressions (e.g., format()), these are the originals
     * @param source The original source string from the YAML
     * @param expressionRange The range of just the expression, excluding `${{` and `}}`
     * @param blockScalarHeader The block scalar header (e.g., "|", "|-") if parsed from a YAML block scalar
     */
    constructor(file, range, expression, definitionInfo, originalExpressions, source, expressionRange, blockScalarHeader) {
        super(TokenType.BasicExpression, file, range, undefined, definitionInfo);
        this.expr = expression;
        this.source = source;
        this.originalExpressions = originalExpressions;
        this.expressionRange = expressionRange;
        this.blockScalarHeader = blockScalarHeader;
    }
    get expression() {
        return this.expr;
    }
    clone(omitSource) {
        return omitSource
            ? new BasicExpressionToken(undefined, undefined, this.expr, this.definitionInfo, this.originalExpressions, this.source, this.expressionRange, this.blockScalarHeader)
            : new BasicExpressionToken(this.file, this.range, this.expr, this.definitionInfo, this.originalExpressions, this.source, this.expressionRange, this.blockScalarHeader);
    }
    toString() {
        return `${OPEN_EXPRESSION} ${this.expr} ${CLOSE_EXPRESSION}`;
    }
    toDisplayString() {
        // TODO: Implement expression display string to match `BasicExpressionToken#ToDisplayString()` in the C# parser
        return ScalarToken.trimDisplayString(this.toString());
    }
    toJSON() {
        return {
            type: TokenType.BasicExpression,
            expr: this.expr
        };
    }
}
//# sourceMappingURL=basic-expression-token.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/insert-expression-token.js



class InsertExpressionToken extends expression_token_ExpressionToken {
    constructor(file, range, definitionInfo) {
        super(TokenType.InsertExpression, file, range, INSERT_DIRECTIVE, definitionInfo);
    }
    clone(omitSource) {
        return omitSource
            ? new InsertExpressionToken(undefined, undefined, this.definitionInfo)
            : new InsertExpressionToken(this.file, this.range, this.definitionInfo);
    }
    toString() {
        return `${OPEN_EXPRESSION} ${INSERT_DIRECTIVE} ${CLOSE_EXPRESSION}`;
    }
    toDisplayString() {
        return ScalarToken.trimDisplayString(this.toString());
    }
    toJSON() {
        return {
            type: TokenType.InsertExpression,
            expr: "insert"
        };
    }
}
//# sourceMappingURL=insert-expression-token.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/index.js













//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/tokens/type-guards.js



function isLiteral(t) {
    return t.isLiteral;
}
function isScalar(t) {
    return t.isScalar;
}
function isString(t) {
    return isLiteral(t) && t.templateTokenType === TokenType.String;
}
function isNumber(t) {
    return isLiteral(t) && t.templateTokenType === TokenType.Number;
}
function isBoolean(t) {
    return isLiteral(t) && t.templateTokenType === TokenType.Boolean;
}
function isBasicExpression(t) {
    return isScalar(t) && t.templateTokenType === TokenType.BasicExpression;
}
function isSequence(t) {
    return t instanceof SequenceToken;
}
function isMapping(t) {
    return t instanceof MappingToken;
}
//# sourceMappingURL=type-guards.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/template-reader.js
// template-reader *just* does schema validation
/* eslint-disable @typescript-eslint/no-non-null-assertion */






const WHITESPACE_PATTERN = /\s/;
const backgroundStepProperties = new Set(["background", "wait", "wait-all", "cancel"]);
const backgroundStepOnlyProperties = new Set(["wait", "wait-all", "cancel"]);
function readTemplate(context, type, objectReader, fileId) {
    const reader = new TemplateReader(context, objectReader, fileId);
    let value;
    try {
        objectReader.validateStart();
        const definition = new DefinitionInfo(context.schema, type);
        value = reader.readValue(definition);
        objectReader.validateEnd();
    }
    catch (err) {
        context.error(fileId, err);
    }
    return value;
}
class TemplateReader {
    constructor(context, objectReader, fileId) {
        this._context = context;
        this._schema = context.schema;
        this._objectReader = objectReader;
        this._fileId = fileId;
    }
    readValue(definition) {
        // Scalar
        const literal = this._objectReader.allowLiteral();
        if (literal) {
            let scalar = this.parseScalar(literal, definition);
            scalar = this.validate(scalar, definition);
            return scalar;
        }
        // Sequence
        const sequence = this._objectReader.allowSequenceStart();
        if (sequence) {
            const sequenceDefinition = definition.getDefinitionsOfType(DefinitionType.Sequence)[0];
            // Legal
            if (sequenceDefinition) {
                const itemDefinition = new DefinitionInfo(definition, sequenceDefinition.itemType);
                // Add each item
                while (!this._objectReader.allowSequenceEnd()) {
                    const item = this.readValue(itemDefinition);
                    sequence.add(item);
                }
            }
            // Illegal
            else {
                // Error
                this._context.error(sequence, "A sequence was not expected");
                // Skip each item
                while (!this._objectReader.allowSequenceEnd()) {
                    this.skipValue();
                }
            }
            sequence.definitionInfo = definition;
            return sequence;
        }
        // Mapping
        const mapping = this._objectReader.allowMappingStart();
        if (mapping) {
            const mappingDefinitions = definition.getDefinitionsOfType(DefinitionType.Mapping);
            // Legal
            if (mappingDefinitions.length > 0) {
                if (mappingDefinitions.length > 1 ||
                    Object.keys(mappingDefinitions[0].properties).length > 0 ||
                    !mappingDefinitions[0].looseKeyType) {
                    this.handleMappingWithWellKnownProperties(definition, mappingDefinitions, mapping);
                }
                else {
                    const keyDefinition = new DefinitionInfo(definition, mappingDefinitions[0].looseKeyType);
                    const valueDefinition = new DefinitionInfo(definition, mappingDefinitions[0].looseValueType);
                    this.handleMappingWithAllLooseProperties(definition, keyDefinition, valueDefinition, mappingDefinitions[0], mapping);
                }
            }
            // Illegal
            else {
                this._context.error(mapping, "A mapping was not expected");
                while (!this._objectReader.allowMappingEnd()) {
                    this.skipValue();
                    this.skipValue();
                }
            }
            // handleMappingWithWellKnownProperties will only set a definition
            // if it can identify a single matching definition
            if (!mapping.definitionInfo) {
                mapping.definitionInfo = definition;
            }
            return mapping;
        }
        throw new Error("Expected a scalar value, a sequence, or a mapping");
    }
    handleMappingWithWellKnownProperties(definition, mappingDefinitions, mapping) {
        // Check if loose properties are allowed
        let looseKeyType;
        let looseValueType;
        let looseKeyDefinition;
        let looseValueDefinition;
        if (mappingDefinitions[0].looseKeyType) {
            looseKeyType = mappingDefinitions[0].looseKeyType;
            looseValueType = mappingDefinitions[0].looseValueType;
        }
        const upperKeys = {};
        let hasExpressionKey = false;
        let rawLiteral;
        while ((rawLiteral = this._objectReader.allowLiteral())) {
            const nextKeyScalar = this.parseScalar(rawLiteral, definition);
            // Expression
            if (nextKeyScalar.isExpression) {
                hasExpressionKey = true;
                // Legal
                if (definition.allowedContext.length > 0) {
                    const anyDefinition = new DefinitionInfo(definition, ANY);
                    mapping.add(nextKeyScalar, this.readValue(anyDefinition));
                }
                // Illegal
                else {
                    this._context.error(nextKeyScalar, "A template expression is not allowed in this context");
                    this.skipValue();
                }
                continue;
            }
            // Convert to StringToken if required
            const nextKey = nextKeyScalar.templateTokenType === TokenType.String
                ? nextKeyScalar
                : new StringToken(nextKeyScalar.file, nextKeyScalar.range, nextKeyScalar.toString(), nextKeyScalar.definitionInfo);
            // Duplicate
            if (nextKey.value) {
                const upperKey = nextKey.value.toUpperCase();
                if (upperKeys[upperKey]) {
                    this._context.error(nextKey, `'${nextKey.value}' is already defined`);
                    this.skipValue();
                    continue;
                }
                upperKeys[upperKey] = true;
            }
            // Well known
            const nextPropertyDef = this._schema.matchPropertyAndFilter(mappingDefinitions, nextKey.value);
            if (nextPropertyDef) {
                if (!this.backgroundStepsEnabled() && backgroundStepProperties.has(nextKey.value)) {
                    this._context.error(nextKey, `Unexpected value '${nextKey.value}'`);
                    this.skipValue();
                    continue;
                }
                const nextDefinition = new DefinitionInfo(definition, nextPropertyDef.type);
                // Store the definition on the key, the value may have its own definition
                nextKey.definitionInfo = nextDefinition;
                // If the property has a description, it's a parameter that uses a shared type
                // and we need to make sure its description is set if there is one
                if (nextPropertyDef.description) {
                    nextKey.description = nextPropertyDef.description;
                }
                const nextValue = this.readValue(nextDefinition);
                mapping.add(nextKey, nextValue);
                continue;
            }
            // Loose
            if (looseKeyType) {
                if (!looseKeyDefinition) {
                    looseKeyDefinition = new DefinitionInfo(definition, looseKeyType);
                    looseValueDefinition = new DefinitionInfo(definition, looseValueType);
                }
                this.validate(nextKey, looseKeyDefinition);
                // Store the definition on the key, the value may have its own definition
                const nextDefinition = new DefinitionInfo(definition, mappingDefinitions[0].looseValueType);
                nextKey.definitionInfo = nextDefinition;
                const nextValue = this.readValue(looseValueDefinition);
                mapping.add(nextKey, nextValue);
                continue;
            }
            // Error
            this._context.error(nextKey, `Unexpected value '${nextKey.value}'`);
            this.skipValue();
        }
        // If we matched a single definition from multiple,
        // update the token's definition to enable more specific editor
        // completion and validation
        if (mappingDefinitions.length === 1) {
            mapping.definitionInfo = new DefinitionInfo(definition, mappingDefinitions[0]);
        }
        // Unable to filter to one definition
        if (mappingDefinitions.length > 1) {
            const hitCount = {};
            for (const mappingDefinition of mappingDefinitions) {
                for (const key of Object.keys(mappingDefinition.properties)) {
                    hitCount[key] = (hitCount[key] ?? 0) + 1;
                }
            }
            const nonDuplicates = [];
            for (const key of Object.keys(hitCount)) {
                if (hitCount[key] === 1) {
                    nonDuplicates.push(key);
                }
            }
            const properties = this.backgroundStepsEnabled()
                ? nonDuplicates
                : nonDuplicates.filter(property => !backgroundStepOnlyProperties.has(property));
            this._context.error(mapping, `There's not enough info to determine what you meant. Add one of these properties: ${properties
                .sort()
                .join(", ")}`);
        }
        // Check required properties
        else if (mappingDefinitions.length === 1 && !hasExpressionKey) {
            for (const propertyName of Object.keys(mappingDefinitions[0].properties)) {
                const propertyDef = mappingDefinitions[0].properties[propertyName];
                if (propertyDef.required && !upperKeys[propertyName.toUpperCase()]) {
                    this._context.error(mapping, `Required property is missing: ${propertyName}`);
                }
            }
        }
        this.expectMappingEnd();
    }
    handleMappingWithAllLooseProperties(definition, keyDefinition, valueDefinition, mappingDefinition, mapping) {
        let nextValue;
        const upperKeys = {};
        let rawLiteral;
        while ((rawLiteral = this._objectReader.allowLiteral())) {
            const nextKeyScalar = this.parseScalar(rawLiteral, definition);
            nextKeyScalar.definitionInfo = keyDefinition;
            // Expression
            if (nextKeyScalar.isExpression) {
                // Legal
                if (definition.allowedContext.length > 0) {
                    nextValue = this.readValue(valueDefinition);
                    mapping.add(nextKeyScalar, nextValue);
                }
                // Illegal
                else {
                    this._context.error(nextKeyScalar, "A template expression is not allowed in this context");
                    this.skipValue();
                }
                continue;
            }
            // Convert to StringToken if required
            const nextKey = nextKeyScalar.templateTokenType === TokenType.String
                ? nextKeyScalar
                : new StringToken(nextKeyScalar.file, nextKeyScalar.range, nextKeyScalar.toString(), nextKeyScalar.definitionInfo);
            // Duplicate
            if (nextKey.value) {
                const upperKey = nextKey.value.toUpperCase();
                if (upperKeys[upperKey]) {
                    this._context.error(nextKey, `'${nextKey.value}' is already defined`);
                    this.skipValue();
                    continue;
                }
                upperKeys[upperKey] = true;
            }
            // Validate
            this.validate(nextKey, keyDefinition);
            // Store the definition on the key, the value may have its own definition
            const nextDefinition = new DefinitionInfo(definition, mappingDefinition.looseValueType);
            nextKey.definitionInfo = nextDefinition;
            // Add the pair
            nextValue = this.readValue(valueDefinition);
            mapping.add(nextKey, nextValue);
        }
        this.expectMappingEnd();
    }
    expectMappingEnd() {
        if (!this._objectReader.allowMappingEnd()) {
            throw new Error("Expected mapping end"); // Should never happen
        }
    }
    skipValue() {
        // Scalar
        if (this._objectReader.allowLiteral()) {
            // Intentionally empty
        }
        // Sequence
        else if (this._objectReader.allowSequenceStart()) {
            while (!this._objectReader.allowSequenceEnd()) {
                this.skipValue();
            }
        }
        // Mapping
        else if (this._objectReader.allowMappingStart()) {
            while (!this._objectReader.allowMappingEnd()) {
                this.skipValue();
                this.skipValue();
            }
        }
        // Unexpected
        else {
            throw new Error("Expected a scalar value, a sequence, or a mapping");
        }
    }
    validate(scalar, definition) {
        switch (scalar.templateTokenType) {
            case TokenType.Null:
            case TokenType.Boolean:
            case TokenType.Number:
            case TokenType.String: {
                const literal = scalar;
                // Legal
                const scalarDefinitions = definition.getScalarDefinitions();
                let relevantDefinition;
                if ((relevantDefinition = scalarDefinitions.find(x => x.isMatch(literal)))) {
                    scalar.definitionInfo = new DefinitionInfo(definition, relevantDefinition);
                    return scalar;
                }
                // Not a string, convert
                if (literal.templateTokenType !== TokenType.String) {
                    const stringLiteral = new StringToken(literal.file, literal.range, literal.toString(), literal.definitionInfo);
                    // Legal
                    if ((relevantDefinition = scalarDefinitions.find(x => x.isMatch(stringLiteral)))) {
                        stringLiteral.definitionInfo = new DefinitionInfo(definition, relevantDefinition);
                        return stringLiteral;
                    }
                }
                // Illegal
                this._context.error(literal, `Unexpected value '${literal.toString()}'`);
                return scalar;
            }
            case TokenType.BasicExpression:
                // Illegal
                if (definition.allowedContext.length === 0) {
                    this._context.error(scalar, "A template expression is not allowed in this context");
                }
                return scalar;
            default:
                this._context.error(scalar, `Unexpected value '${scalar.toString()}'`);
                return scalar;
        }
    }
    parseScalar(token, definitionInfo) {
        // Not a string
        if (!isString(token) || !token.value) {
            return token;
        }
        const allowedContext = definitionInfo.allowedContext;
        const isSingleLine = token.range === undefined || token.range.start.line === token.range.end.line;
        // For single-line strings, use token.value (without YAML quotes) for expression detection,
        // because token.source includes quote characters that would be incorrectly detected as literal text.
        // For multi-line block scalars, use token.source directly because it makes position calculation easier
        // (no quote characters to handle, and token.source preserves the original line/column structure in YAML).
        const raw = isSingleLine ? token.value : token.source ?? token.value;
        let startExpression = raw.indexOf(OPEN_EXPRESSION);
        if (startExpression < 0) {
            // Doesn't contain "{{"
            return token;
        }
        // Break the value into segments of LiteralToken and ExpressionToken
        let encounteredError = false;
        const segments = [];
        let i = 0;
        while (i < raw.length) {
            // An expression starts here
            if (i === startExpression) {
                // Find the end of the expression - i.e. "}}"
                startExpression = i;
                let endExpression = -1;
                let inString = false;
                for (i += OPEN_EXPRESSION.length; i < raw.length; i++) {
                    if (raw[i] === "'") {
                        inString = !inString; // Note, this handles escaped single quotes gracefully. E.x. 'foo''bar'
                    }
                    else if (!inString && raw[i] === "}" && raw[i - 1] === "}") {
                        endExpression = i;
                        i++;
                        break;
                    }
                }
                // Check if not closed
                if (endExpression < startExpression) {
                    this._context.error(token, "The expression is not closed. An unescaped ${{ sequence was found, but the closing }} sequence was not found.");
                    return token;
                }
                // Parse the expression
                const rawExpression = raw.substr(startExpression + OPEN_EXPRESSION.length, endExpression - startExpression + 1 - OPEN_EXPRESSION.length - CLOSE_EXPRESSION.length);
                let tr = token.range;
                if (isSingleLine) {
                    // Single-line: Adjust the range to only cover the sub-expression.
                    // Calculate offset to account for YAML quote characters.
                    // For example, `"${{ expr }}"` has source with quotes, value without.
                    const offset = (token.source ?? raw).indexOf(OPEN_EXPRESSION) - raw.indexOf(OPEN_EXPRESSION);
                    tr = {
                        start: { line: tr.start.line, column: tr.start.column + startExpression + offset },
                        end: { line: tr.end.line, column: tr.start.column + endExpression + 1 + offset }
                    };
                }
                else {
                    // Multi-line: Adjust the range to only cover the expression
                    const startRaw = raw.substring(0, startExpression);
                    const adjustedStartLine = startRaw.split("\n").length;
                    const beginningOfLine = startRaw.lastIndexOf("\n");
                    const adjustedStart = startExpression - beginningOfLine;
                    const adjustedEnd = endExpression - beginningOfLine + 1;
                    tr = {
                        start: { line: tr.start.line + adjustedStartLine, column: adjustedStart },
                        end: { line: tr.start.line + adjustedStartLine, column: adjustedEnd }
                    };
                }
                const expression = this.parseIntoExpressionToken(tr, rawExpression, allowedContext, token, definitionInfo);
                if (!expression) {
                    // Record that we've hit an error but continue to validate any other expressions
                    // that might be in the string
                    encounteredError = true;
                }
                else {
                    // Check if a directive was used when not allowed
                    if (expression.directive && (startExpression !== 0 || i < raw.length)) {
                        this._context.error(token, `The directive '${expression.directive}' is not allowed in this context. Directives are not supported for expressions that are embedded within a string. Directives are only supported when the entire value is an expression.`);
                        return token;
                    }
                    // Add the segment
                    segments.push(expression);
                }
                // Look for the next expression
                startExpression = raw.indexOf(OPEN_EXPRESSION, i);
            }
            // The next expression is further ahead
            else if (i < startExpression) {
                // Append the segment
                this.addString(segments, token.range, raw.substr(i, startExpression - i), token.definitionInfo);
                // Adjust the position
                i = startExpression;
            }
            // No remaining expressions
            else {
                this.addString(segments, token.range, raw.substr(i), token.definitionInfo);
                break;
            }
        }
        // If we've hit any error during parsing, return the original token
        if (encounteredError) {
            return token;
        }
        // Check if can convert to a literal
        // For example, the escaped expression: ${{ '{{ this is a literal }}' }}
        if (segments.length === 1 && segments[0].templateTokenType === TokenType.BasicExpression) {
            const basicExpression = segments[0];
            const str = this.getExpressionString(basicExpression.expression);
            if (str !== undefined) {
                return new StringToken(this._fileId, token.range, str, token.definitionInfo);
            }
        }
        // Check if only one segment
        if (segments.length === 1) {
            return segments[0];
        }
        // Build the new expression, using the format function
        const format = [];
        const args = [];
        const expressionTokens = [];
        let argIndex = 0;
        for (const segment of segments) {
            if (isString(segment)) {
                const text = segment.value
                    .replace(/'/g, "''") // Escape quotes
                    .replace(/\{/g, "{{") // Escape braces
                    .replace(/\}/g, "}}");
                format.push(text);
            }
            else {
                format.push(`{${argIndex}}`); // Append format arg
                argIndex++;
                const expression = segment;
                args.push(", ");
                args.push(expression.expression);
                expressionTokens.push(expression);
            }
        }
        return new BasicExpressionToken(this._fileId, token.range, `format('${format.join("")}'${args.join("")})`, definitionInfo, expressionTokens, raw, undefined, token.blockScalarHeader);
    }
    parseIntoExpressionToken(tr, rawExpression, allowedContext, token, definitionInfo) {
        const parseExpressionResult = this.parseExpression(tr, token, rawExpression, allowedContext, definitionInfo);
        // Check for error
        if (parseExpressionResult.error) {
            this._context.error(token, parseExpressionResult.error, tr);
            return undefined;
        }
        return parseExpressionResult.expression;
    }
    parseExpression(range, token, value, allowedContext, definitionInfo) {
        const trimmed = value.trim();
        // Check if the value is empty
        if (!trimmed) {
            return {
                error: new Error("An expression was expected")
            };
        }
        // Try to find a matching directive
        const matchDirectiveResult = this.matchDirective(trimmed, INSERT_DIRECTIVE, 0);
        if (matchDirectiveResult.isMatch) {
            return {
                expression: new InsertExpressionToken(this._fileId, range, definitionInfo)
            };
        }
        else if (matchDirectiveResult.error) {
            return {
                error: matchDirectiveResult.error
            };
        }
        // Check if valid expression
        try {
            expression_token_ExpressionToken.validateExpression(trimmed, allowedContext);
        }
        catch (err) {
            return {
                error: err
            };
        }
        const startTrim = value.length - value.trimStart().length;
        const endTrim = value.length - value.trimEnd().length;
        const expressionRange = {
            start: {
                ...range.start,
                column: range.start.column + OPEN_EXPRESSION.length + startTrim
            },
            end: {
                ...range.end,
                column: range.end.column - CLOSE_EXPRESSION.length - endTrim
            }
        };
        // Return the expression
        return {
            expression: new BasicExpressionToken(this._fileId, range, trimmed, definitionInfo, undefined, token.source, expressionRange, token.blockScalarHeader),
            error: undefined
        };
    }
    addString(segments, range, value, definition) {
        // If the last segment was a LiteralToken, then append to the last segment
        if (segments.length > 0 && segments[segments.length - 1].templateTokenType === TokenType.String) {
            const lastSegment = segments[segments.length - 1];
            segments[segments.length - 1] = new StringToken(this._fileId, range, `${lastSegment.value}${value}`, definition);
        }
        // Otherwise add a new LiteralToken
        else {
            segments.push(new StringToken(this._fileId, range, value, definition));
        }
    }
    matchDirective(trimmed, directive, expectedParameters) {
        const parameters = [];
        if (trimmed.startsWith(directive) &&
            (trimmed.length === directive.length || WHITESPACE_PATTERN.test(trimmed[directive.length]))) {
            let startIndex = directive.length;
            let inString = false;
            let parens = 0;
            for (let i = startIndex; i < trimmed.length; i++) {
                const c = trimmed[i];
                if (WHITESPACE_PATTERN.test(c) && !inString && parens == 0) {
                    if (startIndex < 1) {
                        parameters.push(trimmed.substr(startIndex, i - startIndex));
                    }
                    startIndex = i + 1;
                }
                else if (c === "'") {
                    inString = !inString;
                }
                else if (c === "(" && !inString) {
                    parens++;
                }
                else if (c === ")" && !inString) {
                    parens--;
                }
            }
            if (startIndex < trimmed.length) {
                parameters.push(trimmed.substr(startIndex));
            }
            if (expectedParameters != parameters.length) {
                return {
                    isMatch: false,
                    parameters: [],
                    error: new Error(`Exactly ${expectedParameters} parameter(s) were expected following the directive '${directive}'. Actual parameter count: ${parameters.length}`)
                };
            }
            return {
                isMatch: true,
                parameters: parameters
            };
        }
        return {
            isMatch: false,
            parameters: parameters
        };
    }
    getExpressionString(trimmed) {
        const result = [];
        let inString = false;
        for (let i = 0; i < trimmed.length; i++) {
            const c = trimmed[i];
            if (c === "'") {
                inString = !inString;
                if (inString && i !== 0) {
                    result.push(c);
                }
            }
            else if (!inString) {
                return undefined;
            }
            else {
                result.push(c);
            }
        }
        return result.join("");
    }
    backgroundStepsEnabled() {
        return this._context.state.featureFlags?.isEnabled("allowBackgroundSteps") ?? false;
    }
}
//# sourceMappingURL=template-reader.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/workflows/workflow-constants.js
const WORKFLOW_ROOT = "workflow-root-strict";
//# sourceMappingURL=workflow-constants.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/parse-event.js
class ParseEvent {
    constructor(type, token) {
        this.type = type;
        this.token = token;
    }
}
var EventType;
(function (EventType) {
    EventType[EventType["Literal"] = 0] = "Literal";
    EventType[EventType["SequenceStart"] = 1] = "SequenceStart";
    EventType[EventType["SequenceEnd"] = 2] = "SequenceEnd";
    EventType[EventType["MappingStart"] = 3] = "MappingStart";
    EventType[EventType["MappingEnd"] = 4] = "MappingEnd";
    EventType[EventType["DocumentStart"] = 5] = "DocumentStart";
    EventType[EventType["DocumentEnd"] = 6] = "DocumentEnd";
})(EventType || (EventType = {}));
//# sourceMappingURL=parse-event.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/json-object-reader.js


class JSONObjectReader {
    constructor(fileId, input) {
        this._fileId = fileId;
        const value = JSON.parse(input);
        this._generator = this.getParseEvents(value, true);
        this._current = this._generator.next();
    }
    allowLiteral() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.Literal) {
                this._current = this._generator.next();
                return parseEvent.token;
            }
        }
        return undefined;
    }
    allowSequenceStart() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.SequenceStart) {
                this._current = this._generator.next();
                return parseEvent.token;
            }
        }
        return undefined;
    }
    allowSequenceEnd() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.SequenceEnd) {
                this._current = this._generator.next();
                return true;
            }
        }
        return false;
    }
    allowMappingStart() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.MappingStart) {
                this._current = this._generator.next();
                return parseEvent.token;
            }
        }
        return undefined;
    }
    allowMappingEnd() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.MappingEnd) {
                this._current = this._generator.next();
                return true;
            }
        }
        return false;
    }
    validateEnd() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.DocumentEnd) {
                this._current = this._generator.next();
                return;
            }
        }
        throw new Error("Expected end of reader");
    }
    validateStart() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.DocumentStart) {
                this._current = this._generator.next();
                return;
            }
        }
        throw new Error("Expected start of reader");
    }
    /**
     * Returns all tokens (depth first)
     */
    *getParseEvents(value, root) {
        if (root) {
            yield new ParseEvent(EventType.DocumentStart, undefined);
        }
        switch (typeof value) {
            case "undefined":
                yield new ParseEvent(EventType.Literal, new NullToken(this._fileId, undefined, undefined));
                break;
            case "boolean":
                yield new ParseEvent(EventType.Literal, new BooleanToken(this._fileId, undefined, value, undefined));
                break;
            case "number":
                yield new ParseEvent(EventType.Literal, new NumberToken(this._fileId, undefined, value, undefined));
                break;
            case "string":
                yield new ParseEvent(EventType.Literal, new StringToken(this._fileId, undefined, value, undefined));
                break;
            case "object":
                // null
                if (value === null) {
                    yield new ParseEvent(EventType.Literal, new NullToken(this._fileId, undefined, undefined));
                }
                // array
                else if (Array.isArray(value)) {
                    yield new ParseEvent(EventType.SequenceStart, new SequenceToken(this._fileId, undefined, undefined));
                    for (const item of value) {
                        for (const e of this.getParseEvents(item)) {
                            yield e;
                        }
                    }
                    yield new ParseEvent(EventType.SequenceEnd, undefined);
                }
                // object
                else {
                    yield new ParseEvent(EventType.MappingStart, new MappingToken(this._fileId, undefined, undefined));
                    for (const key of Object.keys(value)) {
                        yield new ParseEvent(EventType.Literal, new StringToken(this._fileId, undefined, key, undefined));
                        for (const e of this.getParseEvents(value[key])) {
                            yield e;
                        }
                    }
                    yield new ParseEvent(EventType.MappingEnd, undefined);
                }
                break;
            default:
                throw new Error(`Unexpected value type '${typeof value}' when reading object`);
        }
        if (root) {
            yield new ParseEvent(EventType.DocumentEnd, undefined);
        }
    }
}
//# sourceMappingURL=json-object-reader.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/trace-writer.js
class NoOperationTraceWriter {
    error() {
        // do nothing
    }
    info() {
        // do nothing
    }
    verbose() {
        // do nothing
    }
}
//# sourceMappingURL=trace-writer.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/definition.js

/**
 * Defines the allowable schema for a user defined type
 */
class Definition {
    constructor(key, definition) {
        /**
         * Used by the template reader to determine allowed expression values and functions.
         * Also used by the template reader to validate function min/max parameters.
         */
        this.readerContext = [];
        /**
         * Used by the template evaluator to determine allowed expression values and functions.
         * The min/max parameter info is omitted.
         */
        this.evaluatorContext = [];
        this.key = key;
        if (definition) {
            for (let i = 0; i < definition.count;) {
                const definitionKey = definition.get(i).key.assertString(`${DEFINITION} key`);
                switch (definitionKey.value) {
                    case CONTEXT: {
                        const context = definition.get(i).value.assertSequence(`${DEFINITION} ${CONTEXT}`);
                        definition.remove(i);
                        const seenReaderContext = {};
                        const seenEvaluatorContext = {};
                        for (const item of context) {
                            const itemStr = item.assertString(`${CONTEXT} item`).value;
                            const upperItemStr = itemStr.toUpperCase();
                            if (seenReaderContext[upperItemStr]) {
                                throw new Error(`Duplicate context item '${itemStr}'`);
                            }
                            seenReaderContext[upperItemStr] = true;
                            this.readerContext.push(itemStr);
                            // Remove min/max parameter info
                            const paramIndex = itemStr.indexOf("(");
                            const modifiedItemStr = paramIndex > 0 ? itemStr.substr(0, paramIndex + 1) + ")" : itemStr;
                            const upperModifiedItemStr = modifiedItemStr.toUpperCase();
                            if (seenEvaluatorContext[upperModifiedItemStr]) {
                                throw new Error(`Duplicate context item '${modifiedItemStr}'`);
                            }
                            seenEvaluatorContext[upperModifiedItemStr] = true;
                            this.evaluatorContext.push(modifiedItemStr);
                        }
                        break;
                    }
                    case DESCRIPTION: {
                        const value = definition.get(i).value;
                        this.description = value.assertString(DESCRIPTION).value;
                        definition.remove(i);
                        break;
                    }
                    default: {
                        i++;
                        break;
                    }
                }
            }
        }
    }
}
//# sourceMappingURL=definition.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/scalar-definition.js

class ScalarDefinition extends Definition {
    constructor(key, definition) {
        super(key, definition);
    }
}
//# sourceMappingURL=scalar-definition.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/boolean-definition.js




class BooleanDefinition extends ScalarDefinition {
    constructor(key, definition) {
        super(key, definition);
        if (definition) {
            for (const definitionPair of definition) {
                const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
                switch (definitionKey.value) {
                    case BOOLEAN: {
                        const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${BOOLEAN}`);
                        for (const mappingPair of mapping) {
                            const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${BOOLEAN} key`);
                            switch (mappingKey.value) {
                                default:
                                    // throws
                                    mappingKey.assertUnexpectedValue(`${DEFINITION} ${BOOLEAN} key`);
                                    break;
                            }
                        }
                        break;
                    }
                    default:
                        definitionKey.assertUnexpectedValue(`${DEFINITION} key`); // throws
                }
            }
        }
    }
    get definitionType() {
        return DefinitionType.Boolean;
    }
    isMatch(literal) {
        return literal.templateTokenType === TokenType.Boolean;
    }
    validate() {
        // no-op
    }
}
//# sourceMappingURL=boolean-definition.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/property-definition.js


class PropertyDefinition {
    constructor(token) {
        this.type = "";
        this.required = false;
        if (token.templateTokenType === TokenType.String) {
            this.type = token.value;
        }
        else {
            const mapping = token.assertMapping(MAPPING_PROPERTY_VALUE);
            for (const mappingPair of mapping) {
                const mappingKey = mappingPair.key.assertString(`${MAPPING_PROPERTY_VALUE} key`);
                switch (mappingKey.value) {
                    case TYPE:
                        this.type = mappingPair.value.assertString(`${MAPPING_PROPERTY_VALUE} ${TYPE}`).value;
                        break;
                    case REQUIRED:
                        this.required = mappingPair.value.assertBoolean(`${MAPPING_PROPERTY_VALUE} ${REQUIRED}`).value;
                        break;
                    case DESCRIPTION:
                        this.description = mappingPair.value.assertString(`${MAPPING_PROPERTY_VALUE} ${DESCRIPTION}`).value;
                        break;
                    default:
                        mappingKey.assertUnexpectedValue(`${MAPPING_PROPERTY_VALUE} key`); // throws
                }
            }
        }
    }
}
//# sourceMappingURL=property-definition.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/mapping-definition.js




class MappingDefinition extends Definition {
    constructor(key, definition) {
        super(key, definition);
        this.properties = {};
        this.looseKeyType = "";
        this.looseValueType = "";
        if (definition) {
            for (const definitionPair of definition) {
                const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
                switch (definitionKey.value) {
                    case MAPPING: {
                        const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${MAPPING}`);
                        for (const mappingPair of mapping) {
                            const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${MAPPING} key`);
                            switch (mappingKey.value) {
                                case PROPERTIES: {
                                    const properties = mappingPair.value.assertMapping(`${DEFINITION} ${MAPPING} ${PROPERTIES}`);
                                    for (const propertiesPair of properties) {
                                        const propertyName = propertiesPair.key.assertString(`${DEFINITION} ${MAPPING} ${PROPERTIES} key`);
                                        this.properties[propertyName.value] = new PropertyDefinition(propertiesPair.value);
                                    }
                                    break;
                                }
                                case LOOSE_KEY_TYPE: {
                                    const looseKeyType = mappingPair.value.assertString(`${DEFINITION} ${MAPPING} ${LOOSE_KEY_TYPE}`);
                                    this.looseKeyType = looseKeyType.value;
                                    break;
                                }
                                case LOOSE_VALUE_TYPE: {
                                    const looseValueType = mappingPair.value.assertString(`${DEFINITION} ${MAPPING} ${LOOSE_VALUE_TYPE}`);
                                    this.looseValueType = looseValueType.value;
                                    break;
                                }
                                default:
                                    // throws
                                    mappingKey.assertUnexpectedValue(`${DEFINITION} ${MAPPING} key`);
                                    break;
                            }
                        }
                        break;
                    }
                    default:
                        definitionKey.assertUnexpectedValue(`${DEFINITION} key`); // throws
                }
            }
        }
    }
    get definitionType() {
        return DefinitionType.Mapping;
    }
    validate(schema, name) {
        // Lookup loose key type
        if (this.looseKeyType) {
            schema.getDefinition(this.looseKeyType);
            // Lookup loose value type
            if (this.looseValueType) {
                schema.getDefinition(this.looseValueType);
            }
            else {
                throw new Error(`Property '${LOOSE_KEY_TYPE}' is defined but '${LOOSE_VALUE_TYPE}' is not defined on '${name}'`);
            }
        }
        // Otherwise validate loose value type not be defined
        else if (this.looseValueType) {
            throw new Error(`Property '${LOOSE_VALUE_TYPE}' is defined but '${LOOSE_KEY_TYPE}' is not defined on '${name}'`);
        }
        // Lookup each property
        for (const propertyName of Object.keys(this.properties)) {
            const propertyDef = this.properties[propertyName];
            if (!propertyDef.type) {
                throw new Error(`Type not specified for the property '${propertyName}' on '${name}'`);
            }
            schema.getDefinition(propertyDef.type);
        }
    }
}
//# sourceMappingURL=mapping-definition.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/null-definition.js




class NullDefinition extends ScalarDefinition {
    constructor(key, definition) {
        super(key, definition);
        if (definition) {
            for (const definitionPair of definition) {
                const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
                switch (definitionKey.value) {
                    case NULL: {
                        const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${NULL}`);
                        for (const mappingPair of mapping) {
                            const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${NULL} key`);
                            switch (mappingKey.value) {
                                default:
                                    // throws
                                    mappingKey.assertUnexpectedValue(`${DEFINITION} ${NULL} key`);
                                    break;
                            }
                        }
                        break;
                    }
                    default:
                        definitionKey.assertUnexpectedValue(`${DEFINITION} key`); // throws
                }
            }
        }
    }
    get definitionType() {
        return DefinitionType.Null;
    }
    isMatch(literal) {
        return literal.templateTokenType === TokenType.Null;
    }
    validate() {
        // no-op
    }
}
//# sourceMappingURL=null-definition.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/number-definition.js




class NumberDefinition extends ScalarDefinition {
    constructor(key, definition) {
        super(key, definition);
        if (definition) {
            for (const definitionPair of definition) {
                const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
                switch (definitionKey.value) {
                    case NUMBER: {
                        const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${NUMBER}`);
                        for (const mappingPair of mapping) {
                            const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${NUMBER} key`);
                            switch (mappingKey.value) {
                                default:
                                    // throws
                                    mappingKey.assertUnexpectedValue(`${DEFINITION} ${NUMBER} key`);
                                    break;
                            }
                        }
                        break;
                    }
                    default:
                        definitionKey.assertUnexpectedValue(`${DEFINITION} key`); // throws
                }
            }
        }
    }
    get definitionType() {
        return DefinitionType.Number;
    }
    isMatch(literal) {
        return literal.templateTokenType === TokenType.Number;
    }
    validate() {
        // no-op
    }
}
//# sourceMappingURL=number-definition.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/one-of-definition.js



/**
 * Must resolve to exactly one of the referenced definitions
 */
class OneOfDefinition extends Definition {
    constructor(key, definition) {
        super(key, definition);
        this.oneOf = [];
        this.oneOfPrefix = [];
        if (definition) {
            for (const definitionPair of definition) {
                const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
                switch (definitionKey.value) {
                    case ONE_OF: {
                        const oneOf = definitionPair.value.assertSequence(`${DEFINITION} ${ONE_OF}`);
                        for (const item of oneOf) {
                            const oneOfItem = item.assertString(`${DEFINITION} ${ONE_OF} item`);
                            this.oneOf.push(oneOfItem.value);
                        }
                        break;
                    }
                    case ALLOWED_VALUES: {
                        const oneOf = definitionPair.value.assertSequence(`${DEFINITION} ${ALLOWED_VALUES}`);
                        for (const item of oneOf) {
                            const oneOfItem = item.assertString(`${DEFINITION} ${ONE_OF} item`);
                            this.oneOf.push(this.key + "-" + oneOfItem.value);
                        }
                        break;
                    }
                    default:
                        // throws
                        definitionKey.assertUnexpectedValue(`${DEFINITION} key`);
                        break;
                }
            }
        }
    }
    get definitionType() {
        return DefinitionType.OneOf;
    }
    validate(schema, name) {
        if (this.oneOf.length === 0) {
            throw new Error(`'${name}' does not contain any references`);
        }
        let foundLooseKeyType = false;
        const mappingDefinitions = [];
        let allowedValuesDefinition;
        let sequenceDefinition;
        let nullDefinition;
        let booleanDefinition;
        let numberDefinition;
        const stringDefinitions = [];
        const seenNestedTypes = {};
        for (const nestedType of this.oneOf) {
            if (seenNestedTypes[nestedType]) {
                throw new Error(`'${name}' contains duplicate nested type '${nestedType}'`);
            }
            seenNestedTypes[nestedType] = true;
            const nestedDefinition = schema.getDefinition(nestedType);
            if (nestedDefinition.readerContext.length > 0) {
                throw new Error(`'${name}' is a one-of definition and references another definition that defines context. This is currently not supported.`);
            }
            switch (nestedDefinition.definitionType) {
                case DefinitionType.Mapping: {
                    const mappingDefinition = nestedDefinition;
                    mappingDefinitions.push(mappingDefinition);
                    if (mappingDefinition.looseKeyType) {
                        foundLooseKeyType = true;
                    }
                    break;
                }
                case DefinitionType.Sequence: {
                    // Multiple sequence definitions not allowed
                    if (sequenceDefinition) {
                        throw new Error(`'${name}' refers to more than one definition of type '${SEQUENCE}'`);
                    }
                    sequenceDefinition = nestedDefinition;
                    break;
                }
                case DefinitionType.Null: {
                    // Multiple null definitions not allowed
                    if (nullDefinition) {
                        throw new Error(`'${name}' refers to more than one definition of type '${NULL}'`);
                    }
                    nullDefinition = nestedDefinition;
                    break;
                }
                case DefinitionType.Boolean: {
                    // Multiple boolean definitions not allowed
                    if (booleanDefinition) {
                        throw new Error(`'${name}' refers to more than one definition of type '${BOOLEAN}'`);
                    }
                    booleanDefinition = nestedDefinition;
                    break;
                }
                case DefinitionType.Number: {
                    // Multiple number definitions not allowed
                    if (numberDefinition) {
                        throw new Error(`'${name}' refers to more than one definition of type '${NUMBER}'`);
                    }
                    numberDefinition = nestedDefinition;
                    break;
                }
                case DefinitionType.String: {
                    const stringDefinition = nestedDefinition;
                    // Multiple string definitions
                    if (stringDefinitions.length > 0 && (!stringDefinitions[0].constant || !stringDefinition.constant)) {
                        throw new Error(`'${name}' refers to more than one '${SCALAR}', but some do not set '${CONSTANT}'`);
                    }
                    stringDefinitions.push(stringDefinition);
                    break;
                }
                case DefinitionType.OneOf: {
                    // Multiple allowed-values definitions not allowed
                    if (allowedValuesDefinition) {
                        throw new Error(`'${name}' contains multiple allowed-values definitions`);
                    }
                    allowedValuesDefinition = nestedDefinition;
                    break;
                }
                default:
                    throw new Error(`'${name}' refers to a definition with type '${nestedDefinition.definitionType}'`);
            }
        }
        if (mappingDefinitions.length > 1) {
            if (foundLooseKeyType) {
                throw new Error(`'${name}' refers to two mappings and at least one sets '${LOOSE_KEY_TYPE}'. This is not currently supported.`);
            }
            const seenProperties = {};
            for (const mappingDefinition of mappingDefinitions) {
                for (const propertyName of Object.keys(mappingDefinition.properties)) {
                    const newPropertyDef = mappingDefinition.properties[propertyName];
                    // Already seen
                    const existingPropertyDef = seenProperties[propertyName];
                    if (existingPropertyDef) {
                        // Types match
                        if (existingPropertyDef.type === newPropertyDef.type) {
                            continue;
                        }
                        // Collision
                        throw new Error(`'${name}' contains two mappings with the same property, but each refers to a different type. All matching properties must refer to the same type.`);
                    }
                    // New
                    else {
                        seenProperties[propertyName] = newPropertyDef;
                    }
                }
            }
        }
    }
}
//# sourceMappingURL=one-of-definition.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/sequence-definition.js



class SequenceDefinition extends Definition {
    constructor(key, definition) {
        super(key, definition);
        this.itemType = "";
        if (definition) {
            for (const definitionPair of definition) {
                const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
                switch (definitionKey.value) {
                    case SEQUENCE: {
                        const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${SEQUENCE}`);
                        for (const mappingPair of mapping) {
                            const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${SEQUENCE} key`);
                            switch (mappingKey.value) {
                                case ITEM_TYPE: {
                                    const itemType = mappingPair.value.assertString(`${DEFINITION} ${SEQUENCE} ${ITEM_TYPE}`);
                                    this.itemType = itemType.value;
                                    break;
                                }
                                default:
                                    // throws
                                    mappingKey.assertUnexpectedValue(`${DEFINITION} ${SEQUENCE} key`);
                                    break;
                            }
                        }
                        break;
                    }
                    default:
                        definitionKey.assertUnexpectedValue(`${DEFINITION} key`); // throws
                }
            }
        }
    }
    get definitionType() {
        return DefinitionType.Sequence;
    }
    validate(schema, name) {
        if (!this.itemType) {
            throw new Error(`'${name}' does not defined '${ITEM_TYPE}'`);
        }
        // Lookup item type
        schema.getDefinition(this.itemType);
    }
}
//# sourceMappingURL=sequence-definition.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/string-definition.js




class StringDefinition extends ScalarDefinition {
    constructor(key, definition) {
        super(key, definition);
        this.constant = "";
        this.ignoreCase = false;
        this.requireNonEmpty = false;
        this.isExpression = false;
        if (definition) {
            for (const definitionPair of definition) {
                const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
                switch (definitionKey.value) {
                    case STRING: {
                        const mapping = definitionPair.value.assertMapping(`${DEFINITION} ${STRING}`);
                        for (const mappingPair of mapping) {
                            const mappingKey = mappingPair.key.assertString(`${DEFINITION} ${STRING} key`);
                            switch (mappingKey.value) {
                                case CONSTANT: {
                                    const constantStringToken = mappingPair.value.assertString(`${DEFINITION} ${STRING} ${CONSTANT}`);
                                    this.constant = constantStringToken.value;
                                    break;
                                }
                                case IGNORE_CASE: {
                                    const ignoreCaseBooleanToken = mappingPair.value.assertBoolean(`${DEFINITION} ${STRING} ${IGNORE_CASE}`);
                                    this.ignoreCase = ignoreCaseBooleanToken.value;
                                    break;
                                }
                                case REQUIRE_NON_EMPTY: {
                                    const requireNonEmptyBooleanToken = mappingPair.value.assertBoolean(`${DEFINITION} ${STRING} ${REQUIRE_NON_EMPTY}`);
                                    this.requireNonEmpty = requireNonEmptyBooleanToken.value;
                                    break;
                                }
                                case IS_EXPRESSION: {
                                    const isExpressionToken = mappingPair.value.assertBoolean(`${DEFINITION} ${STRING} ${IS_EXPRESSION}`);
                                    this.isExpression = isExpressionToken.value;
                                    break;
                                }
                                default:
                                    // throws
                                    mappingKey.assertUnexpectedValue(`${DEFINITION} ${STRING} key`);
                                    break;
                            }
                        }
                        break;
                    }
                    default:
                        definitionKey.assertUnexpectedValue(`${DEFINITION} key`); // throws
                }
            }
        }
    }
    get definitionType() {
        return DefinitionType.String;
    }
    isMatch(literal) {
        if (literal.templateTokenType === TokenType.String) {
            const value = literal.value;
            if (this.constant) {
                return this.ignoreCase ? this.constant.toUpperCase() === value.toUpperCase() : this.constant === value;
            }
            else if (this.requireNonEmpty) {
                return !!value;
            }
            else {
                return true;
            }
        }
        return false;
    }
    validate() {
        if (this.constant && this.requireNonEmpty) {
            throw new Error(`Properties '${CONSTANT}' and '${REQUIRE_NON_EMPTY}' cannot both be set`);
        }
    }
}
//# sourceMappingURL=string-definition.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/template-schema.js















/**
 * This models the root schema object and contains definitions
 */
class TemplateSchema {
    constructor(mapping) {
        this.definitions = {};
        this.version = "";
        // Add built-in type: null
        this.definitions[NULL] = new NullDefinition(NULL);
        // Add built-in type: boolean
        this.definitions[BOOLEAN] = new BooleanDefinition(BOOLEAN);
        // Add built-in type: number
        this.definitions[NUMBER] = new NumberDefinition(NUMBER);
        // Add built-in type: string
        this.definitions[STRING] = new StringDefinition(STRING);
        // Add built-in type: sequence
        const sequenceDefinition = new SequenceDefinition(SEQUENCE);
        sequenceDefinition.itemType = ANY;
        this.definitions[sequenceDefinition.key] = sequenceDefinition;
        // Add built-in type: mapping
        const mappingDefinition = new MappingDefinition(MAPPING);
        mappingDefinition.looseKeyType = STRING;
        mappingDefinition.looseValueType = ANY;
        this.definitions[mappingDefinition.key] = mappingDefinition;
        // Add built-in type: any
        const anyDefinition = new OneOfDefinition(ANY);
        anyDefinition.oneOf.push(NULL);
        anyDefinition.oneOf.push(BOOLEAN);
        anyDefinition.oneOf.push(NUMBER);
        anyDefinition.oneOf.push(STRING);
        anyDefinition.oneOf.push(SEQUENCE);
        anyDefinition.oneOf.push(MAPPING);
        this.definitions[anyDefinition.key] = anyDefinition;
        if (mapping) {
            for (const pair of mapping) {
                const key = pair.key.assertString(`${TEMPLATE_SCHEMA} key`);
                switch (key.value) {
                    case VERSION: {
                        this.version = pair.value.assertString(`${TEMPLATE_SCHEMA} ${VERSION}`).value;
                        break;
                    }
                    case DEFINITIONS: {
                        const definitions = pair.value.assertMapping(`${TEMPLATE_SCHEMA} ${DEFINITIONS}`);
                        for (const definitionsPair of definitions) {
                            const definitionsKey = definitionsPair.key.assertString(`${TEMPLATE_SCHEMA} ${DEFINITIONS} key`);
                            const definitionsValue = definitionsPair.value.assertMapping(`${TEMPLATE_SCHEMA} ${DEFINITIONS} value`);
                            let definition;
                            for (const definitionPair of definitionsValue) {
                                const definitionKey = definitionPair.key.assertString(`${DEFINITION} key`);
                                const mappingToken = definitionsPair.value;
                                switch (definitionKey.value) {
                                    case NULL:
                                        definition = new NullDefinition(definitionsKey.value, definitionsValue);
                                        break;
                                    case BOOLEAN:
                                        definition = new BooleanDefinition(definitionsKey.value, definitionsValue);
                                        break;
                                    case NUMBER:
                                        definition = new NumberDefinition(definitionsKey.value, definitionsValue);
                                        break;
                                    case STRING:
                                        definition = new StringDefinition(definitionsKey.value, definitionsValue);
                                        break;
                                    case SEQUENCE:
                                        definition = new SequenceDefinition(definitionsKey.value, definitionsValue);
                                        break;
                                    case MAPPING:
                                        definition = new MappingDefinition(definitionsKey.value, definitionsValue);
                                        break;
                                    case ONE_OF:
                                        definition = new OneOfDefinition(definitionsKey.value, definitionsValue);
                                        break;
                                    case ALLOWED_VALUES:
                                        // Change the allowed-values definition into a one-of definition and its corresponding string definitions
                                        for (const item of mappingToken) {
                                            if (item.value.templateTokenType === TokenType.Sequence) {
                                                // Create a new string definition for each StringToken in the sequence
                                                const sequenceToken = item.value;
                                                for (const activity of sequenceToken) {
                                                    if (activity.templateTokenType === TokenType.String) {
                                                        const stringToken = activity;
                                                        const allowedValuesKey = definitionsKey.value + "-" + stringToken.value;
                                                        const allowedValuesDef = new StringDefinition(allowedValuesKey);
                                                        allowedValuesDef.constant = stringToken.toDisplayString();
                                                        this.definitions[allowedValuesKey] = allowedValuesDef;
                                                    }
                                                }
                                            }
                                        }
                                        definition = new OneOfDefinition(definitionsKey.value, definitionsValue);
                                        break;
                                    case CONTEXT:
                                    case DESCRIPTION:
                                        continue;
                                    default:
                                        // throws
                                        definitionKey.assertUnexpectedValue(`${DEFINITION} mapping key`);
                                        break;
                                }
                                break;
                            }
                            if (!definition) {
                                throw new Error(`Not enough information to construct definition '${definitionsKey.value}'`);
                            }
                            this.definitions[definitionsKey.value] = definition;
                        }
                        break;
                    }
                    default:
                        // throws
                        key.assertUnexpectedValue(`${TEMPLATE_SCHEMA} key`);
                        break;
                }
            }
        }
    }
    /**
     * Looks up a definition by name
     */
    getDefinition(name) {
        const result = this.definitions[name];
        if (result) {
            return result;
        }
        throw new Error(`Schema definition '${name}' not found`);
    }
    /**
     * Expands one-of definitions and returns all scalar definitions
     */
    getScalarDefinitions(definition) {
        const result = [];
        switch (definition.definitionType) {
            case DefinitionType.Null:
            case DefinitionType.Boolean:
            case DefinitionType.Number:
            case DefinitionType.String:
                result.push(definition);
                break;
            case DefinitionType.OneOf: {
                const oneOf = definition;
                // Expand nested one-of definitions
                for (const nestedName of oneOf.oneOf) {
                    const nestedDefinition = this.getDefinition(nestedName);
                    result.push(...this.getScalarDefinitions(nestedDefinition));
                }
                break;
            }
        }
        return result;
    }
    /**
     * Expands one-of definitions and returns all matching definitions by type
     */
    getDefinitionsOfType(definition, type) {
        const result = [];
        if (definition.definitionType === type) {
            result.push(definition);
        }
        else if (definition.definitionType === DefinitionType.OneOf) {
            const oneOf = definition;
            for (const nestedName of oneOf.oneOf) {
                const nestedDefinition = this.getDefinition(nestedName);
                if (nestedDefinition.definitionType === type) {
                    result.push(nestedDefinition);
                }
            }
        }
        return result;
    }
    /**
     * Attempts match the property name to a property defined by any of the specified definitions.
     * If matched, any unmatching definitions are filtered from the definitions array.
     * Returns the type information for the matched property.
     */
    matchPropertyAndFilter(definitions, propertyName) {
        let result;
        // Check for a matching well-known property
        let notFoundInSome = false;
        for (const definition of definitions) {
            const propertyDef = definition.properties[propertyName];
            if (propertyDef) {
                result = propertyDef;
            }
            else {
                notFoundInSome = true;
            }
        }
        // Filter the matched definitions if needed
        if (result && notFoundInSome) {
            for (let i = 0; i < definitions.length;) {
                if (definitions[i].properties[propertyName]) {
                    i++;
                }
                else {
                    definitions.splice(i, 1);
                }
            }
        }
        return result;
    }
    validate() {
        const oneOfDefinitions = {};
        for (const name of Object.keys(this.definitions)) {
            if (!name.match(TemplateSchema._definitionNamePattern)) {
                throw new Error(`Invalid definition name '${name}'`);
            }
            const definition = this.definitions[name];
            // Delay validation for 'one-of' definitions
            if (definition.definitionType === DefinitionType.OneOf) {
                oneOfDefinitions[name] = definition;
            }
            // Otherwise validate now
            else {
                definition.validate(this, name);
            }
        }
        // Validate 'one-of' definitions
        for (const name of Object.keys(oneOfDefinitions)) {
            const oneOf = oneOfDefinitions[name];
            oneOf.validate(this, name);
        }
    }
    /**
     * Loads a user-defined schema file
     */
    static load(objectReader) {
        const context = new TemplateContext(new TemplateValidationErrors(10, 500), TemplateSchema.getInternalSchema(), new NoOperationTraceWriter());
        const template = readTemplate(context, TEMPLATE_SCHEMA, objectReader, undefined);
        context.errors.check();
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion
        const mapping = template.assertMapping(TEMPLATE_SCHEMA);
        const schema = new TemplateSchema(mapping);
        schema.validate();
        return schema;
    }
    /**
     * Gets the internal schema used for reading user-defined schema files
     */
    static getInternalSchema() {
        if (TemplateSchema._internalSchema === undefined) {
            const schema = new TemplateSchema();
            // template-schema
            let mappingDefinition = new MappingDefinition(TEMPLATE_SCHEMA);
            mappingDefinition.properties[VERSION] = new PropertyDefinition(new StringToken(undefined, undefined, NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[DEFINITIONS] = new PropertyDefinition(new StringToken(undefined, undefined, DEFINITIONS, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // definitions
            mappingDefinition = new MappingDefinition(DEFINITIONS);
            mappingDefinition.looseKeyType = NON_EMPTY_STRING;
            mappingDefinition.looseValueType = DEFINITION;
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // definition
            let oneOfDefinition = new OneOfDefinition(DEFINITION);
            oneOfDefinition.oneOf.push(NULL_DEFINITION);
            oneOfDefinition.oneOf.push(BOOLEAN_DEFINITION);
            oneOfDefinition.oneOf.push(NUMBER_DEFINITION);
            oneOfDefinition.oneOf.push(STRING_DEFINITION);
            oneOfDefinition.oneOf.push(SEQUENCE_DEFINITION);
            oneOfDefinition.oneOf.push(MAPPING_DEFINITION);
            oneOfDefinition.oneOf.push(ONE_OF_DEFINITION);
            schema.definitions[oneOfDefinition.key] = oneOfDefinition;
            // null-definition
            mappingDefinition = new MappingDefinition(NULL_DEFINITION);
            mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(undefined, undefined, STRING, undefined));
            mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(undefined, undefined, SEQUENCE_OF_NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[NULL] = new PropertyDefinition(new StringToken(undefined, undefined, NULL_DEFINITION_PROPERTIES, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // null-definition-properties
            mappingDefinition = new MappingDefinition(NULL_DEFINITION_PROPERTIES);
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // boolean-definition
            mappingDefinition = new MappingDefinition(BOOLEAN_DEFINITION);
            mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(undefined, undefined, STRING, undefined));
            mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(undefined, undefined, SEQUENCE_OF_NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[BOOLEAN] = new PropertyDefinition(new StringToken(undefined, undefined, BOOLEAN_DEFINITION_PROPERTIES, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // boolean-definition-properties
            mappingDefinition = new MappingDefinition(BOOLEAN_DEFINITION_PROPERTIES);
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // number-definition
            mappingDefinition = new MappingDefinition(NUMBER_DEFINITION);
            mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(undefined, undefined, STRING, undefined));
            mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(undefined, undefined, SEQUENCE_OF_NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[NUMBER] = new PropertyDefinition(new StringToken(undefined, undefined, NUMBER_DEFINITION_PROPERTIES, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // number-definition-properties
            mappingDefinition = new MappingDefinition(NUMBER_DEFINITION_PROPERTIES);
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // string-definition
            mappingDefinition = new MappingDefinition(STRING_DEFINITION);
            mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(undefined, undefined, STRING, undefined));
            mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(undefined, undefined, SEQUENCE_OF_NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[STRING] = new PropertyDefinition(new StringToken(undefined, undefined, STRING_DEFINITION_PROPERTIES, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // string-definition-properties
            mappingDefinition = new MappingDefinition(STRING_DEFINITION_PROPERTIES);
            mappingDefinition.properties[CONSTANT] = new PropertyDefinition(new StringToken(undefined, undefined, NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[IGNORE_CASE] = new PropertyDefinition(new StringToken(undefined, undefined, BOOLEAN, undefined));
            mappingDefinition.properties[REQUIRE_NON_EMPTY] = new PropertyDefinition(new StringToken(undefined, undefined, BOOLEAN, undefined));
            mappingDefinition.properties[IS_EXPRESSION] = new PropertyDefinition(new StringToken(undefined, undefined, BOOLEAN, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // sequence-definition
            mappingDefinition = new MappingDefinition(SEQUENCE_DEFINITION);
            mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(undefined, undefined, STRING, undefined));
            mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(undefined, undefined, SEQUENCE_OF_NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[SEQUENCE] = new PropertyDefinition(new StringToken(undefined, undefined, SEQUENCE_DEFINITION_PROPERTIES, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // sequence-definition-properties
            mappingDefinition = new MappingDefinition(SEQUENCE_DEFINITION_PROPERTIES);
            mappingDefinition.properties[ITEM_TYPE] = new PropertyDefinition(new StringToken(undefined, undefined, NON_EMPTY_STRING, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // mapping-definition
            mappingDefinition = new MappingDefinition(MAPPING_DEFINITION);
            mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(undefined, undefined, STRING, undefined));
            mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(undefined, undefined, SEQUENCE_OF_NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[MAPPING] = new PropertyDefinition(new StringToken(undefined, undefined, MAPPING_DEFINITION_PROPERTIES, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // mapping-definition-properties
            mappingDefinition = new MappingDefinition(MAPPING_DEFINITION_PROPERTIES);
            mappingDefinition.properties[PROPERTIES] = new PropertyDefinition(new StringToken(undefined, undefined, PROPERTIES, undefined));
            mappingDefinition.properties[LOOSE_KEY_TYPE] = new PropertyDefinition(new StringToken(undefined, undefined, NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[LOOSE_VALUE_TYPE] = new PropertyDefinition(new StringToken(undefined, undefined, NON_EMPTY_STRING, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // properties
            mappingDefinition = new MappingDefinition(PROPERTIES);
            mappingDefinition.looseKeyType = NON_EMPTY_STRING;
            mappingDefinition.looseValueType = PROPERTY_VALUE;
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // property-value
            oneOfDefinition = new OneOfDefinition(PROPERTY_VALUE);
            oneOfDefinition.oneOf.push(NON_EMPTY_STRING);
            oneOfDefinition.oneOf.push(MAPPING_PROPERTY_VALUE);
            schema.definitions[oneOfDefinition.key] = oneOfDefinition;
            // mapping-property-value
            mappingDefinition = new MappingDefinition(MAPPING_PROPERTY_VALUE);
            mappingDefinition.properties[TYPE] = new PropertyDefinition(new StringToken(undefined, undefined, NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[REQUIRED] = new PropertyDefinition(new StringToken(undefined, undefined, BOOLEAN, undefined));
            mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(undefined, undefined, STRING, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // one-of-definition
            mappingDefinition = new MappingDefinition(ONE_OF_DEFINITION);
            mappingDefinition.properties[DESCRIPTION] = new PropertyDefinition(new StringToken(undefined, undefined, STRING, undefined));
            mappingDefinition.properties[CONTEXT] = new PropertyDefinition(new StringToken(undefined, undefined, SEQUENCE_OF_NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[ONE_OF] = new PropertyDefinition(new StringToken(undefined, undefined, SEQUENCE_OF_NON_EMPTY_STRING, undefined));
            mappingDefinition.properties[ALLOWED_VALUES] = new PropertyDefinition(new StringToken(undefined, undefined, SEQUENCE_OF_NON_EMPTY_STRING, undefined));
            schema.definitions[mappingDefinition.key] = mappingDefinition;
            // non-empty-string
            const stringDefinition = new StringDefinition(NON_EMPTY_STRING);
            stringDefinition.requireNonEmpty = true;
            schema.definitions[stringDefinition.key] = stringDefinition;
            // sequence-of-non-empty-string
            const sequenceDefinition = new SequenceDefinition(SEQUENCE_OF_NON_EMPTY_STRING);
            sequenceDefinition.itemType = NON_EMPTY_STRING;
            schema.definitions[sequenceDefinition.key] = sequenceDefinition;
            schema.validate();
            TemplateSchema._internalSchema = schema;
        }
        return TemplateSchema._internalSchema;
    }
}
TemplateSchema._definitionNamePattern = /^[a-zA-Z_][a-zA-Z0-9_-]*$/;
//# sourceMappingURL=template-schema.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/index.js

//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/workflow-v1.0.min.json
const workflow_v1_0_min_namespaceObject = /*#__PURE__*/JSON.parse('{"version":"workflow-v1.0","definitions":{"workflow-root":{"description":"A workflow file.","mapping":{"properties":{"on":"on","name":"workflow-name","description":"workflow-description","run-name":"run-name","defaults":"workflow-defaults","env":"workflow-env","permissions":"permissions","concurrency":"workflow-concurrency","jobs":{"type":"jobs","required":true}}}},"workflow-root-strict":{"description":"Workflow file with strict validation","mapping":{"properties":{"on":{"type":"on-strict","required":true},"name":"workflow-name","description":"workflow-description","run-name":"run-name","defaults":"workflow-defaults","env":"workflow-env","permissions":"permissions","concurrency":"workflow-concurrency","jobs":{"type":"jobs","required":true}}}},"workflow-name":{"description":"The name of the workflow that GitHub displays on your repository\'s \'Actions\' tab.\\n\\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#name)","string":{}},"workflow-description":{"description":"A description for your workflow or reusable workflow","string":{}},"run-name":{"context":["github","inputs","vars"],"string":{},"description":"The name for workflow runs generated from the workflow. GitHub displays the workflow run name in the list of workflow runs on your repository\'s \'Actions\' tab.\\n\\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#run-name)"},"on":{"description":"The GitHub event that triggers the workflow. Events can be a single string, array of events, array of event types, or an event configuration map that schedules a workflow or restricts the execution of a workflow to specific files, tags, or branch changes. View a full list of [events that trigger workflows](https://docs.github.com/actions/using-workflows/events-that-trigger-workflows).\\n\\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)","one-of":["string","sequence","on-mapping"]},"on-mapping":{"mapping":{"properties":{"workflow_call":"workflow-call"},"loose-key-type":"non-empty-string","loose-value-type":"any"}},"on-strict":{"description":"The GitHub event that triggers the workflow.  Events can be a single string, array of events, array of event types, or an event configuration map that schedules a workflow or restricts the execution of a workflow to specific files, tags, or branch changes. View a full list of [events that trigger workflows](https://docs.github.com/actions/using-workflows/events-that-trigger-workflows).\\n\\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)","one-of":["on-string-strict","on-sequence-strict","on-mapping-strict"]},"on-mapping-strict":{"description":"The GitHub event that triggers the workflow.  Events can be a single string, array of events, array of event types, or an event configuration map that schedules a workflow or restricts the execution of a workflow to specific files, tags, or branch changes. View a full list of [events that trigger workflows](https://docs.github.com/actions/using-workflows/events-that-trigger-workflows).\\n\\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#on)","mapping":{"properties":{"branch_protection_rule":"branch-protection-rule","check_run":"check-run","check_suite":"check-suite","create":"create","delete":"delete","deployment":"deployment","deployment_status":"deployment-status","discussion":"discussion","discussion_comment":"discussion-comment","fork":"fork","gollum":"gollum","image_version":"image-version","issue_comment":"issue-comment","issues":"issues","label":"label","merge_group":"merge-group","milestone":"milestone","page_build":"page-build","project":"project","project_card":"project-card","project_column":"project-column","public":"public","pull_request":"pull-request","pull_request_comment":"pull-request-comment","pull_request_review":"pull-request-review","pull_request_review_comment":"pull-request-review-comment","pull_request_target":"pull-request-target","push":"push","registry_package":"registry-package","release":"release","repository_dispatch":"repository-dispatch","schedule":"schedule","status":"status","watch":"watch","workflow_call":"workflow-call","workflow_dispatch":"workflow-dispatch","workflow_run":"workflow-run"}}},"on-string-strict":{"one-of":["branch-protection-rule-string","check-run-string","check-suite-string","create-string","delete-string","deployment-string","deployment-status-string","discussion-string","discussion-comment-string","fork-string","gollum-string","image-version-string","issue-comment-string","issues-string","label-string","merge-group-string","milestone-string","page-build-string","project-string","project-card-string","project-column-string","public-string","pull-request-string","pull-request-comment-string","pull-request-review-string","pull-request-review-comment-string","pull-request-target-string","push-string","registry-package-string","release-string","repository-dispatch-string","schedule-string","status-string","watch-string","workflow-call-string","workflow-dispatch-string","workflow-run-string"]},"on-sequence-strict":{"sequence":{"item-type":"on-string-strict"}},"branch-protection-rule-string":{"description":"Runs your workflow when branch protection rules in the workflow repository are changed.","string":{"constant":"branch_protection_rule"}},"branch-protection-rule":{"description":"Runs your workflow when branch protection rules in the workflow repository are changed.","one-of":["null","branch-protection-rule-mapping"]},"branch-protection-rule-mapping":{"mapping":{"properties":{"types":"branch-protection-rule-activity"}}},"branch-protection-rule-activity":{"description":"The types of branch protection rule activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.","one-of":["branch-protection-rule-activity-type","branch-protection-rule-activity-types"]},"branch-protection-rule-activity-types":{"sequence":{"item-type":"branch-protection-rule-activity-type"}},"branch-protection-rule-activity-type":{"allowed-values":["created","edited","deleted"]},"check-run-string":{"description":"Runs your workflow when activity related to a check run occurs. A check run is an individual test that is part of a check suite.","string":{"constant":"check_run"}},"check-run":{"description":"Runs your workflow when activity related to a check run occurs. A check run is an individual test that is part of a check suite.","one-of":["null","check-run-mapping"]},"check-run-mapping":{"mapping":{"properties":{"types":"check-run-activity"}}},"check-run-activity":{"description":"The types of check run activity that trigger the workflow. Supported activity types: `created`, `rerequested`, `completed`, `requested_action`.","one-of":["check-run-activity-type","check-run-activity-types"]},"check-run-activity-types":{"sequence":{"item-type":"check-run-activity-type"}},"check-run-activity-type":{"allowed-values":["completed","created","rerequested","requested_action"]},"check-suite-string":{"description":"Runs your workflow when check suite activity occurs. A check suite is a collection of the check runs created for a specific commit. Check suites summarize the status and conclusion of the check runs that are in the suite.","string":{"constant":"check_suite"}},"check-suite":{"description":"Runs your workflow when check suite activity occurs. A check suite is a collection of the check runs created for a specific commit. Check suites summarize the status and conclusion of the check runs that are in the suite.","one-of":["null","check-suite-mapping"]},"check-suite-mapping":{"mapping":{"properties":{"types":"check-suite-activity"}}},"check-suite-activity":{"description":"The types of check suite activity that trigger the workflow. Supported activity types: `completed`.","one-of":["check-suite-activity-type","check-suite-activity-types"]},"check-suite-activity-types":{"sequence":{"item-type":"check-suite-activity-type"}},"check-suite-activity-type":{"allowed-values":["completed"]},"create-string":{"description":"Runs your workflow when someone creates a Git reference (Git branch or tag) in the workflow\'s repository.","string":{"constant":"create"}},"create":{"description":"Runs your workflow when someone creates a Git reference (Git branch or tag) in the workflow\'s repository.","null":{}},"delete-string":{"description":"Runs your workflow when someone deletes a Git reference (Git branch or tag) in the workflow\'s repository.","string":{"constant":"delete"}},"delete":{"description":"Runs your workflow when someone deletes a Git reference (Git branch or tag) in the workflow\'s repository.","null":{}},"deployment-string":{"description":"Runs your workflow when someone creates a deployment in the workflow\'s repository. Deployments created with a commit SHA may not have a Git ref.","string":{"constant":"deployment"}},"deployment":{"description":"Runs your workflow when someone creates a deployment in the workflow\'s repository. Deployments created with a commit SHA may not have a Git ref.","null":{}},"deployment-status-string":{"description":"Runs your workflow when a third party provides a deployment status. Deployments created with a commit SHA may not have a Git ref.","string":{"constant":"deployment_status"}},"deployment-status":{"description":"Runs your workflow when a third party provides a deployment status. Deployments created with a commit SHA may not have a Git ref.","null":{}},"discussion-string":{"description":"Runs your workflow when a discussion in the workflow\'s repository is created or modified. For activity related to comments on a discussion, use the `discussion_comment` event.","string":{"constant":"discussion"}},"discussion":{"description":"Runs your workflow when a discussion in the workflow\'s repository is created or modified. For activity related to comments on a discussion, use the `discussion_comment` event.","one-of":["null","discussion-mapping"]},"discussion-mapping":{"mapping":{"properties":{"types":"discussion-activity"}}},"discussion-activity":{"description":"The types of discussion activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`, `transferred`, `pinned`, `unpinned`, `labeled`, `unlabeled`, `locked`, `unlocked`, `category_changed`, `answered`, `unanswered`.","one-of":["discussion-activity-type","discussion-activity-types"]},"discussion-activity-types":{"sequence":{"item-type":"discussion-activity-type"}},"discussion-activity-type":{"allowed-values":["created","edited","deleted","transferred","pinned","unpinned","labeled","unlabeled","locked","unlocked","category_changed","answered","unanswered"]},"discussion-comment-string":{"description":"Runs your workflow when a comment on a discussion in the workflow\'s repository is created or modified. For activity related to a discussion as opposed to comments on the discussion, use the `discussion` event.","string":{"constant":"discussion_comment"}},"discussion-comment":{"description":"Runs your workflow when a comment on a discussion in the workflow\'s repository is created or modified. For activity related to a discussion as opposed to comments on the discussion, use the `discussion` event.","one-of":["null","discussion-comment-mapping"]},"discussion-comment-mapping":{"mapping":{"properties":{"types":"discussion-comment-activity"}}},"discussion-comment-activity":{"description":"The types of discussion comment activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.","one-of":["discussion-comment-activity-type","discussion-comment-activity-types"]},"discussion-comment-activity-types":{"sequence":{"item-type":"discussion-comment-activity-type"}},"discussion-comment-activity-type":{"allowed-values":["created","edited","deleted"]},"fork-string":{"description":"Runs your workflow when someone forks a repository.","string":{"constant":"fork"}},"fork":{"description":"Runs your workflow when someone forks a repository.","null":{}},"gollum-string":{"description":"Runs your workflow when someone creates or updates a Wiki page.","string":{"constant":"gollum"}},"gollum":{"description":"Runs your workflow when someone creates or updates a Wiki page.","null":{}},"image-version-string":{"description":"Runs your workflow when an image version is created or changes state.","string":{"constant":"image_version"}},"image-version":{"description":"Runs your workflow when an image version is created or changes state.","one-of":["null","image-version-mapping"]},"image-version-mapping":{"mapping":{"properties":{"types":"image-version-activity","names":"event-names","versions":"event-versions"}}},"image-version-activity":{"description":"The types of image version activity that trigger the workflow. Supported activity types: `created`, `ready`, `deleted`.","one-of":["image-version-activity-type","image-version-activity-types"]},"image-version-activity-types":{"sequence":{"item-type":"image-version-activity-type"}},"image-version-activity-type":{"allowed-values":["created","ready","deleted"]},"issue-comment-string":{"description":"Runs your workflow when an issue or pull request comment is created, edited, or deleted.","string":{"constant":"issue_comment"}},"issue-comment":{"description":"Runs your workflow when an issue or pull request comment is created, edited, or deleted.","one-of":["null","issue-comment-mapping"]},"issue-comment-mapping":{"mapping":{"properties":{"types":"issue-comment-activity"}}},"issue-comment-activity":{"description":"The types of issue comment activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.","one-of":["issue-comment-activity-type","issue-comment-activity-types"]},"issue-comment-activity-types":{"sequence":{"item-type":"issue-comment-activity-type"}},"issue-comment-activity-type":{"allowed-values":["created","edited","deleted"]},"issues-string":{"description":"Runs your workflow when an issue in the workflow\'s repository is created or modified. For activity related to comments in an issue, use the `issue_comment` event.","string":{"constant":"issues"}},"issues":{"description":"Runs your workflow when an issue in the workflow\'s repository is created or modified. For activity related to comments in an issue, use the `issue_comment` event.","one-of":["null","issues-mapping"]},"issues-mapping":{"mapping":{"properties":{"types":"issues-activity"}}},"issues-activity":{"description":"The types of issue activity that trigger the workflow. Supported activity types: `opened`, `edited`, `deleted`, `transferred`, `pinned`, `unpinned`, `closed`, `reopened`, `assigned`, `unassigned`, `labeled`, `unlabeled`, `locked`, `unlocked`, `milestoned`, `demilestoned`, `field_added`, `field_removed`, `typed`, `untyped`.","one-of":["issues-activity-type","issues-activity-types"]},"issues-activity-types":{"sequence":{"item-type":"issues-activity-type"}},"issues-activity-type":{"allowed-values":["opened","edited","deleted","transferred","pinned","unpinned","closed","reopened","assigned","unassigned","labeled","unlabeled","locked","unlocked","milestoned","demilestoned","field_added","field_removed","typed","untyped"]},"label-string":{"description":"Runs your workflow when a label in your workflow\'s repository is created or modified.","string":{"constant":"label"}},"label":{"description":"Runs your workflow when a label in your workflow\'s repository is created or modified.","one-of":["null","label-mapping"]},"label-mapping":{"mapping":{"properties":{"types":"label-activity"}}},"label-activity":{"description":"The types of label activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.","one-of":["label-activity-type","label-activity-types"]},"label-activity-types":{"sequence":{"item-type":"label-activity-type"}},"label-activity-type":{"allowed-values":["created","edited","deleted"]},"merge-group-string":{"description":"Runs your workflow when a pull request is added to a merge queue, which adds the pull request to a merge group.","string":{"constant":"merge_group"}},"merge-group":{"description":"Runs your workflow when a pull request is added to a merge queue, which adds the pull request to a merge group.","one-of":["null","merge-group-mapping"]},"merge-group-mapping":{"mapping":{"properties":{"types":"merge-group-activity","branches":"event-branches","branches-ignore":"event-branches-ignore"}}},"merge-group-activity":{"description":"The types of merge group activity that trigger the workflow. Supported activity types: `checks_requested`.","one-of":["merge-group-activity-type","merge-group-activity-types"]},"merge-group-activity-types":{"sequence":{"item-type":"merge-group-activity-type"}},"merge-group-activity-type":{"allowed-values":["checks_requested"]},"milestone-string":{"description":"Runs your workflow when a milestone in the workflow\'s repository is created or modified.","string":{"constant":"milestone"}},"milestone":{"description":"Runs your workflow when a milestone in the workflow\'s repository is created or modified.","one-of":["null","milestone-mapping"]},"milestone-mapping":{"mapping":{"properties":{"types":"milestone-activity"}}},"milestone-activity":{"description":"The types of milestone activity that trigger the workflow. Supported activity types: `created`, `closed`, `opened`, `edited`, `deleted`.","one-of":["milestone-activity-type","milestone-activity-types"]},"milestone-activity-types":{"sequence":{"item-type":"milestone-activity-type"}},"milestone-activity-type":{"allowed-values":["created","closed","opened","edited","deleted"]},"page-build-string":{"description":"Runs your workflow when someone pushes to a branch that is the publishing source for GitHub Pages, if GitHub Pages is enabled for the repository.","string":{"constant":"page_build"}},"page-build":{"description":"Runs your workflow when someone pushes to a branch that is the publishing source for GitHub Pages, if GitHub Pages is enabled for the repository.","null":{}},"project-string":{"description":"Runs your workflow when a project board is created or modified. For activity related to cards or columns in a project board, use the `project_card` or `project_column` events instead.","string":{"constant":"project"}},"project":{"description":"Runs your workflow when a project board is created or modified. For activity related to cards or columns in a project board, use the `project_card` or `project_column` events instead.","one-of":["null","project-mapping"]},"project-mapping":{"mapping":{"properties":{"types":"project-activity"}}},"project-activity":{"description":"The types of project activity that trigger the workflow. Supported activity types: `created`, `closed`, `reopened`, `edited`, `deleted`.","one-of":["project-activity-type","project-activity-types"]},"project-activity-types":{"sequence":{"item-type":"project-activity-type"}},"project-activity-type":{"allowed-values":["created","closed","reopened","edited","deleted"]},"project-card-string":{"description":"Runs your workflow when a card on a project board is created or modified. For activity related to project boards or columns in a project board, use the `project` or `project_column` event instead.","string":{"constant":"project_card"}},"project-card":{"description":"Runs your workflow when a card on a project board is created or modified. For activity related to project boards or columns in a project board, use the `project` or `project_column` event instead.","one-of":["null","project-card-mapping"]},"project-card-mapping":{"mapping":{"properties":{"types":"project-card-activity"}}},"project-card-activity":{"description":"The types of project card activity that trigger the workflow. Supported activity types: `created`, `moved`, `converted`, `edited`, `deleted`.","one-of":["project-card-activity-type","project-card-activity-types"]},"project-card-activity-types":{"sequence":{"item-type":"project-card-activity-type"}},"project-card-activity-type":{"allowed-values":["created","moved","converted","edited","deleted"]},"project-column-string":{"description":"Runs your workflow when a column on a project board is created or modified. For activity related to project boards or cards in a project board, use the `project` or `project_card` event instead.","string":{"constant":"project_column"}},"project-column":{"description":"Runs your workflow when a column on a project board is created or modified. For activity related to project boards or cards in a project board, use the `project` or `project_card` event instead.","one-of":["null","project-column-mapping"]},"project-column-mapping":{"mapping":{"properties":{"types":"project-column-activity"}}},"project-column-activity":{"description":"The types of project column activity that trigger the workflow. Supported activity types: `created`, `updated`, `moved`, `deleted`.","one-of":["project-column-activity-type","project-column-activity-types"]},"project-column-activity-types":{"sequence":{"item-type":"project-column-activity-type"}},"project-column-activity-type":{"allowed-values":["created","updated","moved","deleted"]},"public-string":{"description":"Runs your workflow when your workflow\'s repository changes from private to public.","string":{"constant":"public"}},"public":{"description":"Runs your workflow when your workflow\'s repository changes from private to public.","null":{}},"pull-request-string":{"description":"Runs your workflow when activity on a pull request in the workflow\'s repository occurs. If no activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head branch of the pull request is updated.","string":{"constant":"pull_request"}},"pull-request":{"description":"Runs your workflow when activity on a pull request in the workflow\'s repository occurs. If no activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head branch of the pull request is updated.","one-of":["null","pull-request-mapping"]},"pull-request-mapping":{"mapping":{"properties":{"types":"pull-request-activity","branches":"event-branches","branches-ignore":"event-branches-ignore","paths":"event-paths","paths-ignore":"event-paths-ignore"}}},"pull-request-activity":{"description":"The types of pull request activity that trigger the workflow. Supported activity types: `assigned`, `unassigned`, `labeled`, `unlabeled`, `opened`, `edited`, `closed`, `reopened`, `synchronize`, `converted_to_draft`, `locked`, `unlocked`, `enqueued`, `dequeued`, `milestoned`, `demilestoned`, `ready_for_review`, `review_requested`, `review_request_removed`, `auto_merge_enabled`, `auto_merge_disabled`, `stacked`.","one-of":["pull-request-activity-type","pull-request-activity-types"]},"pull-request-activity-types":{"sequence":{"item-type":"pull-request-activity-type"}},"pull-request-activity-type":{"allowed-values":["assigned","unassigned","labeled","unlabeled","opened","edited","closed","reopened","synchronize","converted_to_draft","locked","unlocked","enqueued","dequeued","milestoned","demilestoned","ready_for_review","review_requested","review_request_removed","auto_merge_enabled","auto_merge_disabled","stacked"]},"pull-request-comment-string":{"description":"Please use the `issue_comment` event instead.","string":{"constant":"pull_request_comment"}},"pull-request-comment":{"description":"Please use the `issue_comment` event instead.","one-of":["null","issue-comment-mapping"]},"pull-request-review-string":{"description":"Runs your workflow when a pull request review is submitted, edited, or dismissed. A pull request review is a group of pull request review comments in addition to a body comment and a state. For activity related to pull request review comments or pull request comments, use the `pull_request_review_comment` or `issue_comment` events instead.","string":{"constant":"pull_request_review"}},"pull-request-review":{"description":"Runs your workflow when a pull request review is submitted, edited, or dismissed. A pull request review is a group of pull request review comments in addition to a body comment and a state. For activity related to pull request review comments or pull request comments, use the `pull_request_review_comment` or `issue_comment` events instead.","one-of":["null","pull-request-review-mapping"]},"pull-request-review-mapping":{"mapping":{"properties":{"types":"pull-request-review-activity"}}},"pull-request-review-activity":{"description":"The types of pull request review activity that trigger the workflow. Supported activity types: `submitted`, `edited`, `dismissed`.","one-of":["pull-request-review-activity-type","pull-request-review-activity-types"]},"pull-request-review-activity-types":{"sequence":{"item-type":"pull-request-review-activity-type"}},"pull-request-review-activity-type":{"allowed-values":["submitted","edited","dismissed"]},"pull-request-review-comment-string":{"description":"","string":{"constant":"pull_request_review_comment"}},"pull-request-review-comment":{"description":"","one-of":["null","pull-request-review-comment-mapping"]},"pull-request-review-comment-mapping":{"mapping":{"properties":{"types":"pull-request-review-comment-activity"}}},"pull-request-review-comment-activity":{"description":"The types of pull request review comment activity that trigger the workflow. Supported activity types: `created`, `edited`, `deleted`.","one-of":["pull-request-review-comment-activity-type","pull-request-review-comment-activity-types"]},"pull-request-review-comment-activity-types":{"sequence":{"item-type":"pull-request-review-comment-activity-type"}},"pull-request-review-comment-activity-type":{"allowed-values":["created","edited","deleted"]},"pull-request-target-string":{"description":"Runs your workflow when activity on a pull request in the workflow\'s repository occurs. If no activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head branch of the pull request is updated.\\n\\nThis event runs in the context of the base of the pull request, rather than in the context of the merge commit, as the `pull_request` event does. This prevents execution of unsafe code from the head of the pull request that could alter your repository or steal any secrets you use in your workflow. This event allows your workflow to do things like label or comment on pull requests from forks. Avoid using this event if you need to build or run code from the pull request.","string":{"constant":"pull_request_target"}},"pull-request-target":{"description":"Runs your workflow when activity on a pull request in the workflow\'s repository occurs. If no activity types are specified, the workflow runs when a pull request is opened, reopened, or when the head branch of the pull request is updated.\\n\\nThis event runs in the context of the base of the pull request, rather than in the context of the merge commit, as the `pull_request` event does. This prevents execution of unsafe code from the head of the pull request that could alter your repository or steal any secrets you use in your workflow. This event allows your workflow to do things like label or comment on pull requests from forks. Avoid using this event if you need to build or run code from the pull request.","one-of":["null","pull-request-target-mapping"]},"pull-request-target-mapping":{"mapping":{"properties":{"types":"pull-request-target-activity","branches":"event-branches","branches-ignore":"event-branches-ignore","paths":"event-paths","paths-ignore":"event-paths-ignore"}}},"pull-request-target-activity":{"description":"The types of pull request activity that trigger the workflow. Supported activity types: `assigned`, `unassigned`, `labeled`, `unlabeled`, `opened`, `edited`, `closed`, `reopened`, `synchronize`, `converted_to_draft`, `locked`, `unlocked`, `enqueued`, `dequeued`, `milestoned`, `demilestoned`, `ready_for_review`, `review_requested`, `review_request_removed`, `auto_merge_enabled`, `auto_merge_disabled`, `stacked`.","one-of":["pull-request-target-activity-type","pull-request-target-activity-types"]},"pull-request-target-activity-types":{"sequence":{"item-type":"pull-request-target-activity-type"}},"pull-request-target-activity-type":{"allowed-values":["assigned","unassigned","labeled","unlabeled","opened","edited","closed","reopened","synchronize","converted_to_draft","locked","unlocked","enqueued","dequeued","milestoned","demilestoned","ready_for_review","review_requested","review_request_removed","auto_merge_enabled","auto_merge_disabled","stacked"]},"push-string":{"description":"Runs your workflow when you push a commit or tag.","string":{"constant":"push"}},"push":{"description":"Runs your workflow when you push a commit or tag.","one-of":["null","push-mapping"]},"push-mapping":{"mapping":{"properties":{"branches":"event-branches","branches-ignore":"event-branches-ignore","tags":"event-tags","tags-ignore":"event-tags-ignore","paths":"event-paths","paths-ignore":"event-paths-ignore"}}},"registry-package-string":{"description":"Runs your workflow when activity related to GitHub Packages occurs in your repository.","string":{"constant":"registry_package"}},"registry-package":{"description":"Runs your workflow when activity related to GitHub Packages occurs in your repository.","one-of":["null","registry-package-mapping"]},"registry-package-mapping":{"mapping":{"properties":{"types":"registry-package-activity"}}},"registry-package-activity":{"description":"The types of registry package activity that trigger the workflow. Supported activity types: `published`, `updated`.","one-of":["registry-package-activity-type","registry-package-activity-types"]},"registry-package-activity-types":{"sequence":{"item-type":"registry-package-activity-type"}},"registry-package-activity-type":{"allowed-values":["published","updated"]},"release-string":{"description":"Runs your workflow when release activity in your repository occurs.","string":{"constant":"release"}},"release":{"description":"Runs your workflow when release activity in your repository occurs.","one-of":["null","release-mapping"]},"release-mapping":{"mapping":{"properties":{"types":"release-activity"}}},"release-activity":{"description":"The types of release activity that trigger the workflow. Supported activity types: `published`, `unpublished`, `created`, `edited`, `deleted`, `prereleased`, `released`.","one-of":["release-activity-type","release-activity-types"]},"release-activity-types":{"sequence":{"item-type":"release-activity-type"}},"release-activity-type":{"allowed-values":["published","unpublished","created","edited","deleted","prereleased","released"]},"schedule-string":{"description":"The `schedule` event allows you to trigger a workflow at a scheduled time.\\n\\nYou can schedule a workflow to run at specific UTC times using POSIX cron syntax. Scheduled workflows run on the latest commit on the default or base branch. The shortest interval you can run scheduled workflows is once every 5 minutes. GitHub Actions does not support the non-standard syntax `@yearly`, `@monthly`, `@weekly`, `@daily`, `@hourly`, and `@reboot`.","string":{"constant":"schedule"}},"schedule":{"description":"The `schedule` event allows you to trigger a workflow at a scheduled time.\\n\\nYou can schedule a workflow to run at specific UTC times using POSIX cron syntax. Scheduled workflows run on the latest commit on the default or base branch. The shortest interval you can run scheduled workflows is once every 5 minutes. GitHub Actions does not support the non-standard syntax `@yearly`, `@monthly`, `@weekly`, `@daily`, `@hourly`, and `@reboot`.","sequence":{"item-type":"cron-mapping"}},"status-string":{"description":"Runs your workflow when the status of a Git commit changes. For example, commits can be marked as `error`, `failure`, `pending`, or `success`. If you want to provide more details about the status change, you may want to use the `check_run` event.","string":{"constant":"status"}},"status":{"description":"Runs your workflow when the status of a Git commit changes. For example, commits can be marked as `error`, `failure`, `pending`, or `success`. If you want to provide more details about the status change, you may want to use the `check_run` event.","null":{}},"watch-string":{"description":"Runs your workflow when the workflow\'s repository is starred.","string":{"constant":"watch"}},"watch":{"description":"Runs your workflow when the workflow\'s repository is starred.","one-of":["null","watch-mapping"]},"watch-mapping":{"mapping":{"properties":{"types":"watch-activity"}}},"watch-activity":{"description":"The types of watch activity that trigger the workflow. Supported activity types: `started`.","one-of":["watch-activity-type","watch-activity-types"]},"watch-activity-types":{"sequence":{"item-type":"watch-activity-type"}},"watch-activity-type":{"allowed-values":["started"]},"workflow-run-string":{"description":"This event occurs when a workflow run is requested or completed. It allows you to execute a workflow based on execution or completion of another workflow. The workflow started by the `workflow_run` event is able to access secrets and write tokens, even if the previous workflow was not. This is useful in cases where the previous workflow is intentionally not privileged, but you need to take a privileged action in a later workflow.","string":{"constant":"workflow_run"}},"workflow-run":{"description":"This event occurs when a workflow run is requested or completed. It allows you to execute a workflow based on execution or completion of another workflow. The workflow started by the `workflow_run` event is able to access secrets and write tokens, even if the previous workflow was not. This is useful in cases where the previous workflow is intentionally not privileged, but you need to take a privileged action in a later workflow.","one-of":["null","workflow-run-mapping"]},"workflow-run-mapping":{"mapping":{"properties":{"types":"workflow-run-activity","workflows":"workflow-run-workflows","branches":"event-branches","branches-ignore":"event-branches-ignore"}}},"workflow-run-workflows":{"description":"The name of the workflow that triggers the `workflow_run` event. The workflow must be in the same repository as the workflow that uses the `workflow_run` event.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"workflow-run-activity":{"description":"The types of workflow run activity that trigger the workflow. Supported activity types: `completed`, `requested`, `in_progress`.","one-of":["workflow-run-activity-type","workflow-run-activity-types"]},"workflow-run-activity-types":{"sequence":{"item-type":"workflow-run-activity-type"}},"workflow-run-activity-type":{"allowed-values":["requested","completed","in_progress"]},"event-branches":{"description":"Use the `branches` filter when you want to include branch name patterns or when you want to both include and exclude branch name patterns. You cannot use both the `branches` and `branches-ignore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-branches-ignore":{"description":"Use the `branches-ignore` filter when you only want to exclude branch name patterns. You cannot use both the `branches` and `branches-ignore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-names":{"description":"Use the `names` filter when you want to include names via patterns or when you want to both include and exclude names using patterns. ","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-tags":{"description":"Use the `tags` filter when you want to include tag name patterns or when you want to both include and exclude tag names patterns. You cannot use both the `tags` and `tags-ignore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-tags-ignore":{"description":"Use the `tags-ignore` filter when you only want to exclude tag name patterns. You cannot use both the `tags` and `tags-ignore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-paths":{"description":"Use the `paths` filter when you want to include file path patterns or when you want to both include and exclude file path patterns. You cannot use both the `paths` and `paths-ignore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-paths-ignore":{"description":"Use the `paths-ignore` filter when you only want to exclude file path patterns. You cannot use both the `paths` and `paths-ignore` filters for the same event in a workflow.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"event-versions":{"description":"Use the `versions` filter when you want to include versions via patterns or when you want to both include and exclude versions using patterns. ","one-of":["non-empty-string","sequence-of-non-empty-string"]},"repository-dispatch-string":{"description":"You can use the GitHub API to trigger a webhook event called `repository_dispatch` when you want to trigger a workflow for activity that happens outside of GitHub.","string":{"constant":"branch_protection_rule"}},"repository-dispatch":{"description":"You can use the GitHub API to trigger a webhook event called `repository_dispatch` when you want to trigger a workflow for activity that happens outside of GitHub.","one-of":["null","repository-dispatch-mapping"]},"repository-dispatch-mapping":{"mapping":{"properties":{"types":"sequence-of-non-empty-string"}}},"workflow-call-string":{"description":"The `workflow_call` event is used to indicate that a workflow can be called by another workflow. When a workflow is triggered with the `workflow_call` event, the event payload in the called workflow is the same event payload from the calling workflow.","string":{"constant":"workflow_call"}},"workflow-call":{"description":"The `workflow_call` event is used to indicate that a workflow can be called by another workflow. When a workflow is triggered with the `workflow_call` event, the event payload in the called workflow is the same event payload from the calling workflow.","one-of":["null","workflow-call-mapping"]},"workflow-call-mapping":{"mapping":{"properties":{"inputs":"workflow-call-inputs","secrets":"workflow-call-secrets","outputs":"workflow-call-outputs"}}},"workflow-call-inputs":{"description":"Inputs that are passed to the called workflow from the caller workflow.","mapping":{"loose-key-type":"non-empty-string","loose-value-type":"workflow-call-input-definition"}},"workflow-call-input-definition":{"mapping":{"properties":{"description":{"type":"string","description":"A string description of the input parameter."},"type":{"type":"workflow-call-input-type","required":true},"required":{"type":"boolean","description":"A boolean to indicate whether the action requires the input parameter. Set to `true` when the parameter is required."},"default":"workflow-call-input-default"}}},"workflow-call-input-type":{"description":"Required if input is defined for the `on.workflow_call` keyword. The value of this parameter is a string specifying the data type of the input. This must be one of: `boolean`, `number`, or `string`.","one-of":["input-type-string","input-type-boolean","input-type-number"]},"input-type-string":{"string":{"constant":"string"}},"input-type-boolean":{"string":{"constant":"boolean"}},"input-type-number":{"string":{"constant":"number"}},"input-type-choice":{"string":{"constant":"choice"}},"input-type-environment":{"string":{"constant":"environment"}},"workflow-call-input-default":{"description":"If a `default` parameter is not set, the default value of the input is `false` for boolean, `0` for a number, and `\\"\\"` for a string.","context":["github","inputs","vars"],"one-of":["string","boolean","number"]},"workflow-call-secrets":{"description":"A map of the secrets that can be used in the called workflow. Within the called workflow, you can use the `secrets` context to refer to a secret.","mapping":{"loose-key-type":"workflow-call-secret-name","loose-value-type":"workflow-call-secret-definition"}},"workflow-call-secret-name":{"string":{"require-non-empty":true},"description":"A string identifier to associate with the secret."},"workflow-call-secret-definition":{"one-of":["null","workflow-call-secret-mapping-definition"]},"workflow-call-secret-mapping-definition":{"mapping":{"properties":{"description":{"type":"string","description":"A string description of the secret parameter."},"required":{"type":"boolean","description":"A boolean specifying whether the secret must be supplied."}}}},"workflow-call-outputs":{"description":"A reusable workflow may generate data that you want to use in the caller workflow. To use these outputs, you must specify them as the outputs of the reusable workflow.","mapping":{"loose-key-type":"workflow-call-output-name","loose-value-type":"workflow-call-output-definition"}},"workflow-call-output-name":{"string":{"require-non-empty":true},"description":"A string identifier to associate with the output. The value of `<output_id>` is a map of the input\'s metadata. The `<output_id>` must be a unique identifier within the outputs object and must start with a letter or _ and contain only alphanumeric characters, -, or _."},"workflow-call-output-definition":{"mapping":{"properties":{"description":{"type":"string","description":"A string description of the output parameter."},"value":{"type":"workflow-output-context","required":true}}}},"workflow-output-context":{"description":"The value to assign to the output parameter.","context":["github","inputs","vars","jobs"],"string":{}},"workflow-dispatch-string":{"description":"The `workflow_dispatch` event allows you to manually trigger a workflow run. A workflow can be manually triggered using the GitHub API, GitHub CLI, or GitHub browser interface.","string":{"constant":"workflow_dispatch"}},"workflow-dispatch":{"description":"The `workflow_dispatch` event allows you to manually trigger a workflow run. A workflow can be manually triggered using the GitHub API, GitHub CLI, or GitHub browser interface.","one-of":["null","workflow-dispatch-mapping"]},"workflow-dispatch-mapping":{"mapping":{"properties":{"inputs":"workflow-dispatch-inputs"}}},"workflow-dispatch-inputs":{"description":"You can configure custom-defined input properties, default input values, and required inputs for the event directly in your workflow. When you trigger the event, you can provide the `ref` and any `inputs`. When the workflow runs, you can access the input values in the `inputs` context.","mapping":{"loose-key-type":"workflow-dispatch-input-name","loose-value-type":"workflow-dispatch-input"}},"workflow-dispatch-input-name":{"string":{"require-non-empty":true},"description":"A string identifier to associate with the input. The value of <input_id> is a map of the input\'s metadata. The <input_id> must be a unique identifier within the inputs object. The <input_id> must start with a letter or _ and contain only alphanumeric characters, -, or _."},"workflow-dispatch-input":{"mapping":{"properties":{"description":{"type":"string","description":"A string description of the input parameter."},"type":{"type":"workflow-dispatch-input-type"},"required":{"type":"boolean","description":"A boolean to indicate whether the workflow requires the input parameter. Set to true when the parameter is required."},"default":"workflow-dispatch-input-default","options":{"type":"sequence-of-string","description":"The options of the dropdown list, if the type is a choice."}}}},"workflow-dispatch-input-type":{"description":"A string representing the type of the input. This must be one of: `boolean`, `number`, `string`, `choice`, or `environment`.","one-of":["input-type-string","input-type-boolean","input-type-number","input-type-environment","input-type-choice"]},"workflow-dispatch-input-default":{"description":"The default value is used when an input parameter isn\'t specified in a workflow file.","one-of":["string","boolean","number"]},"permissions":{"description":"You can use `permissions` to modify the default permissions granted to the `GITHUB_TOKEN`, adding or removing access as required, so that you only allow the minimum required access.\\n\\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#permissions)","one-of":["permissions-mapping","permission-level-shorthand-read-all","permission-level-shorthand-write-all"]},"permissions-mapping":{"mapping":{"properties":{"actions":{"type":"permission-level-any","description":"Actions workflows, workflow runs, and artifacts."},"artifact-metadata":{"type":"permission-level-any","description":"Storage and deployment records for build artifacts."},"attestations":{"type":"permission-level-any","description":"Artifact attestations."},"checks":{"type":"permission-level-any","description":"Check runs and check suites."},"code-quality":{"type":"permission-level-any","description":"Code quality data."},"contents":{"type":"permission-level-any","description":"Repository contents, commits, branches, downloads, releases, and merges."},"copilot-requests":{"type":"permission-level-write-or-no-access","description":"GitHub Copilot requests."},"deployments":{"type":"permission-level-any","description":"Deployments and deployment statuses."},"discussions":{"type":"permission-level-any","description":"Discussions and related comments and labels."},"drives":{"type":"permission-level-any","description":"GitHub Drives persistent workspace storage. Use `read` for checkout and `write` to commit changes."},"id-token":{"type":"permission-level-write-or-no-access","description":"Token to request an OpenID Connect token."},"issues":{"type":"permission-level-any","description":"Issues and related comments, assignees, labels, and milestones."},"models":{"type":"permission-level-read-or-no-access","description":"Call AI models with GitHub Models."},"packages":{"type":"permission-level-any","description":"Packages published to the GitHub Package Platform."},"pages":{"type":"permission-level-any","description":"Retrieve Pages statuses, configuration, and builds, as well as create new builds."},"pull-requests":{"type":"permission-level-any","description":"Pull requests and related comments, assignees, labels, milestones, and merges."},"repository-projects":{"type":"permission-level-any","description":"Classic projects within a repository."},"security-events":{"type":"permission-level-any","description":"Code scanning alerts."},"statuses":{"type":"permission-level-any","description":"Commit statuses."},"vulnerability-alerts":{"type":"permission-level-read-or-no-access","description":"Dependabot alerts."}}}},"permission-level-any":{"description":"The permission level for the `GITHUB_TOKEN`.","one-of":["permission-level-read","permission-level-write","permission-level-no-access"]},"permission-level-read-or-no-access":{"one-of":["permission-level-read","permission-level-no-access"]},"permission-level-write-or-no-access":{"one-of":["permission-level-write","permission-level-no-access"]},"permission-level-read":{"description":"The permission level for the `GITHUB_TOKEN`. Grants `read` permission for the specified scope.","string":{"constant":"read"}},"permission-level-write":{"description":"The permission level for the `GITHUB_TOKEN`. Grants `write` permission for the specified scope.","string":{"constant":"write"}},"permission-level-no-access":{"description":"The permission level for the `GITHUB_TOKEN`. Restricts all access for the specified scope.","string":{"constant":"none"}},"permission-level-shorthand-read-all":{"description":"The permission level for the `GITHUB_TOKEN`. Grants `read` access for all scopes.","string":{"constant":"read-all"}},"permission-level-shorthand-write-all":{"description":"The permission level for the `GITHUB_TOKEN`. Grants `write` access for all scopes.","string":{"constant":"write-all"}},"workflow-defaults":{"description":"Use `defaults` to create a map of default settings that will apply to all jobs in the workflow. You can also set default settings that are only available to a job.\\n\\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#defaults)","mapping":{"properties":{"run":"workflow-defaults-run"}}},"workflow-defaults-run":{"mapping":{"properties":{"shell":"shell","working-directory":"working-directory"}}},"workflow-env":{"description":"A map of environment variables that are available to the steps of all jobs in the workflow. You can also set environment variables that are only available to the steps of a single job or to a single step.\\n\\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#env)","context":["github","inputs","vars","secrets"],"mapping":{"loose-key-type":"non-empty-string","loose-value-type":"string"}},"jobs":{"description":"A workflow run is made up of one or more `jobs`, which run in parallel by default. To run jobs sequentially, you can define dependencies on other jobs using the `jobs.<job_id>.needs` keyword. Each job runs in a runner environment specified by `runs-on`.\\n\\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#jobs)","mapping":{"loose-key-type":"job-id","loose-value-type":"job"}},"job-id":{"string":{"require-non-empty":true},"description":"A unique identifier for the job. The identifier must start with a letter or _ and contain only alphanumeric characters, -, or _."},"job":{"description":"Each job must have an id to associate with the job. The key `job_id` is a string and its value is a map of the job\'s configuration data. You must replace `<job_id>` with a string that is unique to the jobs object. The `<job_id>` must start with a letter or _ and contain only alphanumeric characters, -, or _.","one-of":["job-factory","workflow-job"]},"job-factory":{"mapping":{"properties":{"needs":"needs","if":"job-if","strategy":"strategy","name":{"type":"string-strategy-context","description":"The name of the job displayed on GitHub."},"runs-on":{"type":"runs-on","required":true},"timeout-minutes":{"type":"number-strategy-context","description":"The maximum number of minutes to let a workflow run before GitHub automatically cancels it. Default: 360"},"cancel-timeout-minutes":"number-strategy-context","continue-on-error":{"type":"boolean-strategy-context","description":"Prevents a workflow run from failing when a job fails. Set to true to allow a workflow run to pass when this job fails."},"container":"container","services":"services","env":"job-env","environment":"job-environment","permissions":"permissions","concurrency":"job-concurrency","outputs":"job-outputs","defaults":"job-defaults","steps":"steps","snapshot":"snapshot"}}},"workflow-job":{"mapping":{"properties":{"name":{"type":"string-strategy-context","description":"The name of the job displayed on GitHub."},"uses":{"description":"The location and version of a reusable workflow file to run as a job. Use one of the following formats:\\n\\n* `{owner}/{repo}/.github/workflows/{filename}@{ref}` for reusable workflows in public and private repositories.\\n* `./.github/workflows/{filename}` for reusable workflows in the same repository.\\n\\n{ref} can be a SHA, a release tag, or a branch name. Using the commit SHA is the safest for stability and security.","type":"non-empty-string","required":true},"with":"workflow-job-with","secrets":"workflow-job-secrets","needs":"needs","if":"job-if","permissions":"permissions","concurrency":"job-concurrency","strategy":"strategy"}}},"workflow-job-with":{"description":"When a job is used to call a reusable workflow, you can use `with` to provide a map of inputs that are passed to the called workflow.\\n\\nAny inputs that you pass must match the input specifications defined in the called workflow.","mapping":{"loose-key-type":"non-empty-string","loose-value-type":"scalar-needs-context"}},"workflow-job-secrets":{"description":"When a job is used to call a reusable workflow, you can use `secrets` to provide a map of secrets that are passed to the called workflow.\\n\\nAny secrets that you pass must match the names defined in the called workflow.","one-of":["workflow-job-secrets-mapping","workflow-job-secrets-inherit"]},"workflow-job-secrets-mapping":{"mapping":{"loose-key-type":"non-empty-string","loose-value-type":"scalar-needs-context-with-secrets"}},"workflow-job-secrets-inherit":{"string":{"constant":"inherit"}},"needs":{"description":"Use `needs` to identify any jobs that must complete successfully before this job will run. It can be a string or array of strings. If a job fails, all jobs that need it are skipped unless the jobs use a conditional expression that causes the job to continue. If a run contains a series of jobs that need each other, a failure applies to all jobs in the dependency chain from the point of failure onwards.","one-of":["sequence-of-non-empty-string","non-empty-string"]},"job-if":{"description":"You can use the `if` conditional to prevent a job from running unless a condition is met. You can use any supported context and expression to create a conditional.","context":["github","inputs","vars","needs","always(0,0)","failure(0,MAX)","cancelled(0,0)","success(0,MAX)"],"string":{}},"job-if-result":{"context":["github","inputs","vars","needs","always(0,0)","failure(0,MAX)","cancelled(0,0)","success(0,MAX)"],"one-of":["null","boolean","number","string","sequence","mapping"]},"strategy":{"description":"Use `strategy` to use a matrix strategy for your jobs. A matrix strategy lets you use variables in a single job definition to automatically create multiple job runs that are based on the combinations of the variables. ","context":["github","inputs","vars","needs"],"mapping":{"properties":{"fail-fast":{"type":"boolean","description":"Setting `fail-fast` to `false` prevents GitHub from canceling all in-progress jobs if any matrix job fails. Default: `true`"},"max-parallel":{"type":"number","description":"The maximum number of jobs that can run simultaneously when using a matrix job strategy. By default, GitHub will maximize the number of jobs run in parallel depending on runner availability."},"matrix":"matrix"}}},"matrix":{"description":"Use `matrix` to define a matrix of different job configurations. Within your matrix, define one or more variables followed by an array of values.","mapping":{"properties":{"include":{"type":"matrix-filter","description":"Use `include` to expand existing matrix configurations or to add new configurations. The value of `include` is a list of objects.\\n\\nFor each object in the `include` list, the key:value pairs in the object will be added to each of the matrix combinations if none of the key:value pairs overwrite any of the original matrix values. If the object cannot be added to any of the matrix combinations, a new matrix combination will be created instead. Note that the original matrix values will not be overwritten, but added matrix values can be overwritten."},"exclude":{"type":"matrix-filter","description":"To remove specific configurations defined in the matrix, use `exclude`. An excluded configuration only has to be a partial match for it to be excluded."}},"loose-key-type":"non-empty-string","loose-value-type":"sequence"}},"matrix-filter":{"sequence":{"item-type":"matrix-filter-item"}},"matrix-filter-item":{"mapping":{"loose-key-type":"non-empty-string","loose-value-type":"any"}},"snapshot":{"description":"Use `snapshot` to define a custom image you want to create or update after your job succeeds by taking a snapshot of your runner.","one-of":["non-empty-string","snapshot-mapping"]},"snapshot-mapping":{"mapping":{"properties":{"image-name":{"description":"The desired name of the custom image you want to create or update.","type":"non-empty-string","required":true},"if":"snapshot-if","version":{"description":"The desired major version updates upon a new custom image version creation.","type":"non-empty-string"}}}},"snapshot-if":{"context":["github","inputs","vars","needs","strategy","matrix"],"description":"Use the if conditional to prevent a snapshot from being taken unless a condition is met. Any supported context and expression can be used to create a conditional. Expressions in an `if` conditional do not require the bracketed expression syntax. When you use expressions in an `if` conditional, you may omit the expression syntax because GitHub automatically evaluates the `if` conditional as an expression.","string":{}},"runs-on":{"description":"Use `runs-on` to define the type of machine to run the job on.\\n* The destination machine can be either a GitHub-hosted runner, larger runner, or a self-hosted runner.\\n* You can target runners based on the labels assigned to them, or their group membership, or a combination of these.\\n* You can provide `runs-on` as a single string or as an array of strings.\\n* If you specify an array of strings, your workflow will execute on any runner that matches all of the specified `runs-on` values.\\n* If you would like to run your workflow on multiple machines, use `jobs.<job_id>.strategy`.","context":["github","inputs","vars","needs","strategy","matrix"],"one-of":["non-empty-string","sequence-of-non-empty-string","runs-on-mapping"]},"runs-on-mapping":{"mapping":{"properties":{"group":{"description":"The group from which to select a runner.","type":"non-empty-string"},"labels":"runs-on-labels"}}},"runs-on-labels":{"description":"The label by which to filter for available runners.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"job-env":{"description":"A map of variables that are available to all steps in the job.","context":["github","inputs","vars","needs","strategy","matrix","secrets"],"mapping":{"loose-key-type":"non-empty-string","loose-value-type":"string"}},"workflow-concurrency":{"description":"Concurrency ensures that only a single job or workflow using the same concurrency group will run at a time. A concurrency group can be any string or expression.\\n\\nYou can also specify `concurrency` at the job level.\\n\\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#concurrency)","context":["github","inputs","vars"],"one-of":["string","concurrency-mapping"]},"job-concurrency":{"description":"Concurrency ensures that only a single job using the same concurrency group will run at a time. A concurrency group can be any string or expression. The expression can use any context except for the `secrets` context.\\n\\nYou can also specify `concurrency` at the workflow level.","context":["github","inputs","vars","needs","strategy","matrix"],"one-of":["non-empty-string","concurrency-mapping"]},"concurrency-mapping":{"description":"Concurrency ensures that only a single job or workflow using the same concurrency group will run at a time. A concurrency group can be any string or expression.\\n\\nYou can also specify `concurrency` at the job level.\\n\\n[Documentation](https://docs.github.com/actions/using-workflows/workflow-syntax-for-github-actions#concurrency)","mapping":{"properties":{"group":{"type":"non-empty-string","required":true,"description":"When a concurrent job or workflow is queued, if another job or workflow using the same concurrency group in the repository is in progress, the queued job or workflow will be `pending`. Any previously pending job or workflow in the concurrency group will be canceled. To also cancel any currently running job or workflow in the same concurrency group, specify `cancel-in-progress: true`."},"cancel-in-progress":{"type":"boolean","description":"To cancel any currently running job or workflow in the same concurrency group, specify cancel-in-progress: true."},"queue":{"type":"concurrency-queue","description":"The queuing mode for the concurrency group. When set to `max`, workflows or jobs will wait in a queue for the concurrency group up to the maximum queue length. Default: `single` meaning at most one item can be pending."}}}},"concurrency-queue":{"allowed-values":["single","max"]},"job-environment":{"description":"The environment that the job references. All environment protection rules must pass before a job referencing the environment is sent to a runner.","context":["github","inputs","vars","needs","strategy","matrix"],"one-of":["string","job-environment-mapping"]},"job-environment-mapping":{"mapping":{"properties":{"name":{"type":"job-environment-name","required":true},"url":{"type":"string-runner-context-no-secrets","description":"The environment URL, which maps to `environment_url` in the deployments API."},"deployment":{"type":"boolean","description":"Whether to create a deployment record for this environment. Defaults to true."}}}},"job-environment-name":{"description":"The name of the environment used by the job.","context":["github","inputs","vars","needs","strategy","matrix"],"string":{}},"job-defaults":{"description":"A map of default settings that will apply to all steps in the job. You can also set default settings for the entire workflow.","mapping":{"properties":{"run":"job-defaults-run"}}},"job-defaults-run":{"context":["github","inputs","vars","strategy","matrix","needs","env"],"mapping":{"properties":{"shell":"shell","working-directory":"working-directory"}}},"job-outputs":{"description":"A map of outputs for a called workflow. Called workflow outputs are available to all downstream jobs in the caller workflow. Each output has an identifier, an optional `description,` and a `value`. The `value` must be set to the value of an output from a job within the called workflow.","mapping":{"loose-key-type":"non-empty-string","loose-value-type":"string-runner-context"}},"steps":{"description":"A job contains a sequence of tasks called `steps`. Steps can run commands, run setup tasks, run an action in your repository, a public repository, or an action published in a Docker registry, wait for background steps to complete, or cancel a background step. Not all steps run actions, but all actions run as a step. Each step runs in its own process in the runner environment and has access to the workspace and filesystem. Because steps run in their own process, changes to environment variables are not preserved between steps. GitHub provides built-in steps to set up and complete a job.","sequence":{"item-type":"steps-item"}},"steps-item":{"one-of":["run-step","regular-step","wait-step","wait-all-step","cancel-step","parallel-step"]},"run-step":{"mapping":{"properties":{"name":"step-name","id":"step-id","if":"step-if","timeout-minutes":"step-timeout-minutes","run":{"type":"string-steps-context","description":"Runs command-line programs using the operating system\'s shell. If you do not provide a `name`, the step name will default to the text specified in the `run` command. Commands run using non-login shells by default. You can choose a different shell and customize the shell used to run commands. Each `run` keyword represents a new process and shell in the virtual environment. When you provide multi-line commands, each line runs in the same shell.","required":true},"continue-on-error":"step-continue-on-error","env":"step-env","working-directory":"string-steps-context","shell":"shell","background":"step-background"}}},"regular-step":{"mapping":{"properties":{"name":"step-name","id":"step-id","if":"step-if","continue-on-error":"step-continue-on-error","timeout-minutes":"step-timeout-minutes","uses":{"type":"step-uses","required":true},"with":"step-with","env":"step-env","background":"step-background"}}},"wait-step":{"mapping":{"properties":{"name":"step-name","id":"step-id","continue-on-error":"step-continue-on-error","wait":{"type":"step-wait-target","required":true}}}},"wait-all-step":{"mapping":{"properties":{"name":"step-name","id":"step-id","continue-on-error":"step-continue-on-error","wait-all":{"type":"step-wait-all-value","required":true}}}},"cancel-step":{"mapping":{"properties":{"name":"step-name","id":"step-id","continue-on-error":"step-continue-on-error","cancel":{"type":"step-cancel-target","required":true}}}},"parallel-step":{"mapping":{"properties":{"parallel":{"type":"parallel-steps","required":true,"description":"Run a group of steps concurrently. All steps in the parallel block run as background steps and the workflow waits for all of them to complete before continuing."}}}},"parallel-steps":{"sequence":{"item-type":"steps-item"}},"step-uses":{"description":"Selects an action to run as part of a step in your job. An action is a reusable unit of code. You can use an action defined in the same repository as the workflow, a public repository, a [private repository with access enabled](https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/enabling-features-for-your-repository/managing-github-actions-settings-for-a-repository#allowing-access-to-components-in-a-private-repository), or in a published Docker container image.","string":{"require-non-empty":true}},"step-background":{"boolean":{},"description":"When set to true, runs this step in the background. The workflow continues to the next step immediately without waiting for the background step to finish."},"step-wait-target":{"description":"The step ID or IDs of background steps to wait for.","one-of":["non-empty-string","sequence-of-non-empty-string"]},"step-wait-all-value":{"description":"Wait for all prior background steps to complete. Use as a bare key (`wait-all:`) or with a boolean value.","one-of":["null","boolean"]},"step-cancel-target":{"description":"The step ID of a background step to cancel.","string":{"require-non-empty":true}},"step-continue-on-error":{"context":["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],"boolean":{},"description":"Prevents a job from failing when a step fails. Set to `true` to allow a job to pass when this step fails."},"step-id":{"string":{"require-non-empty":true},"description":"A unique identifier for the step. You can use the `id` to reference the step in contexts."},"step-if":{"context":["github","inputs","vars","needs","strategy","matrix","steps","job","runner","env","always(0,0)","failure(0,0)","cancelled(0,0)","success(0,0)","hashFiles(1,255)"],"description":"Use the `if` conditional to prevent a step from running unless a condition is met. Any supported context and expression can be used to create a conditional. Expressions in an `if` conditional do not require the bracketed expression syntax. When you use expressions in an `if` conditional, you may omit the expression syntax because GitHub automatically evaluates the `if` conditional as an expression.","string":{}},"step-if-result":{"context":["github","inputs","vars","strategy","matrix","steps","job","runner","env","always(0,0)","failure(0,0)","cancelled(0,0)","success(0,0)","hashFiles(1,255)"],"one-of":["null","boolean","number","string","sequence","mapping"]},"step-env":{"description":"Sets variables for steps to use in the runner environment. You can also set variables for the entire workflow or a job.","context":["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],"mapping":{"loose-key-type":"non-empty-string","loose-value-type":"string"}},"step-name":{"context":["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],"string":{},"description":"A name for your step to display on GitHub."},"step-timeout-minutes":{"context":["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],"number":{},"description":"The maximum number of minutes to run the step before killing the process."},"step-with":{"description":"A map of the input parameters defined by the action. Each input parameter is a key/value pair. Input parameters are set as variables. When you specify an input in a workflow file or use a default input value, GitHub creates a variable for the input with the name `INPUT_<VARIABLE_NAME>`. The variable created converts input names to uppercase letters and replaces spaces with `_`.","context":["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],"mapping":{"loose-key-type":"non-empty-string","loose-value-type":"string"}},"container":{"description":"A container to run any steps in a job that don\'t already specify a container. If you have steps that use both script and container actions, the container actions will run as sibling containers on the same network with the same volume mounts.\\n\\nIf you do not set a container, all steps will run directly on the host specified by runs-on unless a step refers to an action configured to run in a container.","context":["github","inputs","vars","needs","strategy","matrix"],"one-of":["string","container-mapping"]},"container-mapping":{"mapping":{"properties":{"image":{"type":"non-empty-string","description":"Use `jobs.<job_id>.container.image` to define the Docker image to use as the container to run the action. The value can be the Docker Hub image or a registry name."},"options":{"type":"string","description":"Use `jobs.<job_id>.container.options` to configure additional Docker container resource options."},"env":"container-env","ports":{"type":"sequence-of-non-empty-string","description":"Use `jobs.<job_id>.container.ports` to set an array of ports to expose on the container."},"volumes":{"type":"sequence-of-non-empty-string","description":"Use `jobs.<job_id>.container.volumes` to set an array of volumes for the container to use. You can use volumes to share data between services or other steps in a job. You can specify named Docker volumes, anonymous Docker volumes, or bind mounts on the host."},"credentials":"container-registry-credentials"}}},"services":{"description":"Additional containers to host services for a job in a workflow. These are useful for creating databases or cache services like redis. The runner on the virtual machine will automatically create a network and manage the life cycle of the service containers. When you use a service container for a job or your step uses container actions, you don\'t need to set port information to access the service. Docker automatically exposes all ports between containers on the same network. When both the job and the action run in a container, you can directly reference the container by its hostname. The hostname is automatically mapped to the service name. When a step does not use a container action, you must access the service using localhost and bind the ports.","context":["github","inputs","vars","needs","strategy","matrix"],"mapping":{"loose-key-type":"non-empty-string","loose-value-type":"services-container"}},"services-container":{"context":["github","inputs","vars","needs","strategy","matrix"],"one-of":["non-empty-string","service-container-mapping"]},"container-registry-credentials":{"description":"If the image\'s container registry requires authentication to pull the image, you can use `jobs.<job_id>.container.credentials` to set a map of the username and password. The credentials are the same values that you would provide to the `docker login` command.","context":["github","inputs","vars","secrets","env"],"mapping":{"properties":{"username":"non-empty-string","password":"non-empty-string"}}},"container-env":{"description":"Use `jobs.<job_id>.container.env` to set a map of variables in the container.","mapping":{"loose-key-type":"non-empty-string","loose-value-type":"string-runner-context"}},"non-empty-string":{"string":{"require-non-empty":true}},"sequence-of-non-empty-string":{"sequence":{"item-type":"non-empty-string"}},"sequence-of-string":{"sequence":{"item-type":"string"}},"boolean-needs-context":{"context":["github","inputs","vars","needs"],"boolean":{}},"number-needs-context":{"context":["github","inputs","vars","needs"],"number":{}},"string-needs-context":{"context":["github","inputs","vars","needs"],"string":{}},"scalar-needs-context":{"context":["github","inputs","vars","needs","strategy","matrix"],"one-of":["string","boolean","number"]},"scalar-needs-context-with-secrets":{"context":["github","inputs","vars","needs","secrets","strategy","matrix"],"one-of":["string","boolean","number"]},"boolean-strategy-context":{"context":["github","inputs","vars","needs","strategy","matrix"],"boolean":{}},"number-strategy-context":{"context":["github","inputs","vars","needs","strategy","matrix"],"number":{}},"string-strategy-context":{"context":["github","inputs","vars","needs","strategy","matrix"],"string":{}},"boolean-steps-context":{"context":["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],"boolean":{}},"number-steps-context":{"context":["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],"number":{}},"string-runner-context":{"context":["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env"],"string":{}},"string-runner-context-no-secrets":{"context":["github","inputs","vars","needs","strategy","matrix","steps","job","runner","env"],"string":{}},"string-steps-context":{"context":["github","inputs","vars","needs","strategy","matrix","secrets","steps","job","runner","env","hashFiles(1,255)"],"string":{}},"shell":{"string":{"require-non-empty":true},"description":"Use `shell` to override the default shell settings in the runner\'s operating system. You can use built-in shell keywords, or you can define a custom set of shell options. The shell command that is run internally executes a temporary file that contains the commands specified in `run`."},"working-directory":{"string":{"require-non-empty":true},"description":"The `working-directory` keyword specifies the working directory where the command is run."},"cron-mapping":{"mapping":{"properties":{"cron":{"type":"cron-pattern","required":true},"timezone":"timezone-string"}}},"cron-pattern":{"description":"A cron expression that represents a schedule. A scheduled workflow will run at most once every 5 minutes.","string":{"require-non-empty":true}},"timezone-string":{"description":"A string that represents the time zone a scheduled workflow will run relative to in IANA format (e.g. \'America/New_York\' or \'Europe/London\'). If omitted, the workflow will run relative to midnight UTC.","string":{"require-non-empty":true}},"service-container-mapping":{"mapping":{"properties":{"image":{"type":"non-empty-string","description":"The Docker image to use as the container. The value can be the Docker Hub image or a registry name."},"options":{"type":"string","description":"Additional Docker container resource options."},"env":"container-env","ports":{"type":"sequence-of-non-empty-string","description":"An array of ports to expose on the container."},"volumes":{"type":"sequence-of-non-empty-string","description":"An array of volumes for the container to use. You can use volumes to share data between services or other steps in a job. You can specify named Docker volumes, anonymous Docker volumes, or bind mounts on the host."},"credentials":"container-registry-credentials","entrypoint":{"type":"string","description":"Override the default ENTRYPOINT in the service container image."},"command":{"type":"string","description":"Override the default CMD in the service container image."}}}}}}');
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/workflows/workflow-schema.js



let schema;
function getWorkflowSchema() {
    if (schema === undefined) {
        const json = JSON.stringify(workflow_v1_0_min_namespaceObject);
        schema = TemplateSchema.load(new JSONObjectReader(undefined, json));
    }
    return schema;
}
//# sourceMappingURL=workflow-schema.js.map
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/workflows/yaml-object-reader.js



class YamlObjectReader {
    constructor(fileId, content) {
        this.lineCounter = new yaml_dist.LineCounter();
        this.errors = [];
        this.doc = (0,yaml_dist.parseDocument)(content, {
            lineCounter: this.lineCounter,
            keepSourceTokens: true,
            uniqueKeys: false // Uniqueness is validated by the template reader
        });
        for (const err of this.doc.errors) {
            this.errors.push({ message: err.message, range: rangeFromLinePos(err.linePos) });
        }
        this._generator = this.getNodes(this.doc, new Set());
        this.fileId = fileId;
    }
    *getNodes(node, aliasResolutionStack) {
        let range = this.getRange(node);
        if ((0,yaml_dist.isDocument)(node)) {
            yield new ParseEvent(EventType.DocumentStart);
            for (const item of this.getNodes(node.contents, new Set())) {
                yield item;
            }
            yield new ParseEvent(EventType.DocumentEnd);
        }
        if ((0,yaml_dist.isCollection)(node)) {
            if ((0,yaml_dist.isSeq)(node)) {
                yield new ParseEvent(EventType.SequenceStart, new SequenceToken(this.fileId, range, undefined));
            }
            else if ((0,yaml_dist.isMap)(node)) {
                yield new ParseEvent(EventType.MappingStart, new MappingToken(this.fileId, range, undefined));
            }
            for (const item of node.items) {
                for (const child of this.getNodes(item, aliasResolutionStack)) {
                    yield child;
                }
            }
            if ((0,yaml_dist.isSeq)(node)) {
                yield new ParseEvent(EventType.SequenceEnd);
            }
            else if ((0,yaml_dist.isMap)(node)) {
                yield new ParseEvent(EventType.MappingEnd);
            }
        }
        if ((0,yaml_dist.isScalar)(node)) {
            yield new ParseEvent(EventType.Literal, YamlObjectReader.getLiteralToken(this.fileId, range, node));
        }
        // Handle YAML aliases - resolve to the anchored value
        if ((0,yaml_dist.isAlias)(node)) {
            const resolved = node.resolve(this.doc);
            if (resolved) {
                // Prevent infinite recursion from circular aliases
                if (aliasResolutionStack.has(resolved)) {
                    // Silently ignore circular reference - the missing content will cause
                    // downstream validation errors which is acceptable for this edge case
                    return;
                }
                // Track this node in the alias resolution stack
                const newStack = new Set(aliasResolutionStack);
                newStack.add(resolved);
                // Yield the resolved node's contents
                yield* this.getNodes(resolved, newStack);
            }
            // If unresolved, the yaml library already reports an error
            return;
        }
        if ((0,yaml_dist.isPair)(node)) {
            const scalarKey = node.key;
            range = this.getRange(scalarKey);
            const key = scalarKey.value;
            yield new ParseEvent(EventType.Literal, new StringToken(this.fileId, range, key, undefined));
            for (const child of this.getNodes(node.value, aliasResolutionStack)) {
                yield child;
            }
        }
    }
    getRange(node) {
        const range = node?.range ?? [];
        const startPos = range[0];
        const endPos = range[1];
        if (startPos !== undefined && endPos !== undefined) {
            const slp = this.lineCounter.linePos(startPos);
            const elp = this.lineCounter.linePos(endPos);
            return {
                start: { line: slp.line, column: slp.col },
                end: { line: elp.line, column: elp.col }
            };
        }
        return undefined;
    }
    static getLiteralToken(fileId, range, token) {
        const value = token.value;
        if (value === null || value === undefined) {
            return new NullToken(fileId, range, undefined);
        }
        switch (typeof value) {
            case "number":
                return new NumberToken(fileId, range, value, undefined);
            case "boolean":
                return new BooleanToken(fileId, range, value, undefined);
            case "string": {
                let source;
                let blockScalarHeader;
                if (token.srcToken && "source" in token.srcToken) {
                    source = token.srcToken.source;
                    // Extract block scalar header (e.g., |-, |+, >-)
                    //
                    // CST node interfaces are supported and documented per yaml library maintainer:
                    // https://eemeli.org/yaml/#parser -> "For a complete description of CST node
                    // interfaces, please consult the cst.ts source."
                    // See also: https://github.com/eemeli/yaml/issues/643
                    if (token.srcToken.type === "block-scalar" && "props" in token.srcToken) {
                        const props = token.srcToken.props;
                        const headerProp = props.find(p => p.type === "block-scalar-header");
                        if (headerProp?.source) {
                            blockScalarHeader = headerProp.source;
                        }
                    }
                }
                return new StringToken(fileId, range, value, undefined, source, blockScalarHeader);
            }
            default:
                throw new Error(`Unexpected value type '${typeof value}' when reading object`);
        }
    }
    allowLiteral() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.Literal) {
                this._current = this._generator.next();
                return parseEvent.token;
            }
        }
        return undefined;
    }
    allowSequenceStart() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.SequenceStart) {
                this._current = this._generator.next();
                return parseEvent.token;
            }
        }
        return undefined;
    }
    allowSequenceEnd() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.SequenceEnd) {
                this._current = this._generator.next();
                return true;
            }
        }
        return false;
    }
    allowMappingStart() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.MappingStart) {
                this._current = this._generator.next();
                return parseEvent.token;
            }
        }
        return undefined;
    }
    allowMappingEnd() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.MappingEnd) {
                this._current = this._generator.next();
                return true;
            }
        }
        return false;
    }
    validateEnd() {
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.DocumentEnd) {
                this._current = this._generator.next();
                return;
            }
        }
        throw new Error("Expected end of reader");
    }
    validateStart() {
        if (!this._current) {
            this._current = this._generator.next();
        }
        if (!this._current.done) {
            const parseEvent = this._current.value;
            if (parseEvent.type === EventType.DocumentStart) {
                this._current = this._generator.next();
                return;
            }
        }
        throw new Error("Expected start of reader");
    }
}
function rangeFromLinePos(linePos) {
    if (linePos === undefined) {
        return;
    }
    // TokenRange and linePos are both 1-based
    const start = { line: linePos[0].line, column: linePos[0].col };
    const end = linePos.length == 2 ? { line: linePos[1].line, column: linePos[1].col } : start;
    return { start, end };
}
//# sourceMappingURL=yaml-object-reader.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/workflows/workflow-parser.js





function parseWorkflow(entryFile, contextOrTrace) {
    const context = contextOrTrace instanceof TemplateContext
        ? contextOrTrace
        : new TemplateContext(new TemplateValidationErrors(), getWorkflowSchema(), contextOrTrace);
    const fileId = context.getFileId(entryFile.name);
    const reader = new YamlObjectReader(fileId, entryFile.content);
    if (reader.errors.length > 0) {
        // The file is not valid YAML, template errors could be misleading
        for (const err of reader.errors) {
            context.error(fileId, err.message, err.range);
        }
        return {
            context,
            value: undefined
        };
    }
    const result = readTemplate(context, WORKFLOW_ROOT, reader, fileId);
    return {
        context,
        value: result
    };
}
//# sourceMappingURL=workflow-parser.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/concurrency.js

function convertConcurrency(context, token) {
    const result = {};
    if (token.isExpression) {
        return result;
    }
    if (isString(token)) {
        result.group = token;
        return result;
    }
    const concurrencyProperty = token.assertMapping("concurrency group");
    for (const property of concurrencyProperty) {
        const propertyName = property.key.assertString("concurrency group key");
        if (property.key.isExpression || property.value.isExpression) {
            continue;
        }
        switch (propertyName.value) {
            case "group":
                result.group = property.value.assertString("concurrency group");
                break;
            case "cancel-in-progress":
                result.cancelInProgress = property.value.assertBoolean("cancel-in-progress").value;
                break;
            case "queue":
                result.queue = property.value.assertString("queue").value;
                break;
            default:
                context.error(propertyName, `Invalid property name: ${propertyName.value}`);
        }
    }
    return result;
}
//# sourceMappingURL=concurrency.js.map
// EXTERNAL MODULE: ./node_modules/cronstrue/dist/cronstrue.js
var dist_cronstrue = __webpack_require__(92507);
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/cron-constants.js
// Constants for parsing and validating cron expressions
const MONTHS = {
    jan: 1,
    feb: 2,
    mar: 3,
    apr: 4,
    may: 5,
    jun: 6,
    jul: 7,
    aug: 8,
    sep: 9,
    oct: 10,
    nov: 11,
    dec: 12
};
const DAYS = {
    sun: 0,
    mon: 1,
    tue: 2,
    wed: 3,
    thu: 4,
    fri: 5,
    sat: 6
};
const MINUTE_RANGE = { min: 0, max: 59 };
const HOUR_RANGE = { min: 0, max: 23 };
const DOM_RANGE = { min: 1, max: 31 };
const MONTH_RANGE = { min: 1, max: 12, names: MONTHS };
const DOW_RANGE = { min: 0, max: 6, names: DAYS };
//# sourceMappingURL=cron-constants.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/cron.js


/**
 * Checks if a cron expression specifies an interval shorter than 5 minutes.
 * GitHub Actions schedules run at most every 5 minutes, so intervals < 5 min won't work as expected.
 */
function hasCronIntervalLessThan5Minutes(cron) {
    if (!isValidCron(cron)) {
        return false;
    }
    const parts = cron.split(/ +/);
    const minutePart = parts[0];
    // Parse the minute field to determine the effective interval
    return getMinuteInterval(minutePart) < 5;
}
/**
 * Gets the minimum interval in minutes between cron executions based on the minute field.
 * Returns 60 if there's only one execution per hour, otherwise returns the minimum gap.
 */
function getMinuteInterval(minutePart) {
    // Handle step expressions like */1, */3, 0-59/2
    if (minutePart.includes("/")) {
        const [, step] = minutePart.split("/");
        const stepNum = parseInt(step, 10);
        if (!isNaN(stepNum) && stepNum > 0) {
            return stepNum;
        }
    }
    // Handle comma-separated values like 0,2,4 or 0,1,5,10
    if (minutePart.includes(",")) {
        const values = minutePart
            .split(",")
            .map(v => parseInt(v, 10))
            .filter(n => !isNaN(n))
            .sort((a, b) => a - b);
        if (values.length >= 2) {
            let minGap = 60;
            for (let i = 1; i < values.length; i++) {
                const gap = values[i] - values[i - 1];
                if (gap < minGap) {
                    minGap = gap;
                }
            }
            // Check wrap-around gap from last minute to first minute of next hour
            const wrapGap = values[0] + 60 - values[values.length - 1];
            if (wrapGap < minGap) {
                minGap = wrapGap;
            }
            return minGap;
        }
    }
    // Handle range expressions like 0-4 (runs every minute from 0-4)
    if (minutePart.includes("-") && !minutePart.includes("/")) {
        const [start, end] = minutePart.split("-").map(v => parseInt(v, 10));
        if (!isNaN(start) && !isNaN(end) && end > start) {
            // A range without step means every minute in that range
            return 1;
        }
    }
    // * means every minute
    if (minutePart === "*") {
        return 1;
    }
    // Single value or unrecognized pattern - assume hourly (60 min interval)
    return 60;
}
function isValidCron(cron) {
    // https://docs.github.com/en/actions/using-workflows/events-that-trigger-workflows#schedule
    const parts = cron.split(/ +/);
    if (parts.length != 5) {
        return false;
    }
    const [minutes, hours, dom, months, dow] = parts;
    return (validateCronPart(minutes, MINUTE_RANGE) &&
        validateCronPart(hours, HOUR_RANGE) &&
        validateCronPart(dom, DOM_RANGE) &&
        validateCronPart(months, MONTH_RANGE) &&
        validateCronPart(dow, DOW_RANGE));
}
function getCronDescription(cronspec) {
    if (!isValidCron(cronspec)) {
        return;
    }
    let desc = "";
    try {
        desc = cronstrue.toString(cronspec, {
            dayOfWeekStartIndexZero: true,
            monthStartIndexZero: false,
            use24HourTimeFormat: true,
            // cronstrue sets the description as the error if throwExceptionOnParseError is false
            // so we need to distinguish between an error and a valid description
            throwExceptionOnParseError: true
        });
    }
    catch (err) {
        return;
    }
    // Make first character lowercase
    return "Runs " + desc.charAt(0).toLowerCase() + desc.slice(1);
}
function validateCronPart(value, range, allowSeparators = true) {
    if (range.names && range.names[value.toLowerCase()] !== undefined) {
        return true;
    }
    if (value === "*") {
        return true;
    }
    // Operator precedence: , > / > -
    if (value.includes(",")) {
        if (!allowSeparators) {
            return false;
        }
        return value.split(",").every(v => v && validateCronPart(v, range));
    }
    if (value.includes("/")) {
        if (!allowSeparators) {
            return false;
        }
        const [start, step, ...rest] = value.split("/");
        const stepNumber = +step;
        if (rest.length > 0 || isNaN(stepNumber) || stepNumber <= 0 || !start || !step) {
            return false;
        }
        // Separators are only allowed in the part before the `/`, e.g. `1-5/2`
        return validateCronPart(start, range) && validateCronPart(step, range, false);
    }
    if (value.includes("-")) {
        if (!allowSeparators) {
            return false;
        }
        const [start, end, ...rest] = value.split("-");
        if (rest.length > 0 || !start || !end) {
            return false;
        }
        // Convert name to integers so we can make sure end >= start
        const startNumber = convertToNumber(start, range.names);
        const endNumber = convertToNumber(end, range.names);
        return validateCronPart(start, range, false) && validateCronPart(end, range, false) && endNumber >= startNumber;
    }
    const number = +value;
    return !isNaN(number) && number >= range.min && number <= range.max;
}
// Converts a string integer or a short name to a number
function convertToNumber(value, names) {
    if (names && names[value.toLowerCase()] !== undefined) {
        return +names[value.toLowerCase()];
    }
    else {
        return +value;
    }
}
//# sourceMappingURL=cron.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/string-list.js
function convertStringList(name, token) {
    const result = [];
    for (const item of token) {
        result.push(item.assertString(`${name} item`).value);
    }
    return result;
}
//# sourceMappingURL=string-list.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/workflow-template.js
var InputType;
(function (InputType) {
    InputType["string"] = "string";
    InputType["choice"] = "choice";
    InputType["boolean"] = "boolean";
    InputType["environment"] = "environment";
})(InputType || (InputType = {}));
//# sourceMappingURL=workflow-template.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/workflow-call.js



function convertEventWorkflowCall(context, token) {
    const result = {};
    for (const item of token) {
        const key = item.key.assertString("workflow dispatch input key");
        switch (key.value) {
            case "inputs":
                result.inputs = convertWorkflowInputs(context, item.value.assertMapping("workflow dispatch inputs"));
                break;
            case "secrets":
                result.secrets = convertWorkflowCallSecrets(context, item.value.assertMapping("workflow dispatch inputs"));
                break;
            case "outputs":
                // TODO - outputs
                break;
        }
    }
    return result;
}
function convertWorkflowInputs(context, token) {
    const result = {};
    for (const item of token) {
        const inputName = item.key.assertString("input name");
        const inputMapping = item.value.assertMapping("input configuration");
        result[inputName.value] = convertWorkflowInput(context, inputMapping);
    }
    return result;
}
function convertWorkflowInput(context, token) {
    const result = {
        type: InputType.string // Default to string
    };
    let defaultValue;
    for (const item of token) {
        const key = item.key.assertString("workflow dispatch input key");
        switch (key.value) {
            case "description":
                result.description = item.value.assertString("input description").value;
                break;
            case "required":
                result.required = item.value.assertBoolean("input required").value;
                break;
            case "default":
                defaultValue = item.value.assertScalar("input default");
                break;
            case "type":
                result.type = InputType[item.value.assertString("input type").value];
                break;
            case "options":
                result.options = convertStringList("input options", item.value.assertSequence("input options"));
                break;
            default:
                context.error(item.key, `Invalid key '${key.value}'`);
        }
    }
    // Validate default value
    if (defaultValue !== undefined && !defaultValue.isExpression) {
        try {
            switch (result.type) {
                case InputType.boolean:
                    result.default = defaultValue.assertBoolean("input default").value;
                    break;
                case InputType.string:
                case InputType.choice:
                case InputType.environment:
                    result.default = defaultValue.assertString("input default").value;
                    break;
            }
        }
        catch (e) {
            context.error(defaultValue, e);
        }
    }
    // Validate `options` for `choice` type
    if (result.type === InputType.choice) {
        if (result.options === undefined || result.options.length === 0) {
            context.error(token, "Missing 'options' for choice input");
        }
    }
    else {
        if (result.options !== undefined) {
            context.error(token, "Input type is not 'choice', but 'options' is defined");
        }
    }
    return result;
}
function convertWorkflowCallSecrets(context, token) {
    const result = {};
    for (const item of token) {
        const secretName = item.key.assertString("secret name");
        result[secretName.value] = convertWorkflowCallSecret(context, item.value);
    }
    return result;
}
function convertWorkflowCallSecret(context, token) {
    const result = {};
    if (isMapping(token)) {
        for (const item of token) {
            const key = item.key.assertString("workflow call secret key");
            switch (key.value) {
                case "description":
                    result.description = item.value.assertString("secret description").value;
                    break;
                case "required":
                    result.required = item.value.assertBoolean("secret required").value;
                    break;
            }
        }
    }
    return result;
}
//# sourceMappingURL=workflow-call.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/workflow-dispatch.js


function convertEventWorkflowDispatchInputs(context, token) {
    const result = {};
    for (const item of token) {
        const key = item.key.assertString("workflow dispatch input key");
        switch (key.value) {
            case "inputs":
                result.inputs = convertWorkflowDispatchInputs(context, item.value.assertMapping("workflow dispatch inputs"));
                break;
        }
    }
    return result;
}
function convertWorkflowDispatchInputs(context, token) {
    const result = {};
    for (const item of token) {
        const inputName = item.key.assertString("input name");
        const inputMapping = item.value.assertMapping("input configuration");
        result[inputName.value] = convertWorkflowDispatchInput(context, inputMapping);
    }
    return result;
}
function convertWorkflowDispatchInput(context, token) {
    const result = {
        type: InputType.string // Default to string
    };
    let defaultValue;
    for (const item of token) {
        const key = item.key.assertString("workflow dispatch input key");
        switch (key.value) {
            case "description":
                result.description = item.value.assertString("input description").value;
                break;
            case "required":
                result.required = item.value.assertBoolean("input required").value;
                break;
            case "default":
                defaultValue = item.value.assertScalar("input default");
                break;
            case "type":
                result.type = InputType[item.value.assertString("input type").value];
                break;
            case "options":
                result.options = convertStringList("input options", item.value.assertSequence("input options"));
                break;
            default:
                context.error(item.key, `Invalid key '${key.value}'`);
        }
    }
    // Validate default value
    if (defaultValue !== undefined) {
        try {
            switch (result.type) {
                case InputType.boolean:
                    result.default = defaultValue.assertBoolean("input default").value;
                    break;
                case InputType.string:
                case InputType.choice:
                case InputType.environment:
                    result.default = defaultValue.assertString("input default").value;
                    break;
            }
        }
        catch (e) {
            context.error(defaultValue, e);
        }
    }
    // Validate `options` for `choice` type
    if (result.type === InputType.choice) {
        if (result.options === undefined || result.options.length === 0) {
            context.error(token, "Missing 'options' for choice input");
        }
    }
    else {
        if (result.options !== undefined) {
            context.error(token, "Input type is not 'choice', but 'options' is defined");
        }
    }
    return result;
}
//# sourceMappingURL=workflow-dispatch.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/events.js






function convertOn(context, token) {
    if (isLiteral(token)) {
        const event = token.assertString("on");
        return {
            [event.value]: {}
        };
    }
    if (isSequence(token)) {
        const result = {};
        for (const item of token) {
            const event = item.assertString("on");
            result[event.value] = {};
        }
        return result;
    }
    if (isMapping(token)) {
        const result = {};
        for (const item of token) {
            const eventKey = item.key.assertString("event name");
            const eventName = eventKey.value;
            if (item.value.templateTokenType === TokenType.Null) {
                result[eventName] = {};
                continue;
            }
            // Schedule is the only event that can be a sequence, handle that separately
            if (eventName === "schedule") {
                const scheduleToken = item.value.assertSequence(`event ${eventName}`);
                result.schedule = convertSchedule(context, scheduleToken);
                continue;
            }
            // All other events are defined as mappings. During schema validation we already ensure that events
            // receive only known keys, so here we can focus on the values and whether they are valid.
            const eventToken = item.value.assertMapping(`event ${eventName}`);
            if (eventName === "workflow_call") {
                result.workflow_call = convertEventWorkflowCall(context, eventToken);
                continue;
            }
            if (eventName === "workflow_dispatch") {
                result.workflow_dispatch = convertEventWorkflowDispatchInputs(context, eventToken);
                continue;
            }
            result[eventName] = {
                ...convertPatternFilter("branches", eventToken),
                ...convertPatternFilter("tags", eventToken),
                ...convertPatternFilter("paths", eventToken),
                ...convertFilter("types", eventToken),
                ...convertFilter("versions", eventToken),
                ...convertFilter("names", eventToken),
                ...convertFilter("workflows", eventToken)
            };
        }
        return result;
    }
    context.error(token, "Invalid format for 'on'");
    return {};
}
function convertPatternFilter(name, token) {
    const result = {};
    for (const item of token) {
        const key = item.key.assertString(`${name} filter key`);
        switch (key.value) {
            case name:
                if (isString(item.value)) {
                    result[name] = [item.value.value];
                }
                else {
                    result[name] = convertStringList(name, item.value.assertSequence(`${name} list`));
                }
                break;
            case `${name}-ignore`:
                if (isString(item.value)) {
                    result[`${name}-ignore`] = [item.value.value];
                }
                else {
                    result[`${name}-ignore`] = convertStringList(`${name}-ignore`, item.value.assertSequence(`${name}-ignore list`));
                }
                break;
        }
    }
    return result;
}
function convertFilter(name, token) {
    const result = {};
    for (const item of token) {
        const key = item.key.assertString(`${name} filter key`);
        switch (key.value) {
            case name:
                if (isString(item.value)) {
                    result[name] = [item.value.value];
                }
                else {
                    result[name] = convertStringList(name, item.value.assertSequence(`${name} list`));
                }
                break;
        }
    }
    return result;
}
function convertSchedule(context, token) {
    const result = [];
    for (const item of token) {
        const mappingToken = item.assertMapping(`event schedule`);
        const config = { cron: "" };
        let valid = true;
        for (const entry of mappingToken) {
            const key = entry.key.assertString(`schedule key`);
            if (key.value === "cron") {
                const cron = entry.value.assertString(`schedule cron`);
                if (!isValidCron(cron.value)) {
                    context.error(cron, "Invalid cron expression. Expected format: '* * * * *' (minute hour day month weekday)");
                }
                config.cron = cron.value;
            }
            else if (key.value === "timezone") {
                const timezone = entry.value.assertString(`schedule timezone`);
                config.timezone = timezone.value;
            }
            else {
                context.error(key, `Invalid schedule key`);
                valid = false;
            }
        }
        if (valid && config.cron) {
            result.push(config);
        }
        else if (valid && !config.cron) {
            context.error(mappingToken, "Missing required key 'cron' in schedule entry");
        }
    }
    return result;
}
//# sourceMappingURL=events.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/handle-errors.js

function handleTemplateTokenErrors(root, context, defaultValue, f) {
    let r = defaultValue;
    try {
        r = f();
    }
    catch (err) {
        if (err instanceof TemplateTokenError) {
            context.error(err.token, err);
        }
        else {
            // Report error for the root node
            context.error(root, err);
        }
    }
    return r;
}
//# sourceMappingURL=handle-errors.js.map
// EXTERNAL MODULE: ./node_modules/@actions/expressions/dist/ast.js
var ast = __webpack_require__(12049);
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/if-condition.js




/**
 * Ensures a condition expression contains a status function call.
 * If the condition doesn't contain success(), failure(), cancelled(), or always(),
 * wraps it in `success() && (condition)`.
 *
 * Parses the expression to accurately detect status functions, avoiding false positives
 * from string literals or property access. If parsing fails (e.g., partially typed expression),
 * returns the original condition unchanged to allow validation to report the actual error.
 *
 * @param condition The condition expression to check
 * @param definitionInfo Schema definition containing allowed contexts for parsing
 * @returns The condition with status function guaranteed, or original on parse error
 */
function ensureStatusFunction(condition, definitionInfo) {
    const allowedContext = definitionInfo?.allowedContext || [];
    try {
        const { namedContexts, functions } = splitAllowedContext(allowedContext);
        const lexer = new dist/* Lexer */.JG(condition);
        const result = lexer.lex();
        const parser = new dist/* Parser */.iX(result.tokens, namedContexts, functions);
        const tree = parser.parse();
        // Check if tree contains status function
        if (walkTreeToFindStatusFunctionCalls(tree)) {
            return condition; // Already has status function
        }
        // Wrap it
        return `success() && (${condition})`;
    }
    catch {
        // Parse error - return original and let validation report the actual error
        // This is important for hover/autocomplete on partially-typed expressions
        return condition;
    }
}
/**
 * Converts an if condition token to a BasicExpressionToken.
 * Treats the value as a string and parses it as an expression.
 * Wraps the condition in success() && (...) if it doesn't already contain a status function.
 * This allows both 'if: success()' and 'if: ${{ success() }}' to work correctly.
 *
 * Reads the allowed context directly from the schema definition attached to the token,
 * ensuring consistency with the schema.
 *
 * @param context The template context for error reporting
 * @param token The token containing the if condition
 * @returns A BasicExpressionToken with the processed condition, or undefined on error
 */
function convertToIfCondition(context, token) {
    const scalar = token.assertScalar("if condition");
    // Get allowed context from the schema definition attached to the token
    const allowedContext = token.definitionInfo?.allowedContext || [];
    // If it's already an expression, use its value
    let condition;
    let source;
    if (scalar instanceof BasicExpressionToken) {
        condition = scalar.expression;
        source = scalar.source;
    }
    else {
        // Otherwise, treat it as a string
        const stringToken = scalar.assertString("if condition");
        condition = stringToken.value.trim();
        source = stringToken.source;
    }
    let finalCondition;
    if (!condition) {
        // Empty condition defaults to success()
        finalCondition = "success()";
    }
    else {
        // Ensure the condition has a status function, wrapping if needed
        finalCondition = ensureStatusFunction(condition, token.definitionInfo);
    }
    // Validate the expression before creating the token
    try {
        expression_token_ExpressionToken.validateExpression(finalCondition, allowedContext);
    }
    catch (err) {
        context.error(token, err);
        return undefined;
    }
    // Create a BasicExpressionToken with the final condition
    return new BasicExpressionToken(token.file, token.range, finalCondition, token.definitionInfo, undefined, source);
}
/**
 * Walks an expression AST to find status function calls (success, failure, cancelled, always).
 * Recursively checks all nodes including function arguments and logical/binary operations.
 */
function walkTreeToFindStatusFunctionCalls(tree) {
    if (!tree) {
        return false;
    }
    if (tree instanceof ast/* FunctionCall */.R6) {
        const funcName = tree.functionName.lexeme.toLowerCase();
        if (funcName === "success" || funcName === "failure" || funcName === "cancelled" || funcName === "always") {
            return true;
        }
        // Check arguments recursively
        return tree.args.some(arg => walkTreeToFindStatusFunctionCalls(arg));
    }
    if (tree instanceof ast/* Binary */.yI) {
        return walkTreeToFindStatusFunctionCalls(tree.left) || walkTreeToFindStatusFunctionCalls(tree.right);
    }
    if (tree instanceof ast/* Unary */._c) {
        return walkTreeToFindStatusFunctionCalls(tree.expr);
    }
    if (tree instanceof ast/* Logical */.oD) {
        return tree.args.some(arg => walkTreeToFindStatusFunctionCalls(arg));
    }
    if (tree instanceof ast/* Grouping */.aU) {
        return walkTreeToFindStatusFunctionCalls(tree.group);
    }
    if (tree instanceof ast/* IndexAccess */.p_) {
        return walkTreeToFindStatusFunctionCalls(tree.expr) || walkTreeToFindStatusFunctionCalls(tree.index);
    }
    return false;
}
/**
 * Validates a pre-if or post-if condition string.
 * Unlike step if conditions, pre-if and post-if are evaluated as-is by the runner
 * (they default to always() only when the field is missing entirely).
 * This function validates the expression and reports errors through the context.
 *
 * @param context The template context for error reporting
 * @param token The token containing the condition
 * @param condition The condition string to validate
 * @returns The validated condition string, or undefined on error
 */
function validateRunsIfCondition(context, token, condition) {
    const allowedContext = token.definitionInfo?.allowedContext || [];
    // Validate the expression directly - no wrapping needed for pre-if/post-if
    try {
        ExpressionToken.validateExpression(condition, allowedContext);
    }
    catch (err) {
        context.error(token, err);
        return undefined;
    }
    return condition;
}
//# sourceMappingURL=if-condition.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/container.js


function convertToJobContainer(context, container) {
    let image;
    let env;
    let ports;
    let volumes;
    let options;
    // Skip validation for expressions for now to match
    // behavior of the other parsers
    for (const [, token] of TemplateToken.traverse(container)) {
        if (token.isExpression) {
            return;
        }
    }
    if (isString(container)) {
        // Workflow uses shorthand syntax `container: image-name`
        image = container.assertString("container item");
        return { image: image };
    }
    const mapping = container.assertMapping("container item");
    if (mapping)
        for (const item of mapping) {
            const key = item.key.assertString("container item key");
            const value = item.value;
            switch (key.value) {
                case "image":
                    image = value.assertString("container image");
                    break;
                case "credentials":
                    convertToJobCredentials(context, value);
                    break;
                case "env":
                    env = value.assertMapping("container env");
                    for (const envItem of env) {
                        envItem.key.assertString("container env value");
                    }
                    break;
                case "ports":
                    ports = value.assertSequence("container ports");
                    for (const port of ports) {
                        port.assertString("container port");
                    }
                    break;
                case "volumes":
                    volumes = value.assertSequence("container volumes");
                    for (const volume of volumes) {
                        volume.assertString("container volume");
                    }
                    break;
                case "options":
                    options = value.assertString("container options");
                    break;
                default:
                    context.error(key, `Unexpected container item key: ${key.value}`);
            }
        }
    if (!image) {
        context.error(container, "Container image cannot be empty");
    }
    else {
        return { image, env, ports, volumes, options };
    }
}
function convertToServiceContainer(context, container) {
    let image;
    let env;
    let ports;
    let volumes;
    let options;
    let entrypoint;
    let command;
    // Skip validation for expressions for now to match
    // behavior of the other parsers
    for (const [, token] of TemplateToken.traverse(container)) {
        if (token.isExpression) {
            return;
        }
    }
    if (isString(container)) {
        image = container.assertString("container item");
        return { image: image };
    }
    const mapping = container.assertMapping("container item");
    if (mapping)
        for (const item of mapping) {
            const key = item.key.assertString("container item key");
            const value = item.value;
            switch (key.value) {
                case "image":
                    image = value.assertString("container image");
                    break;
                case "credentials":
                    convertToJobCredentials(context, value);
                    break;
                case "env":
                    env = value.assertMapping("container env");
                    for (const envItem of env) {
                        envItem.key.assertString("container env value");
                    }
                    break;
                case "ports":
                    ports = value.assertSequence("container ports");
                    for (const port of ports) {
                        port.assertString("container port");
                    }
                    break;
                case "volumes":
                    volumes = value.assertSequence("container volumes");
                    for (const volume of volumes) {
                        volume.assertString("container volume");
                    }
                    break;
                case "options":
                    options = value.assertString("container options");
                    break;
                case "entrypoint":
                    entrypoint = value.assertString("container entrypoint");
                    break;
                case "command":
                    command = value.assertString("container command");
                    break;
                default:
                    context.error(key, `Unexpected container item key: ${key.value}`);
            }
        }
    if (!image) {
        context.error(container, "Container image cannot be empty");
    }
    else {
        return { image, env, ports, volumes, options, entrypoint, command };
    }
}
function convertToJobServices(context, services) {
    const serviceList = [];
    const mapping = services.assertMapping("services");
    for (const service of mapping) {
        service.key.assertString("service key");
        const container = convertToServiceContainer(context, service.value);
        if (container) {
            serviceList.push(container);
        }
    }
    return serviceList;
}
function convertToJobCredentials(context, value) {
    const mapping = value.assertMapping("credentials");
    let username;
    let password;
    for (const item of mapping) {
        const key = item.key.assertString("credentials item");
        const value = item.value;
        switch (key.value) {
            case "username":
                username = value.assertString("credentials username");
                break;
            case "password":
                password = value.assertString("credentials password");
                break;
            default:
                context.error(key, `credentials key ${key.value}`);
        }
    }
    return { username, password };
}
//# sourceMappingURL=container.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/id-builder.js
const SEPARATOR = "_";
const MAX_ATTEMPTS = 1000;
const MAX_LENGTH = 100;
class IdBuilder {
    constructor() {
        this.name = [];
        this.distinctNames = new Set();
    }
    appendSegment(value) {
        if (value.length === 0) {
            return;
        }
        if (this.name.length == 0) {
            const first = value[0];
            if (this.isAlpha(first) || first == "_") {
                // Legal first char
            }
            else if (this.isNumeric(first) || first == "-") {
                // Illegal first char, but legal char.
                // Prepend "_".
                this.name.push("_");
            }
            else {
                // Illegal char
            }
        }
        else {
            // Separator
            this.name.push(SEPARATOR);
        }
        for (const c of value) {
            {
                if (this.isAlphaNumeric(c) || c == "_" || c == "-") {
                    // Legal
                    this.name.push(c);
                }
                else {
                    // Illegal
                    this.name.push(SEPARATOR);
                }
            }
        }
    }
    build() {
        const original = this.name.length > 0 ? this.name.join("") : "job";
        let suffix = "";
        for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
            if (attempt === 1) {
                suffix = "";
            }
            else {
                suffix = `_${attempt}`;
            }
            const candidate = original.substring(0, Math.min(original.length, MAX_LENGTH - suffix.length)) + suffix;
            if (!this.distinctNames.has(candidate)) {
                this.distinctNames.add(candidate);
                this.name = [];
                return candidate;
            }
        }
        throw new Error("Unable to create a unique name");
    }
    /**
     * Adds a known identifier to the set of distinct ids.
     * @param value The value to add
     * @returns An error if the value is invalid, otherwise undefined
     */
    tryAddKnownId(value) {
        if (!value || !this.isValid(value) || value.length >= MAX_LENGTH) {
            return `The identifier '${value}' is invalid. IDs may only contain alphanumeric characters, '_', and '-'. IDs must start with a letter or '_' and and must be less than ${MAX_LENGTH} characters.`;
        }
        if (value.startsWith(SEPARATOR + SEPARATOR)) {
            return `The identifier '${value}' is invalid. IDs starting with '__' are reserved.`;
        }
        if (this.distinctNames.has(value)) {
            return `The identifier '${value}' may not be used more than once within the same scope.`;
        }
        this.distinctNames.add(value);
        return;
    }
    /**
     * A name is valid if it starts with a letter or underscore, and contains only
     * letters, numbers, underscores, and hyphens.
     * @param name The string name to validate
     * @returns Whether the name is valid
     */
    isValid(name) {
        let first = true;
        for (const c of name) {
            if (first) {
                first = false;
                if (!this.isAlpha(c) && c != "_") {
                    return false;
                }
                continue;
            }
            if (!this.isAlphaNumeric(c) && c != "_" && c != "-") {
                return false;
            }
        }
        return true;
    }
    isAlphaNumeric(c) {
        return this.isAlpha(c) || this.isNumeric(c);
    }
    isNumeric(c) {
        return c >= "0" && c <= "9";
    }
    isAlpha(c) {
        return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z");
    }
}
//# sourceMappingURL=id-builder.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/job/environment.js

function convertToActionsEnvironmentRef(context, token) {
    const result = {};
    if (token.isExpression) {
        return result;
    }
    if (isScalar(token)) {
        result.name = token;
        return result;
    }
    const environmentMapping = token.assertMapping("job environment");
    for (const property of environmentMapping) {
        const propertyName = property.key.assertString("job environment key");
        if (property.key.isExpression || property.value.isExpression) {
            continue;
        }
        switch (propertyName.value) {
            case "name":
                result.name = property.value.assertScalar("job environment name key");
                break;
            case "url":
                result.url = property.value;
                break;
            case "deployment": {
                const deploymentValue = property.value.assertBoolean("job environment deployment");
                if (deploymentValue.value === false) {
                    result.skipDeployment = true;
                }
                break;
            }
        }
    }
    return result;
}
//# sourceMappingURL=environment.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/job/runs-on.js

function convertRunsOn(context, token) {
    const labels = convertRunsOnLabels(token);
    if (!isMapping(token)) {
        return {
            labels,
            group: ""
        };
    }
    let group = "";
    for (const item of token) {
        const key = item.key.assertString("job runs-on property name");
        switch (key.value) {
            case "group": {
                if (item.value.isExpression) {
                    continue;
                }
                const groupName = item.value.assertString("job runs-on group name").value;
                const names = groupName.split("/");
                switch (names.length) {
                    case 1: {
                        group = groupName;
                        break;
                    }
                    case 2: {
                        if (!["org", "organization", "ent", "enterprise"].includes(names[0])) {
                            context.error(item.value, `Invalid runs-on group name '${groupName}. Please use 'organization/' or 'enterprise/' prefix to target a single runner group.'`);
                            continue;
                        }
                        if (!names[1]) {
                            context.error(item.value, `Invalid runs-on group name '${groupName}'.`);
                            continue;
                        }
                        group = groupName;
                        break;
                    }
                    default: {
                        context.error(item.value, `Invalid runs-on group name '${groupName}. Please use 'organization/' or 'enterprise/' prefix to target a single runner group.'`);
                        break;
                    }
                }
                break;
            }
            case "labels": {
                const mapLabels = convertRunsOnLabels(item.value);
                for (const label of mapLabels) {
                    labels.add(label);
                }
                break;
            }
        }
    }
    return {
        labels,
        group
    };
}
function convertRunsOnLabels(token) {
    const labels = new Set();
    if (token.isExpression) {
        return labels;
    }
    if (isString(token)) {
        labels.add(token.value);
        return labels;
    }
    if (isSequence(token)) {
        for (const item of token) {
            if (item.isExpression) {
                continue;
            }
            const label = item.assertString("job runs-on label sequence item");
            labels.add(label.value);
        }
    }
    return labels;
}
//# sourceMappingURL=runs-on.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/type-guards.js
function isRunStep(step) {
    return step.run !== undefined;
}
function isActionStep(step) {
    return step.uses !== undefined;
}
function isJob(job) {
    return job.type === "job";
}
function isReusableWorkflowJob(job) {
    return job.type === "reusableWorkflowJob";
}
//# sourceMappingURL=type-guards.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/steps.js






function convertSteps(context, steps) {
    if (!isSequence(steps)) {
        context.error(steps, "Invalid format for steps");
        return [];
    }
    const idBuilder = new IdBuilder();
    const knownStepIds = new Set();
    const result = [];
    for (const item of steps) {
        const step = handleTemplateTokenErrors(steps, context, undefined, () => convertStep(context, idBuilder, knownStepIds, item));
        if (step) {
            result.push(step);
        }
    }
    for (const step of result) {
        if (step.id) {
            continue;
        }
        let id = "";
        if (isActionStep(step)) {
            id = createActionStepId(step);
        }
        else if ("wait" in step) {
            id = "wait";
        }
        else if ("wait-all" in step) {
            id = "wait-all";
        }
        else if ("cancel" in step) {
            id = "cancel";
        }
        else if ("parallel" in step) {
            id = "parallel";
        }
        if (!id) {
            id = "run";
        }
        idBuilder.appendSegment(`__${id}`);
        step.id = idBuilder.build();
    }
    return result;
}
function convertStep(context, idBuilder, knownStepIds, step) {
    const mapping = step.assertMapping("steps item");
    let run;
    let id;
    let name;
    let uses;
    let background;
    let wait;
    let waitAll;
    let cancel;
    let parallel;
    let continueOnError;
    let env;
    let ifCondition;
    for (const item of mapping) {
        const key = item.key.assertString("steps item key");
        switch (key.value) {
            case "id":
                id = item.value.assertString("steps item id");
                if (id) {
                    const error = idBuilder.tryAddKnownId(id.value);
                    if (error) {
                        context.error(id, error);
                    }
                    else {
                        knownStepIds.add(id.value);
                    }
                }
                break;
            case "name":
                name = item.value.assertScalar("steps item name");
                break;
            case "run":
                run = item.value.assertScalar("steps item run");
                break;
            case "uses":
                uses = item.value.assertString("steps item uses");
                break;
            case "background":
                background = item.value.assertBoolean("steps item background").value;
                break;
            case "wait":
                wait = convertWaitTargets(context, knownStepIds, item.value, id);
                break;
            case "wait-all":
                waitAll = convertWaitAllValue(context, item.value);
                break;
            case "cancel":
                cancel = item.value.assertString("steps item cancel");
                validateTargetStepId(context, knownStepIds, cancel, id);
                break;
            case "parallel":
                parallel = item.value;
                break;
            case "env":
                env = item.value.assertMapping("step env");
                break;
            case "if":
                ifCondition = convertToIfCondition(context, item.value);
                break;
            case "continue-on-error":
                if (!item.value.isExpression) {
                    continueOnError = item.value.assertBoolean("steps item continue-on-error").value;
                }
                else {
                    continueOnError = item.value.assertScalar("steps item continue-on-error");
                }
        }
    }
    if (run) {
        return {
            id: id?.value || "",
            name,
            if: ifCondition || new BasicExpressionToken(undefined, undefined, "success()", undefined, undefined, undefined),
            "continue-on-error": continueOnError,
            env,
            run,
            background
        };
    }
    if (uses) {
        return {
            id: id?.value || "",
            name,
            if: ifCondition || new BasicExpressionToken(undefined, undefined, "success()", undefined, undefined, undefined),
            "continue-on-error": continueOnError,
            env,
            uses,
            background
        };
    }
    if (wait) {
        return {
            id: id?.value || "",
            name: name || createSyntheticStepName("Wait"),
            "continue-on-error": continueOnError,
            wait
        };
    }
    if (waitAll !== undefined) {
        return {
            id: id?.value || "",
            name: name || createSyntheticStepName("Wait for all"),
            "continue-on-error": continueOnError,
            "wait-all": waitAll
        };
    }
    if (cancel) {
        return {
            id: id?.value || "",
            name: name || createSyntheticStepName("Cancel"),
            "continue-on-error": continueOnError,
            cancel
        };
    }
    if (parallel) {
        const parallelSteps = convertSteps(context, parallel);
        // Validate: parallel blocks only allow run and uses steps
        for (const ps of parallelSteps) {
            if ("background" in ps && ps.background !== undefined) {
                context.error(step, "'background' is not allowed inside a parallel block. Steps in a parallel block are automatically run as background steps.");
            }
            if ("wait" in ps) {
                context.error(step, "'wait' is not allowed inside a parallel block.");
            }
            if ("wait-all" in ps) {
                context.error(step, "'wait-all' is not allowed inside a parallel block.");
            }
            if ("cancel" in ps) {
                context.error(step, "'cancel' is not allowed inside a parallel block.");
            }
            if ("parallel" in ps) {
                context.error(step, "Nested 'parallel' blocks are not allowed.");
            }
        }
        return {
            id: id?.value || "",
            name: name || createSyntheticStepName("Parallel group"),
            parallel: parallelSteps
        };
    }
    context.error(step, context.state.featureFlags?.isEnabled("allowBackgroundSteps")
        ? "Expected one of uses, run, wait, wait-all, cancel, or parallel to be defined"
        : "Expected one of uses or run to be defined");
}
function createActionStepId(step) {
    const uses = step.uses.value;
    if (uses.startsWith("docker://")) {
        return uses.substring("docker://".length);
    }
    if (uses.startsWith("./") || uses.startsWith(".\\")) {
        return "self";
    }
    // Self repository reference ($/path): resolved from the same repository as the executing
    // workflow/action.
    if (uses.startsWith("$/")) {
        return "self";
    }
    const segments = uses.split("@");
    if (segments.length != 2) {
        return "";
    }
    const pathSegments = segments[0].split(/[\\/]/).filter(s => s.length > 0);
    const gitRef = segments[1];
    if (pathSegments.length >= 2 && pathSegments[0] && pathSegments[1] && gitRef) {
        return `${pathSegments[0]}/${pathSegments[1]}`;
    }
    return "";
}
function createSyntheticStepName(value) {
    return new StringToken(undefined, undefined, value, undefined, undefined, undefined);
}
function convertWaitTargets(context, knownStepIds, token, ownStepId) {
    if (token instanceof StringToken) {
        validateTargetStepId(context, knownStepIds, token, ownStepId);
        return [token];
    }
    const sequence = token.assertSequence("steps item wait");
    const targets = [];
    for (let i = 0; i < sequence.count; i++) {
        const target = sequence.get(i).assertString("steps item wait item");
        validateTargetStepId(context, knownStepIds, target, ownStepId);
        targets.push(target);
    }
    return targets;
}
function convertWaitAllValue(context, token) {
    if (token instanceof NullToken) {
        return true;
    }
    const value = token.assertBoolean("steps item wait-all").value;
    if (!value) {
        context.error(token, "The value of 'wait-all' must be true or omitted");
    }
    return true;
}
function validateTargetStepId(context, knownStepIds, target, ownStepId) {
    if (target.value.startsWith("__")) {
        context.error(target, `The identifier '${target.value}' is invalid. IDs starting with '__' are reserved.`);
    }
    else if (ownStepId && target.value.toLowerCase() === ownStepId.value.toLowerCase()) {
        context.error(target, `Step '${ownStepId.value}' cannot reference itself`);
    }
    else if (!knownStepIds.has(target.value)) {
        context.error(target, `Step references unknown step ID '${target.value}'`);
    }
}
//# sourceMappingURL=steps.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/job.js










function convertJob(context, jobKey, token) {
    const error = new IdBuilder().tryAddKnownId(jobKey.value);
    if (error) {
        context.error(jobKey, error);
    }
    let concurrency, container, env, environment, ifCondition, name, outputs, runsOn, services, strategy, snapshot;
    let needs = undefined;
    let steps = [];
    let workflowJobRef;
    let workflowJobInputs;
    let inheritSecrets = false;
    let workflowJobSecrets;
    for (const item of token) {
        const propertyName = item.key.assertString("job property name");
        switch (propertyName.value) {
            case "concurrency":
                handleTemplateTokenErrors(item.value, context, undefined, () => convertConcurrency(context, item.value));
                concurrency = item.value;
                break;
            case "container":
                convertToJobContainer(context, item.value);
                container = item.value;
                break;
            case "env":
                handleTemplateTokenErrors(item.value, context, undefined, () => {
                    env = item.value.assertMapping("job env");
                });
                break;
            case "environment":
                handleTemplateTokenErrors(item.value, context, undefined, () => convertToActionsEnvironmentRef(context, item.value));
                environment = item.value;
                break;
            case "if":
                ifCondition = convertToIfCondition(context, item.value);
                break;
            case "name":
                name = item.value.assertScalar("job name");
                break;
            case "needs": {
                needs = [];
                if (isString(item.value)) {
                    const jobNeeds = item.value.assertString("job needs id");
                    needs.push(jobNeeds);
                }
                if (isSequence(item.value)) {
                    for (const seqItem of item.value) {
                        const jobNeeds = seqItem.assertString("job needs id");
                        needs.push(jobNeeds);
                    }
                }
                break;
            }
            case "outputs":
                handleTemplateTokenErrors(item.value, context, undefined, () => {
                    outputs = item.value.assertMapping("job outputs");
                });
                break;
            case "runs-on":
                handleTemplateTokenErrors(item.value, context, undefined, () => convertRunsOn(context, item.value));
                runsOn = item.value;
                break;
            case "services":
                convertToJobServices(context, item.value);
                services = item.value;
                break;
            case "snapshot":
                snapshot = item.value;
                break;
            case "steps":
                steps = convertSteps(context, item.value);
                break;
            case "strategy":
                strategy = item.value;
                break;
            case "uses":
                workflowJobRef = item.value.assertString("job uses value");
                break;
            case "with":
                handleTemplateTokenErrors(item.value, context, undefined, () => {
                    workflowJobInputs = item.value.assertMapping("uses-with value");
                });
                break;
            case "secrets":
                if (isString(item.value) && item.value.value === "inherit") {
                    inheritSecrets = true;
                }
                else {
                    handleTemplateTokenErrors(item.value, context, undefined, () => {
                        workflowJobSecrets = item.value.assertMapping("uses-secrets value");
                    });
                }
                break;
        }
    }
    if (workflowJobRef !== undefined) {
        return {
            type: "reusableWorkflowJob",
            id: jobKey,
            name: jobName(name, jobKey),
            needs: needs || [],
            if: ifCondition || new BasicExpressionToken(undefined, undefined, "success()", undefined, undefined, undefined),
            ref: workflowJobRef,
            "input-definitions": undefined,
            "input-values": workflowJobInputs,
            "secret-definitions": undefined,
            "secret-values": workflowJobSecrets,
            "inherit-secrets": inheritSecrets || undefined,
            outputs: undefined,
            concurrency,
            strategy
        };
    }
    else {
        return {
            type: "job",
            id: jobKey,
            name: jobName(name, jobKey),
            needs,
            if: ifCondition || new BasicExpressionToken(undefined, undefined, "success()", undefined, undefined, undefined),
            env,
            concurrency,
            environment,
            strategy,
            "runs-on": runsOn,
            container,
            services,
            outputs,
            steps,
            snapshot
        };
    }
}
function jobName(name, jobKey) {
    if (name === undefined) {
        return jobKey;
    }
    if (isString(name) && name.value === "") {
        return jobKey;
    }
    return name;
}
//# sourceMappingURL=job.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/jobs.js



function convertJobs(context, token) {
    if (isMapping(token)) {
        const result = [];
        const jobsWithSatisfiedNeeds = [];
        const alljobsWithUnsatisfiedNeeds = [];
        for (const item of token) {
            const jobKey = item.key.assertString("job name");
            const jobDef = item.value.assertMapping(`job ${jobKey.value}`);
            const job = handleTemplateTokenErrors(token, context, undefined, () => convertJob(context, jobKey, jobDef));
            if (job) {
                result.push(job);
                const node = {
                    name: job.id.value,
                    needs: Object.assign([], job.needs)
                };
                if (node.needs.length > 0) {
                    alljobsWithUnsatisfiedNeeds.push(node);
                }
                else {
                    jobsWithSatisfiedNeeds.push(node);
                }
            }
        }
        //validate job needs
        validateNeeds(token, context, result, jobsWithSatisfiedNeeds, alljobsWithUnsatisfiedNeeds);
        return result;
    }
    context.error(token, "Invalid format for jobs");
    return [];
}
function validateNeeds(token, context, result, jobsWithSatisfiedNeeds, alljobsWithUnsatisfiedNeeds) {
    if (jobsWithSatisfiedNeeds.length == 0) {
        context.error(token, "The workflow must contain at least one job with no dependencies.");
        return;
    }
    // Figure out which nodes would start after current completes
    while (jobsWithSatisfiedNeeds.length > 0) {
        const currentJob = jobsWithSatisfiedNeeds.shift();
        if (currentJob == undefined) {
            break;
        }
        for (let i = alljobsWithUnsatisfiedNeeds.length - 1; i >= 0; i--) {
            const unsatisfiedJob = alljobsWithUnsatisfiedNeeds[i];
            for (let j = unsatisfiedJob.needs.length - 1; j >= 0; j--) {
                const need = unsatisfiedJob.needs[j];
                if (need.value == currentJob.name) {
                    unsatisfiedJob.needs.splice(j, 1);
                    if (unsatisfiedJob.needs.length == 0) {
                        jobsWithSatisfiedNeeds.push(unsatisfiedJob);
                        alljobsWithUnsatisfiedNeeds.splice(i, 1);
                    }
                }
            }
        }
    }
    // Check whether some jobs will never execute
    if (alljobsWithUnsatisfiedNeeds.length > 0) {
        const jobNames = result.map(x => x.id.value);
        for (const unsatisfiedJob of alljobsWithUnsatisfiedNeeds) {
            for (const need of unsatisfiedJob.needs) {
                if (jobNames.includes(need.value)) {
                    context.error(need, `Job '${unsatisfiedJob.name}' depends on job '${need.value}' which creates a cycle in the dependency graph.`);
                }
                else {
                    context.error(need, `Job '${unsatisfiedJob.name}' depends on unknown job '${need.value}'.`);
                }
            }
        }
    }
}
//# sourceMappingURL=jobs.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/job/inputs.js
function convertWorkflowJobInputs(context, job) {
    const inputDefinitions = createTokenMap(job["input-definitions"]?.assertMapping("workflow job input definitions"), "inputs");
    const inputValues = createTokenMap(job["input-values"]?.assertMapping("workflow job input values"), "with");
    if (inputDefinitions !== undefined) {
        for (const [, [name, value]] of inputDefinitions) {
            const inputSpec = createTokenMap(value.assertMapping(`input ${name}`), `input ${name} key`);
            const inputTypeToken = inputSpec?.get("type")?.[1];
            if (!inputTypeToken) {
                // This should be validated by the template reader per the schema
                continue;
            }
            const inputSet = inputValues !== undefined && inputValues.has(name.toLowerCase());
            const required = inputSpec.get("required")?.[1].assertBoolean(`input ${name} required`).value;
            if (required && !inputSet) {
                context.error(job.ref, `Input ${name} is required, but not provided while calling.`);
            }
        }
    }
    if (inputValues !== undefined) {
        for (const [, [name, value]] of inputValues) {
            if (!inputDefinitions?.has(name.toLowerCase())) {
                context.error(value, `Invalid input, ${name} is not defined in the referenced workflow.`);
            }
        }
    }
}
function createTokenMap(mapping, description) {
    if (!mapping) {
        return undefined;
    }
    const result = new Map();
    for (const item of mapping) {
        const name = item.key.assertString(`${description} key`);
        result.set(name.value.toLowerCase(), [name.value, item.value]);
    }
    return result;
}
//# sourceMappingURL=inputs.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/job/secrets.js


function convertWorkflowJobSecrets(context, job) {
    // No validation if job passes all secrets
    if (job["inherit-secrets"]) {
        return;
    }
    const secretDefinitions = createTokenMap(job["secret-definitions"]?.assertMapping("workflow job secret definitions"), "secrets");
    const secretValues = createTokenMap(job["secret-values"]?.assertMapping("workflow job secret values"), "secrets");
    if (secretDefinitions !== undefined) {
        for (const [, [name, value]] of secretDefinitions) {
            if (value instanceof NullToken) {
                continue;
            }
            const secretSpec = createTokenMap(value.assertMapping(`secret ${name}`), `secret ${name} key`);
            const required = secretSpec?.get("required")?.[1].assertBoolean(`secret ${name} required`).value;
            if (required) {
                if (secretValues == undefined || !secretValues.has(name.toLowerCase())) {
                    context.error(job.ref, `Secret ${name} is required, but not provided while calling.`);
                }
            }
        }
    }
    if (secretValues !== undefined) {
        for (const [, [name, value]] of secretValues) {
            if (!secretDefinitions?.has(name.toLowerCase())) {
                context.error(value, `Invalid secret, ${name} is not defined in the referenced workflow.`);
            }
        }
    }
}
//# sourceMappingURL=secrets.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/referencedWorkflow.js





function convertReferencedWorkflow(context, referencedWorkflow, job) {
    const mapping = referencedWorkflow.assertMapping("root");
    // The language service doesn't currently handles on other documents,
    // So use the ref in the original workflow as the error location
    const tokenForErrors = job.ref;
    for (const pair of mapping) {
        const key = pair.key.assertString("root key");
        switch (key.value) {
            case "on": {
                handleTemplateTokenErrors(tokenForErrors, context, undefined, () => convertReferencedWorkflowOn(context, pair.value, job));
                break;
            }
            case "jobs": {
                job.jobs = handleTemplateTokenErrors(tokenForErrors, context, [], () => convertJobs(context, pair.value));
                break;
            }
        }
    }
}
function convertReferencedWorkflowOn(context, on, job) {
    const tokenForErrors = job.ref;
    switch (on.templateTokenType) {
        case TokenType.String: {
            const event = on.assertString("Reference workflow on value").value;
            if (event === "workflow_call") {
                handleTemplateTokenErrors(tokenForErrors, context, undefined, () => convertWorkflowJobInputs(context, job));
                handleTemplateTokenErrors(tokenForErrors, context, undefined, () => convertWorkflowJobSecrets(context, job));
                return;
            }
            break;
        }
        case TokenType.Sequence: {
            const events = on.assertSequence("Reference workflow on value");
            for (const eventToken of events) {
                const event = eventToken.assertString(`Reference workflow on value ${eventToken}`).value;
                if (event === "workflow_call") {
                    handleTemplateTokenErrors(tokenForErrors, context, undefined, () => convertWorkflowJobInputs(context, job));
                    handleTemplateTokenErrors(tokenForErrors, context, undefined, () => convertWorkflowJobSecrets(context, job));
                    return;
                }
            }
            break;
        }
        case TokenType.Mapping: {
            const eventMapping = on.assertMapping("Reference workflow on value");
            for (const pair of eventMapping) {
                const event = pair.key.assertString(`Reference workflow on value ${pair.key}`).value;
                if (event !== "workflow_call") {
                    continue;
                }
                if (pair.value.templateTokenType === TokenType.Null) {
                    handleTemplateTokenErrors(tokenForErrors, context, undefined, () => convertWorkflowJobInputs(context, job));
                    handleTemplateTokenErrors(tokenForErrors, context, undefined, () => convertWorkflowJobSecrets(context, job));
                    return;
                }
                const definitions = pair.value.assertMapping(`Reference workflow on value ${pair.key}`);
                for (const definition of definitions) {
                    const definitionKey = definition.key.assertString(`on-workflow_call-${definition.key}`).value;
                    switch (definitionKey) {
                        case "inputs":
                            job["input-definitions"] = definition.value.assertMapping(`on-workflow_call-${definition.key}`);
                            break;
                        case "outputs":
                            job.outputs = definition.value.assertMapping(`on-workflow_call-${definition.key}`);
                            break;
                        case "secrets":
                            job["secret-definitions"] = definition.value.assertMapping(`on-workflow_call-${definition.key}`);
                            break;
                    }
                }
                handleTemplateTokenErrors(tokenForErrors, context, undefined, () => convertWorkflowJobInputs(context, job));
                handleTemplateTokenErrors(tokenForErrors, context, undefined, () => convertWorkflowJobSecrets(context, job));
                return;
            }
            break;
        }
    }
    context.error(tokenForErrors, "workflow_call key is not defined in the referenced workflow.");
}
//# sourceMappingURL=referencedWorkflow.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/model/convert.js










var ErrorPolicy;
(function (ErrorPolicy) {
    ErrorPolicy[ErrorPolicy["ReturnErrorsOnly"] = 0] = "ReturnErrorsOnly";
    ErrorPolicy[ErrorPolicy["TryConversion"] = 1] = "TryConversion";
})(ErrorPolicy || (ErrorPolicy = {}));
const defaultOptions = {
    maxReusableWorkflowDepth: 4,
    fetchReusableWorkflowDepth: 0,
    errorPolicy: ErrorPolicy.ReturnErrorsOnly,
    featureFlags: new FeatureFlags()
};
async function convertWorkflowTemplate(context, root, fileProvider, options = defaultOptions) {
    const result = {};
    const opts = getOptionsWithDefaults(options);
    context.state.featureFlags = opts.featureFlags;
    if (context.errors.getErrors().length > 0 && opts.errorPolicy === ErrorPolicy.ReturnErrorsOnly) {
        result.errors = context.errors.getErrors().map(x => ({
            Message: x.message
        }));
        return result;
    }
    if (fileProvider === undefined && opts.fetchReusableWorkflowDepth > 0) {
        context.error(root, new Error("A file provider is required to fetch reusable workflows"));
    }
    try {
        const rootMapping = root.assertMapping("root");
        for (const item of rootMapping) {
            const key = item.key.assertString("root key");
            switch (key.value) {
                case "on":
                    result.events = handleTemplateTokenErrors(root, context, {}, () => convertOn(context, item.value));
                    break;
                case "jobs":
                    result.jobs = handleTemplateTokenErrors(root, context, [], () => convertJobs(context, item.value));
                    break;
                case "concurrency":
                    handleTemplateTokenErrors(root, context, {}, () => convertConcurrency(context, item.value));
                    result.concurrency = item.value;
                    break;
                case "env":
                    result.env = item.value;
                    break;
            }
        }
        // Load referenced workflows
        for (const job of result.jobs || []) {
            if (isReusableWorkflowJob(job)) {
                if (opts.maxReusableWorkflowDepth === 0) {
                    context.error(job.ref, new Error("Reusable workflows are not allowed"));
                    continue;
                }
                if (opts.fetchReusableWorkflowDepth === 0 || fileProvider === undefined) {
                    continue;
                }
                try {
                    const file = await fileProvider.getFileContent(parseFileReference(job.ref.value));
                    const workflow = parseWorkflow(file, context);
                    if (!workflow.value) {
                        continue;
                    }
                    convertReferencedWorkflow(context, workflow.value, job);
                }
                catch {
                    context.error(job.ref, new Error("Unable to find reusable workflow"));
                }
            }
        }
    }
    catch (err) {
        if (err instanceof TemplateTokenError) {
            context.error(err.token, err);
        }
        else {
            // Report error for the root node
            context.error(root, err);
        }
    }
    finally {
        if (context.errors.getErrors().length > 0) {
            result.errors = context.errors.getErrors().map(x => ({
                Message: x.message
            }));
        }
    }
    return result;
}
function getOptionsWithDefaults(options) {
    return {
        maxReusableWorkflowDepth: options.maxReusableWorkflowDepth !== undefined
            ? options.maxReusableWorkflowDepth
            : defaultOptions.maxReusableWorkflowDepth,
        fetchReusableWorkflowDepth: options.fetchReusableWorkflowDepth !== undefined
            ? options.fetchReusableWorkflowDepth
            : defaultOptions.fetchReusableWorkflowDepth,
        errorPolicy: options.errorPolicy !== undefined ? options.errorPolicy : defaultOptions.errorPolicy,
        featureFlags: options.featureFlags ?? defaultOptions.featureFlags
    };
}
//# sourceMappingURL=convert.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/workflow-parser/dist/index.js




//# sourceMappingURL=index.js.map

/***/ })

};
