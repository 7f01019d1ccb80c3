import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { KINDS } from '@zp/domain/products/kinds';
import { subscriptionSteps } from '@zp/domain/subscriptions/zeichnung.rules';
import { enqueueSnackbar } from 'notistack';
import { type ReactNode, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { requestDemoDocument } from '../../../../api/subscriptions.ts';
import { paths } from '../../../../config/paths.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { termsOfProduct, today as todayOf } from '../../model/form.ts';
import { useSubscriptionProduct } from '../../model/neighbours.ts';
import { subTexts as t } from '../../texts.ts';
import { Notice, PageError, PageSkeleton } from '../shared/page-states.tsx';
import { PageFrame } from './page-frame.tsx';
import { DemoFinishedDialog } from './success-dialog.tsx';
import { ZeichnungWizard } from './zeichnung-wizard.tsx';

/** Height of the sticky top bar: a step change scrolls the embedded wizard just below it. */
const TOP_BAR_OFFSET = 80;

export interface DemoWizardProps {
  productId: string | number;
  /**
   * Inside another page (the product's "Zeichnungsstrecke" tab): no page title, a link to the wizard's own page,
   * and a step change scrolls to the wizard instead of the page top.
   */
  embedded?: boolean;
}

/** The subscription wizard driven by a product; nothing is saved (spec 000 §1, §4 preview). */
export function DemoWizard({ productId, embedded = false }: DemoWizardProps) {
  const query = useSubscriptionProduct(productId);
  const [done, setDone] = useState(false);
  const [run, setRun] = useState(0);
  const [sending, setSending] = useState(false);
  const [today] = useState(todayOf);
  const anchor = useRef<HTMLDivElement>(null);

  const demoDocument = async () => {
    setSending(true);
    try {
      const answer = await requestDemoDocument(productId);
      enqueueSnackbar(answer?.detail ?? t.demoDocumentSent, { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.kind !== 'network') enqueueSnackbar(error.detail, { variant: 'error' });
    } finally {
      setSending(false);
    }
  };

  const scrollToWizard = () => {
    const top = anchor.current?.getBoundingClientRect().top;
    if (top === undefined || top >= TOP_BAR_OFFSET) return;
    window.scrollTo({ top: Math.max(0, window.scrollY + top - TOP_BAR_OFFSET), behavior: 'smooth' });
  };

  if (query.isPending) return <PageSkeleton testId="zeichnung-loading" />;
  if (query.isError)
    return (
      <PageError
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound={t.productNotFound}
        loadFailed={t.productLoadFailed}
      />
    );
  const product = query.data;
  const terms = termsOfProduct(product);
  const plan = KINDS[terms.kind] ? subscriptionSteps(terms) : [];
  const content: ReactNode = (
    <>
      <Alert
        severity="info"
        data-testid="demo-notice"
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              color="inherit"
              size="small"
              onClick={() => void demoDocument()}
              disabled={sending}
              data-testid="demo-document"
            >
              {t.demoDocument}
            </Button>
            {embedded && (
              <Button
                color="inherit"
                size="small"
                component={RouterLink}
                to={paths.zeichnung({ product: product.id, demo: 1 })}
                data-testid="demo-open-page"
              >
                {t.previewOpenPage}
              </Button>
            )}
          </Stack>
        }
      >
        {embedded ? t.previewIntro : t.demoNotSaved}
      </Alert>
      {plan.length === 0 ? (
        <Notice severity="warning" testId="not-subscribable">
          {t.notSubscribable}
        </Notice>
      ) : (
        <div ref={anchor}>
          <ZeichnungWizard
            key={`${product.id}-${run}`}
            mode="demo"
            terms={terms}
            plan={plan}
            productId={product.id}
            today={today}
            onStepChange={embedded ? scrollToWizard : undefined}
            onFinished={() => setDone(true)}
          />
        </div>
      )}
      {done && (
        <DemoFinishedDialog
          onDemoDocument={() => void demoDocument()}
          onClose={() => {
            setDone(false);
            setRun((r) => r + 1);
          }}
        />
      )}
    </>
  );
  if (embedded)
    return (
      <Stack spacing={2} data-testid="zeichnung-preview">
        {content}
      </Stack>
    );
  return <PageFrame title={t.wizardTitle(product.name ?? '')}>{content}</PageFrame>;
}
