import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { DocumentList, DocumentQuery, DocumentReview, DocumentView, MemberDocument, ReturnChecklistRequest } from '../../../contract/documents.contract.ts';
import type { TemplateView } from '../../../contract/templates.contract.ts';
import { apiRequest, withQuery } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const documentKeys = {
  list: (q: DocumentQuery) => [withQuery('/api/admin/documents', q)],
  ofBooking: (bookingId: number) => [`/api/bookings/${bookingId}/documents`],
  checklistTemplate: ['/api/templates/checklist'],
};

/** Document Management's list and tiles, fresh on every visit, the last answer kept while the next loads. */
export const useDocuments = (q: DocumentQuery) => useQuery<DocumentList>({ queryKey: documentKeys.list(q), staleTime: 0, placeholderData: keepPreviousData });
export const useBookingDocuments = (bookingId: number, enabled = true) => useQuery<MemberDocument[]>({ queryKey: documentKeys.ofBooking(bookingId), enabled });
export const useChecklistTemplate = (enabled: boolean) => useQuery<TemplateView>({ queryKey: documentKeys.checklistTemplate, enabled });

export function useReviewDocument() {
  return useMutation({
    mutationFn: ({ id, ...review }: DocumentReview & { id: number }) => apiRequest<DocumentView>('PATCH', `/api/admin/documents/${id}`, review),
    onSuccess: useRefreshAfter('document'),
  });
}

export function useReturnVehicle(bookingId: number) {
  const refreshDocuments = useRefreshAfter('document');
  const refreshBookings = useRefreshAfter('booking');
  return useMutation({
    mutationFn: (checklist: ReturnChecklistRequest) => apiRequest<MemberDocument>('POST', `/api/bookings/${bookingId}/return-checklist`, checklist),
    // The return is a document and the end of the booking (the vehicle free, its odometer moved on).
    onSuccess: () => Promise.all([refreshDocuments(), refreshBookings()]),
  });
}

export function useUploadDocument(bookingId: number) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return apiRequest<MemberDocument>('POST', `/api/bookings/${bookingId}/documents`, form);
    },
    onSuccess: useRefreshAfter('document'),
  });
}
