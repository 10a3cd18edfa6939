// Stands in for markdown-to-jsx, which @rjsf/core imports for two things this app never does:
// descriptions and help marked `enableMarkdownInDescription` / `enableMarkdownInHelp` (no uiSchema
// sets them: renderers/markdown-as-text.test.ts checks every one), and its own developer messages
// (a misconfigured object field, an unsupported field, its file widget; ours replace the last two).
// It keeps the text and drops the markdown marks, so the form engine ships without a markdown parser
// and its HTML entity table (docs/adr/0059-form-engine-without-markdown.md).
import type { ReactNode } from 'react';

export interface MarkdownProps {
  children?: ReactNode;
}

/** Markdown source as its plain text: `**bold**`, `_em_` and `code` marks dropped. */
export function markdownAsText(source: string): string {
  return source.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/`([^`]+)`/g, '$1').replace(/(^|\s)_([^_]+)_(?=\s|$|[.,;:!?])/g, '$1$2');
}

export function Markdown({ children }: MarkdownProps): ReactNode {
  return typeof children === 'string' ? markdownAsText(children) : children;
}

export default Markdown;
