/** What the public results pages say while resultsPageShown is off. */
export function NotPublished() {
  return (
    <p className="fc-large" role="status">
      Results are not published yet. Please check back later.
    </p>
  );
}
