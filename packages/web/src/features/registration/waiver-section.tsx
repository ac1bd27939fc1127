import type { GetInputPropsReturnType } from '@mantine/form';
import { CheckboxField } from '../../components/native-fields/checkbox-field';
import { FieldsetBox } from '../../components/native-fields/fieldset-box';
import { PlainPageText } from '../../components/plain/plain-page-text';

interface WaiverSectionProps {
  /** The organizer's waiver text (content page `waiver`). */
  text: string | undefined;
  /** One acceptance per new dancer: its label and its field. */
  acceptances: readonly { label: string; inputProps: GetInputPropsReturnType }[];
}

/** Spec §9: the liability release and media-use statement, accepted by each new dancer. */
export function WaiverSection({ text, acceptances }: WaiverSectionProps) {
  return (
    <FieldsetBox legend="Waiver">
      <div className="fc-stack fc-stack-tight">
        <div
          className="fc-scroll-box fc-small"
          // Focusable, so a keyboard can scroll a long waiver.
          tabIndex={0}
          role="region"
          aria-label="Waiver text"
        >
          {text?.trim() ? <PlainPageText text={text} /> : 'The organizer has not written a waiver.'}
        </div>
        {acceptances.map(({ label, inputProps }) => (
          <CheckboxField key={label} label={label} {...inputProps} />
        ))}
      </div>
    </FieldsetBox>
  );
}
