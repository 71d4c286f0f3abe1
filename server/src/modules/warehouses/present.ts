import type { WarehouseRow } from './repository.ts';

/** Row → wire (`Warehouse`). */
export const presentWarehouse = (r: WarehouseRow) => ({
  id: r.id,
  code: r.code,
  name: r.name,
  address: r.address,
  is_default: r.isDefault,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});
