import type { HandlerMap } from '../http/handler.ts';
import { handlers as auth } from './auth.ts';
import { handlers as me } from './me.ts';
import { handlers as myPassword } from './myPassword.ts';
import { handlers as permissions } from './permissions.ts';
import { handlers as preferences } from './preferences.ts';
import { handlers as settings } from './settings.ts';
import { handlers as companyIdentity } from './companyIdentity/handlers.ts';
import { handlers as tenants } from './tenants.ts';
import { handlers as tenantData } from './tenantData.ts';
import { handlers as users } from './users/handlers.ts';
import { handlers as roles } from './roles/handlers.ts';
import { handlers as sectionAccesses } from './sectionAccesses/handlers.ts';
import { handlers as profiles } from './profiles/handlers.ts';
import { handlers as companies } from './companies/handlers.ts';
import { handlers as profileCategories } from './profileCategories/handlers.ts';
import { handlers as brands } from './brands/handlers.ts';
import { handlers as salesReports } from './salesReports/handlers.ts';
import { handlers as materials } from './materials/handlers.ts';
import { handlers as interests } from './interests/handlers.ts';

import { handlers as articles } from './articles/handlers.ts';
import { handlers as articleTaxonomy } from './articleTaxonomy/handlers.ts';
import { handlers as warehouses } from './warehouses/handlers.ts';
import { handlers as categories } from './categories/handlers.ts';
import { handlers as priceLists } from './priceLists/handlers.ts';
import { handlers as quotes } from './quotes/handlers.ts';
import { handlers as goals } from './goals/handlers.ts';
import { handlers as packages } from './packages/handlers.ts';
import { handlers as ratings } from './ratings/handlers.ts';
import { handlers as work } from './work.ts';
import { handlers as vacations } from './vacations/handlers.ts';
import { handlers as vacationHours } from './vacationHours/handlers.ts';
import { handlers as vacationReport } from './vacations/reportHandlers.ts';
import { handlers as documents } from './documents/handlers.ts';
import { handlers as statistics } from './statistics/handlers.ts';
import { handlers as proposals } from './proposals/handlers.ts';
import { handlers as samples } from './samples/handlers.ts';
import { handlers as pdfLinks } from './salesDocuments/pdfLinkHandlers.ts';
import { handlers as newsletter } from './newsletter/handlers.ts';
import { handlers as audit } from './audit.ts';
import { handlers as search } from './search/handlers.ts';
import { handlers as outbox } from './outbox/handlers.ts';
import { handlers as setup } from './setup/handlers.ts';
import { handlers as invitationResend } from './users/invitationHandlers.ts';
import { handlers as notifications } from './notifications/handlers.ts';
import { handlers as exportsHandlers } from './exports/handlers.ts';
import { handlers as imports } from './imports/handlers.ts';
/**
 * Every module's handlers. To add a module: write server/src/modules/<module>.ts exporting
 * `export const handlers = { operationId: async (ctx) => ..., } satisfies HandlerMap;` (requests and answers both
 * checked against the contract) and list it here.
 * An operation claimed by two modules stops the server at start-up.
 */
export const moduleHandlers: readonly HandlerMap[] = [auth, tenants, tenantData, me, myPassword, permissions, preferences, settings, companyIdentity, users, roles, sectionAccesses, profiles, companies, profileCategories, brands, salesReports, materials, interests, articles, articleTaxonomy, warehouses, categories, priceLists, quotes, goals, packages, ratings, work, vacations, vacationHours, vacationReport, documents, statistics, proposals, samples, pdfLinks, newsletter, audit, search, notifications, outbox, setup, invitationResend, imports, exportsHandlers];
