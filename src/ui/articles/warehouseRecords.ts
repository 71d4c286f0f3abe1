import type { Warehouse, WarehouseInput } from '../../api/warehouses.ts';
import { warehouseRecords as warehouseRecordsLogic } from '../../machines/records/articles.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import type { NamedRecordDescriptor } from '../components/namedRecords/namedRecordDescriptor.ts';
import { flag, text, textOrNull } from '../components/namedRecords/namedRecordValues.ts';

/** Warehouses on the generic named-record screens: /warehouses, /warehouses/create, /warehouses/:warehouseId/edit. */
export const warehouseRecords: NamedRecordDescriptor<Warehouse, WarehouseInput> = {
  ns: 'articles',
  basePath: '/warehouses',
  parent: { href: '/articles', labelKey: 'articles:list.title' },
  labels: {
    title: 'articles:warehouses.title',
    entity: 'articles:warehouses.entity',
    create: 'articles:warehouses.create',
    edit: 'articles:warehouses.edit',
    empty: 'articles:warehouses.empty',
    name: 'articles:warehouses.name',
    description: 'articles:warehouses.name',
    inUse: 'articles:warehouses.inUse',
  },
  permissions: { create: 'warehouses.create', update: 'warehouses.update', delete: 'warehouses.delete' },
  logic: warehouseRecordsLogic,
  missingId: missingIdMessage(missingId('warehouse')),
  paginated: true,
  // The server's refusal says why (default, stocked, or how many articles have it).
  inUseFromServer: true,
  nameMaxLength: 120,
  description: false,
  extraFields: [
    { key: 'code', kind: 'text', maxLength: 30, required: true, labelKey: 'articles:warehouses.code', column: (item) => item.code },
    { key: 'address', kind: 'text', maxLength: 255, labelKey: 'articles:warehouses.address', column: (item) => item.address ?? '—' },
    { key: 'isDefault', kind: 'switch', labelKey: 'articles:warehouses.isDefault', column: (item, t) => (item.isDefault ? t('articles:activeState.yes') : '') },
  ],
  // The server refuses to delete the default warehouse (another must become the default first): no button for it.
  deletable: (item) => !item.isDefault,
  toValues: (item) => ({ name: item.name, description: '', code: item.code, address: item.address ?? '', isDefault: item.isDefault }),
  toInput: (values) => ({ name: text(values.name), code: text(values['code']), address: textOrNull(values['address']), isDefault: flag(values['isDefault']) }),
};
