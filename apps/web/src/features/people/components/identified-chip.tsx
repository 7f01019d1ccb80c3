import Chip from '@mui/material/Chip';
import { accountTexts } from '@zp/domain/texts/de/accounts';

/** "identifiziert" / "nicht identifiziert". */
export function IdentifiedChip({
  isIdentified,
  testId = 'identified-status',
}: {
  isIdentified: boolean;
  testId?: string;
}) {
  return (
    <Chip
      size="small"
      color={isIdentified ? 'success' : 'default'}
      variant={isIdentified ? 'filled' : 'outlined'}
      label={isIdentified ? accountTexts.identified : accountTexts.notIdentified}
      data-testid={testId}
    />
  );
}
