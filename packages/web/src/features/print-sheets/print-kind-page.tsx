import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ViewPending } from '../../widgets/page';
import { PrintDocument, paperFrom, type Paper } from '../../components/print';
import { hrefFor } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { kindById } from './kinds';
import { ScopeChooser } from './scope-chooser';
import { resolveScope, scopeFromSearch, scopeParams, type PrintScope } from './scope';

/**
 * /print-sheets/:kind: one kind of sheet, previewed as it prints. The
 * rounds (`round`, or `day` and `session`) and the paper are the URL's
 * query, so every choice is a bookmark; a kind that prints rounds offers
 * the choice above the preview.
 */
export function Component() {
  const { kind: kindId } = useParams();
  const kind = kindById(kindId);
  const slug = useCompetitionSlug();
  const [search, setSearch] = useSearchParams();
  const view = useStaffView();
  const refused = useStaffViewError();
  useDocumentTitle(kind?.title ?? 'Print sheets', view?.metadata.fullName);
  const paper = paperFrom(search.get('paper'));
  const query = search.toString();
  const scope = useMemo(() => scopeFromSearch(new URLSearchParams(query)), [query]);
  const chosen = useMemo(
    () => (view && kind?.usesRounds ? resolveScope(view.events, scope) : undefined),
    [view, kind, scope],
  );
  const pickerHref = hrefFor('printSheets', slug);

  if (!kind) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>Print sheets</Title>
          <Text>There is no sheet called “{kindId}”.</Text>
          <Anchor component={Link} to={pickerHref}>
            Choose what to print
          </Anchor>
        </Stack>
      </Container>
    );
  }

  const setPaper = (next: Paper) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('paper', next);
        return params;
      },
      { replace: true },
    );
  const setScope = (next: PrintScope) =>
    setSearch({ ...scopeParams(next), ...(search.has('paper') ? { paper } : {}) });

  return (
    <PrintDocument
      title={chosen?.ok ? `${kind.title}: ${chosen.label}` : kind.title}
      paper={paper}
      onPaperChange={setPaper}
      {...(kind.orientation && { orientation: kind.orientation })}
      back={{ href: hrefFor('adminDashboard', slug), label: 'Back to the admin area' }}
      links={[{ href: pickerHref, label: 'All print sheets' }]}
      above={
        (refused !== undefined || !view || kind.usesRounds) && (
          <Stack gap="md">
            <ViewPending loaded={view !== undefined} refused={refused} />
            {view && kind.usesRounds && (
              <ScopeChooser events={view.events} scope={scope} onChange={setScope} />
            )}
            {chosen && !chosen.ok && (
              <Alert color={scope.type === 'none' ? 'blue' : 'red'} role="status">
                {chosen.error}
              </Alert>
            )}
          </Stack>
        )
      }
    >
      {view && (!kind.usesRounds || chosen?.ok) && (
        <kind.Sheets view={view} rounds={chosen?.ok ? chosen.rounds : []} paper={paper} />
      )}
    </PrintDocument>
  );
}
