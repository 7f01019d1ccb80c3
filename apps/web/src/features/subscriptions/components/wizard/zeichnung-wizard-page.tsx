import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import { subscriptionSteps } from '@zp/domain/subscriptions/zeichnung.rules';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useZeichnung, type Zeichnung, zeichnungQuery } from '../../../../api/subscriptions.ts';
import { paths } from '../../../../config/paths.ts';
import { type EntityId, useSession } from '../../../../lib/session.ts';
import { today as todayOf } from '../../model/form.ts';
import { useSubscriptionInvestor, useSubscriptionProduct } from '../../model/neighbours.ts';
import { subTexts as t } from '../../texts.ts';
import { Notice, PageError, PageSkeleton } from '../shared/page-states.tsx';
import { StartSubscriptionButton } from '../start-subscription-button.tsx';
import { DemoWizard } from './demo-wizard.tsx';
import { PageFrame } from './page-frame.tsx';
import { SuccessDialog } from './success-dialog.tsx';
import { ZeichnungWizard } from './zeichnung-wizard.tsx';

/** Index of the Legitimation section on /user/:userId (userSettingsSections order). */
const LEGITIMATION_TAB = 2;
const DOCUMENT_POLL_MS = 400;
const DOCUMENT_POLLS = 60;

/** The investor's own subscription (status O), saved at every step. */
function LiveWizard({
  id,
  investorId,
  userId,
}: {
  id: string;
  investorId: EntityId | undefined;
  userId: EntityId;
}) {
  const navigate = useNavigate();
  const query = useZeichnung(id);
  const investor = useSubscriptionInvestor(investorId);
  // The subscription's product terms carry no document links: the product has them.
  const product = useSubscriptionProduct(query.data?.product != null ? query.data.productId : null);
  const [finished, setFinished] = useState<Zeichnung | null>(null);
  const [today] = useState(todayOf);
  // The document is made by the finishing job after the answer (docs/decisions/037): the dialog asks again until
  // its link is there (a product without template has none: asking stops after DOCUMENT_POLLS).
  const withDocument = useQuery({
    ...zeichnungQuery(finished?.id ?? ''),
    enabled: finished != null && !finished.zeichnungsscheinUrl,
    refetchInterval: (q) =>
      q.state.data?.zeichnungsscheinUrl || q.state.dataUpdateCount > DOCUMENT_POLLS
        ? false
        : DOCUMENT_POLL_MS,
  });

  if (finished)
    return (
      <PageFrame title={t.wizardTitle(finished.productName ?? '')}>
        <SuccessDialog
          zeichnung={withDocument.data?.zeichnungsscheinUrl ? withDocument.data : finished}
          mustIdentify={
            Boolean(finished.product?.hasToBeIdentfied) && investor.data?.user.isIdentified !== true
          }
          onLater={() => navigate(paths.zeichnungOverview(finished.id), { replace: true })}
          onIdentify={() => navigate(paths.user(userId, LEGITIMATION_TAB))}
        />
      </PageFrame>
    );
  if (query.isPending || (investorId != null && investor.isPending))
    return <PageSkeleton testId="zeichnung-loading" />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  const zeichnung = query.data;
  const title = t.wizardTitle(zeichnung.productName ?? '');
  if (zeichnung.status !== 'O')
    return (
      <PageFrame title={title}>
        <Notice
          severity="info"
          testId="zeichnung-finished"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={paths.zeichnungOverview(zeichnung.id)}
            >
              {t.toOverview}
            </Button>
          }
        >
          {t.alreadyFinished}
        </Notice>
      </PageFrame>
    );
  if (!zeichnung.product) return <PageError error={null} onRetry={() => void query.refetch()} />;
  const terms = {
    ...zeichnung.product,
    documents: product.data?.documents ?? {},
  };
  const plan = zeichnung.steps?.length ? zeichnung.steps : subscriptionSteps(terms);
  return (
    <PageFrame title={title}>
      {investor.isError && (
        <Alert severity="warning" data-testid="investor-load-failed">
          {t.noInvestorData}
        </Alert>
      )}
      <ZeichnungWizard
        key={zeichnung.id}
        mode="live"
        terms={terms}
        plan={plan}
        productId={zeichnung.productId}
        today={today}
        zeichnung={zeichnung}
        investorId={investorId}
        user={investor.data?.user ?? null}
        onFinished={(z) => z && setFinished(z)}
      />
    </PageFrame>
  );
}

/** An investor arriving with a product only: the start button (confirm, create, continue). */
function StartPanel({ productId }: { productId: string }) {
  const query = useSubscriptionProduct(productId);
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
  return (
    <PageFrame title={t.wizardTitle(query.data.name ?? '')}>
      {query.data.description && <Typography variant="body1">{query.data.description}</Typography>}
      <div>
        <StartSubscriptionButton productId={productId} />
      </div>
    </PageFrame>
  );
}

/**
 * `/zeichnung`: investors with `?id=` (or route state `zeichnungId`) fill in their subscription; with `?product=`
 * they are offered the start; everyone else (or `&demo=1`) runs the demo wizard of `?product=`.
 */
export function ZeichnungWizardPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  if (!session) return null;
  const stateId = (location.state as { zeichnungId?: EntityId } | null)?.zeichnungId;
  const id = params.get('id') ?? (stateId != null ? String(stateId) : null);
  const productId = params.get('product');
  const isInvestor = can(session.role, 'zeichnung.subscribe');
  const demo = !isInvestor || params.get('demo') === '1';

  if (isInvestor && id && !(demo && productId))
    return <LiveWizard key={id} id={id} investorId={session.investorId} userId={session.userId} />;
  if (productId)
    return demo ? <DemoWizard key={productId} productId={productId} /> : <StartPanel productId={productId} />;
  if (id) return <Navigate to={paths.zeichnungOverview(id)} replace />;
  return (
    <PageFrame title={t.wizardTitleFallback}>
      <Notice severity="warning" testId="zeichnung-missing">
        {t.missingParams}
      </Notice>
    </PageFrame>
  );
}
