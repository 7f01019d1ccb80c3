import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  text: string;
  selected: boolean;
  onSelect: () => void;
  testId: string;
  /** Shown inside the card while it is selected (its consents). */
  children?: ReactNode;
}

/** A free account offer of the main site; choosing it shows its consents. */
export function AccountCard({ title, text, selected, onSelect, testId, children }: Props) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        transition: 'border-color 150ms',
      }}
    >
      <CardActionArea onClick={onSelect} aria-pressed={selected} data-testid={testId} sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Stack direction="row" sx={{ gap: 1 }}>
            <Chip size="small" label={accountTexts.free} color="success" variant="outlined" />
            {selected && <Chip size="small" label={accountTexts.selected} color="primary" />}
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </CardActionArea>
      {selected && children && <CardContent sx={{ pt: 0 }}>{children}</CardContent>}
    </Card>
  );
}
