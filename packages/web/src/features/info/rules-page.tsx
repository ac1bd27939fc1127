import { ComingSoon } from '../../components/coming-soon';
import { Page } from '../../components/page';

/** The competition rules; their text is entered in setup, which a later release builds. */
export function Component() {
  return (
    <Page title="Rules">
      <ComingSoon screen="rules" />
    </Page>
  );
}
