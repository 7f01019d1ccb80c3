import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@zp/domain/format/format';
import { newsletterTexts as t } from '@zp/domain/texts/de/newsletter';
import { enqueueSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { sendNewsletter, useInvalidateNewsletters, useNewsletters } from '../../../api/newsletter.ts';
import { TablePager } from '../../../components/ui/overview-table/index.ts';
import { Notice, PageSkeleton, RetryAlert } from '../../../components/ui/page-states.tsx';
import { isApiError } from '../../../lib/api-error.ts';

/** The provider writes a newsletter to its confirmed subscribers (spec 001 §5). */
function ComposeForm() {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [pending, setPending] = useState(false);
  const invalidate = useInvalidateNewsletters();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      subject: subject.trim() ? (subject.trim().length > 200 ? t.subjectMax : undefined) : t.subjectRequired,
      body: body.trim() ? undefined : t.bodyRequired,
    };
    setErrors(next);
    if (next.subject || next.body) return;
    setPending(true);
    try {
      const created = await sendNewsletter({ subject, body });
      enqueueSnackbar(`${t.created} ${t.sendConfirm(created.recipients)}`, { variant: 'success' });
      setSubject('');
      setBody('');
      await invalidate();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && (error.errors.subject || error.errors.body))
        setErrors({ subject: error.errors.subject, body: error.errors.body });
      else enqueueSnackbar(isApiError(error) ? error.detail : t.sendFailed, { variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper sx={{ p: 2 }} component="form" noValidate onSubmit={submit} data-testid="newsletter-compose">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t.composeTitle}
        </Typography>
        <TextField
          label={t.subject}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          error={Boolean(errors.subject)}
          helperText={errors.subject ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'newsletter-subject', maxLength: 200 } }}
        />
        <TextField
          label={t.body}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          multiline
          minRows={6}
          error={Boolean(errors.body)}
          helperText={errors.body ?? t.riskNote}
          slotProps={{ htmlInput: { 'data-testid': 'newsletter-body', maxLength: 50000 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="newsletter-send"
        >
          {t.send}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The newsletters sent, with progress (polled every 2 s while one is sending). */
function SentList() {
  const [page, setPage] = useState(0);
  const query = useNewsletters(page + 1);
  if (query.isPending) return <PageSkeleton testId="newsletters-loading" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 403)
      return <Notice severity="error" testId="newsletters-forbidden" text={t.forbidden} />;
    return (
      <RetryAlert testId="newsletters-error" onRetry={() => void query.refetch()}>
        {t.loadFailed}
      </RetryAlert>
    );
  }
  const { results, count } = query.data;
  return (
    <Paper sx={{ p: 2 }} data-testid="newsletters-table">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t.sentTitle}
      </Typography>
      {results.length === 0 ? (
        <Alert severity="info" data-testid="newsletters-empty">
          {t.emptySent}
        </Alert>
      ) : (
        <>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.createdAt}</TableCell>
                <TableCell>{t.subject}</TableCell>
                <TableCell align="right">{t.recipients}</TableCell>
                <TableCell align="right">{t.sentCount}</TableCell>
                <TableCell>{t.status}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {results.map((n) => (
                <TableRow key={n.id} data-testid={`newsletter-row-${n.id}`}>
                  <TableCell>{formatDateTime(n.createdAt)}</TableCell>
                  <TableCell>{n.subject}</TableCell>
                  <TableCell align="right">{n.recipients}</TableCell>
                  <TableCell align="right">{n.sent}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    {t.statusLabel(n.status)}
                    {n.status === 'sending' && (
                      <LinearProgress
                        variant="determinate"
                        value={n.recipients ? Math.min(100, (100 * n.sent) / n.recipients) : 100}
                        aria-label={t.statusLabel(n.status)}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePager count={count} page={page} onPage={setPage} />
        </>
      )}
    </Paper>
  );
}

/** Home tab "Newsletter senden" of the provider: compose and the progress of what was sent. */
export function NewslettersTab() {
  return (
    <Stack spacing={2}>
      <ComposeForm />
      <SentList />
    </Stack>
  );
}
