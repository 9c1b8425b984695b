import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hrefFor } from '../config/paths';
import { endSession } from './auth-session';

/**
 * Logout: the server revokes the session (its failure does not matter), every stored key is cleared
 * (auth_token, auth_user, user, token), and the login screen follows.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void endSession();
    void navigate(hrefFor('login', null));
  }, [navigate]);
}
