import { binary, forbidden, ok, type HandlerMap } from '../../http/handler.ts';
import { managesLeave } from '../vacationHours/scope.ts';
import { exportWord, xlsxResponse } from './excel.ts';
import { NOT_MANAGER } from './messages.ts';
import { monthReport } from './report.ts';
import { reportWorkbook } from './reportExcel.ts';

// The monthly payroll report (contract getVacationReport, exportVacationReportExcel): everyone's leave, so only for
// those who manage leave (the same rule as everyone's allowances).


export const handlers = {
  getVacationReport: async (ctx) => {
    if (!managesLeave(ctx.user, ctx.tenant)) return forbidden(NOT_MANAGER);
    return ok(await monthReport(ctx.db, ctx.tenant.id, ctx.query.month, null));
  },

  exportVacationReportExcel: async (ctx) => {
    if (!managesLeave(ctx.user, ctx.tenant)) return forbidden(NOT_MANAGER);
    const report = await monthReport(ctx.db, ctx.tenant.id, ctx.query.month, null);
    return binary(xlsxResponse(await reportWorkbook(report, ctx.language), `${exportWord('vacations.reportFileStem', ctx.language)}-${ctx.query.month}.xlsx`));
  },
} satisfies HandlerMap;
