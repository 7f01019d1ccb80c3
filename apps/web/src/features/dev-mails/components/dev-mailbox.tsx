import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { devTexts } from '@zp/domain/texts/de/dev';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { useDevMails } from '../../../api/dev.ts';
import { RefreshIcon } from '../../../components/ui/icons.tsx';
import { DevMailItem } from './dev-mail-item.tsx';

/** The dev mailbox: every mail the server sent without SMTP, newest first. */
export function DevMailbox() {
  const { data: mails, isPending, isError, isFetching, refetch } = useDevMails();
  const reload = () => void refetch();

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {shellTexts.devMailsTitle}
          </Typography>
          <Typography color="text.secondary">
            {devTexts.mailboxHint}
            {mails ? ` ${devTexts.mailCount(mails.length)}` : ''}
          </Typography>
        </Box>
        <Button
          startIcon={<RefreshIcon />}
          onClick={reload}
          disabled={isFetching}
          data-testid="dev-mails-reload"
        >
          {shellTexts.reload}
        </Button>
      </Stack>
      {isFetching && <LinearProgress aria-label={shellTexts.loading} />}
      {isPending && !isError && <Typography color="text.secondary">{shellTexts.loading}</Typography>}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {uiTexts.retry}
            </Button>
          }
        >
          {uiTexts.loadFailed}
        </Alert>
      )}
      {mails?.length === 0 && <Alert severity="info">{shellTexts.devMailsEmpty}</Alert>}
      <Box data-testid="dev-mails">
        {mails?.map((mail) => (
          <DevMailItem key={mail.id} mail={mail} />
        ))}
      </Box>
    </Stack>
  );
}
