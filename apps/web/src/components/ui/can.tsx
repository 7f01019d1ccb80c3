import type { ReactNode } from 'react';

export interface CanProps {
  /** A decision made by the caller. */
  allowed?: boolean;
  /** Or a check run at render, e.g. `() => can(role, 'product.create')` once the permission table exists. */
  can?: () => boolean;
  /** Shown when not allowed; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children when `allowed` is true or `can()` returns true; otherwise the fallback. */
export function Can({ allowed, can, fallback = null, children }: CanProps) {
  const isAllowed = allowed === true || can?.() === true;
  return <>{isAllowed ? children : fallback}</>;
}
