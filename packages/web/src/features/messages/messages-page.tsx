import { Stack } from '@mantine/core';
import { Page, ViewPending } from '../../widgets/page';
import { useRegistrarView, useRegistrarViewError } from '../../lib/realtime/use-registrar-view';
import { ComposeForm } from './compose-form';
import { MessageLogList } from './message-log-list';

/**
 * /admin/messages (issue 25 item 8): registration staff email the entrants.
 * Everything comes from the registrar's view (the only one with emails): the
 * audience and the preview are computed from it in the browser with the
 * domain's functions, and the log's progress follows it live.
 */
export function Component() {
  const view = useRegistrarView();
  const refused = useRegistrarViewError();
  return (
    <Page title="Messages">
      <ViewPending loaded={view !== undefined} refused={refused} />
      {view && (
        <Stack gap="xl">
          <ComposeForm view={view} />
          <MessageLogList view={view} />
        </Stack>
      )}
    </Page>
  );
}
