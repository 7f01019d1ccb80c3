import { useParams } from 'react-router';

/** A numeric id route parameter, or null when it is not one (the page then shows "nicht gefunden"). */
export function useIdParam(name: string): string | null {
  const value = useParams()[name] ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? value : null;
}
