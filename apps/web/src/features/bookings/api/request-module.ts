import { useMutation } from '@tanstack/react-query';
import { bookingTexts } from '@zp/domain/texts/de/bookings';
import { enqueueSnackbar } from 'notistack';
import { api } from '../../../lib/api.ts';

export interface ModuleRequest {
  moduleNumber: number;
  message: string;
}

/** `POST /api/booking/module-request`: a price request for a module that is not bookable. */
export const requestModule = ({ moduleNumber, message }: ModuleRequest) =>
  api.post<unknown>('/booking/module-request', { moduleNumber: String(moduleNumber), message });

export const useRequestModule = () =>
  useMutation({
    mutationFn: requestModule,
    onSuccess: () => enqueueSnackbar(bookingTexts.requestSent, { variant: 'success' }),
  });
