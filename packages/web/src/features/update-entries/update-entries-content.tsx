import {
  registrationClosedSentence,
  registrationStanding,
  type CompetitionFrame,
  type UpdateEntriesPageContent,
} from '@floorcraft/domain';
import { lazy, Suspense, useState } from 'react';
import { hrefFor } from '../../config/paths';
import { useHydrated } from '../../hooks/use-hydrated';
import { AccessForm } from './access-form';
import { ResendCode } from './resend-code';
import { useRegistrant } from './use-registrant';

/** The opened registration's screens and their checks: loaded once a dancer opens it, not with the page. */
const loadOpened = () => import('./opened-registration');
const OpenedRegistration = lazy(() =>
  loadOpened().then((module) => ({ default: module.OpenedRegistration })),
);

export interface UpdateEntriesContentProps {
  frame: CompetitionFrame;
  content: UpdateEntriesPageContent;
  /** The slug in the page's address; undefined on the server's root routes. */
  slug: string | undefined;
  /** The minute the server drew the page: registration's standing is the one of that minute. */
  now: string;
}

/**
 * /updateEntries (spec §2, issue 13), drawn on the server (ADR 044): the
 * access form first, in the page's first HTML; a dancer opens their
 * registration with their email and competitor code (held in this page's
 * memory only, never in its HTML or view), then drops and adds events, fills
 * a TBA place, answers partnership requests, corrects their details and sees
 * what they owe, until registration closes (then it is read-only).
 */
export function UpdateEntriesContent({ frame, content, slug, now }: UpdateEntriesContentProps) {
  const { metadata } = frame;
  const registrant = useRegistrant(slug);
  const ready = useHydrated();
  // The standing stays the one the page opened at, as /register's form keeps its phase.
  const [openedAt] = useState(now);
  const own = registrant.view;
  if (own) {
    const closed = registrationClosedSentence(registrationStanding(openedAt, metadata), metadata);
    return (
      <Suspense fallback={<p className="fc-muted">Opening your registration…</p>}>
        <OpenedRegistration
          registrant={registrant}
          own={own}
          content={content}
          metadata={metadata}
          openedAt={openedAt}
          closed={closed}
        />
      </Suspense>
    );
  }
  return (
    <div className="fc-stack">
      <p className="fc-narrow">
        Enter the email you registered with and the competitor code from your registration mail. Not
        registered yet? <a href={hrefFor('register', slug)}>Register</a>.
      </p>
      <AccessForm
        onOpen={(proof) => {
          // The screens start loading with the request, so they are there when it answers.
          void loadOpened();
          return registrant.open(proof);
        }}
        pending={registrant.opening.pending}
        refusal={registrant.opening.refusal}
        ready={ready}
      />
      <ResendCode slug={slug} ready={ready} />
    </div>
  );
}
