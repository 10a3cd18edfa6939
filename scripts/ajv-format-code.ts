// The `format` checks that ajv's standalone code calls as functions, as ESM source for
// src/generated/formats.js. ajv inlines regular-expression formats into the validators; the
// function formats come from ajv-formats, whose module (every format, CommonJS, so never
// tree-shaken) would otherwise ship with the settings validator at start-up. The code below is
// ajv-formats 3.0.1's `fullFormats` (MIT, © Evgeny Poberezkin), unchanged in behaviour;
// scripts/ajv-format-code.test.ts checks it against ajv-formats itself. scripts/generate.ts writes
// only the formats the validators use; a format missing here keeps ajv-formats' own module.

/**
 * Formats that only pick a control (renderers/controls/phone.tsx for `phone`) while another
 * keyword checks the value (the schema's `pattern`): known to every validator the build compiles,
 * always valid, so ajv neither warns of an unknown format nor checks it twice.
 */
export const HINT_FORMATS: Record<string, true> = { phone: true };

/** Helper declarations: name → [source, helpers it uses]. */
const HELPERS: Record<string, [string, string[]]> = {
  fmtDef: ['function fmtDef(validate, compare) {\n  return { validate, compare };\n}', []],
  isLeapYear: ['function isLeapYear(year) {\n  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);\n}', []],
  DATE: ['const DATE = /^(\\d\\d\\d\\d)-(\\d\\d)-(\\d\\d)$/;', []],
  DAYS: ['const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];', []],
  date: [
    `function date(str) {
  const matches = DATE.exec(str);
  if (!matches) return false;
  const year = +matches[1];
  const month = +matches[2];
  const day = +matches[3];
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
}`,
    ['DATE', 'DAYS', 'isLeapYear'],
  ],
  compareDate: [
    `function compareDate(d1, d2) {
  if (!(d1 && d2)) return undefined;
  if (d1 > d2) return 1;
  if (d1 < d2) return -1;
  return 0;
}`,
    [],
  ],
  TIME: ['const TIME = /^(\\d\\d):(\\d\\d):(\\d\\d(?:\\.\\d+)?)(z|([+-])(\\d\\d)(?::?(\\d\\d))?)?$/i;', []],
  getTime: [
    `function getTime(strictTimeZone) {
  return function time(str) {
    const matches = TIME.exec(str);
    if (!matches) return false;
    const hr = +matches[1];
    const min = +matches[2];
    const sec = +matches[3];
    const tz = matches[4];
    const tzSign = matches[5] === "-" ? -1 : 1;
    const tzH = +(matches[6] || 0);
    const tzM = +(matches[7] || 0);
    if (tzH > 23 || tzM > 59 || (strictTimeZone && !tz)) return false;
    if (hr <= 23 && min <= 59 && sec < 60) return true;
    const utcMin = min - tzM * tzSign;
    const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
    return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
  };
}`,
    ['TIME'],
  ],
  compareTime: [
    `function compareTime(s1, s2) {
  if (!(s1 && s2)) return undefined;
  const t1 = new Date("2020-01-01T" + s1).valueOf();
  const t2 = new Date("2020-01-01T" + s2).valueOf();
  if (!(t1 && t2)) return undefined;
  return t1 - t2;
}`,
    [],
  ],
  compareIsoTime: [
    `function compareIsoTime(t1, t2) {
  if (!(t1 && t2)) return undefined;
  const a1 = TIME.exec(t1);
  const a2 = TIME.exec(t2);
  if (!(a1 && a2)) return undefined;
  t1 = a1[1] + a1[2] + a1[3];
  t2 = a2[1] + a2[2] + a2[3];
  if (t1 > t2) return 1;
  if (t1 < t2) return -1;
  return 0;
}`,
    ['TIME'],
  ],
  DATE_TIME_SEPARATOR: ['const DATE_TIME_SEPARATOR = /t|\\s/i;', []],
  getDateTime: [
    `function getDateTime(strictTimeZone) {
  const time = getTime(strictTimeZone);
  return function date_time(str) {
    const dateTime = str.split(DATE_TIME_SEPARATOR);
    return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
  };
}`,
    ['getTime', 'DATE_TIME_SEPARATOR', 'date'],
  ],
  compareDateTime: [
    `function compareDateTime(dt1, dt2) {
  if (!(dt1 && dt2)) return undefined;
  const d1 = new Date(dt1).valueOf();
  const d2 = new Date(dt2).valueOf();
  if (!(d1 && d2)) return undefined;
  return d1 - d2;
}`,
    [],
  ],
  compareIsoDateTime: [
    `function compareIsoDateTime(dt1, dt2) {
  if (!(dt1 && dt2)) return undefined;
  const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
  const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
  const res = compareDate(d1, d2);
  if (res === undefined) return undefined;
  return res || compareTime(t1, t2);
}`,
    ['DATE_TIME_SEPARATOR', 'compareDate', 'compareTime'],
  ],
  NOT_URI_FRAGMENT: ['const NOT_URI_FRAGMENT = /\\/|:/;', []],
  URI: [
    "const URI = /^(?:[a-z][a-z0-9+\\-.]*:)(?:\\/?\\/(?:(?:[a-z0-9\\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)\\.){3}(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\\.[a-z0-9\\-._~!$&'()*+,;=:]+)\\]|(?:(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)\\.){3}(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)|(?:[a-z0-9\\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\\d*)?(?:\\/(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\\/(?:(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\\/(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\\/(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\\?(?:[a-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;",
    [],
  ],
  uri: ['function uri(str) {\n  return NOT_URI_FRAGMENT.test(str) && URI.test(str);\n}', ['NOT_URI_FRAGMENT', 'URI']],
  BYTE: ['const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;', []],
  byte: ['function byte(str) {\n  BYTE.lastIndex = 0;\n  return BYTE.test(str);\n}', ['BYTE']],
  validateInt32: ['function validateInt32(value) {\n  return Number.isInteger(value) && value <= 2 ** 31 - 1 && value >= -(2 ** 31);\n}', []],
  validateInt64: ['function validateInt64(value) {\n  return Number.isInteger(value);\n}', []],
  validateNumber: ['function validateNumber() {\n  return true;\n}', []],
  Z_ANCHOR: ['const Z_ANCHOR = /[^\\\\]\\\\Z/;', []],
  regex: [
    `function regex(str) {
  if (Z_ANCHOR.test(str)) return false;
  try {
    new RegExp(str);
    return true;
  } catch (e) {
    return false;
  }
}`,
    ['Z_ANCHOR'],
  ],
};

/** Function formats of ajv-formats' fullFormats: name → [expression, helpers it uses]. */
export const FORMATS: Record<string, [string, string[]]> = {
  date: ['fmtDef(date, compareDate)', ['fmtDef', 'date', 'compareDate']],
  time: ['fmtDef(getTime(true), compareTime)', ['fmtDef', 'getTime', 'compareTime']],
  'date-time': ['fmtDef(getDateTime(true), compareDateTime)', ['fmtDef', 'getDateTime', 'compareDateTime']],
  'iso-time': ['fmtDef(getTime(), compareIsoTime)', ['fmtDef', 'getTime', 'compareIsoTime']],
  'iso-date-time': ['fmtDef(getDateTime(), compareIsoDateTime)', ['fmtDef', 'getDateTime', 'compareIsoDateTime']],
  uri: ['uri', ['uri']],
  regex: ['regex', ['regex']],
  byte: ['byte', ['byte']],
  int32: ['{ type: "number", validate: validateInt32 }', ['validateInt32']],
  int64: ['{ type: "number", validate: validateInt64 }', ['validateInt64']],
  float: ['{ type: "number", validate: validateNumber }', ['validateNumber']],
  double: ['{ type: "number", validate: validateNumber }', ['validateNumber']],
};

/** The exported name of a format in src/generated/formats.js: date-time → format_date_time. */
export function formatExportName(format: string): string {
  return `format_${format.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** ESM source defining and exporting `formats` (each must be in FORMATS). */
export function formatsModule(formats: string[], banner: string): string {
  const helpers = new Set<string>();
  const need = (name: string) => {
    const helper = HELPERS[name];
    if (!helper) throw new Error(`unknown format helper ${name}`);
    if (helpers.has(name)) return;
    helper[1].forEach(need);
    helpers.add(name);
  };
  const sorted = [...new Set(formats)].sort();
  for (const format of sorted) {
    const entry = FORMATS[format];
    if (!entry) throw new Error(`no code for format "${format}" in scripts/ajv-format-code.ts`);
    entry[1].forEach(need);
  }
  // Helpers in declaration order, so constants precede the code that runs at load.
  const body = Object.keys(HELPERS).filter((name) => helpers.has(name)).map((name) => (HELPERS[name] as [string, string[]])[0]);
  const exports = sorted.map((format) => `export const ${formatExportName(format)} = ${(FORMATS[format] as [string, string[]])[0]};`);
  return `${banner}// The function formats the validators use, from ajv-formats' fullFormats (see scripts/ajv-format-code.ts).\n${[...body, ...exports].join('\n')}\n`;
}
