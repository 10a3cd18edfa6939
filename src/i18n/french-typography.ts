// French typography, as the catalogue and the fixture brokerages' French texts are checked
// (docs/product-rules.md#validation-texts): a no-break space before : and a narrow or plain
// no-break space before ; ! ?, and guillemets holding their text with no-break spaces.

/** Whether `text` breaks one of the rules above. URLs and ICU skeletons (`::currency/CAD`) are not prose. */
export function breaksFrenchTypography(text: string): boolean {
  const prose = text.replace(/\{[^{}]*::[^{}]*\}/g, '').replace(/https?:\/\/[^\s"'<>]*/g, '');
  return /[^\u00a0\u202f][;!?](\s|$|<)/.test(prose) || /[^\u00a0\u202f]:(\s|$|<)/.test(prose) || /«[^\u00a0\u202f]|[^\u00a0\u202f]»/.test(prose);
}
