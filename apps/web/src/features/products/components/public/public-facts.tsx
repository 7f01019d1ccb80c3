import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { publicProductTexts as t } from '@zp/domain/texts/de/products';
import type { PublicProduct } from '../../../../api/products.ts';
import { formatEuro, formatNumber } from '../../../../lib/format.ts';

export const fundedPercent = (p: Pick<PublicProduct, 'volume' | 'investedVolume'>): number => {
  const volume = p.volume ?? 0;
  return volume > 0 ? Math.min(100, ((p.investedVolume ?? 0) / volume) * 100) : 0;
};

/** Volume progress: invested of volume, with the funded percentage. */
export function VolumeProgress({ product, dense = false }: { product: PublicProduct; dense?: boolean }) {
  const percent = fundedPercent(product);
  return (
    <Box data-testid="public-product-progress">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}>
        <Typography variant={dense ? 'body2' : 'h6'} component="p" sx={{ fontWeight: 600 }}>
          {formatEuro(product.investedVolume ?? 0)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.progress(formatNumber(Math.round(percent * 10) / 10))}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        sx={{ height: dense ? 6 : 10, borderRadius: 5 }}
        aria-label={t.progress(formatNumber(Math.round(percent)))}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {`${t.invested} ${t.of} ${product.volume != null ? formatEuro(product.volume) : '—'}`}
      </Typography>
    </Box>
  );
}

/** Key figures: minimum investment and interest (volume is shown by the progress). */
export function KeyFacts({ product }: { product: PublicProduct }) {
  const facts = [
    {
      label: t.minInvestment,
      value: product.minInvestment != null ? formatEuro(product.minInvestment) : '—',
    },
    {
      label: t.interest,
      value: product.interest != null ? t.interestValue(formatNumber(product.interest)) : '—',
    },
  ];
  return (
    <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
      {facts.map((fact) => (
        <Box key={fact.label}>
          <Typography variant="caption" color="text.secondary" component="p">
            {fact.label}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
