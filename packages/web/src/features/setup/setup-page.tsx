import { Stack } from '@mantine/core';
import { Page, ViewPending } from '../../widgets/page';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { AffiliationsEditor } from './affiliations-editor';
import { ArchiveSection } from './archive-section';
import { CompetitionForm } from './competition-form';
import { EventsSection } from './events-section';
import { FeeScheduleForm } from './fee-schedule-form';
import { PageTextsForm } from './page-texts-form';
import { PaymentInstructionsForm } from './payment-instructions-form';
import { SetupSection } from './setup-section';
import { useAllowed } from '../../lib/session/use-allowed';

const OWNERS_ONLY = 'Only owners and admins change this.';

/**
 * /admin/setup: the competition's details, the public pages' text (the
 * waiver among them), the registration fees, the events and the schools and
 * clubs; for its owner, archiving. Everything is live; each part saves on
 * its own, and parts the member may not change are shown read-only.
 */
export function Component() {
  const state = useStaffView();
  const refused = useStaffViewError();
  const allowed = useAllowed();

  return (
    <Page title="Setup">
      <ViewPending loaded={state !== undefined} refused={refused} />
      {state && (
        <Stack gap="xl">
          <SetupSection
            id="setup-competition"
            title="Competition"
            readOnlyNote={!allowed('updateMetadata') && OWNERS_ONLY}
          >
            <CompetitionForm
              stored={state.metadata}
              editable={allowed('updateMetadata')}
              labelledBy="setup-competition"
            />
          </SetupSection>
          <SetupSection
            id="setup-pages"
            title="Public pages"
            readOnlyNote={!allowed('savePageText') && OWNERS_ONLY}
          >
            <PageTextsForm
              stored={state.pages}
              editable={allowed('savePageText')}
              labelledBy="setup-pages"
            />
          </SetupSection>
          <SetupSection
            id="setup-fees"
            title="Registration fees"
            readOnlyNote={!allowed('setFeeSchedule') && OWNERS_ONLY}
          >
            <FeeScheduleForm
              stored={state.registration.fees}
              editable={allowed('setFeeSchedule')}
              labelledBy="setup-fees"
            />
          </SetupSection>
          <SetupSection
            id="setup-payment"
            title="How to pay"
            readOnlyNote={
              !allowed('setPaymentInstructions') &&
              'Only owners, admins and registrars change this.'
            }
          >
            <PaymentInstructionsForm
              stored={state.metadata.paymentInstructions}
              editable={allowed('setPaymentInstructions')}
              labelledBy="setup-payment"
            />
          </SetupSection>
          <SetupSection id="setup-events" title="Events">
            <EventsSection
              events={state.events}
              mayEdit={allowed('saveEvent')}
              mayDelete={allowed('removeEvent')}
            />
          </SetupSection>
          <SetupSection
            id="setup-affiliations"
            title="Schools and clubs"
            readOnlyNote={!allowed('setAffiliations') && OWNERS_ONLY}
          >
            <AffiliationsEditor
              stored={state.affiliations}
              editable={allowed('setAffiliations')}
              labelledBy="setup-affiliations"
            />
          </SetupSection>
          {allowed('archiveCompetition') && (
            <SetupSection id="setup-archive" title="Archive">
              <ArchiveSection
                fullName={state.metadata.fullName}
                archived={state.archived === true}
              />
            </SetupSection>
          )}
        </Stack>
      )}
    </Page>
  );
}
