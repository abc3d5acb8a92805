import { Navigate } from 'react-router';
import { posBasePath } from '../pos-paths';
import { storedPosSlug } from '../pos-session';

/**
 * /pos/ — where the installed app starts (manifest start_url): the restaurant whose POS session this
 * device keeps, else the site's login (a POS login needs the restaurant's slug).
 */
export function PosStartPage() {
  const slug = storedPosSlug();
  return <Navigate replace to={slug ? posBasePath(slug) : '/login'} />;
}
