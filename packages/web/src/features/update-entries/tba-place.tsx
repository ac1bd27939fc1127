import type { OwnRegistration, Seeking, UpdateEntriesPageContent } from '@floorcraft/domain';
import { useMemo, useState } from 'react';
import { ComboboxField } from '../../components/native-fields/combobox-field';
import { TextField } from '../../components/native-fields/text-field';
import { PlainAlert } from '../../components/plain/plain-alert';
import { dancerOptions } from './dancer-options';
import { SmallButton } from './small-button';
import type { Registrant } from './use-registrant';

interface TbaPlaceProps {
  seeking: Seeking;
  registrant: Registrant;
  own: OwnRegistration;
  content: UpdateEntriesPageContent;
  editable: boolean;
  onDrop: () => void;
}

type Finding = 'closed' | 'registered' | 'tba';

/**
 * One TBA place of the dancer (spec §3 placeholder): drop it, enter the event
 * with a registered partner instead, or pair with a dancer on the TBA list
 * of the same event, with that dancer's email and code as their consent.
 */
export function TbaPlace({ seeking, registrant, own, content, editable, onDrop }: TbaPlaceProps) {
  const { change, changing } = registrant;
  const [finding, setFinding] = useState<Finding>('closed');
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [otherId, setOtherId] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const where = seeking.eventName;
  const wanted = seeking.role === 'lead' ? 'follow' : 'lead';
  const dancers = useMemo(
    () => dancerOptions(content.dancers, own.dancer.id),
    [content.dancers, own.dancer.id],
  );
  const seekers = useMemo(() => {
    const names = new Map(content.dancers.map((dancer) => [dancer.id, dancer.name]));
    return content.seeking
      .filter((other) => other.eventName === seeking.eventName && other.role === wanted)
      .map((other) => ({
        value: other.competitorId,
        label: names.get(other.competitorId) ?? 'A dancer',
      }));
  }, [content, seeking.eventName, wanted]);

  const enterWithPartner = () =>
    partnerId &&
    change(
      {
        type: 'changeEntries',
        competitorId: own.dancer.id,
        drop: [seeking.eventName],
        add: {
          role: seeking.role,
          partner: { kind: 'registered', id: partnerId },
          events: [seeking.eventName],
        },
      },
      {
        where,
        success: `Asked your partner to dance ${seeking.eventName} with you: you keep your TBA place until they answer, and are entered once they accept.`,
      },
    );
  const pair = () =>
    otherId &&
    change(
      {
        type: 'pairSeekers',
        leadId: seeking.role === 'lead' ? own.dancer.id : otherId,
        followId: seeking.role === 'lead' ? otherId : own.dancer.id,
        eventNames: [seeking.eventName],
      },
      {
        where,
        success: `Paired in ${seeking.eventName}.`,
        partners: [{ email: email.trim(), code: code.trim().toUpperCase() }],
      },
    );

  return (
    <div
      className="fc-card fc-card-tight fc-stack fc-stack-tight"
      role="group"
      aria-label={`${seeking.eventName} (TBA)`}
    >
      <div className="fc-row fc-spread">
        <div>
          <p className="fc-strong">{seeking.eventName}</p>
          <p className="fc-small fc-muted">
            TBA: you {seeking.role} and are looking for a {wanted}
          </p>
        </div>
        {editable && (
          <div className="fc-row">
            <SmallButton onClick={() => setFinding('registered')}>Enter with a partner</SmallButton>
            <SmallButton onClick={() => setFinding('tba')}>Pair by code</SmallButton>
            <SmallButton label={`Drop ${seeking.eventName}`} onClick={onDrop}>
              Drop
            </SmallButton>
          </div>
        )}
      </div>
      {finding === 'registered' && (
        <div className="fc-stack fc-stack-tight">
          <ComboboxField
            label={`Partner for ${seeking.eventName}`}
            placeholder="Type a name"
            limit={30}
            nothingFound="No registered dancer by that name"
            options={dancers}
            value={partnerId}
            onChange={setPartnerId}
          />
          <div>
            <button
              type="button"
              className="fc-button"
              onClick={() => void enterWithPartner()}
              disabled={!partnerId}
            >
              Enter with this partner
            </button>
          </div>
        </div>
      )}
      {finding === 'tba' && (
        <div className="fc-stack fc-stack-tight">
          <ComboboxField
            label={`Dancer looking for a ${seeking.role} in ${seeking.eventName}`}
            placeholder={seekers.length > 0 ? 'Choose' : 'Nobody yet'}
            nothingFound="Nobody on the TBA list by that name"
            options={seekers}
            value={otherId}
            onChange={setOtherId}
          />
          <TextField
            label="Their email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <TextField
            label="Their competitor code"
            description="They give it to you: it is their consent to dance with you."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD-EFGH"
            maxLength={20}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <div>
            <button
              type="button"
              className="fc-button"
              onClick={() => void pair()}
              disabled={!otherId || !email || !code}
            >
              Pair with them
            </button>
          </div>
        </div>
      )}
      {changing.refusals.get(where) && (
        <PlainAlert color="red" role="alert">
          {changing.refusals.get(where)}
        </PlainAlert>
      )}
    </div>
  );
}
