import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { homeTexts } from '@zp/domain/texts/de/home';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useBrand } from '../../use-brand.ts';

/** Home: a welcome for now; the role dashboard with its tabs fills this page in later issues. */
export function HomePage() {
  const { providerName } = useBrand();
  const session = useSession();
  return (
    <Paper data-testid="home" sx={{ p: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {homeTexts.welcomeTitle(providerName)}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{homeTexts.welcomeText}</Typography>
      {session ? (
        <Typography color="text.secondary">{homeTexts.loggedInText}</Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {homeTexts.loginPrompt}
          </Typography>
          <Button
            component={Link}
            to={paths.login()}
            variant="contained"
            size="large"
            data-testid="home-login"
          >
            {homeTexts.loginCta}
          </Button>
        </>
      )}
    </Paper>
  );
}
