import LogoutIcon from '@mui/icons-material/Logout';
import PhoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/use-logout';

/**
 * What a driver's login sees on any address of this web app: drivers use the separate mobile app and
 * have no screens here (business spec §1), so the page says so and offers Sign out, instead of a
 * login screen that would take their own account and lead nowhere. The router frames it in the
 * public header (importing the chrome here would split the first load into more chunks).
 */
export function DriverSessionPage() {
  const user = useSession().user;
  const logout = useLogout();
  return (
    <Box
      data-screen="driver-session"
      sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 8 } }}
    >
      <Card
        variant="outlined"
        sx={{ maxWidth: 560, width: '100%', p: { xs: 3, sm: 4 }, textAlign: 'center' }}
      >
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
          <PhoneIcon />
        </Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
          This account is for the drivers’ app
        </Typography>
        <Typography sx={{ mt: 1.5 }}>
          {user?.email ? (
            <>
              You are signed in as <strong>{user.email}</strong>, a driver’s login.{' '}
            </>
          ) : (
            'You are signed in with a driver’s login. '
          )}
          Drivers see their routes and record pickups in the drivers’ mobile app: this website has no screens
          for drivers.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          To manage the business or a household’s pickups, sign out and sign in with that account.
        </Typography>
        <Button
          variant="contained"
          disableElevation
          startIcon={<LogoutIcon />}
          onClick={logout}
          sx={{ mt: 3 }}
        >
          Sign out
        </Button>
      </Card>
    </Box>
  );
}
