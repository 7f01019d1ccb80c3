import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useBrand } from '../use-brand.ts';

/** The provider's logo (or its name as a text logo), linking home. */
export function PortalLogo() {
  const { logoUrl, providerName } = useBrand();
  return (
    <Box
      component={Link}
      to={paths.home()}
      aria-label={providerName}
      sx={{ display: 'flex', alignItems: 'center', color: 'inherit', textDecoration: 'none', minWidth: 0 }}
    >
      {logoUrl ? (
        // A fixed box (the logo's own size is unknown until it has loaded): nothing moves when it arrives (issue 22).
        <Box
          component="img"
          src={logoUrl}
          alt={providerName}
          width={200}
          height={40}
          sx={{
            height: 40,
            width: { xs: 140, sm: 200 },
            objectFit: 'contain',
            objectPosition: 'left center',
            display: 'block',
          }}
        />
      ) : (
        <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700 }}>
          {providerName}
        </Typography>
      )}
    </Box>
  );
}
