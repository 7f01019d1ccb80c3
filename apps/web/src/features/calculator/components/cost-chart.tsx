import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatEuro } from '@zp/domain/format/format';
import { calculatorTexts as t } from '@zp/domain/texts/de/bookings';

export interface CostBar {
  key: string;
  label: string;
  value: number;
  color: string;
}

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { top: 28, right: 16, bottom: 48, left: 16 };

/** Vertical bars in plain SVG, scaled to the largest value, each labelled with its euro amount. */
export function CostChart({ bars }: { bars: readonly CostBar[] }) {
  const theme = useTheme();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = (WIDTH - PAD.left - PAD.right) / bars.length;
  const barW = Math.min(120, slot * 0.55);
  const baseY = PAD.top + plotH;

  return (
    <Box sx={{ width: '100%', maxWidth: WIDTH }} data-testid="rechner-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={t.chartTitle}>
        <title>{t.chartTitle}</title>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={baseY}
          y2={baseY}
          stroke={theme.palette.divider}
          strokeWidth={2}
        />
        {bars.map((bar, i) => {
          const h = (bar.value / max) * plotH;
          const x = PAD.left + slot * i + (slot - barW) / 2;
          const cx = x + barW / 2;
          return (
            <g key={bar.key} data-testid={`rechner-bar-${bar.key}`}>
              <rect x={x} y={baseY - h} width={barW} height={h} rx={4} fill={bar.color}>
                <title>{`${bar.label}: ${formatEuro(bar.value)}`}</title>
              </rect>
              <text
                x={cx}
                y={baseY - h - 8}
                textAnchor="middle"
                fontSize={14}
                fontWeight={700}
                fill={theme.palette.text.primary}
              >
                {formatEuro(bar.value)}
              </text>
              <text
                x={cx}
                y={baseY + 22}
                textAnchor="middle"
                fontSize={14}
                fill={theme.palette.text.secondary}
              >
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
