// What the documents list shows: newest first, narrowed by a tag and a text search, both kept in
// the url query (?tag=new-business&q=honda) so Back brings them back. Pure.
//
// A tag narrows the items that carry it: a policy tag (valid…) the policies, a document tag
// (invoice…) the documents; the other section then has nothing to show. The search looks for every
// word in a policy's number and insurer, a document's title, policy number, file name and its
// policy's insurer, plus the translated texts the screen adds (line of business, kind, tag), with
// no regard to case or accents ("Émilie" is found by "emilie").
import type { Edoc, PolicyDetails } from '../../../api/generated/api-types.ts';
import { tagOfSlug, tagSlug, type TagFilter } from './document-tags.ts';

export interface ListFilter {
  tag?: TagFilter;
  query: string;
}

/** The query parameters the filter lives in. */
const FILTER_PARAMS = { tag: 'tag', query: 'q' } as const;

export function readFilter(search: string): ListFilter {
  const params = new URLSearchParams(search);
  const tag = tagOfSlug(params.get(FILTER_PARAMS.tag));
  return { ...(tag ? { tag } : {}), query: params.get(FILTER_PARAMS.query) ?? '' };
}

/** The url query of a filter: only what is set. */
export function filterQuery(filter: ListFilter): Record<string, string> {
  return {
    ...(filter.tag ? { [FILTER_PARAMS.tag]: tagSlug(filter.tag.tag) } : {}),
    ...(filter.query.trim() ? { [FILTER_PARAMS.query]: filter.query } : {}),
  };
}

/** Lower case, without accents, spaces collapsed: what the search compares. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether every word of the query is in one of the fields (an empty query matches everything). */
export function matchesText(fields: readonly string[], query: string): boolean {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(fields.join('\n'));
  return words.every((word) => haystack.includes(word));
}

type Policy = Pick<PolicyDetails, 'id' | 'tag' | 'policyNumber' | 'insuranceCompany' | 'effectiveDate'>;
type Document = Pick<Edoc, 'tag' | 'title' | 'policyId' | 'policyNumber' | 'fileName' | 'issuedAt'>;

/** Texts of an item the screen adds to the search (translated labels). */
type ExtraText<T> = (item: T) => readonly string[];

const none = () => [];

/** Newest first by a date field (yyyy-mm-dd); items of one day keep the server's order. */
function newestFirst<T>(items: readonly T[], date: (item: T) => string): T[] {
  return [...items].sort((a, b) => date(b).localeCompare(date(a)));
}

export function visiblePolicies<P extends Policy>(policies: readonly P[], filter: ListFilter, extra: ExtraText<P> = none): P[] {
  if (filter.tag && filter.tag.kind !== 'policy') return [];
  const tag = filter.tag?.tag;
  const shown = policies.filter((policy) => (tag === undefined || policy.tag === tag) && matchesText([policy.policyNumber, policy.insuranceCompany, ...extra(policy)], filter.query));
  return newestFirst(shown, (policy) => policy.effectiveDate);
}

export function visibleDocuments<D extends Document>(documents: readonly D[], policies: readonly Policy[], filter: ListFilter, extra: ExtraText<D> = none): D[] {
  if (filter.tag && filter.tag.kind !== 'document') return [];
  const tag = filter.tag?.tag;
  const insurer = new Map(policies.map((policy) => [policy.id, policy.insuranceCompany]));
  const shown = documents.filter(
    (document) =>
      (tag === undefined || document.tag === tag) &&
      matchesText([document.title, document.policyNumber, document.fileName, insurer.get(document.policyId) ?? '', ...extra(document)], filter.query),
  );
  return newestFirst(shown, (document) => document.issuedAt);
}

/** How many items carry each tag, by slug. */
export function tagCounts(policies: readonly Pick<Policy, 'tag'>[], documents: readonly Pick<Document, 'tag'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { tag } of [...policies, ...documents]) counts.set(tagSlug(tag), (counts.get(tagSlug(tag)) ?? 0) + 1);
  return counts;
}
