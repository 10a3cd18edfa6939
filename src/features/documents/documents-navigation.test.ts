import { beforeEach, describe, expect, it } from 'vitest';
import { rulesClearedAt } from '../../routes/navigation-rules.ts';
import { documentsNavigationRules } from './documents-navigation.ts';
import { documentsState, initialDocumentsState } from './documents-state.ts';
import type { Edoc } from '../../api/generated/api-types.ts';

const cleared = (path: string) => rulesClearedAt(path, documentsNavigationRules).map((rule) => rule.name);

describe('documents navigation rules (docs/product-rules.md#navigation-resets)', () => {
  it.each([
    ['/documents/policy-summary', []],
    ['/documents/create-slip', []],
    ['/documents/create-slip?policy=pol-auto-1', []],
    ['/documents', ['policy details']],
    ['/documents/', ['policy details']],
    ['/claims/form', ['policy details', 'selected document']],
    ['/', ['policy details', 'selected document']],
    ['/user/profile', ['policy details', 'selected document']],
  ])('arriving at %s clears %j', (path, names) => {
    expect(cleared(path)).toEqual(names);
  });

  beforeEach(() => Object.assign(documentsState, initialDocumentsState()));

  it('clearing drops the policy details and the selected document', () => {
    documentsState.document = { id: 'doc-1' } as Edoc;
    documentsState.policy = 'pol-auto-1';
    documentsState.policyDetails.data = { id: 'pol-auto-1' } as never;
    for (const rule of rulesClearedAt('/', documentsNavigationRules)) rule.clear();
    expect(documentsState.document).toBeNull();
    expect(documentsState.policy).toBeNull();
    expect(documentsState.policyDetails.data).toBeNull();
  });
});
