// /accessibility: the accessibility statement (docs/product-rules.md#accessibility-statement). Every
// fact in it — the date, the scope, what was found — comes from the sweep's record
// (axe-sweep.json, written by e2e/a11y.e2e.ts) through statementFromSweep: it names no screen,
// language or state that was not checked (docs/adr/0085-the-accessibility-statement-is-the-sweeps-record.md).
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../../state/runtime-state.ts';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { formatLongDate } from '../../i18n/long-date.ts';
import { accessibilityMessages as m, accessibilityValueMessages as v } from './accessibility-messages.ts';
import { statementFromSweep } from './statement-model.ts';
import { mailtoHref, telHref, webHref } from '../contact-links.ts';
import type { SweepRecord } from './sweep-record.ts';
import record from './axe-sweep.json';
import './accessibility.css';

export const statement = statementFromSweep(record as SweepRecord);

export default function AccessibilityScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const { runtime } = useSnapshot(runtimeState);
  const brand = runtime?.brand.name ?? '';
  const contact = runtime?.accessibilityContact ?? {};
  // The brokerage's contact through the one link rule (contact-links.ts, over safeUrl).
  const mail = contact.email ? mailtoHref(contact.email) : undefined;
  const tel = contact.phone ? telHref(contact.phone) : undefined;
  const web = webHref(contact.url);
  const checked = statement.routes.length > 0;
  const languages = intl.formatList(statement.languages.map((language) => intl.formatMessage(language === 'en' ? m.langEn : m.langFr)), { type: 'conjunction' });
  const cell = (yes: boolean) => <td className={yes ? 'a11y-yes' : 'a11y-no'}>{intl.formatMessage(yes ? m.yes : m.no)}</td>;
  return (
    <section className="screen accessibility-statement">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(v.intro, { brand })}</p>

      <h2>{intl.formatMessage(m.standardTitle)}</h2>
      <p>{intl.formatMessage(m.standard)}</p>

      <h2>{intl.formatMessage(m.checkTitle)}</h2>
      {!checked ? (
        <p>{intl.formatMessage(m.notChecked)}</p>
      ) : (
        <>
          <p>
            {intl.formatMessage(v.checkScope, {
              date: formatLongDate(intl, statement.checkedAt, { dateStyle: 'long' }),
              version: statement.axeCore,
              checks: statement.checks,
              languages,
              viewports: intl.formatList(statement.viewports.filter((size) => size !== '0x0'), { type: 'conjunction' }),
            })}{' '}
            {statement.findings.length === 0 ? intl.formatMessage(m.checkResultNone) : intl.formatMessage(v.checkResultSome, { count: statement.findings.length })}
          </p>
          <p>{intl.formatMessage(m.checkCaveat)}</p>
          <table className="a11y-table">
              <caption>{intl.formatMessage(m.tableCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.colScreen)}</th>
                  <th scope="col">{intl.formatMessage(m.colLanguages)}</th>
                  <th scope="col">{intl.formatMessage(m.colSignedOut)}</th>
                  <th scope="col">{intl.formatMessage(m.colSignedIn)}</th>
                  <th scope="col">{intl.formatMessage(m.colPage)}</th>
                  <th scope="col">{intl.formatMessage(m.colWidget)}</th>
                </tr>
              </thead>
              <tbody>
                {statement.routes.map((route) => (
                  <tr key={route.route}>
                    <th scope="row">
                      <code>{route.route === '/no/such/page' ? intl.formatMessage(m.unknownAddress) : route.route}</code>
                    </th>
                    <td>{route.languages.map((language) => language.toUpperCase()).join(', ')}</td>
                    {cell(route.signedOut)}
                    {cell(route.signedIn)}
                    {cell(route.page)}
                    {cell(route.widget)}
                  </tr>
                ))}
              </tbody>
          </table>
        </>
      )}

      <h2>{intl.formatMessage(m.limitsTitle)}</h2>
      <ul>
        {statement.findings.map((finding) => (
          <li key={finding.rule}>{intl.formatMessage(v.limitFinding, { help: finding.help, rule: finding.rule, routes: intl.formatList(finding.routes, { type: 'conjunction' }) })}</li>
        ))}
        <li>{intl.formatMessage(m.limitContent)}</li>
        <li>{intl.formatMessage(m.limitWallet)}</li>
      </ul>

      <h2>{intl.formatMessage(m.feedbackTitle)}</h2>
      {mail || tel || web ? (
        <>
          <p>{intl.formatMessage(v.feedback, { brand })}</p>
          <ul>
            {mail && (
              <li>
                <a href={mail}>{intl.formatMessage(v.email, { email: contact.email ?? '' })}</a>
              </li>
            )}
            {tel && (
              <li>
                <a href={tel}>{intl.formatMessage(v.phone, { phone: contact.phone ?? '' })}</a>
              </li>
            )}
            {web && (
              <li>
                <a href={web} target="_blank" rel="noopener noreferrer">{intl.formatMessage(m.page)}</a>
              </li>
            )}
          </ul>
        </>
      ) : (
        <p>{intl.formatMessage(v.feedbackDefault, { brand })}</p>
      )}
    </section>
  );
}
