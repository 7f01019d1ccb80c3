import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { portalTerms, usePortal, usePortalDocuments } from '../../../../api/portals.ts';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox.tsx';
import type { SignupFormValues } from './signup-form-values.ts';

// biome-ignore lint/suspicious/noExplicitAny: the output type of the form does not matter here
type SignupControl = Control<SignupFormValues, any, any>;

/** The consent's label with its key word linked to the text (a PDF in a new tab), when the portal has one. */
function linked(label: string, word: string, url: string | null, testId: string): ReactNode {
  const at = label.indexOf(word);
  if (!url || at < 0) return label;
  return (
    <>
      {label.slice(0, at)}
      <Link
        href={url}
        target="_blank"
        rel="noopener"
        data-testid={testId}
        onClick={(e) => e.stopPropagation()}
      >
        {word}
      </Link>
      {label.slice(at + word.length)}
    </>
  );
}

/**
 * The AGB and data-privacy consents, each linked to its text on a portal (the provider's investor or broker
 * documents); the schema decides whether each has its own message or a joint one.
 */
export function SignupConsents({ control, disabled }: { control: SignupControl; disabled?: boolean }) {
  const kind = usePortal().data?.kind;
  const onPortal = kind === 'investor' || kind === 'broker';
  const docs = usePortalDocuments(onPortal).data;
  const terms = onPortal ? portalTerms(kind, docs) : { agb: null, dataPrivacy: null };
  return (
    <Stack>
      <FormCheckbox
        control={control}
        name="agbAccepted"
        label={<>{linked(accountTexts.agbLabel, accountTexts.agbWord, terms.agb, 'signup-agb-link')} *</>}
        disabled={disabled}
        testId="signup-agb"
      />
      <FormCheckbox
        control={control}
        name="dataPrivacyAccepted"
        label={
          <>
            {linked(
              accountTexts.dataPrivacyLabel,
              accountTexts.dataPrivacyWord,
              terms.dataPrivacy,
              'signup-data-privacy-link',
            )}{' '}
            *
          </>
        }
        disabled={disabled}
        testId="signup-data-privacy"
      />
    </Stack>
  );
}

/** The newsletter box of the sign-up pages. */
export function SignupNewsletter({ control }: { control: SignupControl }) {
  return (
    <FormCheckbox
      control={control}
      name="newsletter"
      label={accountTexts.newsletterLabel}
      testId="signup-newsletter"
    />
  );
}
