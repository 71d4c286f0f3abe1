import { profileBrands } from '../../db/schema/directory.ts';
import type { HandlerMap } from '../../http/handler.ts';
import { namedRecordHandlers } from '../../shared/listing/namedRecordHandlers.ts';

// Profile brands (GET/POST /brands, PUT/DELETE /brands/{id}). Deleting one leaves its profiles without a brand
// (the foreign key sets null).

const brands = namedRecordHandlers({ table: profileBrands });

export const handlers = {
  listBrands: brands.list,
  createBrand: brands.create,
  getBrand: brands.get,
  updateBrand: brands.update,
  deleteBrand: brands.remove,
} satisfies HandlerMap;
