import { createPackage, deletePackage, getPackage, getPackageGoal, listPackages, updatePackage, type Package, type PackageGoal, type PackageInput } from '../../api/packages.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { sendUnlessUnchanged } from '../generic/unchangedSave.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';

// The evaluators' packages bound to the API: list, record, forms and deletion. Rating a package's goals is its own
// workflow (packageEvaluation.logic.ts).

export type PackageFilters = { search?: string };

/** The list call's query for the screen's search and order: the list and its export (`/exports/packages`) read the same rows. */
export const packageQuery = (filters: PackageFilters, sort: string | null) => ({ ...(sort ? { sort } : {}), ...(filters.search ? { search: filters.search } : {}) });

export const packagesList = pagedListLogic<Package, PackageFilters>((client, { page, pageSize, filters, sort }) => listPackages(client, { page, pageSize, ...packageQuery(filters, sort) }));

export const packageRecord = recordLogic<Package>((client, id) => getPackage(client, id));

export const packageDeletion = confirmActionLogic<Package, void>((client, pkg) => deletePackage(client, pkg.id));

export const packageCreate = formLogic<PackageInput, Package>((client, body) => createPackage(client, body));

/** Saves an edit; `body: null` (the form holds what was loaded) sends nothing and answers null (unchangedSave.ts). */
export const packageUpdate = formLogic<{ readonly id: number; readonly body: PackageInput | null }, Package | null>((client, { id, body }) =>
  sendUnlessUnchanged(body, (changed) => updatePackage(client, id, changed)),
);

/** A goal as one package assigns it: the record's id is the goal's, the package's id the context. */
export const packageGoalRecord = recordLogic<PackageGoal, number>((client, goalId, packageId) => getPackageGoal(client, packageId, goalId));
