import { Navigate, useLocation } from 'react-router';
import { loginPathReturningTo } from '../lib/login-path';

/** Sends the visitor to /login with the current page as returnTo. */
export function RedirectToLogin() {
  const location = useLocation();
  return <Navigate replace to={loginPathReturningTo(`${location.pathname}${location.search}`)} />;
}
