import { deletePriceList, getPriceList, type PriceList } from '../../api/priceLists.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';

// The priceLists module's records, lists, forms and commands bound to the API (issue 32): its screens pass these to
// the generic hooks and never call src/api themselves. Alphabetical.

export const priceListDeletion = confirmActionLogic((client, priceList: PriceList) => deletePriceList(client, priceList.id));

export const priceListRecord = recordLogic((client, id: number) => getPriceList(client, id));
