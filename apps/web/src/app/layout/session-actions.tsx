import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { UserMenu } from './user-menu.tsx';

/** Login, or the user's name (with the settings menu, except for admin) and Logout, for wide screens. */
export function SessionActions() {
  const session = useSession();
  if (!session) {
    return (
      <Button
        component={Link}
        to={paths.login()}
        color="inherit"
        variant="outlined"
        data-testid="login-button"
      >
        {shellTexts.login}
      </Button>
    );
  }
  const name = session.displayName || session.role;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {can(session.role, 'user.settings') ? (
        <UserMenu displayName={name} userId={session.userId} />
      ) : (
        <Typography data-testid="user-name" noWrap sx={{ maxWidth: 260 }}>
          {name}
        </Typography>
      )}
      <Button
        component={Link}
        to={paths.logout()}
        color="inherit"
        variant="outlined"
        data-testid="logout-button"
      >
        {shellTexts.logout}
      </Button>
    </Stack>
  );
}
