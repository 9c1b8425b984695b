import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hrefFor } from '../config/paths';
import { clearSession } from './session';

/** Ends the session (all stored keys) and goes to the login screen. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    void navigate(hrefFor('login', null));
  }, [navigate]);
}
