// Policy and document tags (docs/product-rules.md#documents) as badges: the translated text, a tone (the badge's colour
// family: the text always says the tag, colour never carries it alone) and a slug for urls and
// class names. Policy tags: valid, cancelled, pending, expired. Document tags: cancellation,
// renewal, rewrite, new business, policy change, billing notice, invoice, statement.
import type { MessageDescriptor } from 'react-intl';
import type { Edoc, PolicyDetails } from '../../../api/generated/api-types.ts';
import { documentTagMessages, otherTagMessages, policyTagMessages } from './documents-list-messages.ts';

export type PolicyTag = PolicyDetails['tag'];
export type DocumentTag = Edoc['tag'];

export const POLICY_TAGS = ['valid', 'cancelled', 'pending', 'expired'] as const satisfies readonly PolicyTag[];
export const DOCUMENT_TAGS = ['cancellation', 'renewal', 'rewrite', 'new business', 'policy change', 'billing notice', 'invoice', 'statement'] as const satisfies readonly DocumentTag[];

/** The colour family of a badge: positive (green), negative (red), caution (amber), info (blue), neutral (grey). */
export type BadgeTone = 'positive' | 'negative' | 'caution' | 'info' | 'neutral';

export interface TagBadge {
  /** The tag's text; `values` fill it (only an unknown tag has any). */
  message: MessageDescriptor;
  values?: { tag: string };
  tone: BadgeTone;
  /** The tag in urls and class names: lower case, words joined by '-' ('new business' → 'new-business'). */
  slug: string;
}

const POLICY_TONES: Record<PolicyTag, BadgeTone> = { valid: 'positive', cancelled: 'negative', pending: 'caution', expired: 'neutral' };
const DOCUMENT_TONES: Record<DocumentTag, BadgeTone> = {
  cancellation: 'negative',
  renewal: 'positive',
  rewrite: 'info',
  'new business': 'positive',
  'policy change': 'info',
  'billing notice': 'caution',
  invoice: 'caution',
  statement: 'neutral',
};

export function tagSlug(tag: string): string {
  return tag.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function isPolicyTag(tag: string): tag is PolicyTag {
  return (POLICY_TAGS as readonly string[]).includes(tag);
}

function isDocumentTag(tag: string): tag is DocumentTag {
  return (DOCUMENT_TAGS as readonly string[]).includes(tag);
}

/** An unknown tag (a newer server's) reads as it came, in a neutral badge. */
function otherBadge(tag: string): TagBadge {
  return { message: otherTagMessages.other, values: { tag }, tone: 'neutral', slug: tagSlug(tag) };
}

export function policyTagBadge(tag: PolicyTag | string): TagBadge {
  if (!isPolicyTag(tag)) return otherBadge(tag);
  return { message: policyTagMessages[tag], tone: POLICY_TONES[tag], slug: tag };
}

export function documentTagBadge(tag: DocumentTag | string): TagBadge {
  if (!isDocumentTag(tag)) return otherBadge(tag);
  const slug = tagSlug(tag) as keyof typeof documentTagMessages;
  return { message: documentTagMessages[slug], tone: DOCUMENT_TONES[tag], slug };
}

/** A tag filter: which kind of item it narrows, and the tag. */
export type TagFilter = { kind: 'policy'; tag: PolicyTag } | { kind: 'document'; tag: DocumentTag };

/** The tag a url slug names ('new-business' → document tag 'new business'), or undefined. */
export function tagOfSlug(slug: string | null | undefined): TagFilter | undefined {
  if (!slug) return undefined;
  const policyTag = POLICY_TAGS.find((tag) => tag === slug);
  if (policyTag) return { kind: 'policy', tag: policyTag };
  const documentTag = DOCUMENT_TAGS.find((tag) => tagSlug(tag) === slug);
  return documentTag ? { kind: 'document', tag: documentTag } : undefined;
}

