import { Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { describeFailure } from '../../lib/api/describe-failure';
import { liveStore } from '../../lib/realtime/browser-live-store';
import { useCompetition, useResolvedSlug } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import {
  bindCode,
  cachedBinding,
  fetchBinding,
  unreachable,
  type DeviceBinding,
} from './device-binding';
import { JudgeTablet } from './judge-tablet';
import { installOfflineShell } from './offline-shell';

/** The binding to use when the server could not be asked: the last one it confirmed. */
const bindingWhenUnreachable = (error: unknown) => (unreachable(error) ? cachedBinding() : null);

/** How often an idle tablet re-checks that its link has not been revoked. */
const RECHECK_MS = 15_000;

/**
 * The judge's tablet (spec §2 `/judges/{judgeid}`, no sign-in). Opening the
 * QR code's link, or typing the short code, binds this browser to the judge;
 * only a bound tablet can submit that judge's marks. Once bound, the page
 * is the judge's marking tablet. When the server cannot be reached, the
 * binding it last confirmed is used, so marking goes on offline.
 */
export function Component() {
  const { judgeid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const competition = useCompetition();
  const routeSlug = useCompetitionSlug();
  const resolvedSlug = useResolvedSlug();
  const [binding, setBinding] = useState<DeviceBinding | null>();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const judge = competition?.metadata.officials[judgeid];
  useDocumentTitle(judge ? `Judge ${judge.name}` : 'Judge', competition?.metadata.fullName);
  // Installing a service worker is a side effect on the browser, which is what effects are for.
  useEffect(installOfflineShell, []);

  const acceptBinding = useCallback((bound: DeviceBinding) => {
    // The socket carries the cookies it was opened with: reopen it to watch as this tablet.
    liveStore.reconnect();
    setBinding(bound);
    setProblem(undefined);
    setCode('');
  }, []);

  const refuseBinding = useCallback((error: unknown) => {
    setProblem(describeFailure(error));
    fetchBinding().then(setBinding, (failure: unknown) =>
      setBinding(bindingWhenUnreachable(failure)),
    );
  }, []);

  // A scanned QR code opens this page with ?code=…: bind once, then drop the code from the
  // address. The code is read once, so removing it from the URL does not start a
  // second bind or a binding check that could overwrite the result.
  const [scanned] = useState(() => params.get('code'));
  useEffect(() => {
    if (params.has('code')) {
      setParams({}, { replace: true });
    }
  }, [params, setParams]);
  useEffect(() => {
    let active = true;
    if (scanned) {
      bindCode(scanned).then(
        (bound) => active && acceptBinding(bound),
        (error: unknown) => active && refuseBinding(error),
      );
    } else {
      fetchBinding().then(
        (bound) => active && setBinding(bound),
        (error: unknown) => active && setBinding(bindingWhenUnreachable(error)),
      );
    }
    const timer = setInterval(() => {
      fetchBinding().then(
        (bound) => active && setBinding(bound),
        () => undefined,
      );
    }, RECHECK_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [scanned, acceptBinding, refuseBinding]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    bindCode(code)
      .then(acceptBinding, refuseBinding)
      .finally(() => setBusy(false));
  };

  if (competition && !judge) {
    return (
      <Container size="sm" py="xl">
        <Title order={1}>No judge found</Title>
        <Text mt="md">There is no judge “{judgeid}” in this competition. Check the link.</Text>
      </Container>
    );
  }

  // Offline, the server's default competition cannot be asked: the binding's own is used.
  const slug = resolvedSlug ?? routeSlug ?? binding?.competition;
  const boundHere = binding && binding.judgeId === judgeid && binding.competition === slug;
  const name = judge?.name ?? (boundHere ? binding.judgeName : undefined);
  if (boundHere) {
    return (
      <Container size="lg" py="md">
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Title order={1}>{name}</Title>
            <Text role="status" fz="lg" fw={600} c="green.9">
              This tablet is linked to {binding.judgeName}.
            </Text>
          </Group>
          <JudgeTablet slug={binding.competition} judgeKey={binding.judgeId} />
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{name ?? 'Judge'}</Title>
        {problem && (
          <Alert color="red" role="alert" title="This tablet is not linked">
            {problem}
          </Alert>
        )}
        {binding && (
          <Alert color="yellow" title="Linked to another judge">
            This tablet is linked to {binding.judgeName}. To use it for {judge?.name ?? judgeid},
            enter a new code from the scrutineer.
          </Alert>
        )}
        {binding !== undefined && (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text fz="lg">
                Ask the scrutineer for this judge’s tablet code, or scan the QR code they show you.
              </Text>
              <Group align="flex-end">
                <TextInput
                  label="Tablet code"
                  size="xl"
                  autoComplete="off"
                  autoCapitalize="characters"
                  placeholder="ABCD-EFGH-JKMN"
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                  styles={{ input: { fontFamily: 'monospace', letterSpacing: 4 } }}
                />
                <Button type="submit" size="xl" loading={busy} disabled={code.trim().length < 8}>
                  Link this tablet
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
