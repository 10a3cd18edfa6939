import { beforeEach, describe, expect, it } from 'vitest';
import { rulesClearedAt } from '../../routes/navigation-rules.ts';
import { PATHS } from '../../paths/paths.ts';
import { quoteNavigationRules } from './quote-navigation.ts';
import { emptyQuoteSteps, quoteDrafts } from './quote-state.ts';

function answer(): void {
  quoteDrafts.auto.steps.who = { value: { firstName: 'Ana' }, completed: false };
  quoteDrafts.business.steps.start = { value: { startDate: '2030-01-01' }, completed: true };
}

/** What the route gate does on arriving at `path`. */
function arriveAt(path: string): void {
  for (const rule of rulesClearedAt(path, quoteNavigationRules)) rule.clear();
}

describe('quote navigation rule (docs/product-rules.md#navigation-resets: quote state resets on navigation)', () => {
  beforeEach(() => {
    quoteDrafts.auto.steps = emptyQuoteSteps();
    quoteDrafts.business.steps = emptyQuoteSteps();
  });

  it.each([
    [PATHS.quote, true],
    [`${PATHS.quote}?kind=auto&step=where`, true],
    [`${PATHS.quote}/`, true],
    [PATHS.home, false],
    [PATHS.payments, false],
    [PATHS.claimForm, false],
    [PATHS.login, false],
    ['/quotes', false],
    ['/no-such-page', false],
  ])('arriving at %s keeps the drafts: %s', (path, kept) => {
    answer();
    arriveAt(path);
    expect(quoteDrafts.auto.steps.who.value !== undefined).toBe(kept);
    expect(quoteDrafts.business.steps.start.completed).toBe(kept);
    if (!kept) {
      expect(quoteDrafts.auto.steps).toEqual(emptyQuoteSteps());
      expect(quoteDrafts.business.steps).toEqual(emptyQuoteSteps());
    }
  });

  it('replaces the cleared steps object (a late validity check writes to the old one)', () => {
    answer();
    const before = quoteDrafts.auto.steps;
    arriveAt(PATHS.home);
    before.who.completed = true;
    expect(quoteDrafts.auto.steps.who.completed).toBe(false);
  });
});
