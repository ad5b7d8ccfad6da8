import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportFormat, ReportName } from '../../../contract/reports.contract.ts';
import { reportsEndpoints } from '../../../contract/reports.endpoints.ts';
import { downloadFile, queryOf, urlOf } from '../../lib/api.ts';

export interface ReportChoice {
  report: ReportName;
  from: string;
  to: string;
}

/** A report on screen; the one before stays shown while the next is read. */
export const useReportTable = ({ report, from, to }: ReportChoice, enabled: boolean) =>
  useQuery({ ...queryOf(reportsEndpoints.table, { params: { report }, query: { from, to } }), placeholderData: keepPreviousData, enabled });

/** Saves the report as a file, named as the server names it. */
export const downloadReport = ({ report, from, to }: ReportChoice, format: ReportFormat) =>
  downloadFile(urlOf(reportsEndpoints.file, { params: { report }, query: { from, to, format } }), `${report}_${from}_${to}.${format}`);
