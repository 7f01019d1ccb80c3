import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The 404 page of spec 001 §2: "Page not found" (the spec's text), a German explanation and the link home. */
export function NotFoundPage() {
  return (
    <Paper data-testid="not-found" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" lang="en" gutterBottom>
        {shellTexts.pageNotFound}
      </Typography>
      <Typography color="text.secondary" data-testid="not-found-text">
        {shellTexts.pageNotFoundText}
      </Typography>
      <Button component={Link} to={paths.home()} variant="contained" sx={{ mt: 2 }}>
        {shellTexts.backHome}
      </Button>
    </Paper>
  );
}
