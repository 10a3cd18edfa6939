import type { StaffMember } from '../../api/generated/api-types.ts';

/**
 * The staff member serving the user (docs/product-rules.md#staff-lookup: csrDataId is used to find a staff member among the
 * staff lookup's members). Ids compare trimmed and case-insensitively; no id, an empty id or no
 * match gives null. The first match wins when the list repeats an id.
 */
export function findStaffMember<M extends Pick<StaffMember, 'csrDataId'>>(members: readonly M[] | null | undefined, csrDataId: string | null | undefined): M | null {
  const wanted = csrDataId?.trim().toLowerCase();
  if (!wanted || !members) return null;
  return members.find((member) => typeof member.csrDataId === 'string' && member.csrDataId.trim().toLowerCase() === wanted) ?? null;
}
