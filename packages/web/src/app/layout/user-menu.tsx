import { Button, Menu, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../lib/session/session-store';
import { useSession } from '../../lib/session/use-session';

/** Who is signed in, and the way out. Signing out ends the session on the server. */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const user = session?.user;
  if (!user) {
    return null;
  }
  const signOut = async () => {
    await sessionStore.signOut();
    await navigate('/login');
  };
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          fullWidth
          justify="space-between"
          aria-label={`Account: ${user.email}`}
        >
          <Text size="sm" truncate>
            {user.name || user.email}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item onClick={() => void signOut()}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
