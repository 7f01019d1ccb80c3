import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { contrastText, isHexColor } from '@zp/domain/theme/colors';
import { useEffect, useState } from 'react';

interface Props {
  primaryColor: string;
  secondaryColor: string;
  logoFile?: File | null;
  logoUrl?: string | null;
  providerName?: string;
}

/** A miniature portal page in the chosen colours: header bar, surface and a button. */
export function BrandingPreview({ primaryColor, secondaryColor, logoFile, logoUrl, providerName }: Props) {
  const primary = isHexColor(primaryColor) ? primaryColor : '#165272';
  const secondary = isHexColor(secondaryColor) ? secondaryColor : '#E6E6E6';
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!logoFile) {
      setFileUrl(null);
      return;
    }
    const url = URL.createObjectURL(logoFile);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [logoFile]);
  const logo = fileUrl ?? logoUrl ?? null;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="branding-preview">
      <Box
        sx={{ bgcolor: primary, color: contrastText(primary), px: 2, py: 1.5, display: 'flex', gap: 1.5 }}
        data-testid="branding-preview-header"
      >
        {logo ? (
          <Box component="img" src={logo} alt="" sx={{ height: 28, maxWidth: 140, objectFit: 'contain' }} />
        ) : (
          <Typography sx={{ fontWeight: 700 }}>{providerName || t.previewHeadline}</Typography>
        )}
      </Box>
      <Box sx={{ bgcolor: secondary, color: contrastText(secondary), p: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t.previewHeadline}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t.previewText}
        </Typography>
        <Button
          variant="contained"
          disableElevation
          sx={{ bgcolor: primary, color: contrastText(primary), '&:hover': { bgcolor: primary } }}
          tabIndex={-1}
        >
          {t.previewButton}
        </Button>
      </Box>
    </Paper>
  );
}
