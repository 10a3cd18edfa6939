// Where a flow's page is: its path, its fixed query (e.g. the kind of a quote) and the page as
// `step`. Every link and navigation of the flow goes through here, so the fixed query survives them.
import { withQuery } from '../paths/paths.ts';
import type { FlowDefinition, StepForms } from './flow-types.ts';

export function flowUrl(flow: Pick<FlowDefinition<StepForms>, 'path' | 'query'>, page: string): string {
  return withQuery(flow.path, { ...flow.query, step: page });
}
