import Typography from '@mui/material/Typography';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { useNextLicensedSalesrep } from '../../../../api/people.ts';

/** An unlicensed salesrep resolves to the next licensed one above it (spec 001 §3 Salesrep). */
export function NextLicensedSalesrep({ salesrepId }: { salesrepId: number }) {
  const query = useNextLicensedSalesrep(salesrepId, true);
  if (query.isPending) return null;
  const rep = query.data;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="next-licensed-salesrep">
      <strong>{accountTexts.nextLicensed}:</strong>{' '}
      {rep
        ? [`${rep.user.firstName} ${rep.user.lastName}`.trim(), rep.registrationNumber]
            .filter(Boolean)
            .join(' · ')
        : accountTexts.noNextLicensed}
    </Typography>
  );
}
