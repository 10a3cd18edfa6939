// The cards of the documents list: a policy (line of business, number, insurer, term, status
// badge, link to its summary) and a document (title, kind, tag badge, issued date, size, "new",
// Open in a new tab: fetched with the token, src/ui/open-file.ts). Selecting either one sets it in
// the documents slice.
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'wouter';
import type { Snapshot } from 'valtio/vanilla';
import type { Edoc, PolicyDetails } from '../../../api/generated/api-types.ts';
import { PATHS, withQuery } from '../../../paths/paths.ts';
import { documentsState } from '../documents-state.ts';
import { documentTagBadge, policyTagBadge, type TagBadge } from './document-tags.ts';
import {
  documentsListMessages as m,
  documentsListValueMessages as v,
  documentKindMessages,
  fileTypeMessages,
  lineOfBusinessMessages,
  otherFileTypeMessages,
} from './documents-list-messages.ts';
import { isApiFile, safeFileUrl } from '../../../ui/file-src.ts';
import { OpenFileButton } from '../../../ui/open-file-button.tsx';
import { formatLongDate } from '../../../i18n/long-date.ts';

type Policy = Snapshot<PolicyDetails>;
type Document = Snapshot<Edoc>;

/** A date of the server (yyyy-mm-dd) in the locale, read as that calendar day wherever the user is. */
function formatDay(intl: IntlShape, day: string): string {
  const date = new Date(`${day}T12:00:00`);
  return Number.isNaN(date.getTime()) ? day : formatLongDate(intl, date, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A size in bytes as kB (under 1 MB, at least 1) or MB with one decimal, in the locale (ko / Mo in French). */
function formatSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1_000_000) return intl.formatNumber(Math.max(1, Math.round(bytes / 1000)), { style: 'unit', unit: 'kilobyte' });
  return intl.formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

function fileTypeLabel(intl: IntlShape, mimeType: string): string {
  const known = fileTypeMessages[mimeType as keyof typeof fileTypeMessages];
  if (known) return intl.formatMessage(known);
  const subtype = (mimeType.split('/')[1] ?? mimeType).split(/[+;]/)[0] ?? mimeType;
  return intl.formatMessage(otherFileTypeMessages.other, { subtype: subtype.toUpperCase() });
}

function lineOfBusiness(intl: IntlShape, value: string): string {
  const known = lineOfBusinessMessages[value as keyof typeof lineOfBusinessMessages];
  return known ? intl.formatMessage(known) : value;
}

function kindLabel(intl: IntlShape, value: string): string {
  const known = documentKindMessages[value as keyof typeof documentKindMessages];
  return known ? intl.formatMessage(known) : value;
}

function badgeText(intl: IntlShape, badge: TagBadge): string {
  return intl.formatMessage(badge.message, badge.values);
}

/** The translated texts of an item the search also looks in (line of business, kind, tag). */
export function useItemTexts() {
  const intl = useIntl();
  return useMemo(
    () => ({
      policy: (policy: Pick<PolicyDetails, 'lineOfBusiness' | 'tag'>) => [lineOfBusiness(intl, policy.lineOfBusiness), badgeText(intl, policyTagBadge(policy.tag))],
      document: (document: Pick<Edoc, 'kind' | 'tag'>) => [kindLabel(intl, document.kind), badgeText(intl, documentTagBadge(document.tag))],
    }),
    [intl],
  );
}

function Badge({ badge, label }: { badge: TagBadge; label: string }) {
  const intl = useIntl();
  return (
    <span className={`tag-badge tone-${badge.tone}`} data-tag={badge.slug}>
      <span className="visually-hidden">{intl.formatMessage(v.labelled, { label })} </span>
      {badgeText(intl, badge)}
    </span>
  );
}

export function PolicyList({ policies }: { policies: readonly Policy[] }) {
  const intl = useIntl();
  return (
    <ul className="documents-cards" aria-label={intl.formatMessage(m.policies)}>
      {policies.map((policy) => {
        const line = lineOfBusiness(intl, policy.lineOfBusiness);
        return (
          <li key={policy.id} className="documents-card policy-card">
            <div className="documents-card-head">
              <h3>
                {line} <span className="documents-number">{policy.policyNumber}</span>
              </h3>
              <Badge badge={policyTagBadge(policy.tag)} label={intl.formatMessage(m.status)} />
            </div>
            <dl className="documents-facts">
              <div>
                <dt>{intl.formatMessage(m.insurer)}</dt>
                <dd>{policy.insuranceCompany}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(m.term)}</dt>
                <dd>{intl.formatMessage(v.termDates, { from: formatDay(intl, policy.effectiveDate), to: formatDay(intl, policy.expiryDate) })}</dd>
              </div>
            </dl>
            <Link
              href={withQuery(PATHS.policySummary, { id: policy.id })}
              className="button documents-action"
              aria-label={intl.formatMessage(v.openPolicy, { lineOfBusiness: line, policyNumber: policy.policyNumber })}
              onClick={() => {
                documentsState.policy = policy.id;
              }}
            >
              {intl.formatMessage(m.policySummary)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function DocumentList({ documents }: { documents: readonly Document[] }) {
  const intl = useIntl();
  return (
    <ul className="documents-cards" aria-label={intl.formatMessage(m.documents)}>
      {documents.map((document) => {
        const size = formatSize(intl, document.size);
        const type = fileTypeLabel(intl, document.mimeType);
        return (
          <li key={document.id} className="documents-card document-card">
            <div className="documents-card-head">
              <h3>{document.title}</h3>
              <Badge badge={documentTagBadge(document.tag)} label={intl.formatMessage(m.tagLabel)} />
              {document.isNew && <span className="documents-new">{intl.formatMessage(m.newMarker)}</span>}
            </div>
            <dl className="documents-facts">
              <div>
                <dt>{intl.formatMessage(m.kind)}</dt>
                <dd>{kindLabel(intl, document.kind)}</dd>
              </div>
              {document.policyNumber && (
                <div>
                  <dt>{intl.formatMessage(m.policyNumber)}</dt>
                  <dd>{document.policyNumber}</dd>
                </div>
              )}
              <div>
                <dt>{intl.formatMessage(m.issued)}</dt>
                <dd>{formatDay(intl, document.issuedAt)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(m.size)}</dt>
                <dd>
                  {type}, {size}
                </dd>
              </div>
            </dl>
            {/* A document's url comes from the server: the API's file (with the token), or a url the rule takes. */}
            {(isApiFile(document.url) || safeFileUrl(document.url)) && (
              <OpenFileButton
                url={document.url}
                fileName={document.fileName}
                className="button primary documents-action"
                aria-label={intl.formatMessage(v.openDocument, { title: document.title, type, size })}
                errorText={intl.formatMessage(m.openError)}
                onOpen={() => {
                  documentsState.document = { ...document };
                }}
              >
                {intl.formatMessage(m.open)}
              </OpenFileButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
