import { describe, expect, it } from 'vitest';
import { createDefaultSettings } from '../src/settings/default-settings.ts';
import { settingsDocsMarkdown, settingsSections, EXAMPLE_BROKER_ID } from './settings-docs.ts';
import { anchorOf, referencePathOf } from './settings-reference.ts';

describe('settings reference', () => {
  const sections = settingsSections();
  const entry = (path: string) => sections.flatMap((s) => s.entries).find((e) => e.path === path);

  it('takes defaults from the runtime, not from a copy', () => {
    const defaults = createDefaultSettings(EXAMPLE_BROKER_ID);
    expect(entry('brand.brandColor')?.default).toBe(defaults.brand.brandColor);
    expect(entry('brand.name')?.default).toBe(defaults.brand.name);
    expect(entry('proofOfInsurance.provinces')?.default).toEqual(defaults.proofOfInsurance?.provinces);
  });

  it('lists nested, map and menu-entry properties with type, allowed values and an example', () => {
    expect(entry('features.payments')).toMatchObject({ type: 'boolean', depth: 1 });
    expect(entry('language')?.allowed).toBe('one of `"en"`, `"fr"`');
    expect(entry('labels.<feature>.label')?.type).toBe('string');
    expect(entry('featuresAndOptions[].url')?.allowed).toContain('mailto:');
    expect(entry('brand.brandColor')?.example).toMatch(/^#[0-9a-f]{6}$/i);
    for (const e of sections.flatMap((s) => s.entries)) expect(e.example, e.path).not.toBeUndefined();
  });

  it('maps a JSON pointer to its documented path', () => {
    expect(referencePathOf('/brand/brandColor', sections)).toBe('brand.brandColor');
    expect(referencePathOf('/labels/documents/label', sections)).toBe('labels.<feature>.label');
    expect(referencePathOf('/featuresAndOptions/3/url', sections)).toBe('featuresAndOptions[].url');
    expect(referencePathOf('/featureFlags/pages.contact', sections)).toBe('featureFlags.pages.contact');
    expect(referencePathOf('/brand/colors/surface', sections)).toBe('brand.colors');
  });

  it('gives every property an anchor in docs/settings.md', () => {
    const markdown = settingsDocsMarkdown(sections);
    for (const e of sections.flatMap((s) => s.entries)) expect(markdown).toContain(`<a id="${anchorOf(e.path)}"></a>`);
  });
});
