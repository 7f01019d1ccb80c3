import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { shellTexts } from '@zp/domain/texts/de/shell';

/** Operator imprint and app version (spec 001 §2). */
export function Footer() {
  return (
    <Box
      component="footer"
      data-testid="footer"
      sx={{ mt: 'auto', py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          <strong>{shellTexts.imprintTitle}:</strong> {shellTexts.operatorImprint}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="app-version">
          {shellTexts.versionLabel}
        </Typography>
      </Container>
    </Box>
  );
}
