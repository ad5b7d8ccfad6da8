import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { DocumentQuery, DocumentReview, ReturnChecklistRequest } from '../../../contract/documents.contract.ts';
import { documentsEndpoints } from '../../../contract/documents.endpoints.ts';
import { templatesEndpoints } from '../../../contract/templates.endpoints.ts';
import { BOOKING_VIEWS, DOCUMENT_VIEWS } from '../../entities/views.ts';
import { call, callWithForm, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** Document Management's list and tiles, fresh on every visit, the last answer kept while the next loads. */
export const useDocuments = (q: DocumentQuery) =>
  useQuery({ ...queryOf(documentsEndpoints.list, { query: q }), staleTime: 0, placeholderData: keepPreviousData });
export const useBookingDocuments = (bookingId: number, enabled = true) =>
  useQuery({ ...queryOf(documentsEndpoints.ofBooking, { params: { bookingId } }), enabled });
export const useChecklistTemplate = (enabled: boolean) => useQuery({ ...queryOf(templatesEndpoints.current, { params: { kind: 'checklist' } }), enabled });

export function useReviewDocument() {
  return useMutation({
    mutationFn: ({ id, ...review }: DocumentReview & { id: number }) => call(documentsEndpoints.review, { params: { id }, body: review }),
    onSuccess: useRefreshAfter(DOCUMENT_VIEWS),
  });
}

/** The return is a document and the end of the booking (the vehicle free, its odometer moved on). */
const RETURN_VIEWS = [...DOCUMENT_VIEWS, ...BOOKING_VIEWS];

export function useReturnVehicle(bookingId: number) {
  return useMutation({
    mutationFn: (checklist: ReturnChecklistRequest) => call(documentsEndpoints.returnChecklist, { params: { bookingId }, body: checklist }),
    onSuccess: useRefreshAfter(RETURN_VIEWS),
  });
}

export function useUploadDocument(bookingId: number) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return callWithForm(documentsEndpoints.upload, form, { params: { bookingId } });
    },
    onSuccess: useRefreshAfter(DOCUMENT_VIEWS),
  });
}
