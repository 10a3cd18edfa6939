import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import edocSchema from '../../../../schemas/api/common/edoc.json';
import policySchema from '../../../../schemas/api/common/policy-details.json';
import en from '../../../generated/i18n/en.json';
import fr from '../../../generated/i18n/fr.json';
import { DOCUMENT_TAGS, POLICY_TAGS, documentTagBadge, policyTagBadge, tagOfSlug, tagSlug, type TagBadge } from './document-tags.ts';

const english = createIntl({ locale: 'en-CA', messages: en as never, onError: (error) => { throw error; } });
const french = createIntl({ locale: 'fr-CA', messages: fr as never, onError: (error) => { throw error; } });
const text = (intl: typeof english, badge: TagBadge) => intl.formatMessage(badge.message, badge.values);

describe('tag lists', () => {
  it('are the tags of the API schemas, in the order of docs/product-rules.md#documents', () => {
    expect([...POLICY_TAGS]).toEqual(policySchema.properties.tag.enum);
    expect([...DOCUMENT_TAGS]).toEqual(edocSchema.properties.tag.enum);
  });
});

describe('policyTagBadge', () => {
  it.each([
    ['valid', 'Valid', 'En vigueur', 'positive'],
    ['cancelled', 'Cancelled', 'Annulée', 'negative'],
    ['pending', 'Pending', 'En attente', 'caution'],
    ['expired', 'Expired', 'Expirée', 'neutral'],
  ] as const)('%s reads "%s" / "%s" in a %s badge', (tag, inEnglish, inFrench, tone) => {
    const badge = policyTagBadge(tag);
    expect(text(english, badge)).toBe(inEnglish);
    expect(text(french, badge)).toBe(inFrench);
    expect(badge.tone).toBe(tone);
    expect(badge.slug).toBe(tag);
  });
});

describe('documentTagBadge', () => {
  it.each([
    ['cancellation', 'Cancellation', 'Résiliation', 'negative', 'cancellation'],
    ['renewal', 'Renewal', 'Renouvellement', 'positive', 'renewal'],
    ['rewrite', 'Rewrite', 'Réémission', 'info', 'rewrite'],
    ['new business', 'New business', 'Nouvelle affaire', 'positive', 'new-business'],
    ['policy change', 'Policy change', 'Modification de police', 'info', 'policy-change'],
    ['billing notice', 'Billing notice', 'Avis de facturation', 'caution', 'billing-notice'],
    ['invoice', 'Invoice', 'Facture', 'caution', 'invoice'],
    ['statement', 'Statement', 'Relevé', 'neutral', 'statement'],
  ] as const)('%s reads "%s" / "%s" in a %s badge, slug %s', (tag, inEnglish, inFrench, tone, slug) => {
    const badge = documentTagBadge(tag);
    expect(text(english, badge)).toBe(inEnglish);
    expect(text(french, badge)).toBe(inFrench);
    expect(badge.tone).toBe(tone);
    expect(badge.slug).toBe(slug);
  });

  it('gives every tag its own text in both languages', () => {
    const badges = [...POLICY_TAGS.map(policyTagBadge), ...DOCUMENT_TAGS.map(documentTagBadge)];
    for (const intl of [english, french]) expect(new Set(badges.map((badge) => text(intl, badge))).size).toBe(badges.length);
  });
});

describe('an unknown tag (a newer server)', () => {
  it('reads as it came, in a neutral badge', () => {
    const badge = documentTagBadge('endorsement');
    expect(text(english, badge)).toBe('endorsement');
    expect(text(french, badge)).toBe('endorsement');
    expect(badge.tone).toBe('neutral');
    expect(policyTagBadge('suspended')).toMatchObject({ tone: 'neutral', slug: 'suspended', values: { tag: 'suspended' } });
  });
});

describe('tag slugs', () => {
  it('turn words into url-safe slugs', () => {
    expect(tagSlug('new business')).toBe('new-business');
    expect(tagSlug(' Billing  Notice ')).toBe('billing-notice');
  });

  it('name each tag once: a slug leads back to its tag and kind', () => {
    const slugs = [...POLICY_TAGS, ...DOCUMENT_TAGS].map(tagSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const tag of POLICY_TAGS) expect(tagOfSlug(tagSlug(tag))).toEqual({ kind: 'policy', tag });
    for (const tag of DOCUMENT_TAGS) expect(tagOfSlug(tagSlug(tag))).toEqual({ kind: 'document', tag });
    expect(documentTagBadge('billing notice').slug).toBe('billing-notice');
  });

  it.each([null, undefined, '', 'new business', 'VALID', 'unknown'])('%s names no tag', (slug) => {
    expect(tagOfSlug(slug)).toBeUndefined();
  });
});
