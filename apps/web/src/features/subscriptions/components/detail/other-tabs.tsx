import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { personLabels } from '@zp/domain/texts/de/accounts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Zeichnung } from '../../../../api/subscriptions.ts';
import { type Fact, Facts } from '../../../../components/ui/facts.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatDate, formatEuro, formatNumber } from '../../../../lib/format.ts';
import { extensionOf, zeichnungsscheinFileName } from '../../model/download.ts';
import { type Investor, type InvestorUser, useSubscriptionProduct } from '../../model/neighbours.ts';
import { subTexts as t } from '../../texts.ts';
import { DocumentButton, DocumentsList, productDocumentLinks } from '../shared/documents-list.tsx';
import { PageError } from '../shared/page-states.tsx';
import { MarkIdentifiedButton } from './mark-identified-button.tsx';

function Loading() {
  return (
    <Stack spacing={1} aria-busy="true">
      {['a', 'b', 'c', 'd'].map((k) => (
        <Skeleton key={k} variant="text" width="60%" />
      ))}
    </Stack>
  );
}

function WithInvestor({
  query,
  children,
}: {
  query: UseQueryResult<Investor>;
  children: (user: InvestorUser) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <PageError error={query.error} onRetry={() => void query.refetch()} loadFailed={t.noInvestorData} />
    );
  return <>{children(query.data.user)}</>;
}

const L = personLabels;

/**
 * Anleger (superuser, issuer): the investor's person data; when the product needs an identification the investor
 * does not have yet, the operator can mark the investor identified (then the subscription can be accepted).
 */
export function InvestorTab({
  query,
  zeichnung,
  canIdentify,
}: {
  query: UseQueryResult<Investor>;
  zeichnung: Zeichnung;
  canIdentify: boolean;
}) {
  return (
    <WithInvestor query={query}>
      {(u) => {
        const facts: Fact[] = [
          { label: L.salutation, value: [u.salutation, u.title].filter(Boolean).join(' ') },
          { label: L.firstName, value: u.firstName },
          { label: L.lastName, value: u.lastName },
          { label: L.company, value: u.company },
          { label: L.email, value: u.email },
          { label: L.dateOfBirth, value: formatDate(u.dateOfBirth) },
          { label: L.nationality, value: u.nationality },
          { label: L.street, value: [u.street, u.houseNumber].filter(Boolean).join(' ') },
          { label: L.zipCode, value: u.zipCode },
          { label: L.city, value: u.city },
          { label: L.country, value: u.country },
          { label: L.landlineNumber, value: u.landlineNumber },
          { label: L.mobileNumber, value: u.mobileNumber },
          {
            label: t.fields.identified,
            value: (
              <Chip
                size="small"
                color={u.isIdentified ? 'success' : 'default'}
                label={u.isIdentified ? t.yes : t.no}
                data-testid="investor-identified"
              />
            ),
          },
        ];
        const needsIdentification =
          Boolean(zeichnung.product?.hasToBeIdentfied) && !u.isIdentified && zeichnung.investorId != null;
        return (
          <Stack spacing={2}>
            {needsIdentification && (
              <Alert
                severity="warning"
                data-testid="investor-identify"
                action={
                  canIdentify && zeichnung.investorId != null ? (
                    <MarkIdentifiedButton
                      investorId={zeichnung.investorId}
                      variant="text"
                      color="inherit"
                      size="small"
                    />
                  ) : undefined
                }
              >
                {t.identifyRequired}
              </Alert>
            )}
            <Facts facts={facts} testId="investor-facts" />
          </Stack>
        );
      }}
    </WithInvestor>
  );
}

/** Bankverbindung (issuer): the investor's bank data and wallet. */
export function BankTab({ query }: { query: UseQueryResult<Investor> }) {
  return (
    <WithInvestor query={query}>
      {(u) => (
        <Facts
          testId="bank-facts"
          facts={[
            { label: L.bankAccountOwner, value: u.bankAccountOwner },
            { label: L.bankIban, value: u.bankIban },
            { label: L.bankBic, value: u.bankBic },
            { label: L.bankName, value: u.bankName },
            { label: L.bankDepotNumber, value: u.bankDepotNumber },
            { label: L.ethAddress, value: u.ethAddress },
          ]}
        />
      )}
    </WithInvestor>
  );
}

/** Dokumente (issuer, investor): the filled subscription document and the product documents. */
export function DocumentsTab({ zeichnung }: { zeichnung: Zeichnung }) {
  // The subscription's product terms carry no document links: the product has them.
  const product = useSubscriptionProduct(zeichnung.productId);
  const documents = product.data?.documents;
  return (
    <Stack spacing={2} data-testid="zeichnung-documents">
      <Typography variant="subtitle1" component="h2">
        {t.zeichnungsschein}
      </Typography>
      {zeichnung.zeichnungsscheinUrl ? (
        <div>
          <DocumentButton
            doc={{
              key: 'zeichnungsschein',
              label: t.subscriptionDocument,
              url: zeichnung.zeichnungsscheinUrl,
              extension: extensionOf(zeichnung.zeichnungsscheinUrl),
              fileName: zeichnungsscheinFileName(zeichnung.productName, zeichnung.id),
            }}
            testId="zeichnungsschein-link"
          />
        </div>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t.noDocumentYet}
        </Typography>
      )}
      <Typography variant="subtitle1" component="h2">
        {t.productDocuments}
      </Typography>
      <DocumentsList docs={productDocumentLinks(documents)} />
    </Stack>
  );
}

/** Produkt (issuer, superuser, admin): a short product summary with a link to the product page. */
export function ProductTab({ zeichnung }: { zeichnung: Zeichnung }) {
  const query = useSubscriptionProduct(zeichnung.productId);
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <PageError
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound={t.productNotFound}
        loadFailed={t.productLoadFailed}
      />
    );
  const p = query.data;
  const pf = t.productFacts;
  return (
    <Stack spacing={2} data-testid="zeichnung-product">
      <Facts
        facts={[
          { label: pf.name, value: p.name },
          { label: pf.kind, value: p.kindLabel },
          { label: pf.issuer, value: p.issuerName },
          { label: pf.volume, value: p.volume == null ? '' : formatEuro(p.volume) },
          { label: pf.minInvestment, value: p.minInvestment == null ? '' : formatEuro(p.minInvestment) },
          {
            label: pf.interest,
            value: p.withInterest && p.interest != null ? `${formatNumber(p.interest)} %` : '',
          },
          { label: pf.agio, value: p.withAgio && p.agio != null ? `${formatNumber(p.agio)} %` : '' },
        ]}
      />
      {p.description && <Alert severity="info">{p.description}</Alert>}
      <div>
        <Button variant="outlined" component={RouterLink} to={paths.product(p.id)} data-testid="product-link">
          {t.productLink}
        </Button>
      </div>
    </Stack>
  );
}
