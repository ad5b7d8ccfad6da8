import { STORAGE_KEYS } from '../../../contract/constants.ts';
import type { User } from '../../../contract/user.contract.ts';

export function storeSignIn(token: string, user: User): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
}

export function storedUser(): User | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.userData);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

/** Sign-out clears the token, the user data and every stored sign-in state. */
export function clearSignIn(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.userData);
  for (const key of Object.keys(localStorage)) if (key.endsWith(STORAGE_KEYS.signInState(''))) localStorage.removeItem(key);
}
