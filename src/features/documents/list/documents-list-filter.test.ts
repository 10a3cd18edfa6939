import { describe, expect, it } from 'vitest';
import { filterQuery, foldText, matchesText, readFilter, tagCounts, visibleDocuments, visiblePolicies } from './documents-list-filter.ts';
import { withQuery, PATHS } from '../../../paths/paths.ts';

const policies = [
  { id: 'p1', tag: 'valid', policyNumber: 'AU-1', insuranceCompany: 'Intact Insurance', effectiveDate: '2026-09-15', lineOfBusiness: 'auto' },
  { id: 'p2', tag: 'cancelled', policyNumber: 'HO-2', insuranceCompany: 'Société Générale d’assurance', effectiveDate: '2025-01-01', lineOfBusiness: 'home' },
  { id: 'p3', tag: 'valid', policyNumber: 'HO-3', insuranceCompany: 'Aviva Canada', effectiveDate: '2027-03-01', lineOfBusiness: 'home' },
] as const;

const documents = [
  { id: 'd1', tag: 'renewal', title: 'Auto renewal', policyId: 'p1', policyNumber: 'AU-1', fileName: 'au-renewal.pdf', issuedAt: '2026-08-16', kind: 'policy' },
  { id: 'd2', tag: 'invoice', title: 'Invoice – home', policyId: 'p2', policyNumber: 'HO-2', fileName: 'facture.pdf', issuedAt: '2026-11-10', kind: 'document' },
  { id: 'd3', tag: 'new business', title: 'Déclaration', policyId: 'p3', policyNumber: 'HO-3', fileName: 'ho-3.pdf', issuedAt: '2026-02-20', kind: 'policy' },
  { id: 'd4', tag: 'invoice', title: 'Invoice – auto', policyId: 'p1', policyNumber: 'AU-1', fileName: 'au-invoice.pdf', issuedAt: '2026-11-10', kind: 'document' },
] as const;

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('readFilter and filterQuery', () => {
  it('read the tag by slug and the text from the url query, and write back only what is set', () => {
    const filter = readFilter('?tag=new-business&q=d%C3%A9claration');
    expect(filter).toEqual({ tag: { kind: 'document', tag: 'new business' }, query: 'déclaration' });
    expect(withQuery(PATHS.documents, filterQuery(filter))).toBe('/documents?tag=new-business&q=d%C3%A9claration');
    expect(readFilter('')).toEqual({ query: '' });
    expect(readFilter('tag=nonsense')).toEqual({ query: '' });
    expect(filterQuery({ query: '   ' })).toEqual({});
    expect(filterQuery({ tag: { kind: 'policy', tag: 'valid' }, query: '' })).toEqual({ tag: 'valid' });
  });
});

describe('text search', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(foldText('  Émilie   TREMBLAY ')).toBe('emilie tremblay');
    expect(matchesText(['Société Générale'], 'societe')).toBe(true);
    expect(matchesText(['Societe Generale'], 'Générale')).toBe(true);
  });

  it('needs every word, in any of the fields; an empty query matches', () => {
    expect(matchesText(['Invoice – home', 'HO-2'], 'home ho-2')).toBe(true);
    expect(matchesText(['Invoice – home', 'HO-2'], 'home au-1')).toBe(false);
    expect(matchesText(['anything'], '  ')).toBe(true);
  });
});

describe('visiblePolicies', () => {
  it('lists the newest first (by effective date)', () => {
    expect(ids(visiblePolicies(policies, { query: '' }))).toEqual(['p3', 'p1', 'p2']);
  });

  it('narrows by a policy tag, and shows none for a document tag', () => {
    expect(ids(visiblePolicies(policies, { tag: { kind: 'policy', tag: 'valid' }, query: '' }))).toEqual(['p3', 'p1']);
    expect(visiblePolicies(policies, { tag: { kind: 'document', tag: 'invoice' }, query: '' })).toEqual([]);
  });

  it('searches the number, the insurer and the texts the screen adds', () => {
    expect(ids(visiblePolicies(policies, { query: 'generale' }))).toEqual(['p2']);
    expect(ids(visiblePolicies(policies, { query: 'au-1' }))).toEqual(['p1']);
    expect(ids(visiblePolicies(policies, { query: 'habitation' }, (policy) => [policy.lineOfBusiness === 'home' ? 'Habitation' : 'Automobile']))).toEqual(['p3', 'p2']);
  });
});

describe('visibleDocuments', () => {
  it('lists the newest first (by issued date), one day in the server’s order', () => {
    expect(ids(visibleDocuments(documents, policies, { query: '' }))).toEqual(['d2', 'd4', 'd1', 'd3']);
  });

  it('narrows by a document tag, and shows none for a policy tag', () => {
    expect(ids(visibleDocuments(documents, policies, { tag: { kind: 'document', tag: 'invoice' }, query: '' }))).toEqual(['d2', 'd4']);
    expect(visibleDocuments(documents, policies, { tag: { kind: 'policy', tag: 'valid' }, query: '' })).toEqual([]);
  });

  it('searches the title, policy number, file name and the policy’s insurer, with the tag', () => {
    expect(ids(visibleDocuments(documents, policies, { query: 'declaration' }))).toEqual(['d3']);
    expect(ids(visibleDocuments(documents, policies, { query: 'facture' }))).toEqual(['d2']);
    expect(ids(visibleDocuments(documents, policies, { query: 'intact' }))).toEqual(['d4', 'd1']);
    expect(ids(visibleDocuments(documents, policies, { tag: { kind: 'document', tag: 'invoice' }, query: 'auto' }))).toEqual(['d4']);
  });
});

describe('tagCounts', () => {
  it('counts the items carrying each tag, by slug', () => {
    expect(Object.fromEntries(tagCounts(policies, documents))).toEqual({ valid: 2, cancelled: 1, renewal: 1, invoice: 2, 'new-business': 1 });
  });
});
