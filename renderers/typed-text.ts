// What a text field's typing answers (docs/product-rules.md#blank-answers): text of only spaces or
// line breaks is no answer, so a required field says it is required instead of passing its check
// and reaching the server as an empty name.
export function typedText(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}
