import {
  registrationStanding,
  type CompetitionFrame,
  type RegisterPageContent,
} from '@floorcraft/domain';
import { lazy, Suspense, useState } from 'react';
import { PlainConfirmDialog } from '../../components/plain/plain-confirm-dialog';
import { hrefFor } from '../../config/paths';
import type { Registered } from './use-registration-sender';
import { RegistrationClosed } from './registration-closed';
import { RegistrationForm } from './registration-form';

/** The codes and requests shown once a registration is stored: loaded then, not with the page. */
const RegistrationDone = lazy(() =>
  import('./registration-done').then((module) => ({ default: module.RegistrationDone })),
);

export interface RegisterContentProps {
  frame: CompetitionFrame;
  content: RegisterPageContent;
  /** The slug in the page's address; undefined on the server's root routes. */
  slug: string | undefined;
  /** The minute the server drew the page: registration's phase is the one of that minute. */
  now: string;
}

/**
 * /register (spec §2, issue 13), drawn on the server (ADR 044): the public
 * registration form, phone first, on one page; the top bar is hidden here,
 * so the competition's name links home. While registration is closed (spec
 * §4) the page says so instead. The form works once hydrated.
 */
export function RegisterContent({ frame, content, slug, now }: RegisterContentProps) {
  const { metadata } = frame;
  const [registered, setRegistered] = useState<Registered>();
  // A new form (empty, with a new attempt) for the next registration.
  const [formKey, setFormKey] = useState(0);
  // The phase stays the one the page opened at, as the form quotes it, while it is filled in.
  const [openedAt] = useState(now);
  // The domain's one rule, as home and the server read it: the close date or the switch.
  const standing = registrationStanding(openedAt, metadata);
  return (
    <>
      <a href={hrefFor('home', slug)} className="fc-strong">
        {metadata.fullName}
      </a>
      {!standing.open ? (
        <RegistrationClosed standing={standing} metadata={metadata} />
      ) : registered ? (
        <Suspense fallback={null}>
          <RegistrationDone
            dancers={registered.dancers}
            requests={registered.requests}
            confirmation={registered.confirmation}
            updateEntriesHref={hrefFor('updateEntries', slug)}
            onAnother={() => {
              setRegistered(undefined);
              setFormKey((key) => key + 1);
            }}
          />
        </Suspense>
      ) : (
        <>
          <p className="fc-narrow">
            Register yourself and your partner, or yourself alone if you are still looking for a
            partner. Each new dancer gets a competitor code by email to change their entries later.
          </p>
          <RegistrationForm
            key={formKey}
            content={content}
            metadata={metadata}
            slug={slug}
            openedAt={openedAt}
            onRegistered={setRegistered}
          />
        </>
      )}
      {/* Registration staff entering a couple late are asked here (issue 24 item 13). */}
      <PlainConfirmDialog />
    </>
  );
}
