import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Company = ResultOf<'getCompany'>;
export type CompanyInput = BodyOf<'createCompany'>;

export const listCompanies = (client: ApiClient, query: QueryOf<'listCompanies'> = {}): Effect.Effect<ResultOf<'listCompanies'>, ApiError> =>
  call((signal) => client.GET('/companies', { params: { query }, signal }));

export const createCompany = (client: ApiClient, body: CompanyInput): Effect.Effect<Company, ApiError> =>
  call((signal) => client.POST('/companies', { body, signal }));

export const getCompany = (client: ApiClient, id: number): Effect.Effect<Company, ApiError> =>
  call((signal) => client.GET('/companies/{id}', { params: { path: { id } }, signal }));

export const updateCompany = (client: ApiClient, id: number, body: CompanyInput): Effect.Effect<Company, ApiError> =>
  call((signal) => client.PUT('/companies/{id}', { params: { path: { id } }, body, signal }));
