import type { OwnRegistration, UpdateEntriesPageContent } from '@floorcraft/domain';
import { useForm } from '@mantine/form';
import type { DancerDraft } from '../../widgets/dancer-fields/dancer-draft';
import { DancerFields } from '../../widgets/dancer-fields/dancer-fields';
import { PlainFormFooter } from '../../components/plain/plain-form-footer';
import { sentence } from '../../lib/api/api-error';
import { fieldProblems } from '../../lib/forms/field-problems';
import { serverFieldErrors } from '../../lib/forms/server-field-errors';
import {
  correctDancerCommand,
  correctDetailsRules,
  DETAILS_LABELS,
  detailsFieldOf,
  draftOf,
} from './correct-details-model';
import type { Registrant } from './use-registrant';

const WHERE = 'details';

/** The dancer corrects their name, school, levels, age group, email and student status. */
export function CorrectDetailsForm({
  registrant,
  own,
  content,
}: {
  registrant: Registrant;
  own: OwnRegistration;
  content: UpdateEntriesPageContent;
}) {
  const { change, changing } = registrant;
  const form = useForm<DancerDraft>({
    initialValues: draftOf(own, content.affiliations),
    validate: correctDetailsRules(own.dancer.id),
  });
  const save = (draft: DancerDraft) =>
    change(correctDancerCommand(own.dancer.id, draft), {
      where: WHERE,
      success: 'Your details are saved.',
      explain: (words) => {
        const split = serverFieldErrors(words, detailsFieldOf, 'correctDancer');
        form.setErrors(split.fields);
        return (
          split.other.map(sentence).join(' ') || 'Nothing was saved: correct what is named above.'
        );
      },
    });
  const refusal = changing.refusals.get(WHERE);
  const problems = fieldProblems(form.errors, DETAILS_LABELS);
  const shown = refusal ? [...problems, refusal] : problems;
  const withAgeGroup = content.events.some((event) => event.ageGroup !== undefined);
  return (
    <form
      onSubmit={form.onSubmit(save)}
      noValidate
      aria-label="Your details"
      className="fc-stack fc-stack-tight"
    >
      <DancerFields
        legend="Your details"
        who="Your"
        value={form.getValues()}
        inputProps={(field, options) => form.getInputProps(field, options)}
        affiliations={content.affiliations}
        withAgeGroup={withAgeGroup}
        studentLabel="I am a student"
      />
      <PlainFormFooter problems={shown} title={null}>
        <div>
          <button
            type="submit"
            className="fc-button fc-button-default"
            disabled={form.submitting}
            aria-busy={form.submitting || undefined}
          >
            Save my details
          </button>
        </div>
      </PlainFormFooter>
    </form>
  );
}
