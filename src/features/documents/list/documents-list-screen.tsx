// /documents: the account's policies (documents.getPoliciesDetails) and documents
// (documents.getEdocs), newest first, with their tags as translated badges; narrowed by a tag and a
// text search kept in the url query; a policy leads to its summary, a document opens in a new tab;
// a document is added through the upload queue and then appears in the list. Each section has its
// own loading, empty and error-with-Retry state; the summary and the tag filter never contradict
// them: a list that could not be loaded is neither counted nor said to be empty, and a list kept
// from before is said to be that (docs/product-rules.md#documents).
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useCall } from '../../../state/use-call.ts';
import { documentsCall, policiesDetailsCall } from './documents-list-calls.ts';
import { PATHS, withQuery } from '../../../paths/paths.ts';
import { RequestStatus } from '../../../ui/request-status.tsx';
import { useFocusHeading } from '../../../ui/use-focus-heading.ts';
import { formTextMessages } from '../../../../renderers/form-messages.ts';
import type { FileRef } from '../../../../renderers/upload-queue.ts';
import type { Edoc, PolicyDetails } from '../../../api/generated/api-types.ts';
import { DOCUMENT_TAGS, POLICY_TAGS, documentTagBadge, policyTagBadge, tagSlug, tagOfSlug } from './document-tags.ts';
import { filterQuery, readFilter, tagCounts, visibleDocuments, visiblePolicies, type ListFilter } from './documents-list-filter.ts';
import { documentUploadQueue, onDocumentAdded, resumeDocumentUploads } from '../upload/document-upload-queue.ts';
import { documentsListMessages as m, documentsListValueMessages as v } from './documents-list-messages.ts';
import { DocumentList, PolicyList, useItemTexts } from './documents-list-items.tsx';
import './documents-list.css';
import { SchemaForm } from '../../../flow/schema-form-part.ts';

type AddForm = { file?: FileRef };

/** Which of the two lists the page has (loaded now or kept from before): one it has not is never counted. */
interface ListsKnown {
  policies: boolean;
  documents: boolean;
}

function FilterBar({ filter, policies, documents, known, shown, onChange }: {
  filter: ListFilter;
  policies: readonly Pick<PolicyDetails, 'tag'>[];
  documents: readonly Pick<Edoc, 'tag'>[];
  known: ListsKnown;
  shown: { policies: number; documents: number };
  onChange: (filter: ListFilter) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(filter.query);
  const [urlQuery, setUrlQuery] = useState(filter.query);
  // Back or a link may change the query under the field: the field follows (during render, not in an effect).
  if (filter.query !== urlQuery) {
    setUrlQuery(filter.query);
    setText(filter.query);
  }
  const counts = tagCounts(policies, documents);
  const selected = filter.tag ? tagSlug(filter.tag.tag) : '';
  // A tag of a list the page does not have is offered without a count: how many is not known.
  const option = (slug: string, label: string, counted: boolean) => (
    <option key={slug} value={slug}>
      {counted ? intl.formatMessage(v.tagOption, { tag: label, count: counts.get(slug) ?? 0 }) : label}
    </option>
  );
  // Tags that nothing carries are left out, unless the url asks for one (or their list is not known).
  const present = (known: boolean) => (slug: string) => !known || (counts.get(slug) ?? 0) > 0 || slug === selected;
  const active = filter.tag !== undefined || filter.query.trim() !== '';
  return (
    <div className="documents-filter" role="search" aria-label={intl.formatMessage(m.filters)}>
      <div className="documents-filter-field">
        <label htmlFor="documents-tag">{intl.formatMessage(m.tagLabel)}</label>
        <select id="documents-tag" value={selected} onChange={(event) => {
            const tag = tagOfSlug(event.target.value);
            onChange(tag ? { ...filter, tag } : { query: filter.query });
          }}>
          <option value="">{intl.formatMessage(v.allTags, { count: policies.length + documents.length })}</option>
          <optgroup label={intl.formatMessage(m.policyTagsGroup)}>
            {POLICY_TAGS.filter(present(known.policies)).map((tag) => option(tag, intl.formatMessage(policyTagBadge(tag).message), known.policies))}
          </optgroup>
          <optgroup label={intl.formatMessage(m.documentTagsGroup)}>
            {DOCUMENT_TAGS.map(tagSlug).filter(present(known.documents)).map((slug) => {
              const badge = documentTagBadge(DOCUMENT_TAGS.find((tag) => tagSlug(tag) === slug) ?? slug);
              return option(slug, intl.formatMessage(badge.message, badge.values), known.documents);
            })}
          </optgroup>
        </select>
      </div>
      <div className="documents-filter-field documents-search">
        <label htmlFor="documents-search">{intl.formatMessage(m.searchLabel)}</label>
        <input
          id="documents-search"
          type="search"
          value={text}
          aria-describedby="documents-search-hint"
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            onChange({ ...filter, query: event.target.value });
          }}
        />
        <span id="documents-search-hint" className="documents-hint">{intl.formatMessage(m.searchHint)}</span>
      </div>
      {active && (
        <button type="button" className="button" onClick={() => onChange({ query: '' })}>
          {intl.formatMessage(m.clearFilters)}
        </button>
      )}
      <p className="documents-results" role="status">
        {known.policies && known.documents
          ? intl.formatMessage(v.results, shown)
          : known.policies
            ? intl.formatMessage(v.policiesShown, { policies: shown.policies })
            : intl.formatMessage(v.documentsShown, { documents: shown.documents })}
      </p>
    </div>
  );
}

function AddDocument({ onAdded }: { onAdded: () => void }) {
  const intl = useIntl();
  const [data, setData] = useState<AddForm>({});
  const [added, setAdded] = useState<string | undefined>();
  const [formKey, setFormKey] = useState(0);
  const formContext = useMemo(() => ({ uploadQueue: documentUploadQueue() }), []);
  // The list shows every document the queue adds, this form's or one a previous page left queued.
  useEffect(() => onDocumentAdded((document) => {
    setAdded(document.fileName);
    onAdded();
  }), [onAdded]);
  return (
    <section className="documents-add" aria-labelledby="documents-add-title">
      <h2 id="documents-add-title">{intl.formatMessage(m.addTitle)}</h2>
      <p>{intl.formatMessage(m.addIntro)}</p>
      <Suspense fallback={<p role="status" className="form-loading">{intl.formatMessage(formTextMessages.loading)}</p>}>
        <SchemaForm
          key={formKey}
          schemaId="documents-add"
          data={data}
          formContext={formContext}
          onChange={(values: object) => {
            const next = values as AddForm;
            // Once sent, the file has the server's id: the form is ready for the next one.
            if (next.file && !next.file.id.startsWith('local-')) {
              setData({});
              setFormKey((key) => key + 1);
              return;
            }
            // A new file clears the last message; its own upload, done before the form heard of the file
            // (a fast server), keeps it.
            const chosen = next.file?.name;
            if (chosen) setAdded((last) => (last === chosen ? last : undefined));
            setData(next);
          }}
          onSubmit={() => undefined}
        >
          <></>
        </SchemaForm>
      </Suspense>
      <p className="documents-added" role="status">
        {added ? intl.formatMessage(v.added, { name: added }) : ''}
      </p>
    </section>
  );
}

export default function DocumentsListScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = useMemo(() => readFilter(search), [search]);
  const documents = useCall(...documentsCall.args);
  const policies = useCall(...policiesDetailsCall.args);
  const texts = useItemTexts();
  const refreshDocuments = documents.refresh;
  const onAdded = useCallback(() => void refreshDocuments(), [refreshDocuments]);
  useEffect(() => resumeDocumentUploads(), []);

  const policyList = policies.data ?? [];
  const documentList = documents.data ?? [];
  const shownPolicies = visiblePolicies(policyList, filter, texts.policy);
  const shownDocuments = visibleDocuments(documentList, policyList, filter, texts.document);
  const setFilter = (next: ListFilter) => navigate(withQuery(PATHS.documents, filterQuery(next)), { replace: true });
  const hasItems = policyList.length + documentList.length > 0;
  const known: ListsKnown = { policies: policies.data !== null, documents: documents.data !== null };
  const kept = intl.formatMessage(m.keptList);

  return (
    <section className="screen documents-list">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(m.intro)}</p>
      {(hasItems || filter.tag || filter.query) && (
        <FilterBar filter={filter} policies={policyList} documents={documentList} known={known} shown={{ policies: shownPolicies.length, documents: shownDocuments.length }} onChange={setFilter} />
      )}
      <section className="documents-section" aria-labelledby="documents-policies-title">
        <h2 id="documents-policies-title">
          {intl.formatMessage(m.policies)} {policies.data && <span className="documents-count">{intl.formatMessage(v.sectionCount, { count: shownPolicies.length })}</span>}
        </h2>
        <RequestStatus
          call={policies}
          loadingText={intl.formatMessage(m.loadingPolicies)}
          errorText={intl.formatMessage(m.policiesError)}
          keptText={{ error: intl.formatMessage(m.policiesNotUpdated), shown: kept }}
          isEmpty={(data) => data.length === 0}
          emptyText={intl.formatMessage(m.noPolicies)}
        >
          {() => (shownPolicies.length > 0 ? <PolicyList policies={shownPolicies} /> : <p className="empty-state">{intl.formatMessage(m.noMatchingPolicies)}</p>)}
        </RequestStatus>
      </section>
      <section className="documents-section" aria-labelledby="documents-documents-title">
        <h2 id="documents-documents-title">
          {intl.formatMessage(m.documents)} {documents.data && <span className="documents-count">{intl.formatMessage(v.sectionCount, { count: shownDocuments.length })}</span>}
        </h2>
        <RequestStatus
          call={documents}
          loadingText={intl.formatMessage(m.loadingDocuments)}
          errorText={intl.formatMessage(m.documentsError)}
          keptText={{ error: intl.formatMessage(m.documentsNotUpdated), shown: kept }}
          isEmpty={(data) => data.length === 0}
          emptyText={intl.formatMessage(m.noDocuments)}
        >
          {() => (shownDocuments.length > 0 ? <DocumentList documents={shownDocuments} /> : <p className="empty-state">{intl.formatMessage(m.noMatchingDocuments)}</p>)}
        </RequestStatus>
      </section>
      <AddDocument onAdded={onAdded} />
    </section>
  );
}
