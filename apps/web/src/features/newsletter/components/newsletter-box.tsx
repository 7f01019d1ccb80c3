import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newsletterTexts as t } from '@zp/domain/texts/de/newsletter';
import { type FormEvent, useId, useState } from 'react';
import { subscribeNewsletter } from '../../../api/newsletter.ts';
import { isApiError } from '../../../lib/api-error.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The newsletter box (spec 001 §2): the main site's registration page (origin 1) and the investor portal (origin 2).
 * Posts to the list of this host; double opt-in, so success says a confirmation mail is on its way.
 */
export function NewsletterBox({ origin }: { origin: 1 | 2 }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setFieldError(t.invalidEmail);
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      const answer = await subscribeNewsletter({ email: value, origin });
      setResult({ ok: true, text: `${answer.detail} ${t.confirmHint}` });
      setEmail('');
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      if (status === 400 && isApiError(error) && error.errors.email) setFieldError(error.errors.email);
      else
        setResult({
          ok: false,
          text: status === 400 || status === 429 ? (error as { detail: string }).detail : t.subscribeError,
        });
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" data-testid="newsletter-signup-box">
      <Typography variant="h6" component="h2" gutterBottom>
        {t.boxTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t.boxText}
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {/* The input parts rather than TextField, which would bring the select menu into the offers page (issue 22). */}
          <FormControl size="small" variant="outlined" error={fieldError !== null} sx={{ flex: 1 }}>
            <InputLabel htmlFor={id}>{t.boxEmail}</InputLabel>
            <OutlinedInput
              id={id}
              type="email"
              label={t.boxEmail}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-describedby={`${id}-helper`}
              inputProps={{ 'data-testid': 'newsletter-email', maxLength: 254 }}
            />
            <FormHelperText id={`${id}-helper`}>{fieldError ?? ' '}</FormHelperText>
          </FormControl>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            data-testid="newsletter-submit"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t.boxSubmit}
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t.boxPrivacy}
        </Typography>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} data-testid="newsletter-result">
            {result.text}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
