import type { PosUser } from '@meja/shared/contracts/pos';
import { createContext, useContext } from 'react';

export interface PosArea {
  slug: string;
  user: PosUser;
  /** SPEC §6: quick management and Reports are for everyone but cashiers. */
  canManage: boolean;
}

export const PosAreaContext = createContext<PosArea | null>(null);

/** The restaurant and the logged-in user of the POS layout around the current page. */
export function usePosArea(): PosArea {
  const area = useContext(PosAreaContext);
  if (!area) throw new Error('usePosArea must be used inside the POS layout');
  return area;
}
