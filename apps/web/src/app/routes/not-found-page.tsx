import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The 404 page of spec 001 §2: "Page not found" and a link home. */
export function NotFoundPage() {
  return (
    <Paper data-testid="not-found" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {shellTexts.pageNotFound}
      </Typography>
      <Button component={Link} to={paths.home()} variant="contained" sx={{ mt: 2 }}>
        {shellTexts.backHome}
      </Button>
    </Paper>
  );
}
