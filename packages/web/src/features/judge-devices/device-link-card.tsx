import type { NewDeviceLink } from '@floorcraft/domain/api';
import { Anchor, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { formatInZone } from '@floorcraft/domain';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';

/**
 * A fresh device link, to show the judge: scan the QR code with the tablet,
 * or type the short code on the judge page. Shown once; the code is not
 * stored in a form that could show it again.
 */
export function DeviceLinkCard({ link, onDone }: { link: NewDeviceLink; onDone: () => void }) {
  const zone = useCompetitionZone();
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qrSvg)}`;
  return (
    <Paper withBorder p="lg" radius="md" aria-labelledby="device-link-title">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Image
          src={qr}
          alt={`QR code that links a tablet to ${link.device.judgeName}`}
          w={220}
          h={220}
          bg="white"
        />
        <Stack gap="sm" style={{ flex: '1 1 18rem' }}>
          <Title order={2} size="h3" id="device-link-title">
            Tablet link for {link.device.judgeName}
          </Title>
          <Text>Scan the QR code with the judge’s tablet, or open the judge page and type:</Text>
          <Text
            ff="monospace"
            fz={40}
            fw={700}
            lts={4}
            data-testid="device-code"
            aria-label={`Code ${link.code.split('').join(' ')}`}
          >
            {link.code}
          </Text>
          <Anchor href={link.url} size="sm" style={{ wordBreak: 'break-all' }}>
            {link.url}
          </Anchor>
          <Text size="sm" c="gray.7">
            The code works once, until {formatInZone(link.device.codeExpiresAt, zone)}.
          </Text>
          <Button variant="default" onClick={onDone} w="fit-content">
            Done
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
