import { listAuditEntries, type AuditEntry } from '../../api/auditLog.ts';
import { auditQuery, type AuditFilters } from './adminQueries.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';

// The audit log (settings/audit-log, read-only) bound to the API (issue 32).

export const auditList = pagedListLogic<AuditEntry, AuditFilters>((client, { page, pageSize, filters }) => listAuditEntries(client, { page, pageSize, ...auditQuery(filters) }));
