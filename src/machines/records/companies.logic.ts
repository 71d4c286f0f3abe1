import { createCompany, getCompany, listCompanies, updateCompany, type Company, type CompanyInput } from '../../api/companies.ts';
import { formLogic } from '../generic/form.logic.ts';
import { namedRecordLogic } from '../generic/namedRecord.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';
import { pickerOptions } from './pickerOptions.ts';

// The directory's companies bound to the API: the company's own create and edit screens (structured address) and
// the calls of its named-record list (companyRecords.ts), which has no delete (the contract has none).

export const companyRecord = recordLogic<Company>((client, id) => getCompany(client, id));

export const companyCreate = formLogic<CompanyInput, Company>((client, body) => createCompany(client, body));

export const companyUpdate = formLogic<{ readonly id: number; readonly body: CompanyInput }, Company>((client, { id, body }) => updateCompany(client, id, body));

/** The named-record list of companies (search and pager; create and edit are the company's own screens; no delete in the contract). */
export const companyRecords = namedRecordLogic<Company, CompanyInput>({ list: listCompanies, get: getCompany, create: createCompany, update: updateCompany });

/** Companies to pick (a profile's company): one page per typed text. */
export const companyOptions = pickerOptions(listCompanies, (company) => ({ value: String(company.id), label: company.name }));
