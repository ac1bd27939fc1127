import { competitionTimeZone, formatDayInZone, invoices, toCsv } from '@floorcraft/domain';
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ViewPending } from '../../widgets/page';
import { PrintDocument, paperFrom, type Paper } from '../../components/print';
import { hrefFor } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { downloadText } from '../../lib/csv/csv';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useRegistrarView, useRegistrarViewError } from '../../lib/realtime/use-registrar-view';
import { billToChoices, chosenInvoices, invoiceCsvName, SCHOOL_PARAM } from './invoice-choice';
import { InvoiceChoiceBar } from './invoice-choice-bar';
import { InvoiceSheet } from './invoice-sheet';
import { invoiceCsvColumns, invoiceCsvRows } from './invoices-csv';

const TITLE = 'Invoices by school';

/**
 * /print-invoices (issue 16): an invoice per school and per independent
 * dancer from the registrar view's charges and payments (the domain's
 * `invoices`), all of them or one school (`?school=`, bookmarkable), on A4
 * or Letter (`?paper=`); the preview is what prints. A CSV of the same
 * lines for the treasurer.
 */
export function Component() {
  const view = useRegistrarView();
  const refused = useRegistrarViewError();
  const slug = useCompetitionSlug();
  const [params, setParams] = useSearchParams();
  const school = params.get(SCHOOL_PARAM);
  const paper = paperFrom(params.get('paper'));
  useDocumentTitle(TITLE, view?.metadata.fullName);
  const all = useMemo(() => (view ? invoices(view) : []), [view]);
  const shown = chosenInvoices(all, school);
  // Today as the invoices' date, "24 November 2026" on the competition's clock; read once.
  const [now] = useState(() => new Date().toISOString());
  const issued = formatDayInZone(now, competitionTimeZone(view?.metadata ?? {}));

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) {
          next.delete(name);
        } else {
          next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  const above = (
    <>
      <ViewPending loaded={view !== undefined} refused={refused} />
      {view && (
        <InvoiceChoiceBar
          choices={billToChoices(all)}
          school={school}
          onSchoolChange={(value) => setParam(SCHOOL_PARAM, value)}
          onDownload={() =>
            downloadText(
              invoiceCsvName(view.slug, school),
              toCsv(invoiceCsvColumns, invoiceCsvRows(shown, competitionTimeZone(view.metadata))),
            )
          }
        />
      )}
      {view && shown.length === 0 && (
        <Text mt="md" role="status">
          {school
            ? `Nothing is charged to ${school} and nothing was paid for them.`
            : 'No registration has a charge or a payment yet.'}
        </Text>
      )}
    </>
  );

  return (
    <PrintDocument
      title={TITLE}
      paper={paper}
      onPaperChange={(next: Paper) => setParam('paper', next === 'a4' ? null : next)}
      back={{ href: hrefFor('adminDashboard', slug), label: 'Back to the admin area' }}
      above={above}
    >
      {view &&
        shown.map((invoice) => (
          <InvoiceSheet key={invoice.key} invoice={invoice} view={view} issued={issued} />
        ))}
    </PrintDocument>
  );
}
