import { useQuery } from '@tanstack/react-query';
import { countsQuery } from '../../../api/people.ts';

/** The keys of `GET /count` in the order the cards show them (spec 001 §2 statistics cards). */
export const COUNT_KEYS = [
  'issuers',
  'products',
  'investors',
  'salesreps',
  'zeichnungs',
  'resellers',
  'superusers',
] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

/** The caller's cards (only their keys are present); the cards show their own error state. */
export const useCounts = () => useQuery(countsQuery());
