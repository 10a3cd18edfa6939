// The French catalogue keeps one term per concept (src/i18n/glossary-fr.json) and none of the
// phrasings that read as translated.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import glossary from './glossary-fr.json' with { type: 'json' };

const dir = join(import.meta.dirname, 'lang/fr');
const messages = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>));

describe('French glossary', () => {
  it('no message uses a term the glossary avoids', () => {
    const offenders = glossary.terms.flatMap((term) =>
      term.avoid.flatMap((pattern) => messages.filter(([, text]) => new RegExp(pattern, 'iu').test(text)).map(([id, text]) => `${id} (${term.concept}): ${text}`)),
    );
    expect(offenders).toEqual([]);
  });

  it('the claim is a « réclamation » everywhere', () => {
    expect(messages.filter(([id]) => /^(claims\.wizard\.(reviewIntro|sent|start|steps|submit|submitFailed)|menu\.claim|route\.claimForm|home\.pending\.claim)/.test(id)).every(([, text]) => /réclamation/.test(text))).toBe(true);
  });

  it('none of the phrasings that read as translated', () => {
    const texts = messages.map(([, text]) => text);
    for (const phrase of ['(facultative)', 'Ajouter photo', 'Aucun pour l’instant.', 'a été ajouté.', 'lundi – samedi']) {
      expect(texts.filter((text) => text.includes(phrase)), phrase).toEqual([]);
    }
    expect(texts.filter((text) => /^\{label\} est obligatoire/.test(text))).toEqual([]);
  });
});
