import { loadContract, type ContractError, type OpenApiDocument } from './document.ts';
import { buildRouteTable, type RouteTable } from './routes.ts';
import { createValidator, type RequestValidator } from './validator.ts';
import { okResult, type Result } from '../result.ts';
import { PASSWORD_RULE_MESSAGE, PASSWORD_SCHEMA } from '../auth/passwordMessage.ts';
import { message } from '../i18n/message.ts';

/** Schemas whose failures say their one rule rather than "the format is invalid" (a colour: `#RRGGBB`). */
const MESSAGE_OVERRIDES = { [PASSWORD_SCHEMA]: PASSWORD_RULE_MESSAGE, Color: message('validation.color') };

/** The loaded contract: the document, its route table and the request validator built from it. */
export type Contract = {
  readonly file: string;
  readonly doc: OpenApiDocument;
  readonly routes: RouteTable;
  readonly validator: RequestValidator;
};

// Loaded once per file per process: every test file's app and the server share the parsed document and the
// compiled validators.
const loaded = new Map<string, Contract>();

export function loadApiContract(file: string): Result<Contract, ContractError> {
  const hit = loaded.get(file);
  if (hit) return okResult(hit);
  const doc = loadContract(file);
  if (!doc.ok) return doc;
  const contract: Contract = { file, doc: doc.value, routes: buildRouteTable(doc.value), validator: createValidator(doc.value, MESSAGE_OVERRIDES) };
  loaded.set(file, contract);
  return okResult(contract);
}
