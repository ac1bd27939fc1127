import {
  formatInZone,
  lineWords,
  NO_PAYMENT_INSTRUCTIONS,
  placeWords,
  type RegistrationConfirmation,
} from '@floorcraft/domain';
import { formatMoney } from '../../lib/format-money';

interface RegistrationSummaryProps {
  confirmation: RegistrationConfirmation;
}

/**
 * Where a new registration stands (issue 25 item 10): each new dancer's
 * events and fee lines (the invoice's lines, as charged), what is owed,
 * and how to pay in the organizers' words, shown as plain text (React
 * escapes it; line breaks kept), on the competition's clock.
 */
export function RegistrationSummary({ confirmation }: RegistrationSummaryProps) {
  const money = (cents: number) => formatMoney(cents, confirmation.currency);
  const first = confirmation.dancers[0];
  return (
    <section className="fc-card fc-stack" aria-labelledby="registration-summary">
      <h2 className="fc-h3" id="registration-summary">
        Your registration
      </h2>
      {confirmation.dancers.map((dancer) => (
        <div key={dancer.competitorId} className="fc-stack fc-stack-tight">
          <h3 className="fc-h4">{dancer.name}</h3>
          {dancer.places.length > 0 ? (
            <ul aria-label={`${dancer.name}’s events`} className="fc-list-plain">
              {dancer.places.map((place) => (
                <li key={`${place.eventName}-${place.standing}`}>{placeWords(place)}</li>
              ))}
            </ul>
          ) : (
            <p>No events yet.</p>
          )}
          {dancer.lines.length > 0 && (
            <table aria-label={`${dancer.name}’s fees`} className="fc-fee-table">
              <tbody>
                {dancer.lines.map((line, index) => (
                  <tr key={index}>
                    <td>{lineWords(line)}</td>
                    <td className="fc-amount">{money(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
      <p className="fc-strong" data-testid="registration-owed">
        To pay: {money(confirmation.owed)}
      </p>
      {first && (
        <p className="fc-small fc-muted">
          Registered {formatInZone(first.registeredAt, confirmation.timeZone)}.
        </p>
      )}
      <div className="fc-stack fc-stack-tight">
        <h3 className="fc-h4">How to pay</h3>
        <p className="fc-pre-line" data-testid="payment-instructions">
          {confirmation.paymentInstructions ?? NO_PAYMENT_INSTRUCTIONS}
        </p>
      </div>
    </section>
  );
}
