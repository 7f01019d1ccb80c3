import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { UserDto } from '../../../api/people.ts';

interface Props {
  title: string;
  user: Pick<UserDto, 'firstName' | 'lastName' | 'email' | 'company'>;
  /** Status chips and notes beside the name. */
  children?: ReactNode;
}

/** Title of a detail page with the person's name, company and e-mail. */
export function DetailHeader({ title, user, children }: Props) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {title}
      </Typography>
      <Typography variant="h4" component="h1" data-testid="detail-title">
        {name || user.email}
      </Typography>
      <Typography color="text.secondary">{[user.company, user.email].filter(Boolean).join(' · ')}</Typography>
      {children && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}
