export { BookingDocumentsDialog, type DocumentsTarget } from './booking-documents-dialog.tsx';
export { DocumentManagement } from './document-management.tsx';
export { ReturnVehicleDialog, type ReturnTarget } from './return-vehicle-dialog.tsx';
