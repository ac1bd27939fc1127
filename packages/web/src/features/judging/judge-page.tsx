import { Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
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
import { bindingReducer, initialBindingState, noticeText } from './binding-state';
import { JudgeTablet } from './judge-tablet';
import { installOfflineShell } from './offline-shell';

/** The binding to use when the server could not be asked: the last one it confirmed. */
const bindingWhenUnreachable = (error: unknown) => (unreachable(error) ? cachedBinding() : null);

/** How often an idle tablet re-checks that its link has not been revoked. */
const RECHECK_MS = 15_000;

/** For a bind or check whose answer is always wanted (no effect that may be cleaned up). */
const always = () => true;

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
  // A scanned QR code opens this page with ?code=…: bind once, then drop the code from the
  // address. The code is read once, so removing it from the URL does not start a
  // second bind or a binding check that could overwrite the result.
  const [scanned] = useState(() => params.get('code'));
  const [state, dispatch] = useReducer(bindingReducer, null, () =>
    initialBindingState(cachedBinding(), scanned !== null),
  );
  const { binding, linking, notice } = state;
  // Counts binds started and finished: a check's answer is dropped when a bind came between
  // its question and its answer (binding-state.ts).
  const generation = useRef(state.generation);
  const [code, setCode] = useState('');
  const judge = competition?.metadata.officials[judgeid];
  useDocumentTitle(judge ? `Judge ${judge.name}` : 'Judge', competition?.metadata.fullName);
  // Installing a service worker is a side effect on the browser, which is what effects are for.
  useEffect(installOfflineShell, []);

  /** Asks the server for this tablet's link; `whenFailed` gives the answer to use, if any. */
  const check = useCallback(
    (whenFailed: (error: unknown) => DeviceBinding | null | undefined, active = always) => {
      const asked = generation.current;
      const answer = (found: DeviceBinding | null | undefined) => {
        if (active() && found !== undefined) {
          dispatch({ type: 'checked', generation: asked, binding: found });
        }
      };
      fetchBinding().then(answer, (error: unknown) => answer(whenFailed(error)));
    },
    [],
  );

  /**
   * Binds with a code, then checks at once that the browser kept the link's cookie. The
   * caller has said the bind started (a scanned code's page opens linking).
   */
  const bind = useCallback(
    (tabletCode: string, active = always) =>
      bindCode(tabletCode).then(
        (bound) => {
          if (!active()) {
            return;
          }
          generation.current += 1;
          // The socket carries the cookies it was opened with: reopen it to watch as this tablet.
          liveStore.reconnect();
          dispatch({ type: 'bound', generation: generation.current, binding: bound });
          setCode('');
          check(() => undefined, active);
        },
        (error: unknown) => {
          if (!active()) {
            return;
          }
          generation.current += 1;
          dispatch({
            type: 'bind-refused',
            generation: generation.current,
            message: describeFailure(error),
          });
          check(bindingWhenUnreachable, active);
        },
      ),
    [check],
  );

  useEffect(() => {
    if (params.has('code')) {
      setParams({}, { replace: true });
    }
  }, [params, setParams]);
  useEffect(() => {
    let active = true;
    const isActive = () => active;
    if (scanned) {
      void bind(scanned, isActive);
    } else {
      check(bindingWhenUnreachable, isActive);
    }
    // A recheck that cannot reach the server changes nothing: the tablet goes on offline.
    const timer = setInterval(() => check(() => undefined, isActive), RECHECK_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [scanned, bind, check]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    generation.current += 1;
    dispatch({ type: 'bind-started', generation: generation.current });
    void bind(code);
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
        {linking && (
          <Text role="status" fz="lg">
            Linking this tablet to {name ?? 'the judge'}…
          </Text>
        )}
        {notice && (
          <Alert color="red" role="alert" title={noticeText(notice).title}>
            {noticeText(notice).text}
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
                <Button type="submit" size="xl" loading={linking} disabled={code.trim().length < 8}>
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
