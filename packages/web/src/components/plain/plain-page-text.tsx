import { paragraphs } from '../paragraphs';

/**
 * A page text written on the setup screen, as paragraphs of plain HTML for
 * the server-rendered pages (ADR 044). Rendered as text (React escapes it),
 * never as HTML, so nothing an organizer types can run in a visitor's browser.
 */
export function PlainPageText({ text }: { text: string | undefined }) {
  const parts = paragraphs(text);
  if (parts.length === 0) {
    return null;
  }
  return (
    <div className="fc-page-text">
      {parts.map((part, index) => (
        // Paragraphs have no identity of their own; their order is their key.
        <p key={index}>{part}</p>
      ))}
    </div>
  );
}
